// The server's table writer (net/table_writer.h): files reach the disk through io::writeFileSafely
// on a worker thread; a table's newer content replaces its older one still queued; a failed write
// is reported, leaves the previous file whole and is tried again; a lobby change jumps the queue
// and is waited for; removals come in order; stopping writes what is queued; a journal's lines are
// appended in order, joined into one append while queued, and a failed append leaves no part of
// itself and is tried again with the lines that came meanwhile.
#include "engine/io/write_faults.h"
#include "net/table_writer.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace canaan::net;

namespace {

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(none)");
}

} // namespace

class TestNetTableWriter : public QObject {
    Q_OBJECT
private slots:
    void writesTheNewestContentOfEachFile();
    void aFailedWriteKeepsTheOldFileAndIsRetried();
    void writeNowJumpsTheQueueAndWaits();
    void removesInOrderAndStopsWithNothingLost();
    void appendsInOrderAndJoinsQueuedLines();
    void aFailedAppendLeavesNoHalfLineAndIsRetried_data();
    void aFailedAppendLeavesNoHalfLineAndIsRetried();
};

void TestNetTableWriter::writesTheNewestContentOfEachFile()
{
    QTemporaryDir dir;
    TableWriter writer;
    QSignalSpy drained(&writer, &TableWriter::drained);
    const int kTables = 5, kActions = 200;
    for (int action = 1; action <= kActions; ++action) {
        for (int t = 0; t < kTables; ++t)
            writer.write(dir.filePath(QStringLiteral("T%1.json").arg(t)), QByteArray::number(action), QStringLiteral("T%1").arg(t));
    }
    writer.waitUntilIdle();
    for (int t = 0; t < kTables; ++t)
        QCOMPARE(contents(dir.filePath(QStringLiteral("T%1.json").arg(t))), QByteArray::number(kActions));
    // Coalesced: far fewer writes than requests (a newer content replaced a queued one).
    QVERIFY2(writer.done() < kTables * kActions, qPrintable(QString::number(writer.done())));
    QVERIFY(writer.done() >= kTables);
    QVERIFY(drained.wait(5000) || !drained.isEmpty());
}

void TestNetTableWriter::aFailedWriteKeepsTheOldFileAndIsRetried()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("K7QX2M.json"));
    TableWriter writer(50);
    QString reason;
    QVERIFY(writer.writeNow(path, "old", QStringLiteral("K7QX2M"), &reason));
    QSignalSpy failed(&writer, &TableWriter::failed);
    {
        // The next write's first try fails at its fsync (its 4th step: open, write, flush, sync).
        canaan::io::ScopedWriteFault fault(4, ENOSPC);
        QVERIFY(!writer.writeNow(path, "new", QStringLiteral("K7QX2M"), &reason));
        QVERIFY(fault.fired());
        QCOMPARE(fault.firedStep(), canaan::io::WriteStep::Sync);
    }
    QVERIFY(!reason.isEmpty());
    QVERIFY(failed.wait(5000));
    QCOMPARE(failed.first().at(0).toString(), QStringLiteral("K7QX2M"));
    QCOMPARE(contents(path), QByteArray("old")); // the previous file is whole
    // The fault is gone: the retry after its pause writes the new content.
    QTRY_COMPARE_WITH_TIMEOUT(contents(path), QByteArray("new"), 10000);
    QCOMPARE(failed.size(), 1);
}

void TestNetTableWriter::writeNowJumpsTheQueueAndWaits()
{
    QTemporaryDir dir;
    TableWriter writer;
    for (int t = 0; t < 50; ++t)
        writer.write(dir.filePath(QStringLiteral("busy%1.json").arg(t)), QByteArray(4096, 'x'), QStringLiteral("BUSY"));
    const QString lobby = dir.filePath(QStringLiteral("lobby.json"));
    QString reason;
    QVERIFY2(writer.writeNow(lobby, "seated", QStringLiteral("LOBBY1"), &reason), qPrintable(reason));
    QCOMPARE(contents(lobby), QByteArray("seated")); // on disk when writeNow returns
    // It went before most of the 50 queued earlier (at most the one being written when it came).
    int writtenBefore = 0;
    for (int t = 0; t < 50; ++t)
        writtenBefore += QFile::exists(dir.filePath(QStringLiteral("busy%1.json").arg(t)));
    QVERIFY2(writtenBefore < 50, qPrintable(QString::number(writtenBefore)));
    writer.waitUntilIdle();
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("busy49.json"))));
}

