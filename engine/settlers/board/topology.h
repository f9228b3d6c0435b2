// A map compiled for play: tiles, intersections (vertices) and paths (edges) numbered 0..n-1 with
// adjacency arrays, so the rules work on small integer ids. Immutable once built; share it.
//
// Tiles are the map's hexes in file order, except open sea: a sea hex that touches no land has no
// intersection, path or harbor, so it is no tile and counts toward no limit (docs/map-format.md).
// An intersection or path exists when it touches at least one land hex; they are numbered in the
// order of their canonical coordinates (q, r, kind).
#pragma once

#include "engine/settlers/board/hex.h"
#include "engine/settlers/board/map.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace canaan::settlers {

using TileId = std::int32_t;
using VertexId = std::int32_t;
using EdgeId = std::int32_t;
inline constexpr std::int32_t kNone = -1;

struct Tile {
    HexCoord at;
    Terrain terrain = Terrain::Sea;
    int number = 0;
    std::array<VertexId, 6> vertices{kNone, kNone, kNone, kNone, kNone, kNone}; // by Corner
    std::array<EdgeId, 6> edges{kNone, kNone, kNone, kNone, kNone, kNone};       // by Side
};

struct Vertex {
    VertexCoord at;
    std::array<TileId, 3> tiles{kNone, kNone, kNone};       // hexes of the map meeting here
    std::array<EdgeId, 3> edges{kNone, kNone, kNone};       // paths ending here
    std::array<VertexId, 3> neighbours{kNone, kNone, kNone}; // the other end of each path, same order
    std::optional<Resource> harbor;  // meaningful when isHarbor
    bool isHarbor = false;
    bool isJerusalemSite = false;
    bool closedToSetup = false;
    bool touchesNumber = false; // touches a numbered productive hex (R03)
};

struct Edge {
    EdgeCoord at;
    std::array<VertexId, 2> vertices{kNone, kNone};
    std::array<TileId, 2> tiles{kNone, kNone}; // kNone where the side lies outside the map
};

class Topology {
public:
    // Builds the compiled board. Harbors and Jerusalem sites that do not fit are ignored here:
    // the loader and validator report them.
    static Topology compile(const MapModel &map);

    const std::vector<Tile> &tiles() const { return m_tiles; }
    const std::vector<Vertex> &vertices() const { return m_vertices; }
    const std::vector<Edge> &edges() const { return m_edges; }
    const Tile &tile(TileId id) const { return m_tiles[static_cast<std::size_t>(id)]; }
    const Vertex &vertex(VertexId id) const { return m_vertices[static_cast<std::size_t>(id)]; }
    const Edge &edge(EdgeId id) const { return m_edges[static_cast<std::size_t>(id)]; }

    TileId tileAt(HexCoord h) const;
    VertexId vertexAt(VertexCoord v) const;
    EdgeId edgeAt(EdgeCoord e) const;
    // The path joining two neighbouring intersections, or kNone.
    EdgeId edgeBetween(VertexId a, VertexId b) const;

    // R15: the sites listed by the map, or the derived ones.
    std::vector<VertexCoord> derivedJerusalemSites() const;

private:
    std::vector<Tile> m_tiles;
    std::vector<Vertex> m_vertices;
    std::vector<Edge> m_edges;
};

} // namespace canaan
