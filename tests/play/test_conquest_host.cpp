// Conquest on the match host (play/conquest_game.h), headless: four computer players finish a game,
// it is the very game the engine's own driver plays from the same seeds, its log replays to the same
// digest, and a seat is told only what it may know (C20): its own view, and no card another seat draws.
#include "play/computer_participant.h"
#include "engine/conquest/saves/conquest_save.h"
#include "play/conquest_game.h"
#include "play/replay_participant.h"

#include <QSignalSpy>
#include <QTest>

using namespace canaan;
using namespace canaan::play;
using conquest::Nation;

class TestConquestHost : public QObject {
    Q_OBJECT
private slots:
    void fourComputerPlayersFinishTheDriversGame();
    void eachSeatSeesOnlyItsOwn();
};

namespace {

const ConquestGame::Context kTable{conquest::Options{},
                                   {Nation::Hittites, Nation::Hebrews, Nation::Egyptians, Nation::Assyrians}};
const QStringList kBots{QStringLiteral("hard"), QStringLiteral("normal"), QStringLiteral("normal"), QStringLiteral("random")};

void seatBots(ConquestHost &host)
{
    for (int i = 0; i < host.seatCount(); ++i)
        host.setParticipant(i, std::make_shared<ComputerParticipant<ConquestGame>>(
                                   host.context(), kBots[i], ConquestGame::botSeed(host.seed(), i)));
}

bool playToTheEnd(ConquestHost &host)
{
    QSignalSpy over(&host, &MatchHostBase::gameOver);
    host.setStepDelay(0);
    host.start();
    return host.state().over() || over.wait(240000);
}

// Remembers what one seat was told.
class Recorder : public Participant<ConquestGame> {
public:
    void update(int seat, const View &view, std::span<const Event> events) override
    {
        seats.push_back(seat);
        views.push_back(view);
        this->events.insert(this->events.end(), events.begin(), events.end());
    }
    void decide(int, const View &, std::span<const Action>) override {}
    std::vector<int> seats;
    std::vector<conquest::SeatView> views;
    std::vector<conquest::Action> events;
};

} // namespace

void TestConquestHost::fourComputerPlayersFinishTheDriversGame()
{
    const std::uint64_t seed = 7;
    ConquestHost host(kTable, 4, seed);
    seatBots(host);
    QVERIFY(playToTheEnd(host));
    QVERIFY(host.state().over());

    // The engine's driver, from the same seeds, plays the same game.
    std::vector<std::unique_ptr<conquest::Bot>> bots;
    std::vector<conquest::Bot *> raw;
    for (int i = 0; i < 4; ++i) {
        bots.push_back(conquest::makeBot(kBots[i].toStdString(), conquest::botSeedOf(seed, i)));
        raw.push_back(bots.back().get());
    }
    const conquest::PlayedConquest driven =
        conquest::playGame(kTable.options, kTable.nations, raw, conquest::chanceSeedOf(seed), true);
    QCOMPARE(host.log(), driven.log);
    QCOMPARE(conquest::saves::digestOf(host.state()), conquest::saves::digestOf(driven.final));

    // A replay of its log on a new host reaches the same digest.
    ConquestHost again(kTable, 4, seed + 99);
    ReplayParticipant<ConquestGame>::seatEverywhere(again, host.log());
    QVERIFY(playToTheEnd(again));
    QCOMPARE(again.log(), host.log());
    QCOMPARE(conquest::saves::digestOf(again.state()), conquest::saves::digestOf(host.state()));
}

void TestConquestHost::eachSeatSeesOnlyItsOwn()
{
    ConquestHost host(kTable, 4, 3);
    seatBots(host);
    QVERIFY(playToTheEnd(host));
    // That game again, seat 2 now a recorder that never answers: the others and chance replay
    // their part until seat 2 must decide.
    ConquestHost watched(kTable, 4, 3);
    ReplayParticipant<ConquestGame>::seatEverywhere(watched, host.log());
    auto recorder = std::make_shared<Recorder>();
    watched.setParticipant(2, recorder);
    watched.setStepDelay(0);
    watched.start();
    QTRY_VERIFY_WITH_TIMEOUT(watched.state().over() || watched.decidingSeat() == 2, 60000);
    QVERIFY(!recorder->views.empty());
    int hiddenDraws = 0;
    for (std::size_t i = 0; i < recorder->views.size(); ++i) {
        QCOMPARE(recorder->seats[i], 2);
        QCOMPARE(int(recorder->views[i].seat), 2);
    }
    for (const conquest::Action &e : recorder->events)
        if (e.kind == conquest::ActionKind::Draw && e.player != 2) {
            QCOMPARE(int(e.a), int(conquest::kNone)); // the card stays the drawer's secret
            ++hiddenDraws;
        }
    QVERIFY(hiddenDraws > 0);
    // Its view equals the engine's view of the true state.
    QCOMPARE(recorder->views.back(), conquest::viewOf(watched.state(), 2));
}

QTEST_GUILESS_MAIN(TestConquestHost)
#include "test_conquest_host.moc"
