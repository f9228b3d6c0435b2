// Files that are not what they seem: a FIFO, a device, a symbolic link loop, a file behind a folder
// without permission, a file whose read fails. Every loader must answer at once with the real
// reason (docs/reliability.md, "Odd files"), never hang or call a read error bad JSON.
#include "tests/common/cli_run.h"
#include "engine/conquest/saves/conquest_save.h"
#include "engine/io/bounded_file.h"
#include "engine/io/map_file.h"
#include "engine/io/save_file.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace canaan;

class TestOddFiles : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    void expectBoth(const QString &path, const QString &mapMessage, const QString &saveMessage)
    {
        const MapLoadResult map = loadMapFile(path);
        QVERIFY(!map.ok());
        QCOMPARE(map.error.message, mapMessage);
        const SaveLoadResult save = loadSaveFile(path);
        QVERIFY(!save.ok());
        QCOMPARE(save.error.message, saveMessage);
        // The Conquest loader, and the look that tells a Conquest save, go through the same reader.
        const conquest::saves::LoadedConquest conquest = conquest::saves::loadFile(path);
        QVERIFY(!conquest.ok());
        QCOMPARE(conquest.error, QStringLiteral("%1: error: %2").arg(path, saveMessage));
        QVERIFY(!conquest::saves::isConquestFile(path));
        QVERIFY(io::readFileHead(path, 4096).data.isEmpty());
    }

    // What a user types: `canaan-cli replay` answers at once with the loaders' message.
    void replayCommand(const QString &path, const QString &message)
    {
        QElapsedTimer clock;
        clock.start();
        const canaan::testing::CliRun run = canaan::testing::runCanaanCli({QStringLiteral("replay"), path}, {.timeoutMs = 10000});
        QVERIFY2(clock.elapsed() < 5000, "canaan-cli replay took seconds");
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err.trimmed(), QStringLiteral("%1: error: %2").arg(path, message));
    }

private slots:
    // Opening a FIFO used to wait for a writer forever.
    void fifoIsRefusedAtOnce()
    {
        const QString fifo = m_dir.filePath(QStringLiteral("f.canaansave"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        expectBoth(fifo, QStringLiteral("This is not a regular file (a FIFO, a device or a socket), not a map file."),
            QStringLiteral("This is not a regular file (a FIFO, a device or a socket), not a saved game."));
        replayCommand(fifo, QStringLiteral("This is not a regular file (a FIFO, a device or a socket), not a saved game."));
    }

    void deviceIsRefused()
    {
        expectBoth(QStringLiteral("/dev/zero"),
            QStringLiteral("This is not a regular file (a FIFO, a device or a socket), not a map file."),
            QStringLiteral("This is not a regular file (a FIFO, a device or a socket), not a saved game."));
        // It used to read 672 MB in 5 s, looking for "game": "conquest".
        replayCommand(QStringLiteral("/dev/zero"),
            QStringLiteral("This is not a regular file (a FIFO, a device or a socket), not a saved game."));
    }

    // The look at a save's head reads only the head of a regular file, however large.
    void headOfARegularFileOnly()
    {
        const QString path = m_dir.filePath(QStringLiteral("long.canaansave"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(10000, 'x'));
        file.close();
        const io::BoundedRead head = io::readFileHead(path, 4096);
        QCOMPARE(int(head.status), int(io::BoundedRead::Status::Ok));
        QCOMPARE(head.data, QByteArray(4096, 'x'));
        QCOMPARE(io::readFileHead(path, 20000).data.size(), 10000);
    }

    void folderIsRefused()
    {
        expectBoth(m_dir.path(), QStringLiteral("This is a folder, not a map file."),
            QStringLiteral("This is a folder, not a saved game."));
    }

    // It used to say "The file does not exist."
    void symbolicLinkLoopSaysSo()
    {
        const QString a = m_dir.filePath(QStringLiteral("a.canaanmap"));
        const QString b = m_dir.filePath(QStringLiteral("b.canaanmap"));
        QVERIFY(QFile::link(b, a));
        QVERIFY(QFile::link(a, b));
        const QString reason = qt_error_string(ELOOP);
        expectBoth(a, QStringLiteral("The file cannot be read: %1.").arg(reason),
            QStringLiteral("The file cannot be read: %1.").arg(reason));
    }

    // It used to say "The file does not exist." Root passes every permission check, so the test
    // takes another user's identity for the read when it runs as root.
    void fileBehindAFolderWithoutPermissionSaysSo()
    {
        const QString folder = m_dir.filePath(QStringLiteral("closed"));
        QVERIFY(QDir().mkpath(folder));
        QFile file(folder + QStringLiteral("/map.canaanmap"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        QCOMPARE(::chmod(QFile::encodeName(folder).constData(), 0), 0);
        const bool root = ::geteuid() == 0;
        if (root)
            QCOMPARE(::seteuid(65534), 0);
        const io::BoundedRead read = io::readBoundedFile(file.fileName(), 1000);
        if (root)
            QCOMPARE(::seteuid(0), 0);
        ::chmod(QFile::encodeName(folder).constData(), 0700);
        QCOMPARE(int(read.status), int(io::BoundedRead::Status::Unreadable));
        QCOMPARE(read.errorString, qt_error_string(EACCES));
    }

    // /proc/self/mem is a regular file whose first page cannot be read (EIO): a read error must not
    // become "not valid JSON".
    void readErrorIsReportedAsOne()
    {
        const io::BoundedRead read = io::readBoundedFile(QStringLiteral("/proc/self/mem"), 1000);
        QCOMPARE(int(read.status), int(io::BoundedRead::Status::Unreadable));
        QCOMPARE(read.errorString, qt_error_string(EIO));
    }
};

QTEST_MAIN(TestOddFiles)
#include "test_odd_files.moc"
