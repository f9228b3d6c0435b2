#include "editor_overlay.h"

#include "board_geometry.h"

#include <QPainter>
#include <algorithm>

namespace canaan::editor {

using board::hexOutline;
using board::kHexRadius;
using board::sceneCentreOf;
using board::scenePointOf;

namespace {
constexpr double kZ = 1000; // above every board layer
}

EditorOverlay::EditorOverlay()
{
    setZValue(kZ);
    setAcceptedMouseButtons(Qt::NoButton);
}

void EditorOverlay::setMap(const MapModel &map)
{
    prepareGeometryChange();
    QRectF bounds;
    for (const MapHex &hex : map.hexes)
        bounds |= QRectF(sceneCentreOf(hex.at), QSizeF(1, 1));
    if (bounds.isNull())
        bounds = QRectF(0, 0, 1, 1);
    // Two hexes of room on every side: the brush paints new hexes there.
    m_bounds = bounds.adjusted(-2.2 * kHexRadius, -2.2 * kHexRadius, 2.2 * kHexRadius, 2.2 * kHexRadius);
    m_closed = map.closedToSetup;
    m_shuffled.clear();
    for (const MapHex &hex : map.hexes)
        if (hex.shuffleTerrain || hex.shuffleNumber)
            m_shuffled.push_back(hex.at);
    update();
}

void EditorOverlay::setHover(std::optional<HexCoord> hex)
{
    if (hex == m_hover)
        return;
    m_hover = hex;
    update();
}

void EditorOverlay::setSelection(const std::set<HexCoord> &hexes)
{
    m_selection = hexes;
    m_moveOffset = {};
    update();
}

void EditorOverlay::setRubberBand(const QRectF &rect)
{
    m_rubberBand = rect;
    update();
}

void EditorOverlay::setMoveOffset(HexCoord offset)
{
    m_moveOffset = offset;
    update();
}

void EditorOverlay::setCardsPerRoll(const std::map<VertexCoord, double> &values)
{
    m_cardsPerRoll = values;
    update();
}

void EditorOverlay::setHighlight(std::optional<HexCoord> hex, std::optional<VertexCoord> vertex)
{
    m_markHex = hex;
    m_markVertex = vertex;
    update();
}

QRectF EditorOverlay::boundingRect() const { return m_bounds; }

void EditorOverlay::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QPolygonF outline = hexOutline(0.96);

    // Shuffle flags: a small dashed ring, so a designer sees what the generator may move.
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(QColor(255, 255, 255, 170), 3, Qt::DashLine));
    for (HexCoord h : m_shuffled)
        painter->drawEllipse(sceneCentreOf(h) + QPointF(0, -62), 9, 9);

    for (HexCoord h : m_selection) {
        const HexCoord at{h.q + m_moveOffset.q, h.r + m_moveOffset.r};
        painter->setPen(QPen(QColor(0x29, 0x79, 0xff), 6));
        painter->setBrush(QColor(0x29, 0x79, 0xff, 60));
        painter->drawPolygon(outline.translated(sceneCentreOf(at)));
    }
    if (m_hover) {
        painter->setPen(QPen(QColor(255, 255, 255, 220), 5));
        painter->setBrush(Qt::NoBrush);
        painter->drawPolygon(outline.translated(sceneCentreOf(*m_hover)));
    }
    if (m_markHex) {
        painter->setPen(QPen(QColor(0xff, 0x40, 0x40), 8));
        painter->setBrush(Qt::NoBrush);
        painter->drawPolygon(outline.translated(sceneCentreOf(*m_markHex)));
    }
    if (m_markVertex) {
        painter->setPen(QPen(QColor(0xff, 0x40, 0x40), 6));
        painter->drawEllipse(scenePointOf(*m_markVertex), 22, 22);
    }

    // Closed intersections: a red cross in a white disc.
    for (VertexCoord v : m_closed) {
        const QPointF p = scenePointOf(v);
        painter->setPen(QPen(QColor(0x60, 0x10, 0x10), 2));
        painter->setBrush(QColor(255, 255, 255, 230));
        painter->drawEllipse(p, 14, 14);
        painter->setPen(QPen(QColor(0xc0, 0x1f, 0x1f), 5, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(p + QPointF(-7, -7), p + QPointF(7, 7));
        painter->drawLine(p + QPointF(-7, 7), p + QPointF(7, -7));
    }

    // Balance: cards per roll as a number in a dark disc, brighter for better spots.
    if (!m_cardsPerRoll.empty()) {
        QFont font = painter->font();
        font.setPixelSize(15);
        font.setBold(true);
        painter->setFont(font);
        for (const auto &[v, cards] : m_cardsPerRoll) {
            if (cards <= 0)
                continue;
            const QPointF p = scenePointOf(v);
            const int shade = std::clamp(int(cards * 36 * 18), 40, 255);
            painter->setPen(Qt::NoPen);
            painter->setBrush(QColor(20, 20, 20, 200));
            painter->drawEllipse(p, 20, 20);
            painter->setPen(QColor(255, 255, shade > 200 ? 80 : 255, shade));
            painter->drawText(QRectF(p - QPointF(20, 20), QSizeF(40, 40)), Qt::AlignCenter,
                              QString::number(cards, 'f', 2).mid(1)); // ".36"
        }
    }

    if (!m_rubberBand.isEmpty()) {
        painter->setPen(QPen(QColor(0x29, 0x79, 0xff), 3, Qt::DashLine));
        painter->setBrush(QColor(0x29, 0x79, 0xff, 40));
        painter->drawRect(m_rubberBand);
    }
}

} // namespace canaan::editor
