// One hex of the map, painted with its terrain's art.
#pragma once

#include "engine/settlers/board/map.h"
#include "engine/settlers/board/topology.h"
#include "boardview/board_layers.h"
#include "boardview/board_text.h"

#include <QGraphicsItem>

namespace canaan::boardview {

class HexItem : public QGraphicsItem, public Translatable {
public:
    // id: the tile's id; kNone for open sea (no tile) and in the editor, which needs none.
    HexItem(settlers::TileId id, const settlers::Tile &tile, QGraphicsItem *parent = nullptr);

    enum { Type = HexItemType };
    int type() const override { return Type; }
    settlers::TileId tileId() const { return m_id; }
    settlers::HexCoord coord() const { return m_at; }
    settlers::Terrain terrain() const { return m_terrain; }

    void retranslate() override;
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    settlers::TileId m_id;
    settlers::HexCoord m_at;
    settlers::Terrain m_terrain;
};

} // namespace canaan::boardview
