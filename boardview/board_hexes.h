// The hexes a BoardScene draws, by coordinate: each hex's item in the terrain layer and its number
// token in the tokens layer, so the editor's brush redraws one hex without searching the scene.
#pragma once

#include "engine/settlers/board/map.h"
#include "engine/settlers/board/topology.h"

#include <unordered_map>

class QGraphicsItem;

namespace canaan::boardview {

class HexItem;
class NumberTokenItem;

class BoardHexes {
public:
    // Draws `hex` (tile `id`, kNone for open sea or before the topology is compiled), its token too
    // when it produces.
    HexItem *add(settlers::TileId id, const settlers::MapHex &hex, QGraphicsItem *terrainLayer, QGraphicsItem *tokenLayer);
    // Deletes the hex's item and token.
    void remove(settlers::HexCoord at);
    bool contains(settlers::HexCoord at) const { return m_hexes.count(at) != 0; }
    // Forgets every item (the layers deleted them).
    void forget();

private:
    std::unordered_map<settlers::HexCoord, HexItem *, settlers::HexCoordHash> m_hexes;
    std::unordered_map<settlers::HexCoord, NumberTokenItem *, settlers::HexCoordHash> m_tokens;
};

} // namespace canaan::boardview
