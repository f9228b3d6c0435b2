// Export of a map as a picture for print: PNG through QImage, SVG through QSvgGenerator, both
// drawn by paintMap() (map_drawing.h), as the board shows the map. Needs a QGuiApplication (fonts
// for the number tokens), no widgets.
#pragma once

#include "engine/settlers/board/map.h"

#include <QSize>
#include <QString>

namespace canaan::cartography {

// A PNG is drawn in memory, 4 bytes a pixel; larger pictures are refused before anything is
// allocated: 256 MiB, 8192x8192 or the same number of pixels in another shape (print size,
// 3508 pixels on the long side, needs 33 MiB).
inline constexpr qint64 kMaxImageBytes = qint64(256) << 20;
inline qint64 imageBytes(QSize size) { return qint64(size.width()) * size.height() * 4; }

// Print size: the longest side 3508 pixels, A4 at 300 dpi, with the board's proportions.
QSize printSizeFor(const QSizeF &boardSize);

// The format follows the suffix (.png or .svg). An empty size means print size. The board is
// fitted into the size, keeping its proportions, over the sea colour.
bool exportMapImage(const settlers::MapModel &map, const QString &path, QSize size = {}, QString *error = nullptr);

} // namespace canaan::cartography
