// Continue for Conquest (issue 22, item 7): a game at the card table is autosaved with its state,
// dropped as by a kill, and the start screen's Continue resumes it at the same action and plays on to
// the same end, every time; Continue offers the newest unfinished game of either kind; a damaged
// Conquest autosave is set aside and reported.
#include "play/autosave.h"
#include "app/card_table/conquest_end_screen.h"
#include "app/main_window.h"
#include "tests/app/card_table/person_clicks.h"
#include "app/session/conquest_module.h"
#include "app/session/game_module.h"
#include "app/session/session.h"
#include "app/app_info.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QPointer>
#include <QStandardPaths>

using namespace canaan;
using Button = app::MainWindow::Button;

namespace {

const QString kConquest = QStringLiteral("conquest");

// The visible card table that is not `except`, or null.
cardtable::ConquestWindow *openTable(const cardtable::ConquestWindow *except = nullptr)
{
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *t = qobject_cast<cardtable::ConquestWindow *>(w); t && t != except && t->isVisible())
            return t;
    return nullptr;
}

void writeFile(const QString &path, const QByteArray &text, const QDateTime &modified)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
    file.close(); // written before its time is set, so no later flush changes it
    QVERIFY(file.open(QIODevice::Append));
    QVERIFY(file.setFileTime(modified, QFileDevice::FileModificationTime));
}

} // namespace

