// The editor's own marks over the board: the hex under the mouse, the selection and the rubber
// band, intersections closed to starting settlements, shuffle flags, and the balance overlay
// (expected cards per roll at every intersection). The board view's layers draw the map itself.
#pragma once

#include "engine/settlers/board/map.h"

#include <QGraphicsItem>
#include <map>
#include <optional>
#include <set>

namespace canaan::editor {

class EditorOverlay : public QGraphicsItem {
public:
    EditorOverlay();

    // Call before the scene redraws the map: the overlay spans the map and a margin to paint in.
    void setMap(const MapModel &map);
    void setHover(std::optional<HexCoord> hex);
    void setSelection(const std::set<HexCoord> &hexes);
    const std::set<HexCoord> &selection() const { return m_selection; }
    void setRubberBand(const QRectF &sceneRect); // empty hides it
    void setMoveOffset(HexCoord offset);         // preview of a selection being dragged
    void setCardsPerRoll(const std::map<VertexCoord, double> &values); // empty hides the overlay
    void setHighlight(std::optional<HexCoord> hex, std::optional<VertexCoord> vertex); // from the validation panel

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    // Repaints only the part of the overlay a hex covers, not the whole map.
    void updateHex(std::optional<HexCoord> hex);

    QRectF m_bounds;
    std::vector<VertexCoord> m_closed;
    std::vector<HexCoord> m_shuffled;
    std::optional<HexCoord> m_hover;
    std::set<HexCoord> m_selection;
    QRectF m_rubberBand;
    HexCoord m_moveOffset;
    std::map<VertexCoord, double> m_cardsPerRoll;
    std::optional<HexCoord> m_markHex;
    std::optional<VertexCoord> m_markVertex;
};

} // namespace canaan::editor
