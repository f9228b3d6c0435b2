// canaan-cli decide, the bot protocol (docs/bot-protocol.md), as a real process: games of computer
// players are played through the match host as the program plays them; at every decision of each,
// `decide` on the save cut there returns the action the bot played (with the save's seed and the
// seat's own level). Through --stdio for every decision (the bots kept from request to request) and
// one request per process for a few (each bot shown the whole log anew); bad requests get one
// line of error each.
#include "tests/common/cli_run.h"
#include "play/settlers_match.h"
#include "play/computer_participant.h"
#include "engine/conquest/saves/conquest_save.h"
#include "play/conquest_game.h"
#include "engine/io/map_file.h"
#include "engine/io/save_file.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace canaan;

using canaan::testing::CliRun;
using canaan::testing::runCanaanCli;

namespace {

QStringList lines(const QString &text)
{
    return text.split(u'\n', Qt::SkipEmptyParts);
}

// A game played to its end through the host, as a save, and the places of its log that were a
// seat's decision (not chance): where each was asked, and by which seat.
struct Recorded {
    QJsonObject save;
    std::vector<int> decisions; // log indices
    std::vector<int> seats;     // the deciding seat at each
    std::vector<int> choices;   // how many legal actions it had (board: besides trade offers)
};

template <class Game>
void findDecisions(Recorded &r, const typename Game::Context &context, int seats, const std::vector<typename Game::Action> &log)
{
    typename Game::State state = Game::newGame(context, seats);
    std::vector<typename Game::Event> events;
    for (std::size_t i = 0; i < log.size(); ++i) {
        if (!Game::isChancePending(state)) {
            r.decisions.push_back(static_cast<int>(i));
            r.seats.push_back(Game::decidingSeat(state));
            r.choices.push_back(static_cast<int>(Game::legalActions(context, state).size()));
        }
        Game::apply(context, state, log[i], events);
    }
}

template <class Host>
bool playToTheEnd(Host &host, const std::function<bool()> &over)
{
    QSignalSpy finished(&host, &play::MatchHostBase::gameOver);
    host.setStepDelay(0);
    host.start();
    return over() || finished.wait(600000);
}

Recorded playBoard(const QString &ruleset, const QStringList &kinds, std::uint64_t seed, int turnLimit)
{
    static const char *const colours[] = {"red", "blue", "white", "orange"};
    Recorded r;
    const MapLoadResult map = loadMapFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/%1.canaanmap").arg(ruleset));
    if (!map.ok())
        return r;
    play::SettlersSetup setup;
    setup.map = *map.map;
    for (int i = 0; i < kinds.size(); ++i)
        setup.seats.push_back({QStringLiteral("Seat %1").arg(i).toStdString(), kinds[i].toStdString(), colours[i]});
    setup.seed = seed;
    setup.turnLimit = turnLimit;
    play::SettlersMatch match(setup);
    match.seatComputerPlayers();
    if (!playToTheEnd(match, [&] { return match.state().isOver(); }))
        return r;
    r.save = QJsonDocument::fromJson(serializeSave(match.savedGame(), match.rules(), match.state())).object();
    findDecisions<play::SettlersGame>(r, match.context(), match.seatCount(), match.log());
    return r;
}

Recorded playConquest(const QStringList &kinds, std::uint64_t seed)
{
    using conquest::Nation;
    static const Nation nations[] = {Nation::Hittites, Nation::Hebrews, Nation::Egyptians, Nation::Assyrians};
    Recorded r;
    conquest::saves::SavedConquest saved;
    saved.options.turns = 8; // a short game: the check costs a decision per decision
    saved.seed = seed;
    for (int i = 0; i < kinds.size(); ++i)
        saved.seats.push_back({nations[i], kinds[i], QStringLiteral("Seat %1").arg(i)});
    play::ConquestHost host(play::ConquestGame::contextOf(saved), static_cast<int>(kinds.size()), seed);
    for (int i = 0; i < host.seatCount(); ++i)
        host.setParticipant(i, std::make_shared<play::ComputerParticipant<play::ConquestGame>>(
                                   host.context(), kinds[i], play::ConquestGame::botSeed(seed, i)));
    if (!playToTheEnd(host, [&] { return host.state().over(); }))
        return r;
    saved.log = host.log();
    r.save = QJsonDocument::fromJson(conquest::saves::serialize(saved, host.state())).object();
    findDecisions<play::ConquestGame>(r, host.context(), host.seatCount(), host.log());
    return r;
}

// The save with only its first `length` actions, on one line; its digest stays the whole game's.
QByteArray cutAt(const QJsonObject &save, int length)
{
    const QJsonArray log = save.value(QStringLiteral("log")).toArray();
    QJsonArray kept;
    for (int i = 0; i < length; ++i)
        kept.append(log.at(i));
    QJsonObject cut = save;
    cut.insert(QStringLiteral("log"), kept);
    return QJsonDocument(cut).toJson(QJsonDocument::Compact);
}

QJsonObject logged(const QJsonObject &save, int index)
{
    return save.value(QStringLiteral("log")).toArray().at(index).toObject();
}

QJsonObject parsed(const QString &line)
{
    return QJsonDocument::fromJson(line.toUtf8()).object();
}

} // namespace

