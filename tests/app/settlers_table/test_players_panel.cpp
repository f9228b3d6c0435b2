// Issue 24: the players panel shows counts as counts with their VP and a total that adds up
// (defect 3), and keeps its height when a special card arrives, so the buttons below stay put
// (defect 11); each seat is a compact card with VP in large type and icons with counts, the
// current seat highlighted and glowing when the person at the screen must act.
#include "engine/io/game_text.h"
#include "app/settlers_table/player_card.h"
#include "app/settlers_table/players_panel.h"
#include "engine/settlers/rules/scenario.h"
#include "tests/app/sample_map.h"

#include <QTest>

using namespace canaan;
using namespace canaan::settlerstable;

class TestPlayersPanel : public QObject {
    Q_OBJECT
private slots:
    void countsAndVpAddUp();
    void heightStaysWhenASpecialCardArrives();
    void vpInLargeTypeWithItsBreakdown();
    void currentSeatHighlightedAndYourTurnGlows();
};

void TestPlayersPanel::countsAndVpAddUp()
{
    const settlers::Rules rules(testing::sampleCanaanMap());
    settlers::VpParts vp;
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
    const settlers::Rules rules(testing::sampleCanaanMap());
    settlers::GameState state = settlers::newGame(rules, 2);
    const QList<SeatPlan> seats = defaultSeats(2);
    PlayersPanel panel;
    panel.show();
    panel.showPlayers(rules, settlers::viewOf(state, 0), seats);
    const int heightBefore = panel.cardOf(0)->sizeHint().height();
    QCOMPARE(panel.cardOf(0)->badgesShown(), (QList<bool>{false, false, false}));
    state.longestRoadHolder = 0;
    panel.showPlayers(rules, settlers::viewOf(state, 0), seats);
    QCOMPARE(panel.cardOf(0)->badgesShown(), (QList<bool>{true, false, false}));
    QVERIFY(panel.textOf(0).contains(specialCardName(settlers::SpecialCard::LongestRoad, rules.ruleset())));
    QCOMPARE(panel.cardOf(0)->sizeHint().height(), heightBefore);
    // Seat 1's cards, seen from seat 0's view: how many, from the view's counts, beside the icons.
    state.hand[1][0] = 3;
    state.devHand[1][0] = 2;
    state.playedPriests[1] = 1;
    panel.showPlayers(rules, settlers::viewOf(state, 0), seats);
    QCOMPARE(panel.cardOf(1)->countsShown(), (QList<int>{3, 2, 1, 0}));
    QVERIFY2(panel.textOf(1).contains(QStringLiteral("Cards in hand 3, development cards 2")), qPrintable(panel.textOf(1)));
}

void TestPlayersPanel::vpInLargeTypeWithItsBreakdown()
{
    const settlers::Rules rules(testing::sampleCanaanMap());
    settlers::GameState state = settlers::newGame(rules, 2);
    settlers::scenario::startPlay(rules, state, 0);
    settlers::scenario::putSettlement(rules, state, 0, 0);
    settlers::scenario::putCity(rules, state, 0, 20);
    settlers::scenario::putCity(rules, state, 1, 40);
    const QList<SeatPlan> seats = defaultSeats(2);
    PlayersPanel panel;
    panel.showPlayers(rules, settlers::viewOf(state, 1), seats);
    QCOMPARE(panel.cardOf(0)->vpShown(), 3);
    for (int p = 0; p < 2; ++p) {
        const settlers::VpParts vp = settlers::vpParts(rules, state, p);
        QCOMPARE(panel.cardOf(p)->vpShown(), vp.publicTotal());
        // The tooltip's breakdown adds up to the number shown.
        QVERIFY2(panel.cardOf(p)->toolTip().contains(PlayersPanel::vpSum(rules, vp)), qPrintable(panel.cardOf(p)->toolTip()));
        QVERIFY(panel.cardOf(p)->toolTip().contains(QStringLiteral("= %1").arg(vp.publicTotal())));
    }
}

void TestPlayersPanel::currentSeatHighlightedAndYourTurnGlows()
{
    const settlers::Rules rules(testing::sampleCanaanMap());
    settlers::GameState state = settlers::newGame(rules, 2);
    settlers::scenario::startPlay(rules, state, 1);
    const QList<SeatPlan> seats = defaultSeats(2);
    PlayersPanel panel;
    panel.showPlayers(rules, settlers::viewOf(state, 0), seats); // seat 0 watches seat 1 play
    QVERIFY(panel.cardOf(1)->isHighlighted());
    QVERIFY(!panel.cardOf(0)->isHighlighted());
    QVERIFY(!panel.cardOf(1)->isGlowing());
    panel.showPlayers(rules, settlers::viewOf(state, 1), seats, 1); // the person of seat 1 must act
    QVERIFY(panel.cardOf(1)->isGlowing());
    QVERIFY(!panel.cardOf(0)->isGlowing());
}

QTEST_MAIN(TestPlayersPanel)
#include "test_players_panel.moc"
