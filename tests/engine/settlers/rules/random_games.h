// Shared by the differential tests of the engine's fast paths: seeded random games walked action
// by action, and the canaan/classic data column.
#pragma once

#include "engine/settlers/ai/random_bot.h"
#include "engine/random/rng.h"
#include "engine/settlers/rules/engine.h"

#include <QtTest>
#include <cstdint>
#include <memory>

namespace canaan::test {

// Plays `games` random games of 2 to 4 players (game g: the random bot seeded from botSeed + g,
// chance from chanceSeed + g) and calls check(before, action, after) for every action; stops at
// the first failure.
template <typename Check>
void playRandomGames(const settlers::Rules &rules, int games, std::uint64_t botSeed, std::uint64_t chanceSeed, Check &&check)
{
    auto scratch = std::make_unique<settlers::ActionList>();
    for (int g = 0; g < games; ++g) {
        settlers::RandomBot bot(mixSeed(botSeed + static_cast<std::uint64_t>(g)));
        Pcg32 chance(mixSeed(chanceSeed + static_cast<std::uint64_t>(g)));
        settlers::GameState s = settlers::newGame(rules, rules.minPlayers() + g % (rules.maxPlayers() - rules.minPlayers() + 1));
        while (!s.isOver()) {
            const settlers::Action a = settlers::isChancePending(s) ? settlers::sampleChance(rules, s, chance) : bot.pick(rules, s, *scratch);
            const settlers::GameState before = s;
            settlers::apply(rules, s, a);
            check(before, a, s);
            if (QTest::currentTestFailed())
                return;
        }
    }
}

// A data column "classic" with one row per ruleset.
inline void addRulesetRows()
{
    QTest::addColumn<bool>("classic");
    QTest::newRow("canaan") << false;
    QTest::newRow("classic") << true;
}

} // namespace canaan::test
