#include "engine/settlers/board/topology.h"

#include <algorithm>
#include <unordered_map>

namespace canaan::settlers {

namespace {

template <typename T, std::size_t N>
void pushUnique(std::array<T, N> &slots, T value)
{
    for (T &slot : slots) {
        if (slot == value)
            return;
        if (slot == kNone) {
            slot = value;
            return;
        }
    }
}

template <typename Coord>
std::int32_t indexIn(const std::vector<Coord> &sorted, Coord c)
{
    auto it = std::lower_bound(sorted.begin(), sorted.end(), c);
    if (it == sorted.end() || !(*it == c))
        return kNone;
    return static_cast<std::int32_t>(it - sorted.begin());
}

// The map's sea hexes that touch no land, sorted. Open sea has no intersection, path or harbor, so
// it is no tile: it plays no part and does not count toward the engine's limits (kMaxTiles).
std::vector<HexCoord> openSea(const MapModel &map)
{
    std::unordered_map<HexCoord, bool, HexCoordHash> land;
    for (const MapHex &h : map.hexes)
        if (isLand(h.terrain))
            land.emplace(h.at, true);
    std::vector<HexCoord> open;
    for (const MapHex &h : map.hexes) {
        if (isLand(h.terrain))
            continue;
        bool touches = false;
        for (Side s : kAllSides)
            touches = touches || land.count(neighbour(h.at, s)) > 0;
        if (!touches)
            open.push_back(h.at);
    }
    std::sort(open.begin(), open.end());
    return open;
}

} // namespace

Topology Topology::compile(const MapModel &map)
{
    Topology t;
    std::unordered_map<HexCoord, TileId, HexCoordHash> tileIndex;
    t.m_tiles.reserve(map.hexes.size());
    const std::vector<HexCoord> open = openSea(map);
    for (const MapHex &h : map.hexes) {
        if (tileIndex.count(h.at) || std::binary_search(open.begin(), open.end(), h.at))
            continue; // duplicates are the loader's error to report; keep the first
        tileIndex.emplace(h.at, static_cast<TileId>(t.m_tiles.size()));
        Tile tile;
        tile.at = h.at;
        tile.terrain = h.terrain;
        tile.number = h.number;
        t.m_tiles.push_back(tile);
    }
    auto isLandAt = [&](HexCoord h) {
        auto it = tileIndex.find(h);
        return it != tileIndex.end() && isLand(t.m_tiles[static_cast<std::size_t>(it->second)].terrain);
    };

    // Collect the intersections and paths that touch land, in canonical order.
    std::vector<VertexCoord> vertexCoords;
    std::vector<EdgeCoord> edgeCoords;
    for (const Tile &tile : t.m_tiles) {
        for (Corner c : kAllCorners) {
            const VertexCoord v = cornerOf(tile.at, c);
            const auto around = hexesAt(v);
            if (std::any_of(around.begin(), around.end(), isLandAt))
                vertexCoords.push_back(v);
        }
        for (Side s : kAllSides) {
            const EdgeCoord e = sideOf(tile.at, s);
            const auto around = hexesAt(e);
            if (isLandAt(around[0]) || isLandAt(around[1]))
                edgeCoords.push_back(e);
        }
    }
    std::sort(vertexCoords.begin(), vertexCoords.end());
    vertexCoords.erase(std::unique(vertexCoords.begin(), vertexCoords.end()), vertexCoords.end());
    std::sort(edgeCoords.begin(), edgeCoords.end());
    edgeCoords.erase(std::unique(edgeCoords.begin(), edgeCoords.end()), edgeCoords.end());

    t.m_vertices.resize(vertexCoords.size());
    for (std::size_t i = 0; i < vertexCoords.size(); ++i)
        t.m_vertices[i].at = vertexCoords[i];
    t.m_edges.resize(edgeCoords.size());
    for (std::size_t i = 0; i < edgeCoords.size(); ++i)
        t.m_edges[i].at = edgeCoords[i];

    for (std::size_t i = 0; i < t.m_tiles.size(); ++i) {
        Tile &tile = t.m_tiles[i];
        for (Corner c : kAllCorners) {
            const VertexId v = indexIn(vertexCoords, cornerOf(tile.at, c));
            tile.vertices[static_cast<int>(c)] = v;
            if (v != kNone)
                pushUnique(t.m_vertices[static_cast<std::size_t>(v)].tiles, static_cast<TileId>(i));
        }
        for (Side s : kAllSides) {
            const EdgeId e = indexIn(edgeCoords, sideOf(tile.at, s));
            tile.edges[static_cast<int>(s)] = e;
        }
    }
    for (std::size_t i = 0; i < t.m_edges.size(); ++i) {
        Edge &edge = t.m_edges[i];
        const auto ends = endsOf(edge.at);
        const auto sides = hexesAt(edge.at);
        for (int k = 0; k < 2; ++k) {
            edge.vertices[k] = indexIn(vertexCoords, ends[k]);
            auto it = tileIndex.find(sides[k]);
            edge.tiles[k] = it == tileIndex.end() ? kNone : it->second;
        }
        Vertex &a = t.m_vertices[static_cast<std::size_t>(edge.vertices[0])];
        Vertex &b = t.m_vertices[static_cast<std::size_t>(edge.vertices[1])];
        pushUnique(a.edges, static_cast<EdgeId>(i));
        pushUnique(b.edges, static_cast<EdgeId>(i));
    }
    for (Vertex &v : t.m_vertices) {
        for (int k = 0; k < 3; ++k) {
            if (v.edges[k] == kNone)
                continue;
            const Edge &e = t.m_edges[static_cast<std::size_t>(v.edges[k])];
            const VertexId self = indexIn(vertexCoords, v.at);
            v.neighbours[k] = e.vertices[0] == self ? e.vertices[1] : e.vertices[0];
        }
        for (TileId tid : v.tiles) {
            if (tid == kNone)
                continue;
            const Tile &tile = t.m_tiles[static_cast<std::size_t>(tid)];
            if (isProductive(tile.terrain) && tile.number != 0)
                v.touchesNumber = true;
        }
    }

    for (const Harbor &h : map.harbors) {
        const EdgeId e = indexIn(edgeCoords, sideOf(h.at, h.facing));
        if (e == kNone)
            continue;
        for (VertexId v : t.m_edges[static_cast<std::size_t>(e)].vertices) {
            Vertex &vx = t.m_vertices[static_cast<std::size_t>(v)];
            // Where two harbors share an intersection, the better (2:1) one wins.
            if (!vx.isHarbor || (!vx.harbor && h.resource))
                vx.harbor = h.resource;
            vx.isHarbor = true;
        }
    }
    const std::vector<VertexCoord> sites = map.jerusalemSites.empty() ? t.derivedJerusalemSites() : map.jerusalemSites;
    for (const VertexCoord &s : sites) {
        const VertexId v = indexIn(vertexCoords, s);
        if (v != kNone)
            t.m_vertices[static_cast<std::size_t>(v)].isJerusalemSite = true;
    }
    for (const VertexCoord &s : map.closedToSetup) {
        const VertexId v = indexIn(vertexCoords, s);
        if (v != kNone)
            t.m_vertices[static_cast<std::size_t>(v)].closedToSetup = true;
    }
    return t;
}

std::vector<VertexCoord> Topology::derivedJerusalemSites() const
{
    std::vector<VertexCoord> sites;
    for (const Vertex &v : m_vertices) {
        bool jerusalem = false;
        for (TileId tid : v.tiles)
            if (tid != kNone && m_tiles[static_cast<std::size_t>(tid)].terrain == Terrain::Jerusalem)
                jerusalem = true;
        if (jerusalem && v.touchesNumber)
            sites.push_back(v.at);
    }
    return sites;
}

TileId Topology::tileAt(HexCoord h) const
{
    for (std::size_t i = 0; i < m_tiles.size(); ++i)
        if (m_tiles[i].at == h)
            return static_cast<TileId>(i);
    return kNone;
}

VertexId Topology::vertexAt(VertexCoord v) const
{
    auto it = std::lower_bound(m_vertices.begin(), m_vertices.end(), v,
                               [](const Vertex &x, const VertexCoord &c) { return x.at < c; });
    if (it == m_vertices.end() || !(it->at == v))
        return kNone;
    return static_cast<VertexId>(it - m_vertices.begin());
}

EdgeId Topology::edgeAt(EdgeCoord e) const
{
    auto it = std::lower_bound(m_edges.begin(), m_edges.end(), e,
                               [](const Edge &x, const EdgeCoord &c) { return x.at < c; });
    if (it == m_edges.end() || !(it->at == e))
        return kNone;
    return static_cast<EdgeId>(it - m_edges.begin());
}

EdgeId Topology::edgeBetween(VertexId a, VertexId b) const
{
    const Vertex &va = vertex(a);
    for (int k = 0; k < 3; ++k)
        if (va.neighbours[k] == b)
            return va.edges[k];
    return kNone;
}

} // namespace canaan
