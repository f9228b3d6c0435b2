// --screenshot: saves a picture of a window once it has been shown and laid out, then quits.
// Used by scripts/screenshots.sh; a grab needs no window manager.
#pragma once

#include <QString>

class QWidget;

namespace canaan::app {

void saveScreenshotAndQuit(QWidget *window, const QString &path);

} // namespace canaan::app
