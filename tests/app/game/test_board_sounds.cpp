// Issue 37: the board game's sounds. Each event asks for its sound (the dice, a development card
// played, a robbery, a trade), "your turn" is heard once when the person's turn comes, nothing at
// volume 0 (the default), and one volume, in either game's Sound menu, serves both games. The player
// records what it was asked to play: no audio device is needed.
#include "app/game/board_sounds.h"
#include "app/card_table/card_table_widget.h"
#include "app/game/game_window.h"
#include "tests/app/game/local_game.h"
#include "app/sound/sound_player.h"
#include "app/sound/sound_volume.h"
#include "app/sound/volume_menu.h"
#include "tests/app/sample_map.h"

#include <QElapsedTimer>
#include <QSettings>
#include <QTest>

using namespace canaan;
using namespace canaan::game;
using namespace canaan::testing;
using sound::Sound;

Q_DECLARE_METATYPE(canaan::EventKind)
Q_DECLARE_METATYPE(std::optional<canaan::sound::Sound>)

namespace {

GameSetup oneHumanSetup()
{
    GameSetup setup;
    setup.map = testing::sampleCanaanMap();
    setup.seats = defaultSeats(4, QStringLiteral("random"));
    setup.seed = 17;
    setup.turnLimit = 200;
    return setup;
}

// The person's move: roll, trade with the bank when he can, else end the turn (or the first legal).
Action personsMove(const std::vector<Action> &legal)
{
    for (ActionKind kind : {ActionKind::Roll, ActionKind::MaritimeTrade, ActionKind::EndTurn})
        for (const Action &a : legal)
            if (a.kind == kind)
                return a;
    return legal.front();
}

// Plays the person's seat until the game reaches `turns` turns.
void playUntilTurn(GameWindow &window, int turns)
{
    const GameState &state = window.match().state();
    QElapsedTimer clock;
    clock.start();
    while (!state.isOver() && state.turn < turns && clock.elapsed() < 60000) {
        if (answerOpenDecision(window))
            continue;
        if (window.isPersonDeciding())
            window.perform(personsMove(window.match().legalActions()));
        else
            QTest::qWait(1);
    }
}

} // namespace

class TestBoardSounds : public QObject {
    Q_OBJECT
private slots:
    void init() { sound::SoundVolume::instance().setPercent(0); }

    void eachEventAsksForItsSound_data()
    {
        QTest::addColumn<EventKind>("kind");
        QTest::addColumn<std::optional<Sound>>("expected");
        QTest::newRow("dice") << EventKind::DiceRolled << std::optional(Sound::Dice);
        QTest::newRow("development card played") << EventKind::CardPlayed << std::optional(Sound::Card);
        QTest::newRow("card stolen") << EventKind::CardStolen << std::optional(Sound::Robbery);
        QTest::newRow("trade between players") << EventKind::TradeDone << std::optional(Sound::Trade);
        QTest::newRow("trade with the bank") << EventKind::MaritimeTraded << std::optional(Sound::Trade);
        QTest::newRow("card bought (a secret)") << EventKind::CardBought << std::optional<Sound>();
        QTest::newRow("production") << EventKind::ResourcesGained << std::optional<Sound>();
        QTest::newRow("turn started (the window's own cue)") << EventKind::TurnStarted << std::optional<Sound>();
        QTest::newRow("offer made") << EventKind::TradeOffered << std::optional<Sound>();
    }
    void eachEventAsksForItsSound()
    {
        QFETCH(EventKind, kind);
        QFETCH(std::optional<Sound>, expected);
        Event e;
        e.kind = kind;
        e.player = 1;
        QCOMPARE(soundOfEvent(e), expected);
    }

    // A game against three computer players: the window asks for exactly the events' sounds, in
    // order, and "your turn" once for each of the person's turns.
    void aGameSoundsItsEventsAndThePersonsTurns()
    {
        sound::SoundVolume::instance().setPercent(25);
        LocalGame windowGame(oneHumanSetup());
        GameWindow &window = windowGame.window;
        QCOMPARE(window.sounds()->volume(), 25); // the app's volume
        window.show();
        window.setSpeed(GameWindow::Instant);
        QList<Sound> expected;
        int personsTurns = 0;
        connect(&window.match(), &play::BoardMatch::eventHappened, &window, [&](const Event &e) {
            if (const auto s = soundOfEvent(e))
                expected << *s;
            personsTurns += e.kind == EventKind::TurnStarted && e.player == 0;
        });
        window.start();
        playUntilTurn(window, 24);
        QVERIFY(window.match().state().turn >= 24);

        QList<Sound> heard = window.sounds()->played();
        const int turns = int(heard.removeAll(Sound::Turn));
        QCOMPARE(heard, expected);
        QVERIFY(expected.count(Sound::Dice) >= 23);
        QVERIFY2(expected.contains(Sound::Trade), "the person trades with the bank when he can");
        QVERIFY(personsTurns > 0);
        QCOMPARE(turns, personsTurns);
    }

    // Off (the default): a game plays no sound at all.
    void volumeZeroPlaysNothing()
    {
        LocalGame windowGame(oneHumanSetup());
        GameWindow &window = windowGame.window;
        QCOMPARE(window.sounds()->volume(), 0);
        window.show();
        window.setSpeed(GameWindow::Instant);
        window.start();
        playUntilTurn(window, 12);
        QVERIFY(window.match().state().turn >= 12);
        QVERIFY(window.sounds()->played().isEmpty());
    }

    // One setting for the app: the Sound menu (the board game's Settings menu and Conquest's Game
    // menu are the same menu) sets both games' volume at once and keeps it in the settings.
    void oneVolumeServesBothGames()
    {
        LocalGame windowGame(oneHumanSetup());
        cardtable::CardTableWidget table;
        sound::VolumeMenu menu;
        QCOMPARE(menu.actions().size(), sound::VolumeMenu::volumes().size());
        for (int i = 0; i < menu.actions().size(); ++i) {
            const int percent = sound::VolumeMenu::volumes().at(i);
            menu.actions().at(i)->trigger();
            QCOMPARE(windowGame.window.sounds()->volume(), percent);
            QCOMPARE(table.sounds()->volume(), percent);
            QCOMPARE(QSettings().value(QStringLiteral("sound/volume")).toInt(), percent);
            QVERIFY(menu.actions().at(i)->isChecked());
        }
        menu.actions().first()->trigger();
        table.sounds()->play(Sound::Card);
        windowGame.window.sounds()->play(Sound::Dice);
        QVERIFY(table.sounds()->played().isEmpty());
        QVERIFY(windowGame.window.sounds()->played().isEmpty());
    }
};

QTEST_MAIN(TestBoardSounds)
#include "test_board_sounds.moc"
