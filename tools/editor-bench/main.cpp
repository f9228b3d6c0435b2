// canaan-editor-bench: how long the map editor makes a designer wait, on generated maps of 100,
// 1,000 and 10,000 hexes. Runs offscreen (no display needed); each figure includes the paint of
// the view. docs/editor.md records the figures.
//
//   canaan-editor-bench [--sizes 100,1000,10000] [--repeat 3] [--maps DIR]
// --maps also keeps the generated maps in DIR (bench_N.canaanmap), for canaan-cli render and validate.
#include "tools/editor-bench/bench_map.h"
#include "tools/editor-bench/editor_driver.h"
#include "tools/editor-bench/live_window.h"
#include "engine/io/map_file.h"
#include "editor/model/map_document.h"
#include "editor/model/map_edits.h"
#include "editor/canvas/tool_controller.h"
#include "cartography/board_geometry.h"
#include "editor/window/balance_panel.h"
#include "editor/window/editor_view.h"
#include "editor/window/editor_window.h"
#include "editor/window/validation_panel.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace canaan;
using namespace canaan::editor;

namespace {

constexpr int kStrokeHexes = 30;
constexpr double kHandStrokeMs = 500;
constexpr int kZoomNotches = 20;

double msSince(const QElapsedTimer &timer) { return double(timer.nsecsElapsed()) / 1e6; }

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

// 30 neighbouring hexes snaking across the land from row `firstRow`.
std::vector<settlers::HexCoord> snake(int hexes, int firstRow)
{
    return bench::snakePath(1, bench::columnsFor(hexes) - 2, firstRow, kStrokeHexes);
}

QPointF centre(settlers::HexCoord h) { return cartography::sceneCentreOf(h); }

// The mouse's position `fraction` of the way along the path, at constant speed.
QPointF along(const std::vector<settlers::HexCoord> &path, double fraction)
{
    const double at = std::clamp(fraction, 0.0, 1.0) * double(path.size() - 1);
    const auto i = std::min(std::size_t(at), path.size() - 2);
    const double t = at - double(i);
    return centre(path[i]) * (1 - t) + centre(path[i + 1]) * t;
}

int paintedCount(const settlers::MapModel &map, const std::vector<settlers::HexCoord> &path, settlers::Terrain terrain)
{
    return int(std::count_if(path.begin(), path.end(), [&](settlers::HexCoord h) {
        const settlers::MapHex *hex = map.hexAt(h);
        return hex && hex->terrain == terrain;
    }));
}

struct Figures {
    double open = 0, hover = 0, brush = 0, undo = 0, validation = 0, balance = 0;
    int handPainted = 0;
    int hoverPaints = 0; // the view's paints during the hover: one per hex crossed
    double zoomMin = 1e9, zoomMax = 0;
    int zoomOutSteps = -1; // wheel notches from 1:1 to the whole map; -1: never
};

Figures measure(int hexes, int repeat, const QString &file)
{
    Figures f;
    EditorWindow window;
    window.setInteractive(false);
    window.resize(1280, 860);
    window.show();
    bench::paintNow(window.view());
    EditorView *view = window.view();

    std::vector<double> opens;
    for (int i = 0; i < repeat; ++i) {
        const int paints = bench::paintCount(view);
        QElapsedTimer timer;
        timer.start();
        window.openFile(file);
        bench::paintNow(view);
        opens.push_back(msSince(timer));
        if (bench::paintCount(view) == paints)
            std::fprintf(stderr, "canaan-editor-bench: the view did not paint after opening\n");
    }
    f.open = median(opens);
    const int rows = hexes / bench::columnsFor(hexes);

    // Hover: the mouse crosses 30 hexes with no button down.
    const std::vector<settlers::HexCoord> hoverPath = snake(hexes, 1);
    const int paintsBefore = bench::paintCount(view);
    QElapsedTimer timer;
    timer.start();
    for (settlers::HexCoord h : hoverPath) {
        bench::moveTo(view, centre(h), Qt::NoButton);
        bench::paintNow(view);
    }
    f.hover = msSince(timer) / kStrokeHexes;
    f.hoverPaints = bench::paintCount(view) - paintsBefore;

    // Brush: one event per hex, so every hex is painted; the cost per hex.
    window.tools()->setTool(Tool::Terrain);
    window.tools()->setTerrain(settlers::Terrain::Sea); // the snake runs over land: every step paints
    const std::vector<settlers::HexCoord> brushPath = snake(hexes, std::max(1, rows / 2 - 2));
    timer.restart();
    bench::press(view, centre(brushPath.front()));
    bench::paintNow(view);
    for (std::size_t i = 1; i < brushPath.size(); ++i) {
        bench::moveTo(view, centre(brushPath[i]), Qt::LeftButton);
        bench::paintNow(view);
    }
    bench::release(view, centre(brushPath.back()));
    bench::paintNow(view);
    f.brush = msSince(timer) / kStrokeHexes;

    std::vector<double> undos;
    for (int i = 0; i < repeat; ++i) {
        timer.restart();
        window.document()->undoStack()->undo();
        bench::paintNow(view);
        undos.push_back(msSince(timer));
        window.document()->undoStack()->redo();
        bench::paintNow(view);
    }
    f.undo = median(undos);

    // A stroke at hand speed: the mouse goes where the hand is when the editor is ready for the
    // next event, as Qt merges the moves that arrive while it is busy.
    window.tools()->setTerrain(settlers::Terrain::Copper); // none on the generated maps
    const std::vector<settlers::HexCoord> handPath = snake(hexes, std::max(1, std::min(rows / 2 + 3, rows - 5)));
    timer.restart();
    bench::press(view, centre(handPath.front()));
    bench::paintNow(view);
    while (msSince(timer) < kHandStrokeMs) {
        bench::moveTo(view, along(handPath, msSince(timer) / kHandStrokeMs), Qt::LeftButton);
        bench::paintNow(view);
    }
    bench::moveTo(view, centre(handPath.back()), Qt::LeftButton);
    bench::release(view, centre(handPath.back()));
    bench::paintNow(view);
    f.handPainted = paintedCount(window.document()->map(), handPath, settlers::Terrain::Copper);

    std::vector<double> validations, balances;
    for (int i = 0; i < repeat; ++i) {
        timer.restart();
        window.validationPanel()->showIssues(window.document()->map());
        validations.push_back(msSince(timer));
        timer.restart();
        window.balancePanel()->showBalance(window.document()->map());
        balances.push_back(msSince(timer));
    }
    f.validation = median(validations);
    f.balance = median(balances);

    // Zoom: twenty notches in from the whole map (past the switch from the overview picture to the
    // hexes on every size), then twenty out.
    view->fitToWindow();
    bench::paintNow(view);
    std::vector<int> steps(kZoomNotches, 1);
    steps.resize(2 * kZoomNotches, -1);
    for (int step : steps) {
        timer.restart();
        bench::wheel(view, step);
        bench::paintNow(view);
        const double ms = msSince(timer);
        if (qEnvironmentVariableIsSet("CANAAN_BENCH_VERBOSE"))
            std::fprintf(stderr, "zoom %+d: %.1f ms, zoom factor %.3f\n", step, ms, view->zoomFactor());
        f.zoomMin = std::min(f.zoomMin, ms);
        f.zoomMax = std::max(f.zoomMax, ms);
    }
    // From 1:1, can the wheel reach the whole map?
    view->resetTransform();
    for (int notch = 0; notch <= 60; ++notch) {
        if (bench::showsWholeMap(view)) {
            f.zoomOutSteps = notch;
            break;
        }
        bench::wheel(view, -1);
    }
    return f;
}

QString spreadText(const bench::TimeSpread &s)
{
    return QStringLiteral("%1 / %2 / %3 (%4)")
        .arg(s.median, 0, 'f', 1)
        .arg(s.p95, 0, 'f', 1)
        .arg(s.max, 0, 'f', 1)
        .arg(s.count);
}

void printLoad()
{
    double load[3] = {0, 0, 0};
    if (getloadavg(load, 3) == 3)
        std::printf("load average: %.2f %.2f %.2f\n", load[0], load[1], load[2]);
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? "offscreen" : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // drafts and settings stay out of the user's folders
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Times the map editor on generated maps."));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("sizes"), QStringLiteral("Map sizes in hexes, comma-separated."),
                      QStringLiteral("LIST"), QStringLiteral("100,1000,10000")});
    parser.addOption({QStringLiteral("repeat"), QStringLiteral("Runs of open and undo (the median counts)."),
                      QStringLiteral("N"), QStringLiteral("3")});
    parser.addOption({QStringLiteral("maps"), QStringLiteral("Keep the generated maps in this folder."),
                      QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("live-only"), QStringLiteral("Only the figures of the live window.")});
    parser.process(app);

    QTemporaryDir temporary;
    const QDir dir(parser.isSet(QStringLiteral("maps")) ? parser.value(QStringLiteral("maps")) : temporary.path());
    const int repeat = std::max(1, parser.value(QStringLiteral("repeat")).toInt());
    const QStringList sizes = parser.value(QStringLiteral("sizes")).split(u',');
    std::vector<std::pair<int, QString>> maps;
    for (const QString &size : sizes) {
        bool ok = false;
        const int hexes = size.toInt(&ok);
        if (!ok || hexes < 100) {
            std::fprintf(stderr, "canaan-editor-bench: --sizes: \"%s\" is not a size of 100 hexes or more\n",
                         qPrintable(size));
            return 2;
        }
        const QString file = dir.filePath(QStringLiteral("bench_%1.canaanmap").arg(hexes));
        QString error;
        if (!saveMapFile(bench::generatedMap(hexes), file, &error)) {
            std::fprintf(stderr, "canaan-editor-bench: %s: %s\n", qPrintable(file), qPrintable(error));
            return 1;
        }
        maps.emplace_back(hexes, file);
    }

    printLoad();
    std::printf("The editor window with its panels, the event loop running, input through the window system; "
                "ms, median / 95th percentile / max (samples); wall clock, then the GUI thread's CPU time:\n\n"
                "| hexes | time | open | open until the panels show it | brushed hex | undo (Ctrl+Z) "
                "| longest GUI-thread stall in a pause after an edit |\n|---|---|---|---|---|---|---|\n");
    for (const auto &[hexes, file] : maps) {
        const bench::LiveFigures live = bench::measureLiveWindow(hexes, file, repeat);
        for (bool wall : {true, false}) {
            auto text = [wall](const bench::Timing &t) { return spreadText(wall ? t.wall : t.cpu).toStdString(); };
            std::printf("| %d | %s | %s | %s | %s | %s | %s |\n", hexes, wall ? "wall" : "CPU", text(live.open).c_str(),
                        text(live.openFilled).c_str(), text(live.brush).c_str(), text(live.undo).c_str(),
                        text(live.stall).c_str());
        }
        std::fflush(stdout);
    }
    printLoad();
    if (parser.isSet(QStringLiteral("live-only")))
        return 0;

    std::printf("\nThe view driven directly, one event at a time (no event loop between them):\n\n");
    std::printf("| hexes | open ms | hover ms/hex | brush ms/hex | 30-hex stroke in 0.5 s | undo ms | validation ms "
                "| balance ms | zoom step ms | wheel notches to the whole map |\n|---|---|---|---|---|---|---|---|---|---|\n");
    for (const auto &[hexes, file] : maps) {
        const Figures f = measure(hexes, repeat, file);
        if (f.hoverPaints < kStrokeHexes)
            std::fprintf(stderr, "canaan-editor-bench: %d hexes: the view painted %d times for %d hexes hovered\n", hexes,
                         f.hoverPaints, kStrokeHexes);
        std::printf("| %d | %.0f | %.2f | %.2f | %d of %d | %.1f | %.1f | %.1f | %.1f-%.1f | %s |\n", hexes, f.open,
                    f.hover, f.brush, f.handPainted, kStrokeHexes, f.undo, f.validation, f.balance, f.zoomMin,
                    f.zoomMax, f.zoomOutSteps < 0 ? "never" : qPrintable(QString::number(f.zoomOutSteps)));
        std::fflush(stdout);
    }
    return 0;
}
