#include "boardview/plague_item.h"

#include "cartography/board_geometry.h"
#include "boardview/board_text.h"

#include <QPainter>
#include <QRadialGradient>

namespace canaan::boardview {

PlagueItem::PlagueItem(QGraphicsItem *parent) : QGraphicsItem(parent)
{
    setVisible(false);
    retranslate();
}

void PlagueItem::moveTo(settlers::TileId id, const settlers::Tile &tile)
{
    m_tile = id;
    // Beside the number token, so both stay readable.
    setPos(cartography::sceneCentreOf(tile.at) + QPointF(cartography::kHexRadius * 0.42, -cartography::kHexRadius * 0.12));
    setVisible(id != settlers::kNone);
}

QRectF PlagueItem::boundingRect() const { return {-20, -30, 40, 56}; }

void PlagueItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    QRadialGradient aura(QPointF(0, 0), 26);
    aura.setColorAt(0, QColor(120, 200, 60, 150));
    aura.setColorAt(1, QColor(120, 200, 60, 0));
    painter->setPen(Qt::NoPen);
    painter->setBrush(aura);
    painter->drawEllipse(QPointF(0, 0), 20, 26);
    // A dark hooded pawn.
    QPainterPath pawn;
    pawn.moveTo(-12, 22);
    pawn.cubicTo(-12, 6, -8, -2, -7, -8);
    pawn.arcTo(QRectF(-9, -26, 18, 20), 200, -220);
    pawn.cubicTo(8, -2, 12, 6, 12, 22);
    pawn.closeSubpath();
    painter->setPen(QPen(QColor(20, 20, 20), 1.5));
    painter->setBrush(QColor(45, 35, 55));
    painter->drawPath(pawn);
}

} // namespace canaan::boardview
