// Production (R06): the roll, cities, the Plague's block (R08), the bank shortage and copper choices.
#include "rules/internal.h"

#include <bit>
#include <iterator>

namespace canaan {
namespace detail {

void produce(const Rules &rules, GameState &s, int n, EventSink *sink)
{
    // Only the few buildings on a corner of an n-tile can produce: visit those, not every tile
    // and seat (a roll happens every turn), and only the resources someone is owed.
    std::uint8_t owed[kMaxPlayers][kResourceCount] = {};
    std::uint8_t copper[kMaxPlayers] = {};
    unsigned owedResources = 0; // bit r: someone is owed r
    const VertexBits &touching = rules.verticesRolling(n);
    for (int p = 0; p < s.numPlayers; ++p) {
        for (int k = 0; k < static_cast<int>(std::size(touching.w)); ++k) {
            for (std::uint64_t x = (s.settlements[p].w[k] | s.cities[p].w[k]) & touching.w[k]; x; x &= x - 1) {
                const int v = k * 64 + std::countr_zero(x);
                const int times = s.cities[p].test(v) ? 2 : 1;
                for (const std::uint8_t t : rules.vertex(v).tiles) {
                    if (t == kNoId || t == s.plagueTile) // R08
                        continue;
                    const TileInfo &tile = rules.tile(t);
                    if (tile.number != n)
                        continue;
                    if (const auto resource = resourceOf(tile.terrain)) {
                        const int r = static_cast<int>(*resource);
                        owed[p][r] = static_cast<std::uint8_t>(owed[p][r] + times);
                        owedResources |= 1u << r;
                    } else {
                        copper[p] = static_cast<std::uint8_t>(copper[p] + times);
                    }
                }
            }
        }
    }
    for (; owedResources; owedResources &= owedResources - 1) {
        const int r = std::countr_zero(owedResources);
        int total = 0;
        for (int p = 0; p < s.numPlayers; ++p)
            total += owed[p][r];
        if (total == 0)
            continue;
        if (total > s.bank[r]) { // R06: a stack that cannot pay everyone pays nobody
            emit(sink, EventKind::BankShortage, kNoId, r);
            continue;
        }
        for (int p = 0; p < s.numPlayers; ++p)
            if (owed[p][r])
                gainFromBank(s, p, r, owed[p][r], sink);
    }
    // R06: copper choices come after, in seat order from the roller (settle() asks them).
    for (int p = 0; p < s.numPlayers; ++p)
        s.copperOwed[p] = static_cast<std::uint8_t>(s.copperOwed[p] + copper[p]);
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
        s.dicePending = true;
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
