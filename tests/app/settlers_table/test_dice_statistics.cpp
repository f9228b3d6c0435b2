// Issue 24: the dice statistics during a game. A toggled panel (View menu and the D key) shows the
// rolls so far against the expected curve; its counts are the log's dice outcomes, updated as the
// dice are rolled, and the same after the game is resumed from its log. The dice themselves end
// their tumble on the real roll.
#include "app/table_kit/dice_view.h"
#include "app/settlers_table/dice_stats_panel.h"
#include "app/settlers_table/game_window.h"
#include "tests/app/settlers_table/local_game.h"
#include "engine/settlers/stats/game_stats.h"
#include "tests/app/sample_map.h"

#include <QAction>
#include <QTest>

using namespace canaan;
using namespace canaan::settlerstable;

namespace {

GameSetup computersOnly()
{
    GameSetup setup;
    setup.map = testing::sampleCanaanMap();
    setup.seats = defaultSeats(3, QStringLiteral("random"));
    setup.seats[0].botId = QStringLiteral("random");
    setup.seed = 5;
    setup.turnLimit = 200;
    return setup;
}

// The log's dice, counted by the statistics of the end screen (a replay of the whole log).
std::array<int, 13> replayedCounts(const play::SettlersMatch &match)
{
    return settlers::computeGameStats(match.rules(), match.state().numPlayers, match.log()).diceCounts;
}

} // namespace

class TestDiceStatistics : public QObject {
    Q_OBJECT
private slots:
    void countsTheDiceOutcomesOnly();
    void panelFollowsTheRollsAndAResumedGame();
    void diceShowTheRollAfterTumbling();
};

void TestDiceStatistics::countsTheDiceOutcomesOnly()
{
    const std::vector<settlers::Action> log{settlers::makeAction(settlers::ActionKind::FirstRoll, 0, 6, 6), settlers::makeAction(settlers::ActionKind::Roll, 0),
                                  settlers::makeAction(settlers::ActionKind::Dice, 0, 3, 4),     settlers::makeAction(settlers::ActionKind::Roll, 1),
                                  settlers::makeAction(settlers::ActionKind::Dice, 1, 1, 1),     settlers::makeAction(settlers::ActionKind::Dice, 2, 4, 3)};
    DiceStatsPanel panel;
    panel.showLog(log);
    std::array<int, 13> expected{};
    expected[7] = 2;
    expected[2] = 1;
    QCOMPARE(panel.counts(), expected); // the first-player roll is not a production roll
    QCOMPARE(panel.rolls(), 3);
}

void TestDiceStatistics::panelFollowsTheRollsAndAResumedGame()
{
    GameSetup setup = computersOnly();
    testing::LocalGame game(setup);
    GameWindow &window = game.window;
    window.show();
    DiceStatsPanel *panel = window.diceStatsPanel();
    QVERIFY(panel->isHidden()); // until asked for
    window.setSpeed(GameWindow::Instant);
    window.start();
    QTRY_VERIFY_WITH_TIMEOUT(DiceStatsPanel::diceCountsOf(window.match().log())[7] >= 2, 30000);

    QTest::keyClick(&window, Qt::Key_D); // the shortcut toggles it
    QVERIFY(!panel->isHidden());
    QVERIFY(window.diceStatsAction()->isChecked());
    QCOMPARE(panel->counts(), replayedCounts(window.match()));
    const int rollsBefore = panel->rolls();
    QVERIFY(rollsBefore > 0);

    // Updated as the dice are rolled.
    QTRY_VERIFY_WITH_TIMEOUT(DiceStatsPanel::diceCountsOf(window.match().log())[7] >= 4, 30000);
    window.match().setStepDelay(60000); // hold still while the counts are compared
    QTest::qWait(20);
    QVERIFY(panel->rolls() > rollsBefore);
    QCOMPARE(panel->counts(), replayedCounts(window.match()));

    // A resumed game shows its whole history.
    setup.history = window.match().log();
    testing::LocalGame resumed(setup);
    resumed.window.show();
    resumed.window.diceStatsAction()->trigger();
    QVERIFY(!resumed.window.diceStatsPanel()->isHidden());
    QCOMPARE(resumed.window.diceStatsPanel()->counts(), panel->counts());

    window.diceStatsAction()->trigger(); // and hides again
    QVERIFY(panel->isHidden());
}

void TestDiceStatistics::diceShowTheRollAfterTumbling()
{
    tablekit::DiceView dice(2, 40);
    QCOMPARE(dice.faces(), QList<int>({0, 0}));
    // Drawn, not a character: the blank dice's outlines are on the picture.
    const QImage blank = dice.grab().toImage();
    QVERIFY(blank.pixelColor(blank.width() / 4, blank.height() / 2) != blank.pixelColor(0, 0));
    dice.roll({3, 5}, 0); // the Instant speed: at once
    QVERIFY(!dice.isRolling());
    QCOMPARE(dice.faces(), QList<int>({3, 5}));
    dice.roll({6, 2}, 200);
    QVERIFY(dice.isRolling());
    QTRY_VERIFY(!dice.isRolling());
    QCOMPARE(dice.faces(), QList<int>({6, 2})); // the tumble ends on the real roll
}

QTEST_MAIN(TestDiceStatistics)
#include "test_dice_statistics.moc"
