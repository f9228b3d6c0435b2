// net-bench as the lead runs it (docs/network.md), small and on 127.0.0.1: a run whose tables all
// start measures and says how long the set-up took; a run whose set-up cannot finish (a server that
// allows one client address fewer tables than the bench asks for) stops at --setup-seconds with a
// report of each table not started, and fails; a run larger than the shell's limit on open files
// raises it as far as the hard limit allows, or says it cannot.
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <functional>

#include <sys/resource.h>

namespace {

struct BenchRun {
    int exitCode = -1;
    QString out;
    QString err;
};

// net-bench with `arguments`, against canaan-server run with `serverArguments` added to those
// net-bench gives it (a later option wins), through a small script in `folder`.
// `inChild` runs in the child before net-bench starts (its limits).
BenchRun runBench(const QTemporaryDir &folder, const QStringList &arguments, const QString &serverArguments = {},
    const std::function<void()> &inChild = {})
{
    const QString script = folder.filePath(QStringLiteral("server.sh"));
    QFile file(script);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(QStringLiteral("#!/bin/sh\nexec '%1' \"$@\" %2\n").arg(QStringLiteral(CANAAN_SERVER_BINARY), serverArguments).toUtf8()) < 0)
        return {};
    file.close();
    file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QProcess bench;
    if (inChild)
        bench.setChildProcessModifier(inChild);
    bench.start(QStringLiteral(NET_BENCH_BINARY),
        arguments + QStringList{QStringLiteral("--server"), script, QStringLiteral("--data"), folder.filePath(QStringLiteral("data"))});
    if (!bench.waitForFinished(60000)) {
        bench.kill();
        bench.waitForFinished();
        return {};
    }
    return {bench.exitStatus() == QProcess::NormalExit ? bench.exitCode() : -1, QString::fromUtf8(bench.readAllStandardOutput()),
        QString::fromUtf8(bench.readAllStandardError())};
}

// Limits net-bench's open files to 64: 20 tables need 200.
void limitOpenFiles(bool hardToo)
{
    rlimit files{};
    ::getrlimit(RLIMIT_NOFILE, &files);
    files.rlim_cur = 64;
    if (hardToo)
        files.rlim_max = 64;
    ::setrlimit(RLIMIT_NOFILE, &files);
}

} // namespace

class TestNetBench : public QObject {
    Q_OBJECT
private slots:
    void measuresWhenEveryTableStarts();
    void reportsASetUpThatDoesNotFinish();
    void raisesItsLimitOnOpenFiles();
    void saysWhenTheLimitOnOpenFilesIsTooLow();
};

void TestNetBench::measuresWhenEveryTableStarts()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const BenchRun run = runBench(folder, {QStringLiteral("--tables"), QStringLiteral("2"), QStringLiteral("--seconds"), QStringLiteral("1")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QRegularExpression(QStringLiteral("^set-up: 2 tables started in [0-9.]+ s; connections made again: 0$"),
                 QRegularExpression::MultilineOption)),
        qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("round trip of an action: median")), qPrintable(run.out));
}

void TestNetBench::reportsASetUpThatDoesNotFinish()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    // Three tables asked for, one allowed: the second and third hosts are refused.
    const BenchRun run = runBench(folder,
        {QStringLiteral("--tables"), QStringLiteral("3"), QStringLiteral("--seconds"), QStringLiteral("1"), QStringLiteral("--setup-seconds"), QStringLiteral("3")},
        QStringLiteral("--tables-per-address 1"));
    QCOMPARE(run.exitCode, 1);
    const QStringList lines = run.out.split(QLatin1Char('\n'));
    QVERIFY2(lines.contains(QStringLiteral("The set-up did not finish in 3 s: 1 of 3 tables started.")), qPrintable(run.out));
    QVERIFY2(lines.contains(QStringLiteral("Hosts: 3 connected.")), qPrintable(run.out));
    QVERIFY2(lines.contains(QStringLiteral("Players: 4 connected.")), qPrintable(run.out));
    // Each table not started, with its host's last message: the server's refusal.
    for (const QString table : {QStringLiteral("2"), QStringLiteral("3")}) {
        const qsizetype at = lines.indexOf(QRegularExpression(QStringLiteral("^Table %1 \\(not created\\): host connected; 2 messages received, the last: .*\"tableLimit\".*").arg(table)));
        QVERIFY2(at >= 0, qPrintable(run.out));
        QCOMPARE(lines.value(at + 1), QStringLiteral("  no player connected: the table does not exist"));
    }
    QVERIFY2(!run.out.contains(QStringLiteral("Table 1 ")), qPrintable(run.out)); // it started
    QVERIFY2(!run.out.contains(QStringLiteral("round trip of an action")), qPrintable(run.out)); // nothing measured
}

void TestNetBench::raisesItsLimitOnOpenFiles()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const BenchRun run = runBench(folder,
        {QStringLiteral("--tables"), QStringLiteral("20"), QStringLiteral("--seconds"), QStringLiteral("1"), QStringLiteral("--setup-seconds"), QStringLiteral("20")},
        {}, [] { limitOpenFiles(false); });
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("set-up: 20 tables started in")), qPrintable(run.out + run.err));
}

void TestNetBench::saysWhenTheLimitOnOpenFilesIsTooLow()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const BenchRun run = runBench(folder, {QStringLiteral("--tables"), QStringLiteral("20")}, {}, [] { limitOpenFiles(true); });
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.err.trimmed(), QStringLiteral("net-bench: 20 tables need 200 open files, and this process may open only 64 (ulimit -n): raise the hard limit."));
}

QTEST_GUILESS_MAIN(TestNetBench)
#include "test_net_bench.moc"