class TestCliDecide : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyDecisionIsTheBotsOwn_data();
    void everyDecisionIsTheBotsOwn();
    void oneRequestPerProcess_data();
    void oneRequestPerProcess();
    void badRequestsGetOneLineEach();
    void stdioGoesOnAfterABadRequest();

private:
    QHash<QString, Recorded> m_games;
};

void TestCliDecide::initTestCase()
{
    // Each bot level of both games at least once; turn limits keep the hard bots' games short.
    m_games.insert(QStringLiteral("canaan"),
                   playBoard(QStringLiteral("canaan"), {QStringLiteral("hard"), QStringLiteral("random"), QStringLiteral("normal")}, 11, 12));
    m_games.insert(QStringLiteral("classic"),
                   playBoard(QStringLiteral("classic"),
                             {QStringLiteral("normal"), QStringLiteral("easy"), QStringLiteral("random"), QStringLiteral("normal")}, 5, 16));
    m_games.insert(QStringLiteral("conquest"),
                   playConquest({QStringLiteral("hard"), QStringLiteral("normal"), QStringLiteral("random")}, 3));
    for (auto it = m_games.cbegin(); it != m_games.cend(); ++it) {
        QVERIFY2(it->decisions.size() > 20, qPrintable(it.key()));
        qInfo("%s: %d actions, %d decisions", qPrintable(it.key()),
              static_cast<int>(it->save.value(QStringLiteral("log")).toArray().size()), static_cast<int>(it->decisions.size()));
    }
}

void TestCliDecide::everyDecisionIsTheBotsOwn_data()
{
    QTest::addColumn<QString>("game");
    QTest::newRow("canaan: hard, random, normal") << QStringLiteral("canaan");
    QTest::newRow("classic: normal, easy, random, normal") << QStringLiteral("classic");
    QTest::newRow("conquest: hard, normal, random") << QStringLiteral("conquest");
}

void TestCliDecide::everyDecisionIsTheBotsOwn()
{
    QFETCH(QString, game);
    const Recorded &r = m_games[game];
    QByteArray requests;
    for (int index : r.decisions)
        requests += cutAt(r.save, index) + '\n';
    const CliRun run = runCanaanCli({QStringLiteral("decide"), QStringLiteral("--stdio"), QStringLiteral("--json")}, {.input = requests});
    QCOMPARE(run.err, QString());
    QCOMPARE(run.exitCode, 0);
    const QStringList answers = lines(run.out);
    QCOMPARE(answers.size(), static_cast<qsizetype>(r.decisions.size()));
    for (std::size_t k = 0; k < r.decisions.size(); ++k)
        QVERIFY2(parsed(answers[static_cast<qsizetype>(k)]) == logged(r.save, r.decisions[k]),
                 qPrintable(QStringLiteral("log[%1]: the bot played %2, decide says %3")
                                .arg(r.decisions[k])
                                .arg(QString::fromUtf8(QJsonDocument(logged(r.save, r.decisions[k])).toJson(QJsonDocument::Compact)),
                                     answers[static_cast<qsizetype>(k)])));
}

void TestCliDecide::oneRequestPerProcess_data()
{
    everyDecisionIsTheBotsOwn_data();
}

