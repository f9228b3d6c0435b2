// The chance to win from a position, estimated by games played on from it by computer players
// (the review's "chance to win", canaan-cli review): each seat's share of the games it was among
// the winners of. Chance outcomes and the bots' seeds come from `seed` alone, so the estimate is
// reproducible. A finished position needs no games: its winners have 1, the others 0.
#pragma once

#include "engine/random/rng.h"

#include <QString>
#include <cstdint>
#include <memory>
#include <vector>

namespace canaan::play {

// A game played on that has not ended after this many actions counts as won by nobody.
inline constexpr long kMaxPlayOnActions = 200'000;

// The seats in a state's winners mask (both games keep one).
inline bool isWinner(std::uint8_t winners, int seat) { return (winners >> seat) & 1u; }

template <class Game>
typename Game::State playOn(const typename Game::Context &context, typename Game::State s, int seats,
    const QString &botId, std::uint64_t seed)
{
    std::vector<std::unique_ptr<typename Game::Bot>> bots;
    for (int seat = 0; seat < seats; ++seat)
        bots.push_back(Game::makeBot(botId, Game::botSeed(seed, seat)));
    Pcg32 chance(mixSeed(seed));
    std::vector<typename Game::Event> events;
    for (long n = 0; !Game::isOver(s) && n < kMaxPlayOnActions; ++n) {
        typename Game::Action a;
        if (Game::isChancePending(s)) {
            a = Game::sampleChance(context, s, chance);
        } else {
            const int seat = Game::decidingSeat(s);
            const std::vector<typename Game::Action> legal = Game::legalActions(context, s);
            a = Game::botDecide(*bots[static_cast<std::size_t>(seat)], context, Game::viewOf(context, s, seat), legal);
        }
        events.clear();
        Game::apply(context, s, a, events);
    }
    return s;
}

// Per seat, the share of `samples` games played on from `from` that the seat won (with others
// when the game ended tied); an empty vector for `samples` of 0.
template <class Game>
std::vector<double> winChances(const typename Game::Context &context, const typename Game::State &from, int seats,
    int samples, const QString &botId, std::uint64_t seed)
{
    if (samples <= 0)
        return {};
    std::vector<double> chance(static_cast<std::size_t>(seats), 0.0);
    if (Game::isOver(from)) {
        for (int seat = 0; seat < seats; ++seat)
            chance[static_cast<std::size_t>(seat)] = isWinner(from.winners, seat) ? 1.0 : 0.0;
        return chance;
    }
    for (int i = 0; i < samples; ++i) {
        const typename Game::State end =
            playOn<Game>(context, from, seats, botId, mixSeed(seed + 0x9e3779b97f4a7c15ULL * static_cast<std::uint64_t>(i + 1)));
        if (!Game::isOver(end))
            continue;
        for (int seat = 0; seat < seats; ++seat)
            if (isWinner(end.winners, seat))
                chance[static_cast<std::size_t>(seat)] += 1.0 / samples;
    }
    return chance;
}

} // namespace canaan::play
