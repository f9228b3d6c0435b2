#include "editor/commands/rotate_harbor_command.h"

#include "editor/model/map_edits.h"

#include <QCoreApplication>
#include <algorithm>

namespace canaan::editor {

RotateHarborCommand::RotateHarborCommand(MapDocument *document, settlers::HexCoord at)
    : MapCommand(document, QT_TRANSLATE_NOOP("canaan::editor::Commands", "Rotate harbor"), MapChange::Harbors)
{
    settlers::MapModel map = before();
    const std::vector<settlers::Side> sides = landSides(map, at);
    for (settlers::Harbor &harbor : map.harbors) {
        if (harbor.at != at)
            continue;
        for (int step = 1; step <= 6; ++step) {
            const auto next = static_cast<settlers::Side>((static_cast<int>(harbor.facing) + step) % 6);
            const bool land = std::find(sides.begin(), sides.end(), next) != sides.end();
            const bool taken = std::any_of(map.harbors.begin(), map.harbors.end(),
                                           [&](const settlers::Harbor &h) { return h.at == at && h.facing == next; });
            if (land && !taken) {
                harbor.facing = next;
                break;
            }
        }
        break; // one harbor per click
    }
    setAfter(std::move(map));
}

} // namespace canaan::editor
