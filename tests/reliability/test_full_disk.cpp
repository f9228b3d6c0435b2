// A real full disk (docs/reliability.md, "A full disk"): a small tmpfs is mounted and filled, then
// every writer and every canaan-cli command that writes must report the failure (a non-zero exit)
// and leave the file that was there before byte for byte. Needs root and tmpfs; skipped otherwise.
#include "tests/common/cli_run.h"
#include "companion/companion_session.h"
#include "cartography/map_image.h"
#include "engine/io/durable_append.h"
#include "engine/io/map_file.h"
#include "engine/io/safe_write.h"
#include "engine/io/save_file.h"
#include "engine/settlers/rules/engine.h"
#include "companion/session_store.h"
#include "editor/window/draft_store.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/mount.h>
#include <unistd.h>

using namespace canaan;

namespace {

settlers::MapModel canaanMap(const std::string &title)
{
    const MapLoadResult loaded = loadMapFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/canaan.canaanmap"));
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.error.toString()));
    settlers::MapModel map = *loaded.map;
    map.title.en = title;
    return map;
}

bool writeSave(const QString &path, const std::string &name, QString *error = nullptr)
{
    SavedGame game;
    game.map = canaanMap("Canaan");
    game.ruleset = game.map.ruleset;
    game.options = game.map.options;
    game.seats = {{name, "human", "red"}, {"Judah", "easy", "blue"}};
    const settlers::GameState state = settlers::newGame(game.rules(), 2);
    return saveSaveFile(game, game.rules(), state, path, error);
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

} // namespace

class TestFullDisk : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_mountPoint;
    bool m_mounted = false;
    QMap<QString, QByteArray> m_before; // each file as written before the disk filled up

    QString path(const QString &name) const { return m_mountPoint.filePath(name); }

