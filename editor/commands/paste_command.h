// Pastes a copied fragment, shifted by an axial offset, over the map.
#pragma once

#include "map_command.h"
#include "model/map_fragment.h"

namespace canaan::editor {

class PasteCommand : public MapCommand {
public:
    PasteCommand(MapDocument *document, const MapFragment &fragment, HexCoord offset);
};

} // namespace canaan::editor
