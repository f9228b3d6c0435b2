// A started table's journal (net/table_journal.h) read back by the store: a table resumes from its
// file plus the journal's actions past the file's log; a torn last line (a kill mid-append) is
// dropped with a note and cut off; a journal that does not fit its table (damaged, another table's,
// beginning past the file's log) is the clear error of a damaged file, and the table is left in
// place.
#include "net/table_journal.h"
#include "net/table_store.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <future>
#include <sys/stat.h>

using namespace canaan::net;

namespace {

const QString kCode = QStringLiteral("K7QX2M");

QByteArray action(const char *id) { return QByteArray("{\"do\":\"") + id + "\",\"p\":0}\n"; }

// A playing table whose kept save holds two actions (a and b) and a digest.
Table playingTable()
{
    Table table;
    table.code = kCode;
    table.setup.seatKinds = QStringList{"person", "person", "normal"};
    table.seats.resize(3);
    table.status = TableStatus::Playing;
    table.game = QByteArray("{\"digest\":\"sha256:") + QByteArray(64, 'a') + "\",\"format\":\"canaan-save\",\"log\":["
        + action("a").trimmed() + "," + action("b").trimmed() + "]}";
    return table;
}

QStringList logOf(const QByteArray &save)
{
    QStringList ids;
    for (const QJsonValue &a : QJsonDocument::fromJson(save).object().value("log").toArray())
        ids.append(a.toObject().value("do").toString());
    return ids;
}

} // namespace

class TestNetTableJournal : public QObject {
    Q_OBJECT
private slots:
    void resumesFromFileAndJournal_data();
    void resumesFromFileAndJournal();
    void aLobbyTableIgnoresAStaleJournal();
    void aFifoJournalIsRefusedWithoutWaiting();
};

void TestNetTableJournal::resumesFromFileAndJournal_data()
{
    QTest::addColumn<QByteArray>("journal");
    QTest::addColumn<QString>("log");        // the resumed game's actions, or empty with a problem
    QTest::addColumn<QString>("problem");    // what the error must say, or empty
    QTest::addColumn<bool>("torn");          // a note, and the file cut to its whole lines
    QTest::addColumn<bool>("continues");     // new actions may be appended to it

    const QByteArray header = journalHeader(kCode, 0);
    QTest::newRow("clean") << header + action("a") + action("b") + action("c") + action("d") << "a b c d" << "" << false << true;
    QTest::newRow("from a checkpoint") << journalHeader(kCode, 2) + action("c") << "a b c" << "" << false << true;
    QTest::newRow("nothing new") << header + action("a") + action("b") << "a b" << "" << false << true;
    QTest::newRow("torn last line") << header + action("a") + action("b") + action("c") + "{\"do\":\"d" << "a b c" << "" << true << true;
    QTest::newRow("torn header") << QByteArray("{\"format\":\"canaan-jour") << "a b" << "" << true << false;
    QTest::newRow("behind the file") << header + action("a") << "a b" << "" << false << false;
    QTest::newRow("damaged line") << header + action("a") + "#garbage\n" + action("c") << "" << "line 3 is damaged" << false << false;
    QTest::newRow("not an object") << header + action("a") + "[1,2]\n" << "" << "line 3 is damaged" << false << false;
    QTest::newRow("foreign table") << journalHeader(QStringLiteral("ZZZZZZ"), 0) + action("a") << "" << "the journal of table ZZZZZZ" << false << false;
    QTest::newRow("not a journal") << QByteArray("hello\n") << "" << "not a table journal" << false << false;
    QTest::newRow("a gap") << journalHeader(kCode, 5) + action("f") << "" << "begins at action 5" << false << false;
}

