// What one edit changed in a map, and nothing more: the hexes that changed, left or arrived (with
// their places in the list, so undo restores the exact order), and the small rest of the map
// (harbors, sites, closed intersections, properties) when it changed. An undo step holds this
// rather than two copies of the map, so its size and its cost follow the edit, not the map.
#pragma once

#include "cartography/hex_lookup.h"

#include <optional>
#include <vector>

namespace canaan::editor {

class MapDelta {
public:
    MapDelta() = default;
    MapDelta(const settlers::MapModel &before, const settlers::MapModel &after);

    bool isEmpty() const;
    // Whether hexes arrive or leave (the map's shape and the list's indices change).
    bool reshapes() const;
    // Turn a map equal to `before` into `after`, and back; `lookup` indexes `map` and is kept so.
    void redo(settlers::MapModel &map, cartography::HexLookup &lookup) const;
    void undo(settlers::MapModel &map, cartography::HexLookup &lookup) const;
    // Whether it replaces the whole list of hexes (hexes() then lists them all).
    bool replacesHexes() const { return m_whole.has_value(); }
    // Every hex this delta touches.
    std::vector<settlers::HexCoord> hexes() const;
    // Whether the harbors, sites, closed intersections or properties change.
    bool changesRest() const { return m_rest.has_value(); }
    // This delta followed by `later`, when neither reshapes the map; false otherwise.
    bool absorb(const MapDelta &later);

private:
    struct Change {
        std::size_t index; // in the map before (the same after, as no hex before it moves)
        settlers::MapHex before, after;
    };
    struct Placed {
        std::size_t index;
        settlers::MapHex hex;
    };
    struct Rest {
        settlers::MapModel before, after; // without hexes
    };
    std::vector<Change> m_changed;
    std::vector<Placed> m_removed; // indices in the map before, ascending
    std::vector<Placed> m_added;   // indices in the map after, ascending
    // When the kept hexes changed order (a replaced map): both lists whole.
    std::optional<std::pair<std::vector<settlers::MapHex>, std::vector<settlers::MapHex>>> m_whole;
    std::optional<Rest> m_rest;
};

} // namespace canaan::editor
