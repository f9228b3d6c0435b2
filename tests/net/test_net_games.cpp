// Whole network games on 127.0.0.1 (issue 21's tests): four clients play Settlers of both rulesets
// to the end and the server's save replays to the digest it announced; every message a seat
// receives is checked against the game's state (its own hand exact, no other hand anywhere, a
// spectator with none); a client killed mid-game rejoins with its token (also after a computer
// player stood in) and finishes; a hostile client's garbage, floods and actions for other seats are
// refused while the honest clients finish.
#include "engine/io/save_file.h"
#include "net/auto_player.h"
#include "net/protocol.h"
#include "net/server.h"
#include "net/table_games.h"
#include "tests/net/local_server.h"
#include "tests/net/game_test_support.h"
#include "tests/net/net_test_peer.h"
#include "engine/settlers/rules/engine.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <map>

using namespace canaan;
using namespace canaan::net;
using canaan::net::testing::TestPeer;
using namespace canaan::net::testing;

namespace {

constexpr int kGameMs = 120000; // a bound, not a timing: a game takes a few seconds

} // namespace

class TestNetGames : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void fourClientsFinishAndTheSaveReplays_data();
    void fourClientsFinishAndTheSaveReplays();
    void computerPlayersOfClientsFinish_data();
    void computerPlayersOfClientsFinish();
    void aFinishedTableLeavesAfterItsGrace();
    void aKilledClientRejoinsAndFinishes();
    void aClientSkippingViewsStillPlays();
    void spectatorsOfBothVersionsSeeTheSameGame();
    void aComputerPlayerStandsInUntilThePersonReturns();
    void aHostileClientIsRefusedAndTheGameGoesOn();
    void moreSeatsThanTheSettlersEnginePlaysAreRefused();
    void everyGameOfTheProtocolIsPlayed();

private:
    QString createTable(TestPeer &host, const QJsonObject &create);
    QUrl url() const { return QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(m_server->port())); }
    // Three clients (seats `people`) take their seats and the creator's connection starts.
    // `levels` per person seat in order: the client's computer player ("random" when left out).
    QString startTable(TestPeer &host, const QString &map, const QJsonArray &seats, int takeover,
        std::vector<std::unique_ptr<AutoPlayer>> &players, std::vector<Received> *received,
        const QStringList &levels = {}, int turnLimit = 0);
    // The table's save as the server kept it, replayed by the engine's loader (digest checked).
    SaveLoadResult keptGame(const QString &code);
    void checkViewsAgainstTheGame(const std::vector<Received> &received, const SaveLoadResult &game);

    std::unique_ptr<canaan::net::testing::LocalServer> m_local;
    Server *m_server = nullptr;
    QTemporaryDir *m_data = nullptr;
};

void TestNetGames::init()
{
    m_local = std::make_unique<canaan::net::testing::LocalServer>();
    QString problem;
    QVERIFY2(m_local->start(playedGames(), setupCheck(), &problem), qPrintable(problem));
    m_server = m_local->server.get();
    m_data = &m_local->data;
}

void TestNetGames::cleanup()
{
    m_local.reset();
}

QString TestNetGames::createTable(TestPeer &host, const QJsonObject &create)
{
    if (!host.connectTo(m_server->port(), "Host"))
        return {};
    host.send(create);
    return host.next("table").value("code").toString();
}

SaveLoadResult TestNetGames::keptGame(const QString &code)
{
    m_server->waitUntilWritten(); // an action's write is the writer's next batch
    for (const Table &table : TableStore(m_data->path()).loadAll().tables) {
        if (table.code == code)
            return replaySave(*parseSave(table.game, code).game, code);
    }
    return {};
}

