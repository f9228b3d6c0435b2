// Conquest tables on 127.0.0.1 (issue 22 item 6, with issue 21's tests): four clients (computer
// players deciding from the view rebuilt from JSON, and random people) play a whole game and the
// server's save replays to the digest it announced; every message to a seat is checked against the
// host's state (its view is exactly the engine's view of that seat; no card of another hand or of
// the other side's secret choice anywhere); a killed client rejoins with its token and finishes; a
// hostile client's actions for another seat are refused while the game goes on; a table of as many
// nations as the engine plays finishes, and bad setups (one seat more among them) are refused with the
// field named.
#include "engine/conquest/engine.h"
#include "engine/conquest/saves/conquest_save.h"
#include "net/auto_player.h"
#include "net/conquest_wire.h"
#include "net/server.h"
#include "net/table_games.h"
#include "net/table_store.h"
#include "tests/net/local_server.h"
#include "tests/net/game_test_support.h"
#include "tests/net/net_test_peer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>

using namespace canaan;
using namespace canaan::net;
using namespace canaan::net::testing;

namespace {

constexpr int kGameMs = 50000; // a bound, not a timing: a game takes a few seconds

QJsonObject conquestTable(const QJsonArray &seats, const QJsonArray &nations, int takeover)
{
    return msg("create", {{"game", "conquest"}, {"seats", seats}, {"nations", nations},
                             {"options", QJsonObject{{"turns", 8}, {"cities", 20}}}, {"takeover", takeover}});
}

// One distinct nation per seat: four chosen ones first, then the engine's others in order.
QJsonArray nationsFor(qsizetype seats)
{
    QJsonArray nations{"hittites", "hebrews", "assyrians", "philistines"};
    for (int n = 0; n < conquest::kNationCount && nations.size() < seats; ++n) {
        const QString id = QString::fromLatin1(conquest::nationId(conquest::Nation(n)).data());
        if (!nations.contains(id))
            nations.append(id);
    }
    while (nations.size() > seats)
        nations.removeLast();
    return nations;
}

// Every card named in a JSON value: a "card" field or a list's element (other ids, such as the
// pending "pursuit", may share a card's id).
void cardsNamed(const QJsonValue &v, conquest::CardSet &out, bool cardPlace = false)
{
    if (v.isString() && cardPlace) {
        if (const std::optional<int> c = conquest::parseCard(v.toString().toStdString()))
            out.add(*c);
    } else if (v.isArray()) {
        for (const QJsonValue &x : v.toArray())
            cardsNamed(x, out, true);
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            cardsNamed(it.value(), out, it.key() == QLatin1String("card"));
    }
}

// What `seat` must never be shown in state s: another seat's hand (but a card it lent there) and,
// before the reveal, the other side's secret choice.
conquest::CardSet secretsFrom(const conquest::State &s, int seat)
{
    conquest::CardSet secret;
    for (int p = 0; p < s.numPlayers; ++p) {
        if (p != seat)
            secret |= s.hands[std::size_t(p)];
    }
    if (s.step == conquest::Step::Choice) {
        for (int side = 0; side < 2; ++side) {
            if (s.sidePlayer(side) != seat)
                secret |= s.battle[std::size_t(side)];
        }
    }
    if (seat >= 0)
        secret = secret.without(conquest::viewOf(s, seat).lentByMe);
    return secret;
}

} // namespace

class TestNetConquest : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void fourClientsFinishAndTheSaveReplays();
    void theMostNationsTheEnginePlaysFinish();
    void aKilledClientRejoinsAndFinishes();
    void aHostileClientIsRefusedAndTheGameGoesOn();
    void badSetupsAreRefusedByField_data();
    void badSetupsAreRefusedByField();

private:
    QUrl url() const { return QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(m_server->port())); }
    QString startTable(TestPeer &host, const QJsonArray &seats, int takeover, std::vector<std::unique_ptr<AutoPlayer>> &players,
        std::vector<Received> *received);
    conquest::saves::LoadedConquest keptGame(const QString &code);
    void checkMessagesAgainstTheGame(const std::vector<Received> &received, const conquest::saves::LoadedConquest &game, int seats);

    std::unique_ptr<canaan::net::testing::LocalServer> m_local;
    Server *m_server = nullptr;
};

void TestNetConquest::init()
{
    m_local = std::make_unique<canaan::net::testing::LocalServer>();
    QString problem;
    QVERIFY2(m_local->start(playedGames(), setupCheck(), &problem), qPrintable(problem));
    m_server = m_local->server.get();
}

