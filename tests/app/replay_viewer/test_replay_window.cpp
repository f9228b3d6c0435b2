// The replay window (app/replay_viewer), offscreen: its keys move as the replay model's navigation says
// (Left, Right, Page Up, Page Down, Home, End) and Space plays it; the slider and a click on the
// chart move it; with one seat chosen, the table gives no other seat's hand at any step; the game's
// window refuses every move; a Conquest game steps to its end and back with the card table showing
// the chosen seat's own view; the review's chance to win at a finished game's end is 1 for the winner.
#include "engine/settlers/ai/driver.h"
#include "app/card_table/card_table_widget.h"
#include "app/card_table/hand_view.h"
#include "engine/conquest/ai/driver.h"
#include "engine/conquest/ai/random_bot.h"
#include "app/settlers_table/game_window.h"
#include "engine/io/map_file.h"
#include "app/replay_viewer/line_chart.h"
#include "app/replay_viewer/replay_settlers_table.h"
#include "app/replay_viewer/replay_window.h"
#include "app/replay_viewer/review_panel.h"

#include <QComboBox>
#include <QSlider>
#include <QTest>

using namespace canaan;
using namespace canaan::replayviewer;

class TestReplayWindow : public QObject {
    Q_OBJECT
private slots:
    void keysMoveAsTheReplaySays();
    void spacePlaysAndPauses();
    void theSliderAndTheChartMoveIt();
    void oneSeatsReplayShowsNoOtherHand();
    void aReplayTakesNoMoves();
    void conquestStepsToTheEndAndBack();
    void theWinnersChanceAtTheEndIsOne();
};

namespace {

std::unique_ptr<play::SettlersReplayFile> boardGame(std::uint64_t seed)
{
    const MapLoadResult map = loadMapFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/canaan.canaanmap"));
    if (!map.ok())
        return nullptr;
    SavedGame saved;
    saved.map = *map.map;
    saved.ruleset = map.map->ruleset;
    saved.options = map.map->options;
    for (int i = 0; i < 3; ++i)
        saved.seats.push_back({"Seat " + std::to_string(i), "random", "red"});
    saved.seed = seed;
    saved.log = settlers::playRandomGame(saved.rules(), 3, seed).log;
    return play::boardReplayOf(std::move(saved));
}

std::unique_ptr<play::ConquestReplayFile> conquestGame(std::uint64_t seed)
{
    using conquest::Nation;
    conquest::saves::SavedConquest saved;
    saved.options.turns = 8;
    saved.seed = seed;
    const Nation nations[] = {Nation::Hittites, Nation::Hebrews, Nation::Egyptians};
    std::vector<std::unique_ptr<conquest::Bot>> bots;
    std::vector<conquest::Bot *> raw;
    for (int i = 0; i < 3; ++i) {
        saved.seats.push_back({nations[i], QStringLiteral("random"), QString()});
        bots.push_back(conquest::makeBot("random", conquest::botSeedOf(seed, i)));
        raw.push_back(bots.back().get());
    }
    saved.log = conquest::playGame(saved.options, nations, raw, conquest::chanceSeedOf(seed), true).log;
    return play::conquestReplayOf(std::move(saved));
}

} // namespace

void TestReplayWindow::keysMoveAsTheReplaySays()
{
    auto game = boardGame(3);
    QVERIFY(game);
    play::SettlersReplay model = game->replay; // the same navigation, on a copy
    ReplayWindow window(std::move(game));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.position(), 0);
    struct Step {
        Qt::Key key;
        int (play::SettlersReplay::*expected)() const;
    };
    const Step steps[] = {{Qt::Key_Right, &play::SettlersReplay::nextDecision}, {Qt::Key_Right, &play::SettlersReplay::nextDecision},
        {Qt::Key_PageDown, &play::SettlersReplay::nextTurn}, {Qt::Key_PageDown, &play::SettlersReplay::nextTurn},
        {Qt::Key_Right, &play::SettlersReplay::nextDecision}, {Qt::Key_Left, &play::SettlersReplay::previousDecision},
        {Qt::Key_PageUp, &play::SettlersReplay::previousTurn}, {Qt::Key_PageUp, &play::SettlersReplay::previousTurn}};
    for (const Step &step : steps) {
        model.seek(window.position());
        const int expected = (model.*step.expected)();
        QTest::keyClick(&window, step.key);
        QCOMPARE(window.position(), expected);
        QCOMPARE(window.slider()->value(), expected);
    }
    QTest::keyClick(&window, Qt::Key_End);
    QCOMPARE(window.position(), window.length());
    QTest::keyClick(&window, Qt::Key_Home);
    QCOMPARE(window.position(), 0);
}

