// Saving and resuming: Save then Open gives the same game; the title names the file and marks
// unsaved turns; closing with unsaved turns asks; the autosave follows every turn; a damaged saved
// game is reported with its error; a damaged autosave is set aside, never deleted, and reported;
// after an interrupted game the start asks to resume it.
#include "app/session/settlers_module.h"
#include "app/app_info.h"
#include "app/settlers_table/game_window.h"
#include "engine/io/map_file.h"
#include "app/main_window.h"
#include "play/autosave.h"
#include "app/session/demo_game.h"
#include "app/session/game_main_window.h"
#include "app/session/save_conversion.h"

#include <QApplication>
#include <QDir>
#include <QLockFile>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace canaan;
using session::GameMainWindow;

namespace {

settlers::MapModel defaultMap() { return *loadMapFile(app::kDefaultMapResource).map; }

// The seats as the save keeps them.
QStringList describeSeats(const QList<settlerstable::SeatPlan> &seats)
{
    QStringList out;
    for (const settlerstable::SeatPlan &s : seats)
        out << s.name + QLatin1Char('/') + s.color.name() + QLatin1Char('/') + s.botId;
    return out;
}

// Answers the next message box with `button`, recording its text and its buttons' labels.
void answerNextMessageBox(QMessageBox::StandardButton button, QString *text = nullptr, QStringList *labels = nullptr)
{
    QTimer::singleShot(0, [button, text, labels] {
        QTRY_VERIFY(qobject_cast<QMessageBox *>(QApplication::activeModalWidget()));
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (text)
            *text = box->text();
        if (labels)
            for (QAbstractButton *b : box->buttons())
                *labels << b->text();
        box->button(button)->click();
    });
}

} // namespace

class TestSaveAndResume : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void saveThenOpenGivesTheSameGame();
    void titleNamesTheFileAndMarksUnsavedTurns();
    void closingWithUnsavedTurnsAsks();
    void autosaveFollowsEveryTurn();
    void aDamagedSavedGameIsReported();
    void aDamagedAutosaveIsSetAsideAndReported();
    void anInterruptedGameIsOfferedAtStart();
    void declinedResumeIsStillOfferedByContinue();
    void continueKeepsTheFileName();
    void aSecondCopyNeitherResumesNorAutosaves();

private:
    session::Session *newSession();
    QTemporaryDir m_dir;
    QStringList m_reports;
    std::unique_ptr<session::Session> m_session;
};

void TestSaveAndResume::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    app::setApplicationInfo();
    QVERIFY(m_dir.isValid());
}