void TestNetConquest::cleanup()
{
    m_local.reset();
}

conquest::saves::LoadedConquest TestNetConquest::keptGame(const QString &code)
{
    m_server->waitUntilWritten(); // an action's write is the writer's next batch
    for (const Table &table : TableStore(m_local->data.path()).loadAll().tables) {
        if (table.code == code)
            return conquest::saves::load(table.game, code); // replays the log, checks the digest
    }
    return {};
}

// Seats 0, 2, ... decide as the engine's bots (normal, hard) from the JSON view; the others pick
// among the offered actions at random, as a person might.
QString TestNetConquest::startTable(TestPeer &host, const QJsonArray &seats, int takeover,
    std::vector<std::unique_ptr<AutoPlayer>> &players, std::vector<Received> *received)
{
    if (!host.connectTo(m_server->port(), "Host"))
        return {};
    host.send(conquestTable(seats, nationsFor(seats.size()), takeover));
    const QString code = host.next("table").value("code").toString();
    if (code.isEmpty())
        return {};
    for (int seat = 0; seat < seats.size(); ++seat) {
        if (seats[seat] != QLatin1String("person"))
            continue;
        players.push_back(std::make_unique<AutoPlayer>(QStringLiteral("Seat %1").arg(seat), 200 + seat));
        if (seat % 2 == 0)
            players.back()->decideAsConquestBot(seat == 0 ? QStringLiteral("normal") : QStringLiteral("hard"), 300 + seat);
        if (received) {
            QObject::connect(players.back().get(), &AutoPlayer::message, players.back().get(),
                [received, seat](const QJsonObject &m) { received->push_back({seat, m}); });
        }
        players.back()->play(url(), code, seat);
    }
    if (host.next("table", allReady).isEmpty())
        return {};
    host.send(msg("start"));
    return code;
}

void TestNetConquest::checkMessagesAgainstTheGame(const std::vector<Received> &received,
    const conquest::saves::LoadedConquest &game, int seats)
{
    // The state after each number of actions.
    std::vector<conquest::Nation> nations;
    for (const auto &seat : game.game->seats)
        nations.push_back(seat.nation);
    std::vector<conquest::State> states{conquest::newGame(game.game->options, nations)};
    for (const conquest::Action &a : game.game->log) {
        states.push_back(states.back());
        conquest::apply(states.back(), a);
    }
    int views = 0, choiceViews = 0;
    for (int seat = kSpectatorSeat; seat < seats; ++seat) {
        std::size_t at = 0; // the state this seat's last view showed
        for (const Received &r : received) {
            if (r.seat != seat)
                continue;
            const QString t = r.message.value("t").toString();
            if (t == QLatin1String("events")) {
                for (const QJsonValue &e : r.message.value("events").toArray()) {
                    const QJsonObject event = e.toObject();
                    const QString id = event.value("e").toString();
                    const bool party = seat == event.value("p").toInt(-2)
                        || (id != QLatin1String("cardDrawn") && id != QLatin1String("discarded") && seat == event.value("other").toInt(-2));
                    if (id == QLatin1String("cardChosen"))
                        QVERIFY2(seat == event.value("p").toInt(-2), "another side's secret choice told");
                    if (id == QLatin1String("cardDrawn") || id == QLatin1String("discarded") || id == QLatin1String("cardLent")
                        || id == QLatin1String("cardReturned"))
                        QVERIFY2(party || event.value("card").isNull(), qPrintable("a private card told in " + id));
                }
                // The action as this seat may know it: another's secret choice not at all, another's
                // draw or discard without its card.
                const QJsonObject action = r.message.value("action").toObject();
                const QString kind = action.value("do").toString();
                const bool own = action.value("p").toInt(-2) == seat;
                QVERIFY2(own || kind != QLatin1String("choose"), "another side's card chosen in secret told");
                if (!own && (kind == QLatin1String("draw") || kind == QLatin1String("discard")))
                    QVERIFY2(action.value("card").isNull(), qPrintable("another seat's " + kind + " with its card"));
                continue;
            }
            if (t != QLatin1String("view") && t != QLatin1String("ask"))
                continue;
            if (t == QLatin1String("view")) {
                ++views;
                QString problem;
                const std::optional<conquest::SeatView> view = conquestViewFromJson(r.message.value("view").toObject(), &problem);
                QVERIFY2(view, qPrintable(problem));
                // The view is the engine's view of this seat in one of the states, in order.
                auto engineView = [seat](const conquest::State &s) {
                    return seat == kSpectatorSeat ? conquest::spectatorView(s) : conquest::viewOf(s, seat);
                };
                while (at < states.size() && !(engineView(states[at]) == *view))
                    ++at;
                QVERIFY2(at < states.size(), qPrintable(QStringLiteral("seat %1: a view of no state of the game").arg(seat)));
                choiceViews += states[at].step == conquest::Step::Choice ? 1 : 0;
                if (seat == kSpectatorSeat)
                    QVERIFY2(!r.message.value("view").toObject().contains("hand"), "a spectator got a hand");
            }
            conquest::CardSet named;
            cardsNamed(r.message, named);
            const conquest::CardSet leaked = named & secretsFrom(states[at], seat);
            QVERIFY2(leaked.empty(), qPrintable(QStringLiteral("seat %1 was shown a secret card (%2) in %3 at state %4: %5")
                                                    .arg(seat).arg(leaked.empty() ? QString() : QString::fromLatin1(conquest::card(leaked.nth(0)).id.data()))
                                                    .arg(t).arg(at).arg(QString::fromUtf8(QJsonDocument(r.message).toJson(QJsonDocument::Compact)))));
        }
    }
    QVERIFY(views > 100);
    QVERIFY(choiceViews > 0); // the secret choice was there to be checked
}

