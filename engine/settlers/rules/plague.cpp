// The 7 and the Plague (R07, R08, R21); in classic, the robber.
#include "engine/settlers/rules/internal.h"

namespace canaan::settlers {
namespace detail {

unsigned victimsAt(const Rules &rules, const GameState &s, int t, int p)
{
    unsigned mask = 0;
    const VertexBits &corners = rules.tile(t).vertexBits;
    for (int q = 0; q < s.numPlayers; ++q)
        if (q != p && (s.settlements[q].intersects(corners) || s.cities[q].intersects(corners)) && s.handSize(q) > 0)
            mask |= 1u << q;
    return mask;
}

void rollSeven(const Rules &rules, GameState &s, EventSink *sink)
{
    addBlackStone(rules, s, sink); // may complete Jerusalem and end the game (R24)
    if (s.stage == Stage::Over)
        return;
    for (int p = 0; p < s.numPlayers; ++p) {
        const int n = s.handSize(p);
        s.discardOwed[p] = static_cast<std::uint8_t>(n > 7 ? n / 2 : 0);
    }
    s.plagueMove = true;
}

IllegalReason checkPlague(const Rules &rules, const GameState &s, const Action &a)
{
    if (a.kind == ActionKind::Discard) {
        if (s.pending != Pending::Discard)
            return IllegalReason::WrongTime;
        if (a.a >= kResourceCount)
            return IllegalReason::BadArgument;
        if (s.hand[a.player][a.a] == 0)
            return IllegalReason::NothingToDiscard;
        return IllegalReason::Ok;
    }
    // MovePlague
    if (s.pending != Pending::MovePlague)
        return IllegalReason::WrongTime;
    if (a.a >= rules.tileCount())
        return IllegalReason::BadArgument;
    if (!rules.plagueTiles().test(a.a))
        return IllegalReason::BadPlagueHex;
    if (a.a == s.plagueTile)
        return IllegalReason::SamePlagueHex;
    const unsigned victims = victimsAt(rules, s, a.a, a.player);
    if (a.b == kNoId)
        return victims ? IllegalReason::BadVictim : IllegalReason::Ok; // R07: he takes a card if he can
    if (a.b >= s.numPlayers || !(victims & (1u << a.b)))
        return IllegalReason::BadVictim;
    return IllegalReason::Ok;
}

void applyPlague(const Rules &, GameState &s, const Action &a, EventSink *sink)
{
    if (a.kind == ActionKind::Discard) {
        --s.hand[a.player][a.a];
        ++s.bank[a.a];
        --s.discardOwed[a.player];
        emit(sink, EventKind::Discarded, a.player, a.a);
        return;
    }
    s.plagueTile = a.a;
    s.plagueMove = false;
    emit(sink, EventKind::PlagueMoved, a.player, a.a);
    if (a.b != kNoId) {
        s.stealVictim = a.b;
        s.stealCount = 1;
    }
}

} // namespace detail
} // namespace canaan
