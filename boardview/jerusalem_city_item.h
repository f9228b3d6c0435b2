// Jerusalem as one city over all of its hexes: a wall along their common outline, with the temple
// in the middle. The sites' marks sit on the outline like gates (JerusalemSiteItem).
#pragma once

#include "engine/settlers/board/hex.h"
#include "boardview/board_layers.h"
#include "cartography/map_drawing.h"

#include <QGraphicsItem>
#include <QPainterPath>
#include <vector>

namespace canaan::boardview {

class JerusalemCityItem : public QGraphicsItem {
public:
    explicit JerusalemCityItem(const std::vector<settlers::HexCoord> &hexes, QGraphicsItem *parent = nullptr);

    enum { Type = JerusalemCityItemType };
    int type() const override { return Type; }
    int hexCount() const { return m_city.hexCount; }
    // Where the temple stands, in scene coordinates (the stones keep clear of it).
    QRectF templeRect() const { return m_city.temple; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override { return m_city.area; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    cartography::JerusalemCity m_city; // its outline in scene coordinates, and the temple
};

} // namespace canaan::boardview
