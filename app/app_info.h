// The application's name, version and icon, set once before anything reads QSettings.
#pragma once

#include "app/session/default_map.h"

#include <QString>

namespace canaan::app {

// Names and version: what QSettings and --version need; works with a QCoreApplication.
void setApplicationInfo();
// The window icon and the desktop entry's name; needs a QGuiApplication.
void setDesktopInfo();
// Inside the resources; also what the desktop file names.
inline const QString kIconResource = QStringLiteral(":/icons/canaan.svg");
using session::kDefaultMapResource; // the session's, where a new game falls back on it

} // namespace canaan::app
