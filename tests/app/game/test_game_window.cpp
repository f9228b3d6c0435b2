// Drives the game window like a person against three computer players: set-up placements by
// clicking highlighted spots, rolling, building where the buttons allow, answering the fallback
// chooser, ending turns; the board, the panels and the log follow the game.
#include "action_chooser.h"
#include "board_scene.h"
#include "board_view.h"
#include "building_item.h"
#include "game_window.h"
#include "pass_screen.h"
#include "../sample_map.h"

#include <QElapsedTimer>
#include <QPushButton>
#include <QTest>

using namespace canaan;
using namespace canaan::game;

class TestGameWindow : public QObject {
    Q_OBJECT
private slots:
    void personPlaysSetupAndSeveralTurns();
    void buttonsFollowTheLegalActions();
    void personPlaysToTheEnd();
    void hotSeatCoversTheHandBetweenPeople();

private:
    // One step of a person's play: false when nothing was there to do.
    bool actOnce(GameWindow &window);
    int m_built = 0;
    int m_passes = 0;
};

namespace {

GameSetup oneHumanSetup()
{
    GameSetup setup;
    setup.map = testing::sampleCanaanMap();
    setup.seats = defaultSeats(4, QStringLiteral("random"));
    setup.seed = 11;
    setup.turnLimit = 200;
    return setup;
}

QPushButton *button(GameWindow &window, const char *name)
{
    return window.findChild<QPushButton *>(QString::fromLatin1(name));
}

// Clicks the first highlighted spot with the mouse, through the view.
bool clickFirstSpot(GameWindow &window)
{
    const auto spots = window.scene()->spotItems();
    if (spots.isEmpty())
        return false;
    board::BoardView *view = window.view();
    view->centerOn(spots.first());
    const QPoint at = view->mapFromScene(spots.first()->scenePos());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    return true;
}

} // namespace

bool TestGameWindow::actOnce(GameWindow &window)
{
    if (PassScreen *pass = window.passScreen()) {
        // Nothing of the game is clickable while the cover is up.
        if (!window.scene()->spotItems().isEmpty() || button(window, "roll")->isEnabled())
            return false;
        ++m_passes;
        pass->findChild<QPushButton *>(QStringLiteral("takeTurn"))->click();
        return true;
    }
    if (ActionChooser *chooser = window.openChooser()) {
        chooser->choose(0);
        return true;
    }
    GameController &controller = window.controller();
    if (!controller.isHumanDeciding())
        return false;
    if (window.placingKind())
        return clickFirstSpot(window);
    for (const char *name : {"roll", "settlement", "city", "road"}) {
        QPushButton *b = button(window, name);
        if (!b->isEnabled())
            continue;
        b->click();
        if (qstrcmp(name, "roll") != 0 && window.placingKind()) {
            ++m_built;
            return clickFirstSpot(window);
        }
        return true;
    }
    if (button(window, "endTurn")->isEnabled()) {
        button(window, "endTurn")->click();
        return true;
    }
    window.chooseAnyAction(); // any other decision: the fallback chooser
    return true;
}

