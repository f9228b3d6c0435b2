// A heuristic value of a position for one player: victory points first, then production (pips by
// how scarce each resource is on the map, variety, harbors), progress of the hand toward the next
// build, room to expand, development cards and Jerusalem. The easy and normal bots choose the action
// whose resulting position scores best.
#pragma once

#include "rules/engine.h"

#include <array>
#include <cstdint>

namespace canaan {

// Weights that differ between bot levels.
struct EvalWeights {
    double opponentFactor = 0.3; // how much the strongest opponent's position counts against ours
    double expansion = 1.0;      // value of reachable settlement spots
};

class Evaluator {
public:
    explicit Evaluator(const Rules &rules, EvalWeights weights = {});
    const Rules &rules() const { return *m_rules; }

    // Higher is better for `player`. Finished games score +/- 1e6.
    double evaluate(const GameState &state, int player) const;
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
        std::array<std::uint8_t, 3> tile{};       // their ids (the Plague's hex produces nothing)
        std::array<double, 3> pipWeight{};        // pips x resource weight
        std::array<double, 3> spotPips{};         // kPip x pips x resource weight
        std::array<std::int8_t, 3> resource{};    // the resource, or -1 (copper)
        int resourceMask = 0;                     // resources of all its hexes (variety)
    };

    double resourceWeight(int terrain) const { return m_terrainWeight[static_cast<std::size_t>(terrain)]; }
    int resourceMask(const GameState &state, int player) const;
    double spotValue(int vertex, int ownMask, bool wantsSite) const;
    double expansionValue(const GameState &state, int player, int ownMask, bool &hasSpot) const;
    double opponentScore(const GameState &state, int player) const;

    const Rules *m_rules;
    EvalWeights m_weights;
    std::array<double, kTerrainCount> m_terrainWeight{};
    std::array<VertexTerms, kMaxVertices> m_vertex{};
};

} // namespace canaan
