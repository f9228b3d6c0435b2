// resume-bench: how long a saved game of N actions takes to open in the game window, and how long
// the window's event loop stalls meanwhile (docs/reliability.md, "Long games").
//
//   resume-bench [ACTIONS...]        default: 10000 1000000
//
// For each size it writes a passive game (passive_game.h) to a temporary file, then measures
// loadSaveFile alone, and Session::openFile up to the shown window (which loads again, replays the
// log in the controller and fills the game log), with the longest gap between two ticks of a 10 ms
// timer meanwhile (how long the windows froze), and the same while the game goes on for 3 s (the
// computer seats play, and each turn is autosaved).
#include "app/settlers_table/game_log.h"
#include "engine/io/map_file.h"
#include "tools/resume-bench/passive_game.h"
#include "app/session/game_main_window.h"
#include "app/session/session.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <cstdio>

using namespace canaan;

int main(int argc, char *argv[])
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // the autosave of the opened game stays out of the way
    QList<int> sizes;
    for (const QString &argument : app.arguments().mid(1))
        sizes << argument.toInt();
    if (sizes.isEmpty())
        sizes = {10000, 1000000};
    const MapLoadResult map = loadMapFile(QStringLiteral(":/maps/canaan.canaanmap"));
    if (!map.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(map.error.toString()));
        return 1;
    }
    QTemporaryDir dir;
    for (int size : sizes) {
        settlers::GameState final{};
        const SavedGame game = bench::passiveGame(*map.map, size, final);
        const QString path = dir.filePath(QStringLiteral("long.canaansave"));
        QString error;
        if (!saveSaveFile(game, game.rules(), final, path, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        QElapsedTimer clock;
        clock.start();
        const SaveLoadResult loaded = loadSaveFile(path);
        const double loadSeconds = clock.nsecsElapsed() / 1e9;
        if (!loaded.ok()) {
            std::fprintf(stderr, "%s\n", qPrintable(loaded.error.toString()));
            return 1;
        }
        session::Session session;
        session.report = [](QWidget *, const QString &, const QString &text) {
            std::fprintf(stderr, "%s\n", qPrintable(text));
        };
        // A 10 ms timer: the longest time between two of its ticks is the longest the windows froze.
        qint64 longestGap = 0;
        QElapsedTimer tick;
        QTimer timer;
        QObject::connect(&timer, &QTimer::timeout, [&] { longestGap = std::max(longestGap, tick.restart()); });
        clock.restart();
        tick.start();
        timer.start(10);
        session::GameMainWindow *window = qobject_cast<session::GameMainWindow *>(session.openFile(nullptr, path));
        if (!window)
            return 1;
        QApplication::processEvents(); // the first paint
        const double openSeconds = clock.nsecsElapsed() / 1e9;
        longestGap = std::max(longestGap, tick.restart());
        const qint64 longestGapOpening = longestGap;
        longestGap = 0;
        QEventLoop settle;
        QTimer::singleShot(3000, &settle, &QEventLoop::quit);
        settle.exec();
        const int lines = window->findChild<settlerstable::GameLog *>() ? window->findChild<settlerstable::GameLog *>()->count() : -1;
        std::printf("%d actions (%lld bytes): loadSaveFile %.3f s, open to first paint %.3f s, longest freeze "
                    "while opening %lld ms, log %d lines, longest freeze in the next 3 s %lld ms\n",
            size, static_cast<long long>(QFileInfo(path).size()), loadSeconds, openSeconds, longestGapOpening, lines,
            longestGap);
        std::fflush(stdout);
        window->closeWithoutAsking();
        QApplication::processEvents();
    }
    return 0;
}