void TestNetGames::checkViewsAgainstTheGame(const std::vector<Received> &received, const SaveLoadResult &game)
{
    // The state after each number of actions.
    const settlers::Rules rules = game.game->rules();
    std::vector<settlers::GameState> states{settlers::newGame(rules, int(game.game->seats.size()))};
    for (const settlers::Action &a : game.game->log) {
        states.push_back(states.back());
        settlers::apply(rules, states.back(), a);
    }
    static const char *kResources[] = {"lumber", "wool", "grain", "stone", "ore"};
    int views = 0;
    for (const Received &r : received) {
        const QString t = r.message.value("t").toString();
        if (t == QLatin1String("events")) {
            for (const QJsonValue &e : r.message.value("events").toArray()) {
                const QJsonObject event = e.toObject();
                const int p = event.value("p").toInt(-1);
                if (event.value("e") == QLatin1String("cardStolen") && r.seat != p && r.seat != event.value("from").toInt(-1))
                    QVERIFY2(event.value("resource").isNull(), "a stolen card shown to a third seat");
                if (event.value("e") == QLatin1String("cardBought") && r.seat != p)
                    QVERIFY2(event.value("card").isNull(), "a drawn card shown to another seat");
            }
            continue;
        }
        if (t != QLatin1String("view"))
            continue;
        ++views;
        const QJsonObject view = r.message.value("view").toObject();
        const int logLength = view.value("log").toInt(-1);
        QVERIFY(logLength >= 0 && logLength < int(states.size()));
        const settlers::GameState &s = states[size_t(logLength)];
        const QJsonArray players = view.value("players").toArray();
        QCOMPARE(players.size(), int(s.numPlayers));
        for (int p = 0; p < s.numPlayers; ++p) {
            const QJsonObject player = players[p].toObject();
            QVERIFY2(!player.contains("hand"), "a hand among the public seats");
            QCOMPARE(player.value("cards").toInt(), s.handSize(p));
        }
        if (r.seat == kSpectatorSeat) {
            QVERIFY2(!view.contains("hand") && !view.contains("cards"), "a spectator got a hand");
            continue;
        }
        QCOMPARE(r.message.value("seat").toInt(), r.seat);
        const QJsonObject hand = view.value("hand").toObject();
        for (int res = 0; res < settlers::kResourceCount; ++res)
            QCOMPARE(hand.value(kResources[res]).toInt(-1), int(s.hand[r.seat][res]));
        int devCards = 0;
        for (const QJsonValue &n : view.value("cards").toObject())
            devCards += n.toInt();
        int held = 0;
        for (int c = 0; c < settlers::kDevCardCount; ++c)
            held += s.devHand[r.seat][c];
        QCOMPARE(devCards, held);
    }
    QVERIFY(views > 100);
}

QString TestNetGames::startTable(TestPeer &host, const QString &map, const QJsonArray &seats, int takeover,
    std::vector<std::unique_ptr<AutoPlayer>> &players, std::vector<Received> *received, const QStringList &levels,
    int turnLimit)
{
    const QString code = createTable(host, msg("create", {{"game", "settlers"}, {"map", map}, {"seats", seats},
                                                   {"takeover", takeover}, {"turnLimit", turnLimit}}));
    if (code.isEmpty())
        return {};
    for (int seat = 0; seat < seats.size(); ++seat) {
        if (seats[seat] != QLatin1String("person"))
            continue;
        players.push_back(std::make_unique<AutoPlayer>(QStringLiteral("Seat %1").arg(seat), 100 + seat));
        if (!players.back()->setLevel(levels.value(qsizetype(players.size()) - 1, QStringLiteral("random"))))
            return {};
        if (received) {
            QObject::connect(players.back().get(), &AutoPlayer::message, players.back().get(),
                [received, seat](const QJsonObject &m) { received->push_back({seat, m}); });
        }
        players.back()->play(url(), code, seat);
    }
    if (host.next("table", allReady).isEmpty())
        return {};
    host.send(msg("start")); // the creator's connection starts, seated or not
    return code;
}

void TestNetGames::fourClientsFinishAndTheSaveReplays_data()
{
    QTest::addColumn<QString>("map");
    QTest::newRow("canaan") << "canaan";
    QTest::newRow("classic") << "classic";
}

void TestNetGames::fourClientsFinishAndTheSaveReplays()
{
    QFETCH(QString, map);
    TestPeer host;
    std::vector<Received> received;
    std::vector<std::unique_ptr<AutoPlayer>> players;
    // Three clients and one computer player of the server; a fourth client watches.
    const QString code = startTable(host, map, {"person", "person", "normal", "person"}, 60, players, &received);
    QVERIFY(!code.isEmpty());
    TestPeer watcher;
    const QJsonObject over = watchUntilOver(watcher, m_server->port(), code, players, received, kGameMs);
    QVERIFY(!over.isEmpty());
    for (auto &player : players) {
        QVERIFY2(player->errors().isEmpty(), qPrintable(player->errors().join(',')));
        QCOMPARE(player->overMessage().value("digest"), over.value("digest"));
    }

    const SaveLoadResult kept = keptGame(code);
    QVERIFY2(kept.ok(), qPrintable(kept.error.toString()));
    QVERIFY(kept.state.isOver());
    QCOMPARE(kept.game->digest, over.value("digest").toString());
    QCOMPARE(kept.game->seats[2].kind, std::string("normal"));
    checkViewsAgainstTheGame(received, kept);
}

