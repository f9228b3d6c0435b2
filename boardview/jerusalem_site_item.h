// The mark on one of Jerusalem's sites: the intersections from which a tribe may add building stones.
#pragma once

#include "engine/settlers/board/topology.h"
#include "boardview/board_layers.h"
#include "boardview/board_text.h"

#include <QGraphicsItem>

namespace canaan::boardview {

class JerusalemSiteItem : public QGraphicsItem, public Translatable {
public:
    JerusalemSiteItem(settlers::VertexId id, const settlers::Vertex &vertex, QGraphicsItem *parent = nullptr);

    enum { Type = JerusalemSiteItemType };
    int type() const override { return Type; }
    settlers::VertexId vertexId() const { return m_id; }

    void retranslate() override;
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    settlers::VertexId m_id;
};

} // namespace canaan::boardview
