#include "tools/editor-bench/bench_map.h"

#include "editor/model/map_edits.h"

#include <array>
#include <cmath>

namespace canaan::editor::bench {

int columnsFor(int hexes)
{
    int columns = std::max(1, int(std::lround(std::sqrt(double(hexes)))));
    while (hexes % columns != 0 && columns < hexes)
        ++columns;
    return columns;
}

std::vector<settlers::HexCoord> snakePath(int firstColumn, int width, int firstRow, int length)
{
    std::vector<settlers::HexCoord> path;
    for (int row = firstRow; int(path.size()) < length; ++row) {
        const bool leftToRight = (row - firstRow) % 2 == 0;
        for (int k = 0; k < width && int(path.size()) < length; ++k)
            path.push_back(hexAtGrid(firstColumn + (leftToRight ? k : width - 1 - k), row));
    }
    return path;
}

settlers::MapModel generatedMap(int hexes)
{
    const int columns = columnsFor(hexes);
    const int rows = std::max(1, hexes / columns);
    settlers::MapModel map = newMap(columns, rows, settlers::Ruleset::Classic);
    static constexpr std::array kLand{settlers::Terrain::Forest, settlers::Terrain::Pasture, settlers::Terrain::Fields,
                                      settlers::Terrain::Hills,  settlers::Terrain::Mountains, settlers::Terrain::Desert};
    static constexpr std::array kNumbers{2, 3, 4, 5, 6, 8, 9, 10, 11, 12};
    int k = 0;
    for (settlers::MapHex &hex : map.hexes) {
        const int column = columnOf(hex.at);
        if (column == 0 || hex.at.r == 0 || column == columns - 1 || hex.at.r == rows - 1)
            continue; // the ring of sea
        hex.terrain = kLand[std::size_t((column + 2 * hex.at.r) % int(kLand.size()))];
        if (settlers::isProductive(hex.terrain))
            hex.number = kNumbers[std::size_t(k++ % int(kNumbers.size()))];
    }
    map.title.en = "Benchmark " + std::to_string(hexes);
    return map;
}

} // namespace canaan::editor::bench
