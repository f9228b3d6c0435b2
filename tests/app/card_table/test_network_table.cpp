// The card table as a network client (issue 22 item 6), on a server on 127.0.0.1: a person plays
// one seat of a Conquest table by clicking the table against the server's computer players to the
// end screen; the table shows only that seat's view (its hand is the view's, the other side's
// secret choice never in the battle view before the reveal); a refused decision is shown in words.
#include "app/card_table/battle_view.h"
#include "app/card_table/card_table_widget.h"
#include "app/card_table/card_widget.h"
#include "app/card_table/conquest_end_screen.h"
#include "app/card_table/hand_view.h"
#include "app/card_table/network_table.h"
#include "tests/app/card_table/table_clicks.h"

#include "engine/conquest/saves/conquest_action_json.h"
#include "engine/conquest/saves/conquest_save.h"
#include "net/conquest_wire.h"
#include "net/table_games.h"
#include "net/table_store.h"
#include "tests/net/game_test_support.h"
#include "tests/net/local_server.h"
#include "tests/net/net_test_peer.h"

#include <QJsonArray>
#include <QSignalSpy>

using namespace canaan;
using namespace canaan::cardtable;
using canaan::cardtable::testing::clickSomething;
using canaan::net::testing::TestPeer;
using canaan::net::testing::msg;

namespace {

constexpr int kGameMs = 50000; // a bound, not a timing

} // namespace

class TestNetworkTable : public QObject {
    Q_OBJECT
private slots:
    void aPersonPlaysATableOnTheServerToTheEnd();
    void refusalsAreWords();
    void aRefusedAnswerIsAskedAgain();
};

