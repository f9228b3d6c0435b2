// A highlighted legal spot (an intersection, a path or a hex) while the player places something.
// Clicking it reports the spot through BoardScene::spotClicked; the caller decides what it means.
#pragma once

#include "board_layers.h"

#include <QGraphicsObject>

namespace canaan::boardview {

enum class SpotKind { Vertex, Edge, Tile };

class SpotItem : public QGraphicsObject {
    Q_OBJECT
public:
    SpotItem(SpotKind kind, int id, QPointF at, QGraphicsItem *parent = nullptr);

    enum { Type = SpotItemType };
    int type() const override { return Type; }
    SpotKind kind() const { return m_kind; }
    int id() const { return m_id; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

signals:
    void clicked(canaan::boardview::SpotKind kind, int id);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void hoverEnterEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    double radius() const;

    SpotKind m_kind;
    int m_id;
    bool m_hovered = false;
};

} // namespace canaan::boardview
