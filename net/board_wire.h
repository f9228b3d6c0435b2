// Settlers on the wire (docs/protocol.md, "A seat view", "Events"): a seat's view and its events
// as JSON, with the map's text ids (docs/save-format.md). It reads a SeatView only, which holds no
// other seat's hand: what was zeroed there cannot reach a message.
#pragma once

#include "rules/events.h"
#include "rules/rules.h"
#include "rules/seat_view.h"

#include <QJsonObject>

namespace canaan::net {

// `logLength` is the number of actions so far.
QJsonObject boardViewJson(const Rules &rules, const SeatView &view, int logLength);
// One event as `seat` saw it (eventSeenBy already applied): {"e": id, "p": seat, ...}.
QJsonObject boardEventJson(const Rules &rules, const Event &event);

} // namespace canaan::net
