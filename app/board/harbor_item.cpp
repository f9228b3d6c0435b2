#include "harbor_item.h"

#include "board_art.h"
#include "board_geometry.h"
#include "board_text.h"

#include <QFont>
#include <QPainter>
#include <QSvgRenderer>

namespace canaan::board {

namespace {
constexpr double kPlaqueRadius = 27.0;
constexpr double kMarkRadius = 6.5;
} // namespace

HarborItem::HarborItem(const Harbor &harbor, QGraphicsItem *parent) : QGraphicsItem(parent), m_harbor(harbor)
{
    setPos(sceneCentreOf(harbor.at));
    retranslate();
}

std::array<QPointF, 2> HarborItem::localEnds() const
{
    // Side i runs from corner i to corner i + 1.
    const int side = static_cast<int>(m_harbor.facing);
    const auto first = static_cast<Corner>(side);
    const auto second = static_cast<Corner>((side + 1) % 6);
    const QPointF centre = sceneCentreOf(m_harbor.at);
    return {sceneCornerOf(m_harbor.at, first) - centre, sceneCornerOf(m_harbor.at, second) - centre};
}

std::array<QPointF, 2> HarborItem::intersections() const
{
    const auto ends = localEnds();
    return {mapToScene(ends[0]), mapToScene(ends[1])};
}

QRectF HarborItem::boundingRect() const
{
    const double r = kHexRadius + kMarkRadius + 2;
    return {-r, -r, 2 * r, 2 * r};
}

void HarborItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const auto ends = localEnds();

    // Piers: planks from each intersection towards the plaque.
    QPen pier(palette::kPier, 7, Qt::SolidLine, Qt::RoundCap);
    painter->setPen(pier);
    for (const QPointF &end : ends)
        painter->drawLine(end, end * 0.3);
    pier.setColor(palette::kPier.lighter(140));
    pier.setWidthF(2);
    painter->setPen(pier);
    for (const QPointF &end : ends)
        painter->drawLine(end, end * 0.3);

    // The plaque with the rate.
    painter->setPen(QPen(palette::kPier.darker(130), 2));
    // A 2:1 plaque takes a light tint of its terrain, so white wool still shows.
    const std::optional<Terrain> home =
        m_harbor.resource ? std::optional(static_cast<Terrain>(*m_harbor.resource)) : std::nullopt;
    painter->setBrush(home ? terrainColor(*home).lighter(160) : palette::kPlaque);
    painter->drawEllipse(QPointF(0, 0), kPlaqueRadius, kPlaqueRadius);

    QFont font(QStringLiteral("DejaVu Sans"));
    font.setBold(true);
    painter->setPen(palette::kTokenText);
    if (m_harbor.resource) {
        if (QSvgRenderer *icon = resourceIcon(*m_harbor.resource))
            icon->render(painter, QRectF(-14, -24, 28, 28));
        font.setPixelSize(13);
        painter->setFont(font);
        painter->drawText(QRectF(-kPlaqueRadius, 2, 2 * kPlaqueRadius, 16), Qt::AlignCenter, QStringLiteral("2:1"));
    } else {
        font.setPixelSize(17);
        painter->setFont(font);
        painter->drawText(QRectF(-kPlaqueRadius, -kPlaqueRadius, 2 * kPlaqueRadius, 2 * kPlaqueRadius),
                          Qt::AlignCenter, QStringLiteral("3:1"));
    }

    // The marks on the harbor's intersections.
    painter->setPen(QPen(palette::kPier.darker(130), 2));
    painter->setBrush(palette::kPlaque);
    for (const QPointF &end : ends)
        painter->drawEllipse(end, kMarkRadius, kMarkRadius);
}

void HarborItem::retranslate() { setToolTip(BoardText::harborDescription(m_harbor.resource)); }

} // namespace canaan::board
