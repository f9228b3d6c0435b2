#include "boardview/number_token_item.h"

#include "engine/settlers/board/terrain.h"
#include "cartography/board_art.h"
#include "boardview/board_text.h"
#include "cartography/map_drawing.h"

#include "cartography/terrain_tiles.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QWidget>

namespace canaan::boardview {

NumberTokenItem::NumberTokenItem(int number, QGraphicsItem *parent) : QGraphicsItem(parent), m_number(number)
{
    retranslate();
}

QRectF NumberTokenItem::boundingRect() const
{
    return cartography::numberTokenBounds();
}

void NumberTokenItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *widget)
{
    if (!widget) { // a picture (export, render): the vectors
        paintToken(painter);
        return;
    }
    // On screen: one shared tile per number and size band, as for the terrain (terrain_tiles.h).
    const double scale = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform())
                         * widget->devicePixelRatioF();
    const QRectF bounds = boundingRect();
    const QPixmap &tile = cartography::cachedTile(settlers::kTerrainCount + m_number, bounds, bounds.width() * scale,
                                     [this](QPainter *p) { paintToken(p); });
    painter->drawPixmap(bounds, tile, QRectF(tile.rect()));
}

void NumberTokenItem::paintToken(QPainter *painter) const { cartography::paintNumberToken(painter, m_number); }

void NumberTokenItem::retranslate() { setToolTip(BoardText::numberDescription(m_number, settlers::pipsOf(m_number))); }

} // namespace canaan::boardview
