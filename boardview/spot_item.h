// A highlighted legal spot (an intersection, a path or a hex) while the player places something.
// Clicking it reports the spot through BoardScene::spotClicked; the caller decides what it means.
#pragma once

#include "boardview/board_layers.h"

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
    // An intersection on a Jerusalem site, whose own gold ring a yellow disc would not stand out
    // from: a dark and a yellow ring around the site instead (issue 42, D11).
    void setOnSite(bool onSite);
    bool isOnSite() const { return m_onSite; }

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
    bool m_onSite = false;
};

} // namespace canaan::boardview
