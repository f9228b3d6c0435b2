// A heuristic value of a position for one player: victory points first, then production (pips by
// how scarce each resource is on the map, variety, harbors), progress of the hand toward the next
// build, room to expand, development cards and Jerusalem. The easy and normal bots choose the action
// whose resulting position scores best.
#pragma once

#include "engine/settlers/rules/engine.h"

#include <array>
#include <cstdint>

namespace canaan::settlers {

// Every constant of the position value. The defaults are the normal bot's (and so the values every
// game of easy and normal has been played with); tunedWeights() (bot_weights.h) holds the hard bot's.
struct EvalWeights {
    double opponentFactor = 0.3; // how much the strongest opponent's position counts against ours
    double expansion = 1.0;      // value of reachable settlement spots

    double vp = 100.0;           // one victory point: the unit of every other term
    double pip = 5.0;            // production: per pip x resource weight
    double classicPip = 0.0;     // `pip` on the classic ruleset when above 0 (normal+'s own, docs/ai.md)
    double scarcityMin = 0.7;    // a resource's weight (mean pips / its pips) is clamped to these
    double scarcityMax = 1.5;
    double copper = 1.3;         // copper's weight: any resource, chosen when paid
    double variety = 5.0;        // per different resource earned
    double harborGeneric = 5.0;  // a 3:1 harbor
    double harborSpecific = 4.0; // a 2:1 harbor of a resource the player earns

    // A free intersection's value (room to expand).
    double spotNewResource = 6.0;
    double spotHarborGeneric = 6.0;
    double spotHarborSpecific = 8.0;
    double spotJerusalemSite = 12.0; // canaan, while the player has no site: stones without a toll
    double expandBest = 0.35;        // the best spot his roads reach
    double expandSecond = 0.1;       // the second best
    double expandLater = 0.2;        // the best one road further, above the best reached

    // The hand: per card, plus progress (squared share) toward the best build it nearly pays for.
    double card = 2.0;
    double cityProgress = 70.0;
    double settlementProgress = 70.0;
    double roadProgress = 16.0;  // when no settlement spot is reachable
    double devCardProgress = 22.0;
    double stoneProgress = 14.0;
    double overSeven = 3.0;      // per card above seven (a 7 costs half the hand, R07)

    double priestHeld = 12.0;
    double eventHeld = 8.0;
    double priestPlayed = 14.0;  // per played priest, up to four (Most Priests)
    double roadLength = 3.0;     // per road of the longest road, up to eight
    double stone = 10.0;         // per Jerusalem stone (canaan)
    double leaderStone = 6.0;    // more per stone while he alone leads in VP
    double drawPending = 30.0;   // a development card being drawn by him
    double stealPerCard = 6.0;   // a steal of his own making

    double opponentPip = 5.0;    // the strongest opponent's score: VP x vp + production x this
    double opponentCard = 4.0;   // + cards x this
};

class Evaluator {
public:
    explicit Evaluator(const Rules &rules, EvalWeights weights = {});
    const Rules &rules() const { return *m_rules; }

    // The terms of evaluate() that no hand changes, so that trades (trade_model.cpp), which weigh
    // many hands on one board, compute them once: the sum evaluate() adds before the hand, and
    // every seat's production.
    struct BoardTerms {
        bool final = false;  // a finished game: `value` is its score
        bool hasSpot = false; // a settlement spot is reachable (the hand's best build)
        double value = 0;
        std::array<double, kMaxPlayers> production{};
    };

    // Higher is better for `player`. Finished games score +/- 1e6.
    double evaluate(const GameState &state, int player) const { return evaluate(state, player, boardTerms(state, player)); }
    BoardTerms boardTerms(const GameState &state, int player) const;
    // evaluate(state, player), the same number, from the terms of a state that differs from this
    // one at most in the hands of resources.
    double evaluate(const GameState &state, int player, const BoardTerms &terms) const;
    // The production value of a free intersection for `player` (pips, variety, harbor, Jerusalem).
    double spotValue(const GameState &state, int player, int vertex) const;
    // Weighted pips the player's buildings earn per roll (the Plague's hex earns nothing).
    double production(const GameState &state, int player) const;
    // Value of a hand: cards plus progress toward the best build it nearly pays for.
    double handValue(const GameState &state, int player, bool hasSpot) const;

private:
    // What an intersection's hexes are worth, computed once per map: evaluate() runs for every
    // legal action of every decision of every playout, so its inner loops read these tables.
    struct VertexTerms {
        int productive = 0;                       // productive hexes, in the intersection's order
        std::array<BoardId, 3> tile{};            // their ids (the Plague's hex produces nothing)
        std::array<double, 3> pipWeight{};        // pips x resource weight
        std::array<double, 3> spotPips{};         // kPip x pips x resource weight
        std::array<std::int8_t, 3> resource{};    // the resource, or -1 (copper)
        int resourceMask = 0;                     // resources of all its hexes (variety)
    };

    double resourceWeight(int terrain) const { return m_terrainWeight[static_cast<std::size_t>(terrain)]; }
    int resourceMask(const GameState &state, int player) const;
    double spotValue(int vertex, int ownMask, bool wantsSite) const;
    double expansionValue(const GameState &state, int player, int ownMask, bool &hasSpot) const;
    double opponentScore(const GameState &state, int player, const BoardTerms &terms) const;

    const Rules *m_rules;
    EvalWeights m_weights;
    std::array<double, kTerrainCount> m_terrainWeight{};
    std::array<VertexTerms, kMaxVertices> m_vertex{};
    // The 64-bit words of a VertexBits / EdgeBits the map's ids reach: the wide engine's sets have
    // twice the words, the upper ones empty on a map of the narrow engine's size, so the position's
    // loops stop here rather than at the capacity.
    int m_vertexWords = 0;
    int m_edgeWords = 0;
    // Each intersection and its neighbours: where a building there forbids building (R04).
    std::array<VertexBits, kMaxVertices> m_closed{};
};

} // namespace canaan
