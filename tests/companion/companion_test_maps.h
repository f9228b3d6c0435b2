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
inline settlers::MapModel productionMap()
{
    settlers::MapModel map;
    map.title = {"Production", "생산"};
    map.hexes = {{{0, 0}, settlers::Terrain::Forest, 6},
                 {{1, 0}, settlers::Terrain::Copper, 8},
                 {{0, 1}, settlers::Terrain::Mountains, 6},
                 {{-1, 0}, settlers::Terrain::Pasture, 8}};
    return map;
}
inline settlers::VertexId vertexX(const settlers::Topology &t) { return t.vertexAt(settlers::cornerOf({0, 0}, settlers::Corner::SE)); }
inline settlers::VertexId vertexY(const settlers::Topology &t) { return t.vertexAt(settlers::cornerOf({0, 0}, settlers::Corner::NW)); }

// A trail of `length` paths from intersection `from` (never reusing an intersection), as path ids;
// shorter if it gets stuck.
inline QList<settlers::EdgeId> trail(const settlers::Topology &t, settlers::VertexId from, int length)
{
    QList<settlers::EdgeId> edges;
    QList<settlers::VertexId> seen{from};
    settlers::VertexId at = from;
    while (edges.size() < length) {
        bool moved = false;
        const settlers::Vertex &v = t.vertex(at);
        for (int k = 0; k < 3 && !moved; ++k) {
            const settlers::VertexId next = v.neighbours[static_cast<std::size_t>(k)];
            if (next == settlers::kNone || seen.contains(next))
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
inline QList<settlers::VertexId> trailVertices(const settlers::Topology &t, settlers::VertexId from, const QList<settlers::EdgeId> &edges)
{
    QList<settlers::VertexId> out{from};
    for (settlers::EdgeId e : edges) {
        const settlers::Edge &edge = t.edge(e);
        out.append(edge.vertices[0] == out.last() ? edge.vertices[1] : edge.vertices[0]);
    }
    return out;
}

} // namespace canaan::companion::testing
