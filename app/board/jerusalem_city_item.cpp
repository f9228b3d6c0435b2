#include "jerusalem_city_item.h"

#include "board_art.h"
#include "board_geometry.h"

#include <QPainter>
#include <QSvgRenderer>

namespace canaan::board {

namespace {
constexpr double kWallWidth = 12.0; // inside the outline
const QColor kWall{0xa8, 0x8d, 0x58};
const QColor kWallTop{0xd9, 0xc4, 0x8c};
} // namespace

JerusalemCityItem::JerusalemCityItem(const std::vector<HexCoord> &hexes, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_hexCount(static_cast<int>(hexes.size()))
{
    QPointF sum;
    for (HexCoord h : hexes) {
        QPainterPath hex;
        hex.addPolygon(hexOutline().translated(sceneCentreOf(h)));
        hex.closeSubpath();
        m_area = m_area.united(hex);
        sum += sceneCentreOf(h);
    }
    m_area = m_area.simplified();
    if (!hexes.empty())
        m_centre = sum / static_cast<double>(hexes.size());
    setAcceptedMouseButtons(Qt::NoButton); // clicks belong to the hexes below
}

QRectF JerusalemCityItem::boundingRect() const { return m_area.boundingRect(); }

void JerusalemCityItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (m_area.isEmpty())
        return;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->save();
    // A stroke twice the wall's width, clipped to the city, leaves the wall inside the outline.
    painter->setClipPath(m_area);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(kWall, 2 * kWallWidth, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter->drawPath(m_area);
    QPen battlements(kWallTop, kWallWidth, Qt::CustomDashLine, Qt::FlatCap, Qt::MiterJoin);
    battlements.setDashPattern({0.5, 0.4});
    painter->setPen(battlements);
    painter->drawPath(m_area);
    painter->restore();

    // The temple, larger when the city is larger.
    if (QSvgRenderer *temple = templeArt())
        temple->render(painter, templeRect());
}

QRectF JerusalemCityItem::templeRect() const
{
    const double width = m_hexCount > 1 ? 120 : 90;
    const QSizeF size(width, width * 92.0 / 120.0);
    return {m_centre - QPointF(size.width() / 2, size.height() * 0.6), size};
}

} // namespace canaan::board
