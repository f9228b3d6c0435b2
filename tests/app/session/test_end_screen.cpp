// The end screen of a known game (a generated game of computer players, seed fixed): the winner, how
// the game ended, the VP parts, the production and dice histogram from the log, and Rematch and New
// game. The game is then finished: Continue no longer offers it.
#include "app/session/settlers_module.h"
#include "app/app_info.h"
#include "engine/io/map_file.h"
#include "engine/settlers/rules/engine.h"
#include "play/autosave.h"
#include "app/settlers_table/game_window.h"
#include "app/session/demo_game.h"
#include "boardview/dice_chart.h"
#include "app/session/end_screen.h"
#include "app/session/game_main_window.h"
#include "app/session/new_game_dialog.h"
#include "app/session/session.h"

#include <QApplication>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTimer>
#include <QtTest>

using namespace canaan;

class TestEndScreen : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void showsTheResultOfAKnownGame_data();
    void showsTheResultOfAKnownGame();
    void rematchKeepsTheTableWithNewDice();
    void newGameOpensTheDialog();
    void tieBreakIsExplained();

private:
    session::GameMainWindow *finishedGame(session::Session &s, std::uint64_t seed, const QString &map);
};

void TestEndScreen::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    app::setApplicationInfo();
}

session::GameMainWindow *TestEndScreen::finishedGame(session::Session &s, std::uint64_t seed, const QString &map)
{
    s.setStepDelayOverride(600000);
    return session::SettlersModule::startGame(s, session::demoSetup(*loadMapFile(map).map, seed, 0, true, true));
}

void TestEndScreen::showsTheResultOfAKnownGame_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<QString>("map");
    QTest::newRow("canaan, seed 11") << quint64(11) << app::kDefaultMapResource;
    QTest::newRow("classic, seed 4") << quint64(4) << QStringLiteral(":/maps/classic.canaanmap");
}

void TestEndScreen::showsTheResultOfAKnownGame()
{
    QFETCH(quint64, seed);
    QFETCH(QString, map);
    session::Session s;
    session::GameMainWindow *game = finishedGame(s, seed, map);
    QVERIFY(game);
    const play::SettlersMatch &c = game->match();
    QVERIFY(c.state().isOver());
    session::EndScreen *end = game->endScreen();
    QVERIFY(end);
    QTRY_VERIFY(end->isVisible());
    QCOMPARE(play::autosaveState(), play::AutosaveState::Finished);
    QVERIFY(!play::hasGameToContinue());

    // The winner by name, and the reason.
    const settlers::GameState &state = c.state();
    for (int p = 0; p < game->gameWindow()->seats().size(); ++p)
        if (state.winners & (1u << p))
            QVERIFY2(end->headline().contains(game->gameWindow()->seats()[p].name), qPrintable(end->headline()));
    switch (state.endReason) {
    case settlers::EndReason::VictoryPoints: QVERIFY(end->reasonText().contains(QStringLiteral("victory points"))); break;
    case settlers::EndReason::Jerusalem:
    case settlers::EndReason::JerusalemShared: QVERIFY(end->reasonText().contains(QStringLiteral("Jerusalem"))); break;
    default: QFAIL("a generated game ends by VP or Jerusalem");
    }

    // VP: one row per player, the total as the engine counts it.
    QTableWidget *points = end->pointsTable();
    QCOMPARE(points->rowCount(), int(game->gameWindow()->seats().size()));
    // Issue 24, defect 3: counts as counts ("4 (8 VP)"), and the VP columns add up to the total.
    int totalColumn = -1;
    for (int column = 0; column < points->columnCount(); ++column)
        if (points->horizontalHeaderItem(column)->text() == QStringLiteral("Total VP"))
            totalColumn = column;
    QVERIFY(totalColumn > 2);
    const QRegularExpression countAndVp(QStringLiteral("^(\\d+) \\((\\d+) VP\\)$"));
    for (int p = 0; p < game->gameWindow()->seats().size(); ++p) {
        const settlers::VpParts parts = settlers::vpParts(c.rules(), state, p);
        QCOMPARE(points->item(p, 0)->text(), game->gameWindow()->seats()[p].name);
        QCOMPARE(points->item(p, totalColumn)->text().toInt(), parts.publicTotal() + parts.hiddenVpCards);
        QCOMPARE(points->item(p, 1)->text(), QStringLiteral("%1 (%1 VP)").arg(parts.settlements));
        QCOMPARE(points->item(p, 2)->text(), QStringLiteral("%1 (%2 VP)").arg(parts.cities).arg(2 * parts.cities));
        int sum = 0;
        for (int column = 1; column < totalColumn; ++column) {
            const QString text = points->item(p, column)->text();
            const auto match = countAndVp.match(text);
            sum += match.hasMatch() ? match.captured(2).toInt() : text.toInt();
        }
        QCOMPARE(sum, points->item(p, totalColumn)->text().toInt());
    }

    // Dice: counted here from the log.
    std::array<int, 13> dice{};
    int rolls = 0;
    for (const settlers::Action &a : c.log())
        if (a.kind == settlers::ActionKind::Dice) {
            ++dice[static_cast<std::size_t>(a.a + a.b)];
            ++rolls;
        }
    QCOMPARE(end->diceChart()->counts(), dice);
    QCOMPARE(end->stats().rolls, rolls);

    // Production: the table shows the statistics, and they add up to what was produced.
    QTableWidget *production = end->productionTable();
    QCOMPARE(production->rowCount(), game->gameWindow()->seats().size());
    int sum = 0;
    for (int p = 0; p < game->gameWindow()->seats().size(); ++p) {
        const settlers::PlayerStats &ps = end->stats().perPlayer[static_cast<std::size_t>(p)];
        for (int r = 0; r < settlers::kResourceCount; ++r)
            QCOMPARE(production->item(p, r + 1)->text().toInt(), ps.produced[static_cast<std::size_t>(r)]);
        QCOMPARE(production->item(p, settlers::kResourceCount + 1)->text().toInt(), ps.totalProduced());
        sum += ps.totalProduced();
    }
    QVERIFY(sum > 0);
    QVERIFY(end->closeButton()->isVisible());
    game->closeWithoutAsking();
}

