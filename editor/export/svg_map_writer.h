// A board as SVG in which each terrain's hex is drawn once, in <defs>, and every hex of that
// terrain is a <use> of it. QSvgGenerator alone writes the art of every hex again (26 kB each), so
// a 10,000-hex map made a 264 MB file; this way the file grows by a line per hex. The tokens,
// harbors and Jerusalem are drawn by QSvgGenerator as before.
#pragma once

#include <QByteArray>
#include <QSize>

namespace canaan::board {
class BoardScene;
}

namespace canaan::editor {

// The whole SVG document: the board's scene rect fitted into `size`, keeping its proportions,
// over the sea colour.
QByteArray boardSvg(board::BoardScene &scene, QSize size, const QString &title);

} // namespace canaan::editor
