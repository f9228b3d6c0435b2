// Pastes a copied fragment, shifted by an axial offset, over the map.
#pragma once

#include "editor/commands/map_command.h"
#include "editor/model/map_fragment.h"

namespace canaan::editor {

class PasteCommand : public MapCommand {
public:
    PasteCommand(MapDocument *document, const MapFragment &fragment, settlers::HexCoord offset);
};

} // namespace canaan::editor
