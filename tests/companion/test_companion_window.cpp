// The companion's window on the offscreen platform: players entered, pieces tapped onto the board,
// a roll typed in, and what the window then shows; a 7's reminder; undo; a damaged session.
#include "companion/companion_document.h"
#include "companion/window/companion_window.h"
#include "companion/window/board_panel.h"
#include "companion/window/counter_box.h"
#include "boardview/dice_chart.h"
#include "app/table_kit/dice_view.h"
#include "companion/window/map_panel.h"
#include "companion/window/seating_panel.h"
#include "companion/window/scores_panel.h"
#include "companion/window/stats_panel.h"
#include "companion/window/table_panel.h"

#include "cartography/board_geometry.h"

#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QDir>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <numeric>

using namespace canaan;
using namespace canaan::companion;

class TestCompanionWindow : public QObject {
    Q_OBJECT
private slots:
    void init();
    void opensOnTheCanaanMap();
    void playersPiecesAndARoll();
    void virtualDiceRoll();
    void sevenShowsTheReminder();
    void scoresFollowTheCounters();
    void randomMapIsUndoable();
    void resumesAfterClosing();
    void damagedSessionIsReported();

private:
    // A production hex of the map with the number n that is not copper, and its N corner.
    static settlers::TileId tileWith(const settlers::Topology &t, int n);
    QString path() const { return m_dir->filePath(QStringLiteral("companion.json")); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestCompanionWindow::init() { m_dir = std::make_unique<QTemporaryDir>(); }

settlers::TileId TestCompanionWindow::tileWith(const settlers::Topology &t, int n)
{
    for (std::size_t i = 0; i < t.tiles().size(); ++i)
        if (t.tiles()[i].number == n && settlers::resourceOf(t.tiles()[i].terrain))
            return static_cast<settlers::TileId>(i);
    return settlers::kNone;
}

void TestCompanionWindow::opensOnTheCanaanMap()
{
    CompanionWindow w{SessionStore(path())};
    w.show();
    QVERIFY(MapPanel::builtinMaps().size() >= 2);
    QCOMPARE(w.document()->session().mapName, QStringLiteral("Canaan"));
    QCOMPARE(w.document()->session().players.size(), 3);
    QVERIFY(!w.notice()->isVisible());
    QVERIFY(!w.endBanner()->isVisible());
    QVERIFY(w.windowTitle().contains(QStringLiteral("Canaan")));
    QCOMPARE(w.tabs()->count(), 7);
    QVERIFY(w.tablePanel()->resultLabel()->text().contains(QStringLiteral("No roll yet")));
}

void TestCompanionWindow::playersPiecesAndARoll()
{
    CompanionWindow w{SessionStore(path())};
    w.show();
    SeatingPanel *players = w.playersPanel();
    players->countButton(4)->click();
    QCOMPARE(w.document()->session().players.size(), 4);
    QLineEdit *name = players->nameEdit(3);
    QVERIFY(name->isVisibleTo(players));
    name->setText(QStringLiteral("Miriam"));
    emit name->editingFinished();
    QCOMPARE(w.document()->session().players[3].name, QStringLiteral("Miriam"));

    // Miriam taps a city onto a corner of an 8 hex, the first player a settlement on another corner.
    const settlers::Topology &t = w.document()->tabletop().topology();
    const settlers::TileId eight = tileWith(t, 8);
    QVERIFY(eight != settlers::kNone);
    BoardPanel *board = w.boardPanel();
    board->setPlayer(3);
    board->setTool(Tool::City);
    board->tapAt(cartography::scenePointOf(settlers::cornerOf(t.tile(eight).at, settlers::Corner::N)) + QPointF(8, 6)); // a finger is not exact
    board->setPlayer(0);
    board->setTool(Tool::Settlement);
    board->tapAt(cartography::scenePointOf(settlers::cornerOf(t.tile(eight).at, settlers::Corner::S)));
    QCOMPARE(w.document()->session().buildings.size(), 2);
    QCOMPARE(w.document()->session().buildings.value(t.tile(eight).vertices[static_cast<int>(settlers::Corner::N)]),
             (Building{3, true}));

    // The real dice show 8: typed in with the 8 button.
    QPushButton *eightButton = nullptr;
    for (QPushButton *b : w.tablePanel()->findChildren<QPushButton *>())
        if (b->text() == QStringLiteral("8"))
            eightButton = b;
    QVERIFY(eightButton);
    eightButton->click();
    QCOMPARE(w.document()->session().rolls, QList<int>{8});
    QCOMPARE(board->shownRoll(), 8);
    const QString shown = w.tablePanel()->resultLabel()->text();
    QVERIFY2(shown.contains(QStringLiteral("Rolled: 8")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("Miriam")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("2 × ")), qPrintable(shown)); // the city's two cards
    QVERIFY2(shown.contains(w.document()->session().players[0].name + QStringLiteral("</b>: 1 × ")), qPrintable(shown));
    QVERIFY(!w.tablePanel()->sevenBox()->isVisibleTo(w.tablePanel()));
    QCOMPARE(w.statsPanel()->chart()->counts()[8], 1);
    QVERIFY(w.statsPanel()->summary()->text().contains(QStringLiteral("Rolls so far: 1")));
}

void TestCompanionWindow::virtualDiceRoll()
{
    CompanionWindow w{SessionStore(path())};
    w.show();
    QSignalSpy rolled(w.tablePanel()->dice(), &tablekit::DiceView::rolled);
    w.tablePanel()->rollDice();
    QVERIFY(w.tablePanel()->dice()->isRolling());
    QVERIFY(w.document()->session().rolls.isEmpty()); // it counts once the dice stop
    QVERIFY(rolled.wait(5000));
    const int sum = rolled.first().first().toInt();
    QVERIFY(sum >= 2 && sum <= 12);
    QCOMPARE(w.document()->session().rolls, QList<int>{sum});
}

void TestCompanionWindow::sevenShowsTheReminder()
{
    CompanionWindow w{SessionStore(path())};
    w.show();
    w.tablePanel()->enterRoll(7);
    QVERIFY(w.tablePanel()->sevenBox()->isVisibleTo(w.tablePanel()));
    QCOMPARE(w.document()->session().blackStones, 1);
    QCOMPARE(w.scoresPanel()->blackStones()->value(), 1);
    // The discard helper: 9 cards held discards 4.
    auto *box = w.tablePanel()->sevenBox();
    const auto spins = box->findChildren<QSpinBox *>();
    QCOMPARE(spins.size(), 3);
    spins[1]->setValue(9);
    bool found = false;
    for (QLabel *l : box->findChildren<QLabel *>())
        found = found || l->text() == QStringLiteral("discards 4");
    QVERIFY(found);
    // Move the Plague from the reminder: the board takes the Plague tool; a tap moves it.
    for (QPushButton *b : box->findChildren<QPushButton *>())
        if (b->text().contains(QStringLiteral("Plague")))
            b->click();
    QCOMPARE(w.boardPanel()->tool(), Tool::Plague);
    const settlers::Topology &t = w.document()->tabletop().topology();
    const settlers::TileId six = tileWith(t, 6);
    w.boardPanel()->tapAt(cartography::sceneCentreOf(t.tile(six).at));
    QCOMPARE(w.document()->session().plagueTile, six);
    // Ctrl+Z twice: the Plague back beside the board, then the 7 and its black stone gone.
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(w.document()->session().plagueTile, -1);
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(w.document()->session().rolls.isEmpty());
    QCOMPARE(w.document()->session().blackStones, 0);
    QVERIFY(!w.tablePanel()->sevenBox()->isVisibleTo(w.tablePanel()));
}

void TestCompanionWindow::scoresFollowTheCounters()
{
    CompanionWindow w{SessionStore(path())};
    w.show();
    ScoresPanel *scores = w.scoresPanel();
    CounterBox *priests = scores->counter(1, Counter::Priests);
    QVERIFY(priests);
    for (int k = 0; k < 3; ++k)
        priests->plusButton()->click();
    QCOMPARE(w.document()->session().players[1].priests, 3);
    QCOMPARE(scores->totalText(1), QStringLiteral("2 VP"));
    QVERIFY(scores->partsText(1).contains(QStringLiteral("Most Priests +2")));
    scores->counter(0, Counter::Stones)->plusButton()->click(); // King's Blessing: one stone suffices
    QCOMPARE(scores->totalText(0), QStringLiteral("2 VP"));
    scores->counter(2, Counter::VpCards)->plusButton()->click();
    QCOMPARE(scores->totalText(2), QStringLiteral("1 VP"));
    QVERIFY(priests->minusButton()->isEnabled());
    QVERIFY(!scores->counter(3 - 1, Counter::Priests)->minusButton()->isEnabled()); // nothing to take away
    QVERIFY(!w.endBanner()->isVisible());
    // Twelve VP on his own turn: the win is announced.
    for (int k = 0; k < 3; ++k)
        scores->counter(0, Counter::VpCards)->plusButton()->click();
    TableSession s = w.document()->session();
    const settlers::Topology &t = w.document()->tabletop().topology();
    for (int n : {8, 6, 5})
        s.buildings.insert(t.vertexAt(settlers::cornerOf(t.tile(tileWith(t, n)).at, settlers::Corner::N)), {0, true});
    w.document()->restore(s);
    QCOMPARE(w.document()->standings().scores[0].total(), 2 + 3 + 6);
    QVERIFY(!w.endBanner()->isVisible());
    scores->counter(0, Counter::VpCards)->plusButton()->click();
    QVERIFY(w.endBanner()->isVisible());
    QVERIFY(w.endBanner()->text().contains(w.document()->session().players[0].name));
}

void TestCompanionWindow::randomMapIsUndoable()
{
    CompanionWindow w{SessionStore(path())};
    const settlers::MapModel before = w.document()->session().map;
    w.boardPanel()->tapAt(cartography::scenePointOf(w.document()->tabletop().topology().vertex(3).at));
    QVERIFY(w.mapPanel()->useRandomMap(42).isEmpty());
    QVERIFY(!(w.document()->session().map == before));
    QVERIFY(w.document()->session().buildings.isEmpty()); // a new board starts empty
    QVERIFY(w.document()->session().mapName.contains(QStringLiteral("42")));
    w.document()->undoStack()->undo();
    QCOMPARE(w.document()->session().map, before);
    QCOMPARE(w.document()->session().buildings.size(), 1);
    QVERIFY(w.mapPanel()->useMapFile(QStringLiteral(":/maps/classic.canaanmap"), QStringLiteral("Classic")).isEmpty());
    QVERIFY(!w.mapPanel()->useMapFile(m_dir->filePath(QStringLiteral("missing.canaanmap")), QStringLiteral("x")).isEmpty());
    QCOMPARE(w.document()->session().mapName, QStringLiteral("Classic"));
}

void TestCompanionWindow::resumesAfterClosing()
{
    {
        auto *w = new CompanionWindow(SessionStore(path()));
        w->show();
        w->tablePanel()->enterRoll(5);
        w->tablePanel()->enterRoll(9);
        w->scoresPanel()->counter(2, Counter::Stones)->plusButton()->click();
        w->close(); // deleted on close
    }
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    CompanionWindow again{SessionStore(path())};
    QCOMPARE(again.document()->session().rolls, (QList<int>{5, 9}));
    QCOMPARE(again.document()->session().players[2].stones, 1);
    QVERIFY(!again.notice()->isVisible());
    const auto &counts = again.statsPanel()->chart()->counts();
    QCOMPARE(std::accumulate(counts.begin(), counts.end(), 0), 2);
    QVERIFY(again.tablePanel()->resultLabel()->text().contains(QStringLiteral("Rolled: 9")));
}

void TestCompanionWindow::damagedSessionIsReported()
{
    {
        QFile f(path());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ this is not a session");
    }
    CompanionWindow w{SessionStore(path())};
    w.show();
    QVERIFY(w.notice()->isVisible());
    QVERIFY2(w.notice()->text().contains(QStringLiteral("damaged")), qPrintable(w.notice()->text()));
    QVERIFY2(w.notice()->text().contains(QStringLiteral("companion.damaged-")), qPrintable(w.notice()->text()));
    QCOMPARE(QDir(m_dir->path()).entryList({QStringLiteral("companion.damaged-*.json")}).size(), 1);
    QCOMPARE(w.document()->session().players.size(), 3); // a fresh session, ready to play
}

QTEST_MAIN(TestCompanionWindow)
#include "test_companion_window.moc"
