// The map as the board shows it before any piece is placed — terrain, number tokens, harbors and
// Jerusalem — painted with QPainter alone. The board view's items paint with these functions, and
// pictures for print (map_image.h) use paintMap(), so `canaan-cli render` needs no QGraphicsScene
// and no Qt Widgets.
#pragma once

#include "engine/settlers/board/map.h"

#include <QPainterPath>
#include <QRectF>
#include <array>
#include <vector>

class QPainter;

namespace canaan::cartography {

// A number token with its pips and shadow, centred on (0, 0).
inline constexpr double kTokenRadius = 30.0;
QRectF numberTokenBounds();
void paintNumberToken(QPainter *painter, int number);

// A harbor, centred on its sea hex: piers to its two intersections, the marks on them, and a plaque
// with its rate (3:1, or 2:1 with the resource's picture).
std::array<QPointF, 2> harborEnds(const settlers::Harbor &harbor); // from the hex's centre
QRectF harborBounds();
void paintHarbor(QPainter *painter, const settlers::Harbor &harbor);

// Jerusalem as one city over all of its hexes: a wall along their common outline (scene
// coordinates), with the temple in the middle, larger when the city is larger.
struct JerusalemCity {
    QPainterPath area;
    QRectF temple;
    int hexCount = 0;
};
JerusalemCity jerusalemCity(const std::vector<settlers::HexCoord> &hexes);
void paintJerusalemCity(QPainter *painter, const JerusalemCity &city);

// A Jerusalem site's mark (a gold disc with a building stone), centred on (0, 0).
QRectF jerusalemSiteBounds();
void paintJerusalemSite(QPainter *painter);

// What Jerusalem's drawing depends on: its hexes, their neighbours (whose numbers make the derived
// sites) and the listed sites.
settlers::MapModel jerusalemPart(const settlers::MapModel &map);

// The whole map in scene coordinates, with a margin of sea around it.
QRectF mapBounds(const settlers::MapModel &map);
// Every hex (the first of duplicates), then the harbors, Jerusalem and the number tokens, in the
// board view's layer order. Without `terrainArt` the hexes are left out (the SVG writer places
// them itself).
void paintMap(QPainter &painter, const settlers::MapModel &map, bool terrainArt = true);

} // namespace canaan::cartography
