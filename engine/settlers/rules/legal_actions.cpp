// Legal-move generation: every legal action for the pending decision, written into a caller-owned
// buffer. Small argument spaces are generated and filtered by the same checks checkLegal uses, so
// the two cannot disagree; placements come from bitsets.
#include "engine/settlers/rules/internal.h"

#include <array>
#include <bit>
#include <cstddef>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace canaan::settlers {

using namespace detail;

namespace {

// Writes into the caller's buffer through a local pointer: Action holds uint8_t fields, which may
// alias anything, so a count kept in ActionList would be reloaded after every store; and a
// pointer, unlike an index, needs no address arithmetic per action.
struct Out {
    Action *next;
    void push(const Action &a) { *next++ = a; }
    // An action without a trade, written as two word stores rather than ten byte stores.
    void put(ActionKind kind, int player, int a = kNoId, int b = kNoId, int c = kNoId)
    {
        putHead(actionHead(kind, player, a, b, c));
    }
    // The same from the first eight bytes (detail::actionHead). One 16-byte store where SSE2 is
    // there (every x86-64): the action's ten bytes (twelve in the wide engine), the bytes after the
    // head zero, and six (four) zero bytes of the next slot, which the next action written
    // overwrites. Every list is shorter than the buffer (limits.h: kMaxTurnActions, and
    // kMaxPlagueActions, below kMaxLegalActions), so those bytes stay inside it.
    void putHead(std::uint64_t head)
    {
#if defined(__SSE2__)
        static_assert(sizeof(Action) >= 8 && sizeof(Action) <= 16 && sizeof(__m128i) == 16);
        _mm_storeu_si128(reinterpret_cast<__m128i *>(next++), _mm_cvtsi64_si128(static_cast<long long>(head)));
#else
        putAction(next++, head);
#endif
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
    static_assert(sizeof(s.deck) == 12);
    const Words12 deck = load12(s.deck);
    return (deck.low | deck.high) != 0;
}

// Whether p holds any development card: the common "no" in two loads.
bool holdsCards(const GameState &s, int p)
{
    static_assert(sizeof(s.devHand[p]) == 12);
    const Words12 held = load12(s.devHand[p]);
    return (held.low | held.high) != 0;
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
    const Words12 words = load12(s.devHand[p]);
    const std::uint64_t held[2] = {words.low, words.high};
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
// Bytes 0..4 of 0xFF where bit r of the index is set: which rates are 2:1.
constexpr std::array<std::uint64_t, 32> byteMasks()
{
    std::array<std::uint64_t, 32> masks{};
    for (unsigned m = 0; m < masks.size(); ++m)
        for (int r = 0; r < kResourceCount; ++r)
            if (m & (1u << r))
                masks[m] |= std::uint64_t{0xFF} << (8 * r);
    return masks;
}
constexpr std::array<std::uint64_t, 32> kByteMasks = byteMasks();

// Without a branch on the hand, the harbours or the blessing: the trades listed after every
// action of a turn, and those tests went either way unpredictably in random play.
Maritime maritimeChoices(const GameState &s, int p)
{
    constexpr std::uint64_t kHigh = 0x8080808080ULL, kLow = 0x7f7f7f7f7fULL, kOnes = 0x0101010101ULL;
    const std::uint64_t hand = packedHand(s, p);
    // maritimeRate() for the five resources at once, one rate per byte: 2 where a 2:1 harbour,
    // the King's Blessing's resource or the Caravan (every resource) applies, else 3 or 4.
    const unsigned blessed = (s.blessingHolder == p) & (s.blessingResource < kResourceCount);
    unsigned twoToOne = (s.harbors[p] & 0x1Fu) | (blessed << (s.blessingResource & 7) & 0x1Fu);
    twoToOne |= 0x1Fu * ((s.caravan != 0) & (p == s.current));
    const std::uint64_t two = kByteMasks[twoToOne];
    const std::uint64_t rates = ((s.harbors[p] & (1u << 5) ? 3 : 4) * kOnes & ~two) | (2 * kOnes & two);
    Maritime m;
    m.givable = highBitsOf((((hand & kLow) | kHigh) - rates) | hand); // hand >= rate, as in canPay()
    const std::uint64_t bank = load5(s.bank);
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
    // Each condition is one test of bools joined with & (not &&): fewer unpredictable branches.
    if ((s.roadsLeft[p] > 0) & canPay(hand, kRoadCost))
        roadSpots(rules, s, p).forEach([&](int e) { out.put(ActionKind::BuildRoad, p, e); });
    if ((s.settlementsLeft[p] > 0) & canPay(hand, kSettlementCost))
        settlementSpots(rules, s, p, true).forEach([&](int v) { out.put(ActionKind::BuildSettlement, p, v); });
    if ((s.citiesLeft[p] > 0) & canPay(hand, kCityCost))
        s.settlements[p].forEach([&](int v) { out.put(ActionKind::BuildCity, p, v); });
    if (canPay(hand, kCardCost) & deckLeft(s)) // checkBuilding's BuyCard, the time being right
        out.put(ActionKind::BuyCard, p);
    if (!rules.isClassic() & (s.stonesLeft[p] > 0) & canPay(hand, kStoneCost) & !s.jerusalemComplete) {
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
    // tradingOpen(): the turn's pending and `rolled` are known here.
    if (!s.tradeClosed | rules.options().freeTradeBuild) {
        const Maritime m = maritimeChoices(s, p);
        for (unsigned give = m.givable; give; give &= give - 1) {
            const int r = std::countr_zero(give);
            for (unsigned get = m.inBank & ~(1u << r); get; get &= get - 1)
                out.put(ActionKind::MaritimeTrade, p, r, std::countr_zero(get));
        }
    }
    return out;
}

// The moves onto one hex by the seats robbable there (a mask of the other seats, so at most
// kMaxVictims): one per seat in increasing order, or one naming nobody.
constexpr int kMaxVictims = kMaxPlayers - 1;
struct alignas(16) VictimRow {
    // The moves' bytes, slot after slot (today's Action layout; the wide engine writes its moves
    // from `seats`), but for the mover and the hex, which are or-ed in; the two bytes after the
    // third slot are zero.
    std::array<std::uint8_t, 32> moves;
    std::array<std::uint8_t, kMaxVictims> seats;
    int count;
};
constexpr std::array<VictimRow, 1 << kMaxPlayers> victimRows()
{
    std::array<VictimRow, 1 << kMaxPlayers> rows{};
    for (unsigned mask = 0; mask < rows.size(); ++mask) {
        VictimRow &row = rows[mask];
        row.seats.fill(kNoId);
        row.count = 0;
        for (int q = 0; q < kMaxPlayers && row.count < kMaxVictims; ++q) // (a mask of every seat is never asked)
            if (mask & (1u << q))
                row.seats[static_cast<std::size_t>(row.count++)] = static_cast<std::uint8_t>(q);
        if (row.count == 0)
            row.count = 1; // the move naming nobody (kNoId)
        row.moves.fill(0);
        for (int i = 0; i < kMaxVictims; ++i) {
            const std::size_t at = static_cast<std::size_t>(i) * sizeof(Action);
            row.moves[at] = static_cast<std::uint8_t>(ActionKind::MovePlague);
            row.moves[at + 3] = row.seats[static_cast<std::size_t>(i)]; // b: the victim
            row.moves[at + 4] = kNoId;                                  // c: none
        }
    }
    return rows;
}
constexpr std::array<VictimRow, 1 << kMaxPlayers> kVictimRows = victimRows();

Out addPlagueMoves(const Rules &rules, const GameState &s, int p, Out out)
{
    // victimsAt() for every hex at once: the seats with a building at its corners (kept in the
    // state) that are robbable, i.e. p's opponents holding a card.
    unsigned robbable = 0;
    for (int q = 0; q < s.numPlayers; ++q)
        robbable |= static_cast<unsigned>((q != p) & (s.handSize(q) > 0)) << q;
    TileBits targets = rules.plagueTiles();
    if (s.plagueTile != kNoBoardId)
        targets.reset(s.plagueTile);
    // Each hex's moves are written from its row of kVictimRows without a branch on its victims
    // (random play makes them unpredictable; the branches were mispredicted several times a
    // listing): every slot, then only `count` of them kept. The last hex's spare slots still fit
    // in the buffer.
    static_assert(kMaxTiles * kMaxVictims < kMaxLegalActions); // and a slot for putHead's six bytes
#if defined(__SSE2__) && !CANAAN_ENGINE_WIDE
    // Each hex's slots as two 16-byte stores: its row's bytes with the mover (byte 1 of each
    // slot) and the hex (byte 2) or-ed in.
    static_assert(sizeof(Action) == 10 && offsetof(Action, player) == 1 && offsetof(Action, a) == 2 &&
                  offsetof(Action, b) == 3 && kMaxVictims * sizeof(Action) <= 32);
    const char mover = static_cast<char>(p);
    const __m128i moverLow = _mm_setr_epi8(0, mover, 0, 0, 0, 0, 0, 0, 0, 0, 0, mover, 0, 0, 0, 0);
    const __m128i moverHigh = _mm_setr_epi8(0, 0, 0, 0, 0, mover, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    const __m128i hexLow = _mm_setr_epi8(0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0);
    const __m128i hexHigh = _mm_setr_epi8(0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    targets.forEach([&](int t) {
        const VictimRow &row = kVictimRows[s.tileSeats[t] & robbable];
        const __m128i hex = _mm_set1_epi8(static_cast<char>(t));
        const auto *moves = reinterpret_cast<const __m128i *>(row.moves.data());
        auto *to = reinterpret_cast<__m128i *>(out.next);
        _mm_storeu_si128(to, _mm_or_si128(_mm_load_si128(moves), _mm_or_si128(moverLow, _mm_and_si128(hex, hexLow))));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(reinterpret_cast<char *>(to) + 16),
                         _mm_or_si128(_mm_load_si128(moves + 1), _mm_or_si128(moverHigh, _mm_and_si128(hex, hexHigh))));
        out.next += row.count;
    });
#else
    targets.forEach([&](int t) {
        const VictimRow &row = kVictimRows[s.tileSeats[t] & robbable];
        Action *const first = out.next;
        for (int i = 0; i < kMaxVictims; ++i)
            out.put(ActionKind::MovePlague, p, t, row.seats[static_cast<std::size_t>(i)]);
        out.next = first + row.count;
    });
#endif
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
    list.size = static_cast<int>(out.next - list.items.data());
    return list.size;
}

} // namespace canaan
