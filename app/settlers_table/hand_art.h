// The art of hands and players under :/hand/ (resources/hand/): a card per resource and per
// development card, and the small icons and badges of the players' cards. Loaded once; null only if
// a picture is missing (a card is then a plain frame, an icon empty).
#pragma once

#include <QString>

class QPixmap;
class QSvgRenderer;

namespace canaan::settlerstable {

QSvgRenderer *resourceCardArt(int resource);
QSvgRenderer *devCardArt(int card);
// "icon_hand", "badge_longestRoad", ...: the file name without ".svg".
QSvgRenderer *iconArt(const QString &name);
QPixmap iconPixmap(const QString &name, int size, qreal dpr);

} // namespace canaan::settlerstable
