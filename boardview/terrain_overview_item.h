// The whole map's terrain as one picture, for zoom levels at which a hex is a few pixels wide.
// There, thousands of hex items and number tokens cost far more to paint than their art shows, so
// BoardScene shows this instead (BoardView decides by the zoom). Each hex is its terrain's colour;
// a change repaints only the changed hexes into the picture.
#pragma once

#include "engine/settlers/board/map.h"

#include <QGraphicsItem>
#include <QImage>

namespace canaan::boardview {

class TerrainOverviewItem : public QGraphicsItem {
public:
    explicit TerrainOverviewItem(QGraphicsItem *parent = nullptr);

    // Draws every hex anew (a new map, or a hex beyond the picture's edge).
    void setHexes(const std::vector<settlers::MapHex> &hexes);
    // Repaints one hex (none: it left the map); false when it lies beyond the picture.
    bool setHex(settlers::HexCoord at, const settlers::MapHex *hex);

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void fillHex(QPainter &painter, settlers::HexCoord at, const QColor &color) const;

    QRectF m_bounds; // the scene rect the picture covers
    double m_scale = 1; // picture pixels per scene unit
    QImage m_image;
};

} // namespace canaan::boardview
