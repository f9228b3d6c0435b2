// Drives the game window like a person against computer players: set-up placements and the
// Plague by clicking highlighted spots, rolling, building where the buttons allow, answering the
// decision dialogs (or the fallback chooser), ending turns; the board, the panels and the log
// follow the game. (The turn's cues, the language and the trade panel: test_game_window_*.cpp.)
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
#include <set>

using namespace canaan;
using namespace canaan::settlerstable;
using namespace canaan::testing;

class TestGameWindow : public QObject, public WindowPlayer {
    Q_OBJECT
private slots:
    void personPlaysSetupAndSeveralTurns();
    void highlightsAreTheLegalSpots();
    void escapeCancelsAPlacement();
    void personPlaysAWholeGame();
    void hotSeatCoversTheHandBetweenPeople();
    void jerusalemStonesAreDrawn();
};

void TestGameWindow::personPlaysSetupAndSeveralTurns()
{
    LocalGame windowGame(oneHumanSetup());
    GameWindow &window = windowGame.window;
    window.resize(1300, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.setSpeed(GameWindow::Instant);
    window.start();

    QElapsedTimer clock;
    clock.start();
    const settlers::GameState &state = window.match().state();
    const QString setupPicture = qEnvironmentVariable("CANAAN_GAME_SETUP_SCREENSHOT");
    bool setupShot = setupPicture.isEmpty();
    while (!state.isOver() && state.turn < 4 * 4 + 1 && clock.elapsed() < 60000) {
        if (!setupShot && state.pending == settlers::Pending::SetupSettlement && window.isPersonDeciding()) {
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
        if (item->type() == boardview::BuildingItemType)
            ++buildings;
    QVERIFY(buildings >= 8);
    // The log tells the game in sentences.
    const QStringList log = window.logLines();
    QVERIFY(log.size() > 20);
    QVERIFY(log.join('\n').contains(QStringLiteral("rolled")));
    QVERIFY(log.join('\n').contains(QStringLiteral("Turn ")));
    // The hand shows the person's cards, counted.
    QVERIFY(window.handPanel()->resourcesText().contains(resourceName(settlers::Resource::Lumber, settlers::Ruleset::Canaan)));

    // A picture of the window mid-game, for a person to look at (run under Xvfb to see real fonts).
    const QString picture = qEnvironmentVariable("CANAAN_GAME_SCREENSHOT");
    if (!picture.isEmpty())
        QVERIFY(window.grab().save(picture));
}

void TestGameWindow::highlightsAreTheLegalSpots()
{
    LocalGame windowGame(oneHumanSetup());
    GameWindow &window = windowGame.window;
    showAtInstantSpeed(window);
    const settlers::GameState &state = window.match().state();
    std::set<std::pair<settlers::Pending, int>> seen; // which decisions were checked
    QElapsedTimer clock;
    clock.start();
    while (state.turn < 3 && clock.elapsed() < 30000) {
        play::SettlersMatch &controller = window.match();
        if (window.isPersonDeciding() && window.picker().placingKind() && !window.passScreen()) {
            // Exactly the legal places of the kind being placed are highlighted, each once.
            std::set<int> legal;
            for (const settlers::Action &a : controller.legalActions())
                if (a.kind == *window.picker().placingKind())
                    legal.insert(a.a);
            std::multiset<int> spots;
            for (boardview::SpotItem *spot : window.scene()->spotItems())
                spots.insert(spot->id());
            QCOMPARE(std::set<int>(spots.begin(), spots.end()), legal);
            QCOMPARE(spots.size(), legal.size());
            seen.insert({state.pending, 0});
        } else if (!window.isPersonDeciding()) {
            QVERIFY(window.scene()->spotItems().isEmpty()); // nothing to click while others move
        }
        if (!actOnce(window))
            QTest::qWait(2);
    }
    QVERIFY(seen.count({settlers::Pending::SetupSettlement, 0}));
    QVERIFY(seen.count({settlers::Pending::SetupRoad, 0}));
    QVERIFY(seen.count({settlers::Pending::StartingSettlement, 0}));
}

void TestGameWindow::escapeCancelsAPlacement()
{
    LocalGame windowGame(oneHumanSetup());
    GameWindow &window = windowGame.window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window)); // the keys are the window's shortcuts
    window.setSpeed(GameWindow::Instant);
    window.start();
    const settlers::GameState &state = window.match().state();
    QElapsedTimer clock;
    clock.start();
    // Play until the person may build a road with the button.
    while (!(window.isPersonDeciding() && anyLegal(window, settlers::ActionKind::BuildRoad) &&
             state.pending == settlers::Pending::Turn)) {
        if (clock.elapsed() > 60000 || state.isOver())
            QSKIP("no road became affordable in this game");
        if (window.isPersonDeciding() && state.pending == settlers::Pending::Turn) {
            // Everything but a road: end the turn.
            button(window, "endTurn")->click();
            continue;
        }
        if (!actOnce(window))
            QTest::qWait(2);
    }
    QVERIFY(window.scene()->spotItems().isEmpty());
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window)); // the keys are the window's shortcuts
    QTest::keyClick(&window, Qt::Key_1);
    // A button's shortcut clicks it after a short animation.
    QTRY_COMPARE(window.picker().placingKind(), std::optional<settlers::ActionKind>(settlers::ActionKind::BuildRoad));
    QVERIFY(!window.scene()->spotItems().isEmpty());
    QTest::keyClick(&window, Qt::Key_Escape);
    QVERIFY(!window.picker().placingKind());
    QVERIFY(window.scene()->spotItems().isEmpty());
    QCOMPARE(state.pending, settlers::Pending::Turn); // nothing was built
}

