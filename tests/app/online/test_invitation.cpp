// Invitations (issue 42): the link canaan://HOST:PORT/CODE read from itself or from the message
// around it, refused in words when malformed; the real `canaan` given a link joins that table of a
// server on the loopback interface; Join by code takes a link too; the desktop entry registers the
// scheme.
#include "tests/app/online/online_table_fixture.h"

#include "app/online_table/invitation.h"
#include "app/online/lobby_client.h"
#include "app/online/lobby_table_list.h"
#include "app/online/lobby_window.h"
#include "app/session/session.h"
#include "app/start_options.h"

#include <QClipboard>
#include <QFile>
#include <QGuiApplication>
#include <QProcess>
#include <QLabel>
#include <QTableWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace canaan;
using namespace canaan::online;
using namespace canaan::online::testing;

class TestInvitation : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("canaan-tests"));
    }

    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("host"); // empty: refused
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("code");
        QTest::newRow("the link") << "canaan://127.0.0.1:7777/ABC234" << "127.0.0.1" << 7777 << "ABC234";
        QTest::newRow("a name, lower case") << "canaan://game.example.org:40000/abc234" << "game.example.org" << 40000 << "ABC234";
        QTest::newRow("IPv6") << "canaan://[::1]:7777/ABC234" << "::1" << 7777 << "ABC234";
        QTest::newRow("in the message")
            << invitationText({QStringLiteral("192.168.1.5"), 7777, QStringLiteral("XYZ789")}) << "192.168.1.5" << 7777 << "XYZ789";
        QTest::newRow("a slash after the code") << "canaan://h:1/ABC234/" << "h" << 1 << "ABC234";
        QTest::newRow("no port") << "canaan://127.0.0.1/ABC234" << "" << 0 << "";
        QTest::newRow("port too big") << "canaan://127.0.0.1:70000/ABC234" << "" << 0 << "";
        QTest::newRow("no code") << "canaan://127.0.0.1:7777/" << "" << 0 << "";
        QTest::newRow("not a code (0 and O are never used)") << "canaan://127.0.0.1:7777/ABC0O1" << "" << 0 << "";
        QTest::newRow("another scheme") << "http://127.0.0.1:7777/ABC234" << "" << 0 << "";
        QTest::newRow("nothing") << "" << "" << 0 << "";
    }

    void parse()
    {
        QFETCH(QString, text);
        QFETCH(QString, host);
        QFETCH(int, port);
        QFETCH(QString, code);
        QString problem;
        const std::optional<Invitation> read = parseInvitation(text, &problem);
        if (host.isEmpty()) {
            QVERIFY(!read);
            QVERIFY(!problem.isEmpty());
            return;
        }
        QVERIFY2(read, qPrintable(problem));
        QCOMPARE(read->host, host);
        QCOMPARE(int(read->port), port);
        QCOMPARE(read->code, code);
        // The link written again reads the same.
        QVERIFY(parseInvitation(invitationLink(*read)) == read);
    }

    void theCommandLineTakesALink()
    {
        const app::ParsedStart parsed =
            app::parseStartOptions({QStringLiteral("canaan"), QStringLiteral("canaan://127.0.0.1:7777/ABC234")});
        QCOMPARE(parsed.action, app::ParsedStart::Action::Run);
        QCOMPARE(parsed.options.joinAddress, QStringLiteral("127.0.0.1"));
        QCOMPARE(parsed.options.joinPort, quint16(7777));
        QCOMPARE(parsed.options.joinCode, QStringLiteral("ABC234"));
        const app::ParsedStart bad = app::parseStartOptions({QStringLiteral("canaan"), QStringLiteral("canaan://127.0.0.1/x")});
        QCOMPARE(bad.action, app::ParsedStart::Action::Fail);
        QVERIFY2(bad.message.contains(QStringLiteral("is not an invitation")), qPrintable(bad.message));
    }

    void theDesktopEntryRegistersTheScheme()
    {
        QFile entry(QStringLiteral(CANAAN_SOURCE_DIR "/resources/canaan.desktop"));
        QVERIFY(entry.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(entry.readAll());
        QVERIFY(text.contains(QStringLiteral("x-scheme-handler/canaan;")));
        QVERIFY(text.contains(QStringLiteral("\nExec=canaan %u\n"))); // a URL, or a file as a path or URL
    }

    // `canaan canaan://127.0.0.1:PORT/CODE`: the real program joins that table.
    void theAppGivenALinkJoinsThatTable()
    {
        const auto server = loopbackServer();
        QVERIFY(server);
        ServerLink host;
        QString code;
        int watching = 0;
        QObject::connect(&host, &ServerLink::received, [&](const QJsonObject &m) {
            if (m.value(QLatin1String("t")).toString() != QLatin1String("table"))
                return;
            code = m.value(QLatin1String("code")).toString();
            watching = m.value(QLatin1String("spectators")).toInt();
        });
        host.open(QStringLiteral("127.0.0.1"), server->port(), QStringLiteral("Abigail"));
        QTRY_COMPARE_WITH_TIMEOUT(host.state(), ServerLink::State::Connected, 10000);
        host.send({{QStringLiteral("t"), QStringLiteral("create")}, {QStringLiteral("game"), QStringLiteral("settlers")},
                   {QStringLiteral("map"), QStringLiteral("canaan")},
                   {QStringLiteral("seats"), QJsonArray{QStringLiteral("person"), QStringLiteral("person")}}});
        QTRY_VERIFY_WITH_TIMEOUT(!code.isEmpty(), 10000);
        QCOMPARE(watching, 0);

        QTemporaryDir home;
        QProcess canaan;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        canaan.setProcessEnvironment(env);
        const QString link = invitationLink({QStringLiteral("127.0.0.1"), server->port(), code});
        canaan.start(QStringLiteral(CANAAN_BINARY), {QStringLiteral("--lang"), QStringLiteral("en"), link});
        QVERIFY(canaan.waitForStarted(10000));
        // At the table: the host sees one more at it.
        QTRY_VERIFY2_WITH_TIMEOUT(watching == 1, qPrintable(QString::fromUtf8(canaan.readAllStandardError())), 20000);
        canaan.kill();
        canaan.waitForFinished(10000);
    }

    // Join by code takes the link as well as the code; the Copy button's invitation names the table.
    void joinByCodeTakesALinkAndTheLobbyCopiesOne()
    {
        const auto server = loopbackServer();
        QVERIFY(server);
        session::Session session;
        auto *link = new ServerLink;
        LobbyWindow lobby(session, *link);
        lobby.setAttribute(Qt::WA_DeleteOnClose, false);
        link->setParent(&lobby);
        link->open(QStringLiteral("127.0.0.1"), server->port(), QStringLiteral("Abigail"));
        QTRY_COMPARE_WITH_TIMEOUT(link->state(), ServerLink::State::Connected, 10000);
        ServerLink other;
        QString code;
        QObject::connect(&other, &ServerLink::received, [&](const QJsonObject &m) {
            if (m.value(QLatin1String("t")).toString() == QLatin1String("table"))
                code = m.value(QLatin1String("code")).toString();
        });
        other.open(QStringLiteral("127.0.0.1"), server->port(), QStringLiteral("Boaz"));
        QTRY_COMPARE_WITH_TIMEOUT(other.state(), ServerLink::State::Connected, 10000);
        other.send({{QStringLiteral("t"), QStringLiteral("create")}, {QStringLiteral("game"), QStringLiteral("settlers")},
                    {QStringLiteral("map"), QStringLiteral("canaan")},
                    {QStringLiteral("seats"), QJsonArray{QStringLiteral("person"), QStringLiteral("normal")}}});
        QTRY_VERIFY_WITH_TIMEOUT(!code.isEmpty(), 10000);

        lobby.joinCodeOrLink(QStringLiteral("Come and play: canaan://127.0.0.1:%1/%2").arg(server->port()).arg(code.toLower()));
        QTRY_COMPARE_WITH_TIMEOUT(lobby.client().tableCode(), code, 10000);
        lobby.copyInvitation();
        const std::optional<Invitation> copied = parseInvitation(QGuiApplication::clipboard()->text());
        QVERIFY2(copied, qPrintable(QGuiApplication::clipboard()->text()));
        QCOMPARE(copied->code, code);
        QCOMPARE(copied->port, server->port());

        lobby.joinCodeOrLink(QStringLiteral("canaan://127.0.0.1:%1/").arg(server->port()));
        const auto *message = lobby.findChild<QLabel *>(QStringLiteral("message"));
        QVERIFY(message);
        QVERIFY2(message->text().contains(QStringLiteral("is not an invitation")), qPrintable(message->text()));

        // The list follows without F5, and a table whose seats are all taken waits for its host
        // (issue 42, D6).
        const auto *tableList = lobby.findChild<QTableWidget *>(QStringLiteral("tables"));
        QVERIFY(tableList);
        QTRY_COMPARE_WITH_TIMEOUT(tableList->rowCount(), 1, 5000);
        QVERIFY(tableList->item(0, LobbyTableList::Status)->text().contains(QStringLiteral("waiting for players")));
        other.send({{QStringLiteral("t"), QStringLiteral("join")}, {QStringLiteral("code"), code}, {QStringLiteral("seat"), 0}});
        QTRY_VERIFY_WITH_TIMEOUT(tableList->item(0, LobbyTableList::Status)->text().contains(QStringLiteral("waiting for the host")), 5000);
    }
};

QTEST_MAIN(TestInvitation)
#include "test_invitation.moc"
