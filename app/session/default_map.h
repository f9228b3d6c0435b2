// The map a new game starts on when none is chosen: the built-in Canaan map.
#pragma once

#include <QString>

namespace canaan::session {

// A resource of the built-in maps (:/maps/, resources/maps). Here, with the new-game choices that
// fall back on it, and not in the app's own header above the session (app/app_info.h): the session
// may not include a layer above its own (tests/house/check_includes.py).
inline const QString kDefaultMapResource = QStringLiteral(":/maps/canaan.canaanmap");

} // namespace canaan::session
