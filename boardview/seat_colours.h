// The four tribe colours of the box, in seat order: one table for the game, the editor's
// simulation chart and anything else that shows a seat.
#pragma once

#include <QColor>

namespace canaan::boardview {

QColor seatColour(int seat);

} // namespace canaan::boardview
