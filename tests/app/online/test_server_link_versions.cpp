// The app's connection meeting a server of an older protocol version: a server that serves only
// version 1 (as every server did before version 2) refuses the app's version-2 hello; the link then
// connects again speaking version 1 and plays on, instead of stopping at the wrong-version message.
// A server that serves nothing this app speaks still gets that message (test_network_play).
#include "app/online_table/server_link.h"
#include "net/protocol.h"

#include <QJsonDocument>
#include <QWebSocket>
#include <QWebSocketServer>
#include <QtTest>

using namespace canaan;
using namespace canaan::online;

namespace {

// A stand-in for an older canaan-server on the loopback: it answers a hello of its version with a
// welcome and a table summary, any other with the old refusal ({"server": N}, no "oldest"), closing
// with code 4000; it records every hello's version.
class OldServer : public QObject {
public:
    explicit OldServer(int version) : m_version(version), m_server(QStringLiteral("old"), QWebSocketServer::NonSecureMode)
    {
        connect(&m_server, &QWebSocketServer::newConnection, this, [this] {
            while (QWebSocket *socket = m_server.nextPendingConnection()) {
                socket->setParent(this);
                connect(socket, &QWebSocket::textMessageReceived, socket, [this, socket](const QString &text) {
                    const QJsonObject hello = QJsonDocument::fromJson(text.toUtf8()).object();
                    if (hello.value(QLatin1String("t")).toString() != QLatin1String("hello"))
                        return;
                    const int v = hello.value(QLatin1String("v")).toInt();
                    hellos.append(v);
                    if (v != m_version) {
                        send(socket, {{"t", "error"}, {"id", "badVersion"}, {"detail", QJsonObject{{"server", m_version}}}});
                        socket->close(QWebSocketProtocol::CloseCode(net::kCloseBadVersion), QStringLiteral("badVersion"));
                        return;
                    }
                    send(socket, {{"t", "welcome"}, {"v", m_version}});
                    send(socket, {{"t", "table"}, {"code", "OLDTB"}});
                });
            }
        });
    }
    bool listen() { return m_server.listen(QHostAddress::LocalHost, 0); }
    quint16 port() const { return m_server.serverPort(); }
    QList<int> hellos;

private:
    static void send(QWebSocket *socket, const QJsonObject &message)
    {
        socket->sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
    }
    int m_version;
    QWebSocketServer m_server;
};

} // namespace

class TestServerLinkVersions : public QObject {
    Q_OBJECT
private slots:
    void anOlderServerIsSpokenToInItsVersion()
    {
        QVERIFY(net::kProtocolVersion > net::kOldestProtocolVersion);
        OldServer server(net::kOldestProtocolVersion);
        QVERIFY(server.listen());
        ServerLink link;
        QSignalSpy connected(&link, &ServerLink::connected);
        link.open(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Abigail"));
        QTRY_COMPARE_WITH_TIMEOUT(connected.count(), 1, 5000);
        QCOMPARE(link.state(), ServerLink::State::Connected);
        QCOMPARE(server.hellos, (QList<int>{net::kProtocolVersion, net::kOldestProtocolVersion}));
        QTRY_COMPARE_WITH_TIMEOUT(link.tableAt(), QStringLiteral("OLDTB"), 5000); // messages after the welcome arrive
        QVERIFY2(link.statusText().isEmpty(), qPrintable(link.statusText()));
    }

    void aServerOlderThanEveryVersionSpokenIsReported()
    {
        OldServer server(net::kOldestProtocolVersion - 1);
        QVERIFY(server.listen());
        ServerLink link;
        link.open(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Abigail"));
        QTRY_COMPARE_WITH_TIMEOUT(link.state(), ServerLink::State::WrongVersion, 5000);
        QVERIFY2(link.statusText().contains(QStringLiteral("This app is newer than the server")), qPrintable(link.statusText()));
        QTest::qWait(1500); // past the first retry's wait: none comes, and no older version is tried
        QCOMPARE(server.hellos, QList<int>{net::kProtocolVersion});
    }
};

QTEST_MAIN(TestServerLinkVersions)
#include "test_server_link_versions.moc"
