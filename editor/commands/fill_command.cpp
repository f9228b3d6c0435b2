#include "fill_command.h"

#include "model/map_edits.h"

#include <QCoreApplication>
#include <set>
#include <vector>

namespace canaan::editor {

FillCommand::FillCommand(MapDocument *document, HexCoord start, Terrain terrain)
    : MapCommand(document, QT_TRANSLATE_NOOP("canaan::editor::Commands", "Fill"), MapChange::Everything)
{
    MapModel map = before();
    const MapHex *first = map.hexAt(start);
    if (first && first->terrain != terrain) {
        const Terrain from = first->terrain;
        std::set<HexCoord> seen{start};
        std::vector<HexCoord> todo{start};
        while (!todo.empty()) {
            const HexCoord at = todo.back();
            todo.pop_back();
            map.hexAt(at)->terrain = terrain;
            for (Side s : kAllSides) {
                const HexCoord next = neighbour(at, s);
                const MapHex *hex = map.hexAt(next);
                if (hex && hex->terrain == from && seen.insert(next).second)
                    todo.push_back(next);
            }
        }
        tidy(map);
    }
    setAfter(std::move(map));
}

} // namespace canaan::editor