void TestEndScreen::rematchKeepsTheTableWithNewDice()
{
    session::Session s;
    QPointer<session::GameMainWindow> game = finishedGame(s, 11, app::kDefaultMapResource);
    QVERIFY(game);
    const settlerstable::GameSetup before = game->currentSetup();
    QTRY_VERIFY(game->endScreen() && game->endScreen()->isVisible());
    game->endScreen()->rematchButton()->click();
    QTRY_VERIFY(game.isNull());
    session::GameMainWindow *rematch = session::SettlersModule::window(s);
    QVERIFY(rematch);
    const settlerstable::GameSetup after = rematch->currentSetup();
    QCOMPARE(rematch->match().log().size(), std::size_t(0));
        QVERIFY(after.seed != before.seed);
    QCOMPARE(after.seats.size(), before.seats.size());
    for (int i = 0; i < after.seats.size(); ++i) {
        QCOMPARE(after.seats[i].name, before.seats[i].name);
        QCOMPARE(after.seats[i].color, before.seats[i].color);
        QCOMPARE(after.seats[i].botId, before.seats[i].botId);
    }
    QVERIFY(after.map == before.map);
    QVERIFY(!rematch->match().state().isOver());
    QCOMPARE(play::autosaveState(), play::AutosaveState::Running);
    rematch->closeWithoutAsking();
}

void TestEndScreen::newGameOpensTheDialog()
{
    session::Session s;
    session::GameMainWindow *game = finishedGame(s, 11, app::kDefaultMapResource);
    QVERIFY(game);
    QTRY_VERIFY(game->endScreen() && game->endScreen()->isVisible());
    bool dialogSeen = false;
    QTimer::singleShot(0, [&dialogSeen] {
        QTRY_VERIFY(qobject_cast<session::NewGameDialog *>(QApplication::activeModalWidget()));
        dialogSeen = true;
        qobject_cast<QDialog *>(QApplication::activeModalWidget())->reject();
    });
    game->endScreen()->newGameButton()->click();
    QVERIFY(dialogSeen);
    QCOMPARE(session::SettlersModule::window(s), game); // cancelled: the finished game stays
    game->closeWithoutAsking();
}

void TestEndScreen::tieBreakIsExplained()
{
    // Issue 24, defect 4: Benjamin and Asher both had 10 VP, Asher won on stones 3 to 0.
    settlers::GameState state;
    state.numPlayers = 3;
    state.vp[0] = 7;
    state.vp[1] = 10;
    state.vp[2] = 10;
    state.stones[0] = 5;
    state.stones[2] = 3;
    const QStringList names{QStringLiteral("Judah"), QStringLiteral("Benjamin"), QStringLiteral("Asher")};
    const QString text = session::EndScreen::tieBreakText(state, names);
    QVERIFY2(text.contains(QStringLiteral("Benjamin, Asher were tied on 10 VP")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Benjamin 0, Asher 3")), qPrintable(text));
    state.vp[2] = 9; // no tie: nothing to explain
    QVERIFY(session::EndScreen::tieBreakText(state, names).isEmpty());
}

QTEST_MAIN(TestEndScreen)
#include "test_end_screen.moc"
