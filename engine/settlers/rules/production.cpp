// Production (R06): the roll, cities, the Plague's block (R08), the bank shortage and copper choices.
#include "engine/settlers/rules/internal.h"

#include <bit>
#include <cstring>
#include <iterator>

namespace canaan::settlers {
namespace detail {

void produce(const Rules &rules, GameState &s, int n, EventSink *sink)
{
    // What each seat is owed on n is kept in the state (GameState::rollOwed, summed as each
    // building was placed): one count per byte (resources in bytes 0-4, copper in byte 5); no
    // byte can carry into the next (at most 9 buildings x 2 x 3 hexes per player, 4 players:
    // below 256).
    const int index = rollIndex(n);
    std::uint64_t owed[kMaxPlayers];
    for (int p = 0; p < kMaxPlayers; ++p)
        owed[p] = load6(s.rollOwed[index][p]);
    // R08: the Plague's hex produces nothing: the share of each building on its corners is taken
    // off again (a city's twice).
    if (s.plagueTile != kNoBoardId && rules.tile(s.plagueTile).number == n) {
        const std::uint64_t plagueYield = rules.tileYield(s.plagueTile);
        for (const BoardId v : rules.tile(s.plagueTile).vertices)
            if (v != kNoBoardId && s.occupied.test(v))
                owed[s.ownerAt(v)] -= plagueYield << (s.cityBits.test(v) ? 1 : 0);
    }
    std::uint64_t total = 0;
    for (int p = 0; p < kMaxPlayers; ++p)
        total += owed[p];
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
    for (const BoardId t : rules.vertex(v).tiles) {
        if (t == kNoBoardId || t == s.plagueTile || rules.tile(t).number == 0)
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
