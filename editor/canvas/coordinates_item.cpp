#include "editor/canvas/coordinates_item.h"

#include "cartography/board_geometry.h"

#include <QPainter>
#include <QPainterPath>

namespace canaan::editor {

namespace {
constexpr double kLabelAbove = 0.6 * cartography::kHexRadius; // above the number token
}

CoordinatesItem::CoordinatesItem()
{
    setZValue(1000); // above the board and the editor's marks
    setAcceptedMouseButtons(Qt::NoButton);
    setVisible(false);
}

void CoordinatesItem::setMap(const settlers::MapModel &map)
{
    prepareGeometryChange();
    m_hexes.clear();
    m_bounds = {};
    for (const settlers::MapHex &hex : map.hexes) {
        m_hexes.push_back(hex.at);
        const QPointF c = cartography::sceneCentreOf(hex.at);
        m_bounds |= QRectF(c.x() - cartography::kHexRadius, c.y() - cartography::kHexRadius, 2 * cartography::kHexRadius,
                           2 * cartography::kHexRadius);
    }
    update();
}

QStringList CoordinatesItem::labels() const
{
    QStringList out;
    for (settlers::HexCoord h : m_hexes)
        out << QString::fromStdString(settlers::textId(h));
    return out;
}

void CoordinatesItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    QFont font = painter->font();
    font.setPixelSize(22);
    font.setBold(true);
    for (settlers::HexCoord h : m_hexes) {
        // White letters with a dark rim read on every terrain.
        const QPointF c = cartography::sceneCentreOf(h);
        const QString text = QString::fromStdString(settlers::textId(h));
        QPainterPath path;
        path.addText(0, 0, font, text);
        path.translate(c.x() - path.boundingRect().width() / 2, c.y() - kLabelAbove);
        painter->setPen(QPen(QColor(0x10, 0x10, 0x10), 4));
        painter->drawPath(path);
        painter->fillPath(path, Qt::white);
    }
}

} // namespace canaan::editor