void TestCliDecide::oneRequestPerProcess()
{
    // Decisions with a choice, latest first, each in a process of its own or as a log no kept bot
    // saw the start of: a new bot shown the whole log, its own earlier decisions taken again.
    QFETCH(QString, game);
    const Recorded &r = m_games[game];
    std::vector<std::size_t> sample;
    for (std::size_t k = r.decisions.size(); k-- > 0 && sample.size() < 12;)
        if (r.choices[k] > 1 && (sample.empty() || sample.back() - k >= r.decisions.size() / 16))
            sample.push_back(k);
    QVERIFY(sample.size() >= 8);
    QByteArray requests;
    for (std::size_t k : sample)
        requests += cutAt(r.save, r.decisions[k]) + '\n';
    requests += cutAt(r.save, r.decisions[sample.back()]) + '\n'; // the same again: the same answer
    const CliRun run = runCanaanCli({QStringLiteral("decide"), QStringLiteral("--stdio"), QStringLiteral("--json")}, {.input = requests});
    QCOMPARE(run.err, QString());
    const QStringList answers = lines(run.out);
    QCOMPARE(answers.size(), static_cast<qsizetype>(sample.size() + 1));
    for (std::size_t i = 0; i <= sample.size(); ++i) {
        const int index = r.decisions[sample[std::min(i, sample.size() - 1)]];
        QVERIFY2(parsed(answers[static_cast<qsizetype>(i)]) == logged(r.save, index),
                 qPrintable(QStringLiteral("log[%1]: %2").arg(index).arg(answers[static_cast<qsizetype>(i)])));
    }

    // From a file, for the latest of them: in JSON with its seat checked, and in words with the
    // seat's level (the save's kind).
    const int index = r.decisions[sample.front()];
    const int seat = r.seats[sample.front()];
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("cut.canaansave"));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(cutAt(r.save, index));
    out.close();
    const CliRun json = runCanaanCli({QStringLiteral("decide"), file, QStringLiteral("--json"), QStringLiteral("--seat"), QString::number(seat)});
    QCOMPARE(json.err, QString());
    QCOMPARE(json.exitCode, 0);
    QCOMPARE(parsed(json.out.trimmed()), logged(r.save, index));
    const QString kind = r.save.value(QStringLiteral("seats")).toArray().at(seat).toObject().value(QStringLiteral("kind")).toString();
    const CliRun text = runCanaanCli({QStringLiteral("decide"), file});
    QCOMPARE(text.exitCode, 0);
    QCOMPARE(lines(text.out).size(), 1);
    QCOMPARE(text.out.trimmed(), QStringLiteral("Seat %1 (%2) takes %3").arg(seat).arg(kind, json.out.trimmed()));
}

void TestCliDecide::badRequestsGetOneLineEach()
{
    const Recorded &r = m_games[QStringLiteral("canaan")];
    QTemporaryDir dir;
    const auto write = [&](const QString &name, const QByteArray &bytes) {
        const QString path = dir.filePath(name);
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write(bytes);
        return path;
    };
    const int logLength = static_cast<int>(r.save.value(QStringLiteral("log")).toArray().size());
    const int decision = r.decisions.back();
    const int decider = r.seats.back();
    int chance = 0; // a cut where chance decides next
    while (std::find(r.decisions.begin(), r.decisions.end(), chance) != r.decisions.end())
        ++chance;
    QJsonObject illegal = r.save;
    QJsonArray log = illegal.value(QStringLiteral("log")).toArray();
    log.replace(decision, log.at(decision == 0 ? 1 : decision - 1)); // an action out of its turn
    illegal.insert(QStringLiteral("log"), log);

    struct Case {
        QStringList args;
        int code;
        QString says;
    };
    const QList<Case> cases{
        {{write(QStringLiteral("over.canaansave"), cutAt(r.save, logLength))}, 1, QStringLiteral("The game is over")},
        {{write(QStringLiteral("chance.canaansave"), cutAt(r.save, chance))}, 1, QStringLiteral("waits for a chance outcome")},
        {{write(QStringLiteral("seat.canaansave"), cutAt(r.save, decision)), QStringLiteral("--seat"), QString::number((decider + 1) % 3)},
         1, QStringLiteral("It is seat %1's decision, not seat %2's.").arg(decider).arg((decider + 1) % 3)},
        {{write(QStringLiteral("illegal.canaansave"), QJsonDocument(illegal).toJson())}, 1, QStringLiteral("is not legal")},
        {{write(QStringLiteral("broken.canaansave"), cutAt(r.save, decision).left(500))}, 1, QStringLiteral("error:")},
        {{dir.filePath(QStringLiteral("missing.canaansave"))}, 1, QStringLiteral("The file does not exist.")},
        {{dir.path()}, 1, QStringLiteral("This is a folder")},
        {{write(QStringLiteral("level.canaansave"), cutAt(r.save, decision)), QStringLiteral("--level"), QStringLiteral("grandmaster")},
         2, QStringLiteral("Unknown computer player \"grandmaster\"")},
        {{QStringLiteral("--seed"), QStringLiteral("-1"), dir.filePath(QStringLiteral("level.canaansave"))}, 2, QStringLiteral("The seed \"-1\"")},
        {{}, 2, QStringLiteral("Give exactly one saved game")},
    };
    for (const Case &c : cases) {
        const CliRun run = runCanaanCli(QStringList{QStringLiteral("decide")} + c.args);
        QVERIFY2(run.exitCode == c.code, qPrintable(c.says + QStringLiteral(": exit %1, %2").arg(run.exitCode).arg(run.err)));
        QCOMPARE(run.out, QString());
        if (c.code == 1) // a usage error is followed by the command's usage
            QCOMPARE(lines(run.err).size(), 1);
        QVERIFY2(lines(run.err).value(0).contains(c.says), qPrintable(run.err));
    }
    // Conquest's errors too: the finished game, and the seat asked for.
    const Recorded &q = m_games[QStringLiteral("conquest")];
    const int qLength = static_cast<int>(q.save.value(QStringLiteral("log")).toArray().size());
    const CliRun over = runCanaanCli({QStringLiteral("decide"), write(QStringLiteral("q.canaansave"), cutAt(q.save, qLength))});
    QCOMPARE(over.exitCode, 1);
    QCOMPARE(lines(over.err).size(), 1);
    QVERIFY(over.err.contains(QStringLiteral("The game is over")));
    const CliRun level = runCanaanCli({QStringLiteral("decide"), write(QStringLiteral("q2.canaansave"), cutAt(q.save, q.decisions.back())),
                           QStringLiteral("--level"), QStringLiteral("easy")});
    QCOMPARE(level.exitCode, 1);
    QVERIFY2(level.err.contains(QStringLiteral("Unknown computer player \"easy\" for this game")), qPrintable(level.err));
}

