// Every file writer under injected faults (docs/reliability.md, "Injected faults"): the N-th step of
// a safe write (open, each write, flush, fsync, rename, folder sync) fails with ENOSPC, for every N
// until the write succeeds. Each failure must be reported with the system's reason, the previous file
// must stay byte for byte, and no temporary file may stay behind.
#include "companion/companion_session.h"
#include "cartography/map_image.h"
#include "engine/io/durable_append.h"
#include "engine/io/map_file.h"
#include "engine/io/safe_write.h"
#include "engine/io/save_file.h"
#include "engine/io/write_faults.h"
#include "engine/settlers/rules/engine.h"
#include "play/autosave.h"
#include "app/session/session.h"
#include "companion/session_store.h"
#include "editor/window/draft_store.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <functional>

using namespace canaan;

namespace {

using Writer = std::function<bool(int version, QString *error)>;

settlers::MapModel canaanMap(int version)
{
    const MapLoadResult loaded = loadMapFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/canaan.canaanmap"));
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.error.toString()));
    settlers::MapModel map = *loaded.map;
    map.title.en = "Version " + std::to_string(version);
    return map;
}

// Over 64 KiB, so that its file takes several write steps.
settlers::MapModel bigMap(int version)
{
    settlers::MapModel map = canaanMap(version);
    for (int q = 300; q < 360; ++q)
        for (int r = -40; r < 40; ++r)
            map.hexes.push_back({{q, r}, settlers::Terrain::Sea, 0, false, false});
    return map;
}

SavedGame savedGame(int version, settlers::GameState &state)
{
    SavedGame game;
    game.map = canaanMap(version);
    game.ruleset = game.map.ruleset;
    game.options = game.map.options;
    game.seats = {{"Reuben " + std::to_string(version), "human", "red"}, {"Judah", "easy", "blue"}};
    state = settlers::newGame(game.rules(), static_cast<int>(game.seats.size()));
    return game;
}

bool writeSave(const QString &path, int version, QString *error)
{
    settlers::GameState state{};
    const SavedGame game = savedGame(version, state);
    return saveSaveFile(game, game.rules(), state, path, error);
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

// Leftovers of QSaveFile: NAME.XXXXXX beside the target.
QStringList temporaryFiles(const QString &path)
{
    const QFileInfo info(path);
    return info.absoluteDir().entryList({info.fileName() + QStringLiteral(".*")}, QDir::Files | QDir::Hidden);
}

} // namespace

