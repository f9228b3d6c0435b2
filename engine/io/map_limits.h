// Whether this engine can play a map: at most kMaxTiles hexes (open sea, touching no land, does
// not count), kMaxVertices intersections and kMaxEdges paths on land (engine/settlers/rules/limits.h,
// docs/map-format.md "Limits"). A map beyond them loads and can be edited, but not played, so the
// validator reports it as an error that names the limit.
#pragma once

#include "engine/io/map_file.h"

namespace canaan {

std::vector<MapIssue> findPlayLimitErrors(const settlers::MapModel &map);

} // namespace canaan
