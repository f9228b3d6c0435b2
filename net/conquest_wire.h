// Conquest on the wire (docs/protocol.md, "A seat view (Conquest)"): a seat's view and its events
// as JSON, and the view read back from JSON by a client (canaan-cli bot, the app's card table).
// The JSON is made from a conquest::SeatView alone, which holds no other seat's hand and no other
// side's secret battle choice, so nothing hidden there can reach a message.
#pragma once

#include "engine/conquest/events.h"
#include "engine/conquest/view.h"

#include <QJsonObject>
#include <QString>
#include <optional>
#include <span>

namespace canaan::net {

// Unlike the Settlers view it has no count of actions: that would tell the other side how many
// cards a side chose in secret (C14).
QJsonObject conquestViewJson(const conquest::SeatView &view);

// The view of conquestViewJson, every field checked (types, ranges, ids, the seat's own cards only
// for a seat): nothing with *problem naming the field ("players[2].armies: ...") when the JSON is
// not a Conquest seat view.
std::optional<conquest::SeatView> conquestViewFromJson(const QJsonObject &json, QString *problem);

// One event as a seat saw it (conquest::seenBy already applied): {"e": id, "p": seat, ...}.
QJsonObject conquestEventJson(const conquest::Event &event);

// An action as `seat` may know it, for a client's log (the card table tells actions, not events):
// its log entry with "card": null where the engine's events hide the card from that seat (another's
// draw, discard, a card lent to a third seat). nullopt when the seat may not know of it at all
// (another side's card chosen in secret). `events` are the action's engine events.
std::optional<QJsonObject> conquestSeenActionJson(const conquest::Action &action, std::span<const conquest::Event> events, int seat);
// Its inverse: the action with the card kNone where it was null; nothing with *problem.
std::optional<conquest::Action> conquestSeenActionFromJson(const QJsonObject &json, QString *problem);

// Ids of what the game waits for (docs/protocol.md): "choose", "ally", ... and "gameOver".
QString conquestPendingId(conquest::Pending pending);

} // namespace canaan::net
