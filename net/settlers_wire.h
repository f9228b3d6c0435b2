// Settlers on the wire (docs/protocol.md, "A seat view", "Events"): a seat's view and its events
// as JSON, with the map's text ids (docs/save-format.md). It reads a SeatView only, which holds no
// other seat's hand: what was zeroed there cannot reach a message. A client reads them back with
// the inverses below (settlers_view_reader.cpp, settlers_event_reader.cpp).
#pragma once

#include "engine/settlers/rules/events.h"
#include "engine/settlers/rules/rules.h"
#include "engine/settlers/rules/seat_view.h"
#include "net/view_delta.h"

#include <QByteArray>
#include <QJsonObject>
#include <memory>
#include <optional>

namespace canaan::net {

// What a player's part of a view (`players[p]`) is written from, and nothing else: a player whose
// facts did not change since the last view needs no writing again.
struct SettlersPlayerFacts {
    settlers::VertexBits cities, settlements;
    settlers::EdgeBits roads;
    std::int8_t counter[settlers::kResourceCount] = {};
    std::uint8_t answer = 0, cards = 0, devCards = 0, copperOwed = 0, discardOwed = 0, firstRoll = 0, longestRoad = 0,
                 playedVp = 0, priests = 0, stones = 0, citiesLeft = 0, roadsLeft = 0, settlementsLeft = 0, stonesLeft = 0, vp = 0;
    friend bool operator==(const SettlersPlayerFacts &, const SettlersPlayerFacts &) = default;
};

// What a seat's own members of its view (bought, cards, hand, hidden, seat) are written from.
struct SettlersOwnFacts {
    std::uint8_t seat = settlers::kNoId;
    bool bought = false; // the seat is the current player: its cards bought this turn are shown
    std::uint8_t devNew[settlers::kDevCardCount] = {}, devHand[settlers::kDevCardCount] = {}, hand[settlers::kResourceCount] = {};
    std::uint8_t hiddenDevCards[settlers::kDevCardCount] = {}, hiddenResources[settlers::kResourceCount] = {};
    friend bool operator==(const SettlersOwnFacts &, const SettlersOwnFacts &) = default;
};

// The texts of a seat's own members, each kept until its facts change (`bought` empty when the
// seat is not the current player; `cards` and `hand` empty for a spectator).
struct SettlersOwnTexts {
    QByteArray bought, cards, hand, hidden, seat;
};

// The players' texts of the last view a table wrote and each seat's own members, with their facts
// (one per table: its rules never change). An action changes one player or two, and one or two
// seats' own parts (mostly one member of them); the rest is taken from here instead of being
// written again.
struct SettlersPlayerCache {
    SettlersPlayerFacts facts[settlers::kMaxPlayers];
    QByteArray texts[settlers::kMaxPlayers];
    SettlersOwnFacts ownFacts[settlers::kMaxPlayers + 1]; // by seat, the spectator's last
    SettlersOwnTexts ownTexts[settlers::kMaxPlayers + 1];
    std::shared_ptr<const ViewMembers> own[settlers::kMaxPlayers + 1]; // shared with the views sent
    std::shared_ptr<const ViewMembers> shared; // the members all seats' last views shared
};

// A seat's view as JSON text, after one action: the members every seat sees alike are written
// once, from a view that holds no hand (the spectator's), and each seat's own members (its hand,
// cards and hidden counts, its seat) are merged in. The keys are in QJsonObject's (sorted) order,
// so the text is the bytes QJsonDocument would write for the same object. Kept as members (the
// players one by one), a view is also what protocol version 2's deltas are made from.
class SettlersViewText {
public:
    // `logLength` is the number of actions so far; `cache`, when given, the players of the view
    // written before (of the same rules), and it gets this view's.
    SettlersViewText(const settlers::Rules &rules, const settlers::SeatView &shared, int logLength, SettlersPlayerCache *cache = nullptr);
    // The members every seat's view shares, and those of `own`'s seat (or of a spectator) alone:
    // held, not copied, by every view sent that has them (the same members as the last, for a seat
    // whose own facts did not change).
    const std::shared_ptr<const ViewMembers> &shared() const { return m_shared; }
    std::shared_ptr<const ViewMembers> ownOf(const settlers::SeatView &own) const;
    // The whole view of `own`'s seat (or of a spectator) at the same moment.
    ViewMembers membersOf(const settlers::SeatView &own) const { return ViewMembers::merged(*m_shared, *ownOf(own)); }
    QByteArray of(const settlers::SeatView &own) const { return membersOf(own).text(); }

private:
    std::shared_ptr<const ViewMembers> m_shared;
    SettlersPlayerCache *m_cache;
};

// One view alone: SettlersViewText(rules, view, logLength).of(view).
QByteArray boardViewText(const settlers::Rules &rules, const settlers::SeatView &view, int logLength);
// One event as `seat` saw it (eventSeenBy already applied): {"e": id, "p": seat, ...}.
QByteArray boardEventText(const settlers::Rules &rules, const settlers::Event &event);

// The inverses, for a client: the view or event the server sent, every field checked (a hostile
// or broken server cannot crash a client). On a problem: nullopt, and `problem` names the field
// and what is wrong with it. A view is `boardViewText`'s object; `place` names an event in the
// problem ("events[3]").
std::optional<settlers::SeatView> boardViewFromJson(const settlers::Rules &rules, const QJsonObject &view, QString *problem);
std::optional<settlers::Event> boardEventFromJson(const settlers::Rules &rules, int numPlayers, const QJsonObject &event,
    const QString &place, QString *problem);

} // namespace canaan::net