void TestNetworkTable::aPersonPlaysATableOnTheServerToTheEnd()
{
    canaan::net::testing::LocalServer local;
    QString problem;
    QVERIFY2(local.start(net::playedGames(), net::setupCheck(), &problem), qPrintable(problem));
    TestPeer host;
    QVERIFY(host.connectTo(local.server->port(), "Host"));
    host.send(msg("create", {{"game", "conquest"}, {"seats", QJsonArray{"person", "normal", "hard"}},
                                {"nations", QJsonArray{"hebrews", "philistines", "assyrians"}}, {"options", QJsonObject{{"turns", 6}}}}));
    const QString code = host.next("table").value("code").toString();
    QVERIFY(!code.isEmpty());

    TestPeer ruth;
    QVERIFY(ruth.connectTo(local.server->port(), "Ruth"));
    ruth.send(msg("join", {{"code", code}, {"seat", 0}}));
    QCOMPARE(ruth.next("seated").value("seat").toInt(), 0);
    CardTableWidget table;
    table.resize(1200, 800);
    table.show();
    NetworkTable network(&ruth.client, &table);
    QStringList problems;
    connect(&network, &NetworkTable::problem, &table, [&](const QString &p) { problems << p; });
    connect(&network, &NetworkTable::refused, &table, [&](const QString &p) { problems << p; });
    ruth.send(msg("ready", {{"ready", true}}));
    QVERIFY(!host.next("table", [](const QJsonObject &t) {
                      return t.value("seats").toArray().at(0).toObject().value("ready").toBool();
                  }).isEmpty());
    host.send(msg("start"));

    std::mt19937 rng(4);
    int clicks = 0, secretChecks = 0;
    QSignalSpy arrivals(&ruth.client, &net::Client::received);
    QDeadlineTimer deadline(kGameMs);
    while (!network.isOver() && !deadline.hasExpired() && problems.size() < 3) {
        if (!network.awaitingChoice()) { // read from the table: a question that came before the loop counts
            (void)arrivals.wait(200); // a real event loop: the socket is served
            continue;
        }
        const conquest::SeatView &view = *network.view();
        // What the table shows is this seat's view: its hand, and before the reveal no card of the
        // other side's choice.
        QList<int> hand;
        view.hand.forEach([&](int c) { hand << c; });
        if (table.hand()->cards() != hand)
            problems << QStringLiteral("the hand shown is not the seat's");
        if (view.step == conquest::Step::Choice) {
            ++secretChecks;
            const conquest::CardSet others = view.mySide() == conquest::kNone ? conquest::CardSet{} : view.battle[std::size_t(1 - view.mySide())];
            if (!view.battle[0].empty() || !view.battle[1].empty() || !others.empty())
                problems << QStringLiteral("a side's choice in the view before the reveal");
        }
        clickSomething(table, rng);
        ++clicks;
        (void)arrivals.wait(20);
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
    QVERIFY(network.isOver());
    QVERIFY(clicks > 10);
    QVERIFY(!table.endScreen()->winnerText().isEmpty());
    QVERIFY(table.logLines().size() > 30);
    // The computer players are named by their nations, as at one screen (not by their levels).
    for (const QString &line : table.logLines())
        QVERIFY2(!line.startsWith(QStringLiteral("normal ")) && !line.startsWith(QStringLiteral("hard ")), qPrintable(line));
    QVERIFY(table.logLines().join('\n').contains(QStringLiteral("Philistines")));
    QVERIFY(ruth.next("over").value("digest").toString().startsWith("sha256:"));
    Q_UNUSED(secretChecks);
    // The server's save of the game replays to the digest it announced.
    local.server->waitUntilWritten();
    for (const net::Table &t : net::TableStore(local.data.path()).loadAll().tables) {
        const conquest::saves::LoadedConquest kept = conquest::saves::load(t.game, code);
        QVERIFY2(kept.ok(), qPrintable(kept.error));
        QCOMPARE(conquest::saves::digestOf(kept.state), network.overMessage().value("digest").toString());
    }
}

void TestNetworkTable::refusalsAreWords()
{
    QCOMPARE(NetworkTable::refusalText("illegal", "cardNotHeld"), QStringLiteral("That card is not in your hand."));
    QCOMPARE(NetworkTable::refusalText("notYourSeat", {}), QStringLiteral("You may decide only for your own nation."));
    QVERIFY(NetworkTable::refusalText("illegal", "somethingNew").contains("somethingNew"));
}

// The server keeps its question open when it refuses an answer and does not ask again: the table asks
// again itself, with the same choices, and sends one answer per question.
void TestNetworkTable::aRefusedAnswerIsAskedAgain()
{
    namespace cq = canaan::conquest;
    const cq::Nation nations[] = {cq::Nation::Hebrews, cq::Nation::Philistines};
    cq::State s = cq::newGame(cq::Options{}, nations);
    std::mt19937 rng(3);
    while (cq::isChancePending(s))
        cq::apply(s, cq::chanceFromRandom(s, rng()));
    cq::ActionList legal;
    QVERIFY(cq::legalActions(s, legal) > 0);
    const int seat = legal[0].player;
    QJsonArray choices;
    for (const cq::Action &a : legal)
        choices.append(cq::saves::actionToJson(a));

    net::Client client; // never connected: what the table sends goes nowhere
    CardTableWidget table;
    NetworkTable network(&client, &table);
    QSignalSpy asked(&network, &NetworkTable::asked);
    QSignalSpy refused(&network, &NetworkTable::refused);
    emit client.received(msg("view", {{"view", net::conquestViewJson(cq::viewOf(s, seat))}}));
    QVERIFY(!network.awaitingChoice());
    emit client.received(msg("ask", {{"actions", choices}}));
    QVERIFY(network.awaitingChoice());
    QCOMPARE(asked.count(), 1);

    emit table.actionChosen(legal[0]);
    QVERIFY(!network.awaitingChoice());
    emit client.received(msg("error", {{"id", "illegal"}, {"detail", "notNow"}}));
    QCOMPARE(refused.count(), 1);
    QVERIFY(network.awaitingChoice());
    QCOMPARE(asked.count(), 2);
    QCOMPARE(table.decisions()->options().prompt.isEmpty(), false);

    // Answered and acknowledged by a new view: a later refusal (a chat line refused, say) asks nothing.
    emit table.actionChosen(legal[0]);
    emit client.received(msg("view", {{"view", net::conquestViewJson(cq::viewOf(s, seat))}}));
    emit client.received(msg("error", {{"id", "rateLimited"}}));
    QCOMPARE(refused.count(), 2);
    QCOMPARE(asked.count(), 2);
    QVERIFY(!network.awaitingChoice());
}

QTEST_MAIN(TestNetworkTable)
#include "test_network_table.moc"
