// Maps and pieces for the companion's tests, built in code so every expectation can be worked out
// by hand.
#pragma once

#include "tests/app/sample_map.h"
#include "engine/settlers/board/topology.h"

#include <QList>

namespace canaan::companion::testing {

using canaan::testing::sampleCanaanMap;

// Four hexes: Forest 6 at (0,0), Copper 8 at (1,0), Mountains 6 at (0,1) and Pasture 8 at (-1,0).
// Intersection X joins the first three; Y joins the Forest and the Pasture only.
inline MapModel productionMap()
{
    MapModel map;
    map.title = {"Production", "생산"};
    map.hexes = {{{0, 0}, Terrain::Forest, 6},
                 {{1, 0}, Terrain::Copper, 8},
                 {{0, 1}, Terrain::Mountains, 6},
                 {{-1, 0}, Terrain::Pasture, 8}};
    return map;
}
inline VertexId vertexX(const Topology &t) { return t.vertexAt(cornerOf({0, 0}, Corner::SE)); }
inline VertexId vertexY(const Topology &t) { return t.vertexAt(cornerOf({0, 0}, Corner::NW)); }

// A trail of `length` paths from intersection `from` (never reusing an intersection), as path ids;
// shorter if it gets stuck.
inline QList<EdgeId> trail(const Topology &t, VertexId from, int length)
{
    QList<EdgeId> edges;
    QList<VertexId> seen{from};
    VertexId at = from;
    while (edges.size() < length) {
        bool moved = false;
        const Vertex &v = t.vertex(at);
        for (int k = 0; k < 3 && !moved; ++k) {
            const VertexId next = v.neighbours[static_cast<std::size_t>(k)];
            if (next == kNone || seen.contains(next))
                continue;
            edges.append(v.edges[static_cast<std::size_t>(k)]);
            seen.append(next);
            at = next;
            moved = true;
        }
        if (!moved)
            break;
    }
    return edges;
}
// The intersections along a trail starting at `from`.
inline QList<VertexId> trailVertices(const Topology &t, VertexId from, const QList<EdgeId> &edges)
{
    QList<VertexId> out{from};
    for (EdgeId e : edges) {
        const Edge &edge = t.edge(e);
        out.append(edge.vertices[0] == out.last() ? edge.vertices[1] : edge.vertices[0]);
    }
    return out;
}

} // namespace canaan::companion::testing
