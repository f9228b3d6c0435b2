// The board game's match host runs a game of bots to its end through the event loop, one step at a
// time, while the GUI thread stays free; a person's illegal action is refused with a reason; a
// resumed game replays its history. (Formerly the tests of GameController, which it replaced.)
#include "engine/settlers/ai/driver.h"
#include "tests/app/settlers_table/local_game.h"
#include "app/settlers_table/korean_particles.h"
#include "app/settlers_table/event_text.h"
#include "tests/app/sample_map.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace canaan;
using namespace canaan::settlerstable;
using namespace canaan::testing;

class TestSettlersMatch : public QObject {
    Q_OBJECT
private slots:
    void botsPlayAWholeGame();
    void stepsWaitForTheDelay();
    void personIsAskedAndIllegalActionIsRefused();
    void everyEventHasASentence();
    void koreanParticlesFollowTheName();
    void realComputerPlayersMove_data();
    void realComputerPlayersMove();
    void resumeReplaysTheHistory_data();
    void resumeReplaysTheHistory();
    void resumeStopsAtAnIllegalEntry();
};

namespace {

GameSetup botSetup(int players, QString humanSeat0 = QStringLiteral("random"))
{
    GameSetup setup;
    setup.map = testing::sampleCanaanMap();
    setup.seats = defaultSeats(players, QStringLiteral("random"));
    setup.seats[0].botId = humanSeat0;
    setup.seed = 7;
    setup.turnLimit = 120;
    return setup;
}

} // namespace

void TestSettlersMatch::botsPlayAWholeGame()
{
    LocalTable table(botSetup(4));
    play::SettlersMatch &match = table.match;
    match.setStepDelay(0);
    QSignalSpy over(&match, &play::MatchHostBase::gameOver);
    QSignalSpy events(&match, &play::SettlersMatch::eventHappened);
    int ticks = 0; // a timer on the GUI thread keeps firing while the bots play
    QTimer heartbeat;
    connect(&heartbeat, &QTimer::timeout, this, [&] { ++ticks; });
    heartbeat.start(5);
    match.start();
    QTRY_VERIFY_WITH_TIMEOUT(over.count() == 1, 120000);
    QVERIFY(match.state().isOver());
    QVERIFY(match.state().endReason != settlers::EndReason::None);
    QVERIFY(match.log().size() > 50);
    QVERIFY(events.count() > 50);
    QVERIFY(ticks > 5);
    // The log replays to the same state: every step went through the engine in order.
    const settlers::ReplayResult replayed = settlers::replay(match.rules(), 4, match.log());
    QCOMPARE(replayed.failedAt, -1L);
    QVERIFY(replayed.state == match.state());
}

void TestSettlersMatch::stepsWaitForTheDelay()
{
    LocalTable table(botSetup(3));
    play::SettlersMatch &match = table.match;
    match.setStepDelay(200);
    match.start();
    QTest::qWait(50);
    QCOMPARE(match.log().size(), std::size_t(0));
    QTRY_VERIFY_WITH_TIMEOUT(match.log().size() >= 1, 2000);
}

void TestSettlersMatch::personIsAskedAndIllegalActionIsRefused()
{
    LocalTable table(botSetup(3, QString()));
    play::SettlersMatch &match = table.match;
    match.setStepDelay(0);
    QSignalSpy asked(table.person.get(), &play::ScreenSignals::asked);
    QSignalSpy refused(&match, &play::MatchHostBase::refused);
    match.start();
    QTRY_VERIFY_WITH_TIMEOUT(asked.count() >= 1, 10000);
    QCOMPARE(asked.last().at(0).toInt(), 0);
    QVERIFY(table.isPersonDeciding());
    QCOMPARE(match.state().pending, settlers::Pending::SetupSettlement);

    settlers::Action wrong;
    wrong.kind = settlers::ActionKind::EndTurn;
    wrong.player = 0;
    QVERIFY(!table.perform(wrong));
    QCOMPARE(refused.count(), 1);
    QCOMPARE(refused.first().at(0).toInt(), 0);
    QVERIFY(!refused.first().at(1).toString().isEmpty());

    const std::size_t before = match.log().size();
    QVERIFY(table.perform(match.legalActions().front()));
    QCOMPARE(match.log().size(), before + 1);
    QCOMPARE(match.state().pending, settlers::Pending::SetupRoad);
}

void TestSettlersMatch::everyEventHasASentence()
{
    LocalTable table(botSetup(4));
    play::SettlersMatch &match = table.match;
    match.setStepDelay(0);
    const EventText text(QStringList{"A", "B", "C", "D"}, match.rules().ruleset());
    int empty = 0;
    connect(&match, &play::SettlersMatch::eventHappened, this, [&](const settlers::Event &e) {
        if (text.sentence(e).isEmpty())
            ++empty;
    });
    QSignalSpy over(&match, &play::MatchHostBase::gameOver);
    match.start();
    QTRY_VERIFY_WITH_TIMEOUT(over.count() == 1, 120000);
    QCOMPARE(empty, 0);
}

