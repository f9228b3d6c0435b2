#include "editor/commands/resize_map_command.h"

#include "editor/model/map_edits.h"

#include <QCoreApplication>

namespace canaan::editor {

namespace {

void growOnce(settlers::MapModel &map, MapEdge edge)
{
    GridBounds b = boundsOf(map);
    if (b.isEmpty())
        b = {0, 0, 0, 0};
    auto addSea = [&map](int column, int row) {
        if (!map.hexAt(hexAtGrid(column, row)))
            putHex(map, {hexAtGrid(column, row), settlers::Terrain::Sea});
    };
    const bool horizontal = edge == MapEdge::North || edge == MapEdge::South;
    const int line = edge == MapEdge::North ? b.minRow - 1
                     : edge == MapEdge::South ? b.maxRow + 1
                     : edge == MapEdge::West  ? b.minColumn - 1
                                              : b.maxColumn + 1;
    if (map.hexes.empty()) {
        addSea(0, 0);
        return;
    }
    if (horizontal)
        for (int column = b.minColumn; column <= b.maxColumn; ++column)
            addSea(column, line);
    else
        for (int row = b.minRow; row <= b.maxRow; ++row)
            addSea(line, row);
}

void shrinkOnce(settlers::MapModel &map, MapEdge edge)
{
    const GridBounds b = boundsOf(map);
    if (b.isEmpty())
        return;
    std::erase_if(map.hexes, [&](const settlers::MapHex &hex) {
        switch (edge) {
        case MapEdge::North: return hex.at.r == b.minRow;
        case MapEdge::South: return hex.at.r == b.maxRow;
        case MapEdge::West: return columnOf(hex.at) == b.minColumn;
        case MapEdge::East: return columnOf(hex.at) == b.maxColumn;
        }
        return false;
    });
}

} // namespace

ResizeMapCommand::ResizeMapCommand(MapDocument *document, MapEdge edge, int delta)
    : MapCommand(document,
                 delta > 0 ? QT_TRANSLATE_NOOP("canaan::editor::Commands", "Grow map")
                           : QT_TRANSLATE_NOOP("canaan::editor::Commands", "Shrink map"),
                 MapChange::Everything)
{
    settlers::MapModel map = before();
    for (int i = 0; i < std::abs(delta); ++i)
        delta > 0 ? growOnce(map, edge) : shrinkOnce(map, edge);
    tidy(map);
    setAfter(std::move(map));
}

} // namespace canaan::editor
