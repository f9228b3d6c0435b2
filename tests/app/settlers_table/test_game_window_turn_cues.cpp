// The game window's cues to the person at the screen: "your turn" heard and shown, the turn clock,
// the buttons enabled as the legal actions allow (and saying why not), the computer's speed and
// the cards flying at that speed.
#include "tests/app/settlers_table/window_player.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QTranslator>
#include <utility>
#include <set>

using namespace canaan;
using namespace canaan::settlerstable;
using namespace canaan::testing;

class TestGameWindowTurnCues : public QObject, public WindowPlayer {
    Q_OBJECT
private slots:
    void yourTurnIsCued();
    void theTurnClockShowsAndTakesOver();
    void buttonsFollowTheLegalActions();
    void disabledButtonsSayWhy();
    void speedSetsTheStepDelay();
    void cardsFlyAtTheChosenSpeed();
};

void TestGameWindowTurnCues::theTurnClockShowsAndTakesOver()
{
    GameSetup setup = oneHumanSetup();
    setup.clockSeconds = 30;
    LocalGame windowGame(setup);
    GameWindow &window = windowGame.window;
    windowGame.match.turnClock().setSecondMs(20);
    showAtInstantSpeed(window);
    QTRY_VERIFY(window.isPersonDeciding());
    QTRY_VERIFY(!window.playersPanel()->cardOf(0)->clockShown().isEmpty());
    QVERIFY2(window.playersPanel()->cardOf(0)->clockShown().contains(QStringLiteral(" s left")),
             qPrintable(window.playersPanel()->cardOf(0)->clockShown()));
    for (int p = 1; p < 4; ++p)
        QVERIFY(window.playersPanel()->cardOf(p)->clockShown().isEmpty());
    // Nobody clicks: the person's set-up placements are made for him.
    QTRY_VERIFY_WITH_TIMEOUT(std::count_if(windowGame.match.log().begin(), windowGame.match.log().end(), [](const settlers::Action &a) {
        return a.player == 0 && a.kind == settlers::ActionKind::SetupSettlement;
    }) == 2, 20000);
    windowGame.match.stop();
}

void TestGameWindowTurnCues::yourTurnIsCued()
{
    LocalGame windowGame(oneHumanSetup());
    GameWindow &window = windowGame.window;
    window.show();
    QVERIFY(!window.isYourTurnShown()); // nothing asked yet
    QVERIFY(!window.playersPanel()->cardOf(0)->isGlowing());
    window.setSpeed(GameWindow::Instant);
    window.start();
    QTRY_VERIFY(window.isPersonDeciding());
    // The banner above the buttons and the glow of the person's card say "your move".
    QVERIFY(window.isYourTurnShown());
    QVERIFY2(window.turnBannerText().contains(window.seats()[0].name), qPrintable(window.turnBannerText()));
    QVERIFY(window.playersPanel()->cardOf(0)->isGlowing());
    for (int p = 1; p < 4; ++p)
        QVERIFY(!window.playersPanel()->cardOf(p)->isGlowing());
}

// Issue 42: a game with a turn clock shows the seconds left on the card of the seat it times, and
// when the person does not act the computer makes his decision (a clock second lasts 20 ms here).
void TestGameWindowTurnCues::buttonsFollowTheLegalActions()
{
    LocalGame windowGame(oneHumanSetup());
    GameWindow &window = windowGame.window;
    showAtInstantSpeed(window);
    const settlers::GameState &state = window.match().state();
    // Play until the person may roll; then only Roll (and perhaps a card) is possible.
    QVERIFY(playUntilThePersonRolls(window));
    QVERIFY(button(window, "roll")->isEnabled());
    QVERIFY(!button(window, "endTurn")->isEnabled());
    QVERIFY(!button(window, "settlement")->isEnabled());
    QVERIFY(!button(window, "trade")->isEnabled());
    QCOMPARE(button(window, "playCard")->isEnabled(), anyLegal(window, settlers::ActionKind::PlayCard));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window)); // the keys are the window's shortcuts
    QTest::keyClick(&window, Qt::Key_R);
    QTRY_VERIFY(state.rolled || state.pending != settlers::Pending::Roll);
}

