#include "editor/model/map_fragment.h"

#include "editor/model/map_edits.h"

#include <algorithm>

namespace canaan::editor {

namespace {

bool contains(const std::vector<HexCoord> &hexes, HexCoord at)
{
    return std::find(hexes.begin(), hexes.end(), at) != hexes.end();
}

// A site travels with its Jerusalem hex.
bool siteBelongs(const MapModel &map, const std::vector<HexCoord> &hexes, VertexCoord v)
{
    for (HexCoord h : hexesAt(v))
        if (const MapHex *hex = map.hexAt(h); hex && hex->terrain == Terrain::Jerusalem && contains(hexes, h))
            return true;
    return false;
}

// A closed intersection travels when every land hex around it travels.
bool closedBelongs(const MapModel &map, const std::vector<HexCoord> &hexes, VertexCoord v)
{
    bool anyLand = false;
    for (HexCoord h : hexesAt(v)) {
        if (!isLandAt(map, h))
            continue;
        if (!contains(hexes, h))
            return false;
        anyLand = true;
    }
    return anyLand;
}

void addOnce(std::vector<VertexCoord> &list, VertexCoord v)
{
    if (std::find(list.begin(), list.end(), v) == list.end())
        list.push_back(v);
}

} // namespace

HexCoord shifted(HexCoord h, HexCoord offset) { return {h.q + offset.q, h.r + offset.r}; }

VertexCoord shifted(VertexCoord v, HexCoord offset) { return {shifted(v.hex, offset), v.kind}; }

MapFragment copyFragment(const MapModel &map, const std::vector<HexCoord> &hexes)
{
    MapFragment fragment;
    for (HexCoord at : hexes)
        if (const MapHex *hex = map.hexAt(at))
            fragment.hexes.push_back(*hex);
    for (const Harbor &harbor : map.harbors)
        if (contains(hexes, harbor.at))
            fragment.harbors.push_back(harbor);
    for (VertexCoord v : map.jerusalemSites)
        if (siteBelongs(map, hexes, v))
            fragment.jerusalemSites.push_back(v);
    for (VertexCoord v : map.closedToSetup)
        if (closedBelongs(map, hexes, v))
            fragment.closedToSetup.push_back(v);
    return fragment;
}

void removeFragmentMarks(MapModel &map, const MapFragment &fragment)
{
    const auto inFragment = [](const std::vector<VertexCoord> &list) {
        return [&list](VertexCoord v) { return std::find(list.begin(), list.end(), v) != list.end(); };
    };
    std::erase_if(map.jerusalemSites, inFragment(fragment.jerusalemSites));
    std::erase_if(map.closedToSetup, inFragment(fragment.closedToSetup));
}

void placeFragment(MapModel &map, const MapFragment &fragment, HexCoord offset)
{
    for (MapHex hex : fragment.hexes) {
        hex.at = shifted(hex.at, offset);
        std::erase_if(map.harbors, [&](const Harbor &h) { return h.at == hex.at; });
        putHex(map, hex);
    }
    for (Harbor harbor : fragment.harbors) {
        harbor.at = shifted(harbor.at, offset);
        map.harbors.push_back(harbor);
    }
    for (VertexCoord v : fragment.jerusalemSites)
        addOnce(map.jerusalemSites, shifted(v, offset));
    for (VertexCoord v : fragment.closedToSetup)
        addOnce(map.closedToSetup, shifted(v, offset));
    tidy(map);
}

} // namespace canaan::editor