void TestNetConquest::fourClientsFinishAndTheSaveReplays()
{
    TestPeer host;
    std::vector<Received> received;
    std::vector<std::unique_ptr<AutoPlayer>> players;
    // Three clients and one computer player of the server; a fifth connection watches.
    const QString code = startTable(host, {"person", "person", "person", "hard"}, 60, players, &received);
    QVERIFY(!code.isEmpty());
    TestPeer watcher;
    const QJsonObject over = watchUntilOver(watcher, m_server->port(), code, players, received, kGameMs);
    QVERIFY(!over.isEmpty());
    for (auto &player : players) {
        QVERIFY2(player->errors().isEmpty(), qPrintable(player->errors().join(',')));
        QCOMPARE(player->overMessage().value("digest"), over.value("digest"));
        QVERIFY(player->actionsSent() > 0);
    }
    const conquest::saves::LoadedConquest kept = keptGame(code);
    QVERIFY2(kept.ok(), qPrintable(kept.error));
    QVERIFY(kept.state.over());
    QCOMPARE(conquest::saves::digestOf(kept.state), over.value("digest").toString());
    QCOMPARE(kept.game->seats[3].kind, QStringLiteral("hard"));
    QCOMPARE(kept.game->seats[1].nation, conquest::Nation::Hebrews);
    QCOMPARE(kept.game->options.turns, 8);
    QCOMPARE(over.value("reason").toString(), QStringLiteral("turns"));
    checkMessagesAgainstTheGame(received, kept, 4);
}

void TestNetConquest::theMostNationsTheEnginePlaysFinish()
{
    // As many seats as Conquest's engine plays (one more is refused: badSetupsAreRefusedByField).
    QJsonArray seats{"person", "person"};
    while (seats.size() < conquest::kMaxPlayers)
        seats.append(seats.size() % 2 ? "random" : "normal");
    TestPeer host;
    std::vector<std::unique_ptr<AutoPlayer>> players;
    const QString code = startTable(host, seats, 60, players, nullptr);
    QVERIFY(!code.isEmpty());
    TestPeer watcher;
    std::vector<Received> watched;
    const QJsonObject over = watchUntilOver(watcher, m_server->port(), code, players, watched, kGameMs);
    QVERIFY(!over.isEmpty());
    QCOMPARE(over.value("reason").toString(), QStringLiteral("turns"));
    for (auto &player : players)
        QVERIFY2(player->errors().isEmpty(), qPrintable(player->errors().join(',')));
    const conquest::saves::LoadedConquest kept = keptGame(code);
    QVERIFY2(kept.ok(), qPrintable(kept.error));
    QCOMPARE(int(kept.game->seats.size()), conquest::kMaxPlayers);
    QCOMPARE(conquest::saves::digestOf(kept.state), over.value("digest").toString());
}

