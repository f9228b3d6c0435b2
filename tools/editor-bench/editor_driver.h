// Drives the editor's view as a user's mouse would, and lets it paint what changed (offscreen, so
// the timings include the paint a user waits for).
#pragma once

#include <QPointF>
#include <Qt>

namespace canaan::editor {
class EditorView;
}

namespace canaan::editor::bench {

void press(EditorView *view, QPointF scenePos);
void moveTo(EditorView *view, QPointF scenePos, Qt::MouseButtons buttons);
void release(EditorView *view, QPointF scenePos);
// One notch of the wheel at the view's centre: in when steps > 0.
void wheel(EditorView *view, int steps);
// Delivers pending events, and so paints the part of the view that needs it.
void paintNow(EditorView *view);
// How many times the view has painted since the first call (to check that paintNow paints).
int paintCount(EditorView *view);
// Whether the whole scene rect is inside the viewport.
bool showsWholeMap(EditorView *view);

} // namespace canaan::editor::bench
