// Jerusalem as one city over all of its hexes: a wall along their common outline, with the temple
// in the middle. The sites' marks sit on the outline like gates (JerusalemSiteItem).
#pragma once

#include "board/hex.h"
#include "board_layers.h"

#include <QGraphicsItem>
#include <QPainterPath>
#include <vector>

namespace canaan::board {

class JerusalemCityItem : public QGraphicsItem {
public:
    explicit JerusalemCityItem(const std::vector<HexCoord> &hexes, QGraphicsItem *parent = nullptr);

    enum { Type = JerusalemCityItemType };
    int type() const override { return Type; }
    int hexCount() const { return m_hexCount; }
    // Where the temple stands, in scene coordinates (the stones keep clear of it).
    QRectF templeRect() const;

    QRectF boundingRect() const override;
    QPainterPath shape() const override { return m_area; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QPainterPath m_area; // the union of the city's hexes, in scene coordinates
    QPointF m_centre;
    int m_hexCount;
};

} // namespace canaan::board
