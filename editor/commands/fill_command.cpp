#include "editor/commands/fill_command.h"

#include "cartography/hex_lookup.h"
#include "editor/model/map_edits.h"

#include <QCoreApplication>
#include <unordered_set>
#include <vector>

namespace canaan::editor {

FillCommand::FillCommand(MapDocument *document, const std::vector<settlers::HexCoord> &starts, settlers::Terrain terrain, int stroke)
    : MapCommand(document, QT_TRANSLATE_NOOP("canaan::editor::Commands", "Fill"), MapChange::Everything)
    , m_stroke(stroke)
{
    settlers::MapModel map = before();
    const cartography::HexLookup lookup = cartography::indexHexes(map);
    bool any = false;
    for (settlers::HexCoord start : starts) {
        const settlers::MapHex *first = cartography::findHex(map, lookup, start);
        if (!first || first->terrain == terrain)
            continue;
        any = true;
        const settlers::Terrain from = first->terrain;
        std::unordered_set<settlers::HexCoord, settlers::HexCoordHash> seen{start};
        std::vector<settlers::HexCoord> todo{start};
        while (!todo.empty()) {
            const settlers::HexCoord at = todo.back();
            todo.pop_back();
            map.hexes[lookup.at(at)].terrain = terrain;
            for (settlers::Side s : settlers::kAllSides) {
                const settlers::HexCoord next = settlers::neighbour(at, s);
                const settlers::MapHex *hex = cartography::findHex(map, lookup, next);
                if (hex && hex->terrain == from && seen.insert(next).second)
                    todo.push_back(next);
            }
        }
    }
    if (!any)
        return;
    tidy(map);
    setAfter(map);
}

bool FillCommand::mergeWith(const QUndoCommand *other)
{
    const auto *later = static_cast<const FillCommand *>(other);
    if (later->m_stroke != m_stroke)
        return false;
    mergeAfter(*later);
    return true;
}

} // namespace canaan::editor
