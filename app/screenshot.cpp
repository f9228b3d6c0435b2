#include "app/screenshot.h"

#include "app/main_window.h"
#include "app/session/end_screen.h"
#include "app/session/game_main_window.h"

#include <QApplication>
#include <QCoreApplication>
#include <QMainWindow>
#include <QPixmap>
#include <QTimer>
#include <QWidget>
#include <cstdio>

namespace canaan::app {

void saveScreenshotAndQuit(QWidget *window, const QString &path)
{
    // A moment for the first paint and the fit to the final window size.
    QTimer::singleShot(800, window, [window, path] {
        const bool saved = window->grab().save(path, "PNG");
        if (!saved)
            std::fprintf(stderr, "%s\n", qPrintable(QCoreApplication::translate(
                                             "canaan::app::Screenshot", "Could not write the picture %1.")
                                                         .arg(path)));
        QCoreApplication::exit(saved ? 0 : 1);
    });
}

QWidget *screenshotTarget(MainWindow &start)
{
    if (QWidget *modal = QApplication::activeModalWidget())
        return modal;
    if (auto *game = qobject_cast<session::GameMainWindow *>(start.session()->coveringGame())) {
        if (game->endScreen() && game->endScreen()->isVisible())
            return game->endScreen();
        return game;
    }
    // `canaan --edit MAP --screenshot F` pictured the start screen behind the editor.
    for (QWidget *w : QApplication::topLevelWidgets())
        if (w != &start && w->isVisible() && qobject_cast<QMainWindow *>(w))
            return w;
    return &start;
}

} // namespace canaan::app
