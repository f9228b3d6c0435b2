// net-bench: the load measurement of docs/network.md. Starts canaan-server on 127.0.0.1, opens N
// tables of four client players (net::AutoPlayer) that answer at once or, with --think, after a
// person's pause, plays every game to the end (or for --seconds) and prints actions per second,
// the median, 99th and 99.9th percentile round trip of an action (from sending it to the server's
// events for it), the server's resident memory per table, its CPU and its CPU per client action
// (the whole process: the writer thread's saves included), all from the moment the last table
// started. Its connections retry as a person's app does; a set-up that does not finish within
// --setup-seconds is reported (what each connection of the tables not started went through) and
// the run fails (exit 1).
//
//   net-bench --tables 50 [--think MS|MIN-MAX] [--map canaan] [--server PATH] [--data DIR]
//             [--turn-limit N] [--seconds S] [--setup-seconds S] [--no-retry]
#include "net/auto_player.h"
#include "net/table_game_kinds.h"
#include "tools/net-bench/server_sample.h"
#include "tools/net-bench/setup_report.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <algorithm>
#include <memory>
#include <vector>

using canaan::net::AutoPlayer;
using canaan::netbench::ConnectionTrace;
using canaan::netbench::TableHost;

namespace {

qint64 percentile(std::vector<qint64> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    return values[std::min(values.size() - 1, size_t(p * double(values.size())))];
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("net-bench"));
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("canaan::netbench", "N tables of four client players, at full speed or at a person's pace, on one canaan-server."));
    parser.addHelpOption();
    parser.addOptions({
        {QStringLiteral("tables"), QCoreApplication::translate("canaan::netbench", "How many tables (default 10)."), QCoreApplication::translate("canaan::netbench", "count"), QStringLiteral("10")},
        {QStringLiteral("map"), QCoreApplication::translate("canaan::netbench", "canaan or classic (default canaan)."), QCoreApplication::translate("canaan::netbench", "map"), QStringLiteral("canaan")},
        {QStringLiteral("server"), QCoreApplication::translate("canaan::netbench", "The canaan-server to measure (default: the one built with this tool)."), QCoreApplication::translate("canaan::netbench", "path"),
            QStringLiteral(CANAAN_SERVER_BINARY)},
        {QStringLiteral("data"), QCoreApplication::translate("canaan::netbench", "The server's data folder (default: a temporary one)."), QCoreApplication::translate("canaan::netbench", "folder")},
        {QStringLiteral("turn-limit"), QCoreApplication::translate("canaan::netbench", "End every game after this many turns (R25), to bound a large run (default 0: none)."),
            QCoreApplication::translate("canaan::netbench", "turns"), QStringLiteral("0")},
        {QStringLiteral("think"), QCoreApplication::translate("canaan::netbench", "Each client player waits this many milliseconds before each action, or a time drawn from MIN-MAX by its own seeded generator, like a person (default 0: at once)."),
            QCoreApplication::translate("canaan::netbench", "ms"), QStringLiteral("0")},
        {QStringLiteral("seconds"), QCoreApplication::translate("canaan::netbench", "Stop after this many seconds of play and measure what was played (default 0: play every game to the end)."),
            QCoreApplication::translate("canaan::netbench", "seconds"), QStringLiteral("0")},
        {QStringLiteral("no-retry"), QCoreApplication::translate("canaan::netbench", "Do not connect again when a connection is lost or cannot be made (a person's app does; this shows what a client that does not meets).")},
        {QStringLiteral("setup-seconds"), QCoreApplication::translate("canaan::netbench", "Give up when not every table has started after this many seconds: report what each connection of the tables not started went through, and exit with 1 (default 300)."),
            QCoreApplication::translate("canaan::netbench", "seconds"), QStringLiteral("300")},
    });
    parser.process(app);
    bool ok = false;
    const int tables = parser.value(QStringLiteral("tables")).toInt(&ok);
    if (!ok || tables < 1 || tables > 2000) {
        err << "net-bench: " << QCoreApplication::translate("canaan::netbench", "--tables must be a whole number from 1 to 2000.") << '\n';
        return 2;
    }
    const int turnLimit = parser.value(QStringLiteral("turn-limit")).toInt(&ok);
    if (!ok || turnLimit < 0 || turnLimit > 100000) {
        err << "net-bench: " << QCoreApplication::translate("canaan::netbench", "--turn-limit must be a whole number from 0 to 100000.") << '\n';
        return 2;
    }
    const int window = parser.value(QStringLiteral("seconds")).toInt(&ok);
    if (!ok || window < 0 || window > 86400) {
        err << "net-bench: " << QCoreApplication::translate("canaan::netbench", "--seconds must be a whole number from 0 to 86400.") << '\n';
        return 2;
    }
    const int setupSeconds = parser.value(QStringLiteral("setup-seconds")).toInt(&ok);
    if (!ok || setupSeconds < 1 || setupSeconds > 86400) {
        err << "net-bench: " << QCoreApplication::translate("canaan::netbench", "--setup-seconds must be a whole number from 1 to 86400.") << '\n';
        return 2;
    }
    const bool retry = !parser.isSet(QStringLiteral("no-retry"));
    const QStringList think = parser.value(QStringLiteral("think")).split(QLatin1Char('-'));
    bool minOk = false, maxOk = false;
    const int thinkMin = think.value(0).toInt(&minOk);
    const int thinkMax = think.size() == 2 ? think.value(1).toInt(&maxOk) : (maxOk = minOk, thinkMin);
    if (think.size() > 2 || !minOk || !maxOk || thinkMin < 0 || thinkMax < thinkMin || thinkMax > 600000) {
        err << "net-bench: " << QCoreApplication::translate("canaan::netbench", "--think must be milliseconds (0 to 600000) or MIN-MAX with MIN no larger than MAX.") << '\n';
        return 2;
    }
    // Each table is five connections in this process (a host and four players) and five in the
    // server, which inherits the limit; a shell's usual 1,024 would cap a run at about 200 tables.
    const qint64 neededFiles = 5 * qint64(tables) + 100;
    qint64 openFiles = 0;
    if (!canaan::netbench::raiseOpenFiles(neededFiles, &openFiles)) {
        err << "net-bench: " << QCoreApplication::translate("canaan::netbench", "%1 tables need %2 open files, and this process may open only %3 (ulimit -n): raise the hard limit.").arg(tables).arg(neededFiles).arg(openFiles) << '\n';
        return 2;
    }
    QTemporaryDir temporary;
    const QString data = parser.isSet(QStringLiteral("data")) ? parser.value(QStringLiteral("data")) : temporary.path();

    QProcess server;
    server.start(parser.value(QStringLiteral("server")),
        {QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--address"), QStringLiteral("127.0.0.1"),
            QStringLiteral("--data"), data, QStringLiteral("--max-tables"), QString::number(tables + 10),
            QStringLiteral("--tables-per-address"), QString::number(tables + 10),
            QStringLiteral("--lang"), QStringLiteral("en")});
    if (!server.waitForStarted() || !server.waitForReadyRead(60000)) {
        err << "net-bench: " << QCoreApplication::translate("canaan::netbench", "canaan-server did not start: %1").arg(server.errorString()) << '\n';
        return 1;
    }
    const QRegularExpressionMatch port = QRegularExpression(QStringLiteral("(\\d+)")).match(QString::fromUtf8(server.readAllStandardOutput()));
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(port.captured(1)));
    const canaan::netbench::ServerSample idle = canaan::netbench::sampleProcess(server.processId());
    const qint64 overflowsBefore = canaan::netbench::listenOverflows();
    // The kernel's own count of connections it dropped at a full listen queue (a cause of slow or
    // failed connections that neither side sees).
    auto overflowsLine = [&] {
        const qint64 now = canaan::netbench::listenOverflows();
        return QCoreApplication::translate("canaan::netbench", "connection attempts the kernel dropped at a full listen queue (the whole machine): %1")
            .arg(overflowsBefore < 0 || now < 0 ? QStringLiteral("?") : QString::number(now - overflowsBefore));
    };

    // Per table a host connection creates it and starts it once its four players are ready.
    std::vector<canaan::netbench::BenchTable> benchTables(static_cast<size_t>(tables));
    std::vector<std::unique_ptr<AutoPlayer>> players;
    int started = 0, finished = 0;
    bool setupFailed = false;
    double setupTook = 0;
    std::vector<size_t> tripsBefore; // per player, its round trips before every table had started
    qint64 actionsBefore = 0;
    canaan::netbench::ServerSample loaded;
    QElapsedTimer clock;
    QElapsedTimer setupClock;
    setupClock.start();
    const QJsonObject create{{"t", "create"}, {"game", canaan::net::kSettlersTables.id}, {"map", parser.value(QStringLiteral("map"))},
        {"seats", QJsonArray{"person", "person", "person", "person"}}, {"private", true}, {"turnLimit", turnLimit}};
    for (canaan::netbench::BenchTable &table : benchTables) {
        table.host = std::make_unique<TableHost>(url, create, retry);
        table.hostTrace = std::make_unique<ConnectionTrace>(table.host->client());
        QObject::connect(table.host.get(), &TableHost::created, &app, [&, t = &table](const QString &code) {
            for (int seat = 0; seat < 4; ++seat) {
                players.push_back(std::make_unique<AutoPlayer>(QStringLiteral("Bench %1").arg(seat), quint64(players.size() + 1)));
                AutoPlayer &player = *players.back();
                // A random player acts on the questions alone: reading 4,000 clients' views in
                // this one process would only add its own time to every round trip.
                player.client().setSkipsViews(true);
                player.setThinkTime(thinkMin, thinkMax);
                player.setReconnects(retry); // as a person's app does
                t->players.push_back(&player);
                t->playerTraces.push_back(std::make_unique<ConnectionTrace>(player.client()));
                QObject::connect(&player, &AutoPlayer::finished, &app, [&] {
                    if (++finished == 4 * tables)
                        app.quit();
                });
                player.play(url, code, seat);
            }
        });
        QObject::connect(table.host.get(), &TableHost::starting, &app, [&] {
            if (++started < tables)
                return;
            setupTook = double(setupClock.elapsed()) / 1000.0;
            for (canaan::netbench::BenchTable &t : benchTables) { // the set-up is over: no more tracing
                t.hostTrace.reset();
                t.playerTraces.clear();
            }
            loaded = canaan::netbench::sampleProcess(server.processId());
            clock.start();
            // Measured from here: the first tables' actions while the last were set up
            // waited behind the lobby's writes, which are not what is measured.
            for (const auto &p : players) {
                tripsBefore.push_back(p->roundTrips().size());
                actionsBefore += p->actionsSent();
            }
            if (window > 0)
                QTimer::singleShot(window * 1000, &app, [&] { app.quit(); });
        });
        table.host->open();
    }
    QTimer::singleShot(setupSeconds * 1000, &app, [&] {
        if (started == tables)
            return;
        setupFailed = true;
        out << canaan::netbench::setupReport(benchTables, started, double(setupClock.elapsed()) / 1000.0) << '\n'
            << overflowsLine() << '\n';
        app.quit();
    });
    app.exec();
    if (setupFailed) {
        // The server's own words on what it refused or dropped, if any.
        const QStringList log = QString::fromUtf8(server.readAllStandardError()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        out << QCoreApplication::translate("canaan::netbench", "The server's log: %1 lines.").arg(log.size()) << '\n';
        for (const QString &line : log.mid(std::max<qsizetype>(0, log.size() - 20)))
            out << "  " << line << '\n';
        out.flush();
        server.terminate();
        if (!server.waitForFinished(120000))
            server.kill();
        return 1;
    }
    const double seconds = double(clock.nsecsElapsed()) / 1e9;
    const canaan::netbench::ServerSample end = canaan::netbench::sampleProcess(server.processId());

    std::vector<qint64> trips;
    qint64 allActions = 0;
    for (size_t i = 0; i < players.size(); ++i) {
        const std::vector<qint64> &all = players[i]->roundTrips();
        trips.insert(trips.end(), all.begin() + qsizetype(std::min(all.size(), tripsBefore.at(i))), all.end());
        allActions += players[i]->actionsSent();
    }
    const qint64 actions = allActions - actionsBefore;
    QString lastLoss;
    const int again = canaan::netbench::reconnections(benchTables, &lastLoss);
    out << QCoreApplication::translate("canaan::netbench", "set-up: %1 tables started in %2 s; connections made again: %3")
               .arg(tables).arg(setupTook, 0, 'f', 1).arg(again)
        << (again > 0 ? QCoreApplication::translate("canaan::netbench", " (the last one lost: %1)").arg(lastLoss) : QString()) << '\n'
        << overflowsLine() << '\n';
    out << QCoreApplication::translate("canaan::netbench", "%1 tables of 4 client players, %2 games finished in %3 s").arg(tables).arg(finished / 4).arg(seconds, 0, 'f', 1) << '\n'
        << QCoreApplication::translate("canaan::netbench", "client actions: %1, %2 per second").arg(actions).arg(double(actions) / seconds, 0, 'f', 0) << '\n'
        << QCoreApplication::translate("canaan::netbench", "round trip of an action: median %1 ms, 99th percentile %2 ms, 99.9th percentile %3 ms")
               .arg(double(percentile(trips, 0.5)) / 1000.0, 0, 'f', 2)
               .arg(double(percentile(trips, 0.99)) / 1000.0, 0, 'f', 2)
               .arg(double(percentile(trips, 0.999)) / 1000.0, 0, 'f', 2)
        << '\n'
        << QCoreApplication::translate("canaan::netbench", "server memory: %1 MiB idle, %2 MiB with the tables started, %3 MiB at the end: %4 KiB per table")
               .arg(double(idle.residentKiB) / 1024.0, 0, 'f', 1)
               .arg(double(loaded.residentKiB) / 1024.0, 0, 'f', 1)
               .arg(double(end.residentKiB) / 1024.0, 0, 'f', 1)
               .arg(double(std::max(loaded.residentKiB, end.residentKiB) - idle.residentKiB) / tables, 0, 'f', 0)
        << '\n'
        << QCoreApplication::translate("canaan::netbench", "server CPU: %1 s in %2 s of play (%3% of one core)")
               .arg(end.cpuSeconds - loaded.cpuSeconds, 0, 'f', 1)
               .arg(seconds, 0, 'f', 1)
               .arg(100.0 * (end.cpuSeconds - loaded.cpuSeconds) / seconds, 0, 'f', 0)
        << '\n'
        // The whole process's CPU: the writer thread's saves are counted with the actions.
        << QCoreApplication::translate("canaan::netbench", "server CPU per client action, saves included: %1 ms")
               .arg(actions > 0 ? 1000.0 * (end.cpuSeconds - loaded.cpuSeconds) / double(actions) : 0.0, 0, 'f', 3)
        << '\n';
    const canaan::netbench::ServerSample self = canaan::netbench::sampleProcess(QCoreApplication::applicationPid());
    out << QCoreApplication::translate("canaan::netbench", "client process CPU (all players): %1 s").arg(self.cpuSeconds, 0, 'f', 1) << '\n'
        << QCoreApplication::translate("canaan::netbench", "all client actions, the set-up's included: %1").arg(allActions) << '\n';
    out.flush();
    // Asked to stop, not killed: a server under a profiler (tools/net-bench/callgrind.sh) then
    // writes its profile.
    server.terminate();
    if (!server.waitForFinished(120000))
        server.kill();
    server.waitForFinished();
    return 0;
}
