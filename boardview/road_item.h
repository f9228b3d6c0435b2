// A road on a path, in its tribe's colour.
#pragma once

#include "engine/settlers/board/topology.h"
#include "boardview/board_layers.h"

#include <QColor>
#include <QGraphicsItem>

namespace canaan::boardview {

class RoadItem : public QGraphicsItem {
public:
    RoadItem(settlers::EdgeId id, const settlers::Edge &edge, const QColor &color, QGraphicsItem *parent = nullptr);

    enum { Type = RoadItemType };
    int type() const override { return Type; }
    settlers::EdgeId edgeId() const { return m_id; }
    QColor color() const { return m_color; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    settlers::EdgeId m_id;
    QColor m_color;
};

} // namespace canaan::boardview
