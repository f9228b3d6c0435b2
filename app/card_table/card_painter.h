// Paints one Conquest card face: the kind's band and symbol, the force, the name and the notes
// ("or Numbers 2", "draws a card", "Terrain"). Used by the hand, the table and the battle screen.
#pragma once

#include <QRectF>

class QPainter;

namespace canaan::cardtable {

struct CardLook {
    bool selected = false;  // picked for the current decision
    bool struckOut = false; // a Terrain card removed by a Defense card (C15)
    bool inactive = false;  // nothing to do with it now: drawn paler
    bool lent = false;      // lent by an ally: marked in a corner
    int usedAs = -1;        // the category it counts in, when it was chosen in its "or" category
};

// Cards are 5:7; this is the size at scale 1.
inline constexpr qreal kCardWidth = 112;
inline constexpr qreal kCardHeight = 156;

void paintCard(QPainter &painter, const QRectF &rect, int card, const CardLook &look = {});
// The back of a card, for other hands and the deck.
void paintCardBack(QPainter &painter, const QRectF &rect);

} // namespace canaan::cardtable
