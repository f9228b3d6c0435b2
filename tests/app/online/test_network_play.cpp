// A game at a network table played through the game window's seam (issue 21): a server in this
// process, the app's connection and its game window at seat 0, a canaan-cli-bot-style client at
// seat 1 and two computer players; the test chooses the person's actions. Also: the window's data
// is only its seat's view (never another seat's hand), a dropped connection says so and rejoins
// its seat, and a seat left on purpose is forgotten.
#include "tests/app/online/online_table_fixture.h"

#include "app/session/settlers_module.h"
#include "app/session/builtin_modules.h"
#include "app/settlers_table/game_window.h"
#include "app/online_table/chat_panel.h"
#include "app/settlers_table/hand_panel.h"
#include "app/settlers_table/player_card.h"
#include "app/settlers_table/players_panel.h"
#include "app/online/lobby_client.h"
#include "app/online/lobby_window.h"
#include "app/session/session.h"
#include "net/settlers_wire.h"
#include "net/protocol.h"
#include "engine/io/game_text.h"

#include <QPushButton>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace canaan;
using namespace canaan::online;
using namespace canaan::online::testing;

class TestNetworkPlay : public QObject {
    Q_OBJECT

private:
    // Answers every question of the app's seat with a legal action through the window, as a click
    // would (GameWindow::perform), drawn from a seeded generator.
    static void playPerson(OnlineTable &t, QRandomGenerator &random)
    {
        RemoteSettlersTable &table = t.window->table();
        QObject::connect(&table, &settlerstable::SettlersTable::asked, t.window, [&t, &random] {
            QTimer::singleShot(0, t.window, [&t, &random] {
                if (!t.window || !t.window->table().isPersonDeciding())
                    return;
                const std::vector<settlers::Action> legal = t.window->table().legalActions();
                QVERIFY(!legal.empty());
                QVERIFY(t.window->game()->perform(legal[random.bounded(int(legal.size()))]));
            });
        });
    }

    // The view the window holds equals the last view the server sent this connection, decoded.
    static void checkSameAsServer(OnlineTable &t)
    {
        QVERIFY(!t.views.isEmpty());
        const QJsonObject last = t.views.last();
        QCOMPARE(last.value(QLatin1String("seat")).toInt(), 0);
        QString problem;
        const auto sent = net::boardViewFromJson(t.window->table().rules(), last.value(QLatin1String("view")).toObject(), &problem);
        QVERIFY2(sent, qPrintable(problem));
        for (int seat : {0, 1, 2, 3, int(settlers::kNoId)})
            QVERIFY(t.window->table().client(seat).view() == *sent);
    }

    static void checkNoOtherHand(const settlers::SeatView &view)
    {
        QCOMPARE(int(view.seat), 0);
        for (int p = 1; p < view.board.numPlayers; ++p) {
            for (int r = 0; r < settlers::kResourceCount; ++r)
                QCOMPARE(int(view.board.hand[p][r]), 0);
            for (int c = 0; c < settlers::kDevCardCount; ++c)
                QCOMPARE(int(view.board.devHand[p][c]), 0);
        }
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the seat tokens go to a test's settings
        QCoreApplication::setOrganizationName(QStringLiteral("canaan-tests"));
    }

    void playsToTheEndThroughTheWindow()
    {
        OnlineTable t;
        QVERIFY(t.start({QStringLiteral("person"), QStringLiteral("person"), QStringLiteral("normal"), QStringLiteral("hard")}));
        QRandomGenerator random(21);
        playPerson(t, random);
        if (t.window->table().isPersonDeciding())
            emit t.window->table().asked(0);
        QTRY_VERIFY_WITH_TIMEOUT(t.window->table().isOver(), 240000);
        QTRY_VERIFY_WITH_TIMEOUT(t.others.front()->isOver(), 10000);
        checkSameAsServer(t);

        // The end as the window shows it: the winners by name, the same as the server's `over`.
        const settlers::SeatView end = t.window->table().client(0).view();
        const QList<settlerstable::SeatPlan> seats = t.window->table().seatPlans();
        const QJsonArray winners = t.others.front()->overMessage().value(QLatin1String("winners")).toArray();
        QVERIFY(!winners.isEmpty() || end.board.winners == 0);
        for (const QJsonValue &w : winners) {
            QVERIFY(end.board.winners & (1 << w.toInt()));
            QVERIFY2(t.window->game()->statusText().contains(seats[w.toInt()].name), qPrintable(t.window->game()->statusText()));
        }
        QVERIFY(t.window->game()->statusText().contains(QStringLiteral("The game is over.")));
        QVERIFY(t.others.front()->errors().isEmpty());
    }

