#include "editor/commands/set_terrain_command.h"

#include "editor/model/map_edits.h"

#include <QCoreApplication>

namespace canaan::editor {

SetTerrainCommand::SetTerrainCommand(MapDocument *document, const std::vector<HexCoord> &hexes, Terrain terrain,
                                     int stroke)
    : MapCommand(document, QT_TRANSLATE_NOOP("canaan::editor::Commands", "Paint terrain"),
                 MapChange::Hexes | MapChange::Harbors | MapChange::Jerusalem | MapChange::Closed)
    , m_stroke(stroke)
{
    std::vector<MapHex> painted;
    for (HexCoord at : hexes) {
        const MapHex *old = hexBefore(at);
        if (old && old->terrain == terrain)
            continue;
        MapHex hex = old ? *old : MapHex{at};
        hex.terrain = terrain;
        painted.push_back(hex);
    }
    if (painted.empty())
        return; // the stroke passes over hexes of this terrain: nothing to copy or undo
    MapModel map = before();
    for (const MapHex &hex : painted)
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
