// The computer players' speed can be set in three places: Settings → Computer Speed in the menu,
// the game window's own speed box, and the session (the Settings dialog). Whichever is used, all
// three must show the same speed, the match must wait that long, and the choice is remembered.
#include "app/session/settlers_module.h"
#include "app/app_info.h"
#include "app/settlers_table/game_window.h"
#include "engine/io/map_file.h"
#include "app/session/demo_game.h"
#include "app/session/game_main_window.h"
#include "app/session/session.h"
#include "app/session/session_settings.h"

#include <QAction>
#include <QComboBox>
#include <QStandardPaths>
#include <QTest>

using namespace canaan;
using namespace canaan::session;

namespace {
enum class Via { Menu, SpeedBox, Session };
settlers::MapModel defaultMap() { return *loadMapFile(app::kDefaultMapResource).map; }
}
Q_DECLARE_METATYPE(Via)

class TestComputerSpeed : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void everyControlAgrees_data();
    void everyControlAgrees();
    void anOverrideDelayLeavesTheChoiceAlone();
};

void TestComputerSpeed::everyControlAgrees_data()
{
    QTest::addColumn<Via>("via");
    QTest::addColumn<int>("speed");
    for (int speed = 0; speed < 4; ++speed) {
        QTest::addRow("menu %d", speed) << Via::Menu << speed;
        QTest::addRow("speed box %d", speed) << Via::SpeedBox << speed;
        QTest::addRow("session %d", speed) << Via::Session << speed;
    }
}

void TestComputerSpeed::everyControlAgrees()
{
    QFETCH(Via, via);
    QFETCH(int, speed);
    // Start from a speed that differs from the one chosen, so that a control left behind shows.
    const auto start = static_cast<ComputerSpeed>((speed + 2) % 4);
    storeComputerSpeed(start);
    Session s;
    s.report = [](QWidget *, const QString &, const QString &) {};
    s.ask = [](QWidget *, const QString &, const QString &) { return true; };
    // A person to act first: no computer player moves while the speed changes.
    GameMainWindow *w = session::SettlersModule::startGame(s, demoSetup(defaultMap(), 3, 0, false, false));
    QVERIFY(w);
    auto *box = w->gameWindow()->findChild<QComboBox *>(QStringLiteral("speed"));
    QVERIFY(box);
    QCOMPARE(box->currentIndex(), static_cast<int>(start));

    const auto chosen = static_cast<ComputerSpeed>(speed);
    switch (via) {
    case Via::Menu: w->speedActions().at(speed)->trigger(); break;
    case Via::SpeedBox: box->setCurrentIndex(speed); break;
    case Via::Session: s.setComputerSpeed(chosen); break;
    }

    QCOMPARE(box->currentIndex(), speed);
    QCOMPARE(w->gameWindow()->speed(), speed);
    QCOMPARE(w->match().stepDelay(), stepDelayFor(chosen));
    for (QAction *action : w->speedActions())
        QCOMPARE(action->isChecked(), action->data().toInt() == speed);
    QCOMPARE(storedComputerSpeed(), chosen);
    w->closeWithoutAsking();
}

void TestComputerSpeed::anOverrideDelayLeavesTheChoiceAlone()
{
    storeComputerSpeed(ComputerSpeed::Fast);
    Session s;
    s.setStepDelayOverride(600000); // what tests and --autoplay-bots do
    s.report = [](QWidget *, const QString &, const QString &) {};
    // A person to act first: no computer player moves while the speed changes.
    GameMainWindow *w = session::SettlersModule::startGame(s, demoSetup(defaultMap(), 3, 0, false, false));
    QVERIFY(w);
    QCOMPARE(w->match().stepDelay(), 600000);
    QCOMPARE(w->gameWindow()->speed(), static_cast<int>(ComputerSpeed::Fast));
    w->closeWithoutAsking();
}

QTEST_MAIN(TestComputerSpeed)
#include "test_computer_speed.moc"