private slots:
    void initTestCase()
    {
        if (::geteuid() != 0)
            QSKIP("Mounting a tmpfs needs root.");
        QVERIFY(m_mountPoint.isValid());
        // 1 MiB holds the files below; a filler then takes the rest, so the disk is full.
        if (::mount("tmpfs", QFile::encodeName(m_mountPoint.path()).constData(), "tmpfs", 0, "size=1m") != 0)
            QSKIP(qPrintable(QStringLiteral("tmpfs cannot be mounted here: %1").arg(qt_error_string(errno))));
        m_mounted = true;

        QString error;
        QVERIFY2(writeSave(path("g.canaansave"), "Before", &error), qPrintable(error));
        QVERIFY2(writeSave(path("autosave.canaansave"), "Before", &error), qPrintable(error));
        QVERIFY2(saveMapFile(canaanMap("Before"), path("work.canaanmap"), &error), qPrintable(error));
        QVERIFY2(saveMapFile(canaanMap("Before"), path("generated.canaanmap"), &error), qPrintable(error));
        QVERIFY2(companion::SessionStore(path("companion.json")).save(companion::newSession(canaanMap("Before"), "Canaan", 3), &error),
            qPrintable(error));
        QVERIFY2(cartography::exportMapImage(canaanMap("Before"), path("x.svg"), QSize(100, 80), &error), qPrintable(error));
        QVERIFY2(cartography::exportMapImage(canaanMap("Before"), path("x.png"), QSize(100, 80), &error), qPrintable(error));
        // A network table's journal (net/table_journal.h): the server appends its actions.
        QVERIFY2(io::writeFileSafely(path("table.journal"), "{\"format\":\"canaan-journal\"}\n", &error), qPrintable(error));
        QVERIFY(QDir(path("drafts")).mkpath(QStringLiteral(".")));
        for (const QString &name : QDir(m_mountPoint.path()).entryList(QDir::Files))
            m_before.insert(name, contents(path(name)));

        QFile filler(path(QStringLiteral("filler")));
        QVERIFY(filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
        const QByteArray block(4096, 'x');
        while (filler.write(block) == block.size()) {
        }
        QVERIFY(filler.error() != QFileDevice::NoError); // ENOSPC: Qt says ResourceError
    }

    void cleanupTestCase()
    {
        if (m_mounted)
            QCOMPARE(::umount2(QFile::encodeName(m_mountPoint.path()).constData(), MNT_DETACH), 0);
    }

    // With a little space left, write(2) takes part of a chunk and sets no error, and Qt's message
    // was "Unknown error" (5 of 5 runs): the writer now says what happened itself.
    void aNearlyFullDiskGivesAClearMessage()
    {
        QFile filler(path(QStringLiteral("filler")));
        QVERIFY(filler.resize(filler.size() - 4096)); // one page free; the save takes about 6 KB
        QString error;
        const bool written = writeSave(path("g.canaansave"), "After", &error);
        // Full again for the tests below, before any check can end this one (growing the file
        // with resize() would only make a hole).
        QVERIFY(filler.open(QIODevice::Append | QIODevice::Unbuffered));
        const QByteArray block(4096, 'x');
        while (filler.write(block) == block.size()) {
        }
        QVERIFY(!written);
        QVERIFY2(error.contains(QStringLiteral("could be written; the disk may be full")), qPrintable(error));
        QVERIFY2(!error.contains(QStringLiteral("Unknown error")), qPrintable(error));
    }

    void writersReportTheFullDisk()
    {
        QString error;
        QVERIFY(!writeSave(path("g.canaansave"), "After", &error));
        QVERIFY2(error.contains(qt_error_string(ENOSPC)), qPrintable(error));
        QVERIFY(!saveMapFile(canaanMap("After"), path("work.canaanmap"), &error));
        QVERIFY2(error.contains(qt_error_string(ENOSPC)), qPrintable(error));
        error.clear();
        QVERIFY(!companion::SessionStore(path("companion.json")).save(companion::newSession(canaanMap("After"), "Canaan", 2), &error));
        QVERIFY2(error.contains(qt_error_string(ENOSPC)), qPrintable(error));
        editor::DraftStore drafts(path("drafts"));
        error.clear();
        QVERIFY(!drafts.write(canaanMap("After"), path("work.canaanmap"), &error));
        QVERIFY2(!error.isEmpty(), "the draft store says why");
        QVERIFY(!cartography::exportMapImage(canaanMap("After"), path("x.svg"), QSize(100, 80), &error));
        QVERIFY2(error.contains(qt_error_string(ENOSPC)), qPrintable(error));
        QVERIFY(!cartography::exportMapImage(canaanMap("After"), path("x.png"), QSize(100, 80), &error));
        QVERIFY2(error.contains(qt_error_string(ENOSPC)), qPrintable(error));
        // More than the journal's last page can still take: the part written is taken back.
        QByteArray lines;
        while (lines.size() < 3 * 4096)
            lines += "{\"do\":\"endTurn\",\"p\":0}\n";
        error.clear();
        QVERIFY(!io::appendFileDurably(path("table.journal"), lines, &error));
        QVERIFY2(error.contains(qt_error_string(ENOSPC)) || error.contains(QStringLiteral("the disk may be full")), qPrintable(error));
    }

    void commandsExitWithAnError_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("play --save") << QStringList{"play", "--map", "canaan", "--bots", "random,random", "--seed", "7",
                                                    "--save", path("g.canaansave")};
        QTest::newRow("generate --out") << QStringList{"generate", "--map", "canaan", "--seed", "3", "--out",
                                                       path("generated.canaanmap")};
        QTest::newRow("render svg") << QStringList{"render", "canaan", "--out", path("x.svg"), "--size", "300x200"};
        QTest::newRow("render png") << QStringList{"render", "canaan", "--out", path("x.png"), "--size", "300x200"};
    }

    void commandsExitWithAnError()
    {
        QFETCH(QStringList, arguments);
        const canaan::testing::CliRun run = canaan::testing::runCanaanCli(arguments);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(qt_error_string(ENOSPC)), run.errBytes.constData());
    }

    void everyFileIsAsBefore()
    {
        for (auto it = m_before.cbegin(); it != m_before.cend(); ++it)
            QVERIFY2(contents(path(it.key())) == it.value(), qPrintable(it.key()));
        QStringList names = QDir(m_mountPoint.path()).entryList(QDir::Files);
        names.removeOne(QStringLiteral("filler"));
        QCOMPARE(names, QStringList(m_before.keys())); // no temporary file left behind
        QVERIFY(QDir(path("drafts")).isEmpty());
    }
};

QTEST_MAIN(TestFullDisk)
#include "test_full_disk.moc"
