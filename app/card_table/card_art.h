// The look of each card kind: its colour and its symbol (resources/cards/*.svg, the project's own art).
#pragma once

#include "engine/conquest/cards.h"

#include <QColor>

class QPainter;
class QRectF;

namespace canaan::cardtable {

QColor kindColour(conquest::Kind kind);
// Draws the kind's symbol into the rectangle (kept square, centred); nothing if the art is missing.
void paintKindSymbol(QPainter &painter, const QRectF &rect, conquest::Kind kind);
// The resource path of a kind's symbol, ":/cards/<kind>.svg".
QString kindSymbolPath(conquest::Kind kind);

} // namespace canaan::cardtable
