// Issue 24, defect 11: "More… (M)" lists only what has no button of its own; never "End the turn".
#include "app/settlers_table/action_chooser.h"
#include "app/settlers_table/game_window.h"
#include "tests/app/settlers_table/local_game.h"
#include "tests/app/sample_map.h"

#include <QPushButton>
#include <QTest>

using namespace canaan;
using namespace canaan::settlerstable;
using namespace canaan::testing;

class TestMoreButton : public QObject {
    Q_OBJECT
private slots:
    void moreListsNoButtonsAction();
};

void TestMoreButton::moreListsNoButtonsAction()
{
    GameSetup setup;
    setup.map = testing::sampleCanaanMap();
    setup.seats = defaultSeats(3, QStringLiteral("random"));
    setup.seed = 7;
    LocalGame windowGame(setup);
    GameWindow &window = windowGame.window;
    window.show();
    window.setSpeed(GameWindow::Instant);
    window.start();
    play::SettlersMatch &c = window.match();
    // Play the person's set-up and first roll with his first legal choice.
    QTRY_VERIFY(window.isPersonDeciding());
    for (int i = 0; i < 200 && !(c.state().pending == settlers::Pending::Turn && window.isPersonDeciding()); ++i) {
        if (window.isPersonDeciding())
            QVERIFY(window.perform(c.legalActions().front()));
        else
            QTest::qWait(5);
    }
    QCOMPARE(c.state().pending, settlers::Pending::Turn);
    auto *more = window.findChild<QPushButton *>(QStringLiteral("other"));
    const auto legal = c.legalActions();
    QVERIFY(std::any_of(legal.begin(), legal.end(), [](const settlers::Action &a) { return a.kind == settlers::ActionKind::EndTurn; }));
    if (!more->isEnabled()) {
        QVERIFY(more->toolTip().contains(QStringLiteral("own button")));
        return;
    }
    more->click();
    ActionChooser *chooser = window.decisions().openChooser();
    QVERIFY(chooser);
    for (const settlers::Action &a : chooser->actions())
        QVERIFY(a.kind != settlers::ActionKind::EndTurn && a.kind != settlers::ActionKind::Roll);
}

QTEST_MAIN(TestMoreButton)
#include "test_more_button.moc"