class TestConquestContinue : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // keep the user's settings and autosave out of it
        app::setApplicationInfo();
    }

    void init()
    {
        for (const QString &kind : {play::kSettlersAutosave, kConquest}) {
            QFile::remove(play::autosavePath(kind));
            play::setAutosaveState(kind, play::AutosaveState::None);
        }
    }

    void continueResumesAKilledGameToTheSameEnd()
    {
        app::MainWindow window;
        session::Session &session = *window.session();
        session.setStepDelayOverride(0);
        QVERIFY(!window.button(Button::Continue)->isEnabled());

        // A game with a person at seat 0, played a while, then dropped without closing (a kill).
        std::mt19937 before(12);
        QPointer<cardtable::ConquestWindow> first = session::ConquestModule::openWindow(
            session, cardtable::ConquestWindow::newGame(cardtable::ConquestChoices::defaults(), 5));
        QVERIFY(first);
        QCOMPARE(play::autosaveState(kConquest), play::AutosaveState::Running);
        playOnByClicks(*first, before, [&] { return first->host().log().size() > 300; });
        QVERIFY(!first->host().state().over());
        const std::vector<conquest::Action> logAtKill = first->host().log();
        const QString digestAtKill = conquest::saves::digestOf(first->host().state());
        delete first.data();
        QVERIFY(play::wasInterrupted(kConquest));
        const QString copy = play::autosavePath(kConquest) + QStringLiteral(".copy");
        QFile::remove(copy);
        QVERIFY(QFile::copy(play::autosavePath(kConquest), copy));

        // Started again: Continue names the game and resumes the same action; played on to the end.
        QString endDigest;
        for (int round = 0; round < 2; ++round) {
            window.refreshContinue();
            QVERIFY(window.button(Button::Continue)->isEnabled());
            QVERIFY2(window.button(Button::Continue)->toolTip().contains(QStringLiteral("Conquest")),
                     qPrintable(window.button(Button::Continue)->toolTip()));
            QCOMPARE(session::GameModules::toContinue(), session::GameModules::find(kConquest));
            window.button(Button::Continue)->click();
            QPointer<cardtable::ConquestWindow> resumed = openTable();
            QVERIFY(resumed);
            QCOMPARE(resumed->resumeError(), -1);
            QCOMPARE(resumed->host().log(), logAtKill);
            QCOMPARE(conquest::saves::digestOf(resumed->host().state()), digestAtKill);
            std::mt19937 after(34); // the same person's clicks both times
            playOnByClicks(*resumed, after, {});
            QVERIFY(resumed->host().state().over());
            QVERIFY(!resumed->table()->endScreen()->winnerText().isEmpty());
            QCOMPARE(play::autosaveState(kConquest), play::AutosaveState::Finished);
            QVERIFY(!window.button(Button::Continue)->isEnabled()); // nothing left to continue
            const QString digest = conquest::saves::digestOf(resumed->host().state());
            if (round == 0)
                endDigest = digest;
            else
                QCOMPARE(digest, endDigest); // the same end
            resumed->close();
            QTRY_VERIFY(resumed.isNull());
            // Killed again at the same moment: the copy put back as the kill left it.
            QFile::remove(play::autosavePath(kConquest));
            QVERIFY(QFile::copy(copy, play::autosavePath(kConquest)));
            play::setAutosaveState(kConquest, play::AutosaveState::Running);
        }
        QFile::remove(copy);
    }

    void closingKeepsItForContinue()
    {
        app::MainWindow window;
        session::Session &session = *window.session();
        session.setStepDelayOverride(0);
        std::mt19937 rng(3);
        QPointer<cardtable::ConquestWindow> table = session::ConquestModule::openWindow(
            session, cardtable::ConquestWindow::newGame(cardtable::ConquestChoices::defaults(), 8));
        playOnByClicks(*table, rng, [&] { return table->host().log().size() > 100; });
        const std::vector<conquest::Action> log = table->host().log();
        table->close();
        QTRY_VERIFY(table.isNull());
        QCOMPARE(play::autosaveState(kConquest), play::AutosaveState::Closed);
        QVERIFY(!play::wasInterrupted(kConquest)); // not offered at the next start, but by Continue
        window.refreshContinue();
        QVERIFY(window.button(Button::Continue)->isEnabled());
        QVERIFY(session.continueGame(&window));
        QPointer<cardtable::ConquestWindow> resumed = openTable();
        QVERIFY(resumed);
        QCOMPARE(resumed->host().log(), log);
        resumed->close();
        QTRY_VERIFY(resumed.isNull());
    }

    // The session owns the match, as the board game's; the window is its client. One Conquest game at
    // a time: a second closes the first (which keeps it for Continue).
    void theSessionOwnsTheHost()
    {
        session::Session session;
        session.setStepDelayOverride(60000); // nothing moves during the test
        const auto game = cardtable::ConquestWindow::newGame(cardtable::ConquestChoices::defaults(), 4);
        QPointer<cardtable::ConquestWindow> first = session::ConquestModule::openWindow(session, game);
        QVERIFY(first);
        QPointer<play::MatchHostBase> host = session::ConquestModule::host(session);
        QVERIFY(host);
        QCOMPARE(session::ConquestModule::host(session), &first->host());
        QCOMPARE(host->parent(), &session);
        QPointer<cardtable::ConquestWindow> second = session::ConquestModule::openWindow(session, game);
        QVERIFY(second);
        QTRY_VERIFY(first.isNull());
        QTRY_VERIFY(host.isNull()); // went with its window
        QCOMPARE(session::ConquestModule::host(session), &second->host());
        QCOMPARE(play::autosaveState(kConquest), play::AutosaveState::Running);
        second->close();
        QTRY_VERIFY(second.isNull());
        QTRY_VERIFY(!session::ConquestModule::host(session));
        QCOMPARE(play::autosaveState(kConquest), play::AutosaveState::Closed);
    }

    // Quitting with a Conquest game open: its window goes before the host, and keeps it for Continue.
    void quittingClosesTheTableFirst()
    {
        auto *session = new session::Session;
        session->setStepDelayOverride(60000);
        QPointer<cardtable::ConquestWindow> table = session::ConquestModule::openWindow(
            *session, cardtable::ConquestWindow::newGame(cardtable::ConquestChoices::defaults(), 6));
        QVERIFY(table);
        delete session;
        QVERIFY(table.isNull());
        QCOMPARE(play::autosaveState(kConquest), play::AutosaveState::Closed);
        QVERIFY(play::hasGameToContinue(kConquest));
    }

    // Whichever unfinished autosave was written last, whatever its kind.
    void continueOffersTheNewestOfEitherKind_data()
    {
        QTest::addColumn<int>("boardAge");
        QTest::addColumn<int>("conquestAge");
        QTest::addColumn<bool>("conquestFinished");
        QTest::addColumn<QString>("offered");
        QTest::newRow("conquest newer") << 60 << 10 << false << kConquest;
        QTest::newRow("board newer") << 10 << 60 << false << play::kSettlersAutosave;
        QTest::newRow("newer conquest is over") << 60 << 10 << true << play::kSettlersAutosave;
    }

    void continueOffersTheNewestOfEitherKind()
    {
        QFETCH(int, boardAge);
        QFETCH(int, conquestAge);
        QFETCH(bool, conquestFinished);
        QFETCH(QString, offered);
        const QDateTime now = QDateTime::currentDateTime();
        writeFile(play::autosavePath(play::kSettlersAutosave), "{}", now.addSecs(-boardAge));
        writeFile(play::autosavePath(kConquest), "{}", now.addSecs(-conquestAge));
        play::setAutosaveState(play::kSettlersAutosave, play::AutosaveState::Closed);
        play::setAutosaveState(kConquest, conquestFinished ? play::AutosaveState::Finished : play::AutosaveState::Closed);
        session::GameModule *module = session::GameModules::toContinue();
        QVERIFY(module);
        QCOMPARE(module->id(), offered);
        app::MainWindow window;
        QVERIFY(window.button(Button::Continue)->toolTip().contains(module->name()));
    }

    void aDamagedAutosaveIsSetAsideAndReported()
    {
        writeFile(play::autosavePath(kConquest), "{\n  \"format\": \"canaan-save\",\n  \"game\": \"conquest\",",
                  QDateTime::currentDateTime());
        play::setAutosaveState(kConquest, play::AutosaveState::Running);
        app::MainWindow window;
        QStringList reports;
        window.session()->report = [&reports](QWidget *, const QString &, const QString &text) { reports << text; };
        QVERIFY(!window.session()->continueGame(&window));
        QVERIFY(!openTable());
        QCOMPARE(reports.size(), 1);
        QVERIFY2(reports.front().contains(QStringLiteral("conquest-autosave.damaged-")), qPrintable(reports.front()));
        QVERIFY(!QFile::exists(play::autosavePath(kConquest)));
        QCOMPARE(play::autosaveState(kConquest), play::AutosaveState::None);
        QVERIFY(!window.button(Button::Continue)->isEnabled());
        for (const QFileInfo &aside : QFileInfo(play::autosavePath(kConquest)).dir().entryInfoList({QStringLiteral("conquest-autosave.damaged-*")}))
            QFile::remove(aside.absoluteFilePath());
    }
};

QTEST_MAIN(TestConquestContinue)
#include "test_conquest_continue.moc"
