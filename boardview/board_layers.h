// The board is drawn in layers, bottom to top. Each layer is one parent item, so a layer can be
// cleared or hidden as a whole, and the game window, the editor and `canaan-cli render` can use the
// layers they need.
#pragma once

#include <QGraphicsItem>

namespace canaan::boardview {

enum class Layer {
    Terrain,    // hexes
    Harbors,    // piers, rate plaques and the marks on their intersections
    Jerusalem,  // the city's walls and temple, and the marks on its sites
    Tokens,     // number tokens
    Pieces,     // roads, settlements and cities
    Plague,     // the Plague
    Highlights, // legal spots while placing; clickable
};
inline constexpr int kLayerCount = 7;

// Item types, for qgraphicsitem_cast.
enum ItemType {
    HexItemType = QGraphicsItem::UserType + 1,
    NumberTokenItemType,
    HarborItemType,
    JerusalemSiteItemType,
    JerusalemCityItemType,
    RoadItemType,
    BuildingItemType,
    PlagueItemType,
    SpotItemType,
    JerusalemStonesItemType,
    CalloutItemType,
};

} // namespace canaan::boardview