void TestNetGames::computerPlayersOfClientsFinish_data()
{
    QTest::addColumn<QString>("map");
    QTest::addColumn<QStringList>("levels");
    QTest::newRow("canaan") << "canaan" << QStringList{"hard", "normal", "easy"};
    QTest::newRow("classic") << "classic" << QStringList{"normal", "hard", "normal"};
}

void TestNetGames::computerPlayersOfClientsFinish()
{
    // Three clients whose computer players rebuild their seat's view from the wire and decide as
    // at one screen, and a random computer player of the server: the game ends, every choice of
    // the clients' players was a listed action or a trade the server took, and the save replays.
    // The turn limit (R25) keeps the case short: the search of "hard" is slow on a loaded machine.
    QFETCH(QString, map);
    QFETCH(QStringList, levels);
    TestPeer host;
    std::vector<std::unique_ptr<AutoPlayer>> players;
    const QString code = startTable(host, map, {"person", "person", "random", "person"}, 60, players, nullptr, levels, 40);
    QVERIFY(!code.isEmpty());
    for (auto &player : players)
        QVERIFY(waitUntilOver(*player, kGameMs));
    for (auto &player : players) {
        QVERIFY2(player->errors().isEmpty(), qPrintable(player->errors().join(',')));
        QCOMPARE(player->replacedChoices(), 0);
        QVERIFY(player->actionsSent() > 10);
    }
    const SaveLoadResult kept = keptGame(code);
    QVERIFY2(kept.ok(), qPrintable(kept.error.toString()));
    QVERIFY(kept.state.isOver());
    QCOMPARE(kept.game->digest, players.front()->overMessage().value("digest").toString());
    qInfo("%zu actions, %d/%d/%d sent by the clients, turn %d", kept.game->log.size(), players[0]->actionsSent(),
        players[1]->actionsSent(), players[2]->actionsSent(), kept.state.turn);
}

void TestNetGames::aFinishedTableLeavesAfterItsGrace()
{
    // A server that keeps a finished table 0.3 s: then the table leaves the lobby, memory and the
    // tables folder, and its save, in DATA/finished/, replays to the digest announced at the end.
    m_local = std::make_unique<canaan::net::testing::LocalServer>();
    QString problem;
    QVERIFY2(m_local->start(playedGames(), setupCheck(), &problem, 300), qPrintable(problem));
    m_server = m_local->server.get();
    m_data = &m_local->data;
    QSignalSpy removed(m_server, &Server::tableRemoved);
    TestPeer host;
    std::vector<std::unique_ptr<AutoPlayer>> players;
    const QString code = startTable(host, "classic", {"person", "random", "random"}, 60, players, nullptr, {}, 12);
    QVERIFY(!code.isEmpty());
    QVERIFY(waitUntilOver(*players.front(), kGameMs));
    QVERIFY(m_server->lobby().tables().count(code)); // still there for its grace period
    QVERIFY(removed.wait(10000));
    QCOMPARE(removed.first().at(0).toString(), code);
    QVERIFY(!m_server->lobby().tables().count(code));
    m_server->waitUntilWritten();
    QVERIFY(!QFile::exists(m_data->filePath("tables/" + code + ".json")));
    QFile finished(m_data->filePath("finished/" + code + ".canaansave"));
    QVERIFY(finished.open(QIODevice::ReadOnly));
    const SaveReadResult read = parseSave(finished.readAll(), code);
    QVERIFY2(read.ok(), qPrintable(read.error.toString()));
    const SaveLoadResult replayed = replaySave(*read.game, code);
    QVERIFY2(replayed.ok(), qPrintable(replayed.error.toString()));
    QVERIFY(replayed.state.isOver());
    QCOMPARE(read.game->digest, players.front()->overMessage().value("digest").toString());
    // Gone for every client too: joining it is refused, and a restart does not bring it back.
    TestPeer late;
    QVERIFY(late.connectTo(m_server->port(), "Late"));
    late.send(msg("join", {{"code", code}}));
    QCOMPARE(late.nextError(), QStringLiteral("noSuchTable"));
    QVERIFY(TableStore(m_data->path()).loadAll().tables.empty());
}

