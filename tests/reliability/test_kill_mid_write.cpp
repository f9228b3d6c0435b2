// Nothing lost: a process killed at a random moment while it writes a map and a saved game through
// saveMapFile / saveSaveFile (QSaveFile) always leaves the last complete file in place, loadable,
// and never older than what it had finished writing. Half the kills land at a purely random moment;
// the other half are aimed: the writer is frozen (SIGSTOP) at random moments until it is caught with
// a file open in the folder, that is in the middle of a write, and killed there.
#include "engine/io/map_file.h"
#include "engine/io/save_file.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <filesystem>
#include <string>
#include <sys/types.h>

using namespace canaan;

namespace {

constexpr int kRounds = 40;
constexpr long long kVersionsPerRound = 1'000'000;

// "Version N" -> N, or -1.
long long versionOf(const std::string &text)
{
    const std::string prefix = "Version ";
    if (text.rfind(prefix, 0) != 0)
        return -1;
    return std::stoll(text.substr(prefix.size()));
}

// Linux: the process is stopped once /proc/PID/stat shows state T.
bool waitUntilStopped(qint64 pid)
{
    for (int i = 0; i < 10000; ++i) {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            return false;
        const QByteArray text = stat.readAll();
        const qsizetype close = text.lastIndexOf(')'); // after the program's name, which may hold spaces
        if (close > 0 && text.mid(close + 2, 1) == "T")
            return true;
        QThread::usleep(100);
    }
    return false;
}

// Whether the process holds a file of `folder` open: QSaveFile's temporary file (named, or an
// unnamed O_TMPFILE that shows as "FOLDER/#123 (deleted)").
bool writesInto(qint64 pid, const QString &folder)
{
    const std::string prefix = folder.toStdString() + '/';
    std::error_code error;
    for (const auto &fd : std::filesystem::directory_iterator("/proc/" + std::to_string(pid) + "/fd", error)) {
        const std::string target = std::filesystem::read_symlink(fd.path(), error).string();
        if (!error && target.rfind(prefix, 0) == 0)
            return true;
    }
    return false;
}

} // namespace

class TestKillMidWrite : public QObject {
    Q_OBJECT
private slots:
    void killedWriterLeavesLastCompleteFile();
};

void TestKillMidWrite::killedWriterLeavesLastCompleteFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString mapPath = dir.filePath(QStringLiteral("map.canaanmap"));
    const QString savePath = dir.filePath(QStringLiteral("game.canaansave"));
    QRandomGenerator random(QRandomGenerator::global()->generate());
    int leftOverTemporaries = 0;
    int killedMidWrite = 0;
    for (int round = 0; round < kRounds; ++round) {
        const long long first = round * kVersionsPerRound;
        QProcess writer;
        writer.start(QStringLiteral(KILL_WRITE_HELPER), {dir.path(), QString::number(first)});
        QVERIFY2(writer.waitForStarted(), qPrintable(writer.errorString()));
        // Both files are complete once; from here on every moment is a moment inside the loop of writes.
        QVERIFY2(writer.waitForReadyRead(120000), qPrintable(QString::fromUtf8(writer.readAllStandardError())));
        QCOMPARE(writer.readLine().trimmed(), QByteArray("ready"));
        QThread::usleep(random.bounded(300000));
        const qint64 pid = writer.processId();
        if (round % 2 == 1) {
            bool caught = false;
            for (int attempt = 0; attempt < 20000 && !caught; ++attempt) {
                QCOMPARE(::kill(static_cast<pid_t>(pid), SIGSTOP), 0);
                QVERIFY(waitUntilStopped(pid));
                caught = writesInto(pid, QDir(dir.path()).canonicalPath());
                if (!caught) {
                    ::kill(static_cast<pid_t>(pid), SIGCONT);
                    QThread::usleep(random.bounded(3000));
                }
            }
            QVERIFY2(caught, "the writer was never caught in the middle of a write");
            ++killedMidWrite;
        }
        writer.kill(); // SIGKILL: no chance to clean up, even when stopped
        QVERIFY(writer.waitForFinished());
        QCOMPARE(writer.exitStatus(), QProcess::CrashExit);

        const MapLoadResult map = loadMapFile(mapPath);
        QVERIFY2(map.ok(), qPrintable(map.error.toString()));
        const long long mapVersion = versionOf(map.map->title.en);
        QVERIFY2(mapVersion >= first, qPrintable(QString::fromStdString(map.map->title.en)));
        const SaveLoadResult save = loadSaveFile(savePath);
        QVERIFY2(save.ok(), qPrintable(save.error.toString()));
        const long long saveVersion = versionOf(save.game->seats[0].name);
        QVERIFY2(saveVersion >= first, qPrintable(QString::fromStdString(save.game->seats[0].name)));
        // The map is written before the save of the same version.
        QVERIFY(saveVersion == mapVersion || saveVersion == mapVersion - 1);

        // A kill between QSaveFile's open and commit may leave its temporary file (when the system
        // has no unnamed temporary files), never a damaged target.
        const QStringList all = QDir(dir.path()).entryList(QDir::Files);
        for (const QString &name : all) {
            if (name == QLatin1String("map.canaanmap") || name == QLatin1String("game.canaansave"))
                continue;
            ++leftOverTemporaries;
            QFile::remove(dir.filePath(name));
        }
    }
    QCOMPARE(killedMidWrite, kRounds / 2);
    qInfo("%d kills, %d of them caught in the middle of a write; %d temporary files left", kRounds, killedMidWrite,
        leftOverTemporaries);
}

QTEST_GUILESS_MAIN(TestKillMidWrite)
#include "test_kill_mid_write.moc"
