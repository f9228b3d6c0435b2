#include "boardview/board_hexes.h"

#include "cartography/board_geometry.h"
#include "boardview/hex_item.h"
#include "boardview/number_token_item.h"

namespace canaan::boardview {

HexItem *BoardHexes::add(settlers::TileId id, const settlers::MapHex &hex, QGraphicsItem *terrainLayer, QGraphicsItem *tokenLayer)
{
    settlers::Tile tile;
    tile.at = hex.at;
    tile.terrain = hex.terrain;
    tile.number = hex.number;
    auto *item = new HexItem(id, tile, terrainLayer);
    m_hexes[hex.at] = item;
    if (tile.number != 0 && settlers::isProductive(tile.terrain)) {
        auto *token = new NumberTokenItem(tile.number, tokenLayer);
        token->setPos(cartography::sceneCentreOf(tile.at));
        m_tokens[hex.at] = token;
    }
    return item;
}

void BoardHexes::remove(settlers::HexCoord at)
{
    if (const auto it = m_hexes.find(at); it != m_hexes.end()) {
        delete it->second;
        m_hexes.erase(it);
    }
    if (const auto it = m_tokens.find(at); it != m_tokens.end()) {
        delete it->second;
        m_tokens.erase(it);
    }
}

void BoardHexes::forget()
{
    m_hexes.clear();
    m_tokens.clear();
}

} // namespace canaan::boardview
