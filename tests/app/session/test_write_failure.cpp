// A save or autosave that fails (a full disk, injected here) is shown, leaves the turns marked
// unsaved and the previous autosave whole (docs/reliability.md, "Nothing lost"). On a full disk the
// app once replaced a good autosave with a truncated one and said nothing.
#include "app/session/settlers_module.h"
#include "app/app_info.h"
#include "engine/io/map_file.h"
#include "engine/io/write_faults.h"
#include "app/settlers_table/game_setup.h"
#include "app/settlers_table/game_window.h"
#include "engine/settlers/rules/engine.h"
#include "play/autosave.h"
#include "app/session/demo_game.h"
#include "app/session/game_main_window.h"
#include "app/session/session.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace canaan;

namespace {

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestWriteFailure : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        app::setApplicationInfo();
        QVERIFY(m_dir.isValid());
    }

    void failedWritesAreShownAndLoseNothing()
    {
        session::Session session;
        session.setStepDelayOverride(600000); // the computer players wait: the game stays put
        QStringList reports;
        session.report = [&reports](QWidget *, const QString &, const QString &text) { reports << text; };
        const settlers::MapModel map = *loadMapFile(app::kDefaultMapResource).map;
        session::GameMainWindow *window = session::SettlersModule::startGame(session, session::demoSetup(map, 3, 120, false, false));
        QVERIFY(window);
        // One move of the person's, so that the game has a turn no file holds.
        play::SettlersMatch &match = window->match();
        QVERIFY(window->gameWindow()->isPersonDeciding());
        static settlers::ActionList legal;
        QVERIFY(settlers::legalActions(match.rules(), match.state(), legal) > 0);
        QVERIFY(window->gameWindow()->perform(legal[0]));
        QVERIFY(window->autosave());
        const QByteArray goodAutosave = contents(play::autosavePath());
        QVERIFY(!goodAutosave.isEmpty());

        {
            io::ScopedWriteFault fault(2, ENOSPC); // the first write of the data
            QVERIFY(!window->autosave());
        }
        QVERIFY2(window->statusBar()->currentMessage().contains(qt_error_string(ENOSPC)),
            qPrintable(window->statusBar()->currentMessage()));
        QCOMPARE(contents(play::autosavePath()), goodAutosave);

        const QString path = m_dir.filePath(QStringLiteral("game.canaansave"));
        QVERIFY(window->hasUnsavedTurns());
        {
            io::ScopedWriteFault fault(4, ENOSPC); // the flush
            QVERIFY(!window->saveTo(path));
        }
        QCOMPARE(reports.size(), 1);
        QVERIFY2(reports.front().contains(qt_error_string(ENOSPC)), qPrintable(reports.front()));
        QVERIFY(!QFile::exists(path));
        QVERIFY(window->hasUnsavedTurns());
        QVERIFY(window->isWindowModified());
        QVERIFY(window->filePath().isEmpty());
        window->closeWithoutAsking();
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestWriteFailure)
#include "test_write_failure.moc"
