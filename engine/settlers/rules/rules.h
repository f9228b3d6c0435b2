// The immutable context of a game: the compiled board, the ruleset and its options, with the
// look-up tables the rules need (adjacency as bitsets, tiles by number, set-up order). Built once
// per map and shared by every state and every thread.
#pragma once

#include "engine/settlers/board/topology.h"
#include "engine/settlers/rules/limits.h"
#include "engine/settlers/options/options.h"

#include <array>
#include <cstdint>
#include <vector>

namespace canaan::settlers {

struct TileInfo {
    Terrain terrain = Terrain::Sea;
    std::uint8_t number = 0;
    std::array<BoardId, 6> vertices{kNoBoardId, kNoBoardId, kNoBoardId, kNoBoardId, kNoBoardId, kNoBoardId};
    VertexBits vertexBits; // the same corners as a set
};

struct VertexInfo {
    VertexBits neighbours;
    EdgeBits edges;
    std::array<BoardId, 3> edgeIds{kNoBoardId, kNoBoardId, kNoBoardId};
    std::array<BoardId, 3> neighbourIds{kNoBoardId, kNoBoardId, kNoBoardId}; // other end of edgeIds[k]
    std::array<BoardId, 3> tiles{kNoBoardId, kNoBoardId, kNoBoardId};
    std::uint8_t harborBits = 0; // bit r: 2:1 in Resource r; bit 5: 3:1
    bool jerusalemSite = false;
    bool setupAllowed = false;   // R03: touches a number (canaan only), not a site, not closed to set-up
};

struct EdgeInfo {
    VertexBits endBits; // the two ends as a set
    std::array<BoardId, 2> vertices{kNoBoardId, kNoBoardId};
};

class Rules {
public:
    // The map's ruleset and options. turnLimit > 0 ends a game unfinished after that many turns (R25).
    explicit Rules(const MapModel &map, int turnLimit = 0);
    Rules(const MapModel &map, Ruleset ruleset, const GameOptions &options, int turnLimit = 0);

    Ruleset ruleset() const { return m_ruleset; }
    bool isClassic() const { return m_ruleset == Ruleset::Classic; }
    const GameOptions &options() const { return m_options; }
    int turnLimit() const { return m_turnLimit; }
    const Topology &topology() const { return m_topology; }
    int minPlayers() const { return m_minPlayers; }
    int maxPlayers() const { return m_maxPlayers; }

    int tileCount() const { return m_tileCount; }
    int vertexCount() const { return m_vertexCount; }
    int edgeCount() const { return m_edgeCount; }
    const TileInfo &tile(int t) const { return m_tiles[t]; }
    const VertexInfo &vertex(int v) const { return m_vertices[t(v)]; }
    const EdgeInfo &edge(int e) const { return m_edges[t(e)]; }
    const VertexBits &setupVertices() const { return m_setupVertices; }
    const VertexBits &jerusalemSites() const { return m_sites; }
    const TileBits &plagueTiles() const { return m_plagueTiles; } // R08 / classic robber
    BoardId plagueStart() const { return m_plagueStart; }        // kNoBoardId in canaan (R05)
    // Tiles that produce on a roll of n (2..12), the Plague not considered.
    const std::vector<BoardId> &tilesRolling(int n) const { return m_byNumber[n]; }
    // The intersections touching a tile that produces on n: only buildings there can produce.
    const VertexBits &verticesRolling(int n) const { return m_rollVertices[t(n)]; }
    // What one settlement on v is owed on a roll of n, one count per byte (byte r for Resource r,
    // byte 5 for copper), the Plague not considered; and what a tile gives one building on a
    // corner (1 in its byte; 0 for a tile without a number). For production's packed sums.
    std::uint64_t rollYield(int n, int v) const { return m_rollYield[t(n)][t(v)]; }
    std::uint64_t tileYield(int tile) const { return m_tileYield[t(tile)]; }

    // R02: the starting placements, as seats, for a game whose first player is `first`.
    int setupLength(int numPlayers) const;
    int setupSeat(int numPlayers, int first, int step) const;
    // Whether step is that seat's last starting placement (classic: resources from it).
    bool isLastPlacement(int numPlayers, int step) const;

    // Supply per player (R13) and thresholds (R18).
    static constexpr int kRoads = 15, kSettlements = 5, kCities = 4, kStones = 20;
    static constexpr int kLongestRoadMin = 5, kPriestsMin = 3, kBlessingMin = 1;

private:
    static constexpr std::size_t t(int i) { return static_cast<std::size_t>(i); }
    void build();

    Topology m_topology;
    Ruleset m_ruleset;
    GameOptions m_options;
    int m_turnLimit = 0;
    int m_minPlayers = 2, m_maxPlayers = 4;
    int m_tileCount = 0, m_vertexCount = 0, m_edgeCount = 0;
    std::array<TileInfo, kMaxTiles> m_tiles{};
    std::array<VertexInfo, kMaxVertices> m_vertices{};
    std::array<EdgeInfo, kMaxEdges> m_edges{};
    VertexBits m_setupVertices, m_sites;
    TileBits m_plagueTiles;
    BoardId m_plagueStart = kNoBoardId;
    std::array<std::vector<BoardId>, 13> m_byNumber;
    std::array<VertexBits, 13> m_rollVertices{};
    std::array<std::array<std::uint64_t, kMaxVertices>, 13> m_rollYield{};
    std::array<std::uint64_t, kMaxTiles> m_tileYield{};
    // Placement order by player count, as positions in play order (0 = first player).
    std::array<std::vector<std::uint8_t>, kMaxPlayers + 1> m_setupOrder;
};

} // namespace canaan
