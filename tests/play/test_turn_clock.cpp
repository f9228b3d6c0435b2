// The turn clock (issue 42, play/match_clock.h) of a game held at one screen: when a person's
// decision runs out of time a computer player makes it, as an ordinary action of the log that
// replays without any clock; the clock starts again for each decision and not within one (the cards
// of one discard); without a clock nobody is taken over; a save keeps the setting and an older
// save, without it, loads with no clock. One clock second lasts a few ms here, so a limit of 30 s
// passes at once; every wait is bounded.
#include "engine/settlers/ai/driver.h"
#include "engine/random/rng.h"
#include "play/settlers_match.h"
#include "engine/io/clock_limits.h"
#include "engine/io/map_file.h"
#include "play/screen_participant.h"

#include <QSignalSpy>
#include <QTest>

using namespace canaan;
using namespace canaan::play;

class TestTurnClock : public QObject {
    Q_OBJECT
private slots:
    void aTimedOutDecisionIsMadeByTheComputer();
    void theClockStartsAgainForEachDecision();
    void oneSeatAskedTheSameQuestionIsOneDecision();
    void withoutAClockNobodyIsTakenOver();
    void theSaveKeepsTheClock();
    void aSaveWithAnotherClockIsRefused();
};

namespace {

constexpr int kBoundMs = 30000; // a bound, not a timing

// People at one screen at `people` seats (hot-seat), normal computer players at the others.
SettlersSetup hotSeat(int seats, int people, int clockSeconds)
{
    SettlersSetup setup;
    const MapLoadResult map = loadMapFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/canaan.canaanmap"));
    if (map.ok())
        setup.map = *map.map;
    for (int i = 0; i < seats; ++i)
        setup.seats.push_back({"Seat " + std::to_string(i), i < people ? "human" : "normal", "blue"});
    setup.seed = 42;
    setup.clockSeconds = clockSeconds;
    return setup;
}

std::shared_ptr<ScreenParticipant<SettlersGame>> seatTheScreen(SettlersMatch &match)
{
    match.seatComputerPlayers();
    auto screen = std::make_shared<ScreenParticipant<SettlersGame>>();
    for (int i = 0; i < match.seatCount(); ++i)
        if (match.setup().seats[static_cast<std::size_t>(i)].kind == "human")
            match.setParticipant(i, screen);
    match.setStepDelay(0);
    return screen;
}

// The decisions (not chance outcomes) of the log made for `seats` people's seats.
int decisionsOfPeople(const SettlersMatch &match, int people)
{
    int n = 0;
    for (const settlers::Action &a : match.log())
        n += a.player < people && !settlers::isChance(a.kind);
    return n;
}

} // namespace

void TestTurnClock::aTimedOutDecisionIsMadeByTheComputer()
{
    SettlersMatch match(hotSeat(3, 2, 30));
    QVERIFY(match.map().hexes.size() > 0);
    match.turnClock().setSecondMs(2); // 30 "seconds" are 60 ms
    auto screen = seatTheScreen(match);
    QSignalSpy asked(screen.get(), &ScreenSignals::asked);
    QSignalSpy expired(&match.turnClock(), &TurnClock::expired);
    match.start();
    // Nobody at the screen answers: the set-up's placements of both people are made for them
    // (each places two settlements and two roads), and the game goes on into play.
    QVERIFY(QTest::qWaitFor([&] { return match.state().stage == settlers::Stage::Play && decisionsOfPeople(match, 2) >= 8; }, kBoundMs));
    QVERIFY(expired.count() >= 1);
    QVERIFY(asked.count() >= expired.count()); // each was asked of the people first
    // The computer's decisions are ordinary actions: the log replays from a new game, with no clock.
    const settlers::ReplayResult replayed = settlers::replay(match.rules(), match.seatCount(), match.log());
    QCOMPARE(replayed.failedAt, -1L);
    match.stop();
}

void TestTurnClock::theClockStartsAgainForEachDecision()
{
    SettlersMatch match(hotSeat(2, 2, 30));
    match.turnClock().setSecondMs(200); // 30 "seconds" are 6 s
    auto screen = seatTheScreen(match);
    QSignalSpy expired(&match.turnClock(), &TurnClock::expired);
    match.start(); // the first rolls for the first player are chance's, then a person is asked
    QVERIFY(QTest::qWaitFor([&] { return screen->askedSeat() >= 0; }, kBoundMs));
    const int first = match.decidingSeat();
    QCOMPARE(match.turnClock().seat(), first);
    QCOMPARE(match.turnClock().secondsLeft(), 30);
    // Time passes; the person answers before it runs out.
    QVERIFY(QTest::qWaitFor([&] { return match.turnClock().secondsLeft() <= 29; }, kBoundMs));
    QCOMPARE(screen->askedSeat(), first);
    QVERIFY(screen->submit(screen->legal().front()).isEmpty());
    // The next decision (the set-up road after the settlement) has the whole limit again.
    QCOMPARE(match.decidingSeat(), first);
    QCOMPARE(match.turnClock().seat(), first);
    QCOMPARE(match.turnClock().secondsLeft(), 30);
    QCOMPARE(expired.count(), 0);
    match.stop();
}