void TestReplayWindow::spacePlaysAndPauses()
{
    ReplayWindow window(boardGame(4));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.speedChooser()->setCurrentIndex(window.speedChooser()->count() - 1); // the fastest
    QTest::keyClick(&window, Qt::Key_Space);
    QVERIFY(window.isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(window.position() > 3, 5000);
    QTest::keyClick(&window, Qt::Key_Space);
    QVERIFY(!window.isPlaying());
    const int stopped = window.position();
    QTest::qWait(3 * window.playInterval());
    QCOMPARE(window.position(), stopped);
}

void TestReplayWindow::theSliderAndTheChartMoveIt()
{
    ReplayWindow window(boardGame(5));
    window.show();
    window.slider()->setValue(window.length() / 2);
    QCOMPARE(window.position(), window.length() / 2);
    const play::GameReview &review = window.review()->review();
    QVERIFY(review.turns.size() > 3);
    // The chart marks the turn the position is in.
    const int marked = window.review()->chart()->marker();
    QVERIFY(marked >= 0);
    QVERIFY(review.turns[std::size_t(marked)].position >= window.position());
    QVERIFY(marked == 0 || review.turns[std::size_t(marked - 1)].position < window.position());
    // A click on the chart goes to that turn's end.
    emit window.review()->chart()->turnClicked(2);
    QCOMPARE(window.position(), review.turns[2].position);
}

void TestReplayWindow::oneSeatsReplayShowsNoOtherHand()
{
    ReplayWindow window(boardGame(6));
    window.show();
    const int seat = 1;
    window.seatChooser()->setCurrentIndex(window.seatChooser()->findData(seat));
    emit window.seatChooser()->activated(window.seatChooser()->currentIndex());
    QCOMPARE(window.shownSeat(), seat);
    ReplaySettlersTable &table = *window.boardTable();
    int othersHeld = 0;
    while (window.position() < window.length()) {
        window.nextDecision();
        for (int asked = -1; asked < window.seats(); ++asked) {
            const settlers::SeatView view = table.client(asked).view();
            for (int other = 0; other < window.seats(); ++other) {
                if (other == seat)
                    continue;
                othersHeld += table.replay().state().handSize(other) > 0;
                for (int r = 0; r < settlers::kResourceCount; ++r)
                    QCOMPARE(int(view.board.hand[other][r]), 0);
                for (int c = 0; c < settlers::kDevCardCount; ++c)
                    QCOMPARE(int(view.board.devHand[other][c]), 0);
            }
        }
    }
    QVERIFY(othersHeld > 0);
    // Everything: every hand.
    window.setShownSeat(-1);
    window.seek(window.length() / 2);
    const settlers::SeatView all = table.client(0).view();
    for (int p = 0; p < window.seats(); ++p)
        for (int r = 0; r < settlers::kResourceCount; ++r)
            QCOMPARE(all.board.hand[p][r], table.replay().state().hand[p][r]);
}

void TestReplayWindow::aReplayTakesNoMoves()
{
    ReplayWindow window(boardGame(7));
    window.show();
    window.seek(10);
    ReplaySettlersTable &table = *window.boardTable();
    QVERIFY(!table.isPersonDeciding());
    QVERIFY(table.legalActions().empty());
    const settlers::Action endTurn = settlers::makeAction(settlers::ActionKind::EndTurn, 0);
    QVERIFY(!table.submit(endTurn).isEmpty());
    QCOMPARE(window.position(), 10);
}

void TestReplayWindow::conquestStepsToTheEndAndBack()
{
    auto game = conquestGame(8);
    QVERIFY(game);
    ReplayWindow window(std::move(game));
    window.show();
    QVERIFY(window.cardTable());
    window.setShownSeat(2);
    int steps = 0;
    while (window.position() < window.length()) {
        window.nextDecision();
        // The hand shown is the chosen seat's own, card for card.
        if (++steps % 25 == 0) {
            QList<int> own;
            const conquest::CardSet hand = window.conquestReplay()->state().hands[2];
            for (int i = 0; i < hand.count(); ++i)
                own << hand.nth(i);
            QList<int> shown = window.cardTable()->hand()->cards();
            std::sort(shown.begin(), shown.end());
            QCOMPARE(shown, own);
        }
    }
    QCOMPARE(window.position(), window.length());
    while (window.position() > 0)
        window.previousTurn();
    QCOMPARE(window.position(), 0);
    QVERIFY(window.cardTable());
}

void TestReplayWindow::theWinnersChanceAtTheEndIsOne()
{
    ReplayWindow window(boardGame(9));
    window.review()->estimate(2);
    window.review()->waitForEstimate();
    const play::GameReview &review = window.review()->review();
    QCOMPARE(review.samples, 2);
    QVERIFY(review.finished);
    QVERIFY(!review.winners.empty());
    for (int w : review.winners)
        QCOMPARE(review.turns.back().winChance[std::size_t(w)], 1.0);
    QCOMPARE(window.review()->chanceChart()->lines().size(), qsizetype(window.seats()));
}

QTEST_MAIN(TestReplayWindow)
#include "test_replay_window.moc"
