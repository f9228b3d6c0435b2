// Removes hexes from the map (the eraser, and Delete on a selection), with what stood on them.
#pragma once

#include "editor/commands/map_command.h"

#include <vector>

namespace canaan::editor {

class EraseCommand : public MapCommand {
public:
    // Commands of one eraser stroke (same stroke number >= 0) merge into one undo step.
    EraseCommand(MapDocument *document, const std::vector<settlers::HexCoord> &hexes, int stroke = -1);

    int id() const override { return m_stroke >= 0 ? EraseId : -1; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    int m_stroke;
};

} // namespace canaan::editor
