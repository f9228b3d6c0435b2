// What the drawing commands (render, print) share before they draw: the graphical application
// object that drawing text needs (main() makes one for them), and the map, a built-in name or a file
// read through the bounded reader.
#pragma once

#include "tools/canaan-cli/cli_streams.h"

#include "engine/settlers/board/map.h"

#include <QString>
#include <optional>

namespace canaan::cli {

// The map, or nothing after one line on streams.err (the reader's "FILE:...: error: ..." for a map
// that cannot be read).
std::optional<settlers::MapModel> loadMapToDraw(const QString &command, const QString &mapArgument, Streams &streams);

} // namespace canaan::cli
