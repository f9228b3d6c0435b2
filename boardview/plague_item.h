// The Plague on a hex: the hex produces nothing while it stays.
#pragma once

#include "engine/settlers/board/topology.h"
#include "boardview/board_layers.h"
#include "boardview/board_text.h"

#include <QGraphicsItem>

namespace canaan::boardview {

class PlagueItem : public QGraphicsItem, public Translatable {
public:
    explicit PlagueItem(QGraphicsItem *parent = nullptr);

    enum { Type = PlagueItemType };
    int type() const override { return Type; }
    settlers::TileId tileId() const { return m_tile; }
    void moveTo(settlers::TileId id, const settlers::Tile &tile);

    void retranslate() override { setToolTip(BoardText::plague()); }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    settlers::TileId m_tile = settlers::kNone;
};

} // namespace canaan::boardview
