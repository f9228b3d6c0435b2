// canaan-cli review, as a real process: for games of both kinds saved by `canaan-cli play`, the
// JSON's VP (Conquest: cities and armies) per turn are the state's at that turn's end as the replay
// model rebuilds it, the winner's chance at the last turn is 1 and the sample size is shown, the
// same seed gives the same output; a damaged save and a bad argument get one line of error (and a
// bad argument the usage).
#include "tests/common/cli_run.h"
#include "play/replay_file.h"
#include "engine/settlers/rules/engine.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace canaan;

class TestCliReview : public QObject {
    Q_OBJECT
private slots:
    void seriesAreTheStates_data();
    void seriesAreTheStates();
    void badInputGetsOneLine_data();
    void badInputGetsOneLine();

private:
    QTemporaryDir m_dir;
};

using canaan::testing::CliRun;
using canaan::testing::runCanaanCli;

namespace {

std::vector<int> ints(const QJsonValue &v)
{
    std::vector<int> out;
    for (const QJsonValue &x : v.toArray())
        out.push_back(x.toInt());
    return out;
}

} // namespace

void TestCliReview::seriesAreTheStates_data()
{
    QTest::addColumn<QStringList>("playArgs");
    QTest::newRow("canaan") << QStringList{QStringLiteral("--map"), QStringLiteral("canaan"), QStringLiteral("--bots"),
        QStringLiteral("normal,normal,normal"), QStringLiteral("--seed"), QStringLiteral("21")};
    QTest::newRow("conquest") << QStringList{QStringLiteral("--game"), QStringLiteral("conquest"), QStringLiteral("--bots"),
        QStringLiteral("normal,normal,normal,normal"), QStringLiteral("--turns"), QStringLiteral("8"), QStringLiteral("--seed"),
        QStringLiteral("21")};
}

void TestCliReview::seriesAreTheStates()
{
    QFETCH(QStringList, playArgs);
    const QString save = m_dir.path() + u'/' + QString::fromLatin1(QTest::currentDataTag()) + QStringLiteral(".canaansave");
    const CliRun played = runCanaanCli(QStringList{QStringLiteral("play")} + playArgs + QStringList{QStringLiteral("--save"), save});
    QVERIFY2(played.exitCode == 0, qPrintable(played.err));
    const QStringList args{QStringLiteral("review"), save, QStringLiteral("--json"), QStringLiteral("--samples"),
        QStringLiteral("2"), QStringLiteral("--seed"), QStringLiteral("5")};
    const CliRun reviewed = runCanaanCli(args);
    QVERIFY2(reviewed.exitCode == 0, qPrintable(reviewed.err));
    QCOMPARE(runCanaanCli(args).out, reviewed.out); // the same seed, the same estimates
    const QJsonObject review = QJsonDocument::fromJson(reviewed.outBytes).object();
    QCOMPARE(review.value(QStringLiteral("winChance")).toObject().value(QStringLiteral("samples")).toInt(), 2);
    QVERIFY(review.value(QStringLiteral("finished")).toBool());
    const std::vector<int> winners = ints(review.value(QStringLiteral("winners")));
    QVERIFY(!winners.empty());

    play::OpenedReplay opened = play::openReplay(save);
    QVERIFY2(opened.ok(), qPrintable(opened.error));
    const QJsonArray turns = review.value(QStringLiteral("turns")).toArray();
    QVERIFY(turns.size() > 2);
    for (const QJsonValue &value : turns) {
        const QJsonObject turn = value.toObject();
        const int action = turn.value(QStringLiteral("action")).toInt();
        if (opened.board) {
            play::SettlersReplay &replay = opened.board->replay;
            replay.seek(action);
            QCOMPARE(turn.value(QStringLiteral("turn")).toInt(), int(replay.state().turn));
            const std::vector<int> vp = ints(turn.value(QStringLiteral("vp")));
            QCOMPARE(static_cast<int>(vp.size()), replay.seats());
            for (int p = 0; p < replay.seats(); ++p)
                QCOMPARE(vp[static_cast<std::size_t>(p)], settlers::victoryPoints(*replay.context(), replay.state(), p));
        } else {
            play::ConquestReplay &replay = opened.conquest->replay;
            replay.seek(action);
            QCOMPARE(turn.value(QStringLiteral("turn")).toInt(), play::turnOfState(replay.state()));
            const std::vector<int> cities = ints(turn.value(QStringLiteral("cities")));
            const std::vector<int> armies = ints(turn.value(QStringLiteral("armies")));
            for (int p = 0; p < replay.seats(); ++p) {
                QCOMPARE(cities[static_cast<std::size_t>(p)], int(replay.state().cities[static_cast<std::size_t>(p)]));
                QCOMPARE(armies[static_cast<std::size_t>(p)], int(replay.state().armies[static_cast<std::size_t>(p)]));
            }
        }
    }
    const QJsonArray last = turns.last().toObject().value(QStringLiteral("winChance")).toArray();
    for (int seat = 0; seat < last.size(); ++seat) {
        const bool won = std::find(winners.begin(), winners.end(), seat) != winners.end();
        QCOMPARE(last.at(seat).toDouble(), won ? 1.0 : 0.0);
    }
}

void TestCliReview::badInputGetsOneLine_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("code");
    QTest::newRow("damaged") << QByteArray("{\"version\": 2, \"map\": ") << QStringList{} << 1;
    QTest::newRow("empty") << QByteArray() << QStringList{} << 1;
    QTest::newRow("bad sample size") << QByteArray("{}") << QStringList{QStringLiteral("--samples"), QStringLiteral("-3")} << 2;
    QTest::newRow("bad seed") << QByteArray("{}") << QStringList{QStringLiteral("--seed"), QStringLiteral("x")} << 2;
    QTest::newRow("unknown bot") << QByteArray("{}") << QStringList{QStringLiteral("--bot"), QStringLiteral("easy")} << 2;
}

void TestCliReview::badInputGetsOneLine()
{
    QFETCH(QByteArray, text);
    QFETCH(QStringList, options);
    QFETCH(int, code);
    const QString path = m_dir.path() + QStringLiteral("/bad.canaansave");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text);
    file.close();
    const CliRun run = runCanaanCli(QStringList{QStringLiteral("review"), path} + options);
    QCOMPARE(run.exitCode, code);
    QVERIFY(run.out.isEmpty());
    // A damaged file: one line naming it. A wrong argument: one line, then the command's usage.
    if (code == 1) {
        QCOMPARE(run.err.count(u'\n'), 1);
        QVERIFY2(run.err.startsWith(path + u':'), qPrintable(run.err));
    } else {
        QVERIFY2(run.err.startsWith(QStringLiteral("canaan-cli review: ")), qPrintable(run.err));
        QVERIFY(run.err.contains(QStringLiteral("Usage: ")));
    }
}

QTEST_GUILESS_MAIN(TestCliReview)
#include "test_cli_review.moc"
