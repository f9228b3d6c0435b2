// A terrain's hex (colour, art and rim) drawn once per size band into a pixmap and shared by every
// hex of that terrain: rendering the SVG art for each hex on each paint made a large map slow to
// paint, hover and zoom. Bands are powers of two, so zooming changes band rarely and a pixmap is
// never scaled up. Used when painting on screen; pictures for print draw the vectors.
#pragma once

#include "engine/settlers/board/terrain.h"

#include <QPixmap>
#include <QRectF>
#include <functional>

class QPainter;

namespace canaan::cartography {

// The tile for a hex drawn `pixels` wide on the device.
const QPixmap &terrainTile(settlers::Terrain terrain, double pixels);
// The same for any small picture: `bounds` (item coordinates) drawn by `draw`, cached under `key`
// (different for every picture) in the size band for `pixels` of width.
const QPixmap &cachedTile(int key, const QRectF &bounds, double pixels, const std::function<void(QPainter *)> &draw);
// Draws a terrain's hex as vectors, centred on (0, 0) (what the tiles hold).
void paintTerrainHex(QPainter *painter, settlers::Terrain terrain);

} // namespace canaan::cartography