    void windowDataIsOnlyItsSeatsView()
    {
        OnlineTable t;
        QVERIFY(t.start({QStringLiteral("person"), QStringLiteral("random"), QStringLiteral("random"), QStringLiteral("random")}));
        QRandomGenerator random(5);
        int checked = 0;
        // After every refresh of the window: what it may read is the server's view for seat 0.
        QObject::connect(&t.window->table(), &settlerstable::SettlersTable::changed, t.window, [&] {
            checkSameAsServer(t);
            checkNoOtherHand(t.window->table().client(1).view());
            ++checked;
        });
        playPerson(t, random);
        if (t.window->table().isPersonDeciding())
            emit t.window->table().asked(0);
        QTRY_VERIFY_WITH_TIMEOUT(checked >= 150 || t.window->table().isOver(), 120000);
        // The hand shown is the person's own; the players' panel shows the others' counts only.
        for (const QJsonObject &m : t.views) {
            QString problem;
            const auto view = net::boardViewFromJson(t.window->table().rules(), m.value(QLatin1String("view")).toObject(), &problem);
            QVERIFY2(view, qPrintable(problem));
            checkNoOtherHand(*view);
        }
    }

    void aSpectatorSeesNoHand()
    {
        OnlineTable t;
        QVERIFY(t.start({QStringLiteral("person"), QStringLiteral("random"), QStringLiteral("random")}));
        t.window->table().setAutoplay(QStringLiteral("random")); // the app's seat plays itself

        // Another app watches: its table's seat is -1 and every view it gets holds no hand at all.
        ServerLink watcher;
        std::unique_ptr<RemoteSettlersTable> watched;
        int views = 0;
        QObject::connect(&watcher, &ServerLink::received, [&](const QJsonObject &m) {
            const QString type = m.value(QLatin1String("t")).toString();
            if (type == QLatin1String("welcome"))
                watcher.send({{QStringLiteral("t"), QStringLiteral("join")}, {QStringLiteral("code"), t.code}});
            else if (type == QLatin1String("game") && !watched) {
                QString problem;
                watched = RemoteSettlersTable::create(watcher, m, &problem);
                QVERIFY2(watched, qPrintable(problem));
                QCOMPARE(watched->seat(), -1);
            } else if (type == QLatin1String("view") && watched) {
                QCOMPARE(m.value(QLatin1String("seat")).toInt(), -1);
                ++views;
            }
        });
        watcher.open(QStringLiteral("127.0.0.1"), t.server->port(), QStringLiteral("Watcher"));
        QTRY_VERIFY_WITH_TIMEOUT(views >= 20 || (watched && watched->isOver()), 60000);
        QVERIFY(watched && watched->hasView());
        const settlers::SeatView seen = watched->client(-1).view();
        QVERIFY(seen.isSpectator());
        QVERIFY(!watched->isPersonDeciding());
        QCOMPARE(watched->submit(watched->legalActions().empty() ? settlers::Action{} : watched->legalActions().front()),
                 illegalReasonText(settlers::IllegalReason::NotYourDecision));
        for (int p = 0; p < seen.board.numPlayers; ++p)
            for (int r = 0; r < settlers::kResourceCount; ++r)
                QCOMPARE(int(seen.board.hand[p][r]), 0);
        // A second spectator, joining late, gets the game so far: no stolen card's or bought card's
        // kind in it (issue 42, D7).
        ServerLink late;
        std::unique_ptr<RemoteSettlersTable> lateTable;
        QObject::connect(&late, &ServerLink::received, [&](const QJsonObject &m) {
            const QString type = m.value(QLatin1String("t")).toString();
            if (type == QLatin1String("welcome"))
                late.send({{QStringLiteral("t"), QStringLiteral("join")}, {QStringLiteral("code"), t.code}});
            else if (type == QLatin1String("game") && !lateTable) {
                QString problem;
                lateTable = RemoteSettlersTable::create(late, m, &problem);
                QVERIFY2(lateTable, qPrintable(problem));
            }
        });
        late.open(QStringLiteral("127.0.0.1"), t.server->port(), QStringLiteral("Late"));
        QTRY_VERIFY_WITH_TIMEOUT(lateTable != nullptr, 10000);
        const std::vector<settlers::Event> history = lateTable->pastEvents(lateTable->seat());
        QVERIFY(history.size() > 20);
        for (const settlers::Event &e : history)
            if (e.kind == settlers::EventKind::CardStolen || e.kind == settlers::EventKind::CardBought)
                QCOMPARE(int(e.a), int(settlers::kNoId));
    }

