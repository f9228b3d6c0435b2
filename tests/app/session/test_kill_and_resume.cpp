// Kill and resume, with the real program: `canaan --autoplay-bots` plays four computer players at
// full speed in a temporary home (XDG_DATA_HOME, XDG_CONFIG_HOME); once its autosave holds a few
// turns it is killed with SIGKILL. The autosave must load, the settings must say the game was
// interrupted, and resuming (here, in this process, reading the same folders) must give exactly
// the saved state. Then the same with the file damaged: set aside, reported, never lost.
#include "app/session/settlers_module.h"
#include "app/app_info.h"
#include "app/main_window.h"
#include "play/autosave.h"
#include "app/session/game_main_window.h"
#include "app/session/save_conversion.h"

#include <QApplication>
#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace canaan;

namespace {
// Made before QApplication, so QSettings and QStandardPaths of this process use it too.
QTemporaryDir *home = nullptr;
} // namespace

class TestKillAndResume : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void killedGameResumesAtTheSavedState();
    void aDamagedAutosaveIsSetAsideAtTheNextStart();

private:
    QProcessEnvironment environment() const;
};

QProcessEnvironment TestKillAndResume::environment() const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), home->filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home->filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    return env;
}

void TestKillAndResume::initTestCase()
{
    app::setApplicationInfo();
    QVERIFY(home->isValid());
    QVERIFY2(play::autosavePath().startsWith(home->path()), qPrintable(play::autosavePath()));
}

void TestKillAndResume::killedGameResumesAtTheSavedState()
{
    QProcess canaan;
    canaan.setProcessEnvironment(environment());
    canaan.start(QStringLiteral(CANAAN_BINARY), {QStringLiteral("--autoplay-bots"), QStringLiteral("--lang"),
                                                 QStringLiteral("en")});
    QVERIFY2(canaan.waitForStarted(), qPrintable(canaan.errorString()));

    // Wait until the autosave holds some turns of play.
    const QString path = play::autosavePath();
    int turn = 0;
    for (int waited = 0; waited < 120000 && turn < 8; waited += 200) {
        QTest::qWait(200);
        QVERIFY2(canaan.state() == QProcess::Running, canaan.readAllStandardError().constData());
        QFile file(path);
        if (file.open(QIODevice::ReadOnly)) {
            const SaveReadResult read = parseSave(file.readAll(), path);
            if (read.ok()) {
                const SaveLoadResult replayed = replaySave(*read.game, path);
                if (replayed.ok())
                    turn = replayed.state.turn;
            }
        }
    }
    QVERIFY2(turn >= 8, "the autosave did not reach turn 8 within two minutes");
    canaan.kill(); // SIGKILL: no close event, no last autosave
    QVERIFY(canaan.waitForFinished());
    QCOMPARE(canaan.exitStatus(), QProcess::CrashExit);

    // The file is whole (QSaveFile) and says where the game was.
    const SaveLoadResult saved = loadSaveFile(path);
    QVERIFY2(saved.ok(), qPrintable(saved.error.toString()));
    QVERIFY(saved.state.turn >= 8);
    QVERIFY(!saved.state.isOver() || saved.state.turn >= 8);
    QCOMPARE(saved.game->seats.size(), std::size_t(4));
    QVERIFY(play::wasInterrupted());

    // The next start asks and resumes exactly there.
    app::MainWindow start;
    start.session()->setStepDelayOverride(600000);
    QString question;
    start.session()->ask = [&question](QWidget *, const QString &, const QString &text) {
        question = text;
        return true;
    };
    QStringList reports;
    start.session()->report = [&reports](QWidget *, const QString &, const QString &text) { reports << text; };
    if (saved.state.isOver()) {
        QSKIP("the computer players finished before the kill");
    }
    QVERIFY(start.offerToResume());
    QVERIFY(question.contains(QStringLiteral("Resume the game you were playing?")));
    QVERIFY2(reports.isEmpty(), qPrintable(reports.join('\n')));
    session::GameMainWindow *game = session::SettlersModule::window(*start.session());
    QVERIFY(game);
    QVERIFY(game->match().state() == saved.state);
    QVERIFY(game->match().log() == saved.game->log);
    QCOMPARE(game->match().resumeError(), -1);
    game->closeWithoutAsking();
    QCOMPARE(play::autosaveState(), play::AutosaveState::Closed);
}

void TestKillAndResume::aDamagedAutosaveIsSetAsideAtTheNextStart()
{
    const QString path = play::autosavePath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("{\"format\": \"canaan-save\", \"version\": 1, \"log\": [ {\"kind\": \"roll\"");
    }
    play::setAutosaveState(play::AutosaveState::Running);
    // This process stands for the copy that crashed: it lets go of the autosave's lock, as a dead
    // process does, so the real program below is not told that another copy is running (issue 42, D14).
    play::releaseAutosaves();

    // The real program, asked to continue: it reports the damage (on stderr too, as a message box
    // cannot be read from here) and sets the file aside; then the message box waits for the person.
    QProcess canaan;
    canaan.setProcessEnvironment(environment());
    canaan.start(QStringLiteral(CANAAN_BINARY), {QStringLiteral("--continue")});
    QVERIFY(canaan.waitForStarted());
    QByteArray errors;
    for (int waited = 0; waited < 60000 && !errors.contains("damaged"); waited += 100) {
        canaan.waitForReadyRead(100);
        errors += canaan.readAllStandardError();
    }
    canaan.kill();
    canaan.waitForFinished();
    QVERIFY2(errors.contains("damaged"), errors.constData());
    QVERIFY(!QFile::exists(path));
    const QStringList aside = QFileInfo(path).absoluteDir().entryList({QStringLiteral("autosave.damaged-*.canaansave")});
    QCOMPARE(aside.size(), 1);
    QVERIFY(errors.contains(aside.front().toUtf8()));
    QVERIFY(!play::hasGameToContinue());
}

int main(int argc, char *argv[])
{
    QTemporaryDir dir;
    home = &dir;
    qputenv("XDG_DATA_HOME", dir.filePath(QStringLiteral("data")).toLocal8Bit());
    qputenv("XDG_CONFIG_HOME", dir.filePath(QStringLiteral("config")).toLocal8Bit());
    QApplication app(argc, argv);
    TestKillAndResume test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_kill_and_resume.moc"
