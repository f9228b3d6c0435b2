#include "set_terrain_command.h"

#include "model/map_edits.h"

#include <QCoreApplication>

namespace canaan::editor {

SetTerrainCommand::SetTerrainCommand(MapDocument *document, const std::vector<HexCoord> &hexes, Terrain terrain,
                                     int stroke)
    : MapCommand(document, QT_TRANSLATE_NOOP("canaan::editor::Commands", "Paint terrain"),
                 MapChange::Hexes | MapChange::Harbors | MapChange::Jerusalem | MapChange::Closed)
    , m_stroke(stroke)
{
    MapModel map = before();
    for (HexCoord at : hexes) {
        MapHex hex = map.hexAt(at) ? *map.hexAt(at) : MapHex{at};
        if (hex.terrain == terrain && map.hexAt(at))
            continue;
        hex.terrain = terrain;
        putHex(map, hex);
    }
    tidy(map);
    setAfter(std::move(map));
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
