// Issue 24: the players panel shows counts as counts with their VP and a total that adds up
// (defect 3), and keeps its height when a special card arrives, so the buttons below stay put
// (defect 11).
#include "io/game_text.h"
#include "players_panel.h"
#include "../sample_map.h"

#include <QTest>

using namespace canaan;
using namespace canaan::game;

class TestPlayersPanel : public QObject {
    Q_OBJECT
private slots:
    void countsAndVpAddUp();
    void heightStaysWhenASpecialCardArrives();
};

void TestPlayersPanel::countsAndVpAddUp()
{
    const Rules rules(testing::sampleCanaanMap());
    VpParts vp;
    vp.settlements = 2;
    vp.cities = 4;
    vp.longestRoad = 2;
    const QString text = PlayersPanel::vpSum(rules, vp);
    QVERIFY2(text.contains(QStringLiteral("settlements 2 × 1")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("cities 4 × 2")), qPrintable(text));
    QVERIFY2(text.endsWith(QStringLiteral("= 12")), qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("cities 8")));
}

void TestPlayersPanel::heightStaysWhenASpecialCardArrives()
{
    const Rules rules(testing::sampleCanaanMap());
    GameState state = newGame(rules, 2);
    const QList<SeatPlan> seats = defaultSeats(2);
    PlayersPanel panel;
    panel.showPlayers(rules, viewOf(state, 0), seats);
    const int linesBefore = panel.textOf(0).count(QStringLiteral("<br>"));
    state.longestRoadHolder = 0;
    panel.showPlayers(rules, viewOf(state, 0), seats);
    QVERIFY(panel.textOf(0).contains(specialCardName(SpecialCard::LongestRoad, rules.ruleset())));
    QCOMPARE(panel.textOf(0).count(QStringLiteral("<br>")), linesBefore);
    // Seat 1's cards, seen from seat 0's view: how many, from the view's counts.
    state.hand[1][0] = 3;
    state.devHand[1][0] = 2;
    panel.showPlayers(rules, viewOf(state, 0), seats);
    QVERIFY2(panel.textOf(1).contains(QStringLiteral("Cards in hand 3, development cards 2")), qPrintable(panel.textOf(1)));
}

QTEST_MAIN(TestPlayersPanel)
#include "test_players_panel.moc"
