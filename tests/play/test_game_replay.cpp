// The replay model (play/game_replay.h, replay_file.h) and the review (game_review.h), headless:
// games of computer players are played through the match host, their views recorded after every
// action as the live game showed them (serialized as the network sends them); the save opened as a
// replay shows the same view at every step, forward to the end and back to the start, and the
// same state; its navigation stops at decisions and turns; a seat's view never holds another
// seat's hand; the review's VP are the state's, and the winner's chance at a finished game's last
// turn is 1; a damaged save gives one clear error.
#include "play/settlers_match.h"
#include "net/settlers_wire.h"
#include "play/computer_participant.h"
#include "engine/conquest/saves/conquest_save.h"
#include "net/conquest_wire.h"
#include "play/game_review.h"
#include "engine/io/game_digest.h"
#include "engine/io/map_file.h"
#include "engine/io/save_file.h"
#include "play/replay_file.h"
#include "engine/settlers/rules/engine.h"
#include "engine/settlers/stats/game_stats.h"

#include <QFile>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace canaan;
using namespace canaan::play;

class TestGameReplay : public QObject {
    Q_OBJECT
private slots:
    void steppingShowsTheLiveGamesViews_data();
    void steppingShowsTheLiveGamesViews();
    void navigationStopsAtDecisionsAndTurns_data();
    void navigationStopsAtDecisionsAndTurns();
    void aSeatsViewNeverHoldsAnotherSeatsHand();
    void reviewVpAreTheStates();
    void theWinnersChanceAtTheLastTurnIsOne_data();
    void theWinnersChanceAtTheLastTurnIsOne();
    void theReviewIsReproducible();
    void aDamagedSaveGivesOneClearError_data();
    void aDamagedSaveGivesOneClearError();

private:
    QTemporaryDir m_dir;
};