void TestNetGames::aKilledClientRejoinsAndFinishes()
{
    TestPeer host;
    std::vector<std::unique_ptr<AutoPlayer>> players;
    // takeover 0: the game waits for the person.
    const QString code = startTable(host, "classic", {"person", "easy", "normal"}, 0, players, nullptr);
    QVERIFY(!code.isEmpty());
    AutoPlayer &ruth = *players.front();
    QTRY_VERIFY_WITH_TIMEOUT(ruth.actionsSent() >= 10, kGameMs);
    const QString token = ruth.token();
    ruth.drop();
    QVERIFY(!host.next("table", [](const QJsonObject &t) {
                      return !t.value("seats").toArray().at(0).toObject().value("connected").toBool();
                  }).isEmpty());
    AutoPlayer back(QStringLiteral("Ruth again"), 7);
    back.play(url(), code, 0, token);
    QVERIFY(waitUntilOver(back, kGameMs));
    QVERIFY2(back.errors().isEmpty(), qPrintable(back.errors().join(',')));
    QVERIFY(back.actionsSent() > 0);
    const SaveLoadResult kept = keptGame(code);
    QVERIFY2(kept.ok(), qPrintable(kept.error.toString()));
    QCOMPARE(kept.game->digest, back.overMessage().value("digest").toString());
}

void TestNetGames::aClientSkippingViewsStillPlays()
{
    // net-bench's random players drop the `view` messages unread (Client::setSkipsViews): they get
    // no view, yet every question and the events of their actions, and finish the game.
    TestPeer host;
    std::vector<std::unique_ptr<AutoPlayer>> players;
    const QString code = startTable(host, "classic", {"person", "random", "random"}, 60, players, nullptr, {}, 12);
    QVERIFY(!code.isEmpty());
    AutoPlayer &ruth = *players.front();
    ruth.client().setSkipsViews(true); // before the start: the game's first view is not read either
    std::map<QString, int> types;
    QObject::connect(&ruth, &AutoPlayer::message, &ruth, [&types](const QJsonObject &m) { ++types[m.value("t").toString()]; });
    QVERIFY(waitUntilOver(ruth, kGameMs));
    QVERIFY2(ruth.errors().isEmpty(), qPrintable(ruth.errors().join(',')));
    QCOMPARE(types["view"], 0);
    QVERIFY(types["ask"] > 0);
    QVERIFY(types["events"] > 0);
    QCOMPARE(int(ruth.roundTrips().size()), ruth.actionsSent());
}

void TestNetGames::spectatorsOfBothVersionsSeeTheSameGame()
{
    // A spectator of protocol version 1 gets `events` and whole views, one of version 2 the same
    // game as one message per action with deltas; `resync` answers version 2's whole view.
    TestPeer host, old, now, nowhere;
    std::vector<std::unique_ptr<AutoPlayer>> players;
    const QString code = startTable(host, "classic", {"person", "easy", "easy"}, 60, players, nullptr, {}, 10);
    QVERIFY(!code.isEmpty());
    players.front()->setThinkTime(20, 20); // a game long enough to watch
    QStringList oldRaw, nowRaw;
    QObject::connect(&old.client.socket(), &QWebSocket::textMessageReceived, &old.client, [&](const QString &t) { oldRaw << t; });
    QObject::connect(&now.client.socket(), &QWebSocket::textMessageReceived, &now.client, [&](const QString &t) { nowRaw << t; });
    old.client.open(url(), "Old", 1);
    QCOMPARE(old.next("welcome").value("v").toInt(), 1);
    now.client.open(url(), "Now");
    QCOMPARE(now.next("welcome").value("v").toInt(), kProtocolVersion);
    old.send(msg("join", {{"code", code}}));
    now.send(msg("join", {{"code", code}}));
    QVERIFY(!now.next("view").isEmpty());
    now.send(msg("resync"));
    QVERIFY(waitUntilOver(*players.front(), kGameMs));
    QVERIFY(!old.next("over").isEmpty() && !now.next("over").isEmpty());

    const auto lastView = [](const TestPeer &peer) {
        QJsonObject last;
        for (const QJsonObject &m : peer.all)
            if (m.value("t").toString() == "view")
                last = m.value("view").toObject();
        return last;
    };
    QVERIFY(!lastView(old).isEmpty());
    QCOMPARE(lastView(now), lastView(old));
    const auto count = [](const QStringList &raw, const QString &part) {
        return std::count_if(raw.begin(), raw.end(), [&](const QString &t) { return t.contains(part); });
    };
    QVERIFY(count(oldRaw, "\"t\":\"events\"") > 0);
    QCOMPARE(count(oldRaw, "\"n\":"), 0);
    QVERIFY(count(nowRaw, "\"delta\":") > 0);
    QCOMPARE(count(nowRaw, "\"t\":\"events\""), 0);
    // The greeting, the resync's answer and any a later greeting sent to all spectators.
    QVERIFY(count(nowRaw, "\"view\":{") >= 2);

    QVERIFY(nowhere.connectTo(m_server->port(), "Nowhere"));
    nowhere.send(msg("resync"));
    QCOMPARE(nowhere.nextError(), QStringLiteral("notSeated"));
}

