// A map as SVG in which each terrain's hex is drawn once, in <defs>, and every hex of that terrain
// is a <use> of it. QSvgGenerator alone writes the art of every hex again (26 kB each), so a
// 10,000-hex map made a 264 MB file; this way the file grows by a line per hex. The tokens, harbors
// and Jerusalem are drawn through QSvgGenerator by paintMap() (map_drawing.h).
#pragma once

#include "engine/settlers/board/map.h"

#include <QByteArray>
#include <QSize>
#include <QString>

namespace canaan::cartography {

// The whole SVG document: the map (mapBounds()) fitted into `size`, keeping its proportions, at the
// top left, over the sea colour.
QByteArray mapSvg(const settlers::MapModel &map, QSize size, const QString &title);

} // namespace canaan::cartography
