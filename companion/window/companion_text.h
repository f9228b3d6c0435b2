// The companion's words for the game's things, in one translation context so the window's parts
// say them alike.
#pragma once

#include "engine/settlers/board/terrain.h"
#include "companion/tabletop.h"

#include <QString>

namespace canaan::companion {

QString resourceName(settlers::Resource r);
QString terrainName(settlers::Terrain t);
// "2 × Lumber, 1 × Ore, 1 × any one resource (Copper)".
QString receiptText(const Receipt &receipt);
// The announcement of the end of the game, or empty.
QString endText(const TableSession &session, const GameEnd &end);
// A player's name in his colour, for rich text.
QString coloredName(const TableSession &session, int player);

} // namespace canaan::companion