void TestNetGames::aComputerPlayerStandsInUntilThePersonReturns()
{
    TestPeer host;
    std::vector<std::unique_ptr<AutoPlayer>> players;
    const QString code = startTable(host, "canaan", {"person", "normal", "normal"}, 1, players, nullptr);
    QVERIFY(!code.isEmpty());
    AutoPlayer &ruth = *players.front();
    QTRY_VERIFY_WITH_TIMEOUT(ruth.actionsSent() >= 5, kGameMs);
    const QString token = ruth.token();
    ruth.drop();
    // After the table's second, a computer player plays the seat (the summary names it).
    const QJsonObject standIn = host.next("table", [](const QJsonObject &t) {
        return t.value("seats").toArray().at(0).toObject().value("bot").toString() == QLatin1String("normal");
    });
    QVERIFY(!standIn.isEmpty());
    AutoPlayer back(QStringLiteral("Ruth again"), 8);
    back.play(url(), code, 0, token);
    QVERIFY(!host.next("table", [](const QJsonObject &t) {
                      const QJsonObject seat = t.value("seats").toArray().at(0).toObject();
                      return seat.value("connected").toBool() && seat.value("bot").isNull();
                  }).isEmpty());
    QVERIFY(waitUntilOver(back, kGameMs));
    QVERIFY2(back.errors().isEmpty(), qPrintable(back.errors().join(',')));
}

