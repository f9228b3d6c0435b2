// Paints one Conquest card face: the kind's band and symbol, the force, the name and the notes
// ("or Numbers 2", "draws a card", "Terrain"). Used by the hand, the table and the battle screen.
#pragma once

#include <QFont>
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

// The band's font for a kind's name: bold, 11 px at scale 1, or smaller (down to 8 px) when the name
// would not fit beside the letter, so no name ("Extra Conquest") is cut short.
QFont cardBandFont(const QFont &base, const QString &kindName, qreal scale);
// The width the band leaves the name at that scale.
inline qreal cardBandTextWidth(qreal scale) { return (kCardWidth - 24) * scale; }

void paintCard(QPainter &painter, const QRectF &rect, int card, const CardLook &look = {});
// The back of a card, for other hands and the deck.
void paintCardBack(QPainter &painter, const QRectF &rect);

} // namespace canaan::cardtable
