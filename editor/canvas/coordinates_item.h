// The coordinates overlay: each hex's "q,r" as the map file writes it, for people who edit files by
// hand or read the validator's places. Off unless View → Show Coordinates asks for it.
#pragma once

#include "engine/settlers/board/map.h"

#include <QGraphicsItem>
#include <vector>

namespace canaan::editor {

class CoordinatesItem : public QGraphicsItem {
public:
    CoordinatesItem();
    void setMap(const settlers::MapModel &map);
    QStringList labels() const;
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    std::vector<settlers::HexCoord> m_hexes;
    QRectF m_bounds;
};

} // namespace canaan::editor
