// Production (R06): the roll, cities, the Plague's block (R08), the bank shortage and copper choices.
#include "rules/internal.h"

#include <bit>
#include <cstring>
#include <iterator>

namespace canaan {
namespace detail {

void produce(const Rules &rules, GameState &s, int n, EventSink *sink)
{
    // Only the few buildings on a corner of an n-tile can produce: visit those, not every tile
    // and seat (a roll happens every turn). What each player is owed is summed in one word, one
    // count per byte (Rules::rollYield: resources in bytes 0-4, copper in byte 5); no byte can
    // carry into the next (at most 9 buildings x 2 x 3 hexes per player, 4 players: below 256).
    static_assert(std::size(VertexBits{}.w) == 2, "the two words of a VertexBits are visited below");
    static_assert(kMaxPlayers <= 4, "a seat is read from two bits below");
    const VertexBits &touching = rules.verticesRolling(n);
    // R08: the Plague's hex produces nothing: on its corners its yield is taken off again.
    VertexBits plagued;
    std::uint64_t plagueYield = 0;
    if (s.plagueTile != kNoId && rules.tile(s.plagueTile).number == n) {
        plagued = rules.tile(s.plagueTile).vertexBits;
        plagueYield = rules.tileYield(s.plagueTile);
    }
    // The buildings on those corners, of every seat at once: usually two to five of them. The
    // owner of each (one seat: buildings never share an intersection) is read from two words,
    // bit 0 and bit 1 of his seat, without a branch: which seats have buildings there is
    // unpredictable in random play, and a branch per seat was mispredicted about once a roll.
    std::uint64_t occupied[2] = {}, seatBit0[2] = {}, seatBit1[2] = {}, cityBits[2] = {};
    for (int p = 0; p < s.numPlayers; ++p) {
        const std::uint64_t odd = 0 - static_cast<std::uint64_t>(p & 1), upper = 0 - static_cast<std::uint64_t>(p >> 1);
        for (int k = 0; k < 2; ++k) {
            const std::uint64_t here = (s.settlements[p].w[k] | s.cities[p].w[k]) & touching.w[k];
            occupied[k] |= here;
            seatBit0[k] |= here & odd;
            seatBit1[k] |= here & upper;
            cityBits[k] |= s.cities[p].w[k];
        }
    }
    std::uint64_t owed[kMaxPlayers] = {};
    std::uint64_t total = 0;
    for (int k = 0; k < 2; ++k)
        for (std::uint64_t x = occupied[k]; x; x &= x - 1) {
            const int bit = std::countr_zero(x);
            const std::uint64_t yield = (rules.rollYield(n, k * 64 + bit) - plagueYield * ((plagued.w[k] >> bit) & 1))
                                        << ((cityBits[k] >> bit) & 1);
            owed[((seatBit0[k] >> bit) & 1) | ((seatBit1[k] >> bit) & 1) << 1] += yield;
            total += yield;
        }
    if (!total)
        return;
    // R06: a stack that cannot pay everyone pays nobody. `paid`: 0xFF in each resource's byte
    // that is paid out, i.e. where total <= bank, compared bytewise as in canPay() when every
    // total is below 128 (always, in practice), else one byte at a time.
    constexpr std::uint64_t kHigh = 0x8080808080ULL, kLow = 0x7f7f7f7f7fULL;
    std::uint64_t bank = load5(s.bank);
    std::uint64_t paid = 0;
    if (!(total & kHigh)) {
        const std::uint64_t covered = ((((bank & kLow) | kHigh) - (total & (kHigh | kLow))) | bank) & kHigh;
        paid = (covered >> 7) * 0xFF;
    } else {
        for (int r = 0; r < kResourceCount; ++r)
            if (static_cast<int>((total >> (8 * r)) & 0xFF) <= s.bank[r])
                paid |= std::uint64_t{0xFF} << (8 * r);
    }
    bank -= total & paid; // no byte borrows: each paid count is at most the bank's
    store5(s.bank, bank);
    // Each seat's five counts are added to as one word (seats without a building were owed 0); no
    // byte carries: a hand and the bank together hold at most 255. Loaded and stored as load5 and
    // store5, the widths the next listing reads a hand with. The copper owed likewise, one byte
    // per seat in one word.
    std::uint32_t copper = 0;
    for (int p = 0; p < kMaxPlayers; ++p) {
        store5(s.hand[p], load5(s.hand[p]) + (owed[p] & paid));
        copper |= static_cast<std::uint32_t>(owed[p] >> (8 * kResourceCount)) << (8 * p);
    }
    // R06: copper choices come after, in seat order from the roller (settle() asks them).
    std::uint32_t copperOwed;
    static_assert(sizeof copperOwed == sizeof(s.copperOwed));
    std::memcpy(&copperOwed, s.copperOwed, sizeof copperOwed);
    copperOwed += copper;
    std::memcpy(s.copperOwed, &copperOwed, sizeof copperOwed);
    if (sink) { // the events in the order of resources, then seats
        for (int r = 0; r < kResourceCount; ++r) {
            if (!((total >> (8 * r)) & 0xFF))
                continue;
            if (!((paid >> (8 * r)) & 1)) {
                emit(sink, EventKind::BankShortage, kNoId, r);
                continue;
            }
            for (int p = 0; p < s.numPlayers; ++p)
                if (const int got = static_cast<int>((owed[p] >> (8 * r)) & 0xFF))
                    emit(sink, EventKind::ResourcesGained, p, r, got);
        }
    }
}

void harvest(const Rules &rules, GameState &s, int p, int v, EventSink *sink)
{
    const int k = s.cities[p].test(v) ? 2 : 1;
    for (std::uint8_t t : rules.vertex(v).tiles) {
        if (t == kNoId || t == s.plagueTile || rules.tile(t).number == 0)
            continue;
        if (const auto r = resourceOf(rules.tile(t).terrain))
            gainFromBank(s, p, static_cast<int>(*r), k, sink);
        else
            s.copperOwed[p] = static_cast<std::uint8_t>(s.copperOwed[p] + k);
    }
}

IllegalReason checkProduction(const Rules &, const GameState &s, const Action &a)
{
    if (a.kind == ActionKind::Roll)
        return s.pending == Pending::Roll ? IllegalReason::Ok
               : s.pending == Pending::Turn ? IllegalReason::AlreadyRolled
                                            : IllegalReason::WrongTime;
    // ChooseResource
    if (s.pending != Pending::CopperChoice && s.pending != Pending::DeborahsSong && s.pending != Pending::KingsBlessing)
        return IllegalReason::WrongTime;
    if (a.a >= kResourceCount)
        return IllegalReason::BadArgument;
    if (s.bank[a.a] == 0)
        return IllegalReason::BankEmpty;
    return IllegalReason::Ok;
}

void applyProduction(const Rules &, GameState &s, const Action &a, EventSink *sink)
{
    const int p = a.player;
    if (a.kind == ActionKind::Roll) {
        applyRoll(s);
        return;
    }
    switch (s.pending) {
    case Pending::CopperChoice:
        gainFromBank(s, p, a.a, 1, sink);
        --s.copperOwed[p];
        break;
    case Pending::DeborahsSong:
        gainFromBank(s, p, a.a, 1, sink);
        s.deborahMask = static_cast<std::uint8_t>(s.deborahMask & ~(1u << p));
        break;
    case Pending::KingsBlessing: // R17: the card lies under the King's Blessing, out of the bank
        --s.bank[a.a];
        s.blessingResource = a.a;
        s.blessingChoice = false;
        emit(sink, EventKind::BlessingResourceSet, p, a.a);
        break;
    default: break;
    }
}

} // namespace detail
} // namespace canaan
