#include "editor/model/map_delta.h"

#include <algorithm>
#include <unordered_map>

namespace canaan::editor {

namespace {

// Everything of a map but its hexes. A new MapModel member must be added here and in assignRest.
settlers::MapModel restOf(const settlers::MapModel &map)
{
    settlers::MapModel rest;
    rest.title = map.title;
    rest.description = map.description;
    rest.ruleset = map.ruleset;
    rest.minPlayers = map.minPlayers;
    rest.maxPlayers = map.maxPlayers;
    rest.options = map.options;
    rest.harbors = map.harbors;
    rest.jerusalemSites = map.jerusalemSites;
    rest.closedToSetup = map.closedToSetup;
    return rest;
}

void assignRest(settlers::MapModel &map, const settlers::MapModel &rest)
{
    std::vector<settlers::MapHex> hexes = std::move(map.hexes);
    map = rest;
    map.hexes = std::move(hexes);
}

bool sameCoords(const std::vector<settlers::MapHex> &a, const std::vector<settlers::MapHex> &b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [](const settlers::MapHex &x, const settlers::MapHex &y) { return x.at == y.at; });
}

} // namespace

MapDelta::MapDelta(const settlers::MapModel &before, const settlers::MapModel &after)
{
    settlers::MapModel restBefore = restOf(before), restAfter = restOf(after);
    if (!(restBefore == restAfter))
        m_rest = Rest{std::move(restBefore), std::move(restAfter)};

    if (sameCoords(before.hexes, after.hexes)) { // the common case: no hex arrives or leaves
        for (std::size_t i = 0; i < before.hexes.size(); ++i)
            if (!(before.hexes[i] == after.hexes[i]))
                m_changed.push_back({i, before.hexes[i], after.hexes[i]});
        return;
    }
    const cartography::HexLookup inBefore = cartography::indexHexes(before), inAfter = cartography::indexHexes(after);
    std::vector<settlers::HexCoord> keptBefore, keptAfter;
    for (std::size_t i = 0; i < before.hexes.size(); ++i) {
        const auto there = inAfter.find(before.hexes[i].at);
        if (there == inAfter.end()) {
            m_removed.push_back({i, before.hexes[i]});
            continue;
        }
        keptBefore.push_back(before.hexes[i].at);
        if (!(before.hexes[i] == after.hexes[there->second]))
            m_changed.push_back({i, before.hexes[i], after.hexes[there->second]});
    }
    for (std::size_t i = 0; i < after.hexes.size(); ++i) {
        if (inBefore.count(after.hexes[i].at))
            keptAfter.push_back(after.hexes[i].at);
        else
            m_added.push_back({i, after.hexes[i]});
    }
    // Duplicate hexes or kept hexes in a new order cannot be replayed by place: keep both lists.
    if (keptBefore != keptAfter || inBefore.size() != before.hexes.size() || inAfter.size() != after.hexes.size()) {
        m_changed.clear();
        m_removed.clear();
        m_added.clear();
        m_whole.emplace(before.hexes, after.hexes);
    }
}

bool MapDelta::isEmpty() const
{
    return m_changed.empty() && m_removed.empty() && m_added.empty() && !m_whole && !m_rest;
}

bool MapDelta::reshapes() const { return !m_removed.empty() || !m_added.empty() || m_whole; }

void MapDelta::redo(settlers::MapModel &map, cartography::HexLookup &lookup) const
{
    if (m_rest)
        assignRest(map, m_rest->after);
    if (m_whole) {
        map.hexes = m_whole->second;
        lookup = cartography::indexHexes(map);
        return;
    }
    for (const Change &c : m_changed)
        map.hexes[c.index] = c.after;
    if (!reshapes())
        return;
    for (auto it = m_removed.rbegin(); it != m_removed.rend(); ++it)
        map.hexes.erase(map.hexes.begin() + std::ptrdiff_t(it->index));
    for (const Placed &p : m_added)
        map.hexes.insert(map.hexes.begin() + std::ptrdiff_t(p.index), p.hex);
    lookup = cartography::indexHexes(map);
}

void MapDelta::undo(settlers::MapModel &map, cartography::HexLookup &lookup) const
{
    if (m_rest)
        assignRest(map, m_rest->before);
    if (m_whole) {
        map.hexes = m_whole->first;
        lookup = cartography::indexHexes(map);
        return;
    }
    if (reshapes()) {
        for (auto it = m_added.rbegin(); it != m_added.rend(); ++it)
            map.hexes.erase(map.hexes.begin() + std::ptrdiff_t(it->index));
        for (const Placed &p : m_removed)
            map.hexes.insert(map.hexes.begin() + std::ptrdiff_t(p.index), p.hex);
        lookup = cartography::indexHexes(map);
    }
    for (const Change &c : m_changed)
        map.hexes[c.index] = c.before;
}

std::vector<settlers::HexCoord> MapDelta::hexes() const
{
    std::vector<settlers::HexCoord> out;
    if (m_whole) {
        for (const auto *list : {&m_whole->first, &m_whole->second})
            for (const settlers::MapHex &h : *list)
                out.push_back(h.at);
        return out;
    }
    for (const Change &c : m_changed)
        out.push_back(c.after.at);
    for (const auto *list : {&m_removed, &m_added})
        for (const Placed &p : *list)
            out.push_back(p.hex.at);
    return out;
}

bool MapDelta::absorb(const MapDelta &later)
{
    if (reshapes() || later.reshapes())
        return false;
    std::unordered_map<std::size_t, std::size_t> mine; // a hex's index to its change
    for (std::size_t i = 0; i < m_changed.size(); ++i)
        mine.emplace(m_changed[i].index, i);
    for (const Change &c : later.m_changed) {
        const auto it = mine.find(c.index);
        if (it == mine.end())
            m_changed.push_back(c);
        else
            m_changed[it->second].after = c.after;
    }
    std::erase_if(m_changed, [](const Change &c) { return c.before == c.after; });
    if (later.m_rest)
        m_rest = Rest{m_rest ? m_rest->before : later.m_rest->before, later.m_rest->after};
    if (m_rest && m_rest->before == m_rest->after)
        m_rest.reset();
    return true;
}

} // namespace canaan::editor
