// A terrain's hex (colour, art and rim) drawn once per size band into a pixmap and shared by every
// hex of that terrain: rendering the SVG art for each hex on each paint made a large map slow to
// paint, hover and zoom. Bands are powers of two, so zooming changes band rarely and a pixmap is
// never scaled up. Used when painting on screen; pictures for print draw the vectors.
#pragma once

#include "board/terrain.h"

#include <QPixmap>

class QPainter;

namespace canaan::board {

// The tile for a hex drawn `pixels` wide on the device.
const QPixmap &terrainTile(Terrain terrain, double pixels);
// Draws a terrain's hex as vectors, centred on (0, 0) (what the tiles hold).
void paintTerrainHex(QPainter *painter, Terrain terrain);

} // namespace canaan::board
