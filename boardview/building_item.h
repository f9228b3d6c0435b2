// A settlement or a city on an intersection, in its tribe's colour.
#pragma once

#include "engine/settlers/board/topology.h"
#include "boardview/board_layers.h"

#include <QColor>
#include <QGraphicsItem>

namespace canaan::boardview {

enum class BuildingKind { Settlement, City };

class BuildingItem : public QGraphicsItem {
public:
    BuildingItem(settlers::VertexId id, const settlers::Vertex &vertex, BuildingKind kind, const QColor &color,
                 QGraphicsItem *parent = nullptr);

    enum { Type = BuildingItemType };
    int type() const override { return Type; }
    settlers::VertexId vertexId() const { return m_id; }
    BuildingKind kind() const { return m_kind; }
    QColor color() const { return m_color; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    settlers::VertexId m_id;
    BuildingKind m_kind;
    QColor m_color;
};

} // namespace canaan::boardview