void TestNetConquest::aKilledClientRejoinsAndFinishes()
{
    TestPeer host;
    std::vector<std::unique_ptr<AutoPlayer>> players;
    // takeover 0: the game waits for the person.
    const QString code = startTable(host, {"person", "normal", "random"}, 0, players, nullptr);
    QVERIFY(!code.isEmpty());
    AutoPlayer &ruth = *players.front();
    QTRY_VERIFY_WITH_TIMEOUT(ruth.actionsSent() >= 10, kGameMs);
    const QString token = ruth.token();
    ruth.drop();
    QVERIFY(!host.next("table", [](const QJsonObject &t) {
                      return !t.value("seats").toArray().at(0).toObject().value("connected").toBool();
                  }).isEmpty());
    AutoPlayer back(QStringLiteral("Ruth again"), 7);
    back.decideAsConquestBot(QStringLiteral("hard"), 7);
    back.play(url(), code, 0, token);
    QVERIFY(waitUntilOver(back, kGameMs));
    QVERIFY2(back.errors().isEmpty(), qPrintable(back.errors().join(',')));
    QVERIFY(back.actionsSent() > 0);
    const conquest::saves::LoadedConquest kept = keptGame(code);
    QVERIFY2(kept.ok(), qPrintable(kept.error));
    QCOMPARE(conquest::saves::digestOf(kept.state), back.overMessage().value("digest").toString());
}

void TestNetConquest::aHostileClientIsRefusedAndTheGameGoesOn()
{
    TestPeer host;
    QVERIFY(host.connectTo(m_server->port(), "Host"));
    host.send(conquestTable({"person", "person", "normal"}, {"egyptians", "moabites", "canaanites"}, 1));
    const QString code = host.next("table").value("code").toString();
    QVERIFY(!code.isEmpty());
    AutoPlayer honest(QStringLiteral("Ruth"), 5);
    honest.decideAsConquestBot(QStringLiteral("normal"), 5);
    honest.play(url(), code, 0);
    TestPeer hostile; // takes seat 1, then misbehaves
    QVERIFY(hostile.connectTo(m_server->port(), "Korah"));
    hostile.send(msg("join", {{"code", code}, {"seat", 1}}));
    QCOMPARE(hostile.next("seated").value("seat").toInt(), 1);
    hostile.send(msg("ready", {{"ready", true}}));
    QVERIFY(!host.next("table", allReady).isEmpty());
    host.send(msg("start"));
    QVERIFY(!hostile.next("view", [](const QJsonObject &m) { return !m.value("view").toObject().value("hand").toArray().isEmpty(); }).isEmpty());

    // A Conquest action for another seat, a chance outcome, a card that does not exist, and a
    // discard out of turn.
    hostile.send(msg("act", {{"action", QJsonObject{{"p", 0}, {"do", "pass"}}}}));
    QCOMPARE(hostile.nextError(), QStringLiteral("notYourSeat"));
    hostile.send(msg("act", {{"action", QJsonObject{{"p", 1}, {"do", "die"}, {"value", 6}}}}));
    QCOMPARE(hostile.nextError(), QStringLiteral("chanceIsServers"));
    hostile.send(msg("act", {{"action", QJsonObject{{"p", 1}, {"do", "die"}}}})); // no value at all
    QCOMPARE(hostile.nextError(), QStringLiteral("chanceIsServers"));
    hostile.send(msg("act", {{"action", QJsonObject{{"p", 1}, {"do", "choose"}, {"card", "excalibur"}, {"as", "numbers"}}}}));
    const QJsonObject badAction = hostile.next("error");
    QCOMPARE(badAction.value("id").toString(), QStringLiteral("badAction"));
    QVERIFY2(badAction.value("detail").toString().startsWith("card"), qPrintable(badAction.value("detail").toString()));
    hostile.send(msg("act", {{"action", QJsonObject{{"p", 1}, {"do", "fill"}}}}));
    const QJsonObject illegal = hostile.next("error");
    QCOMPARE(illegal.value("id").toString(), QStringLiteral("illegal"));
    QVERIFY(QStringList({"notYourDecision", "wrongTime", "handFull"}).contains(illegal.value("detail").toString()));
    hostile.client.sendRaw(QStringLiteral("{{{ garbage"));
    QCOMPARE(hostile.nextError(), QStringLiteral("malformed"));
    hostile.client.socket().abort();
    // After the table's second a computer player stands in for the dropped seat (the summary names it).
    QVERIFY(!host.next("table", [](const QJsonObject &t) {
                      return t.value("seats").toArray().at(1).toObject().value("bot").toString() == QLatin1String("normal");
                  }).isEmpty());

    // The honest client plays to the end without a single refusal.
    QVERIFY(waitUntilOver(honest, kGameMs));
    QVERIFY2(honest.errors().isEmpty(), qPrintable(honest.errors().join(',')));
    const conquest::saves::LoadedConquest kept = keptGame(code);
    QVERIFY2(kept.ok(), qPrintable(kept.error));
    QCOMPARE(conquest::saves::digestOf(kept.state), honest.overMessage().value("digest").toString());
}