namespace {

// What the live game showed after each action: every seat's view as the network sends it, and the
// state's digest (everything).
struct Recorded {
    QString path;
    std::vector<std::vector<QByteArray>> views; // [position][seat]
    std::vector<QByteArray> states;             // [position]
};


std::vector<QByteArray> boardViews(const SettlersMatch &match)
{
    std::vector<QByteArray> views;
    for (int seat = 0; seat < match.seatCount(); ++seat)
        views.push_back(net::boardViewText(match.rules(), settlers::viewOf(match.state(), seat), static_cast<int>(match.log().size())));
    return views;
}

Recorded playBoard(const QString &dir, const QString &ruleset, int seats, std::uint64_t seed, int turnLimit)
{
    static const char *const colours[] = {"red", "blue", "white", "orange"};
    Recorded r;
    const MapLoadResult map = loadMapFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/%1.canaanmap").arg(ruleset));
    if (!map.ok())
        return r;
    SettlersSetup setup;
    setup.map = *map.map;
    for (int i = 0; i < seats; ++i)
        setup.seats.push_back({"Seat " + std::to_string(i), "normal", colours[i]});
    setup.seed = seed;
    setup.turnLimit = turnLimit;
    SettlersMatch match(setup);
    match.seatComputerPlayers();
    r.views.push_back(boardViews(match));
    r.states.push_back(io::stateDigest(match.rules(), match.state()).toUtf8());
    QObject::connect(&match, &MatchHostBase::actionApplied, [&] {
        r.views.push_back(boardViews(match));
        r.states.push_back(io::stateDigest(match.rules(), match.state()).toUtf8());
    });
    QSignalSpy over(&match, &MatchHostBase::gameOver);
    match.setStepDelay(0);
    match.start();
    if (!match.state().isOver() && !over.wait(240000))
        return r;
    r.path = dir + QStringLiteral("/%1-%2.canaansave").arg(ruleset).arg(seed);
    if (!saveSaveFile(match.savedGame(), match.rules(), match.state(), r.path))
        r.path.clear();
    return r;
}

std::vector<QByteArray> conquestViews(const ConquestHost &host)
{
    std::vector<QByteArray> views;
    for (int seat = 0; seat < host.seatCount(); ++seat)
        views.push_back(QJsonDocument(net::conquestViewJson(conquest::viewOf(host.state(), seat))).toJson());
    return views;
}

Recorded playConquest(const QString &dir, std::uint64_t seed, int turns)
{
    using conquest::Nation;
    static const Nation nations[] = {Nation::Hittites, Nation::Hebrews, Nation::Egyptians, Nation::Assyrians};
    Recorded r;
    conquest::saves::SavedConquest saved;
    saved.options.turns = turns;
    saved.seed = seed;
    for (int i = 0; i < 4; ++i)
        saved.seats.push_back({nations[i], QStringLiteral("normal"), QStringLiteral("Seat %1").arg(i)});
    ConquestHost host(ConquestGame::contextOf(saved), 4, seed);
    for (int i = 0; i < host.seatCount(); ++i)
        host.setParticipant(i, std::make_shared<ComputerParticipant<ConquestGame>>(
                                   host.context(), QStringLiteral("normal"), ConquestGame::botSeed(seed, i)));
    r.views.push_back(conquestViews(host));
    r.states.push_back(conquest::saves::canonicalText(host.state()));
    QObject::connect(&host, &MatchHostBase::actionApplied, [&] {
        r.views.push_back(conquestViews(host));
        r.states.push_back(conquest::saves::canonicalText(host.state()));
    });
    QSignalSpy over(&host, &MatchHostBase::gameOver);
    host.setStepDelay(0);
    host.start();
    if (!host.state().over() && !over.wait(240000))
        return r;
    saved.log = host.log();
    r.path = dir + QStringLiteral("/conquest-%1.canaansave").arg(seed);
    QString error;
    if (!conquest::saves::saveToFile(saved, host.state(), r.path, &error))
        r.path.clear();
    return r;
}

// Short games (a turn limit of 30): every position is checked for every seat, forward and back.
// `toTheEnd` plays the board game with no limit, so that it has a winner.
Recorded playGame(const QString &dir, const QString &game, std::uint64_t seed, bool toTheEnd = false)
{
    if (game == QLatin1String("conquest"))
        return playConquest(dir, seed, 8);
    return playBoard(dir, game, game == QLatin1String("classic") ? 4 : 3, seed, toTheEnd ? 0 : 30);
}

template <class Replay, class ViewText, class StateText>
void compareAt(Replay &replay, int n, const Recorded &r, ViewText viewText, StateText stateText)
{
    replay.seek(n);
    QCOMPARE(replay.position(), n);
    QCOMPARE(stateText(replay.state()), r.states[static_cast<std::size_t>(n)]);
    for (int seat = 0; seat < replay.seats(); ++seat)
        QCOMPARE(viewText(replay.view(seat), n), r.views[static_cast<std::size_t>(n)][static_cast<std::size_t>(seat)]);
}

template <class Replay, class ViewText, class StateText>
void stepThrough(Replay &replay, const Recorded &r, ViewText viewText, StateText stateText)
{
    QCOMPARE(static_cast<std::size_t>(replay.length() + 1), r.views.size());
    for (int n = 0; n <= replay.length(); ++n) {
        compareAt(replay, n, r, viewText, stateText);
        if (QTest::currentTestFailed())
            return;
    }
    for (int n = replay.length(); n >= 0; --n) {
        compareAt(replay, n, r, viewText, stateText);
        if (QTest::currentTestFailed())
            return;
    }
}

template <class Replay>
void checkNavigation(Replay &replay)
{
    // Next decision from the start to the end: each step ends just after a seat's action.
    replay.seek(0);
    int decisions = 0;
    while (replay.position() < replay.length()) {
        const int next = replay.nextDecision();
        QVERIFY(next > replay.position());
        for (int i = replay.position(); i < next - 1; ++i)
            QVERIFY(replay.isChance(i));
        if (next < replay.length() || !replay.isChance(next - 1))
            QVERIFY(!replay.isChance(next - 1));
        replay.seek(next);
        ++decisions;
    }
    QVERIFY(decisions > 0);
    // And back.
    while (replay.position() > 0) {
        const int previous = replay.previousDecision();
        QVERIFY(previous < replay.position());
        QVERIFY(previous == 0 || !replay.isChance(previous - 1));
        replay.seek(previous);
    }
    // Next turn goes through every turn once, in order; previous turn comes back through the same starts.
    std::vector<int> starts;
    while (replay.position() < replay.length()) {
        const int next = replay.nextTurn();
        QVERIFY(next > replay.position());
        QVERIFY(next == replay.length() || replay.turnAt(next) != replay.turnAt(next - 1));
        replay.seek(next);
        starts.push_back(next);
    }
    QVERIFY(starts.size() > 2);
    std::vector<int> back;
    while (replay.position() > 0) {
        replay.seek(replay.previousTurn());
        back.push_back(replay.position());
    }
    QCOMPARE(back.back(), 0);
    for (int n : back)
        QCOMPARE(replay.turnStart(n), n);
}

} // namespace