void TestGameWindow::personPlaysSetupAndSeveralTurns()
{
    GameWindow window(oneHumanSetup());
    window.resize(1300, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.controller().setStepDelay(0);
    window.start();

    QElapsedTimer clock;
    clock.start();
    const GameState &state = window.controller().state();
    const QString setupPicture = qEnvironmentVariable("CANAAN_GAME_SETUP_SCREENSHOT");
    bool setupShot = setupPicture.isEmpty();
    while (!state.isOver() && state.turn < 4 * 4 + 1 && clock.elapsed() < 60000) {
        if (!setupShot && state.pending == Pending::SetupSettlement && window.controller().isHumanDeciding()) {
            QVERIFY(!window.scene()->spotItems().isEmpty()); // the legal spots are highlighted
            QTest::qWait(50); // let the layout settle before the picture
            QVERIFY(window.grab().save(setupPicture));
            setupShot = true;
        }
        if (!actOnce(window))
            QTest::qWait(2);
    }
    QVERIFY2(state.turn > 4 * 4 || state.isOver(), "the game did not get past four rounds");

    // The set-up placements were made by clicks: two settlements (or a city) and two roads at least.
    QVERIFY((state.settlements[0] | state.cities[0]).count() >= 2);
    QVERIFY(state.roads[0].count() >= 2);
    int buildings = 0;
    for (QGraphicsItem *item : window.scene()->items())
        if (item->type() == board::BuildingItemType)
            ++buildings;
    QVERIFY(buildings >= 8);
    // The log tells the game in sentences.
    const QStringList log = window.logLines();
    QVERIFY(log.size() > 20);
    QVERIFY(log.join('\n').contains(QStringLiteral("rolled")));
    QVERIFY(log.join('\n').contains(QStringLiteral("Turn ")));

    // A picture of the window mid-game, for a person to look at (run under Xvfb to see real fonts).
    const QString picture = qEnvironmentVariable("CANAAN_GAME_SCREENSHOT");
    if (!picture.isEmpty())
        QVERIFY(window.grab().save(picture));
}

void TestGameWindow::buttonsFollowTheLegalActions()
{
    GameWindow window(oneHumanSetup());
    window.show();
    window.controller().setStepDelay(0);
    window.start();
    const GameState &state = window.controller().state();
    QElapsedTimer clock;
    clock.start();
    // Play until the person may roll; then only Roll (and perhaps a card) is possible.
    while (state.pending != Pending::Roll || !window.controller().isHumanDeciding()) {
        QVERIFY(clock.elapsed() < 30000);
        if (window.controller().isHumanDeciding() && window.placingKind())
            clickFirstSpot(window);
        else if (ActionChooser *chooser = window.openChooser())
            chooser->choose(0);
        else if (window.controller().isHumanDeciding() && state.pending != Pending::Roll)
            actOnce(window);
        else
            QTest::qWait(2);
    }
    QVERIFY(button(window, "roll")->isEnabled());
    QVERIFY(!button(window, "endTurn")->isEnabled());
    QVERIFY(!button(window, "settlement")->isEnabled());
    QTest::keyClick(&window, Qt::Key_R);
    QTRY_VERIFY(state.rolled || state.pending != Pending::Roll);
}

void TestGameWindow::personPlaysToTheEnd()
{
    // Every decision the person meets (discards, the Plague, choices...) has some interface: the
    // game never stalls on him, up to its end (a turn limit keeps the test short).
    GameSetup setup = oneHumanSetup();
    setup.turnLimit = 60;
    setup.seed = 23;
    GameWindow window(setup);
    window.resize(1200, 800);
    window.show();
    window.controller().setStepDelay(0);
    window.start();
    const GameState &state = window.controller().state();
    QElapsedTimer clock;
    clock.start();
    while (!state.isOver() && clock.elapsed() < 120000) {
        if (!actOnce(window))
            QTest::qWait(1);
    }
    QVERIFY(state.isOver());
    QVERIFY(window.logLines().last().contains(QStringLiteral("won the game")) ||
            state.endReason == EndReason::TurnLimit);
    QVERIFY(!button(window, "roll")->isEnabled());
}

void TestGameWindow::hotSeatCoversTheHandBetweenPeople()
{
    GameSetup setup = oneHumanSetup();
    setup.seats[1].botId.clear(); // two people at one screen, two computer players
    GameWindow window(setup);
    window.resize(1200, 800);
    window.show();
    window.controller().setStepDelay(0);
    m_passes = 0;
    window.start();
    const GameState &state = window.controller().state();
    QElapsedTimer clock;
    clock.start();
    while (!state.isOver() && state.turn < 9 && clock.elapsed() < 60000) {
        if (!actOnce(window))
            QTest::qWait(1);
    }
    QVERIFY(state.turn >= 9 || state.isOver());
    // Set-up alone hands the computer over several times; each round of turns at least twice.
    QVERIFY2(m_passes >= 4, qPrintable(QString::number(m_passes)));
    QVERIFY((state.settlements[1] | state.cities[1]).count() >= 2);
}

QTEST_MAIN(TestGameWindow)
#include "test_game_window.moc"