void TestNetConquest::badSetupsAreRefusedByField_data()
{
    QTest::addColumn<QJsonObject>("create");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("problem");
    const QJsonArray seats{"person", "normal"};
    auto create = [&](QJsonObject extra) {
        QJsonObject m = msg("create", {{"game", "conquest"}, {"seats", seats}, {"nations", QJsonArray{"hittites", "hebrews"}}});
        for (auto it = extra.begin(); it != extra.end(); ++it) {
            if (it.value().isNull())
                m.remove(it.key());
            else
                m.insert(it.key(), it.value());
        }
        return m;
    };
    QTest::newRow("no nations") << create({{"nations", QJsonValue()}}) << "badField" << "nations" << "missing";
    QTest::newRow("nations not a list") << create({{"nations", "hittites"}}) << "badField" << "nations" << "type";
    QTest::newRow("one nation for two seats") << create({{"nations", QJsonArray{"hittites", "hebrews", "egyptians"}}}) << "badField" << "nations" << "length";
    QTest::newRow("unknown nation") << create({{"nations", QJsonArray{"hittites", "romans"}}}) << "badField" << "nations[1]" << "value";
    QTest::newRow("a nation twice") << create({{"nations", QJsonArray{"hebrews", "hebrews"}}}) << "badField" << "nations[1]" << "value";
    QTest::newRow("easy is no Conquest player") << create({{"seats", QJsonArray{"person", "easy"}}}) << "badField" << "seats[1]" << "value";
    QTest::newRow("too few turns") << create({{"options", QJsonObject{{"turns", 3}}}}) << "badField" << "options.turns" << "range";
    QTest::newRow("too many cities") << create({{"options", QJsonObject{{"cities", 61}}}}) << "badField" << "options.cities" << "range";
    QTest::newRow("turns as text") << create({{"options", QJsonObject{{"turns", "20"}}}}) << "badField" << "options.turns" << "type";
    QTest::newRow("an unknown option") << create({{"options", QJsonObject{{"robber", true}}}}) << "badField" << "options.robber" << "value";
    QTest::newRow("a map") << create({{"map", "canaan"}}) << "badField" << "map" << "value";
    QTest::newRow("a turn limit") << create({{"turnLimit", 50}}) << "badField" << "turnLimit" << "value";
    QJsonArray tooMany;
    while (tooMany.size() <= conquest::kMaxPlayers)
        tooMany.append("random");
    QTest::newRow("a seat more than the engine plays")
        << create({{"seats", tooMany}, {"nations", nationsFor(tooMany.size())}}) << "badField" << "seats" << "length";
}

void TestNetConquest::badSetupsAreRefusedByField()
{
    QFETCH(QJsonObject, create);
    QFETCH(QString, id);
    QFETCH(QString, field);
    QFETCH(QString, problem);
    TestPeer host;
    QVERIFY(host.connectTo(m_server->port(), "Host"));
    host.send(create);
    const QJsonObject error = host.next("error");
    QCOMPARE(error.value("id").toString(), id);
    QCOMPARE(error.value("detail").toObject().value("field").toString(), field);
    QCOMPARE(error.value("detail").toObject().value("problem").toString(), problem);
    // And a good one is taken.
    host.send(msg("create", {{"game", "conquest"}, {"seats", QJsonArray{"person", "hard"}}, {"nations", QJsonArray{"hittites", "hebrews"}},
                                {"options", QJsonObject{{"turns", 4}, {"cities", 10}}}}));
    const QJsonObject table = host.next("table");
    QCOMPARE(table.value("game").toString(), QStringLiteral("conquest"));
    QCOMPARE(table.value("seats").toArray().at(1).toObject().value("nation").toString(), QStringLiteral("hebrews"));
}

QTEST_GUILESS_MAIN(TestNetConquest)
#include "test_net_conquest.moc"
