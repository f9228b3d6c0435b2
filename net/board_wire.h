// Settlers on the wire (docs/protocol.md, "A seat view", "Events"): a seat's view and its events
// as JSON, with the map's text ids (docs/save-format.md). It reads a SeatView only, which holds no
// other seat's hand: what was zeroed there cannot reach a message. A client reads them back with
// the inverses below (board_view_reader.cpp, board_event_reader.cpp).
#pragma once

#include "engine/settlers/rules/events.h"
#include "engine/settlers/rules/rules.h"
#include "engine/settlers/rules/seat_view.h"
#include "net/view_delta.h"

#include <QByteArray>
#include <QJsonObject>
#include <optional>

namespace canaan::net {

// A seat's view as JSON text, after one action: the members every seat sees alike are written
// once, from a view that holds no hand (the spectator's), and each seat's own members (its hand,
// cards and hidden counts, its seat) are merged in. The keys are in QJsonObject's (sorted) order,
// so the text is the bytes QJsonDocument would write for the same object. Kept as members (the
// players one by one), a view is also what protocol version 2's deltas are made from.
class BoardViewText {
public:
    // `logLength` is the number of actions so far.
    BoardViewText(const Rules &rules, const SeatView &shared, int logLength);
    // The whole view of `own`'s seat (or of a spectator) at the same moment.
    ViewMembers membersOf(const SeatView &own) const;
    QByteArray of(const SeatView &own) const { return membersOf(own).text(); }

private:
    ViewMembers m_shared;
};

// One view alone: BoardViewText(rules, view, logLength).of(view).
QByteArray boardViewText(const Rules &rules, const SeatView &view, int logLength);
// One event as `seat` saw it (eventSeenBy already applied): {"e": id, "p": seat, ...}.
QByteArray boardEventText(const Rules &rules, const Event &event);

// The inverses, for a client: the view or event the server sent, every field checked (a hostile
// or broken server cannot crash a client). On a problem: nullopt, and `problem` names the field
// and what is wrong with it. A view is `boardViewText`'s object; `place` names an event in the
// problem ("events[3]").
std::optional<SeatView> boardViewFromJson(const Rules &rules, const QJsonObject &view, QString *problem);
std::optional<Event> boardEventFromJson(const Rules &rules, int numPlayers, const QJsonObject &event,
    const QString &place, QString *problem);

} // namespace canaan::net