void TestCliDecide::stdioGoesOnAfterABadRequest()
{
    // Good, broken JSON, a missing path, finished, good: one line on stdout for each request (a
    // blank line is none), the bad ones also on stderr, and exit 1 at the end.
    const Recorded &r = m_games[QStringLiteral("classic")];
    const int logLength = static_cast<int>(r.save.value(QStringLiteral("log")).toArray().size());
    const int first = r.decisions.front(), last = r.decisions.back();
    QByteArray input = cutAt(r.save, first) + "\n{\"format\": \n/no/such/save.canaansave\n\n" + cutAt(r.save, logLength) + '\n'
                       + cutAt(r.save, last) + '\n';
    const CliRun run = runCanaanCli({QStringLiteral("decide"), QStringLiteral("--stdio"), QStringLiteral("--json")}, {.input = input});
    QCOMPARE(run.exitCode, 1);
    const QStringList out = lines(run.out), err = lines(run.err);
    QCOMPARE(out.size(), 5);
    QCOMPARE(err.size(), 3);
    QCOMPARE(parsed(out[0]), logged(r.save, first));
    QVERIFY2(err[0].startsWith(QStringLiteral("line 2:")) && err[0].contains(QStringLiteral("error: ")), qPrintable(err[0]));
    QVERIFY2(err[1].startsWith(QStringLiteral("/no/such/save.canaansave: error: The file does not exist.")), qPrintable(err[1]));
    QVERIFY2(err[2].startsWith(QStringLiteral("line 5: error: The game is over")), qPrintable(err[2]));
    for (int i = 0; i < 3; ++i)
        QCOMPARE(parsed(out[i + 1]).value(QStringLiteral("error")).toString(), err[i]);
    QCOMPARE(parsed(out[4]), logged(r.save, last));

    // A line over 64 MiB is read to its end and refused; the next is answered.
    const CliRun tooLong = runCanaanCli({QStringLiteral("decide"), QStringLiteral("--stdio")},
                            {.input = QByteArray(64 * 1024 * 1024 + 10, 'x') + '\n' + cutAt(r.save, last) + '\n'});
    QCOMPARE(tooLong.exitCode, 1);
    QCOMPARE(lines(tooLong.err), QStringList{QStringLiteral(
        "line 1: error: The request is longer than 64 MiB, more than any saved game needs.")});
    QCOMPARE(lines(tooLong.out).size(), 2);
    QVERIFY(lines(tooLong.out)[1].startsWith(QStringLiteral("Seat %1 (").arg(r.seats.back())));
}

QTEST_GUILESS_MAIN(TestCliDecide)
#include "test_cli_decide.moc"
