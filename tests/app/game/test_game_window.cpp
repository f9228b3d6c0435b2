// Drives the game window like a person against computer players: set-up placements and the
// Plague by clicking highlighted spots, rolling, building where the buttons allow, answering the
// decision dialogs (or the fallback chooser), ending turns; the board, the panels and the log
// follow the game, and a change of language rewrites all of it.
#include "action_chooser.h"
#include "card_flights.h"
#include "offer_answers.h"
#include "offer_box.h"
#include "trade_steppers.h"
#include "trade_panel.h"
#include "board_scene.h"
#include "board_view.h"
#include "building_item.h"
#include "decision_dialog.h"
#include "game_log.h"
#include "game_window.h"
#include "local_game.h"
#include "hand_panel.h"
#include "io/game_text.h"
#include "jerusalem_stones_item.h"
#include "pass_cover.h"
#include "player_card.h"
#include "players_panel.h"
#include "spot_item.h"
#include "../sample_map.h"

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
using namespace canaan::game;
using namespace canaan::testing;

namespace {

// A translator that marks every sentence of one context, to see which texts follow a change of
// language without needing a compiled translation.
class MarkingTranslator : public QTranslator {
public:
    explicit MarkingTranslator(QStringList contexts) : m_contexts(std::move(contexts)) {}
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *source, const char *disambiguation, int n) const override
    {
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        if (!m_contexts.contains(QLatin1String(context)))
            return {};
        return QStringLiteral("«") + QString::fromUtf8(source) + QStringLiteral("»");
    }

private:
    QStringList m_contexts;
};

GameSetup oneHumanSetup(const QString &bots = QStringLiteral("random"))
{
    GameSetup setup;
    setup.map = testing::sampleCanaanMap();
    setup.seats = defaultSeats(4, bots);
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
    boardview::BoardView *view = window.view();
    view->centerOn(spots.first());
    const QPoint at = view->mapFromScene(spots.first()->scenePos());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    return true;
}

bool anyLegal(GameWindow &window, ActionKind kind)
{
    const auto legal = window.match().legalActions();
    return std::any_of(legal.begin(), legal.end(), [kind](const Action &a) { return a.kind == kind; });
}

} // namespace

class TestGameWindow : public QObject {
    Q_OBJECT
private slots:
    void personPlaysSetupAndSeveralTurns();
    void yourTurnIsCued();
    void theTurnClockShowsAndTakesOver();
    void highlightsAreTheLegalSpots();
    void escapeCancelsAPlacement();
    void buttonsFollowTheLegalActions();
    void disabledButtonsSayWhy();
    void personPlaysAWholeGame();
    void hotSeatCoversTheHandBetweenPeople();
    void jerusalemStonesAreDrawn();
    void languageChangeRewritesTheWindowAndTheLog();
    void resumedGameTellsItsLog();
    void speedSetsTheStepDelay();
    void computerOfferAppearsInThePanel();
    void cardsFlyAtTheChosenSpeed();
    void personOffersInThePanel();
    void fitsALaptopWithTheTradePanelOpen();

private:
    // One step of a person's play: false when nothing was there to do.
    bool actOnce(GameWindow &window);
    // Plays on (the person's part by actOnce) until the person is to roll; false after 30 s.
    bool playUntilThePersonRolls(GameWindow &window);
    int m_built = 0;
    int m_passes = 0;
    int m_dialogsAnswered = 0;
    int m_plagueMoves = 0;
};

bool TestGameWindow::playUntilThePersonRolls(GameWindow &window)
{
    const GameState &state = window.match().state();
    QElapsedTimer clock;
    clock.start();
    while (state.pending != Pending::Roll || !window.isPersonDeciding()) {
        if (clock.elapsed() >= 30000)
            return false;
        if (!actOnce(window))
            QTest::qWait(2);
    }
    return true;
}

