#include "companion/window/tap_board_view.h"

#include <QMouseEvent>

namespace canaan::companion {

void TapBoardView::mousePressEvent(QMouseEvent *event)
{
    m_pressed = event->button() == Qt::LeftButton;
    m_pressedAt = event->position().toPoint();
    BoardView::mousePressEvent(event);
}

void TapBoardView::mouseReleaseEvent(QMouseEvent *event)
{
    BoardView::mouseReleaseEvent(event);
    // A finger moves a little while tapping; more than that is a drag that pans the board.
    constexpr int kTapSlop = 12;
    if (m_pressed && event->button() == Qt::LeftButton &&
        (event->position().toPoint() - m_pressedAt).manhattanLength() <= kTapSlop)
        emit tapped(mapToScene(event->position().toPoint()));
    m_pressed = false;
}

} // namespace canaan::companion
