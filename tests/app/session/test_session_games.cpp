// Issue 35: the session names no game. It hosts any module's game by its kind (the host is the
// session's and goes after its window; one game of a kind at a time, the old one closed first,
// and a window that will not close keeps its place), closes them all when quitting, deletes what is
// left when it ends, and sends the map editor's Play to the module that plays maps.
#include "app/session/settlers_module.h"
#include "app/session/builtin_modules.h"
#include "app/session/game_module.h"
#include "app/session/session.h"

#include <QCloseEvent>
#include <QPointer>
#include <QStandardPaths>
#include <QWidget>
#include <QtTest>

using namespace canaan;

namespace {

// A game window that may refuse to close (as the board game's does when the person cancels).
class FakeWindow : public QWidget {
public:
    bool refuse = false;

protected:
    void closeEvent(QCloseEvent *event) override { refuse ? event->ignore() : event->accept(); }
};

// A game kind that plays maps, to see where the editor's Play goes.
class MapModule : public session::GameModule {
public:
    QString id() const override { return QStringLiteral("maps"); }
    QString name() const override { return QStringLiteral("Maps"); }
    bool newGame(session::Session &, QWidget *) override { return false; }
    bool playsMaps() const override { return true; }
    bool newGameOnMap(session::Session &, QWidget *, const QString &mapPath) override
    {
        played << mapPath;
        return true;
    }
    bool readsSave(const QByteArray &) const override { return false; }
    bool openSave(session::Session &, QWidget *, const QString &) override { return false; }
    void showRules(QWidget *) override {}
    static inline QStringList played;
};

} // namespace

class TestSessionGames : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void hostsOneGameOfAKind()
    {
        session::Session session;
        auto *firstHost = new QObject;
        auto *first = new FakeWindow;
        QVERIFY(session.hostGame(QStringLiteral("a"), firstHost, first));
        QCOMPARE(session.gameHost(QStringLiteral("a")), firstHost);
        QCOMPARE(session.gameWindow(QStringLiteral("a")), first);
        QCOMPARE(firstHost->parent(), &session);
        QVERIFY(!session.gameWindow(QStringLiteral("b"))); // another kind is apart

        // A window that will not close keeps its place: the new game is not hosted.
        first->refuse = true;
        auto *refusedHost = new QObject;
        QWidget refusedWindow;
        QVERIFY(!session.hostGame(QStringLiteral("a"), refusedHost, &refusedWindow));
        QCOMPARE(session.gameWindow(QStringLiteral("a")), first);
        delete refusedHost;

        // Once it closes, the new game takes its place; the old host goes after its window.
        first->refuse = false;
        QPointer<QObject> oldHost = firstHost;
        auto *secondHost = new QObject;
        auto *second = new FakeWindow;
        QVERIFY(session.hostGame(QStringLiteral("a"), secondHost, second));
        QCOMPARE(session.gameWindow(QStringLiteral("a")), second);
        QCOMPARE(session.gameHost(QStringLiteral("a")), secondHost);
        delete first;
        QTRY_VERIFY(!oldHost);
    }

    void closesAndDeletesItsGames()
    {
        QPointer<QWidget> a = new FakeWindow;
        QPointer<QWidget> b = new FakeWindow;
        QPointer<QObject> hostA = new QObject;
        QPointer<QObject> hostB = new QObject;
        bool askedNot = false;
        {
            session::Session session;
            QVERIFY(session.hostGame(QStringLiteral("a"), hostA, a, [&askedNot, a] {
                askedNot = true;
                a->close();
            }));
            QVERIFY(session.hostGame(QStringLiteral("b"), hostB, b));
            a->show();
            b->show();
            // The newest first: b closes, a will not (its question answered Cancel), and quitting stops.
            static_cast<FakeWindow *>(a.data())->refuse = true;
            QVERIFY(!session.closeGames());
            QVERIFY(!session.gameWindow(QStringLiteral("b")));
            QCOMPARE(session.gameWindow(QStringLiteral("a")), a.data());
            QVERIFY(b); // closed; the session deletes it at its end (the host still there)
            static_cast<FakeWindow *>(a.data())->refuse = false;
        }
        // Ending, the session closes what is open without asking and deletes every window, then
        // its hosts.
        QVERIFY(askedNot);
        QVERIFY(!a && !b);
        QVERIFY(!hostA && !hostB);
    }

    void theEditorsPlayGoesToTheModuleThatPlaysMaps()
    {
        session::Session session;
        session::GameModules::remove(session::SettlersModule::kindId());
        session::GameModules::add(std::make_unique<MapModule>());
        QVERIFY(session.newGameOnMap(nullptr, QStringLiteral("/maps/hills.canaanmap")));
        QCOMPARE(MapModule::played, QStringList{QStringLiteral("/maps/hills.canaanmap")});
        session::GameModules::remove(QStringLiteral("maps"));
        QVERIFY(!session.newGameOnMap(nullptr, QStringLiteral("/maps/hills.canaanmap"))); // nobody plays maps
        session::registerBuiltinModules();
        QVERIFY(session::GameModules::find(session::SettlersModule::kindId())->playsMaps());
    }
};

QTEST_MAIN(TestSessionGames)
#include "test_session_games.moc"