    // Issue 42, D9: a spectator's window names the table, its hand area says he watches (not the
    // hot-seat's words), and its Trade button is off.
    void aSpectatorsWindowSaysHeWatches()
    {
        OnlineTable t;
        QVERIFY(t.start({QStringLiteral("person"), QStringLiteral("random"), QStringLiteral("random")}));
        t.window->table().setAutoplay(QStringLiteral("random"));
        ServerLink watcher;
        QPointer<NetworkGameWindow> window;
        QObject::connect(&watcher, &ServerLink::received, [&](const QJsonObject &m) {
            const QString type = m.value(QLatin1String("t")).toString();
            if (type == QLatin1String("welcome"))
                watcher.send({{QStringLiteral("t"), QStringLiteral("join")}, {QStringLiteral("code"), t.code}});
            else if (type == QLatin1String("game") && !window) {
                QString problem;
                std::unique_ptr<RemoteSettlersTable> table = RemoteSettlersTable::create(watcher, m, &problem);
                QVERIFY2(table, qPrintable(problem));
                window = new NetworkGameWindow(watcher, std::move(table));
                window->setAskBeforeClosing(false);
            }
        });
        watcher.open(QStringLiteral("127.0.0.1"), t.server->port(), QStringLiteral("Watcher"));
        QTRY_VERIFY_WITH_TIMEOUT(window && window->table().hasView(), 20000);
        QVERIFY2(window->windowTitle().contains(t.code), qPrintable(window->windowTitle()));
        auto *hand = window->findChild<settlerstable::HandPanel *>();
        QVERIFY(hand);
        QVERIFY2(hand->titleText().contains(QStringLiteral("watching")), qPrintable(hand->titleText()));
        for (int i = 0; i < 40 && !window->table().isOver(); ++i) { // through offers and turns alike
            auto *trade = window->findChild<QPushButton *>(QStringLiteral("trade"));
            QVERIFY(trade);
            QVERIFY(!trade->isEnabled());
            QTest::qWait(50);
        }
        delete window.data();
    }

