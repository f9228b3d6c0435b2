#include "screenshot.h"

#include <QCoreApplication>
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

} // namespace canaan::app
