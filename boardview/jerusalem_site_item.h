// The mark on one of Jerusalem's sites: the intersections from which a tribe may add building stones.
#pragma once

#include "board/topology.h"
#include "board_layers.h"
#include "board_text.h"

#include <QGraphicsItem>

namespace canaan::boardview {

class JerusalemSiteItem : public QGraphicsItem, public Translatable {
public:
    JerusalemSiteItem(VertexId id, const Vertex &vertex, QGraphicsItem *parent = nullptr);

    enum { Type = JerusalemSiteItemType };
    int type() const override { return Type; }
    VertexId vertexId() const { return m_id; }

    void retranslate() override;
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    VertexId m_id;
};

} // namespace canaan::boardview