void TestNetTableJournal::resumesFromFileAndJournal()
{
    QFETCH(QByteArray, journal);
    QFETCH(QString, log);
    QFETCH(QString, problem);
    QFETCH(bool, torn);
    QFETCH(bool, continues);
    QTemporaryDir data;
    TableStore store(data.path());
    QString error;
    QVERIFY(store.open(&error));
    QVERIFY(store.save(playingTable(), &error));
    QFile file(store.journalPathOf(kCode));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(journal);
    file.close();

    const TableStore::Loaded loaded = store.loadAll();
    if (!problem.isEmpty()) {
        QVERIFY(loaded.tables.empty());
        QCOMPARE(loaded.problems.size(), 1);
        // Where and what: the journal's path and the reason.
        QVERIFY2(loaded.problems.first().startsWith(store.journalPathOf(kCode)) && loaded.problems.first().contains(problem),
            qPrintable(loaded.problems.first()));
        QVERIFY(QFile::exists(store.pathOf(kCode))); // left in place
        return;
    }
    QVERIFY2(loaded.problems.isEmpty(), qPrintable(loaded.problems.join('\n')));
    QCOMPARE(loaded.tables.size(), size_t(1));
    const Table &table = loaded.tables.front();
    QCOMPARE(logOf(table.game).join(' '), log);
    // The digest described the file's position: it goes when the journal added actions.
    QCOMPARE(QJsonDocument::fromJson(table.game).object().contains("digest"), log == QStringLiteral("a b"));
    QCOMPARE(table.journalContinues, continues);
    QCOMPARE(loaded.notes.size(), torn ? 1 : 0);
    if (torn) {
        QVERIFY2(loaded.notes.first().contains(store.journalPathOf(kCode)) && loaded.notes.first().contains("torn"),
            qPrintable(loaded.notes.first()));
        QCOMPARE(QFileInfo(store.journalPathOf(kCode)).size(), qint64(journal.lastIndexOf('\n') + 1));
    }
}

void TestNetTableJournal::aLobbyTableIgnoresAStaleJournal()
{
    // A finished game's journal left under a code that a new lobby table now has: not its game.
    QTemporaryDir data;
    TableStore store(data.path());
    QString error;
    QVERIFY(store.open(&error));
    Table lobby = playingTable();
    lobby.status = TableStatus::Lobby;
    lobby.game.clear();
    QVERIFY(store.save(lobby, &error));
    QFile file(store.journalPathOf(kCode));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(journalHeader(kCode, 0) + action("a"));
    file.close();
    const TableStore::Loaded loaded = store.loadAll();
    QVERIFY(loaded.problems.isEmpty());
    QCOMPARE(loaded.tables.size(), size_t(1));
    QVERIFY(loaded.tables.front().game.isEmpty());
    QVERIFY(!loaded.tables.front().journalContinues);
}

void TestNetTableJournal::aFifoJournalIsRefusedWithoutWaiting()
{
    // A FIFO where the journal goes: reading it would hold the server's start forever. The load runs
    // on a thread here, so that a hang fails the test in bounded time instead of stopping it.
    QTemporaryDir data;
    TableStore store(data.path());
    QString error;
    QVERIFY(store.open(&error));
    QVERIFY(store.save(playingTable(), &error));
    QCOMPARE(::mkfifo(QFile::encodeName(store.journalPathOf(kCode)).constData(), 0600), 0);
    auto loading = std::async(std::launch::async, [&store] { return store.loadAll(); });
    if (loading.wait_for(std::chrono::seconds(10)) != std::future_status::ready) {
        // The reader cannot be woken (it holds the FIFO's write end itself): fail and leave now.
        std::fprintf(stderr, "FAIL: loading the tables waited on the FIFO\n");
        std::_Exit(1);
    }
    const TableStore::Loaded loaded = loading.get();
    QVERIFY(loaded.tables.empty());
    QCOMPARE(loaded.problems.size(), 1);
    QVERIFY2(loaded.problems.first().startsWith(store.journalPathOf(kCode)) && loaded.problems.first().contains("not a regular file"),
        qPrintable(loaded.problems.first()));
    QVERIFY(QFile::exists(store.pathOf(kCode))); // left in place
}

QTEST_GUILESS_MAIN(TestNetTableJournal)
#include "test_net_table_journal.moc"