void TestTurnClock::oneSeatAskedTheSameQuestionIsOneDecision()
{
    // Games of random choices until one seat discards several cards: each card is an action, and
    // all of them are one decision; every action of a turn's free part is a decision of its own.
    const MapLoadResult map = loadMapFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/canaan.canaanmap"));
    QVERIFY(map.ok());
    const auto rules = std::make_shared<const settlers::Rules>(*map.map, 0);
    int discardsOfSeveralCards = 0, turnActions = 0;
    for (std::uint64_t seed = 1; seed < 40 && discardsOfSeveralCards == 0; ++seed) {
        Pcg32 rng(seed);
        settlers::GameState state = SettlersGame::newGame(rules, 4);
        std::vector<settlers::Event> events;
        for (std::size_t n = 0; n < 3000 && !state.isOver(); ++n) {
            const settlers::GameState before = state;
            settlers::Action action;
            if (SettlersGame::isChancePending(state)) {
                action = SettlersGame::sampleChance(rules, state, rng);
            } else {
                const std::vector<settlers::Action> legal = SettlersGame::legalActions(rules, state);
                action = legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))];
            }
            events.clear();
            SettlersGame::apply(rules, state, action, events);
            if (SettlersGame::isChancePending(state) || state.isOver())
                continue;
            const bool sameKey = SettlersGame::decisionKey(before, n) == SettlersGame::decisionKey(state, n + 1);
            if (before.pending == settlers::Pending::Discard && state.pending == settlers::Pending::Discard
                && before.pendingPlayer == state.pendingPlayer) {
                QVERIFY(sameKey);
                ++discardsOfSeveralCards;
            } else if (before.pending == settlers::Pending::Turn && state.pending == settlers::Pending::Turn) {
                QVERIFY(!sameKey);
                ++turnActions;
            } else if (before.pendingPlayer != state.pendingPlayer) {
                QVERIFY(!sameKey); // another seat's decision
            }
        }
    }
    QVERIFY(discardsOfSeveralCards > 0);
    QVERIFY(turnActions > 0);
}

void TestTurnClock::withoutAClockNobodyIsTakenOver()
{
    SettlersMatch match(hotSeat(3, 1, 0));
    match.turnClock().setSecondMs(1);
    auto screen = seatTheScreen(match);
    QSignalSpy asked(screen.get(), &ScreenSignals::asked);
    QSignalSpy changed(&match.turnClock(), &TurnClock::changed);
    match.start();
    QVERIFY(asked.count() > 0 || asked.wait(kBoundMs));
    const std::size_t waiting = match.log().size();
    QTest::qWait(300); // many times the 30 ms a 30-second clock would last here
    QCOMPARE(match.log().size(), waiting);
    QCOMPARE(screen->askedSeat(), 0);
    QCOMPARE(match.turnClock().seat(), -1);
    QCOMPARE(changed.count(), 0);
    match.stop();
}

void TestTurnClock::theSaveKeepsTheClock()
{
    SettlersMatch timed(hotSeat(3, 1, 60));
    SavedGame saved = timed.savedGame();
    QCOMPARE(saved.clockSeconds, 60);
    const QByteArray text = serializeSave(saved, timed.rules(), timed.state());
    QVERIFY(text.contains("\"clock\": 60"));
    const SaveReadResult read = parseSave(text, QStringLiteral("timed.canaansave"));
    QVERIFY2(read.ok(), qPrintable(read.error.toString()));
    QCOMPARE(read.game->clockSeconds, 60);
    QCOMPARE(SettlersMatch::setupOf(*read.game).clockSeconds, 60);

    // A game without a clock is written as before the clock, and such a save loads without one.
    SettlersMatch untimed(hotSeat(3, 1, 0));
    const QByteArray old = serializeSave(untimed.savedGame(), untimed.rules(), untimed.state());
    QVERIFY(!old.contains("\"clock\""));
    const SaveReadResult readOld = parseSave(old, QStringLiteral("old.canaansave"));
    QVERIFY2(readOld.ok(), qPrintable(readOld.error.toString()));
    QCOMPARE(readOld.game->clockSeconds, 0);
    QVERIFY(readOld.warnings.empty());
}

void TestTurnClock::aSaveWithAnotherClockIsRefused()
{
    SettlersMatch timed(hotSeat(3, 1, 30));
    const QByteArray text = serializeSave(timed.savedGame(), timed.rules(), timed.state());
    for (const QByteArray &wrong : {QByteArray("45"), QByteArray("-30"), QByteArray("3600"), QByteArray("\"30\"")}) {
        QByteArray bad = text;
        bad.replace("\"clock\": 30", "\"clock\": " + wrong);
        const SaveReadResult read = parseSave(bad, QStringLiteral("bad.canaansave"));
        QVERIFY2(!read.ok(), wrong.constData());
        QCOMPARE(read.error.place, QStringLiteral("clock"));
    }
    QVERIFY(isClockChoice(30) && !isClockChoice(45));
}

QTEST_GUILESS_MAIN(TestTurnClock)
#include "test_turn_clock.moc"
