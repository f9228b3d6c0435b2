#include "editor/window/editor_view.h"

#include "editor/canvas/tool_controller.h"

#include <QMouseEvent>
#include <QScrollBar>

namespace canaan::editor {

EditorView::EditorView(ToolController *tools, QWidget *parent) : boardview::BoardView(parent), m_tools(tools)
{
    setDragMode(QGraphicsView::NoDrag); // the left button belongs to the tools
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
}

void EditorView::mousePressEvent(QMouseEvent *event)
{
    setFocus();
    const bool pan = event->button() == Qt::MiddleButton
                     || (event->button() == Qt::RightButton && (event->modifiers() & Qt::AltModifier));
    if (pan) {
        m_panning = true;
        m_panFrom = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        return;
    }
    m_tools->press(mapToScene(event->position().toPoint()), event->button(), event->modifiers());
}

void EditorView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panning) {
        const QPoint delta = event->position().toPoint() - m_panFrom;
        m_panFrom = event->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        return;
    }
    m_tools->move(mapToScene(event->position().toPoint()), event->buttons());
}

void EditorView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning) {
        m_panning = false;
        viewport()->unsetCursor();
        return;
    }
    m_tools->release(mapToScene(event->position().toPoint()), event->button());
}

void EditorView::keyPressEvent(QKeyEvent *event)
{
    if (!m_tools->key(event))
        boardview::BoardView::keyPressEvent(event);
}

} // namespace canaan::editor
