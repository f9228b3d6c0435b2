// The seat client (play/seat_client.h), one per game, fed two ways: remotely from a table's
// messages (net/settlers_seat_feed.h, net/conquest_seat_feed.h) and locally from the match host's
// news. For a recorded game both hold the same views and events at every seat and for a spectator,
// and no seat's client ever holds what the engine hides from that seat: not another's hand, nor a
// Conquest side's card drawn, discarded or lent elsewhere, nor its secret battle choice. Remotely,
// each seat is fed twice, by protocol version 1 (whole views) and version 2 (deltas, read back by
// net::ViewStream): both clients go through the same views and events, every view read back from
// the deltas is the very text version 1 sent, and no delta holds anything but what that seat's
// view holds.
#include "play/settlers_match.h"
#include "net/settlers_seat_feed.h"
#include "net/settlers_table_game.h"
#include "play/conquest_game.h"
#include "net/conquest_seat_feed.h"
#include "net/conquest_table_game.h"
#include "engine/io/save_file.h"
#include "engine/conquest/saves/conquest_save.h"
#include "play/replay_participant.h"
#include "engine/settlers/rules/seat_view.h"
#include "net/view_stream.h"

#include <QDeadlineTimer>
#include <QJsonDocument>
#include <QTest>
#include <map>
#include <memory>

using namespace canaan;
using namespace canaan::net;