void TestGameWindow::personPlaysAWholeGame()
{
    // Every decision the person meets (set-up, discards, the Plague, choices, trades answered...)
    // has its interface: the game never stalls on him, up to its natural end.
    GameSetup setup = oneHumanSetup(QStringLiteral("easy"));
    setup.turnLimit = 0;
    setup.seed = 23;
    LocalGame windowGame(setup);
    GameWindow &window = windowGame.window;
    window.resize(1200, 800);
    window.show();
    window.setSpeed(GameWindow::Instant);
    QSignalSpy over(&window.match(), &play::MatchHostBase::gameOver);
    m_plagueMoves = 0;
    window.start();
    const settlers::GameState &state = window.match().state();
    QElapsedTimer clock;
    clock.start();
    while (!state.isOver() && clock.elapsed() < 240000) {
        if (!actOnce(window))
            QTest::qWait(1);
    }
    QVERIFY2(state.isOver(), qPrintable(QStringLiteral("turn %1").arg(state.turn)));
    QCOMPARE(state.stage, settlers::Stage::Over);
    QCOMPARE(over.count(), 1);
    QVERIFY(state.endReason == settlers::EndReason::VictoryPoints || state.endReason == settlers::EndReason::Jerusalem ||
            state.endReason == settlers::EndReason::JerusalemShared);
    // The result is in the status and the log, and nothing modal covers the window.
    QVERIFY(window.logLines().last().contains(QStringLiteral("won the game")));
    QVERIFY(window.statusText().contains(QStringLiteral("won the game")));
    QVERIFY(!window.decisions().openDialog() && !window.decisions().openChooser());
    QVERIFY(QApplication::activeModalWidget() == nullptr);
    for (const char *name : {"roll", "endTurn", "road", "other"})
        QVERIFY(!button(window, name)->isEnabled());
    QVERIFY(m_plagueMoves > 0); // the person moved the Plague by clicking a hex at least once
}

void TestGameWindow::hotSeatCoversTheHandBetweenPeople()
{
    GameSetup setup = oneHumanSetup();
    setup.seats[1].botId.clear(); // two people at one screen, two computer players
    LocalGame windowGame(setup);
    GameWindow &window = windowGame.window;
    window.resize(1200, 800);
    window.show();
    window.setSpeed(GameWindow::Instant);
    m_passes = 0;
    window.start();
    const settlers::GameState &state = window.match().state();
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

void TestGameWindow::jerusalemStonesAreDrawn()
{
    // Four computer players; the board's slots follow the stones laid (coloured and black).
    GameSetup setup = oneHumanSetup(QStringLiteral("normal"));
    setup.seats[0].botId = QStringLiteral("normal");
    setup.turnLimit = 0;
    LocalGame windowGame(setup);
    GameWindow &window = windowGame.window;
    showAtInstantSpeed(window);
    const settlers::GameState &state = window.match().state();
    auto *stones = window.scene()->jerusalemStonesItem();
    QVERIFY(stones);
    QCOMPARE(stones->slotCount(), window.match().rules().options().stonesToComplete);
    auto coloured = [&] {
        int n = 0;
        for (int p = 0; p < state.numPlayers; ++p)
            n += state.stones[p];
        return n;
    };
    QTRY_VERIFY_WITH_TIMEOUT((coloured() > 0 && state.blackStones > 0) || state.isOver(), 120000);
    // Checked between two steps, when the board shows the state.
    const int laid = std::min<int>(coloured() + state.blackStones, stones->slotCount());
    QCOMPARE(stones->filled().size(), qsizetype(laid));
    const auto &seats = window.seats();
    int next = 0;
    for (int p = 0; p < state.numPlayers; ++p)
        for (int i = 0; i < state.stones[p] && next < laid; ++i)
            QCOMPARE(stones->filled()[next++], seats[p].color);
    for (; next < laid; ++next)
        QCOMPARE(stones->filled()[next].lightness() < 40, true); // black
    QVERIFY(stones->toolTip().contains(QString::number(laid)));
}

QTEST_MAIN(TestGameWindow)
#include "test_game_window.moc"
