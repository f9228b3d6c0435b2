// The board's art: SVG pictures from the resources (:/board/...), loaded once and shared by every
// item, and the few colours painted directly.
#pragma once

#include "engine/settlers/board/terrain.h"

#include <QColor>

class QPainter;
class QPainterPath;
class QPolygonF;
class QSvgRenderer;

namespace canaan::cartography {

// Null only if the resource is missing (the items then paint the plain colour).
QSvgRenderer *terrainArt(settlers::Terrain t);
QSvgRenderer *resourceIcon(settlers::Resource r);
QSvgRenderer *templeArt();

// The main colour of a terrain: the fallback fill and the outline tint.
QColor terrainColor(settlers::Terrain t);

// A player's piece: a light halo, then a near-black outline, then the colour. The two rims make
// every tribe colour (white included) stand out on every terrain and on the sea.
void drawPieceOutline(QPainter *painter, const QPainterPath &shape, const QColor &color);
void drawPieceOutline(QPainter *painter, const QPolygonF &shape, const QColor &color);

namespace palette {
inline const QColor kSeaBackground{0x1f, 0x5f, 0x96};
inline const QColor kTokenFace{0xf6, 0xea, 0xc9};
inline const QColor kTokenRim{0x7a, 0x5a, 0x2e};
inline const QColor kTokenText{0x2b, 0x22, 0x18};
inline const QColor kHotNumber{0xc0, 0x1f, 0x1f}; // 6 and 8
inline const QColor kPier{0x8a, 0x5a, 0x2b};
inline const QColor kPlaque{0xfa, 0xf3, 0xdf};
inline const QColor kGold{0xd4, 0xa0, 0x17};
inline const QColor kHighlight{0xff, 0xf1, 0x76};
} // namespace palette

} // namespace canaan::cartography
