#include "editor/commands/set_terrain_command.h"

#include "editor/model/map_edits.h"

#include <QCoreApplication>

namespace canaan::editor {

SetTerrainCommand::SetTerrainCommand(MapDocument *document, const std::vector<settlers::HexCoord> &hexes, settlers::Terrain terrain,
                                     int stroke)
    : MapCommand(document, QT_TRANSLATE_NOOP("canaan::editor::Commands", "Paint terrain"),
                 MapChange::Hexes | MapChange::Harbors | MapChange::Jerusalem | MapChange::Closed)
    , m_stroke(stroke)
{
    std::vector<settlers::MapHex> painted;
    for (settlers::HexCoord at : hexes) {
        const settlers::MapHex *old = hexBefore(at);
        if (old && old->terrain == terrain)
            continue;
        settlers::MapHex hex = old ? *old : settlers::MapHex{at};
        hex.terrain = terrain;
        painted.push_back(hex);
    }
    if (painted.empty())
        return; // the stroke passes over hexes of this terrain: nothing to copy or undo
    settlers::MapModel map = before();
    for (const settlers::MapHex &hex : painted)
        putHex(map, hex);
    tidy(map);
    setAfter(map);
}

bool SetTerrainCommand::mergeWith(const QUndoCommand *other)
{
    const auto *later = static_cast<const SetTerrainCommand *>(other);
    if (later->m_stroke != m_stroke)
        return false;
    mergeAfter(*later);
    return true;
}

} // namespace canaan::editor
