// A harbor on a sea hex: piers to its two intersections, marks on them, and a plaque with its rate
// (3:1, or 2:1 with the resource's picture).
#pragma once

#include "engine/settlers/board/map.h"
#include "boardview/board_layers.h"
#include "boardview/board_text.h"

#include <QGraphicsItem>

namespace canaan::boardview {

class HarborItem : public QGraphicsItem, public Translatable {
public:
    explicit HarborItem(const settlers::Harbor &harbor, QGraphicsItem *parent = nullptr);

    enum { Type = HarborItemType };
    int type() const override { return Type; }
    const settlers::Harbor &harbor() const { return m_harbor; }
    // Where the marks sit, in scene coordinates: the two ends of the facing side.
    std::array<QPointF, 2> intersections() const;

    void retranslate() override;
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    std::array<QPointF, 2> localEnds() const;

    settlers::Harbor m_harbor;
};

} // namespace canaan::boardview
