// The application's name, version and icon, set once before anything reads QSettings.
#pragma once

#include <QString>

namespace canaan::app {

// Names and version: what QSettings and --version need; works with a QCoreApplication.
void setApplicationInfo();
// The window icon and the desktop entry's name; needs a QGuiApplication.
void setDesktopInfo();
// Inside the resources; also what the desktop file names.
inline const QString kIconResource = QStringLiteral(":/icons/canaan.svg");
inline const QString kDefaultMapResource = QStringLiteral(":/maps/canaan.canaanmap");

} // namespace canaan::app
