#include "editor/commands/set_shuffle_command.h"

#include <QCoreApplication>

namespace canaan::editor {

SetShuffleCommand::SetShuffleCommand(MapDocument *document, const std::vector<settlers::HexCoord> &hexes, bool shuffleTerrain,
                                     bool shuffleNumber)
    : MapCommand(document, QT_TRANSLATE_NOOP("canaan::editor::Commands", "Set shuffle flags"),
                 MapChange::Hexes)
{
    settlers::MapModel map = before();
    for (settlers::HexCoord at : hexes)
        if (settlers::MapHex *hex = map.hexAt(at)) {
            hex->shuffleTerrain = shuffleTerrain;
            hex->shuffleNumber = shuffleNumber;
        }
    setAfter(std::move(map));
}

} // namespace canaan::editor