void TestGameReplay::steppingShowsTheLiveGamesViews_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("canaan, 3 seats") << QStringLiteral("canaan") << quint64(3);
    QTest::newRow("classic, 4 seats") << QStringLiteral("classic") << quint64(4);
    QTest::newRow("conquest, 4 seats") << QStringLiteral("conquest") << quint64(5);
}

void TestGameReplay::steppingShowsTheLiveGamesViews()
{
    QFETCH(QString, game);
    QFETCH(quint64, seed);
    const Recorded r = playGame(m_dir.path(), game, seed);
    QVERIFY(!r.path.isEmpty());
    const OpenedReplay opened = openReplay(r.path);
    QVERIFY2(opened.ok(), qPrintable(opened.error));
    if (opened.board) {
        SettlersReplay &replay = opened.board->replay;
        const settlers::Rules &rules = *replay.context();
        stepThrough(replay, r,
            [&](const settlers::SeatView &v, int n) { return net::boardViewText(rules, v, n); },
            [&](const settlers::GameState &s) { return io::stateDigest(rules, s).toUtf8(); });
    } else {
        QVERIFY(opened.conquest);
        stepThrough(opened.conquest->replay, r,
            [](const conquest::SeatView &v, int) { return QJsonDocument(net::conquestViewJson(v)).toJson(); },
            [](const conquest::State &s) { return conquest::saves::canonicalText(s); });
    }
}

void TestGameReplay::navigationStopsAtDecisionsAndTurns_data() { steppingShowsTheLiveGamesViews_data(); }

void TestGameReplay::navigationStopsAtDecisionsAndTurns()
{
    QFETCH(QString, game);
    QFETCH(quint64, seed);
    const Recorded r = playGame(m_dir.path(), game, seed);
    const OpenedReplay opened = openReplay(r.path);
    QVERIFY2(opened.ok(), qPrintable(opened.error));
    if (opened.board)
        checkNavigation(opened.board->replay);
    else
        checkNavigation(opened.conquest->replay);
}

void TestGameReplay::aSeatsViewNeverHoldsAnotherSeatsHand()
{
    const Recorded board = playGame(m_dir.path(), QStringLiteral("canaan"), 7);
    OpenedReplay opened = openReplay(board.path);
    QVERIFY2(opened.board, qPrintable(opened.error));
    SettlersReplay &replay = opened.board->replay;
    int othersHeld = 0; // positions where another seat held cards: the check is not empty
    for (int n = 0; n <= replay.length(); ++n) {
        replay.seek(n);
        for (int seat = 0; seat < replay.seats(); ++seat) {
            const settlers::SeatView view = replay.view(seat);
            QCOMPARE(int(view.seat), seat);
            for (int other = 0; other < replay.seats(); ++other) {
                if (other == seat)
                    continue;
                othersHeld += replay.state().handSize(other) > 0;
                for (int res = 0; res < settlers::kResourceCount; ++res)
                    QCOMPARE(int(view.board.hand[other][res]), 0);
                for (int card = 0; card < settlers::kDevCardCount; ++card)
                    QCOMPARE(int(view.board.devHand[other][card]), 0);
            }
        }
    }
    QVERIFY(othersHeld > 0);

    const Recorded cards = playGame(m_dir.path(), QStringLiteral("conquest"), 8);
    opened = openReplay(cards.path);
    QVERIFY2(opened.conquest, qPrintable(opened.error));
    ConquestReplay &conquestReplay = opened.conquest->replay;
    for (int n = 0; n <= conquestReplay.length(); ++n) {
        conquestReplay.seek(n);
        for (int seat = 0; seat < conquestReplay.seats(); ++seat) {
            const conquest::SeatView view = conquestReplay.view(seat);
            QCOMPARE(int(view.seat), seat);
            // Its hand is its own: no card of another hand.
            for (int other = 0; other < conquestReplay.seats(); ++other)
                if (other != seat)
                    QVERIFY((view.hand & conquestReplay.state().hands[static_cast<std::size_t>(other)]).empty());
        }
    }
}

