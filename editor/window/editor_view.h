// The editor's view of the board: the left button works the current tool, the middle button (or
// the right button with Alt) pans, the wheel zooms. Keys go to the tool first (typed numbers).
#pragma once

#include "boardview/board_view.h"

namespace canaan::editor {

class ToolController;

class EditorView : public boardview::BoardView {
    Q_OBJECT
public:
    EditorView(ToolController *tools, QWidget *parent = nullptr);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    ToolController *m_tools;
    bool m_panning = false;
    QPoint m_panFrom;
};

} // namespace canaan::editor
