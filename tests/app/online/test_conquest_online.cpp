// Conquest in the app's network play (issue 22 item 6): the new table's form offers Conquest with a
// nation per seat (each once) and its options; a table created so in the lobby, on a server in this
// process, opens the card table through the Conquest module when it starts, and a person plays it
// by clicking to the end screen, seeing only the seat's own hand; the seat's kept token is forgotten
// once the game is over.
#include "app/online_table/conquest_network_window.h"
#include "app/online/create_table_dialog.h"
#include "app/online/lobby_client.h"
#include "app/online/lobby_window.h"
#include "app/session/session.h"

#include "app/card_table/card_table_widget.h"
#include "app/card_table/conquest_end_screen.h"
#include "app/card_table/hand_view.h"
#include "app/card_table/network_table.h"
#include "tests/app/card_table/table_clicks.h"

#include "engine/conquest/nations.h"
#include "engine/conquest/state.h"
#include "engine/settlers/rules/limits.h"
#include "net/server.h"
#include "net/table_games.h"

#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QtTest>

using namespace canaan;
using namespace canaan::online;

class TestConquestOnline : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("canaan-tests"));
    }

    void theFormOffersConquest()
    {
        CreateTableDialog dialog;
        dialog.gameBox()->setCurrentIndex(1);
        dialog.findChild<QSpinBox *>(QStringLiteral("turns"))->setValue(12);
        dialog.seatBoxes()[3]->setCurrentIndex(2); // "Computer: easy" is Conquest's random
        const QJsonObject create = dialog.request();
        QCOMPARE(create.value("game").toString(), QStringLiteral("conquest"));
        QVERIFY(!create.contains("map") && !create.contains("ruleset"));
        QCOMPARE(create.value("nations").toArray(), QJsonArray({"hebrews", "philistines", "egyptians", "assyrians"}));
        QCOMPARE(create.value("seats").toArray(), QJsonArray({"person", "person", "normal", "random"}));
        QCOMPARE(create.value("options").toObject().value("turns").toInt(), 12);
        QCOMPARE(create.value("options").toObject().value("cities").toInt(), 20);
        // A nation twice: said in words, and Create is disabled.
        dialog.nationBoxes()[1]->setCurrentIndex(dialog.nationBoxes()[0]->currentIndex());
        QVERIFY(dialog.problem().contains(QStringLiteral("only once")));
        bool createEnabled = true;
        for (const QPushButton *b : dialog.findChildren<QPushButton *>())
            if (b->text() == QStringLiteral("&Create"))
                createEnabled = b->isEnabled();
        QVERIFY(!createEnabled);
        dialog.nationBoxes()[1]->setCurrentIndex(int(conquest::Nation::Moabites));
        QVERIFY(dialog.problem().isEmpty());
    }

    void theFormOffersAsManySeatsAsTheEnginePlays()
    {
        CreateTableDialog dialog;
        auto *seatCount = dialog.findChild<QSpinBox *>(QStringLiteral("seatCount"));
        QVERIFY(seatCount);
        QCOMPARE(seatCount->maximum(), canaan::settlers::kMaxPlayers);
        dialog.gameBox()->setCurrentIndex(1);
        QCOMPARE(seatCount->maximum(), conquest::kMaxPlayers);
        seatCount->setValue(conquest::kMaxPlayers);
        // Every seat starts with a nation of its own: the request can be sent as it is.
        QVERIFY(dialog.problem().isEmpty());
        const QJsonObject create = dialog.request();
        QCOMPARE(create.value("seats").toArray().size(), conquest::kMaxPlayers);
        const QJsonArray nations = create.value("nations").toArray();
        QCOMPARE(nations.size(), conquest::kMaxPlayers);
        for (int s = 0; s < nations.size(); ++s)
            QCOMPARE(nations.toVariantList().indexOf(nations[s].toVariant()), s);
        // Back to Settlers: its engine's seats at most.
        dialog.gameBox()->setCurrentIndex(0);
        QCOMPARE(seatCount->value(), canaan::settlers::kMaxPlayers);
    }

    void theLobbyOpensTheCardTableAndAPersonPlaysToTheEnd()
    {
        net::ServerConfig config;
        config.address = QHostAddress::LocalHost;
        config.port = 0;
        net::Server server(config, net::playedGames(), net::setupCheck());
        QString problem;
        QVERIFY2(server.start(&problem), qPrintable(problem));
        session::Session session;
        ServerLink link;
        link.open(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Abigail"));
        auto *lobby = new LobbyWindow(session, link);
        lobby->setAttribute(Qt::WA_DeleteOnClose, false);
        QTRY_COMPARE_WITH_TIMEOUT(link.state(), ServerLink::State::Connected, 5000);

        CreateTableDialog dialog;
        dialog.gameBox()->setCurrentIndex(1);
        dialog.findChild<QSpinBox *>(QStringLiteral("turns"))->setValue(4);
        // As many nations as the engine plays: the person and computer players of every level.
        dialog.findChild<QSpinBox *>(QStringLiteral("seatCount"))->setValue(conquest::kMaxPlayers);
        QJsonObject create = dialog.request();
        const QStringList levels{"normal", "hard", "random"};
        QJsonArray seats{"person"};
        while (seats.size() < conquest::kMaxPlayers)
            seats.append(levels[seats.size() % levels.size()]);
        create.insert("seats", seats);
        QCOMPARE(create.value("nations").toArray().size(), conquest::kMaxPlayers);
        lobby->client().create(create);
        QTRY_VERIFY_WITH_TIMEOUT(link.seat() == 0, 5000);
        const QString code = link.tableCode();
        QVERIFY(!link.keptToken(code).isEmpty()); // kept for a drop or a crash while the game is on
        // The lobby names each seat's nation and the table's game.
        auto *seatList = lobby->findChild<QListWidget *>(QStringLiteral("seats"));
        QVERIFY(seatList);
        QTRY_VERIFY_WITH_TIMEOUT(seatList->count() == conquest::kMaxPlayers
                && seatList->item(1)->text().contains(QStringLiteral("Philistines")), 5000);
        QSignalSpy opened(lobby, &LobbyWindow::gameOpened);
        lobby->client().setReady(true);
        QTRY_VERIFY_WITH_TIMEOUT(seatList->item(0)->text().contains(QStringLiteral("— ready")), 5000);
        lobby->client().start();
        QTRY_VERIFY_WITH_TIMEOUT(opened.count() == 1, 10000);
        auto *window = qobject_cast<ConquestNetworkWindow *>(opened.first().first().value<QWidget *>());
        QVERIFY(window);
        window->setAskBeforeClosing(false);
        QVERIFY(window->windowTitle().contains(lobby->client().tableCode()));

        cardtable::CardTableWidget *table = window->table();
        cardtable::NetworkTable *network = window->network();
        std::mt19937 rng(11);
        QStringList problems;
        int clicks = 0;
        QSignalSpy arrivals(&link.client(), &net::Client::received);
        QDeadlineTimer deadline(50000); // a bound, not a timing
        while (!network->isOver() && !deadline.hasExpired() && problems.isEmpty()) {
            if (!network->awaitingChoice()) { // read from the table: a question that came before the loop counts
                (void)arrivals.wait(200); // a real event loop: the socket is served
                continue;
            }
            QList<int> hand;
            network->view()->hand.forEach([&](int c) { hand << c; });
            if (table->hand()->cards() != hand)
                problems << QStringLiteral("the hand shown is not the seat's");
            cardtable::testing::clickSomething(*table, rng);
            ++clicks;
            (void)arrivals.wait(20);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
        QVERIFY(network->isOver());
        QVERIFY(clicks > 5);
        QVERIFY(!table->endScreen()->winnerText().isEmpty());
        // The game is over: a restart of the app has no seat there to take back.
        QTRY_VERIFY_WITH_TIMEOUT(link.keptToken(code).isEmpty(), 5000);
        window->close();
        delete lobby;
    }
};

QTEST_MAIN(TestConquestOnline)
#include "test_conquest_online.moc"
