// Issue 34: the game window reads the seat's stream only. At every action of a hot-seat game (two
// people and two computer players at one screen), what the window shows is the view of the shown
// seat's client, the very news the host made for that seat (a spectator's under the cover), and the
// log holds the sentences of the events that seat was told. And the window has no way to a whole
// game state: what it reads is typed as a seat's view (checked when this file compiles).
#include "app/settlers_table/event_text.h"
#include "app/settlers_table/game_log.h"
#include "app/settlers_table/game_window.h"
#include "app/settlers_table/hand_card.h"
#include "app/settlers_table/hand_panel.h"
#include "app/settlers_table/shown_seat.h"
#include "app/table_kit/pass_cover.h"
#include "tests/app/settlers_table/local_game.h"
#include "tests/app/sample_map.h"

#include <QElapsedTimer>
#include <QTest>
#include <type_traits>
#include <utility>

using namespace canaan;
using namespace canaan::settlerstable;
using namespace canaan::testing;

namespace {

// Anything that could hand out a whole game state, or the host holding it.
template <class T>
concept ReachesTheHost = requires(const T &t) { t.state(); } || requires(const T &t) { t.match(); } ||
                         requires(const T &t) { t.viewOf(0); } || requires(const T &t) { t.host(); };

// The window's pieces read the table through ShownSeat, and the table gives a seat client's stream.
static_assert(!ReachesTheHost<ShownSeat>);
static_assert(!ReachesTheHost<SettlersTable>);
static_assert(std::is_same_v<decltype(std::declval<const ShownSeat &>().view()), const settlers::SeatView &>);
static_assert(std::is_same_v<decltype(std::declval<const ShownSeat &>().client()), const play::SettlersSeatClient &>);
static_assert(std::is_same_v<play::SettlersSeatClient::View, settlers::SeatView>);

} // namespace

class TestWindowStream : public QObject {
    Q_OBJECT
private slots:
    void windowShowsTheShownSeatsNewsAtEveryAction();
};

void TestWindowStream::windowShowsTheShownSeatsNewsAtEveryAction()
{
    GameSetup setup;
    setup.map = sampleCanaanMap();
    setup.seats = defaultSeats(4, QStringLiteral("random"));
    setup.seats[0].botId.clear();
    setup.seats[2].botId.clear(); // two people at this screen, a computer player after each
    setup.seed = 11;
    setup.turnLimit = 200;
    LocalGame game(setup);
    GameWindow &window = game.window;
    play::SettlersMatch &match = game.match;
    window.resize(1200, 800);
    window.show();
    window.setSpeed(GameWindow::Instant);
    const ShownSeat *shown = window.findChild<ShownSeat *>();
    QVERIFY(shown);
    QStringList names;
    for (const SeatPlan &seat : setup.seats)
        names << seat.name;
    const EventText text(names, match.rules().ruleset());

    int checked = 0, covered = 0, sentences = 0;
    // After the window heard of the action (its table relays actionApplied first).
    connect(&match, &play::MatchHostBase::actionApplied, &window, [&] {
        const int viewer = shown->viewer();
        const play::SettlersMatch::News &news = match.news(viewer);
        ++checked;
        covered += viewer < 0;
        QVERIFY2(shown->view() == news.view, qPrintable(QStringLiteral("action %1, seat %2").arg(match.log().size()).arg(viewer)));
        if (viewer >= 0)
            for (settlers::Resource r : settlers::kAllResources)
                QCOMPARE(window.handPanel()->resourceCard(r)->count(), int(news.view.board.hand[viewer][int(r)]));
        // The log's newest lines say this action's events as the shown seat was told them (a
        // discard is joined to the one before it, an offer named with its cards).
        const QStringList lines = window.logLines();
        for (const settlers::Event &e : news.events) {
            if (e.kind == settlers::EventKind::Discarded || e.kind == settlers::EventKind::TradeOffered)
                continue;
            const QString sentence = text.sentence(e);
            if (sentence.isEmpty())
                continue;
            ++sentences;
            QVERIFY2(lines.mid(std::max<int>(0, lines.size() - 2 * int(news.events.size()) - 2)).contains(sentence),
                     qPrintable(sentence));
        }
    });
    window.start();

    QElapsedTimer clock;
    clock.start();
    while (!match.state().isOver() && match.state().turn < 120 && clock.elapsed() < 60000) {
        if (tablekit::PassCover *pass = window.passScreen()) {
            QTest::keyClick(pass, Qt::Key_Return);
            continue;
        }
        if (answerOpenDecision(window))
            continue;
        if (window.isPersonDeciding() && match.decidingSeat() == shown->viewer() && !shown->legal().empty())
            window.perform(plainMove(shown->legal()));
        else
            QTest::qWait(1);
    }
    QVERIFY2(checked > 300, qPrintable(QString::number(checked)));
    QVERIFY2(covered > 0, "the cover never showed the spectator's stream");
    QVERIFY(sentences > 100);
}

QTEST_MAIN(TestWindowStream)
#include "test_window_stream.moc"
