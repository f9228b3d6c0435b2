#include "tools/editor-bench/editor_driver.h"

#include "editor/window/editor_view.h"

#include <QApplication>
#include <QMouseEvent>
#include <QWheelEvent>

namespace canaan::editor::bench {

namespace {

class PaintCounter : public QObject {
public:
    int paints = 0;
    bool eventFilter(QObject *, QEvent *event) override
    {
        paints += event->type() == QEvent::Paint ? 1 : 0;
        return false;
    }
};

void send(EditorView *view, QEvent::Type type, QPointF scenePos, Qt::MouseButton button, Qt::MouseButtons buttons)
{
    const QPointF at = view->mapFromScene(scenePos);
    QMouseEvent event(type, at, view->viewport()->mapToGlobal(at), button, buttons, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &event);
}

} // namespace

void press(EditorView *view, QPointF scenePos)
{
    send(view, QEvent::MouseButtonPress, scenePos, Qt::LeftButton, Qt::LeftButton);
}

void moveTo(EditorView *view, QPointF scenePos, Qt::MouseButtons buttons)
{
    send(view, QEvent::MouseMove, scenePos, Qt::NoButton, buttons);
}

void release(EditorView *view, QPointF scenePos)
{
    send(view, QEvent::MouseButtonRelease, scenePos, Qt::LeftButton, Qt::NoButton);
}

void wheel(EditorView *view, int steps)
{
    const QPointF at = view->viewport()->rect().center();
    QWheelEvent event(at, view->viewport()->mapToGlobal(at), QPoint(), QPoint(0, 120 * steps), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(view->viewport(), &event);
}

void paintNow(EditorView *view)
{
    // As the event loop does: the scene turns its changed items into the view's update region,
    // then the widget paints that region (all of it after a zoom, two hexes after a hover).
    QApplication::processEvents();
    QApplication::processEvents();
    Q_UNUSED(view);
}

int paintCount(EditorView *view)
{
    auto *counter = view->viewport()->findChild<PaintCounter *>();
    if (!counter) {
        counter = new PaintCounter;
        counter->setParent(view->viewport());
        view->viewport()->installEventFilter(counter);
    }
    return counter->paints;
}

bool showsWholeMap(EditorView *view)
{
    const QRectF visible = view->mapToScene(view->viewport()->rect()).boundingRect();
    return visible.adjusted(-1, -1, 1, 1).contains(view->scene()->itemsBoundingRect());
}

} // namespace canaan::editor::bench
