#include "tools/editor-bench/live_window.h"

#include "tools/editor-bench/bench_map.h"
#include "cartography/board_geometry.h"
#include "tools/editor-bench/stall_meter.h"
#include "editor/canvas/tool_controller.h"
#include "editor/model/map_document.h"
#include "editor/window/editor_view.h"
#include "editor/window/editor_window.h"
#include "editor/window/map_analysis.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QWindow>
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace canaan::editor::bench {

namespace {

constexpr int kStrokeHexes = 30;
constexpr int kMouseIntervalMs = 16; // a mouse reports about 60 times a second
constexpr int kSettleMs = 300;       // how long a pause lasts after the panels have shown the map
constexpr int kResultWaitMs = 10000; // a result later than this is reported, not waited for

double msSince(const QElapsedTimer &timer) { return double(timer.nsecsElapsed()) / 1e6; }

// Runs the event loop (timers, the analysis' results, paints) for `ms`.
void idle(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

// Wall-clock and GUI-thread CPU samples of one figure.
struct Samples {
    std::vector<double> wall, cpu;
    Timing timing() const { return {spreadOf(wall), spreadOf(cpu)}; }
};

// The window, its panels and the analysis' deliveries, as the app shows them.
class LiveWindow {
public:
    LiveWindow()
    {
        m_window.setInteractive(false); // no questions on close
        m_window.resize(1280, 860);
        m_window.show();
        if (!QTest::qWaitForWindowExposed(&m_window))
            std::fprintf(stderr, "canaan-editor-bench: the editor window was not exposed\n");
        m_window.activateWindow(); // the shortcuts (Ctrl+Z) go to the active window
        if (!QTest::qWaitForWindowActive(&m_window))
            std::fprintf(stderr, "canaan-editor-bench: the editor window did not become active\n");
        m_analysis = m_window.findChild<MapAnalysis *>();
    }

    EditorWindow &window() { return m_window; }
    EditorView *view() { return m_window.view(); }
    QWindow *handle() { return m_window.windowHandle(); }

    // Runs the event loop until the panels show the current map.
    void waitForResult()
    {
        QElapsedTimer waited;
        waited.start();
        while (m_analysis->isBusy() && waited.elapsed() < kResultWaitMs)
            idle(5);
        if (m_analysis->isBusy())
            std::fprintf(stderr, "canaan-editor-bench: no analysis result after %d ms\n", kResultWaitMs);
    }

    // A person's pause after an edit: the panels show the map, the loop runs on a little. Adds the
    // GUI thread's longest stall meanwhile to `stalls`.
    void pause(Samples &stalls)
    {
        m_stalls.restart();
        waitForResult();
        idle(kSettleMs);
        stalls.wall.push_back(m_stalls.longestGapMs());
        stalls.cpu.push_back(m_stalls.longestBusyMs());
    }

    // A point of the scene in the window's coordinates, where the window system reports the mouse.
    QPoint windowPoint(settlers::HexCoord hex)
    {
        const QPoint inView = view()->mapFromScene(cartography::sceneCentreOf(hex));
        return view()->viewport()->mapTo(&m_window, inView);
    }

private:
    EditorWindow m_window;
    MapAnalysis *m_analysis = nullptr;
    StallMeter m_stalls;
};

} // namespace

TimeSpread spreadOf(std::vector<double> ms)
{
    TimeSpread s;
    if (ms.empty())
        return s;
    std::sort(ms.begin(), ms.end());
    s.count = int(ms.size());
    s.median = ms[ms.size() / 2];
    s.p95 = ms[std::min(ms.size() - 1, std::size_t(std::ceil(0.95 * double(ms.size()))) - 1)];
    s.max = ms.back();
    return s;
}

namespace {

class Stopwatch {
public:
    Stopwatch() { restart(); }
    void restart()
    {
        m_wall.start();
        m_cpu = threadCpuNs();
    }
    void addTo(Samples &samples) const
    {
        samples.wall.push_back(msSince(m_wall));
        samples.cpu.push_back(double(threadCpuNs() - m_cpu) / 1e6);
    }

private:
    QElapsedTimer m_wall;
    qint64 m_cpu = 0;
};

// Opens the map `repeat` times: until the view is painted, and until the panels show its analysis.
void measureOpen(LiveWindow &live, const QString &file, int repeat, LiveFigures &f)
{
    Samples open, filled;
    for (int i = 0; i < repeat; ++i) {
        Stopwatch watch;
        if (!live.window().openFile(file))
            std::fprintf(stderr, "canaan-editor-bench: %s did not open\n", qPrintable(file));
        QApplication::processEvents(); // the paint of the fitted view
        watch.addTo(open);
        live.waitForResult();
        QApplication::processEvents(); // the panels' paint
        watch.addTo(filled);
        Samples afterOpening;
        live.pause(afterOpening);
    }
    f.open = open.timing();
    f.openFilled = filled.timing();
}

// One stroke of the brush through the window system, a mouse report per hex 16 ms apart; each
// hex timed from the report until its paint is done. Then the pause, its stall timed.
void stroke(LiveWindow &live, const std::vector<settlers::HexCoord> &path, Samples &brush, Samples &stalls)
{
    Stopwatch watch;
    QTest::mousePress(live.handle(), Qt::LeftButton, Qt::NoModifier, live.windowPoint(path.front()));
    QApplication::processEvents();
    watch.addTo(brush);
    for (std::size_t i = 1; i < path.size(); ++i) {
        idle(kMouseIntervalMs);
        watch.restart();
        QTest::mouseMove(live.handle(), live.windowPoint(path[i]));
        QApplication::processEvents();
        watch.addTo(brush);
    }
    QTest::mouseRelease(live.handle(), Qt::LeftButton, Qt::NoModifier, live.windowPoint(path.back()));
    const settlers::MapModel &map = live.window().document()->map();
    const settlers::Terrain painted = live.window().tools()->terrain();
    if (!std::all_of(path.begin(), path.end(), [&](settlers::HexCoord h) { return map.hexAt(h)->terrain == painted; }))
        std::fprintf(stderr, "canaan-editor-bench: the stroke missed hexes: its figures are not a brush's\n");
    live.pause(stalls);
}

// Ctrl+Z (or the redo keys) through the window system, until its paint is done.
void key(LiveWindow &live, const QKeySequence &keys, Samples &samples)
{
    Stopwatch watch;
    QTest::keySequence(live.handle(), keys);
    QApplication::processEvents();
    watch.addTo(samples);
}

} // namespace

LiveFigures measureLiveWindow(int hexes, const QString &file, int repeat)
{
    LiveFigures f;
    LiveWindow live;
    measureOpen(live, file, repeat, f);

    Samples brush, undo, redo, stalls, unused; // the redo keys' figures are like the undo's
    ToolController *tools = live.window().tools();
    tools->setTool(Tool::Terrain);
    const int columns = columnsFor(hexes);
    const int rows = hexes / columns;
    // A block of 6 columns, 5 rows deep: it stays in view at every zoom the strokes use.
    const std::vector<settlers::HexCoord> path = snakePath(columns / 2 - 3, 6, rows / 2 - 2, kStrokeHexes);
    // As opened (the whole map in view), then zoomed in until a hex is about 50 pixels wide (the
    // hexes themselves are drawn, not the overview picture): each stroke paints land with sea,
    // then back, so every hex of every stroke changes; at each zoom, undo and redo follow.
    const std::vector<double> zooms{0, 0.3};
    for (double zoom : zooms) {
        if (zoom > 0) {
            live.view()->resetTransform();
            live.view()->scale(zoom, zoom);
            live.view()->centerOn(cartography::sceneCentreOf(path[path.size() / 2]));
            live.pause(unused);
        }
        for (int i = 0; i < repeat; ++i) {
            tools->setTerrain(i % 2 == 0 ? settlers::Terrain::Sea : settlers::Terrain::Fields);
            stroke(live, path, brush, stalls);
        }
        // Undo the last stroke and redo it, with a pause after each.
        QUndoStack *stack = live.window().document()->undoStack();
        for (int i = 0; i < repeat; ++i) {
            const int before = stack->index();
            key(live, QKeySequence::Undo, undo);
            if (stack->index() != before - 1)
                std::fprintf(stderr, "canaan-editor-bench: Ctrl+Z did not undo\n");
            live.pause(stalls);
            key(live, QKeySequence::Redo, redo);
            if (stack->index() != before)
                std::fprintf(stderr, "canaan-editor-bench: the redo keys did not redo\n");
            live.pause(stalls);
        }
    }
    f.brush = brush.timing();
    f.undo = undo.timing();
    f.stall = stalls.timing();
    return f;
}

} // namespace canaan::editor::bench
