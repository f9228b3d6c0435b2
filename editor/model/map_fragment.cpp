#include "editor/model/map_fragment.h"

#include "editor/model/map_edits.h"

#include <algorithm>

namespace canaan::editor {

namespace {

bool contains(const std::vector<settlers::HexCoord> &hexes, settlers::HexCoord at)
{
    return std::find(hexes.begin(), hexes.end(), at) != hexes.end();
}

// A site travels with its Jerusalem hex.
bool siteBelongs(const settlers::MapModel &map, const std::vector<settlers::HexCoord> &hexes, settlers::VertexCoord v)
{
    for (settlers::HexCoord h : settlers::hexesAt(v))
        if (const settlers::MapHex *hex = map.hexAt(h); hex && hex->terrain == settlers::Terrain::Jerusalem && contains(hexes, h))
            return true;
    return false;
}

// A closed intersection travels when every land hex around it travels.
bool closedBelongs(const settlers::MapModel &map, const std::vector<settlers::HexCoord> &hexes, settlers::VertexCoord v)
{
    bool anyLand = false;
    for (settlers::HexCoord h : settlers::hexesAt(v)) {
        if (!isLandAt(map, h))
            continue;
        if (!contains(hexes, h))
            return false;
        anyLand = true;
    }
    return anyLand;
}

void addOnce(std::vector<settlers::VertexCoord> &list, settlers::VertexCoord v)
{
    if (std::find(list.begin(), list.end(), v) == list.end())
        list.push_back(v);
}

} // namespace

settlers::HexCoord shifted(settlers::HexCoord h, settlers::HexCoord offset) { return {h.q + offset.q, h.r + offset.r}; }

settlers::VertexCoord shifted(settlers::VertexCoord v, settlers::HexCoord offset) { return {shifted(v.hex, offset), v.kind}; }

MapFragment copyFragment(const settlers::MapModel &map, const std::vector<settlers::HexCoord> &hexes)
{
    MapFragment fragment;
    for (settlers::HexCoord at : hexes)
        if (const settlers::MapHex *hex = map.hexAt(at))
            fragment.hexes.push_back(*hex);
    for (const settlers::Harbor &harbor : map.harbors)
        if (contains(hexes, harbor.at))
            fragment.harbors.push_back(harbor);
    for (settlers::VertexCoord v : map.jerusalemSites)
        if (siteBelongs(map, hexes, v))
            fragment.jerusalemSites.push_back(v);
    for (settlers::VertexCoord v : map.closedToSetup)
        if (closedBelongs(map, hexes, v))
            fragment.closedToSetup.push_back(v);
    return fragment;
}

void removeFragmentMarks(settlers::MapModel &map, const MapFragment &fragment)
{
    const auto inFragment = [](const std::vector<settlers::VertexCoord> &list) {
        return [&list](settlers::VertexCoord v) { return std::find(list.begin(), list.end(), v) != list.end(); };
    };
    std::erase_if(map.jerusalemSites, inFragment(fragment.jerusalemSites));
    std::erase_if(map.closedToSetup, inFragment(fragment.closedToSetup));
}

void placeFragment(settlers::MapModel &map, const MapFragment &fragment, settlers::HexCoord offset)
{
    for (settlers::MapHex hex : fragment.hexes) {
        hex.at = shifted(hex.at, offset);
        std::erase_if(map.harbors, [&](const settlers::Harbor &h) { return h.at == hex.at; });
        putHex(map, hex);
    }
    for (settlers::Harbor harbor : fragment.harbors) {
        harbor.at = shifted(harbor.at, offset);
        map.harbors.push_back(harbor);
    }
    for (settlers::VertexCoord v : fragment.jerusalemSites)
        addOnce(map.jerusalemSites, shifted(v, offset));
    for (settlers::VertexCoord v : fragment.closedToSetup)
        addOnce(map.closedToSetup, shifted(v, offset));
    tidy(map);
}

} // namespace canaan::editor
