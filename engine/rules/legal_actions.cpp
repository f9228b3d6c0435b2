// Legal-move generation: every legal action for the pending decision, written into a caller-owned
// buffer. Small argument spaces are generated and filtered by the same checks checkLegal uses, so
// the two cannot disagree; placements come from bitsets.
#include "rules/internal.h"

#include <cstring>

namespace canaan {

using namespace detail;

namespace {

// Writes into the caller's buffer with the count in a local: Action holds uint8_t fields, which
// may alias anything, so a count kept in ActionList would be reloaded after every store.
struct Out {
    Action *dst;
    int n = 0;
    void push(const Action &a) { dst[n++] = a; }
};

void addIfLegal(const Rules &rules, const GameState &s, Out &out, const Action &a)
{
    if (checkLegal(rules, s, a) == IllegalReason::Ok)
        out.push(a);
}

void addCards(const Rules &rules, const GameState &s, int p, Out &out)
{
    std::uint64_t held[2] = {};
    static_assert(sizeof(s.devHand[p]) <= sizeof(held));
    std::memcpy(held, s.devHand[p], sizeof(s.devHand[p]));
    if (!held[0] && !held[1])
        return;
    for (int c = 0; c < kDevCardCount; ++c) {
        if (s.devHand[p][c] == 0)
            continue;
        const auto card = static_cast<DevCard>(c);
        if (card != DevCard::VictoryPoint && (s.cardPlayed || s.devHand[p][c] <= s.devNew[c]))
            continue;
        switch (card) {
        case DevCard::KorahsRebellion:
            for (int r = 0; r < kResourceCount; ++r)
                addIfLegal(rules, s, out, makeAction(ActionKind::PlayCard, p, c, r));
            break;
        case DevCard::PlentifulLands:
            for (int r1 = 0; r1 < kResourceCount; ++r1) {
                addIfLegal(rules, s, out, makeAction(ActionKind::PlayCard, p, c, r1));
                for (int r2 = 0; r2 < kResourceCount; ++r2)
                    addIfLegal(rules, s, out, makeAction(ActionKind::PlayCard, p, c, r1, r2));
            }
            break;
        case DevCard::Improvements:
        case DevCard::BountifulHarvest:
            s.buildings(p).forEach([&](int v) { addIfLegal(rules, s, out, makeAction(ActionKind::PlayCard, p, c, v)); });
            break;
        case DevCard::GibeoniteTrickery:
            for (int q = 0; q < s.numPlayers; ++q)
                addIfLegal(rules, s, out, makeAction(ActionKind::PlayCard, p, c, q));
            break;
        case DevCard::CalebsBlessing:
            if (s.settlementsLeft[p] > 0)
                settlementSpots(rules, s, p, true).forEach(
                    [&](int v) { out.push(makeAction(ActionKind::PlayCard, p, c, v)); });
            break;
        default: addIfLegal(rules, s, out, makeAction(ActionKind::PlayCard, p, c)); break;
        }
    }
}

void addTurn(const Rules &rules, const GameState &s, int p, Out &out)
{
    out.push(makeAction(ActionKind::EndTurn, p));
    addCards(rules, s, p, out);
    if (!s.rolled)
        return;
    if (s.roadsLeft[p] > 0 && canPay(s, p, kRoadCost))
        roadSpots(rules, s, p).forEach([&](int e) { out.push(makeAction(ActionKind::BuildRoad, p, e)); });
    if (s.settlementsLeft[p] > 0 && canPay(s, p, kSettlementCost))
        settlementSpots(rules, s, p, true).forEach([&](int v) { out.push(makeAction(ActionKind::BuildSettlement, p, v)); });
    if (s.citiesLeft[p] > 0 && canPay(s, p, kCityCost))
        s.settlements[p].forEach([&](int v) { out.push(makeAction(ActionKind::BuildCity, p, v)); });
    if (canPay(s, p, kCardCost))
        addIfLegal(rules, s, out, makeAction(ActionKind::BuyCard, p));
    if (!rules.isClassic() && s.stonesLeft[p] > 0 && canPay(s, p, kStoneCost) && !s.jerusalemComplete) {
        if (hasOwnSite(rules, s, p)) {
            out.push(makeAction(ActionKind::BuildStone, p));
        } else if (const int owners = tollOwners(rules, s, p)) {
            for (int q = 0; q < s.numPlayers; ++q)
                if (owners & (1 << q))
                    for (int r = 0; r < kResourceCount; ++r)
                        addIfLegal(rules, s, out, makeAction(ActionKind::BuildStone, p, q, r));
        }
    }
    if (tradingOpen(rules, s))
        for (int give = 0; give < kResourceCount; ++give) {
            if (s.hand[p][give] < 2 || s.hand[p][give] < maritimeRate(rules, s, p, give))
                continue;
            for (int get = 0; get < kResourceCount; ++get)
                if (get != give && s.bank[get] > 0)
                    out.push(makeAction(ActionKind::MaritimeTrade, p, give, get));
        }
}

} // namespace

int legalActions(const Rules &rules, const GameState &s, ActionList &list)
{
    Out out{list.items.data()};
    const int p = s.pendingPlayer;
    switch (s.pending) {
    case Pending::None: break;
    case Pending::FirstRoll:
    case Pending::Dice: {
        const ActionKind k = s.pending == Pending::FirstRoll ? ActionKind::FirstRoll : ActionKind::Dice;
        for (int d1 = 1; d1 <= 6; ++d1)
            for (int d2 = 1; d2 <= 6; ++d2)
                out.push(makeAction(k, p, d1, d2));
        break;
    }
    case Pending::DrawCard:
        for (int c = 0; c < kDevCardCount; ++c)
            if (s.deck[c])
                out.push(makeAction(ActionKind::DrawCard, p, c));
        break;
    case Pending::Steal:
        for (int r = 0; r < kResourceCount; ++r)
            if (s.hand[s.stealVictim][r])
                out.push(makeAction(ActionKind::Steal, p, r));
        break;
    case Pending::SetupSettlement: {
        VertexBits spots = rules.setupVertices();
        spots &= settlementSpots(rules, s, p, false);
        spots.forEach([&](int v) { out.push(makeAction(ActionKind::SetupSettlement, p, v)); });
        break;
    }
    case Pending::SetupRoad: {
        const EdgeBits spots = rules.vertex(s.setupVertex).edges & ~s.allRoads();
        spots.forEach([&](int e) { out.push(makeAction(ActionKind::SetupRoad, p, e)); });
        break;
    }
    case Pending::StartingSettlement:
        s.settlements[p].forEach([&](int v) { out.push(makeAction(ActionKind::ChooseStartingSettlement, p, v)); });
        break;
    case Pending::Roll:
        out.push(makeAction(ActionKind::Roll, p));
        addCards(rules, s, p, out);
        break;
    case Pending::Discard:
        for (int r = 0; r < kResourceCount; ++r)
            if (s.hand[p][r])
                out.push(makeAction(ActionKind::Discard, p, r));
        break;
    case Pending::MovePlague: {
        // victimsAt() per hex, with each seat's buildings and whether he holds a card found once.
        VertexBits robbable[kMaxPlayers];
        for (int q = 0; q < s.numPlayers; ++q)
            if (q != p && s.handSize(q) > 0)
                robbable[q] = s.buildings(q);
        rules.plagueTiles().forEach([&](int t) {
            if (t == s.plagueTile)
                return;
            const VertexBits &corners = rules.tile(t).vertexBits;
            unsigned victims = 0;
            for (int q = 0; q < s.numPlayers; ++q)
                if (robbable[q].intersects(corners))
                    victims |= 1u << q;
            if (!victims)
                out.push(makeAction(ActionKind::MovePlague, p, t));
            for (int q = 0; q < s.numPlayers; ++q)
                if (victims & (1u << q))
                    out.push(makeAction(ActionKind::MovePlague, p, t, q));
        });
        break;
    }
    case Pending::CopperChoice:
    case Pending::DeborahsSong:
    case Pending::KingsBlessing:
        for (int r = 0; r < kResourceCount; ++r)
            if (s.bank[r])
                out.push(makeAction(ActionKind::ChooseResource, p, r));
        break;
    case Pending::FreeRoad:
        roadSpots(rules, s, p).forEach([&](int e) { out.push(makeAction(ActionKind::BuildRoad, p, e)); });
        break;
    case Pending::TradeAnswer:
        out.push(makeAction(ActionKind::AnswerTrade, p, static_cast<int>(TradeAnswer::Reject)));
        addIfLegal(rules, s, out, makeAction(ActionKind::AnswerTrade, p, static_cast<int>(TradeAnswer::Accept)));
        break;
    case Pending::TradeConfirm:
        out.push(makeAction(ActionKind::ConfirmTrade, p));
        for (int q = 0; q < s.numPlayers; ++q)
            addIfLegal(rules, s, out, makeAction(ActionKind::ConfirmTrade, p, q));
        break;
    case Pending::Turn: addTurn(rules, s, p, out); break;
    }
    list.size = out.n;
    return out.n;
}

} // namespace canaan
