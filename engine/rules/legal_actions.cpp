// Legal-move generation: every legal action for the pending decision, written into a caller-owned
// buffer. Small argument spaces are generated and filtered by the same checks checkLegal uses, so
// the two cannot disagree; placements come from bitsets.
#include "rules/internal.h"

#include <bit>
#include <cstddef>
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
    // An action without a trade, written as two word stores rather than ten byte stores.
    void put(ActionKind kind, int player, int a = kNoId, int b = kNoId, int c = kNoId)
    {
        static_assert(sizeof(Action) == 10 && offsetof(Action, player) == 1 && offsetof(Action, a) == 2 &&
                      offsetof(Action, b) == 3 && offsetof(Action, c) == 4 && offsetof(Action, trade) == 5);
        static_assert(std::endian::native == std::endian::little, "the byte order of `head` below");
        const std::uint64_t head = static_cast<std::uint64_t>(kind) | static_cast<std::uint64_t>(player & 0xFF) << 8 |
                                   static_cast<std::uint64_t>(a & 0xFF) << 16 | static_cast<std::uint64_t>(b & 0xFF) << 24 |
                                   static_cast<std::uint64_t>(c & 0xFF) << 32; // trade[0..2] = 0
        const std::uint16_t tail = 0;                                          // trade[3..4]
        auto *bytes = reinterpret_cast<unsigned char *>(dst + n++);
        std::memcpy(bytes, &head, sizeof head);
        std::memcpy(bytes + sizeof head, &tail, sizeof tail);
    }
};

void addIfLegal(const Rules &rules, const GameState &s, Out &out, const Action &a)
{
    if (checkLegal(rules, s, a) == IllegalReason::Ok)
        out.push(a);
}

// Whether any development card is left in the deck.
bool deckLeft(const GameState &s)
{
    std::uint64_t deck[2] = {};
    static_assert(sizeof(s.deck) <= sizeof(deck));
    std::memcpy(deck, s.deck, sizeof(s.deck));
    return (deck[0] | deck[1]) != 0;
}

// Whether p holds any development card: the common "no" in two loads.
bool holdsCards(const GameState &s, int p)
{
    std::uint64_t held[2] = {};
    static_assert(sizeof(s.devHand[p]) <= sizeof(held));
    std::memcpy(held, s.devHand[p], sizeof(s.devHand[p]));
    return (held[0] | held[1]) != 0;
}

// Card c if p may play it now, with every legal choice of its arguments.
void addCard(const Rules &rules, const GameState &s, int p, int c, Out &out)
{
    const auto card = static_cast<DevCard>(c);
    if (card != DevCard::VictoryPoint && (s.cardPlayed || s.devHand[p][c] <= s.devNew[c]))
        return;
    switch (card) {
    case DevCard::Priest: // checkPlayCard's remaining tests always pass for these (R20, R21)
    case DevCard::Caravan: out.put(ActionKind::PlayCard, p, c); break;
    case DevCard::VictoryPoint: // classic keeps VP cards hidden: never played
        if (!rules.isClassic())
            out.put(ActionKind::PlayCard, p, c);
        break;
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
            settlementSpots(rules, s, p, true).forEach([&](int v) { out.put(ActionKind::PlayCard, p, c, v); });
        break;
    default: addIfLegal(rules, s, out, makeAction(ActionKind::PlayCard, p, c)); break;
    }
}

// The cards p may play now (precondition: holdsCards).
void addCards(const Rules &rules, const GameState &s, int p, Out &out)
{
    // The cards held, as the high bit of each non-zero byte, visited in increasing order.
    constexpr std::uint64_t kHigh = 0x8080808080808080ULL, kLow = 0x7f7f7f7f7f7f7f7fULL;
    std::uint64_t held[2] = {};
    std::memcpy(held, s.devHand[p], sizeof(s.devHand[p]));
    for (int k = 0; k < 2; ++k)
        for (std::uint64_t x = (((held[k] & kLow) + kLow) | held[k]) & kHigh; x; x &= x - 1)
            addCard(rules, s, p, k * 8 + std::countr_zero(x) / 8, out);
}