void TestGameWindowTurnCues::disabledButtonsSayWhy()
{
    LocalGame windowGame(oneHumanSetup());
    GameWindow &window = windowGame.window;
    showAtInstantSpeed(window);
    // While the computer players place, every button is disabled and says to wait.
    QTRY_VERIFY(window.isPersonDeciding());
    for (const char *name : {"roll", "endTurn", "road", "settlement", "city", "card", "trade", "playCard", "stone"}) {
        QPushButton *b = button(window, name);
        QVERIFY2(!b->isEnabled(), name);
        QVERIFY2(b->toolTip().contains('\n'), name); // what it does, then why not
    }
    QVERIFY(playUntilThePersonRolls(window));
    // Before the roll, building says "roll first" in the engine's words.
    const QString notRolled = illegalReasonText(settlers::IllegalReason::NotRolled);
    QVERIFY2(button(window, "settlement")->toolTip().contains(notRolled), qPrintable(button(window, "settlement")->toolTip()));
    QVERIFY(button(window, "card")->toolTip().contains(notRolled));
    QVERIFY(!button(window, "roll")->toolTip().contains('\n')); // enabled: no excuse
    // Every disabled button of the whole panel says why.
    for (QPushButton *b : window.findChildren<QPushButton *>())
        if (b->isVisibleTo(&window) && !b->isEnabled() && b->objectName() != QStringLiteral("takeScreen"))
            QVERIFY2(b->toolTip().contains('\n'), qPrintable(b->objectName()));
}

void TestGameWindowTurnCues::speedSetsTheStepDelay()
{
    LocalGame windowGame(oneHumanSetup());
    GameWindow &window = windowGame.window;
    QSignalSpy changed(&window, &GameWindow::speedChanged);
    window.setSpeed(GameWindow::Slow);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.last().at(0).toInt(), int(GameWindow::Slow));
    QCOMPARE(window.speed(), int(GameWindow::Slow));
    QCOMPARE(window.match().stepDelay(), GameWindow::stepDelayFor(GameWindow::Slow));
    window.setSpeed(GameWindow::Slow); // no change, no signal
    QCOMPARE(changed.count(), 1);
    auto *combo = window.findChild<QComboBox *>(QStringLiteral("speed"));
    QVERIFY(combo);
    combo->setCurrentIndex(GameWindow::Fast); // the person's choice
    QCOMPARE(changed.count(), 2);
    QCOMPARE(window.match().stepDelay(), GameWindow::stepDelayFor(GameWindow::Fast));
    QVERIFY(GameWindow::stepDelayFor(GameWindow::Slow) > GameWindow::stepDelayFor(GameWindow::Fast));
}

void TestGameWindowTurnCues::cardsFlyAtTheChosenSpeed()
{
    LocalGame windowGame(oneHumanSetup());
    GameWindow &window = windowGame.window;
    showAtInstantSpeed(window, QSize(1300, 900));
    CardFlights *flights = window.cardFlights();
    QVERIFY(flights->testAttribute(Qt::WA_TransparentForMouseEvents)); // never in the way of a click
    // At Instant (the tests' speed) nothing flies, ever.
    int gainsSeen = 0, flyingAtInstant = 0, flyingAtNormal = 0;
    bool gained = false;
    connect(&window.match(), &play::SettlersMatch::eventHappened, &window, [&](const settlers::Event &e) {
        gained = gained || e.kind == settlers::EventKind::ResourcesGained;
    });
    // Once the window was told the action (its seat's stream is fed before actionApplied ends).
    connect(&window.match(), &play::MatchHostBase::actionApplied, &window, [&] {
        if (!std::exchange(gained, false))
            return;
        if (window.speed() == GameWindow::Instant)
            flyingAtInstant += flights->inFlight();
        else
            flyingAtNormal += flights->inFlight() > 0;
        ++gainsSeen;
    });
    QVERIFY(playUntilThePersonRolls(window));
    QCOMPARE(flyingAtInstant, 0);
    QVERIFY(gainsSeen > 0); // the starting resources at least
    // At Normal speed a roll's production flies from its hexes, while the game goes on.
    QElapsedTimer clock;
    clock.start();
    const settlers::GameState &state = window.match().state();
    while (flyingAtNormal == 0 && clock.elapsed() < 30000) {
        if (state.pending == settlers::Pending::Roll && window.isPersonDeciding()) {
            window.setSpeed(GameWindow::Normal);
            button(window, "roll")->click();
            QTRY_VERIFY(state.pending != settlers::Pending::Roll && state.pending != settlers::Pending::Dice);
            window.setSpeed(GameWindow::Instant); // the rest of the round quickly
        } else if (!actOnce(window)) {
            QTest::qWait(2);
        }
    }
    QVERIFY(flyingAtNormal > 0);
    QTRY_COMPARE(flights->inFlight(), 0); // and they land
}

QTEST_MAIN(TestGameWindowTurnCues)
#include "test_game_window_turn_cues.moc"
