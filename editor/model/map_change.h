// What an edit changed, so views redraw only what they must. One flag set per change signal.
#pragma once

#include <QFlags>
#include <QMetaType>

namespace canaan::editor {

enum class MapChange {
    Hexes = 0x01,      // terrains, numbers, shuffle flags, the map's shape
    Harbors = 0x02,
    Jerusalem = 0x04,  // explicit sites
    Closed = 0x08,     // intersections closed to starting settlements
    Properties = 0x10, // titles, ruleset, players, options
    Everything = 0x1f,
};
Q_DECLARE_FLAGS(MapChanges, MapChange)
Q_DECLARE_OPERATORS_FOR_FLAGS(MapChanges)

} // namespace canaan::editor

Q_DECLARE_METATYPE(canaan::editor::MapChanges)