// Bit r set where byte r (r < 5) of x has its high bit set: the five bits, moved to bits 0, 8,
// .., 32, are gathered by one multiplication into bits 28..32 (checked for all 32 masks).
unsigned highBitsOf(std::uint64_t x)
{
    return static_cast<unsigned>(((((x >> 7) & 0x0101010101ULL) * 0x10204081ULL) >> 28) & 0x1F);
}

// What p can give at his maritime rates and receive from the bank (bit r: Resource r).
struct Maritime {
    unsigned givable = 0, inBank = 0;
};
Maritime maritimeChoices(const GameState &s, int p)
{
    // Nothing to give at any rate (2 at best) is the common case: one test on the packed hand.
    constexpr std::uint64_t kHigh = 0x8080808080ULL, kLow = 0x7f7f7f7f7fULL, kOnes = 0x0101010101ULL;
    const std::uint64_t hand = packedHand(s, p);
    if (!((hand + 0x7e7e7e7e7eULL) & kHigh) && !(hand & kHigh))
        return {}; // every count below 2 (a count of 128 or more shows in its own high bit)
    // maritimeRate() for the five resources at once, one rate per byte.
    std::uint64_t rates;
    if (s.caravan && p == s.current) {
        rates = 2 * kOnes;
    } else {
        rates = (s.harbors[p] & (1u << 5) ? 3 : 4) * kOnes;
        unsigned twoToOne = s.harbors[p] & 0x1Fu;
        if (s.blessingHolder == p && s.blessingResource < kResourceCount)
            twoToOne |= 1u << s.blessingResource;
        for (; twoToOne; twoToOne &= twoToOne - 1) {
            const int shift = 8 * std::countr_zero(twoToOne);
            rates = (rates & ~(std::uint64_t{0xFF} << shift)) | std::uint64_t{2} << shift;
        }
    }
    Maritime m;
    m.givable = highBitsOf((((hand & kLow) | kHigh) - rates) | hand); // hand >= rate, as in canPay()
    std::uint64_t bank = 0;
    std::memcpy(&bank, s.bank, kResourceCount);
    m.inBank = highBitsOf(((bank & kLow) + kLow) | bank); // count above 0
    return m;
}


Out addTurn(const Rules &rules, const GameState &s, int p, Out out)
{
    out.put(ActionKind::EndTurn, p);
    if (holdsCards(s, p))
        addCards(rules, s, p, out);
    if (!s.rolled)
        return out;
    const std::uint64_t hand = packedHand(s, p); // loaded once for the five costs
    if (s.roadsLeft[p] > 0 && canPay(hand, kRoadCost))
        roadSpots(rules, s, p).forEach([&](int e) { out.put(ActionKind::BuildRoad, p, e); });
    if (s.settlementsLeft[p] > 0 && canPay(hand, kSettlementCost))
        settlementSpots(rules, s, p, true).forEach([&](int v) { out.put(ActionKind::BuildSettlement, p, v); });
    if (s.citiesLeft[p] > 0 && canPay(hand, kCityCost))
        s.settlements[p].forEach([&](int v) { out.put(ActionKind::BuildCity, p, v); });
    if (canPay(hand, kCardCost) && deckLeft(s)) // checkBuilding's BuyCard, the time being right
        out.put(ActionKind::BuyCard, p);
    if (!rules.isClassic() && s.stonesLeft[p] > 0 && canPay(hand, kStoneCost) && !s.jerusalemComplete) {
        if (hasOwnSite(rules, s, p)) {
            out.put(ActionKind::BuildStone, p);
        } else if (const int owners = tollOwners(rules, s, p)) {
            for (int q = 0; q < s.numPlayers; ++q) // checkStone: one card left after the cost for the toll
                if (owners & (1 << q))
                    for (int r = 0; r < kResourceCount; ++r)
                        if (s.hand[p][r] >= kStoneCost[r] + 1)
                            out.put(ActionKind::BuildStone, p, q, r);
        }
    }
    if (tradingOpen(rules, s)) {
        const Maritime m = maritimeChoices(s, p);
        for (unsigned give = m.givable; give; give &= give - 1) {
            const int r = std::countr_zero(give);
            for (unsigned get = m.inBank & ~(1u << r); get; get &= get - 1)
                out.put(ActionKind::MaritimeTrade, p, r, std::countr_zero(get));
        }
    }
    return out;
}

