#include "editor/commands/move_selection_command.h"

#include "editor/model/map_edits.h"
#include "editor/model/map_fragment.h"

#include <QCoreApplication>

namespace canaan::editor {

MoveSelectionCommand::MoveSelectionCommand(MapDocument *document, const std::vector<settlers::HexCoord> &hexes, settlers::HexCoord offset,
                                           bool copy)
    : MapCommand(document,
                 copy ? QT_TRANSLATE_NOOP("canaan::editor::Commands", "Copy selection")
                      : QT_TRANSLATE_NOOP("canaan::editor::Commands", "Move selection"),
                 MapChange::Everything)
{
    settlers::MapModel map = before();
    const MapFragment fragment = copyFragment(map, hexes);
    if (!copy) {
        for (settlers::HexCoord at : hexes)
            removeHex(map, at);
        std::erase_if(map.harbors, [&](const settlers::Harbor &h) { return !map.hexAt(h.at); });
        removeFragmentMarks(map, fragment);
    }
    placeFragment(map, fragment, offset);
    setAfter(std::move(map));
}

} // namespace canaan::editor
