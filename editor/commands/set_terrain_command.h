// Paints hexes with one terrain; painting outside the map adds hexes. Every hex of one brush
// stroke shares a stroke number, and the commands of a stroke merge into one undo step.
#pragma once

#include "editor/commands/map_command.h"

#include <vector>

namespace canaan::editor {

class SetTerrainCommand : public MapCommand {
public:
    SetTerrainCommand(MapDocument *document, const std::vector<settlers::HexCoord> &hexes, settlers::Terrain terrain, int stroke = -1);

    int id() const override { return m_stroke >= 0 ? SetTerrainId : -1; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    int m_stroke;
};

} // namespace canaan::editor