Out addPlagueMoves(const Rules &rules, const GameState &s, int p, Out out)
{
    // victimsAt() for every hex at once: each robbable seat marks the hexes around his
    // buildings (indexed by tile id; kNoId, "no tile", lands in the spare upper half).
    std::uint8_t victimsOf[2 * kMaxTiles] = {};
    static_assert(kNoId < 2 * kMaxTiles);
    for (int q = 0; q < s.numPlayers; ++q)
        if (q != p && s.handSize(q) > 0)
            s.buildings(q).forEach([&](int v) {
                for (const std::uint8_t t : rules.vertex(v).tiles)
                    victimsOf[t] = static_cast<std::uint8_t>(victimsOf[t] | 1u << q);
            });
    TileBits targets = rules.plagueTiles();
    if (s.plagueTile != kNoId)
        targets.reset(s.plagueTile);
    targets.forEach([&](int t) {
        unsigned victims = victimsOf[t];
        if (!victims)
            out.put(ActionKind::MovePlague, p, t);
        for (; victims; victims &= victims - 1)
            out.put(ActionKind::MovePlague, p, t, std::countr_zero(victims));
    });
    return out;
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
                out.put(k, p, d1, d2);
        break;
    }
    case Pending::DrawCard:
        for (int c = 0; c < kDevCardCount; ++c)
            if (s.deck[c])
                out.put(ActionKind::DrawCard, p, c);
        break;
    case Pending::Steal:
        for (int r = 0; r < kResourceCount; ++r)
            if (s.hand[s.stealVictim][r])
                out.put(ActionKind::Steal, p, r);
        break;
    case Pending::SetupSettlement: {
        VertexBits spots = rules.setupVertices();
        spots &= settlementSpots(rules, s, p, false);
        spots.forEach([&](int v) { out.put(ActionKind::SetupSettlement, p, v); });
        break;
    }
    case Pending::SetupRoad: {
        const EdgeBits spots = rules.vertex(s.setupVertex).edges & ~s.allRoads();
        spots.forEach([&](int e) { out.put(ActionKind::SetupRoad, p, e); });
        break;
    }
    case Pending::StartingSettlement:
        s.settlements[p].forEach([&](int v) { out.put(ActionKind::ChooseStartingSettlement, p, v); });
        break;
    case Pending::Roll:
        out.put(ActionKind::Roll, p);
        if (holdsCards(s, p))
            addCards(rules, s, p, out);
        break;
    case Pending::Discard:
        for (int r = 0; r < kResourceCount; ++r)
            if (s.hand[p][r])
                out.put(ActionKind::Discard, p, r);
        break;
    case Pending::MovePlague: out = addPlagueMoves(rules, s, p, out); break;
    case Pending::CopperChoice:
    case Pending::DeborahsSong:
    case Pending::KingsBlessing:
        for (int r = 0; r < kResourceCount; ++r)
            if (s.bank[r])
                out.put(ActionKind::ChooseResource, p, r);
        break;
    case Pending::FreeRoad:
        roadSpots(rules, s, p).forEach([&](int e) { out.put(ActionKind::BuildRoad, p, e); });
        break;
    case Pending::TradeAnswer:
        out.put(ActionKind::AnswerTrade, p, static_cast<int>(TradeAnswer::Reject));
        addIfLegal(rules, s, out, makeAction(ActionKind::AnswerTrade, p, static_cast<int>(TradeAnswer::Accept)));
        break;
    case Pending::TradeConfirm:
        out.put(ActionKind::ConfirmTrade, p);
        for (int q = 0; q < s.numPlayers; ++q)
            addIfLegal(rules, s, out, makeAction(ActionKind::ConfirmTrade, p, q));
        break;
    case Pending::Turn: out = addTurn(rules, s, p, out); break;
    }
    list.size = out.n;
    return out.n;
}

} // namespace canaan
