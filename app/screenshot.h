// --screenshot: saves a picture of a window once it has been shown and laid out, then quits.
// Used by scripts/screenshots.sh; a grab needs no window manager.
#pragma once

#include <QString>

class QWidget;

namespace canaan::app {

class MainWindow;

void saveScreenshotAndQuit(QWidget *window, const QString &path);

// What --screenshot pictures: an open dialog, else the board game's end screen or the game, else
// another window opened from the start (the map editor of --edit, a Conquest table), else the
// start screen itself.
QWidget *screenshotTarget(MainWindow &start);

} // namespace canaan::app