bool TestGameWindow::actOnce(GameWindow &window)
{
    if (tablekit::PassCover *pass = window.passScreen()) {
        // Nothing of the game is clickable while the cover is up.
        if (!window.scene()->spotItems().isEmpty() || button(window, "roll")->isEnabled())
            return false;
        ++m_passes;
        pass->findChild<QPushButton *>(QStringLiteral("takeScreen"))->click();
        return true;
    }
    if (DecisionDialog *dialog = window.openDialog()) {
        // The dialog's own proposal when it has one; else what a person picks first.
        QList<Action> actions = dialog->chosenActions();
        if (actions.isEmpty()) {
            const auto legal = window.match().legalActions();
            if (legal.empty())
                return false;
            actions = {legal.front()};
        }
        ++m_dialogsAnswered;
        emit dialog->decided(actions);
        return true;
    }
    if (ActionChooser *chooser = window.openChooser()) {
        chooser->choose(0);
        return true;
    }
    play::BoardMatch &controller = window.match();
    if (!window.isPersonDeciding())
        return false;
    if (window.placingKind()) {
        if (controller.state().pending == Pending::MovePlague)
            ++m_plagueMoves;
        return clickFirstSpot(window);
    }
    for (const char *name : {"roll", "settlement", "city", "road", "stone", "card"}) {
        QPushButton *b = button(window, name);
        if (!b->isEnabled())
            continue;
        b->click();
        if (window.placingKind() && controller.state().pending == Pending::Turn) {
            ++m_built;
            return clickFirstSpot(window);
        }
        return true;
    }
    if (button(window, "endTurn")->isEnabled()) {
        button(window, "endTurn")->click();
        return true;
    }
    // A trade waits in the trade panel: decline an offer; take the first answer, else withdraw.
    if (TradePanel *panel = window.tradePanel(); panel->isVisible()) {
        for (QPushButton *b : panel->findChildren<QPushButton *>())
            if (b->isVisibleTo(panel) && b->isEnabled() &&
                (b->objectName() == QStringLiteral("declineOffer") || b->objectName().startsWith(QStringLiteral("takeAnswer_")) ||
                 b->objectName() == QStringLiteral("withdrawOffer"))) {
                b->click();
                return true;
            }
    }
    // Any other decision: its dialog (or the fallback chooser) through the window's button.
    QPushButton *other = button(window, "other");
    if (!other->isEnabled())
        return false;
    other->click();
    return true;
}

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
    const GameState &state = window.match().state();
    const QString setupPicture = qEnvironmentVariable("CANAAN_GAME_SETUP_SCREENSHOT");
    bool setupShot = setupPicture.isEmpty();
    while (!state.isOver() && state.turn < 4 * 4 + 1 && clock.elapsed() < 60000) {
        if (!setupShot && state.pending == Pending::SetupSettlement && window.isPersonDeciding()) {
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
    QVERIFY(window.handPanel()->resourcesText().contains(resourceName(Resource::Lumber, Ruleset::Canaan)));

    // A picture of the window mid-game, for a person to look at (run under Xvfb to see real fonts).
    const QString picture = qEnvironmentVariable("CANAAN_GAME_SCREENSHOT");
    if (!picture.isEmpty())
        QVERIFY(window.grab().save(picture));
}

void TestGameWindow::yourTurnIsCued()
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
void TestGameWindow::theTurnClockShowsAndTakesOver()
{
    GameSetup setup = oneHumanSetup();
    setup.clockSeconds = 30;
    LocalGame windowGame(setup);
    GameWindow &window = windowGame.window;
    windowGame.match.turnClock().setSecondMs(20);
    window.show();
    window.setSpeed(GameWindow::Instant);
    window.start();
    QTRY_VERIFY(window.isPersonDeciding());
    QTRY_VERIFY(!window.playersPanel()->cardOf(0)->clockShown().isEmpty());
    QVERIFY2(window.playersPanel()->cardOf(0)->clockShown().contains(QStringLiteral(" s left")),
             qPrintable(window.playersPanel()->cardOf(0)->clockShown()));
    for (int p = 1; p < 4; ++p)
        QVERIFY(window.playersPanel()->cardOf(p)->clockShown().isEmpty());
    // Nobody clicks: the person's set-up placements are made for him.
    QTRY_VERIFY_WITH_TIMEOUT(std::count_if(windowGame.match.log().begin(), windowGame.match.log().end(), [](const Action &a) {
        return a.player == 0 && a.kind == ActionKind::SetupSettlement;
    }) == 2, 20000);
    windowGame.match.stop();
}

void TestGameWindow::highlightsAreTheLegalSpots()
{
    LocalGame windowGame(oneHumanSetup());
    GameWindow &window = windowGame.window;
    window.show();
    window.setSpeed(GameWindow::Instant);
    window.start();
    const GameState &state = window.match().state();
    std::set<std::pair<Pending, int>> seen; // which decisions were checked
    QElapsedTimer clock;
    clock.start();
    while (state.turn < 3 && clock.elapsed() < 30000) {
        play::BoardMatch &controller = window.match();
        if (window.isPersonDeciding() && window.placingKind() && !window.passScreen()) {
            // Exactly the legal places of the kind being placed are highlighted, each once.
            std::set<int> legal;
            for (const Action &a : controller.legalActions())
                if (a.kind == *window.placingKind())
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
    QVERIFY(seen.count({Pending::SetupSettlement, 0}));
    QVERIFY(seen.count({Pending::SetupRoad, 0}));
    QVERIFY(seen.count({Pending::StartingSettlement, 0}));
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
    const GameState &state = window.match().state();
    QElapsedTimer clock;
    clock.start();
    // Play until the person may build a road with the button.
    while (!(window.isPersonDeciding() && anyLegal(window, ActionKind::BuildRoad) &&
             state.pending == Pending::Turn)) {
        if (clock.elapsed() > 60000 || state.isOver())
            QSKIP("no road became affordable in this game");
        if (window.isPersonDeciding() && state.pending == Pending::Turn) {
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
    QTRY_COMPARE(window.placingKind(), std::optional<ActionKind>(ActionKind::BuildRoad));
    QVERIFY(!window.scene()->spotItems().isEmpty());
    QTest::keyClick(&window, Qt::Key_Escape);
    QVERIFY(!window.placingKind());
    QVERIFY(window.scene()->spotItems().isEmpty());
    QCOMPARE(state.pending, Pending::Turn); // nothing was built
}

void TestGameWindow::buttonsFollowTheLegalActions()
{
    LocalGame windowGame(oneHumanSetup());
    GameWindow &window = windowGame.window;
    window.show();
    window.setSpeed(GameWindow::Instant);
    window.start();
    const GameState &state = window.match().state();
    // Play until the person may roll; then only Roll (and perhaps a card) is possible.
    QVERIFY(playUntilThePersonRolls(window));
    QVERIFY(button(window, "roll")->isEnabled());
    QVERIFY(!button(window, "endTurn")->isEnabled());
    QVERIFY(!button(window, "settlement")->isEnabled());
    QVERIFY(!button(window, "trade")->isEnabled());
    QCOMPARE(button(window, "playCard")->isEnabled(), anyLegal(window, ActionKind::PlayCard));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window)); // the keys are the window's shortcuts
    QTest::keyClick(&window, Qt::Key_R);
    QTRY_VERIFY(state.rolled || state.pending != Pending::Roll);
}

void TestGameWindow::disabledButtonsSayWhy()
{
    LocalGame windowGame(oneHumanSetup());
    GameWindow &window = windowGame.window;
    window.show();
    window.setSpeed(GameWindow::Instant);
    window.start();
    // While the computer players place, every button is disabled and says to wait.
    QTRY_VERIFY(window.isPersonDeciding());
    for (const char *name : {"roll", "endTurn", "road", "settlement", "city", "card", "trade", "playCard", "stone"}) {
        QPushButton *b = button(window, name);
        QVERIFY2(!b->isEnabled(), name);
        QVERIFY2(b->toolTip().contains('\n'), name); // what it does, then why not
    }
    QVERIFY(playUntilThePersonRolls(window));
    // Before the roll, building says "roll first" in the engine's words.
    const QString notRolled = illegalReasonText(IllegalReason::NotRolled);
    QVERIFY2(button(window, "settlement")->toolTip().contains(notRolled), qPrintable(button(window, "settlement")->toolTip()));
    QVERIFY(button(window, "card")->toolTip().contains(notRolled));
    QVERIFY(!button(window, "roll")->toolTip().contains('\n')); // enabled: no excuse
    // Every disabled button of the whole panel says why.
    for (QPushButton *b : window.findChildren<QPushButton *>())
        if (b->isVisibleTo(&window) && !b->isEnabled() && b->objectName() != QStringLiteral("takeScreen"))
            QVERIFY2(b->toolTip().contains('\n'), qPrintable(b->objectName()));
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
    const GameState &state = window.match().state();
    QElapsedTimer clock;
    clock.start();
    while (!state.isOver() && clock.elapsed() < 240000) {
        if (!actOnce(window))
            QTest::qWait(1);
    }
    QVERIFY2(state.isOver(), qPrintable(QStringLiteral("turn %1").arg(state.turn)));
    QCOMPARE(state.stage, Stage::Over);
    QCOMPARE(over.count(), 1);
    QVERIFY(state.endReason == EndReason::VictoryPoints || state.endReason == EndReason::Jerusalem ||
            state.endReason == EndReason::JerusalemShared);
    // The result is in the status and the log, and nothing modal covers the window.
    QVERIFY(window.logLines().last().contains(QStringLiteral("won the game")));
    QVERIFY(window.statusText().contains(QStringLiteral("won the game")));
    QVERIFY(!window.openDialog() && !window.openChooser());
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
    const GameState &state = window.match().state();
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
    window.show();
    window.setSpeed(GameWindow::Instant);
    window.start();
    const GameState &state = window.match().state();
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

void TestGameWindow::languageChangeRewritesTheWindowAndTheLog()
{
    LocalGame windowGame(oneHumanSetup());
    GameWindow &window = windowGame.window;
    window.show();
    window.setSpeed(GameWindow::Instant);
    window.start();
    QTRY_VERIFY(window.isPersonDeciding()); // the first rolls and set-up moves are logged
    const QStringList before = window.logLines();
    QVERIFY(before.size() >= 4);
    const QString rollText = button(window, "roll")->text();

    MarkingTranslator translator({QStringLiteral("canaan::game::EventText"), QStringLiteral("canaan::game::GameWindow"),
                                  QStringLiteral("canaan::game::HandPanel")});
    QVERIFY(QCoreApplication::installTranslator(&translator));
    // LanguageChange reaches every widget.
    QTRY_VERIFY(button(window, "roll")->text().startsWith(QStringLiteral("«")));
    const QStringList after = window.logLines();
    QCOMPARE(after.size(), before.size());
    for (const QString &line : after)
        QVERIFY2(line.startsWith(QStringLiteral("«")), qPrintable(line)); // every line, the old ones too
    QVERIFY(button(window, "roll")->text() != rollText);
    QVERIFY(button(window, "roll")->text().startsWith(QStringLiteral("«")));
    QVERIFY(window.statusText().contains(QStringLiteral("«")));
    QCOMPARE(button(window, "roll")->shortcut(), QKeySequence(Qt::Key_R)); // new texts keep their keys
    QCOMPARE(button(window, "other")->shortcut(), QKeySequence(Qt::Key_M));

    QVERIFY(QCoreApplication::removeTranslator(&translator));
    QTRY_COMPARE(window.logLines(), before);
    QCOMPARE(button(window, "roll")->text(), rollText);
}

void TestGameWindow::resumedGameTellsItsLog()
{
    GameSetup setup = oneHumanSetup();
    setup.seats[0].botId = QStringLiteral("random"); // nobody's hand is shown: both logs see the same
    LocalGame firstGame(setup);
    GameWindow &first = firstGame.window;
    first.setSpeed(GameWindow::Instant);
    first.start();
    QTRY_VERIFY_WITH_TIMEOUT(first.match().log().size() >= 150, 30000);
    first.match().setStepDelay(60000); // hold still while the copy is made
    QTest::qWait(20);

    setup.history = first.match().log();
    LocalGame resumedGame(setup);
    GameWindow &resumed = resumedGame.window;
    QCOMPARE(resumed.match().resumeError(), -1);
    QVERIFY(resumed.match().state() == first.match().state());
    QCOMPARE(resumed.logLines(), first.logLines());
    int buildings = 0;
    for (QGraphicsItem *item : resumed.scene()->items())
        if (item->type() == boardview::BuildingItemType)
            ++buildings;
    QCOMPARE(buildings, int(resumed.match().state().allBuildings().count()));
}

void TestGameWindow::speedSetsTheStepDelay()
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

void TestGameWindow::computerOfferAppearsInThePanel()
{
    // Normal computer players offer trades the others would take; one reaches the person.
    LocalGame windowGame(oneHumanSetup(QStringLiteral("normal")));
    GameWindow &window = windowGame.window;
    window.resize(1400, 900);
    window.show();
    window.setSpeed(GameWindow::Instant);
    window.start();
    const GameState &state = window.match().state();
    QElapsedTimer clock;
    clock.start();
    auto offerToPerson = [&] {
        return state.pending == Pending::TradeAnswer && state.pendingPlayer == 0 && window.isPersonDeciding() &&
               window.tradePanel()->isVisible();
    };
    while (!offerToPerson() && !state.isOver() && clock.elapsed() < 60000)
        if (!actOnce(window))
            QTest::qWait(1);
    QVERIFY2(offerToPerson(), "no computer player offered the person a trade");
    // In the panel, not in a modal dialog; Accept and Decline with their keys.
    QVERIFY(!window.openDialog() && !window.openChooser());
    QVERIFY(QApplication::activeModalWidget() == nullptr);
    auto *accept = window.tradePanel()->findChild<QPushButton *>(QStringLiteral("acceptOffer"));
    auto *decline = window.tradePanel()->findChild<QPushButton *>(QStringLiteral("declineOffer"));
    QVERIFY(accept && accept->isVisible() && decline && decline->isVisible());
    QVERIFY(accept->text().contains(QLatin1Char('&')) && decline->text().contains(QLatin1Char('&')));
    QVERIFY(window.statusText().contains(QStringLiteral("trade panel")));
    QVERIFY(button(window, "trade")->isEnabled()); // the panel can be hidden and shown again
    const int answered = static_cast<int>(window.match().log().size());
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(&window, Qt::Key_D, Qt::AltModifier); // &Decline
    QTRY_VERIFY(static_cast<int>(window.match().log().size()) > answered);
    const Action last = window.match().log()[static_cast<std::size_t>(answered)];
    QCOMPARE(last.kind, ActionKind::AnswerTrade);
    QCOMPARE(int(last.a), int(TradeAnswer::Reject));
    // Shown for the answer, the panel goes away once the offer is closed (unless the next offer is
    // to the person again).
    QTRY_VERIFY(!state.offerOpen || offerToPerson());
    if (!state.offerOpen)
        QVERIFY(!window.tradePanel()->isVisible());
}

void TestGameWindow::cardsFlyAtTheChosenSpeed()
{
    LocalGame windowGame(oneHumanSetup());
    GameWindow &window = windowGame.window;
    window.resize(1300, 900);
    window.show();
    window.setSpeed(GameWindow::Instant);
    window.start();
    CardFlights *flights = window.cardFlights();
    QVERIFY(flights->testAttribute(Qt::WA_TransparentForMouseEvents)); // never in the way of a click
    // At Instant (the tests' speed) nothing flies, ever.
    int gainsSeen = 0, flyingAtInstant = 0, flyingAtNormal = 0;
    connect(&window.match(), &play::BoardMatch::eventHappened, &window, [&](const Event &e) {
        if (e.kind != EventKind::ResourcesGained)
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
    const GameState &state = window.match().state();
    while (flyingAtNormal == 0 && clock.elapsed() < 30000) {
        if (state.pending == Pending::Roll && window.isPersonDeciding()) {
            window.setSpeed(GameWindow::Normal);
            button(window, "roll")->click();
            QTRY_VERIFY(state.pending != Pending::Roll && state.pending != Pending::Dice);
            window.setSpeed(GameWindow::Instant); // the rest of the round quickly
        } else if (!actOnce(window)) {
            QTest::qWait(2);
        }
    }
    QVERIFY(flyingAtNormal > 0);
    QTRY_COMPARE(flights->inFlight(), 0); // and they land
}

void TestGameWindow::personOffersInThePanel()
{
    // The person builds an offer in the panel (T) during his turn; the computer players' answers
    // appear beside each of them, and he withdraws or takes one, all without a dialog.
    LocalGame windowGame(oneHumanSetup(QStringLiteral("normal")));
    GameWindow &window = windowGame.window;
    window.resize(1400, 900);
    window.show();
    window.setSpeed(GameWindow::Instant);
    window.start();
    const GameState &state = window.match().state();
    TradePanel *panel = window.tradePanel();
    QElapsedTimer clock;
    clock.start();
    bool offered = false;
    while (!offered && !state.isOver() && clock.elapsed() < 60000) {
        QVERIFY(playUntilThePersonRolls(window));
        button(window, "roll")->click();
        QTRY_VERIFY(state.pending != Pending::Roll && state.pending != Pending::Dice);
        while (!(state.pending == Pending::Turn && window.isPersonDeciding()) && clock.elapsed() < 60000)
            if (!actOnce(window))
                QTest::qWait(1);
        // One card of a resource he holds for one of another.
        int give = -1;
        for (int r = 0; r < kResourceCount && give < 0; ++r)
            if (state.hand[0][r] > 0)
                give = r;
        if (give < 0 || !button(window, "trade")->isEnabled()) {
            button(window, "endTurn")->click();
            continue;
        }
        if (!panel->isVisible())
            button(window, "trade")->click();
        QVERIFY(panel->isVisible());
        OfferBox *box = panel->offerBox();
        box->steppers()->giveBox(give)->setValue(1);
        box->steppers()->getBox((give + 1) % kResourceCount)->setValue(1);
        QVERIFY2(box->offerButton()->isEnabled(), qPrintable(box->offerButton()->toolTip()));
        box->offerButton()->click();
        offered = true;
    }
    QVERIFY2(offered, "the person never could offer a trade");
    // Every other player answers; the answers stand beside their names.
    QTRY_COMPARE(state.pending, Pending::TradeConfirm);
    for (int q = 1; q < 4; ++q)
        QVERIFY2(!panel->answers()->statusOf(q)->text().isEmpty(), qPrintable(QString::number(q)));
    QVERIFY(!window.openDialog() && !window.openChooser());
    QVERIFY(QApplication::activeModalWidget() == nullptr);
    // Take the first answer that can be taken, else withdraw.
    QPushButton *choice = panel->answers()->withdrawButton();
    for (int q = 1; q < 4; ++q)
        if (panel->answers()->acceptButton(q)->isVisible() && panel->answers()->acceptButton(q)->isEnabled()) {
            choice = panel->answers()->acceptButton(q);
            break;
        }
    const std::size_t moves = window.match().log().size();
    QVERIFY(choice->isEnabled());
    choice->click();
    QTRY_VERIFY(window.match().log().size() > moves);
    QCOMPARE(window.match().log()[moves].kind, ActionKind::ConfirmTrade);
    QVERIFY(!state.offerOpen);
    QVERIFY(panel->isVisible()); // opened by the person: it stays until he hides it
}

void TestGameWindow::fitsALaptopWithTheTradePanelOpen()
{
    // A 1366x768 laptop leaves about 1280x720 to a window (issue 42): with the trade panel open, the
    // widest moment of the window, its smallest size must still fit, in English (the longer words).
    LocalGame windowGame(oneHumanSetup(QStringLiteral("normal")));
    GameWindow &window = windowGame.window;
    window.resize(1280, 720);
    window.show();
    window.tradePanel()->show();
    QVERIFY(window.tradePanel()->isVisible());
    QCoreApplication::processEvents();
    const QSize smallest = window.minimumSizeHint().expandedTo(window.minimumSize());
    QVERIFY2(smallest.width() <= 1280, qPrintable(QStringLiteral("the window needs %1 pixels").arg(smallest.width())));
    QVERIFY2(smallest.height() <= 720, qPrintable(QStringLiteral("the window needs %1 pixels").arg(smallest.height())));
    QCOMPARE(window.width(), 1280); // nothing pushed it wider
}

QTEST_MAIN(TestGameWindow)
#include "test_game_window.moc"