void TestSettlersMatch::koreanParticlesFollowTheName()
{
    QCOMPARE(fixParticles(QStringLiteral("유다이(가) 도로를 건설했습니다.")), QStringLiteral("유다가 도로를 건설했습니다."));
    QCOMPARE(fixParticles(QStringLiteral("아셀이(가) 이겼습니다.")), QStringLiteral("아셀이 이겼습니다."));
    QCOMPARE(fixParticles(QStringLiteral("베냐민와(과) 거래")), QStringLiteral("베냐민과 거래"));
    QCOMPARE(fixParticles(QStringLiteral("목재을(를)")), QStringLiteral("목재를"));
    QCOMPARE(fixParticles(QStringLiteral("Anna이(가)")), QStringLiteral("Anna이(가)"));
    QCOMPARE(fixParticles(QStringLiteral("Judah built a road.")), QStringLiteral("Judah built a road."));
}

void TestSettlersMatch::realComputerPlayersMove_data()
{
    QTest::addColumn<QString>("botId");
    QTest::newRow("easy") << QStringLiteral("easy");
    QTest::newRow("normal") << QStringLiteral("normal");
    QTest::newRow("unknown id plays as random") << QStringLiteral("no-such-bot");
}

void TestSettlersMatch::realComputerPlayersMove()
{
    // The registry's bots, thinking on the worker, play a short game to its end.
    QFETCH(QString, botId);
    GameSetup setup = botSetup(4);
    setup.seats = defaultSeats(4, botId);
    setup.seats[0].botId = botId; // four computer players
    setup.turnLimit = 12;
    if (botId == QStringLiteral("no-such-bot"))
        for (int seat = 0; seat < 4; ++seat)
            QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("unknown computer player")));
    LocalTable table(setup);
    play::SettlersMatch &match = table.match;
    match.setStepDelay(0);
    QSignalSpy over(&match, &play::MatchHostBase::gameOver);
    match.start();
    QTRY_VERIFY_WITH_TIMEOUT(over.count() == 1, 60000);
    QVERIFY(match.state().isOver());
}

namespace {

// The first `count` actions of a bot game (chance outcomes included), as a save would hold them.
std::vector<settlers::Action> playedHistory(std::size_t count)
{
    LocalTable table(botSetup(4));
    play::SettlersMatch &match = table.match;
    match.setStepDelay(0);
    match.start();
    QElapsedTimer clock;
    clock.start();
    while (match.log().size() < count && !match.state().isOver() && clock.elapsed() < 60000)
        QTest::qWait(1);
    auto log = match.log();
    log.resize(std::min(log.size(), count));
    return log;
}

} // namespace

void TestSettlersMatch::resumeReplaysTheHistory_data()
{
    QTest::addColumn<int>("moves");
    QTest::newRow("nothing played") << 0;
    QTest::newRow("during set-up") << 9;
    QTest::newRow("a few rounds in") << 240;
}

void TestSettlersMatch::resumeReplaysTheHistory()
{
    QFETCH(int, moves);
    const std::vector<settlers::Action> history = playedHistory(static_cast<std::size_t>(moves));
    QCOMPARE(history.size(), static_cast<std::size_t>(moves));

    GameSetup setup = botSetup(4);
    setup.history = history;
    LocalTable resumedTable(setup);
    play::SettlersMatch &resumed = resumedTable.match;
    QCOMPARE(resumed.resumeError(), -1);
    QVERIFY(resumed.log() == history);
    // The state is exactly the one the engine reaches by applying the history.
    const settlers::ReplayResult expected = settlers::replay(resumed.rules(), 4, history);
    QCOMPARE(expected.failedAt, -1L);
    QVERIFY(resumed.state() == expected.state);
    QCOMPARE(moves == 0, resumed.replayedEvents().empty());

    // And the game goes on from there.
    resumed.setStepDelay(0);
    resumed.start();
    QTRY_VERIFY_WITH_TIMEOUT(resumed.log().size() > history.size() + 5 || resumed.state().isOver(), 20000);
}

void TestSettlersMatch::resumeStopsAtAnIllegalEntry()
{
    std::vector<settlers::Action> history = playedHistory(60);
    QCOMPARE(history.size(), std::size_t(60));
    // Ending a turn during the first-player rolls or the set-up is never legal.
    constexpr int broken = 7;
    history[broken] = settlers::makeAction(settlers::ActionKind::EndTurn, history[broken].player);

    GameSetup setup = botSetup(4);
    setup.history = history;
    LocalTable resumedTable(setup);
    play::SettlersMatch &resumed = resumedTable.match;
    QCOMPARE(resumed.resumeError(), broken);
    QCOMPARE(resumed.log().size(), std::size_t(broken));
    const std::vector<settlers::Action> before(history.begin(), history.begin() + broken);
    QVERIFY(resumed.state() == settlers::replay(resumed.rules(), 4, before).state);
}

QTEST_MAIN(TestSettlersMatch)
#include "test_settlers_match.moc"
