// Windows open at their preferred size when the screen has room for it, else at the size of the
// screen's free area (a 1366×768 laptop shows 1280×720 or so: issue 42).
#pragma once

#include <QSize>

class QWidget;

namespace canaan::settlerstable {

void resizeToFit(QWidget *window, QSize preferred);

} // namespace canaan::settlerstable
