#include "number_token_item.h"

#include "board/terrain.h"
#include "board_art.h"
#include "board_text.h"

#include "terrain_tiles.h"

#include <QFont>
#include <QPainter>
#include <QRadialGradient>
#include <QStyleOptionGraphicsItem>
#include <QWidget>

namespace canaan::board {

NumberTokenItem::NumberTokenItem(int number, QGraphicsItem *parent) : QGraphicsItem(parent), m_number(number)
{
    retranslate();
}

QRectF NumberTokenItem::boundingRect() const
{
    const double r = kRadius + 3; // the shadow
    return {-r, -r, 2 * r, 2 * r};
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
    const QPixmap &tile = cachedTile(kTerrainCount + m_number, bounds, bounds.width() * scale,
                                     [this](QPainter *p) { paintToken(p); });
    painter->drawPixmap(bounds, tile, QRectF(tile.rect()));
}

void NumberTokenItem::paintToken(QPainter *painter) const
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 70));
    painter->drawEllipse(QPointF(1.5, 2.5), kRadius, kRadius);

    QRadialGradient face(QPointF(-8, -10), kRadius * 1.6);
    face.setColorAt(0, palette::kTokenFace.lighter(106));
    face.setColorAt(1, palette::kTokenFace.darker(108));
    painter->setBrush(face);
    painter->setPen(QPen(palette::kTokenRim, 2));
    painter->drawEllipse(QPointF(0, 0), kRadius, kRadius);

    const bool hot = m_number == 6 || m_number == 8;
    const QColor ink = hot ? palette::kHotNumber : palette::kTokenText;
    QFont font(QStringLiteral("DejaVu Serif"));
    font.setStyleHint(QFont::Serif);
    font.setBold(true);
    font.setPixelSize(hot ? 27 : 24);
    painter->setFont(font);
    painter->setPen(ink);
    painter->drawText(QRectF(-kRadius, -kRadius + 3, 2 * kRadius, 2 * kRadius - 14), Qt::AlignCenter,
                      QString::number(m_number));

    // The pips: how many of the 36 rolls of two dice give this number.
    const int pips = pipsOf(m_number);
    const double step = 6.4;
    const double left = -(pips - 1) * step / 2;
    painter->setPen(Qt::NoPen);
    painter->setBrush(ink);
    for (int i = 0; i < pips; ++i)
        painter->drawEllipse(QPointF(left + i * step, 17.5), 2.5, 2.5);
}

void NumberTokenItem::retranslate() { setToolTip(BoardText::numberDescription(m_number, pipsOf(m_number))); }

} // namespace canaan::board