    // Issue 42, the turn clock: the server's clock shows on the card of the seat it times, counting
    // down, in every window at the table; a message the window cannot use shows no clock.
    void theServersClockShowsOnTheTimedSeatsCard()
    {
        OnlineTable t;
        QVERIFY(t.start({QStringLiteral("person"), QStringLiteral("normal")}, 60, {}, {{QStringLiteral("clock"), 120}}));
        QTRY_VERIFY_WITH_TIMEOUT(t.window->table().hasView(), 10000);
        RemoteSettlersTable &table = t.window->table();
        // The app's person never acts: the set-up waits for him with the clock running.
        QTRY_VERIFY_WITH_TIMEOUT(table.clockSeat() == 0, 10000);
        settlerstable::PlayersPanel *players = t.window->game()->playersPanel();
        QTRY_VERIFY_WITH_TIMEOUT(!players->cardOf(0)->clockShown().isEmpty(), 5000);
        const int left = table.clockSecondsLeft();
        QVERIFY(left > 100 && left <= 120);
        QVERIFY2(players->cardOf(0)->clockShown().contains(QStringLiteral(" s left")), qPrintable(players->cardOf(0)->clockShown()));
        QVERIFY(players->cardOf(1)->clockShown().isEmpty());
        // A seat the table has not, or seconds past any limit: no clock at all.
        table.receive({{QStringLiteral("t"), QStringLiteral("clock")}, {QStringLiteral("seat"), 7}, {QStringLiteral("left"), 30}});
        QCOMPARE(table.clockSeat(), -1);
        QTRY_VERIFY_WITH_TIMEOUT(players->cardOf(0)->clockShown().isEmpty(), 5000);
        table.receive({{QStringLiteral("t"), QStringLiteral("clock")}, {QStringLiteral("seat"), 0}, {QStringLiteral("left"), 99999}});
        QCOMPARE(table.clockSeat(), -1);
        table.receive({{QStringLiteral("t"), QStringLiteral("clock")}, {QStringLiteral("seat"), 1}, {QStringLiteral("left"), 30}});
        QCOMPARE(table.clockSeat(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!players->cardOf(1)->clockShown().isEmpty(), 5000);
        QVERIFY(players->cardOf(0)->clockShown().isEmpty());
    }

    // Issue 42, D6 and the seats' badges: a friend who drops is told in the chat and on his card,
    // with the countdown to the computer's takeover, and then the takeover.
    void aFriendWhoDropsIsToldAndTakenOver()
    {
        OnlineTable t;
        QVERIFY(t.start({QStringLiteral("person"), QStringLiteral("person"), QStringLiteral("normal")}, 3));
        QTRY_VERIFY_WITH_TIMEOUT(t.window->table().hasView(), 10000);
        QCOMPARE(t.others.size(), size_t(1));
        t.others.front()->drop();
        settlerstable::PlayersPanel *players = t.window->game()->playersPanel();
        QTRY_VERIFY_WITH_TIMEOUT(players->cardOf(1)->presenceShown().contains(QStringLiteral("dropped")), 10000);
        QVERIFY2(players->cardOf(1)->presenceShown().contains(QStringLiteral(" s")), qPrintable(players->cardOf(1)->presenceShown()));
        QVERIFY(players->cardOf(0)->presenceShown().contains(QStringLiteral("online")));
        QVERIFY(players->cardOf(2)->presenceShown().isEmpty()); // a computer player's seat from the start
        QVERIFY2(t.window->chat()->lines().join('\n').contains(QStringLiteral("lost the connection")),
                 qPrintable(t.window->chat()->lines().join('\n')));
        QTRY_VERIFY_WITH_TIMEOUT(players->cardOf(1)->presenceShown().contains(QStringLiteral("for now")), 10000);
        const QString said = t.window->chat()->lines().join(QLatin1Char('\n'));
        QVERIFY2(said.contains(QStringLiteral("A computer player now plays seat 2")), qPrintable(said));
    }

    void droppedConnectionSaysSoAndRejoins()
    {
        OnlineTable t;
        // Takeover 0: the game waits for the person, so the seat is still theirs after the drop.
        QVERIFY(t.start({QStringLiteral("person"), QStringLiteral("normal"), QStringLiteral("normal")}, 0));
        QTRY_VERIFY_WITH_TIMEOUT(t.window->table().hasView(), 10000);
        const int viewsBefore = int(t.views.size());
        t.link.client().socket().abort(); // the network goes away
        QTRY_COMPARE_WITH_TIMEOUT(t.link.state(), ServerLink::State::Retrying, 5000);
        QVERIFY2(t.window->connectionText().contains(QStringLiteral("is not answering; trying again in")),
                 qPrintable(t.window->connectionText()));
        QVERIFY(t.window->connectionText().contains(QStringLiteral("127.0.0.1:%1").arg(t.server->port())));
        // Back with the seat's token: a welcome, then the seat's view again, and the message goes.
        QTRY_COMPARE_WITH_TIMEOUT(t.link.state(), ServerLink::State::Connected, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(t.views.size() > viewsBefore, 10000);
        QCOMPARE(t.views.last().value(QLatin1String("seat")).toInt(), 0);
        QVERIFY(t.window->connectionText().isEmpty());
        checkSameAsServer(t);
        // The token is kept for a restart of the app too.
        QCOMPARE(t.link.keptToken(t.code).isEmpty(), false);
    }

    void leavingOnPurposeForgetsTheSeat()
    {
        OnlineTable t;
        QVERIFY(t.start({QStringLiteral("person"), QStringLiteral("normal")}, 0));
        QTRY_VERIFY_WITH_TIMEOUT(t.window->table().hasView(), 10000);
        QVERIFY(!t.link.keptToken(t.code).isEmpty());
        // Leave the table (Ctrl+W, the question answered): neither a reconnection nor the app
        // started again takes the seat back.
        t.window->close();
        QVERIFY(t.link.keptToken(t.code).isEmpty());
        QCOMPARE(t.link.tableCode(), QString());
        QCOMPARE(t.link.seat(), -1);
        ServerLink again;
        again.open(QStringLiteral("127.0.0.1"), t.server->port(), QStringLiteral("Abigail"));
        QTRY_COMPARE_WITH_TIMEOUT(again.state(), ServerLink::State::Connected, 5000);
        QVERIFY(again.keptToken(t.code).isEmpty());
    }

    void theServerGoneAndBackIsRejoined()
    {
        QTemporaryDir data;
        OnlineTable t;
        QVERIFY(t.start({QStringLiteral("person"), QStringLiteral("normal")}, 0, data.path()));
        QTRY_VERIFY_WITH_TIMEOUT(t.window->table().hasView(), 10000);
        const quint16 port = t.server->port();
        t.server.reset(); // the server goes away (its tables are on disk)
        QTRY_COMPARE_WITH_TIMEOUT(t.link.state(), ServerLink::State::Retrying, 5000);
        QVERIFY2(t.window->connectionText().startsWith(QStringLiteral("The server at 127.0.0.1:%1 is not answering; trying again in").arg(port)),
                 qPrintable(t.window->connectionText()));
        QTest::qWait(1500); // a failed try or two: the wait grows
        t.server = loopbackServer(port, data.path());
        QVERIFY(t.server);
        const int viewsBefore = int(t.views.size());
        QTRY_COMPARE_WITH_TIMEOUT(t.link.state(), ServerLink::State::Connected, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(t.views.size() > viewsBefore, 10000);
        QVERIFY(t.window->connectionText().isEmpty());
        checkSameAsServer(t);
    }

    void theAppStartedAgainRejoinsWithTheKeptToken()
    {
        OnlineTable t;
        QVERIFY(t.start({QStringLiteral("person"), QStringLiteral("normal")}, 0));
        QTRY_VERIFY_WITH_TIMEOUT(t.window->table().hasView(), 10000);
        t.link.client().socket().abort();
        t.link.close(); // the app is gone; its settings keep the seat's token

        // A new start of the app: a new connection, the lobby, the table's code; the kept token
        // takes the seat back and the board game's module opens its window on it.
        session::registerBuiltinModules();
        session::Session session;
        ServerLink again;
        again.open(QStringLiteral("127.0.0.1"), t.server->port(), QStringLiteral("Abigail"));
        LobbyWindow lobby(session, again);
        lobby.setAttribute(Qt::WA_DeleteOnClose, false);
        QSignalSpy opened(&lobby, &LobbyWindow::gameOpened);
        QTRY_COMPARE_WITH_TIMEOUT(again.state(), ServerLink::State::Connected, 5000);
        QVERIFY(!again.keptToken(t.code).isEmpty());
        lobby.client().join(t.code, -1);
        QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, 10000);
        auto *window = qobject_cast<NetworkGameWindow *>(opened.first().first().value<QWidget *>());
        QVERIFY(window);
        QCOMPARE(window->table().seat(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(window->table().hasView(), 10000);
        // Issue 42, D7: the new window's log tells the game so far, as the seat may know it.
        QVERIFY(!window->table().pastEvents(window->table().toldSeats().front()).empty());
        QVERIFY(!window->game()->logLines().isEmpty());
        window->setAskBeforeClosing(false);
        delete window;
    }

    // An app older than every version the server serves (the other way round, an app newer than
    // the server, is test_server_link_versions: it speaks an older server's version if it can).
    void otherVersionSaysWhichIsNewerAndDoesNotRetry()
    {
        const auto server = loopbackServer();
        QVERIFY(server);
        ServerLink link;
        link.open(QStringLiteral("127.0.0.1"), server->port(), QStringLiteral("Abigail"), net::kOldestProtocolVersion - 1);
        QTRY_COMPARE_WITH_TIMEOUT(link.state(), ServerLink::State::WrongVersion, 5000);
        QVERIFY2(link.statusText().contains(QStringLiteral("The server is newer than this app")), qPrintable(link.statusText()));
        QTest::qWait(1500); // past the first retry's wait: none comes
        QCOMPARE(link.state(), ServerLink::State::WrongVersion);
    }

    void retriesWaitLongerEachTime()
    {
        QCOMPARE(ServerLink::backoffSeconds(0), 1);
        QCOMPARE(ServerLink::backoffSeconds(1), 2);
        QCOMPARE(ServerLink::backoffSeconds(3), 8);
        QCOMPARE(ServerLink::backoffSeconds(5), 30);
        QCOMPARE(ServerLink::backoffSeconds(40), 30);
    }
};

QTEST_MAIN(TestNetworkPlay)
#include "test_network_play.moc"
