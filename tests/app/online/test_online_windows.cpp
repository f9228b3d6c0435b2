// The windows of network play (app/online): the new table's choices as a `create` message, a
// user's own map sent whole, refusals worded for the user, and the lobby against a server in this
// process: the table listed, the creator seated, Ready, the chat and its limits.
#include "app/settlers_table/clock_box.h"
#include "app/online/create_table_dialog.h"
#include "tests/app/online/online_table_fixture.h"
#include "app/online_table/chat_panel.h"

#include <QPushButton>
#include <QScrollBar>
#include "app/online/lobby_client.h"
#include "app/online/lobby_table_list.h"
#include "app/online/lobby_window.h"
#include "tests/app/card_table/ts_translator.h"
#include "app/online_table/refusal_text.h"
#include "app/session/session.h"

#include "engine/io/game_text.h"
#include "net/protocol.h"
#include "net/server.h"
#include "net/table_games.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QJsonArray>
#include <QLineEdit>
#include <QListWidget>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace canaan;
using namespace canaan::online;

class TestOnlineWindows : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("canaan-tests"));
    }

    void newTableDefaults()
    {
        CreateTableDialog dialog;
        const QJsonObject create = dialog.request();
        QCOMPARE(create.value(QLatin1String("t")).toString(), QStringLiteral("create"));
        QCOMPARE(create.value(QLatin1String("game")).toString(), QStringLiteral("settlers"));
        QCOMPARE(create.value(QLatin1String("map")).toString(), QStringLiteral("canaan"));
        QCOMPARE(create.value(QLatin1String("seats")).toArray(),
                 QJsonArray({QStringLiteral("person"), QStringLiteral("person"), QStringLiteral("normal"), QStringLiteral("normal")}));
        QCOMPARE(create.value(QLatin1String("takeover")).toInt(), net::kDefaultTakeoverSeconds);
        QCOMPARE(create.value(QLatin1String("private")).toBool(), false);
        QVERIFY(!create.contains(QLatin1String("ruleset"))); // the map's
        QVERIFY(!create.contains(QLatin1String("clock"))); // no turn clock unless chosen
    }

    // Issue 42: the turn clock chosen for a Settlers table goes into the request; Conquest's
    // form has none (its tables refuse one until the card table shows it).
    void newTableWithATurnClock()
    {
        CreateTableDialog dialog;
        auto *clock = dialog.findChild<settlerstable::ClockBox *>();
        QVERIFY(clock);
        clock->setSeconds(30);
        QCOMPARE(dialog.request().value(QLatin1String("clock")).toInt(), 30);
        dialog.findChild<QComboBox *>(QStringLiteral("game"))->setCurrentIndex(1);
        QVERIFY(!dialog.request().contains(QLatin1String("clock")));
    }

    void ownMapIsSentWhole()
    {
        CreateTableDialog dialog;
        QVERIFY(dialog.useMapFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/classic.canaanmap")));
        const QJsonObject create = dialog.request();
        QVERIFY(!create.contains(QLatin1String("map")));
        QCOMPARE(create.value(QLatin1String("mapData")).toObject().value(QLatin1String("format")).toString(), QStringLiteral("canaan-map"));

        QTemporaryDir dir;
        const QString broken = dir.filePath(QStringLiteral("broken.canaanmap"));
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{ not json");
        file.close();
        CreateTableDialog other;
        QVERIFY(!other.useMapFile(broken));
        QVERIFY2(other.problem().contains(QStringLiteral("broken.canaanmap is not a map file")), qPrintable(other.problem()));
        QVERIFY(other.request().contains(QLatin1String("map"))); // the built-in map stays chosen
    }

    void refusalsInWords_data()
    {
        QTest::addColumn<QJsonObject>("message");
        QTest::addColumn<QString>("expected");
        auto error = [](const char *id, const QJsonValue &detail = {}) {
            QJsonObject m{{QStringLiteral("t"), QStringLiteral("error")}, {QStringLiteral("id"), QString::fromLatin1(id)}};
            if (!detail.isNull())
                m.insert(QStringLiteral("detail"), detail);
            return m;
        };
        QTest::newRow("illegal") << error("illegal", QStringLiteral("notEnoughResources")) << illegalReasonText(settlers::IllegalReason::NotEnoughResources);
        QTest::newRow("chatTooLong") << error("chatTooLong") << QStringLiteral("A chat line may be at most 200 characters long.");
        QTest::newRow("noSuchTable") << error("noSuchTable", QStringLiteral("ABC234")) << QStringLiteral("There is no table with the code ABC234.");
        QTest::newRow("badMap") << error("badMap", QJsonObject{{QStringLiteral("place"), QStringLiteral("hexes[3].number")}, {QStringLiteral("problem"), QStringLiteral("not a number")}})
                                << QStringLiteral("The server refused the map: hexes[3].number: not a number");
        QTest::newRow("notHost") << error("notHost") << QStringLiteral("Only the table's host may start the game.");
        QTest::newRow("notKept") << error("notKept")
                                 << QStringLiteral("The server cannot save tables right now (its disk may be full), so it opens no new table and gives no seat; try again later.");
        QTest::newRow("tableLimit") << error("tableLimit", QJsonObject{{QStringLiteral("kind"), QStringLiteral("address")}, {QStringLiteral("limit"), 16}})
                                    << QStringLiteral("You already have 16 open tables on this server: a new one can be made once one of them has ended.");
        QTest::newRow("tableLimit computers") << error("tableLimit", QJsonObject{{QStringLiteral("kind"), QStringLiteral("computersOnly")}, {QStringLiteral("limit"), 2}})
                                              << QStringLiteral("You already have 2 tables of computer players only on this server: let one finish first.");
        QTest::newRow("unknown") << error("somethingNew") << QStringLiteral("The server refused the request (somethingNew).");
    }

    void refusalsInWords()
    {
        QFETCH(QJsonObject, message);
        QFETCH(QString, expected);
        QCOMPARE(refusalText(message), expected);
    }

    void lobbySeatsTheCreatorAndChats()
    {
        const auto server = testing::loopbackServer();
        QVERIFY(server);
        session::Session session;
        ServerLink link;
        link.open(QStringLiteral("127.0.0.1"), server->port(), QStringLiteral("Abigail"));
        auto *lobby = new LobbyWindow(session, link);
        lobby->setAttribute(Qt::WA_DeleteOnClose, false);
        QTRY_COMPARE_WITH_TIMEOUT(link.state(), ServerLink::State::Connected, 5000);

        auto *seatList = lobby->findChild<QListWidget *>(QStringLiteral("seats"));
        auto *tableList = lobby->findChild<QTableWidget *>(QStringLiteral("tables"));
        QVERIFY(seatList && tableList);
        CreateTableDialog dialog;
        lobby->client().create(dialog.request());
        QTRY_VERIFY_WITH_TIMEOUT(link.seat() == 0, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(seatList->count() == 4 && seatList->item(0)->text().contains(QStringLiteral("(you)")), 5000);
        QVERIFY(seatList->item(1)->text().contains(QStringLiteral("free for a person")));
        lobby->client().list();
        QTRY_COMPARE_WITH_TIMEOUT(tableList->rowCount(), 1, 5000);
        QCOMPARE(tableList->item(0, 0)->text(), lobby->client().tableCode());

        auto *ready = lobby->findChild<QCheckBox *>(QStringLiteral("ready"));
        QVERIFY(ready && ready->isEnabled());
        ready->click();
        QTRY_VERIFY_WITH_TIMEOUT(seatList->item(0)->text().contains(QStringLiteral("— ready")), 5000);

        // The chat: a line everyone at the table reads; too long a line is refused before sending.
        auto *chat = lobby->findChild<ChatPanel *>();
        QVERIFY(chat);
        chat->input()->setText(QStringLiteral("Shalom"));
        chat->sendTyped();
        QTRY_COMPARE_WITH_TIMEOUT(chat->lines(), QStringList{QStringLiteral("Abigail: Shalom")}, 5000);
        // A quick reaction (issue 42): one click, read in the reader's language; an unknown one as sent.
        QPushButton *wellPlayed = chat->reactionButton(QStringLiteral("wellPlayed"));
        QVERIFY(wellPlayed);
        QCOMPARE(wellPlayed->text(), QStringLiteral("Well played!"));
        wellPlayed->click();
        QTRY_COMPARE_WITH_TIMEOUT(chat->lines().size(), 2, 5000);
        QCOMPARE(chat->lines().last(), QStringLiteral("Abigail: Well played!"));
        link.send({{QStringLiteral("t"), QStringLiteral("chat")}, {QStringLiteral("text"), QStringLiteral("/react nothing")}});
        QTRY_COMPARE_WITH_TIMEOUT(chat->lines().size(), 3, 5000);
        QCOMPARE(chat->lines().last(), QStringLiteral("Abigail: /react nothing"));
        chat->input()->setText(QString(net::kMaxChatLength + 1, QLatin1Char('a')));
        chat->sendTyped();
        QCOMPARE(chat->problemText(), QStringLiteral("A chat line may be at most 200 characters long."));
        // The server's rate: five lines at once, then one per two seconds; the refusal in words.
        for (int i = 0; i < 6; ++i) {
            chat->input()->setText(QStringLiteral("line %1").arg(i));
            chat->sendTyped();
        }
        QTRY_VERIFY_WITH_TIMEOUT(chat->problemText().contains(QStringLiteral("chatting too fast")), 5000);
        // A refusal of the lobby is shown in words: Start before every person is ready.
        auto *message = lobby->findChild<QLabel *>(QStringLiteral("message"));
        QVERIFY(message);
        lobby->client().start();
        QTRY_VERIFY_WITH_TIMEOUT(!message->text().isEmpty(), 5000);
        QVERIFY2(message->text().contains(QStringLiteral("must be taken and ready")), qPrintable(message->text()));
        link.disconnect(lobby);
        delete lobby;
    }

    // Issue 35: in Korean the lobby's table list fits the lobby at 1280×720: no sideways scroll bar
    // (the turn clock column went past the list's edge); words cut short are whole in a tooltip.
    void tableListFitsTheLobbyInKorean_data()
    {
        QTest::addColumn<bool>("korean");
        QTest::newRow("English") << false;
        QTest::newRow("Korean") << true;
    }

    void tableListFitsTheLobbyInKorean()
    {
        QFETCH(bool, korean);
        TsTranslator ko;
        QString error;
        QVERIFY2(ko.loadTs(QStringLiteral(CANAAN_SOURCE_DIR "/translations/canaan_ko.ts"), &error), qPrintable(error));
        if (korean)
            QCoreApplication::installTranslator(&ko);
        session::Session session;
        ServerLink link;
        LobbyWindow lobby(session, link);
        lobby.setAttribute(Qt::WA_DeleteOnClose, false);
        lobby.resize(1280, 720);
        auto *list = lobby.findChild<LobbyTableList *>(QStringLiteral("tables"));
        QVERIFY(list);
        // The longest words of each column: a full table waiting for its host, four seats, a clock.
        LobbyTable full;
        full.code = QStringLiteral("QXRT7");
        full.map = QStringLiteral("custom");
        full.clockSeconds = 120;
        for (const char *kind : {"person", "person", "hard", "normal"})
            full.seats.append(LobbySeat{QString::fromLatin1(kind), QStringLiteral("Abigail"), true});
        LobbyTable playing = full;
        playing.code = QStringLiteral("MW4KD");
        playing.status = net::TableStatus::Playing;
        list->showTables({full, playing});
        lobby.show();
        QVERIFY(QTest::qWaitForWindowExposed(&lobby));
        const QString status = list->item(0, LobbyTableList::Status)->text();
        const bool fits = list->horizontalScrollBar()->maximum() == 0;
        const QString tooltip = list->item(0, LobbyTableList::Seats)->toolTip();
        QCoreApplication::removeTranslator(&ko);
        QCOMPARE(status == QStringLiteral("full, waiting for the host to start"), !korean); // the language shown
        QVERIFY2(fits, qPrintable(QStringLiteral("the list scrolls sideways by %1 px").arg(list->horizontalScrollBar()->maximum())));
        QVERIFY(tooltip.count(QLatin1Char(',')) == 3); // the four seats, whole
    }
};

QTEST_MAIN(TestOnlineWindows)
#include "test_online_windows.moc"
