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
    void setMap(const settlers::MapModel &map);
    void setHover(std::optional<settlers::HexCoord> hex);
    void setSelection(const std::set<settlers::HexCoord> &hexes);
    const std::set<settlers::HexCoord> &selection() const { return m_selection; }
    void setRubberBand(const QRectF &sceneRect); // empty hides it
    void setMoveOffset(settlers::HexCoord offset);         // preview of a selection being dragged
    void setCardsPerRoll(const std::map<settlers::VertexCoord, double> &values); // empty hides the overlay
    void setHighlight(std::optional<settlers::HexCoord> hex, std::optional<settlers::VertexCoord> vertex); // from the validation panel

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    // Repaints only the part of the overlay a hex covers, not the whole map.
    void updateHex(std::optional<settlers::HexCoord> hex);

    QRectF m_bounds;
    std::vector<settlers::VertexCoord> m_closed;
    std::vector<settlers::HexCoord> m_shuffled;
    std::optional<settlers::HexCoord> m_hover;
    std::set<settlers::HexCoord> m_selection;
    QRectF m_rubberBand;
    settlers::HexCoord m_moveOffset;
    std::map<settlers::VertexCoord, double> m_cardsPerRoll;
    std::optional<settlers::HexCoord> m_markHex;
    std::optional<settlers::VertexCoord> m_markVertex;
};

} // namespace canaan::editor
