// Each seat's news (play/seat_news.h, issue 34): the match host makes a seat's view and events once
// per action, and every reader of that seat shares it — its participant's update and question, its
// seat client, the host's viewOf — instead of each making its own copy.
#include "play/settlers_game.h"
#include "engine/io/map_file.h"
#include "play/screen_participant.h"

#include <QTest>
#include <QTimer>

using namespace canaan;
using namespace canaan::play;

namespace {

// The board game, counting the views the host makes.
struct CountingGame : SettlersGame {
    static inline int viewsMade = 0;
    static View viewOf(const Context &rules, const State &s, int seat)
    {
        ++viewsMade;
        return SettlersGame::viewOf(rules, s, seat);
    }
};

} // namespace

class TestSeatNews : public QObject {
    Q_OBJECT
private slots:
    void eachSeatsViewIsMadeOncePerAction();
};

void TestSeatNews::eachSeatsViewIsMadeOncePerAction()
{
    const MapLoadResult map = loadMapFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/canaan.canaanmap"));
    QVERIFY(map.ok());
    MatchHost<CountingGame> host(std::make_shared<const settlers::Rules>(*map.map, 0), 3, 11);
    host.setStepDelay(0);
    CountingGame::viewsMade = 0;
    // People at every seat (a hot-seat game), each answering with the first legal action.
    auto screen = std::make_shared<ScreenParticipant<CountingGame>>();
    for (int seat = 0; seat < 3; ++seat)
        host.setParticipant(seat, screen);
    QCOMPARE(CountingGame::viewsMade, 3); // each seat's first view
    connect(screen.get(), &ScreenSignals::asked, this, [&] {
        QTimer::singleShot(0, this, [&] {
            if (screen->askedSeat() >= 0 && host.log().size() < 300)
                screen->submit(screen->legal().front());
        });
    });
    host.start();
    QTRY_VERIFY_WITH_TIMEOUT(host.log().size() >= 300, 20000);
    QCOMPARE(host.log().size(), std::size_t(300));

    // One view per seat and action, asked for by the participant's update; its question, its seat
    // client and the host's viewOf read the same one.
    QCOMPARE(CountingGame::viewsMade, 3 * (300 + 1));
    for (int seat = 0; seat < 3; ++seat) {
        QVERIFY(&host.news(seat) == &host.news(seat));
        QVERIFY(screen->client(seat)->view() == host.news(seat).view);
        QVERIFY(host.viewOf(seat) == host.news(seat).view);
    }
    QCOMPARE(CountingGame::viewsMade, 3 * (300 + 1));
    // A spectator's, made when first asked for.
    QVERIFY(host.news(MatchHost<CountingGame>::kSpectator).view.isSpectator());
    QCOMPARE(CountingGame::viewsMade, 3 * (300 + 1) + 1);
}

QTEST_GUILESS_MAIN(TestSeatNews)
#include "test_seat_news.moc"
