// The board view of the companion: it still zooms and pans like the game's, and reports a tap
// (a press and release without dragging) with its place on the board.
#pragma once

#include "boardview/board_view.h"

namespace canaan::companion {

class TapBoardView : public boardview::BoardView {
    Q_OBJECT
public:
    using boardview::BoardView::BoardView;

signals:
    void tapped(QPointF scenePoint);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    QPoint m_pressedAt;
    bool m_pressed = false;
};

} // namespace canaan::companion
