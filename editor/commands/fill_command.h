// Flood fill: paints the connected hexes that share the clicked hex's terrain. Dragging the fill
// tool fills from every hex the mouse crosses; the fills of one drag merge into one undo step.
#pragma once

#include "editor/commands/map_command.h"

#include <vector>

namespace canaan::editor {

class FillCommand : public MapCommand {
public:
    FillCommand(MapDocument *document, const std::vector<settlers::HexCoord> &starts, settlers::Terrain terrain, int stroke = -1);

    int id() const override { return m_stroke >= 0 ? FillId : -1; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    int m_stroke;
};

} // namespace canaan::editor