void TestNetTableWriter::removesInOrderAndStopsWithNothingLost()
{
    QTemporaryDir dir;
    const QString table = dir.filePath(QStringLiteral("tables/T.json"));
    const QString finished = dir.filePath(QStringLiteral("finished/T.canaansave"));
    QVERIFY(QDir().mkpath(dir.filePath("tables")) && QDir().mkpath(dir.filePath("finished")));
    {
        TableWriter writer;
        writer.write(table, "playing", QStringLiteral("T"));
        writer.write(finished, "save", QStringLiteral("T"));
        writer.remove(table, QStringLiteral("T"));
        for (int t = 0; t < 20; ++t)
            writer.write(dir.filePath(QStringLiteral("tables/U%1.json").arg(t)), "u", QStringLiteral("U"));
    } // stopping writes everything queued
    QVERIFY(!QFile::exists(table));
    QCOMPARE(contents(finished), QByteArray("save"));
    QCOMPARE(contents(dir.filePath(QStringLiteral("tables/U19.json"))), QByteArray("u"));
}

void TestNetTableWriter::appendsInOrderAndJoinsQueuedLines()
{
    QTemporaryDir dir;
    const QString journal = dir.filePath(QStringLiteral("K7QX2M.journal"));
    TableWriter writer;
    QByteArray expected = "header\n";
    writer.write(journal, expected, QStringLiteral("K7QX2M"));
    for (int line = 1; line <= 300; ++line) {
        const QByteArray text = "line " + QByteArray::number(line) + '\n';
        writer.append(journal, text, QStringLiteral("K7QX2M"));
        expected += text;
    }
    writer.waitUntilIdle();
    QCOMPARE(contents(journal), expected);
    QVERIFY2(writer.done() < 301, qPrintable(QString::number(writer.done()))); // joined while queued
    // A whole content queued after lines replaces them; lines after it follow it.
    writer.write(journal, "anew\n", QStringLiteral("K7QX2M"));
    writer.append(journal, "more\n", QStringLiteral("K7QX2M"));
    writer.waitUntilIdle();
    QCOMPARE(contents(journal), QByteArray("anew\nmore\n"));
    // After a removal: a new file of the lines alone.
    writer.remove(journal, QStringLiteral("K7QX2M"));
    writer.append(journal, "fresh\n", QStringLiteral("K7QX2M"));
    writer.waitUntilIdle();
    QCOMPARE(contents(journal), QByteArray("fresh\n"));
}

void TestNetTableWriter::aFailedAppendLeavesNoHalfLineAndIsRetried_data()
{
    QTest::addColumn<int>("step"); // of the append: open, write, flush, sync
    QTest::addColumn<int>("error");
    QTest::newRow("open") << 1 << ENOSPC;
    QTest::newRow("write") << 2 << ENOSPC;
    QTest::newRow("short write") << 2 << canaan::io::kShortWrite;
    QTest::newRow("flush") << 3 << EIO;
    QTest::newRow("sync") << 4 << ENOSPC;
}

void TestNetTableWriter::aFailedAppendLeavesNoHalfLineAndIsRetried()
{
    QFETCH(int, step);
    QFETCH(int, error);
    QTemporaryDir dir;
    const QString journal = dir.filePath(QStringLiteral("K7QX2M.journal"));
    TableWriter writer(300);
    QString reason;
    QVERIFY(writer.writeNow(journal, "header\nline 1\n", QStringLiteral("K7QX2M"), &reason));
    QSignalSpy failed(&writer, &TableWriter::failed);
    {
        canaan::io::ScopedWriteFault fault(step, error);
        writer.append(journal, "line 2\n", QStringLiteral("K7QX2M"));
        QVERIFY(failed.wait(5000));
        QVERIFY(fault.fired());
    }
    QVERIFY(!failed.first().at(1).toString().isEmpty());
    QCOMPARE(contents(journal), QByteArray("header\nline 1\n")); // not even half of line 2
    // A line that comes while the failed one waits goes after it, on the retry.
    writer.append(journal, "line 3\n", QStringLiteral("K7QX2M"));
    QTRY_COMPARE_WITH_TIMEOUT(contents(journal), QByteArray("header\nline 1\nline 2\nline 3\n"), 10000);
}

QTEST_GUILESS_MAIN(TestNetTableWriter)
#include "test_net_table_writer.moc"
