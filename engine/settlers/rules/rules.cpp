#include "engine/settlers/rules/rules.h"

#include <cassert>

static_assert(static_cast<int>(canaan::settlers::Terrain::Copper) == canaan::settlers::kResourceCount, "copper's byte follows the resources'");

namespace canaan::settlers {

LimitProblem checkEngineLimits(const Topology &topology)
{
    if (topology.tiles().size() > static_cast<std::size_t>(kMaxTiles))
        return LimitProblem::TooManyTiles;
    if (topology.vertices().size() > static_cast<std::size_t>(kMaxVertices))
        return LimitProblem::TooManyVertices;
    if (topology.edges().size() > static_cast<std::size_t>(kMaxEdges))
        return LimitProblem::TooManyEdges;
    return LimitProblem::None;
}

std::string_view limitProblemId(LimitProblem p)
{
    switch (p) {
    case LimitProblem::None: return "none";
    case LimitProblem::TooManyTiles: return "tooManyTiles";
    case LimitProblem::TooManyVertices: return "tooManyVertices";
    case LimitProblem::TooManyEdges: return "tooManyEdges";
    }
    return "none";
}

Rules::Rules(const MapModel &map, int turnLimit)
    : Rules(map, map.ruleset, map.options, turnLimit)
{
}

Rules::Rules(const MapModel &map, Ruleset ruleset, const GameOptions &options, int turnLimit)
    : m_topology(Topology::compile(map))
    , m_ruleset(ruleset)
    , m_options(options)
    , m_turnLimit(turnLimit)
    , m_minPlayers(map.minPlayers)
    , m_maxPlayers(map.maxPlayers)
{
    if (ruleset == Ruleset::Classic) {
        m_options.stonesToComplete = 0; // no Jerusalem in classic
        if (m_minPlayers < 3)
            m_minPlayers = 3;
    }
    if (m_maxPlayers > kMaxPlayers)
        m_maxPlayers = kMaxPlayers;
    build();
}

void Rules::build()
{
    assert(fitsEngineLimits(m_topology));
    const auto &tiles = m_topology.tiles();
    const auto &vertices = m_topology.vertices();
    const auto &edges = m_topology.edges();
    m_tileCount = static_cast<int>(tiles.size());
    m_vertexCount = static_cast<int>(vertices.size());
    m_edgeCount = static_cast<int>(edges.size());

    for (int i = 0; i < m_tileCount; ++i) {
        const Tile &src = tiles[t(i)];
        TileInfo &ti = m_tiles[t(i)];
        ti.terrain = src.terrain;
        ti.number = static_cast<std::uint8_t>(isProductive(src.terrain) ? src.number : 0);
        for (int c = 0; c < 6; ++c) {
            ti.vertices[t(c)] = src.vertices[t(c)] == kNone ? kNoBoardId : static_cast<BoardId>(src.vertices[t(c)]);
            if (src.vertices[t(c)] != kNone)
                ti.vertexBits.set(src.vertices[t(c)]);
        }
        if (ti.number >= 2 && ti.number <= 12 && ti.number != 7) {
            m_byNumber[ti.number].push_back(static_cast<BoardId>(i));
            m_rollVertices[ti.number] |= ti.vertexBits;
            // Terrains up to Copper are numbered like the resources, copper last (byte 5).
            m_tileYield[t(i)] = std::uint64_t{1} << (8 * static_cast<int>(src.terrain));
            for (const BoardId v : ti.vertices)
                if (v != kNoBoardId)
                    m_rollYield[ti.number][v] += m_tileYield[t(i)];
        }
        // R08: the Plague stands on numbered terrain; the classic robber on any land hex.
        const bool target = m_ruleset == Ruleset::Classic ? isLand(src.terrain) : ti.number != 0;
        if (target)
            m_plagueTiles.set(i);
        if (m_ruleset == Ruleset::Classic && src.terrain == Terrain::Desert && m_plagueStart == kNoBoardId)
            m_plagueStart = static_cast<BoardId>(i);
    }
    for (int i = 0; i < m_edgeCount; ++i) {
        m_edges[t(i)].vertices = {static_cast<BoardId>(edges[t(i)].vertices[0]),
                                  static_cast<BoardId>(edges[t(i)].vertices[1])};
        m_edges[t(i)].endBits.set(edges[t(i)].vertices[0]);
        m_edges[t(i)].endBits.set(edges[t(i)].vertices[1]);
    }
    for (int i = 0; i < m_vertexCount; ++i) {
        const Vertex &src = vertices[t(i)];
        VertexInfo &vi = m_vertices[t(i)];
        for (int k = 0; k < 3; ++k) {
            if (src.edges[t(k)] != kNone) {
                vi.edgeIds[t(k)] = static_cast<BoardId>(src.edges[t(k)]);
                vi.neighbourIds[t(k)] = static_cast<BoardId>(src.neighbours[t(k)]);
                vi.edges.set(src.edges[t(k)]);
                vi.neighbours.set(src.neighbours[t(k)]);
            }
            if (src.tiles[t(k)] != kNone)
                vi.tiles[t(k)] = static_cast<BoardId>(src.tiles[t(k)]);
        }
        if (src.isHarbor)
            vi.harborBits = src.harbor ? static_cast<std::uint8_t>(1u << static_cast<int>(*src.harbor))
                                       : static_cast<std::uint8_t>(1u << 5);
        vi.jerusalemSite = m_ruleset == Ruleset::Canaan && src.isJerusalemSite;
        // R03 (canaan): a starting settlement touches a number. Classic (the almanac's Founding
        // Phase): any free intersection with the distance rule, even one on the desert and sea only.
        const bool productive = m_ruleset == Ruleset::Classic || src.touchesNumber;
        vi.setupAllowed = productive && !vi.jerusalemSite && !src.closedToSetup;
        if (vi.setupAllowed)
            m_setupVertices.set(i);
        if (vi.jerusalemSite)
            m_sites.set(i);
    }

    // R02: A B C D D C B A for 3-4 players; A B B B A A for two; or the option's explicit order.
    for (int n = 2; n <= kMaxPlayers; ++n) {
        std::vector<std::uint8_t> &order = m_setupOrder[t(n)];
        if (!m_options.setupOrder.empty()) {
            // Entries for seats beyond the player count, or beyond a seat's settlement supply, are skipped.
            std::array<int, kMaxPlayers> placed{};
            int read = 0;
            for (int pos : m_options.setupOrder) {
                if (++read > kMaxSetupPlacements)
                    break;
                if (pos >= 0 && pos < n && placed[t(pos)] < kSettlements) {
                    ++placed[t(pos)];
                    order.push_back(static_cast<std::uint8_t>(pos));
                }
            }
        } else if (n == 2) {
            order = {0, 1, 1, 1, 0, 0};
        } else {
            for (int i = 0; i < n; ++i)
                order.push_back(static_cast<std::uint8_t>(i));
            for (int i = n - 1; i >= 0; --i)
                order.push_back(static_cast<std::uint8_t>(i));
        }
    }
}

int Rules::setupLength(int numPlayers) const { return static_cast<int>(m_setupOrder[t(numPlayers)].size()); }

int Rules::setupSeat(int numPlayers, int first, int step) const
{
    return (first + m_setupOrder[t(numPlayers)][t(step)]) % numPlayers;
}

bool Rules::isLastPlacement(int numPlayers, int step) const
{
    const auto &order = m_setupOrder[t(numPlayers)];
    for (std::size_t i = t(step) + 1; i < order.size(); ++i)
        if (order[i] == order[t(step)])
            return false;
    return true;
}

} // namespace canaan
