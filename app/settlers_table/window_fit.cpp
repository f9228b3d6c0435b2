#include "app/settlers_table/window_fit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace canaan::settlerstable {

void resizeToFit(QWidget *window, QSize preferred)
{
    const QScreen *screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    window->resize(screen ? preferred.boundedTo(screen->availableGeometry().size()) : preferred);
}

} // namespace canaan::settlerstable