void TestNetGames::aHostileClientIsRefusedAndTheGameGoesOn()
{
    TestPeer host;
    const QString code = createTable(host, msg("create", {{"game", "settlers"}, {"map", "canaan"},
                                                   {"seats", QJsonArray{"person", "person", "normal"}}, {"takeover", 1}}));
    QVERIFY(!code.isEmpty());
    AutoPlayer honest(QStringLiteral("Ruth"), 5);
    honest.play(url(), code, 0);
    TestPeer hostile; // takes seat 1, then misbehaves
    QVERIFY(hostile.connectTo(m_server->port(), "Korah"));
    hostile.send(msg("join", {{"code", code}, {"seat", 1}}));
    QCOMPARE(hostile.next("seated").value("seat").toInt(), 1);
    hostile.send(msg("ready", {{"ready", true}}));
    QVERIFY(!host.next("table", allReady).isEmpty());
    host.send(msg("start"));
    QVERIFY(!hostile.next("view").isEmpty());

    hostile.send(msg("act", {{"action", QJsonObject{{"p", 0}, {"do", "endTurn"}}}}));
    QCOMPARE(hostile.nextError(), QStringLiteral("notYourSeat"));
    hostile.send(msg("act", {{"action", QJsonObject{{"p", 1}, {"do", "dice"}, {"dice", QJsonArray{6, 6}}}}}));
    QCOMPARE(hostile.nextError(), QStringLiteral("chanceIsServers"));
    // A chance outcome is refused by its name, whatever its fields (docs/protocol.md, act).
    hostile.send(msg("act", {{"action", QJsonObject{{"p", 1}, {"do", "firstRoll"}}}}));
    QCOMPARE(hostile.nextError(), QStringLiteral("chanceIsServers"));
    hostile.send(msg("act", {{"action", QJsonObject{{"p", 1}, {"do", "steal"}, {"resource", "nothing"}}}}));
    QCOMPARE(hostile.nextError(), QStringLiteral("chanceIsServers"));
    hostile.send(msg("act", {{"action", QJsonObject{{"p", 1}, {"do", "buildCity"}, {"at", "99,99,N"}}}}));
    QCOMPARE(hostile.nextError(), QStringLiteral("badAction"));
    hostile.client.sendRaw(QStringLiteral("{{{ garbage"));
    QCOMPARE(hostile.nextError(), QStringLiteral("malformed"));
    hostile.send(msg("join", {{"code", code}, {"seat", 0}}));
    QCOMPARE(hostile.nextError(), QStringLiteral("alreadyStarted"));
    for (int i = 0; i < 20; ++i)
        hostile.send(msg("chat", {{"text", "spam"}}));
    QCOMPARE(hostile.next("error", [](const QJsonObject &e) { return e.value("id") == QLatin1String("chatTooFast"); })
                 .value("id").toString(), QStringLiteral("chatTooFast"));
    hostile.client.sendRaw(QString(int(kMaxMessageBytes) + 10, QLatin1Char('x')));
    QTRY_VERIFY_WITH_TIMEOUT(hostile.closed, kGameMs);

    // The hostile seat is now dropped: after the table's second a computer player takes it, and
    // the honest client plays to the end without a single refusal.
    QVERIFY(waitUntilOver(honest, kGameMs));
    QVERIFY2(honest.errors().isEmpty(), qPrintable(honest.errors().join(',')));
    const SaveLoadResult kept = keptGame(code);
    QVERIFY2(kept.ok(), qPrintable(kept.error.toString()));
    QCOMPARE(kept.game->digest, honest.overMessage().value("digest").toString());
}

void TestNetGames::moreSeatsThanTheSettlersEnginePlaysAreRefused()
{
    // The protocol takes as many seats as Conquest plays; a Settlers table is held to its engine's.
    QJsonArray seats{"person"};
    while (seats.size() <= canaan::settlers::kMaxPlayers)
        seats.append("random");
    QVERIFY(seats.size() <= kMaxSeats);
    TestPeer host;
    QVERIFY(host.connectTo(m_server->port(), "Host"));
    host.send(msg("create", {{"game", "settlers"}, {"map", "canaan"}, {"seats", seats}}));
    const QJsonObject error = host.next("error");
    QCOMPARE(error.value("id").toString(), QStringLiteral("badField"));
    QCOMPARE(error.value("detail").toObject().value("field").toString(), QStringLiteral("seats"));
    QVERIFY(!error.value("detail").toObject().value("problem").toString().isEmpty());
}

// One registry of games (issue 35): every game the protocol and the lobby know has its factory and
// setup check, and a game id the registry does not hold is refused by the lobby, not played.
void TestNetGames::everyGameOfTheProtocolIsPlayed()
{
    QVERIFY(playsEveryGame());
    for (const TableGameKind *kind : tableGameKinds()) {
        QCOMPARE(tableGameKind(QString::fromLatin1(kind->id)), kind);
        TableSetup setup;
        setup.game = QString::fromLatin1(kind->id);
        const std::optional<Refusal> refused = setupCheck()(setup);
        QVERIFY(!refused || refused->id != QLatin1String("gameNotOffered"));
    }
    QCOMPARE(tableGameKind(QStringLiteral("chess")), nullptr);
    TableSetup chess;
    chess.game = QStringLiteral("chess");
    QCOMPARE(setupCheck()(chess)->id, QStringLiteral("gameNotOffered"));
    Lobby lobby(10);
    const auto created = lobby.create(QJsonObject{{"game", "chess"}, {"seats", QJsonArray{"person", "random"}}}, 1);
    QVERIFY(std::holds_alternative<Refusal>(created));
    QCOMPARE(std::get<Refusal>(created).detail.toObject().value("field").toString(), QStringLiteral("game"));
}

QTEST_GUILESS_MAIN(TestNetGames)
#include "test_net_games.moc"