void TestSaveAndResume::init()
{
    m_session.reset();
    QDir data(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
    for (const QString &file : data.entryList({QStringLiteral("autosave*.canaansave")}, QDir::Files))
        data.remove(file);
    play::setAutosaveState(play::AutosaveState::None);
    m_reports.clear();
}

session::Session *TestSaveAndResume::newSession()
{
    m_session = std::make_unique<session::Session>();
    m_session->setStepDelayOverride(600000); // the computer players wait: states stay put
    m_session->report = [this](QWidget *, const QString &, const QString &text) { m_reports << text; };
    m_session->ask = [](QWidget *, const QString &, const QString &) { return true; };
    return m_session.get();
}

void TestSaveAndResume::saveThenOpenGivesTheSameGame()
{
    session::Session *s = newSession();
    settlerstable::GameSetup setup = session::demoSetup(defaultMap(), 5, 250, false, true);
    setup.seats[2].name = QStringLiteral("Miriam");
    setup.map.options.vpToWin = 11;
    GameMainWindow *first = session::SettlersModule::startGame(*s, setup);
    QVERIFY(first);
    const QString path = m_dir.filePath(QStringLiteral("same.canaansave"));
    QVERIFY(first->saveTo(path));
    const settlers::GameState state = first->match().state();
    const std::vector<settlers::Action> log = first->match().log();
    const QStringList seats = describeSeats(first->gameWindow()->seats());
    QVERIFY(log.size() >= 250);

    QPointer<GameMainWindow> second = qobject_cast<session::GameMainWindow *>(s->openFile(nullptr, path));
    QVERIFY2(second, qPrintable(m_reports.join('\n')));
    QVERIFY(second != first);
    QVERIFY(second->match().state() == state);
    QVERIFY(second->match().log() == log);
    QCOMPARE(describeSeats(second->gameWindow()->seats()), seats);
    QCOMPARE(second->match().rules().options().vpToWin, 11);
    QCOMPARE(second->match().seed(), setup.seed);
    QCOMPARE(second->filePath(), QFileInfo(path).absoluteFilePath());
    QVERIFY(!second->hasUnsavedTurns());
    second->closeWithoutAsking();
}

void TestSaveAndResume::titleNamesTheFileAndMarksUnsavedTurns()
{
    session::Session *s = newSession();
    GameMainWindow *window = session::SettlersModule::startGame(*s, session::demoSetup(defaultMap(), 3, 120, false, false));
    QVERIFY(window);
    QVERIFY(window->windowTitle().contains(QStringLiteral("Untitled game")));
    const QString path = m_dir.filePath(QStringLiteral("title.canaansave"));
    QVERIFY(window->saveTo(path));
    QVERIFY(window->windowTitle().contains(QStringLiteral("title.canaansave")));
    QVERIFY(!window->isWindowModified());

    // The person (seat 0) decides now: one legal action makes an unsaved turn.
    play::SettlersMatch &c = window->match();
    QVERIFY(window->gameWindow()->isPersonDeciding());
    QVERIFY(window->gameWindow()->perform(c.legalActions().front()));
    QVERIFY(window->hasUnsavedTurns());
    QVERIFY(window->isWindowModified());
    QVERIFY(window->save());
    QVERIFY(!window->isWindowModified());
    window->closeWithoutAsking();
}

void TestSaveAndResume::closingWithUnsavedTurnsAsks()
{
    session::Session *s = newSession();
    QPointer<GameMainWindow> window = session::SettlersModule::startGame(*s, session::demoSetup(defaultMap(), 3, 120, false, false));
    QVERIFY(window);
    play::SettlersMatch &c = window->match();
    // The session owns the match; the window is its client.
    const QPointer<play::SettlersMatch> match = session::SettlersModule::match(*s);
    QCOMPARE(match.data(), &c);
    QVERIFY(match->parent() == s);
    QVERIFY(window->gameWindow()->perform(c.legalActions().front()));
    QString question;
    QStringList labels;
    answerNextMessageBox(QMessageBox::Cancel, &question, &labels);
    QVERIFY(!window->close());
    QVERIFY(question.contains(QStringLiteral("not saved")));
    // Issue 24, defect 9: Save and Discard each have a mnemonic.
    QVERIFY2(labels.contains(QStringLiteral("&Discard")) && labels.contains(QStringLiteral("&Save")),
             qPrintable(labels.join(QLatin1Char('|'))));
    QVERIFY(window->isVisible());

    const std::size_t played = c.log().size(); // the match goes soon after the window
    answerNextMessageBox(QMessageBox::Discard);
    QVERIFY(window->close());
    QTRY_VERIFY(window.isNull());
    QTRY_VERIFY(match.isNull()); // it goes with its window
    // Discarded from the file, kept by the autosave: Continue resumes it.
    QCOMPARE(play::autosaveState(), play::AutosaveState::Closed);
    QVERIFY(play::hasGameToContinue());
    const SaveLoadResult autosaved = loadSaveFile(play::autosavePath());
    QVERIFY(autosaved.ok());
    QCOMPARE(autosaved.game->log.size(), played);
}

void TestSaveAndResume::autosaveFollowsEveryTurn()
{
    session::Session *s = newSession();
    s->setStepDelayOverride(0);
    GameMainWindow *window = session::SettlersModule::startGame(*s, session::demoSetup(defaultMap(), 8, 200, false, true));
    QVERIFY(window);
    QCOMPARE(play::autosaveState(), play::AutosaveState::Running);
    const int startTurn = window->match().state().turn;
    QTRY_VERIFY_WITH_TIMEOUT(window->match().state().turn >= startTurn + 3, 60000);
    s->setStepDelayOverride(600000);
    window->match().setStepDelay(600000);
    const SaveLoadResult autosaved = loadSaveFile(play::autosavePath());
    QVERIFY2(autosaved.ok(), qPrintable(autosaved.error.toString()));
    // Written at the start of a turn this game has reached: at most the turn in progress is missing.
    QVERIFY(autosaved.state.turn >= startTurn + 2);
    QVERIFY(autosaved.state.turn <= window->match().state().turn);
    const std::vector<settlers::Action> &log = window->match().log();
    QVERIFY(std::equal(autosaved.game->log.begin(), autosaved.game->log.end(), log.begin()));
    window->closeWithoutAsking();
}

void TestSaveAndResume::aDamagedSavedGameIsReported()
{
    session::Session *s = newSession();
    const QString path = m_dir.filePath(QStringLiteral("damaged.canaansave"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": \"canaan-save\", \"version\": 1, \"map\": 3}");
    file.close();
    QVERIFY(!s->openFile(nullptr, path));
    QCOMPARE(m_reports.size(), 1);
    QVERIFY2(m_reports.front().contains(QStringLiteral("damaged.canaansave")), qPrintable(m_reports.front()));
    QVERIFY(!session::SettlersModule::window(*s));
    QVERIFY(QFile::exists(path)); // a file the person chose is never touched
}

void TestSaveAndResume::aDamagedAutosaveIsSetAsideAndReported()
{
    session::Session *s = newSession();
    QDir().mkpath(QFileInfo(play::autosavePath()).absolutePath());
    QFile file(play::autosavePath());
    QVERIFY(file.open(QIODevice::WriteOnly));
    const QByteArray garbage = "{\"format\": \"canaan-save\", \"version\": 1, \"map\": {}, \"seats\": [], \"log\": [";
    file.write(garbage);
    file.close();
    play::setAutosaveState(play::AutosaveState::Running);

    QVERIFY(!s->continueGame(nullptr));
    QVERIFY(!session::SettlersModule::window(*s));
    QCOMPARE(m_reports.size(), 1);
    QVERIFY(m_reports.front().contains(QStringLiteral("damaged")));
    QVERIFY(!QFile::exists(play::autosavePath()));
    const QDir dir = QFileInfo(play::autosavePath()).absoluteDir();
    const QStringList aside = dir.entryList({QStringLiteral("autosave.damaged-*.canaansave")}, QDir::Files);
    QCOMPARE(aside.size(), 1);
    QVERIFY(QRegularExpression(QStringLiteral("^autosave\\.damaged-\\d{8}-\\d{6}\\.canaansave$")).match(aside.front()).hasMatch());
    QVERIFY(m_reports.front().contains(aside.front()));
    QFile kept(dir.filePath(aside.front()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), garbage); // kept whole
    QVERIFY(!play::hasGameToContinue());
}

void TestSaveAndResume::anInterruptedGameIsOfferedAtStart()
{
    settlerstable::GameSetup setup = session::demoSetup(defaultMap(), 4, 150, false, true);
    {
        session::Session *s = newSession();
        GameMainWindow *window = session::SettlersModule::startGame(*s, setup);
        QVERIFY(window);
        QCOMPARE(play::autosaveState(), play::AutosaveState::Running);
        // A crash: the window never closes, the state stays "running". (Here: forget the window.)
        window->setAttribute(Qt::WA_DeleteOnClose, false);
        window->hide();
    }
    QVERIFY(play::wasInterrupted());
    app::MainWindow start;
    bool asked = false;
    start.session()->ask = [&asked](QWidget *, const QString &, const QString &text) {
        asked = text.contains(QStringLiteral("Resume the game you were playing?"));
        return true;
    };
    start.session()->setStepDelayOverride(600000);
    QVERIFY(start.offerToResume());
    QVERIFY(asked);
    QVERIFY(session::SettlersModule::window(*start.session()));
    QCOMPARE(session::SettlersModule::window(*start.session())->match().log().size(), setup.history.size());
    session::SettlersModule::window(*start.session())->closeWithoutAsking();
}

void TestSaveAndResume::declinedResumeIsStillOfferedByContinue()
{
    {
        session::Session *s = newSession();
        QVERIFY(session::SettlersModule::startGame(*s, session::demoSetup(defaultMap(), 4, 150, false, true)));
    }
    play::setAutosaveState(play::AutosaveState::Running); // as after a kill
    app::MainWindow start;
    start.session()->ask = [](QWidget *, const QString &, const QString &) { return false; };
    QVERIFY(!start.offerToResume());
    QVERIFY(!session::SettlersModule::window(*start.session()));
    QVERIFY(!play::wasInterrupted()); // not asked again
    start.refreshContinue();
    QVERIFY(start.button(app::MainWindow::Button::Continue)->isEnabled());
}

// Issue 42, D8: a game saved to a file and continued from the autosave keeps its name, and Ctrl+S
// writes there again without asking.
void TestSaveAndResume::continueKeepsTheFileName()
{
    session::Session *s = newSession();
    QPointer<GameMainWindow> window = session::SettlersModule::startGame(*s, session::demoSetup(defaultMap(), 3, 120, false, false));
    QVERIFY(window);
    const QString path = m_dir.filePath(QStringLiteral("kept.canaansave"));
    QVERIFY(window->saveTo(path));
    QVERIFY(window->gameWindow()->perform(window->match().legalActions().front())); // a turn the file lacks
    QVERIFY(window->autosave());
    const std::size_t played = window->match().log().size();
    window->closeWithoutAsking();
    QTRY_VERIFY(!window);

    GameMainWindow *continued = session::SettlersModule::resumeAutosave(*s, nullptr);
    QVERIFY2(continued, qPrintable(m_reports.join('\n')));
    QCOMPARE(continued->match().log().size(), played);
    QVERIFY2(continued->windowTitle().contains(QStringLiteral("kept.canaansave")), qPrintable(continued->windowTitle()));
    QCOMPARE(continued->filePath(), QFileInfo(path).absoluteFilePath());
    QVERIFY(continued->save()); // no file dialog: the same file
    QCOMPARE(loadSaveFile(path).game->log.size(), played);
    continued->closeWithoutAsking();

    // A new game is untitled, and so is it when continued.
    QPointer<GameMainWindow> fresh = session::SettlersModule::startGame(*s, session::demoSetup(defaultMap(), 3, 120, false, false));
    QVERIFY(fresh);
    fresh->closeWithoutAsking();
    QTRY_VERIFY(!fresh);
    GameMainWindow *untitled = session::SettlersModule::resumeAutosave(*s, nullptr);
    QVERIFY(untitled);
    QVERIFY(untitled->windowTitle().contains(QStringLiteral("Untitled game")));
    untitled->closeWithoutAsking();
}

// Issue 42, D14: while another copy of the app with the same settings runs, this one neither offers
// to resume nor continues its game, and never writes the autosave.
void TestSaveAndResume::aSecondCopyNeitherResumesNorAutosaves()
{
    {
        session::Session *s = newSession();
        QVERIFY(session::SettlersModule::startGame(*s, session::demoSetup(defaultMap(), 4, 150, false, true)));
    }
    m_session.reset(); // the first copy's game is gone (its last write done)
    play::setAutosaveState(play::AutosaveState::Running); // as after a kill
    QVERIFY(play::wasInterrupted());
    const QDateTime written = QFileInfo(play::autosavePath()).lastModified();

    play::releaseAutosaves();
    QLockFile otherCopy(play::autosaveLockPath());
    QVERIFY(otherCopy.tryLock(0)); // the first copy holds the autosave
    QVERIFY(!play::holdsAutosaves());
    QVERIFY(!play::wasInterrupted());
    QVERIFY(!play::hasGameToContinue());
    {
        app::MainWindow start;
        start.session()->ask = [](QWidget *, const QString &, const QString &) { return true; };
        QVERIFY(!start.offerToResume());
        start.refreshContinue();
        QVERIFY(!start.button(app::MainWindow::Button::Continue)->isEnabled());
    }
    session::Session *s = newSession();
    GameMainWindow *mine = session::SettlersModule::startGame(*s, session::demoSetup(defaultMap(), 3, 120, false, false));
    QVERIFY(mine);
    QVERIFY(!mine->match().isAutosavingToAppData());
    QVERIFY(mine->gameWindow()->perform(mine->match().legalActions().front()));
    QVERIFY(mine->autosave());
    QCOMPARE(QFileInfo(play::autosavePath()).lastModified(), written);
    mine->closeWithoutAsking();

    otherCopy.unlock(); // the other copy quits: this one takes the autosave over
    QVERIFY(play::holdsAutosaves());
    QVERIFY(play::hasGameToContinue());
}

QTEST_MAIN(TestSaveAndResume)
#include "test_save_and_resume.moc"
