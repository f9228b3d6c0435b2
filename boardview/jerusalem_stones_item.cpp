#include "boardview/jerusalem_stones_item.h"

#include <QPainter>
#include <algorithm>
#include <cmath>
#include <vector>

namespace canaan::boardview {

namespace {
constexpr double kGapRatio = 0.22; // of a cell
constexpr double kMargin = 4;      // around the rows, for the plaque behind them
const QColor kEmptySlot{0xe9, 0xdc, 0xb8, 200};
const QColor kSlotRim{0x6b, 0x55, 0x2e};
} // namespace

JerusalemStonesItem::JerusalemStonesItem(const QPainterPath &area, const QRectF &keepClear, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_area(area), m_keepClear(keepClear)
{
    setAcceptedMouseButtons(Qt::NoButton); // clicks belong to the hexes and spots
    setZValue(2);                          // above the wall and the sites' marks
    setVisible(false);
    retranslate();
}

int JerusalemStonesItem::columns() const
{
    // Seven to a row as in the box's 28 = 4 × 7; fewer slots need fewer columns.
    return std::clamp(m_slots, 1, 7);
}

QRectF JerusalemStonesItem::rowsRect() const
{
    const int cols = columns();
    const int rows = (m_slots + cols - 1) / cols;
    return {-cols * m_cell / 2, 0, cols * m_cell, rows * m_cell};
}

QRectF JerusalemStonesItem::slotRect(int i) const
{
    const int cols = columns();
    const double side = m_cell * (1 - kGapRatio);
    const double left = -cols * m_cell / 2;
    return {left + (i % cols) * m_cell + (m_cell - side) / 2, (i / cols) * m_cell + (m_cell - side) / 2, side, side};
}

void JerusalemStonesItem::layOut()
{
    if (m_slots == 0 || m_area.isEmpty())
        return;
    // Preferred: centred just under the temple. Else the nearest place inside the walls, with
    // smaller stones if need be.
    const QRectF bounds = m_area.boundingRect();
    for (double cell : {14.0, 11.0, 9.0, 7.0}) {
        m_cell = cell;
        const QRectF rows = rowsRect().adjusted(-kMargin, -kMargin, kMargin, kMargin);
        const QPointF preferred(m_keepClear.center().x(), m_keepClear.bottom() + kMargin + 2);
        std::vector<QPointF> candidates;
        for (double y = bounds.top(); y <= bounds.bottom(); y += 3)
            for (double x = bounds.left(); x <= bounds.right(); x += 3)
                candidates.emplace_back(x, y);
        std::sort(candidates.begin(), candidates.end(), [&](QPointF a, QPointF b) {
            return QLineF(a, preferred).length() < QLineF(b, preferred).length();
        });
        for (QPointF at : candidates) {
            const QRectF placed = rows.translated(at);
            if (!placed.intersects(m_keepClear) && m_area.contains(placed)) {
                setPos(at);
                return;
            }
        }
    }
    setPos(m_keepClear.center().x(), m_keepClear.bottom()); // a city too small: under the temple anyway
}

void JerusalemStonesItem::setStones(int count, const QList<QColor> &filled)
{
    count = std::max(count, 0);
    const bool relayout = count != m_slots;
    prepareGeometryChange();
    m_slots = count;
    m_filled = filled.mid(0, m_slots);
    if (relayout)
        layOut();
    setVisible(m_slots > 0);
    retranslate();
    update();
}

void JerusalemStonesItem::retranslate()
{
    setToolTip(BoardText::jerusalemStones(static_cast<int>(m_filled.size()), m_slots));
}

QRectF JerusalemStonesItem::boundingRect() const
{
    if (m_slots == 0)
        return {};
    return rowsRect().adjusted(-kMargin, -kMargin, kMargin, kMargin);
}

void JerusalemStonesItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (m_slots == 0)
        return;
    painter->setRenderHint(QPainter::Antialiasing);
    // A plaque behind the rows keeps them readable on the city's busy picture.
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0x4a, 0x3a, 0x20, 110));
    painter->drawRoundedRect(boundingRect().adjusted(1, 1, -1, -1), 4, 4);
    for (int i = 0; i < m_slots; ++i) {
        const QRectF slot = slotRect(i);
        if (i < m_filled.size()) {
            const QColor stone = m_filled[i];
            // A light rim around dark stones, a dark one around light stones: every colour reads.
            const QColor rim = stone.lightnessF() < 0.35 ? QColor(0xf4, 0xec, 0xd6) : QColor(0x1a, 0x1a, 0x1a);
            painter->setPen(QPen(rim, 1.4));
            painter->setBrush(stone);
            painter->drawRect(slot);
        } else {
            painter->setPen(QPen(kSlotRim, 0.8, Qt::DotLine));
            painter->setBrush(kEmptySlot);
            painter->drawRect(slot.adjusted(1, 1, -1, -1));
        }
    }
}

} // namespace canaan::boardview