class TestWriteFaults : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_draftFolder;
    editor::DraftStore *m_drafts = nullptr;

    QString path(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }

    // The draft store names its file itself: the one draft in its folder.
    QString draftPath() const
    {
        const QStringList names = QDir(m_draftFolder).entryList({QStringLiteral("draft-*.canaanmap")}, QDir::Files);
        return names.size() == 1 ? QDir(m_draftFolder).filePath(names.front()) : QString();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_draftFolder = m_dir.filePath(QStringLiteral("drafts"));
        m_drafts = new editor::DraftStore(m_draftFolder);
    }

    void cleanupTestCase() { delete m_drafts; }

    void everyFailedStepKeepsThePreviousFile_data()
    {
        QTest::addColumn<Writer>("writer");
        QTest::addColumn<QString>("target");
        const QString save = path("game.canaansave");
        QTest::newRow("save") << Writer([save](int v, QString *e) { return writeSave(save, v, e); }) << save;
        QTest::newRow("autosave") << Writer([](int v, QString *e) {
            settlers::GameState state{};
            const SavedGame game = savedGame(v, state);
            return play::writeAutosave(game, game.rules(), state, e);
        }) << play::autosavePath();
        const QString map = path("big.canaanmap");
        QTest::newRow("map") << Writer([map](int v, QString *e) { return saveMapFile(bigMap(v), map, e); }) << map;
        QTest::newRow("draft") << Writer([this](int v, QString *e) {
            return m_drafts->write(canaanMap(v), QStringLiteral("/maps/work.canaanmap"), e);
        }) << QString(); // found after the first write
        const QString companion = path("companion.json");
        QTest::newRow("companion session") << Writer([companion](int v, QString *e) {
            const companion::TableSession s = companion::newSession(canaanMap(v), QStringLiteral("Canaan"), 2 + v % 2);
            return companion::SessionStore(companion).save(s, e);
        }) << companion;
        const QString png = path("map.png");
        QTest::newRow("render png") << Writer([png](int v, QString *e) {
            return cartography::exportMapImage(canaanMap(v), png, QSize(60 + v, 50), e);
        }) << png;
        const QString svg = path("map.svg");
        QTest::newRow("render svg") << Writer([svg](int v, QString *e) {
            return cartography::exportMapImage(canaanMap(v), svg, QSize(60 + v, 50), e);
        }) << svg;
    }

    void everyFailedStepKeepsThePreviousFile()
    {
        QFETCH(Writer, writer);
        QFETCH(QString, target);
        QString error;
        // The bytes of version 2, then version 1 in place: the file each failed write must keep.
        QVERIFY2(writer(2, &error), qPrintable(error));
        if (target.isEmpty())
            target = draftPath();
        const QByteArray fresh = contents(target);
        QVERIFY2(writer(1, &error), qPrintable(error));
        const QByteArray old = contents(target);
        QVERIFY(old != fresh);

        QSet<io::WriteStep> failedSteps;
        for (int n = 1;; ++n) {
            QVERIFY2(n < 100, "the write never finished");
            bool ok = false;
            bool fired = false;
            io::WriteStep step{};
            error.clear();
            {
                io::ScopedWriteFault fault(n, ENOSPC);
                ok = writer(2, &error);
                fired = fault.fired();
                step = fault.firedStep();
            }
            QVERIFY2(temporaryFiles(target).isEmpty(), qPrintable(temporaryFiles(target).join(u' ')));
            if (!fired) {
                QVERIFY2(ok, qPrintable(error));
                QCOMPARE(contents(target), fresh);
                break;
            }
            failedSteps.insert(step);
            QVERIFY2(!ok, qPrintable(QStringLiteral("step %1 failed but the writer said it succeeded").arg(n)));
            QVERIFY2(error.contains(qt_error_string(ENOSPC)), qPrintable(error));
            // After a rename the new file is whole; only its folder entry may not have reached the disk.
            // (The draft store writes two files; the first one's folder sync leaves the draft old.)
            const QByteArray now = contents(target);
            QVERIFY2(now == old || (step == io::WriteStep::SyncFolder && now == fresh),
                qPrintable(QStringLiteral("step %1 damaged the file").arg(n)));
            QVERIFY2(writer(1, &error), qPrintable(error));
        }
        for (io::WriteStep step : {io::WriteStep::Open, io::WriteStep::Write, io::WriteStep::Flush,
                 io::WriteStep::Sync, io::WriteStep::Rename, io::WriteStep::SyncFolder})
            QVERIFY2(failedSteps.contains(step), "every kind of step was made to fail");
    }

    // A network table's journal (net/table_journal.h) is appended to: each failed step is reported
    // and takes back whatever part of the lines it wrote, so the next append follows a whole line.
    void everyFailedStepOfAnAppendLeavesTheFileAsItWas()
    {
        const QString journal = path("K7QX2M.journal");
        const QByteArray before = "{\"format\":\"canaan-journal\"}\n{\"do\":\"endTurn\",\"p\":0}\n";
        QVERIFY(io::writeFileSafely(journal, before));
        const QByteArray line = "{\"do\":\"endTurn\",\"p\":1}\n";
        QSet<io::WriteStep> failedSteps;
        for (int n = 1;; ++n) {
            QVERIFY2(n < 10, "the append never finished");
            QString error;
            bool ok = false, fired = false;
            io::WriteStep step{};
            {
                io::ScopedWriteFault fault(n, ENOSPC);
                ok = io::appendFileDurably(journal, line, &error);
                fired = fault.fired();
                step = fault.firedStep();
            }
            if (!fired) {
                QVERIFY2(ok, qPrintable(error));
                QCOMPARE(contents(journal), before + line);
                break;
            }
            failedSteps.insert(step);
            QVERIFY(!ok);
            QVERIFY2(error.contains(qt_error_string(ENOSPC)), qPrintable(error));
            QCOMPARE(contents(journal), before);
        }
        for (io::WriteStep step : {io::WriteStep::Open, io::WriteStep::Write, io::WriteStep::Flush, io::WriteStep::Sync})
            QVERIFY2(failedSteps.contains(step), "every kind of step was made to fail");
        // Half the lines written and no error (a nearly full disk): said so, and taken back.
        io::ScopedWriteFault fault(2, io::kShortWrite);
        QString error;
        QVERIFY(!io::appendFileDurably(journal, line, &error));
        QVERIFY2(error.contains(QStringLiteral("the disk may be full")), qPrintable(error));
        QCOMPARE(contents(journal), before + line);
    }

    // The big map takes several chunks: a failure at the second write is a failure too.
    void aLaterChunkFailureIsReported()
    {
        const QString target = path("chunks.canaanmap");
        QVERIFY(serializeMap(bigMap(1)).size() > 128 * 1024);
        QVERIFY(saveMapFile(bigMap(1), target));
        const QByteArray old = contents(target);
        io::ScopedWriteFault fault(3, EIO); // open, the first chunk, then the second chunk
        QString error;
        QVERIFY(!saveMapFile(bigMap(2), target, &error));
        QCOMPARE(fault.firedStep(), io::WriteStep::Write);
        QVERIFY2(error.contains(qt_error_string(EIO)), qPrintable(error));
        QCOMPARE(contents(target), old);
    }

    // A nearly full disk takes part of a write and sets no error; the message said "Unknown error".
    void aPartialWriteHasAClearMessage()
    {
        const QString target = path("partial.canaanmap");
        QVERIFY(saveMapFile(bigMap(1), target));
        const QByteArray old = contents(target);
        const qsizetype size = serializeMap(bigMap(2)).size();
        io::ScopedWriteFault fault(3, io::kShortWrite); // open, the first chunk, then half the second
        QString error;
        QVERIFY(!saveMapFile(bigMap(2), target, &error));
        QCOMPARE(fault.firedStep(), io::WriteStep::Write);
        QVERIFY2(error.contains(QStringLiteral("only %1 of its %2 bytes could be written; the disk may be full").arg(64 * 1024 + 32 * 1024).arg(size)),
            qPrintable(error));
        QVERIFY2(!error.contains(QStringLiteral("Unknown error")), qPrintable(error));
        QCOMPARE(contents(target), old);
        QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral("partial.canaanmap.*")}, QDir::Files | QDir::Hidden), QStringList());
    }

    // A kill at the moment of a commit left autosave.canaansave.XXXXXX and work.canaanmap.XXXXXX
    // behind for good. Stale ones (over a minute old) go; a fresh one may be another program's
    // write in progress and stays; names that only look alike stay.
    void staleTemporaryFilesAreRemoved()
    {
        const QString target = path("work.canaanmap");
        QVERIFY(saveMapFile(canaanMap(1), target));
        const QDateTime old = QDateTime::currentDateTime().addSecs(-120);
        auto make = [](const QString &name, const QDateTime &when) {
            QFile file(name);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("{");
            QVERIFY(file.flush()); // before the time is set: a later write would set it again
            if (when.isValid())
                QVERIFY(file.setFileTime(when, QFileDevice::FileModificationTime));
        };
        make(target + ".Ab12Cd", old);
        make(target + ".Zz99Yy", QDateTime());
        make(target + ".bak-01", old);
        make(target + ".Ab12Cde", old);
        QCOMPARE(io::removeStaleTemporaryFiles(target), 1);
        QVERIFY(!QFile::exists(target + ".Ab12Cd"));
        QVERIFY(QFile::exists(target + ".Zz99Yy"));
        QVERIFY(QFile::exists(target + ".bak-01"));
        QVERIFY(QFile::exists(target + ".Ab12Cde"));
        QVERIFY(QFile::exists(target));

        // Where the program cleans up: the autosave's folder at start, the drafts' folder, the
        // companion's session on load.
        const QString autosaveLeftover = play::autosavePath() + ".Qw3rty";
        QVERIFY(QDir().mkpath(QFileInfo(autosaveLeftover).absolutePath()));
        make(autosaveLeftover, old);
        session::Session session;
        QVERIFY(!QFile::exists(autosaveLeftover));
        QVERIFY(QDir().mkpath(m_draftFolder));
        const QString draftLeftover = m_draftFolder + "/draft-1234.canaanmap.Qw3rty";
        make(draftLeftover, old);
        m_drafts->leftOver();
        QVERIFY(!QFile::exists(draftLeftover));
        const QString companionLeftover = path("companion.json") + ".Qw3rty";
        make(companionLeftover, old);
        companion::SessionStore(path("companion.json")).load();
        QVERIFY(!QFile::exists(companionLeftover));
    }

    // As root, a writer once replaced /dev/full with a regular file.
    void onlyRegularFilesAreReplaced_data()
    {
        QTest::addColumn<QString>("target");
        QTest::newRow("folder") << m_dir.path();
        QTest::newRow("device") << QStringLiteral("/dev/null");
    }

    void onlyRegularFilesAreReplaced()
    {
        QFETCH(QString, target);
        QString reason;
        QVERIFY(!io::writeFileSafely(target, "x", &reason));
        QVERIFY2(reason.contains(QStringLiteral("not a regular file")), qPrintable(reason));
        QVERIFY(!QFileInfo(target).isFile());
    }
};

QTEST_MAIN(TestWriteFaults)
#include "test_write_faults.moc"
