// Jerusalem's building stones: one slot per stone the city needs (R15), filled in the colours of
// the tribes that laid them and black for the black stones, drawn in rows inside the city's walls
// beside the temple.
#pragma once

#include "boardview/board_layers.h"
#include "boardview/board_text.h"

#include <QColor>
#include <QGraphicsItem>
#include <QList>
#include <QPainterPath>

namespace canaan::boardview {

class JerusalemStonesItem : public QGraphicsItem, public Translatable {
public:
    // area: the city (scene coordinates); keepClear: what the rows must not cover (the temple).
    JerusalemStonesItem(const QPainterPath &area, const QRectF &keepClear, QGraphicsItem *parent = nullptr);

    enum { Type = JerusalemStonesItemType };
    int type() const override { return Type; }

    // `count` empty places, the first filled.size() of them filled with these colours in order.
    void setStones(int count, const QList<QColor> &filled);
    int slotCount() const { return m_slots; }
    const QList<QColor> &filled() const { return m_filled; }
    // Where slot i sits, in the item's coordinates (tests and the picture use it).
    QRectF slotRect(int i) const;

    void retranslate() override;
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    int columns() const;
    QRectF rowsRect() const; // all the slots, in the item's coordinates
    // Chooses the slot size and the place of the rows: as close under the temple as fits.
    void layOut();

    QPainterPath m_area;
    QRectF m_keepClear;
    int m_slots = 0;
    QList<QColor> m_filled;
    double m_cell = 10; // a slot's side plus the gap
};

} // namespace canaan::boardview
