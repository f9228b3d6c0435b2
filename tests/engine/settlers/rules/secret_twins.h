// Game states that differ only in what one seat may not know, for the seat-view tests: the other
// seats' hands and unplayed development cards and the deck, dealt again at random with every count
// kept (each hand's size, each resource's total, the current player's cards bought this turn).
// Written apart from the engine's own dealing (engine/settlers/ai/determinization.h), so a test does not check the
// code with itself.
#pragma once

#include "engine/random/rng.h"
#include "engine/settlers/rules/game_state.h"

#include <algorithm>
#include <vector>

namespace canaan::test {

inline settlers::GameState secretTwin(const settlers::GameState &s, int seat, Pcg32 &rng)
{
    settlers::GameState t = s;
    std::vector<int> resources, devCards;
    for (int q = 0; q < s.numPlayers; ++q) {
        if (q == seat)
            continue;
        for (int r = 0; r < settlers::kResourceCount; ++r)
            resources.insert(resources.end(), s.hand[q][r], r);
        for (int c = 0; c < settlers::kDevCardCount; ++c)
            devCards.insert(devCards.end(), s.devHand[q][c], c);
    }
    for (int c = 0; c < settlers::kDevCardCount; ++c)
        devCards.insert(devCards.end(), s.deck[c], c);
    std::shuffle(resources.begin(), resources.end(), rng);
    std::shuffle(devCards.begin(), devCards.end(), rng);
    std::size_t nextResource = 0, nextCard = 0;
    for (int q = 0; q < s.numPlayers; ++q) {
        if (q == seat)
            continue;
        const int handSize = s.handSize(q);
        int devSize = 0;
        for (int c = 0; c < settlers::kDevCardCount; ++c)
            devSize += s.devHand[q][c];
        std::fill(std::begin(t.hand[q]), std::end(t.hand[q]), 0);
        std::fill(std::begin(t.devHand[q]), std::end(t.devHand[q]), 0);
        for (int k = 0; k < handSize; ++k)
            ++t.hand[q][resources[nextResource++]];
        for (int k = 0; k < devSize; ++k)
            ++t.devHand[q][devCards[nextCard++]];
    }
    std::fill(std::begin(t.deck), std::end(t.deck), 0);
    while (nextCard < devCards.size())
        ++t.deck[devCards[nextCard++]];
    if (s.current != seat) {
        // Which of the current player's unplayed cards are this turn's: as many as before, among his
        // new hand. (A VP card bought and played this turn stays counted in devNew, face up.)
        int bought = 0;
        for (int c = 0; c < settlers::kDevCardCount; ++c)
            bought += std::min(s.devNew[c], s.devHand[s.current][c]);
        std::vector<int> held;
        for (int c = 0; c < settlers::kDevCardCount; ++c)
            held.insert(held.end(), t.devHand[s.current][c], c);
        std::shuffle(held.begin(), held.end(), rng);
        std::fill(std::begin(t.devNew), std::end(t.devNew), 0);
        for (int k = 0; k < bought && k < static_cast<int>(held.size()); ++k)
            ++t.devNew[held[static_cast<std::size_t>(k)]];
    }
    return t;
}

} // namespace canaan::test
