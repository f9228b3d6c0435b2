// A Conquest table on the real canaan-server, killed with SIGKILL mid-game and started again: the
// seats, one played by `canaan-cli bot --game conquest --level hard` and one by a test client,
// rejoin with their tokens and finish, and the kept save replays to the announced digest.
#include "engine/conquest/saves/conquest_save.h"
#include "tests/net/game_test_support.h"
#include "net/table_store.h"
#include "tests/net/server_process.h"

#include <QTemporaryDir>

using namespace canaan::net::testing;

namespace {

constexpr int kGameMs = 50000; // a bound, not a timing

// `canaan-cli bot` for a Conquest seat: --seat N, or --token T to take it back.
void startCliBot(QProcess &bot, quint16 port, const QString &code, const QStringList &seatOrToken)
{
    bot.start(QStringLiteral(CANAAN_CLI_BINARY), QStringList{"bot", "--server", QStringLiteral("ws://127.0.0.1:%1").arg(port), "--table", code,
                                                      "--game", "conquest", "--level", "hard", "--seed", "5", "--lang", "en"}
            + seatOrToken);
}

} // namespace

class TestNetConquestProcess : public QObject {
    Q_OBJECT
private slots:
    void aConquestGameSurvivesKillNine();
    void theCliRefusesALevelConquestHasNot();
};

void TestNetConquestProcess::aConquestGameSurvivesKillNine()
{
    QTemporaryDir data;
    ServerProcess server;
    QVERIFY2(server.start({"--data", data.path()}), qPrintable(server.firstLine));
    TestPeer host;
    QVERIFY(host.connectTo(server.port, "Host"));
    host.send(msg("create", {{"game", "conquest"}, {"seats", QJsonArray{"person", "normal", "person"}},
                                {"nations", QJsonArray{"philistines", "hittites", "hebrews"}}, {"options", QJsonObject{{"turns", 6}}},
                                {"takeover", 0}}));
    const QString code = host.next("table").value("code").toString();
    QVERIFY(!code.isEmpty());
    QProcess cli;
    startCliBot(cli, server.port, code, {"--seat", "0"});
    canaan::net::AutoPlayer ruth("Ruth", 1);
    ruth.decideAsConquestBot("normal", 1);
    ruth.play(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(server.port)), code, 2);
    QVERIFY(!host.next("table", allReady).isEmpty());
    host.send(msg("start"));
    QTRY_VERIFY_WITH_TIMEOUT(ruth.actionsSent() >= 10, kGameMs);
    server.kill(); // mid-game, SIGKILL
    QVERIFY(cli.waitForFinished(10000));
    const QString firstOut = QString::fromUtf8(cli.readAllStandardOutput());
    const QRegularExpressionMatch token = QRegularExpression(QStringLiteral("token (\\S+) takes it back")).match(firstOut);
    QVERIFY2(token.hasMatch(), qPrintable(firstOut));

    ServerProcess restarted;
    QVERIFY2(restarted.start({"--data", data.path()}), qPrintable(restarted.firstLine));
    QProcess cliBack;
    startCliBot(cliBack, restarted.port, code, {"--token", token.captured(1)});
    canaan::net::AutoPlayer ruthBack("Ruth", 2);
    ruthBack.decideAsConquestBot("normal", 2);
    ruthBack.play(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(restarted.port)), code, 2, ruth.token());
    QVERIFY(waitUntilOver(ruthBack, kGameMs));
    QVERIFY2(ruthBack.errors().isEmpty(), qPrintable(ruthBack.errors().join(',')));
    // An event loop, not waitForFinished(): the socket of this process's client must be served.
    QSignalSpy finished(&cliBack, &QProcess::finished);
    QVERIFY(cliBack.state() == QProcess::NotRunning || finished.wait(kGameMs));
    const QString out = QString::fromUtf8(cliBack.readAllStandardOutput());
    QCOMPARE(cliBack.exitCode(), 0);
    QVERIFY2(out.contains("The game is over"), qPrintable(out + QString::fromUtf8(cliBack.readAllStandardError())));

    // The kept game: every action before and after the kill, replayed to the announced digest (the
    // server writes a table soon after an action, on its writer thread).
    canaan::conquest::saves::LoadedConquest game;
    const auto keptToTheEnd = [&] {
        const canaan::net::TableStore::Loaded kept = canaan::net::TableStore(data.path()).loadAll();
        if (kept.tables.size() != 1)
            return false;
        game = canaan::conquest::saves::load(kept.tables[0].game, code);
        return game.ok() && game.state.over();
    };
    QTRY_VERIFY_WITH_TIMEOUT(keptToTheEnd(), 30000);
    QCOMPARE(canaan::conquest::saves::digestOf(game.state), ruthBack.overMessage().value("digest").toString());
    QCOMPARE(game.game->seats[0].nation, canaan::conquest::Nation::Philistines);
}

void TestNetConquestProcess::theCliRefusesALevelConquestHasNot()
{
    QProcess wrong;
    wrong.start(QStringLiteral(CANAAN_CLI_BINARY), {"bot", "--server", "ws://127.0.0.1:1", "--table", "ABCDEF", "--seat", "1",
                                                       "--game", "conquest", "--level", "easy", "--lang", "en"});
    QVERIFY(wrong.waitForFinished(10000));
    QCOMPARE(wrong.exitCode(), 2);
    QVERIFY(QString::fromUtf8(wrong.readAllStandardError()).contains("--level"));
}

QTEST_GUILESS_MAIN(TestNetConquestProcess)
#include "test_net_conquest_process.moc"
