// Choosing whom the Plague robs happens on the board (issue 24): after the person moves the Plague
// to a hex with several players to rob, their buildings there are highlighted, each with a label
// of his key, name and card count; clicking a building or pressing its number robs that player,
// Escape goes back to choosing the hex, and no list or dialog opens.
#include "app/settlers_table/action_chooser.h"
#include "boardview/board_scene.h"
#include "boardview/board_view.h"
#include "boardview/callout_item.h"
#include "app/settlers_table/dialogs/decision_dialog.h"
#include "app/settlers_table/game_window.h"
#include "tests/app/settlers_table/local_game.h"
#include "boardview/spot_item.h"
#include "tests/app/sample_map.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTest>
#include <algorithm>

using namespace canaan;
using namespace canaan::settlerstable;
using namespace canaan::testing;

namespace {

// A hex the person may move the Plague to with at least two players to rob there, or -1.
int sharedHex(const GameWindow &window)
{
    const auto legal = window.match().legalActions();
    for (const settlers::Action &a : legal)
        if (a.kind == settlers::ActionKind::MovePlague &&
            victimCandidates(window.match().rules(), window.match().viewOf(window.match().decidingSeat()), legal, a.a).size() >= 2)
            return a.a;
    return -1;
}

// Clicks the highlighted spot of a kind and id on the board, as a person would.
bool clickSpot(GameWindow &window, boardview::SpotKind kind, int id)
{
    for (boardview::SpotItem *spot : window.scene()->spotItems()) {
        if (spot->kind() != kind || spot->id() != id)
            continue;
        window.view()->centerOn(spot);
        QTest::mouseClick(window.view()->viewport(), Qt::LeftButton, {}, window.view()->mapFromScene(spot->scenePos()));
        return true;
    }
    return false;
}

} // namespace

class TestVictimOnBoard : public QObject {
    Q_OBJECT
private slots:
    void chooseTheVictimOnTheBoard();

private:
    // Plays on until the person is to move the Plague with a choice of victims; false after 60 s.
    bool playUntilAChoiceOfVictims(GameWindow &window, int &hex);
};

bool TestVictimOnBoard::playUntilAChoiceOfVictims(GameWindow &window, int &hex)
{
    const settlers::GameState &state = window.match().state();
    QElapsedTimer clock;
    clock.start();
    while (!state.isOver() && clock.elapsed() < 60000) {
        if (DecisionDialog *dialog = window.decisions().openDialog()) {
            QList<settlers::Action> actions = dialog->chosenActions();
            emit dialog->decided(actions.isEmpty() ? QList<settlers::Action>{window.match().legalActions().front()} : actions);
        } else if (ActionChooser *chooser = window.decisions().openChooser()) {
            chooser->choose(0);
        } else if (window.isPersonDeciding()) {
            if (state.pending == settlers::Pending::MovePlague && (hex = sharedHex(window)) >= 0)
                return true;
            window.perform(plainMove(window.match().legalActions()));
        } else {
            QTest::qWait(1);
        }
    }
    return false;
}

void TestVictimOnBoard::chooseTheVictimOnTheBoard()
{
    GameSetup setup;
    setup.map = testing::sampleCanaanMap();
    setup.seats = defaultSeats(4, QStringLiteral("random"));
    setup.seed = 3;
    setup.turnLimit = 400;
    LocalGame windowGame(setup);
    GameWindow &window = windowGame.window;
    window.resize(1300, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.setSpeed(GameWindow::Instant);
    window.start();
    const settlers::GameState &state = window.match().state();

    for (const char *how : {"key", "click"}) {
        int hex = -1;
        QVERIFY2(playUntilAChoiceOfVictims(window, hex), how);
        const auto candidates =
            victimCandidates(window.match().rules(), window.match().viewOf(window.match().decidingSeat()), window.match().legalActions(), hex);
        QVERIFY(clickSpot(window, boardview::SpotKind::Tile, hex));
        QCOMPARE(window.picker().victimTile(), hex);
        QCOMPARE(state.pending, settlers::Pending::MovePlague); // nothing performed yet: a victim is wanted

        // The candidates' buildings are the spots, each candidate labelled with his card count.
        std::vector<int> expected, shown;
        for (const VictimCandidate &c : candidates)
            expected.insert(expected.end(), c.buildings.begin(), c.buildings.end());
        for (boardview::SpotItem *spot : window.scene()->spotItems()) {
            QCOMPARE(spot->kind(), boardview::SpotKind::Vertex);
            shown.push_back(spot->id());
        }
        std::sort(expected.begin(), expected.end());
        std::sort(shown.begin(), shown.end());
        QCOMPARE(shown, expected);
        const auto callouts = window.scene()->calloutItems();
        QCOMPARE(callouts.size(), qsizetype(candidates.size()));
        for (std::size_t i = 0; i < candidates.size(); ++i) {
            const QString name = window.seats()[candidates[i].seat].name;
            const bool labelled = std::any_of(callouts.begin(), callouts.end(), [&](boardview::CalloutItem *c) {
                return c->text().contains(name) && c->text().contains(QString::number(candidates[i].cards)) &&
                       c->text().startsWith(QString::number(i + 1));
            });
            QVERIFY2(labelled, qPrintable(name));
        }
        QVERIFY(window.statusText().contains(QStringLiteral("Escape")));
        QVERIFY(!window.decisions().openDialog() && !window.decisions().openChooser());
        QVERIFY(QApplication::activeModalWidget() == nullptr);

        // Escape: back to the hexes; then the same hex again.
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTest::keyClick(&window, Qt::Key_Escape);
        QCOMPARE(window.picker().victimTile(), -1);
        QVERIFY(window.scene()->calloutItems().isEmpty());
        QVERIFY(clickSpot(window, boardview::SpotKind::Tile, hex));
        QCOMPARE(window.picker().victimTile(), hex);

        // The second candidate, by his number key or by clicking his building.
        const VictimCandidate &chosen = candidates[1];
        const std::size_t moves = window.match().log().size();
        if (QByteArray(how) == "key")
            QTest::keyClick(&window, Qt::Key_2);
        else
            QVERIFY(clickSpot(window, boardview::SpotKind::Vertex, chosen.buildings.back()));
        QTRY_VERIFY(window.match().log().size() > moves);
        const settlers::Action robbed = window.match().log()[moves];
        QCOMPARE(robbed.kind, settlers::ActionKind::MovePlague);
        QCOMPARE(int(robbed.a), hex);
        QCOMPARE(int(robbed.b), chosen.seat);
        QCOMPARE(window.picker().victimTile(), -1);
        QVERIFY(window.scene()->calloutItems().isEmpty());
    }
}

QTEST_MAIN(TestVictimOnBoard)
#include "test_victim_on_board.moc"