void TestGameReplay::reviewVpAreTheStates()
{
    const Recorded r = playGame(m_dir.path(), QStringLiteral("canaan"), 9);
    OpenedReplay opened = openReplay(r.path);
    QVERIFY2(opened.board, qPrintable(opened.error));
    ReviewOptions options;
    options.samples = 0;
    const GameReview review = reviewGame(opened, options);
    SettlersReplay &replay = opened.board->replay;
    QVERIFY(review.turns.size() > 2);
    QCOMPARE(review.turns.back().position, replay.length());
    int produced = 0, dice = 0;
    for (const ReviewTurn &row : review.turns) {
        replay.seek(row.position);
        QCOMPARE(row.turn, replay.state().turn);
        for (int p = 0; p < replay.seats(); ++p)
            QCOMPARE(row.vp[static_cast<std::size_t>(p)], settlers::victoryPoints(*replay.context(), replay.state(), p));
        for (int v : row.produced)
            produced += v;
        dice += static_cast<int>(row.dice.size());
        QVERIFY(row.winChance.empty());
    }
    // The per-turn counts add up to the whole game's.
    const settlers::GameStats stats = settlers::computeGameStats(*replay.context(), replay.seats(), replay.log());
    int total = 0;
    for (const settlers::PlayerStats &ps : stats.perPlayer)
        total += ps.totalProduced();
    QCOMPARE(produced, total);
    QCOMPARE(dice, stats.rolls);
}

void TestGameReplay::theWinnersChanceAtTheLastTurnIsOne_data()
{
    QTest::addColumn<QString>("game");
    QTest::newRow("canaan") << QStringLiteral("canaan");
    QTest::newRow("conquest") << QStringLiteral("conquest");
}

void TestGameReplay::theWinnersChanceAtTheLastTurnIsOne()
{
    QFETCH(QString, game);
    const Recorded r = playGame(m_dir.path(), game, 11, true);
    const OpenedReplay opened = openReplay(r.path);
    QVERIFY2(opened.ok(), qPrintable(opened.error));
    ReviewOptions options;
    options.samples = 3;
    const GameReview review = reviewGame(opened, options);
    QVERIFY(review.finished);
    QVERIFY(!review.winners.empty());
    const ReviewTurn &last = review.turns.back();
    for (int seat = 0; seat < static_cast<int>(last.winChance.size()); ++seat) {
        const bool won = std::find(review.winners.begin(), review.winners.end(), seat) != review.winners.end();
        QCOMPARE(last.winChance[static_cast<std::size_t>(seat)], won ? 1.0 : 0.0);
    }
    // Every estimate is a share of the sample.
    for (const ReviewTurn &row : review.turns)
        for (double c : row.winChance)
            QVERIFY(c >= 0.0 && c <= 1.0 + 1e-9);
}

void TestGameReplay::theReviewIsReproducible()
{
    const Recorded r = playGame(m_dir.path(), QStringLiteral("conquest"), 12);
    const OpenedReplay opened = openReplay(r.path);
    QVERIFY2(opened.ok(), qPrintable(opened.error));
    ReviewOptions options;
    options.samples = 4;
    options.seed = 99;
    const QJsonObject once = reviewJson(reviewGame(opened, options));
    QCOMPARE(reviewJson(reviewGame(opened, options)), once);
    QCOMPARE(once.value(QStringLiteral("winChance")).toObject().value(QStringLiteral("samples")).toInt(), 4);
}

void TestGameReplay::aDamagedSaveGivesOneClearError_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("place");
    const Recorded r = playGame(m_dir.path(), QStringLiteral("canaan"), 13);
    QFile file(r.path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray good = file.readAll();
    QTest::newRow("cut short") << good.left(good.size() / 2) << QString();
    QByteArray edited = good;
    const qsizetype at = edited.indexOf("\"digest\"");
    QVERIFY(at > 0);
    edited.replace(edited.indexOf("sha256:", at) + 8, 1, edited.at(edited.indexOf("sha256:", at) + 8) == 'a' ? "b" : "a");
    QTest::newRow("digest edited") << edited << QStringLiteral("digest");
    QTest::newRow("not a save") << QByteArray("hello") << QString();
}

void TestGameReplay::aDamagedSaveGivesOneClearError()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, place);
    const QString path = m_dir.path() + QStringLiteral("/damaged.canaansave");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text);
    file.close();
    const OpenedReplay opened = openReplay(path);
    QVERIFY(!opened.ok());
    QVERIFY(opened.error.startsWith(path + u':'));
    QVERIFY(opened.error.contains(QStringLiteral("error:")));
    QVERIFY(!opened.error.contains(u'\n'));
    if (!place.isEmpty())
        QVERIFY2(opened.error.contains(u':' + place + u':'), qPrintable(opened.error));
}

QTEST_GUILESS_MAIN(TestGameReplay)
#include "test_game_replay.moc"
