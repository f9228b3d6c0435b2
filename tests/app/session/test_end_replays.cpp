// Issue 41's ways into the replay window and the end screens' charts: the Conquest end screen's
// Replay… opens a replay of the game just played, the Conquest window's Game menu has Open Replay…,
// the start screen's Open Replay… opens a save of either game (the path given, no dialog), and the
// board game's end screen charts each player's victory points turn by turn up to the final score.
#include "app/session/settlers_module.h"
#include "play/autosave.h"
#include "app/app_info.h"
#include "app/session/demo_game.h"
#include "app/session/end_screen.h"
#include "app/card_table/conquest_end_screen.h"
#include "app/replay_viewer/line_chart.h"
#include "app/main_window.h"
#include "tests/app/card_table/person_clicks.h"
#include "app/replay_viewer/replay_window.h"
#include "app/session/conquest_module.h"
#include "app/session/game_main_window.h"
#include "app/session/session.h"
#include "engine/io/map_file.h"
#include "engine/settlers/rules/engine.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QMenuBar>
#include <QPointer>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace canaan;
using Button = app::MainWindow::Button;

namespace {

// The replay windows open now.
QList<replayviewer::ReplayWindow *> replayWindows()
{
    QList<replayviewer::ReplayWindow *> found;
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *r = qobject_cast<replayviewer::ReplayWindow *>(w); r && r->isVisible())
            found << r;
    return found;
}

void closeReplays()
{
    for (replayviewer::ReplayWindow *r : replayWindows())
        delete r;
}

// A finished Conquest game, played at the card table by seeded clicks of the person at seat 0.
cardtable::ConquestWindow *finishedConquest(session::Session &session)
{
    session.setStepDelayOverride(0);
    auto *table = session::ConquestModule::openWindow(
        session, cardtable::ConquestWindow::newGame(cardtable::ConquestChoices::defaults(), 5));
    if (!table)
        return nullptr;
    std::mt19937 rng(7);
    playOnByClicks(*table, rng, {});
    return table;
}

} // namespace

class TestEndReplays : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // keep the user's settings and autosave out of it
        app::setApplicationInfo();
    }

    void cleanup() { closeReplays(); }

    void conquestEndScreenReplaysTheGame()
    {
        session::Session session;
        QPointer<cardtable::ConquestWindow> table = finishedConquest(session);
        QVERIFY(table);
        QVERIFY(table->host().state().over());
        QPushButton *replay = table->table()->endScreen()->replayButton();
        QTRY_VERIFY(replay->isVisible());
        QVERIFY(!replay->text().isEmpty());
        QVERIFY(replayWindows().isEmpty());
        replay->click();
        const QList<replayviewer::ReplayWindow *> opened = replayWindows();
        QCOMPARE(opened.size(), 1);
        QVERIFY(opened.front()->conquestReplay());
        QCOMPARE(opened.front()->length(), static_cast<int>(table->host().log().size()));
        table->close();
    }

    void conquestMenuOffersOpenReplay()
    {
        session::Session session;
        session.setStepDelayOverride(0);
        QPointer<cardtable::ConquestWindow> table = session::ConquestModule::openWindow(
            session, cardtable::ConquestWindow::newGame(cardtable::ConquestChoices::defaults(), 8));
        QVERIFY(table);
        QAction *openReplay = nullptr;
        for (QAction *menu : table->menuBar()->actions())
            for (QAction *action : menu->menu()->actions())
                if (action->text() == QStringLiteral("Open Re&play…"))
                    openReplay = action;
        QVERIFY(openReplay);
        QVERIFY(openReplay->isVisible());
        // The session answers with its file dialog (modal): here only the request is counted.
        QObject::disconnect(table.data(), &cardtable::ConquestWindow::openReplayRequested, &session, nullptr);
        QSignalSpy asked(table.data(), &cardtable::ConquestWindow::openReplayRequested);
        openReplay->trigger();
        QCOMPARE(asked.size(), 1);
        table->close();
    }

    void startScreenOpensAReplayOfEitherGame()
    {
        app::MainWindow window;
        QPushButton *button = window.button(Button::OpenReplay);
        QVERIFY(button);
        QVERIFY(!button->text().isEmpty());
        QVERIFY(!button->toolTip().isEmpty());

        // A finished Conquest game and an unfinished board game, saved, then opened by path.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        session::Session &session = *window.session();
        QPointer<cardtable::ConquestWindow> table = finishedConquest(session);
        QVERIFY(table);
        const QString conquestPath = dir.filePath(QStringLiteral("conquest.canaansave"));
        QString error;
        QVERIFY2(table->saveTo(conquestPath, &error), qPrintable(error));
        const int conquestLength = static_cast<int>(table->host().log().size());
        table->close();

        replayviewer::ReplayWindow *conquestReplay = window.openReplay(conquestPath);
        QVERIFY(conquestReplay);
        QVERIFY(conquestReplay->conquestReplay());
        QCOMPARE(conquestReplay->length(), conquestLength);

        session.setStepDelayOverride(600000);
        session::GameMainWindow *game =
            session::SettlersModule::startGame(session, session::demoSetup(*loadMapFile(app::kDefaultMapResource).map, 11, 0, true, true));
        QVERIFY(game);
        const QString boardPath = dir.filePath(QStringLiteral("board.canaansave"));
        QVERIFY(game->saveTo(boardPath));
        const int boardLength = static_cast<int>(game->match().log().size());
        replayviewer::ReplayWindow *boardReplay = window.openReplay(boardPath);
        QVERIFY(boardReplay);
        QVERIFY(boardReplay->boardWindow());
        QCOMPARE(boardReplay->length(), boardLength);
        session.closeGames();

        // A damaged save: reported with the file's name, and no window.
        const QString damaged = dir.filePath(QStringLiteral("damaged.canaansave"));
        QFile file(damaged);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{ not a save");
        file.close();
        QString said;
        session.report = [&](QWidget *, const QString &, const QString &text) { said = text; };
        QVERIFY(!window.openReplay(damaged));
        QVERIFY2(said.contains(QStringLiteral("damaged.canaansave")), qPrintable(said));
    }

    void boardEndScreenChartsTheVictoryPoints()
    {
        session::Session session;
        session.setStepDelayOverride(600000);
        session::GameMainWindow *game =
            session::SettlersModule::startGame(session, session::demoSetup(*loadMapFile(app::kDefaultMapResource).map, 11, 0, true, true));
        QVERIFY(game);
        const play::SettlersMatch &match = game->match();
        QVERIFY(match.state().isOver());
        session::EndScreen *end = game->endScreen();
        QVERIFY(end);
        QTRY_VERIFY(end->isVisible());
        QVERIFY(end->charts()->indexOf(end->vpChart()) >= 0);
        const QList<replayviewer::ChartLine> &lines = end->vpChart()->lines();
        QCOMPARE(lines.size(), static_cast<int>(game->match().seats().size()));
        for (int seat = 0; seat < lines.size(); ++seat) {
            QVERIFY(!lines[seat].values.isEmpty());
            QCOMPARE(lines[seat].values.last(), double(settlers::victoryPoints(match.rules(), match.state(), seat)));
        }
        session.closeGames();
    }
};

QTEST_MAIN(TestEndReplays)
#include "test_end_replays.moc"
