// Issue 37: the board game's sounds. Each event asks for its sound (the dice, a development card
// played, a robbery, a trade), "your turn" is heard once when the person's turn comes, nothing at
// volume 0 (the default), and one volume, in either game's Sound menu, serves both games. The player
// records what it was asked to play: no audio device is needed.
#include "app/settlers_table/settlers_sounds.h"
#include "app/card_table/card_table_widget.h"
#include "app/settlers_table/game_window.h"
#include "tests/app/settlers_table/local_game.h"
#include "app/sound/sound_player.h"
#include "app/sound/sound_volume.h"
#include "app/sound/volume_menu.h"
#include "tests/app/sample_map.h"

#include <QElapsedTimer>
#include <QSettings>
#include <QTest>

using namespace canaan;
using namespace canaan::settlerstable;
using namespace canaan::testing;
using sound::Sound;

Q_DECLARE_METATYPE(canaan::settlers::EventKind)
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
settlers::Action personsMove(const std::vector<settlers::Action> &legal)
{
    for (settlers::ActionKind kind : {settlers::ActionKind::Roll, settlers::ActionKind::MaritimeTrade, settlers::ActionKind::EndTurn})
        for (const settlers::Action &a : legal)
            if (a.kind == kind)
                return a;
    return legal.front();
}

// Plays the person's seat until the game reaches `turns` turns.
void playUntilTurn(GameWindow &window, int turns)
{
    const settlers::GameState &state = window.match().state();
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

class TestSettlersSounds : public QObject {
    Q_OBJECT
private slots:
    void init() { sound::SoundVolume::instance().setPercent(0); }

    void eachEventAsksForItsSound_data()
    {
        QTest::addColumn<settlers::EventKind>("kind");
        QTest::addColumn<std::optional<Sound>>("expected");
        QTest::newRow("dice") << settlers::EventKind::DiceRolled << std::optional(Sound::Dice);
        QTest::newRow("development card played") << settlers::EventKind::CardPlayed << std::optional(Sound::Card);
        QTest::newRow("card stolen") << settlers::EventKind::CardStolen << std::optional(Sound::Robbery);
        QTest::newRow("trade between players") << settlers::EventKind::TradeDone << std::optional(Sound::Trade);
        QTest::newRow("trade with the bank") << settlers::EventKind::MaritimeTraded << std::optional(Sound::Trade);
        QTest::newRow("card bought (a secret)") << settlers::EventKind::CardBought << std::optional<Sound>();
        QTest::newRow("production") << settlers::EventKind::ResourcesGained << std::optional<Sound>();
        QTest::newRow("turn started (the window's own cue)") << settlers::EventKind::TurnStarted << std::optional<Sound>();
        QTest::newRow("offer made") << settlers::EventKind::TradeOffered << std::optional<Sound>();
    }
    void eachEventAsksForItsSound()
    {
        QFETCH(settlers::EventKind, kind);
        QFETCH(std::optional<Sound>, expected);
        settlers::Event e;
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
        connect(&window.match(), &play::SettlersMatch::eventHappened, &window, [&](const settlers::Event &e) {
            if (const auto s = soundOfEvent(e))
                expected << *s;
            personsTurns += e.kind == settlers::EventKind::TurnStarted && e.player == 0;
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

QTEST_MAIN(TestSettlersSounds)
#include "test_settlers_sounds.moc"