namespace {

// One update of a client: the view and the events that led to it.
template <class Game>
struct Update {
    typename Game::View view;
    std::vector<typename Game::Event> events;
};

template <class Game>
using Updates = std::map<int, std::vector<Update<Game>>>; // by seat, -1 the spectator

template <class Game>
void record(Updates<Game> &updates, int seat, const play::SeatClient<Game> &client)
{
    updates[seat].push_back({client.view(), client.news()});
}

bool sameEvent(const settlers::Event &a, const settlers::Event &b)
{
    return a.kind == b.kind && a.player == b.player && a.a == b.a && a.b == b.b && a.c == b.c;
}
bool sameEvent(const conquest::Action &a, const conquest::Action &b) { return a == b; }

template <class Game>
bool sameUpdates(const std::vector<Update<Game>> &a, const std::vector<Update<Game>> &b, QString *where)
{
    if (a.size() != b.size()) {
        *where = QStringLiteral("%1 updates against %2").arg(a.size()).arg(b.size());
        return false;
    }
    for (size_t i = 0; i < a.size(); ++i) {
        bool same = a[i].view == b[i].view && a[i].events.size() == b[i].events.size();
        for (size_t e = 0; same && e < a[i].events.size(); ++e)
            same = sameEvent(a[i].events[e], b[i].events[e]);
        if (!same) {
            *where = QStringLiteral("update %1").arg(i);
            return false;
        }
    }
    return true;
}

// Every member a delta gives (`set`, and the elements of `items`) is the same in the view it led
// to: the delta holds nothing but what that seat's whole view holds.
bool deltaWithinView(const QJsonObject &delta, const QJsonObject &view)
{
    const QJsonObject set = delta.value("set").toObject();
    for (auto it = set.begin(); it != set.end(); ++it)
        if (view.value(it.key()) != it.value())
            return false;
    const QJsonObject items = delta.value("items").toObject();
    for (auto it = items.begin(); it != items.end(); ++it) {
        const QJsonObject elements = it.value().toObject().value("set").toObject();
        for (auto e = elements.begin(); e != elements.end(); ++e)
            if (view.value(it.key()).toArray().at(e.key().toInt()) != e.value())
                return false;
    }
    return true;
}

// What one seat's connections got, by protocol version: the whole views' texts (version 2's read
// back from its deltas) and how many of version 2's views came as deltas.
struct SentViews {
    QList<QByteArray> v1, v2;
    int deltas = 0;
};

// A table whose every seat is a computer player, played to its end with each seat's messages (and
// the spectators') fed to a seat client of the game's feed, once as protocol version 1 sends them
// (`updates`) and once as version 2 does (`updates2`); returns its save.
template <class Game, class Feed>
QByteArray playRemotely(const Table &table, std::unique_ptr<TableGame> (*make)(const Table &, TableGame::Hooks, QString *),
                        Updates<Game> &updates, Updates<Game> &updates2, std::map<int, SentViews> &sent)
{
    std::map<int, std::unique_ptr<play::SeatClient<Game>>> clients, clients2;
    std::map<int, std::unique_ptr<Feed>> feeds, feeds2;
    std::map<int, ViewStream> streams;
    for (int seat = -1; seat < int(table.setup.seatKinds.size()); ++seat) {
        for (auto [all, feed, log] : {std::tuple(&clients, &feeds, &updates), std::tuple(&clients2, &feeds2, &updates2)}) {
            auto &client = (*all)[seat] = std::make_unique<play::SeatClient<Game>>(seat);
            (*feed)[seat] = std::make_unique<Feed>(*client);
            // (An init-capture: clang 14, the sanitizers' compiler, cannot capture a structured binding.)
            QObject::connect(client.get(), &play::SeatClientSignals::updated, client.get(),
                             [updatesOf = log, seat, c = client.get()] { record(*updatesOf, seat, *c); });
        }
    }
    QStringList problems;
    TableGame::Hooks hooks;
    hooks.listens = [](int) { return versionBit(1) | versionBit(2); };
    hooks.send = [&](int seat, const QByteArray &text, int versions) {
        const QJsonObject message = QJsonDocument::fromJson(text).object();
        QString problem;
        if (versions & versionBit(1)) {
            if (!feeds.at(seat)->read(message, &problem))
                problems << problem;
            if (message.value("t").toString() == "view")
                sent[seat].v1 << QJsonDocument(message.value("view").toObject()).toJson(QJsonDocument::Compact);
        }
        if (versions & versionBit(2)) {
            QList<QJsonObject> read;
            if (!streams[seat].read(message, &read, &problem))
                problems << problem;
            for (const QJsonObject &m : read) {
                if (!feeds2.at(seat)->read(m, &problem))
                    problems << problem;
                if (m.value("t").toString() != "view")
                    continue;
                sent[seat].v2 << QJsonDocument(m.value("view").toObject()).toJson(QJsonDocument::Compact);
                if (message.contains("delta")) {
                    ++sent[seat].deltas;
                    if (!deltaWithinView(message.value("delta").toObject(), m.value("view").toObject()))
                        problems << QStringLiteral("seat %1: a delta holds what its view does not").arg(seat);
                }
            }
        }
    };
    hooks.changed = [] {};
    QString problem;
    std::unique_ptr<TableGame> game = make(table, hooks, &problem);
    if (!game) {
        qWarning("%s", qPrintable(problem));
        return {};
    }
    // The `game` message comes first, as the server sends it.
    for (int seat = -1; seat < int(table.setup.seatKinds.size()); ++seat)
        game->greet(seat);
    for (auto &[seat, client] : clients)
        updates[seat].clear(), updates2[seat].clear(); // the greeting's view: begin() sends it again
    game->begin();
    QDeadlineTimer deadline(60000);
    while (!game->over() && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    if (!problems.isEmpty())
        qWarning("%s", qPrintable(problems.join(QLatin1Char('\n'))));
    return game->over() && problems.isEmpty() ? game->save() : QByteArray();
}

// The same game again at one screen: each seat's client fed from the host's news after every
// action (and with the first view), as a ScreenParticipant feeds it.
template <class Game>
void playLocally(play::MatchHost<Game> &host, const std::vector<typename Game::Action> &log, Updates<Game> &updates)
{
    std::map<int, std::unique_ptr<play::SeatClient<Game>>> clients;
    const auto feed = [&](bool first) {
        for (int seat = -1; seat < host.seatCount(); ++seat) {
            auto &client = clients[seat];
            if (!client)
                client = std::make_unique<play::SeatClient<Game>>(seat);
            const auto &news = host.news(seat);
            // The wire sends nothing to a seat that learnt nothing (C14); neither is it fed here.
            if (!first && news.events.empty() && client->view() == news.view)
                continue;
            client->update(news.view, news.events);
            record(updates, seat, *client);
        }
    };
    feed(true);
    QObject::connect(&host, &play::MatchHostBase::actionApplied, &host, [&] { feed(false); });
    host.setStepDelay(0);
    auto replay = play::ReplayParticipant<Game>::seatEverywhere(host, log);
    host.start();
    QDeadlineTimer deadline(60000);
    while (host.log().size() < log.size() && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
}

// The views a client went through, each once (a view the same as the one before it dropped).
template <class Game>
std::vector<typename Game::View> distinctViews(const std::vector<Update<Game>> &updates)
{
    std::vector<typename Game::View> views;
    for (const auto &u : updates)
        if (views.empty() || !(views.back() == u.view))
            views.push_back(u.view);
    return views;
}

// Nothing the engine hides from `seat` is in what its client held.
bool holdsNoSecret(int seat, const std::vector<Update<play::SettlersGame>> &updates)
{
    const int viewer = seat < 0 ? settlers::kNoId : seat;
    for (const auto &u : updates) {
        if (!(canaan::settlers::viewOf(u.view.board, viewer).board == u.view.board) || u.view.seat != viewer)
            return false;
        for (const settlers::Event &e : u.events) {
            const std::optional<settlers::Event> seen = canaan::settlers::eventSeenBy(e, viewer);
            if (!seen || !sameEvent(*seen, e))
                return false;
        }
    }
    return true;
}

bool holdsNoSecret(int seat, const std::vector<Update<play::ConquestGame>> &updates)
{
    for (const auto &u : updates) {
        if (u.view.seat != (seat < 0 ? conquest::kNone : seat))
            return false;
        // No side's secret battle choice before the reveal but one's own (C14).
        if (!u.view.revealed() && (!u.view.battle[0].empty() || !u.view.battle[1].empty()))
            return false;
        for (const conquest::Action &a : u.events) {
            if (a.player == seat)
                continue;
            using conquest::ActionKind;
            // Another side's secret choice is not told at all (C14), another's drawn or discarded
            // card never named, a lent card only to the side it goes to.
            if (a.kind == ActionKind::Choose)
                return false;
            const int receiver = a.b == conquest::kAttacker ? u.view.attacker : u.view.defender;
            const bool secret = a.kind == ActionKind::Draw || a.kind == ActionKind::Discard
                || (a.kind == ActionKind::LendCard && (seat < 0 || receiver != seat));
            if (secret && a.a != conquest::kNone)
                return false;
        }
    }
    return true;
}

// Every event a client was told, in order.
template <class Game>
std::vector<typename Game::Event> allEvents(const std::vector<Update<Game>> &updates)
{
    std::vector<typename Game::Event> events;
    for (const auto &u : updates)
        events.insert(events.end(), u.events.begin(), u.events.end());
    return events;
}

} // namespace

class TestSeatClient : public QObject {
    Q_OBJECT
private slots:
    void localAndRemoteFeedsAgreeOnASettlersGame();
    void localAndRemoteFeedsAgreeOnAConquestGame();
};

void TestSeatClient::localAndRemoteFeedsAgreeOnASettlersGame()
{
    Table table;
    table.code = QStringLiteral("SEATC1");
    table.setup.mapName = QStringLiteral("canaan");
    table.setup.seatKinds = {QStringLiteral("easy"), QStringLiteral("normal"), QStringLiteral("easy")};
    table.setup.turnLimit = 12;
    Updates<play::SettlersGame> remote, remote2;
    std::map<int, SentViews> sent;
    const QByteArray save = playRemotely<play::SettlersGame, SettlersSeatFeed>(table, makeSettlersGame, remote, remote2, sent);
    QVERIFY(!save.isEmpty());
    const SaveReadResult read = parseSave(save, QStringLiteral("table"));
    QVERIFY(read.ok());
    QVERIFY(read.game->log.size() > 50);

    play::SettlersSetup setup = play::SettlersMatch::setupOf(*read.game);
    setup.history.clear();
    play::SettlersMatch host(setup);
    Updates<play::SettlersGame> local;
    playLocally<play::SettlersGame>(host, read.game->log, local);
    QCOMPARE(host.log().size(), read.game->log.size());

    for (int seat = -1; seat < 3; ++seat) {
        QString where;
        QVERIFY2(sameUpdates(local[seat], remote[seat], &where), qPrintable(QStringLiteral("seat %1: %2").arg(seat).arg(where)));
        QVERIFY2(sameUpdates(remote[seat], remote2[seat], &where), qPrintable(QStringLiteral("seat %1, version 2: %2").arg(seat).arg(where)));
        QVERIFY2(holdsNoSecret(seat, remote[seat]), qPrintable(QStringLiteral("seat %1").arg(seat)));
        QVERIFY2(holdsNoSecret(seat, remote2[seat]), qPrintable(QStringLiteral("seat %1, version 2").arg(seat)));
        QCOMPARE(sent[seat].v2, sent[seat].v1); // byte for byte
        QVERIFY(sent[seat].deltas > 0);
    }
}

void TestSeatClient::localAndRemoteFeedsAgreeOnAConquestGame()
{
    Table table;
    table.code = QStringLiteral("SEATC2");
    table.setup.game = QStringLiteral("conquest");
    table.setup.seatKinds = {QStringLiteral("normal"), QStringLiteral("random"), QStringLiteral("hard")};
    table.setup.nations = {QStringLiteral("philistines"), QStringLiteral("hebrews"), QStringLiteral("egyptians")};
    table.setup.options = QJsonObject{{QStringLiteral("turns"), 6}};
    Updates<play::ConquestGame> remote, remote2;
    std::map<int, SentViews> sent;
    const QByteArray save = playRemotely<play::ConquestGame, ConquestSeatFeed>(table, makeConquestGame, remote, remote2, sent);
    QVERIFY(!save.isEmpty());
    conquest::saves::LoadedConquest loaded = conquest::saves::load(save, table.code);
    QVERIFY(loaded.ok());

    play::ConquestHost host(play::ConquestGame::contextOf(*loaded.game), 3, loaded.game->seed);
    Updates<play::ConquestGame> local;
    playLocally<play::ConquestGame>(host, loaded.game->log, local);
    QCOMPARE(host.log().size(), loaded.game->log.size());

    for (int seat = -1; seat < 3; ++seat) {
        QVERIFY2(holdsNoSecret(seat, remote[seat]), qPrintable(QStringLiteral("seat %1").arg(seat)));
        QVERIFY2(holdsNoSecret(seat, remote2[seat]), qPrintable(QStringLiteral("seat %1, version 2").arg(seat)));
        QVERIFY2(holdsNoSecret(seat, local[seat]), qPrintable(QStringLiteral("seat %1").arg(seat)));
        QString where;
        QVERIFY2(sameUpdates(remote[seat], remote2[seat], &where), qPrintable(QStringLiteral("seat %1, version 2: %2").arg(seat).arg(where)));
        QCOMPARE(sent[seat].v2, sent[seat].v1); // byte for byte
        QVERIFY(sent[seat].deltas > 0);
        // The same views, one after the other, and the same actions told: at one screen a seat
        // learns what the wire tells it, no more (docs/architecture.md).
        QVERIFY(allEvents(local[seat]) == allEvents(remote[seat]));
        const auto localViews = distinctViews(local[seat]);
        const auto remoteViews = distinctViews(remote[seat]);
        QVERIFY(localViews.size() > 20);
        QCOMPARE(localViews.size(), remoteViews.size());
        QVERIFY(localViews == remoteViews);
    }
}

QTEST_GUILESS_MAIN(TestSeatClient)
#include "test_seat_client.moc"
