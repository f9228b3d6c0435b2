// Opening a long saved game keeps the event loop running (the file is read and replayed in a worker
// while a progress dialog may show), and the resumed log lists only its last lines. The loader
// once ran in the window's thread and the log was filled line by line: a 5,000-action game froze
// the window for 71 s.
#include "app/app_info.h"
#include "app/settlers_table/game_log.h"
#include "engine/io/map_file.h"
#include "tools/resume-bench/passive_game.h"
#include "play/autosave.h"
#include "app/session/game_main_window.h"
#include "app/session/session.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace canaan;

class TestLongResume : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        app::setApplicationInfo();
    }

    void eventLoopRunsWhileALongGameOpens()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("long.canaansave"));
        settlers::GameState final{};
        const SavedGame game = bench::passiveGame(*loadMapFile(app::kDefaultMapResource).map, 200000, final);
        QVERIFY(saveSaveFile(game, game.rules(), final, path));

        QFile::remove(play::autosavePath());
        session::Session session;
        session.setStepDelayOverride(600000); // the computer players wait
        QStringList reports;
        session.report = [&reports](QWidget *, const QString &, const QString &text) { reports << text; };
        int ticks = 0;
        QTimer timer;
        connect(&timer, &QTimer::timeout, [&ticks] { ++ticks; });
        timer.start(1);
        session::GameMainWindow *window = qobject_cast<session::GameMainWindow *>(session.openFile(nullptr, path));
        const int ticksWhileOpening = ticks;
        timer.stop();
        QVERIFY2(window, qPrintable(reports.join(u'\n')));
        QVERIFY2(ticksWhileOpening > 0, "the event loop ran while the game was read and replayed");
        const auto *log = window->findChild<settlerstable::GameLog *>();
        QVERIFY(log);
        QCOMPARE(log->count(), settlerstable::GameLog::kResumedLines + 1);

        // A game this long is autosaved in a worker thread; the file it writes is whole.
        QVERIFY(game.log.size() >= session::GameMainWindow::kBackgroundAutosaveActions);
        QTRY_VERIFY_WITH_TIMEOUT(!window->isAutosaving(), 120000);
        const SaveLoadResult autosaved = loadSaveFile(play::autosavePath());
        QVERIFY2(autosaved.ok(), qPrintable(autosaved.error.toString()));
        QCOMPARE(autosaved.game->log.size(), game.log.size());
        window->closeWithoutAsking();
    }
};

QTEST_MAIN(TestLongResume)
#include "test_long_resume.moc"
