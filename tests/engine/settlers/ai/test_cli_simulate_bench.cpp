// canaan-cli simulate and bench through the real binary: a few games, the JSON keys, the same
// output for the same seed at any thread count, usage errors; a short bench finds no allocation.
#include "tests/common/cli_run.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

class TestCliSimulateBench : public QObject {
    Q_OBJECT
private slots:
    void simulatePrintsJson();
    void simulateIsDeterministicAcrossThreads();
    void simulateRejectsUnknownBots();
    void simulatePrintsText();
    void simulateCountsOpenings();
    void benchShowsNoAllocation();
};

using canaan::testing::CliRun;
using canaan::testing::runCanaanCli;

namespace {

QStringList simulateArgs(int threads)
{
    return {QStringLiteral("simulate"), QStringLiteral("--map"), QStringLiteral("canaan"), QStringLiteral("--bots"),
        QStringLiteral("normal,random,easy,random"), QStringLiteral("--games"), QStringLiteral("8"),
        QStringLiteral("--threads"), QString::number(threads), QStringLiteral("--seed"), QStringLiteral("11"),
        QStringLiteral("--json")};
}

} // namespace

void TestCliSimulateBench::simulatePrintsJson()
{
    const CliRun run = runCanaanCli(simulateArgs(1));
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.errBytes.contains("8"));
    const QJsonObject o = QJsonDocument::fromJson(run.outBytes).object();
    QCOMPARE(o.value("games").toInt(), 8);
    const QJsonArray bots = o.value("bots").toArray();
    QCOMPARE(bots.size(), 4);
    int wins = 0;
    for (const QJsonValue &b : bots) {
        const QJsonObject bot = b.toObject();
        wins += bot.value("wins").toInt();
        QVERIFY(bot.value("winRateLow").toDouble() <= bot.value("winRate").toDouble());
        QVERIFY(bot.value("winRate").toDouble() <= bot.value("winRateHigh").toDouble());
        QVERIFY(bot.value("meanVp").toDouble() > 0);
    }
    const QJsonObject ended = o.value("ended").toObject();
    QCOMPARE(
        ended.value("victoryPoints").toInt() + ended.value("jerusalem").toInt() + ended.value("turnLimit").toInt(), 8);
    QVERIFY(wins >= ended.value("victoryPoints").toInt());
    QCOMPARE(o.value("winsBySeat").toArray().size(), 4);
    QCOMPARE(o.value("winsByTurnOrder").toArray().size(), 4);
    for (const QJsonValue &v : o.value("winsBySeat").toArray() + o.value("winsByTurnOrder").toArray()) {
        const QJsonObject seat = v.toObject();
        QVERIFY(seat.value("winRateLow").toDouble() <= seat.value("winRate").toDouble());
        QVERIFY(seat.value("winRate").toDouble() <= seat.value("winRateHigh").toDouble());
    }
    QVERIFY(o.value("meanTurns").toDouble() > 10);
}

void TestCliSimulateBench::simulateIsDeterministicAcrossThreads()
{
    QJsonObject one = QJsonDocument::fromJson(runCanaanCli(simulateArgs(1)).outBytes).object();
    QJsonObject two = QJsonDocument::fromJson(runCanaanCli(simulateArgs(2)).outBytes).object();
    // Everything but the times.
    for (QJsonObject *o : {&one, &two}) {
        o->remove("seconds");
        o->remove("threads");
        QJsonArray bots = o->value("bots").toArray();
        for (int i = 0; i < bots.size(); ++i) {
            QJsonObject bot = bots[i].toObject();
            QVERIFY(bot.value("medianDecisionSeconds").toDouble() >= 0);
            bot.remove("medianDecisionSeconds");
            bot.remove("maxDecisionSeconds");
            const QJsonObject timing = bot.value("timing").toObject();
            QVERIFY(timing.value("all").toObject().value("decisions").toInt() >=
                timing.value("withChoice").toObject().value("decisions").toInt());
            bot.remove("timing");
            bots[i] = bot;
        }
        o->insert("bots", bots);
    }
    QVERIFY(!one.isEmpty());
    QCOMPARE(one, two);
}

void TestCliSimulateBench::simulateRejectsUnknownBots()
{
    const CliRun run = runCanaanCli({QStringLiteral("simulate"), QStringLiteral("--map"), QStringLiteral("canaan"),
        QStringLiteral("--bots"), QStringLiteral("normal,wizard")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.errBytes.contains("wizard"));
}

void TestCliSimulateBench::simulatePrintsText()
{
    const CliRun run
        = runCanaanCli({QStringLiteral("simulate"), QStringLiteral("--map"), QStringLiteral("classic"), QStringLiteral("--bots"),
            QStringLiteral("normal,normal,easy"), QStringLiteral("--games"), QStringLiteral("3")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.outBytes.contains("Bot 3 (easy)"));
    QVERIFY(run.outBytes.contains("Seat 3: "));
    QVERIFY(run.outBytes.contains(" wins, win rate "));
    QVERIFY(run.outBytes.contains("Player 3 in turn order: "));
    QVERIFY(run.outBytes.count("95% interval") >= 3 + 3 + 3); // every bot, seat and place in turn order
    QVERIFY(run.outBytes.contains("so a lean shows in the places")); // what a lean means (issue 36)
}

// --openings stops each game after the set-up and counts the distinct openings (issue 36).
void TestCliSimulateBench::simulateCountsOpenings()
{
    QStringList args{QStringLiteral("simulate"), QStringLiteral("--map"), QStringLiteral("classic"),
        QStringLiteral("--bots"), QStringLiteral("normal,normal,normal,normal"), QStringLiteral("--games"),
        QStringLiteral("12"), QStringLiteral("--openings")};
    const CliRun text = runCanaanCli(args);
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.outBytes.contains("distinct in 12 games"), text.outBytes.constData());
    args << QStringLiteral("--json");
    const CliRun json = runCanaanCli(args);
    QCOMPARE(json.exitCode, 0);
    const QJsonObject openings = QJsonDocument::fromJson(json.outBytes).object().value("openings").toObject();
    QCOMPARE(openings.value("counted").toInt(), 12);
    QVERIFY(openings.value("distinct").toInt() > 1);
    QVERIFY(openings.value("commonest").toInt() >= 1);
    QCOMPARE(openings.value("commonestShare").toDouble(), openings.value("commonest").toInt() / 12.0);
}

void TestCliSimulateBench::benchShowsNoAllocation()
{
    const CliRun run = runCanaanCli({QStringLiteral("bench"), QStringLiteral("--ruleset"), QStringLiteral("classic"),
        QStringLiteral("--seconds"), QStringLiteral("0.3")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.outBytes.contains("Games per second"));
    QVERIFY(run.outBytes.contains("legalActions alone"));
    QVERIFY(run.outBytes.contains("calls: 0\n"));
}

QTEST_GUILESS_MAIN(TestCliSimulateBench)
#include "test_cli_simulate_bench.moc"
