#include "editor/canvas/editor_overlay.h"

#include "cartography/board_geometry.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <algorithm>

namespace canaan::editor {

using cartography::hexOutline;
using cartography::kHexRadius;
using cartography::sceneCentreOf;
using cartography::scenePointOf;

namespace {
constexpr double kZ = 1000; // above every board layer
}

EditorOverlay::EditorOverlay()
{
    setZValue(kZ);
    setAcceptedMouseButtons(Qt::NoButton);
    setFlag(ItemUsesExtendedStyleOption); // paint() learns which part is exposed
}

void EditorOverlay::setMap(const settlers::MapModel &map)
{
    double left = 0, top = 0, right = 1, bottom = 1;
    bool first = true;
    std::vector<settlers::HexCoord> shuffled;
    for (const settlers::MapHex &hex : map.hexes) {
        const QPointF c = cartography::sceneCentreOf(hex.at);
        left = first ? c.x() : std::min(left, c.x());
        right = first ? c.x() + 1 : std::max(right, c.x() + 1);
        top = first ? c.y() : std::min(top, c.y());
        bottom = first ? c.y() + 1 : std::max(bottom, c.y() + 1);
        first = false;
        if (hex.shuffleTerrain || hex.shuffleNumber)
            shuffled.push_back(hex.at);
    }
    // Two hexes of room on every side: the brush paints new hexes there.
    const double room = 2.2 * cartography::kHexRadius;
    const QRectF bounds = QRectF(QPointF(left, top), QPointF(right, bottom)).adjusted(-room, -room, room, room);
    // A brush stroke calls this for every step: repaint only when the marks changed.
    if (bounds != m_bounds) {
        prepareGeometryChange();
        m_bounds = bounds;
    }
    if (shuffled != m_shuffled || map.closedToSetup != m_closed) {
        m_shuffled = std::move(shuffled);
        m_closed = map.closedToSetup;
        update();
    }
}

void EditorOverlay::updateHex(std::optional<settlers::HexCoord> hex)
{
    if (hex)
        update(cartography::hexOutline(1.3).boundingRect().translated(cartography::sceneCentreOf(*hex)));
}

void EditorOverlay::setHover(std::optional<settlers::HexCoord> hex)
{
    if (hex == m_hover)
        return;
    updateHex(m_hover);
    m_hover = hex;
    updateHex(m_hover);
}

void EditorOverlay::setSelection(const std::set<settlers::HexCoord> &hexes)
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

void EditorOverlay::setMoveOffset(settlers::HexCoord offset)
{
    m_moveOffset = offset;
    update();
}

void EditorOverlay::setCardsPerRoll(const std::map<settlers::VertexCoord, double> &values)
{
    if (values == m_cardsPerRoll)
        return;
    m_cardsPerRoll = values;
    update();
}

void EditorOverlay::setHighlight(std::optional<settlers::HexCoord> hex, std::optional<settlers::VertexCoord> vertex)
{
    if (hex == m_markHex && vertex == m_markVertex)
        return;
    for (const auto &[h, v] : {std::pair{m_markHex, m_markVertex}, std::pair{hex, vertex}}) {
        updateHex(h);
        if (v)
            updateHex(v->hex);
    }
    m_markHex = hex;
    m_markVertex = vertex;
}

QRectF EditorOverlay::boundingRect() const { return m_bounds; }

void EditorOverlay::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QPolygonF outline = cartography::hexOutline(0.96);
    // Marks outside the exposed part are not drawn: a hover repaints two hexes, not the map.
    const QRectF exposed = option->exposedRect.adjusted(-cartography::kHexRadius, -cartography::kHexRadius, cartography::kHexRadius, cartography::kHexRadius);
    auto shows = [&](QPointF p) { return exposed.contains(p); };

    // Shuffle flags: a small dashed ring, so a designer sees what the generator may move.
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(QColor(255, 255, 255, 170), 3, Qt::DashLine));
    for (settlers::HexCoord h : m_shuffled)
        if (shows(cartography::sceneCentreOf(h)))
            painter->drawEllipse(cartography::sceneCentreOf(h) + QPointF(0, -62), 9, 9);

    for (settlers::HexCoord h : m_selection) {
        const settlers::HexCoord at{h.q + m_moveOffset.q, h.r + m_moveOffset.r};
        if (!shows(cartography::sceneCentreOf(at)))
            continue;
        painter->setPen(QPen(QColor(0x29, 0x79, 0xff), 6));
        painter->setBrush(QColor(0x29, 0x79, 0xff, 60));
        painter->drawPolygon(outline.translated(cartography::sceneCentreOf(at)));
    }
    if (m_hover) {
        painter->setPen(QPen(QColor(255, 255, 255, 220), 5));
        painter->setBrush(Qt::NoBrush);
        painter->drawPolygon(outline.translated(cartography::sceneCentreOf(*m_hover)));
    }
    if (m_markHex) {
        painter->setPen(QPen(QColor(0xff, 0x40, 0x40), 8));
        painter->setBrush(Qt::NoBrush);
        painter->drawPolygon(outline.translated(cartography::sceneCentreOf(*m_markHex)));
    }
    if (m_markVertex) {
        painter->setPen(QPen(QColor(0xff, 0x40, 0x40), 6));
        painter->drawEllipse(cartography::scenePointOf(*m_markVertex), 22, 22);
    }

    // Closed intersections: a red cross in a white disc.
    for (settlers::VertexCoord v : m_closed) {
        const QPointF p = cartography::scenePointOf(v);
        if (!shows(p))
            continue;
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
            const QPointF p = cartography::scenePointOf(v);
            if (cards <= 0 || !shows(p))
                continue;
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
