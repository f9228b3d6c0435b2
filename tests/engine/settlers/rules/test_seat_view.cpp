// Seat views (issue 19, docs/engine.md "Seat views"): a view holds nothing another seat keeps
// secret, so two states that differ only in those secrets give byte-identical views; it keeps the
// seat's own cards and every public count; and events hide a stolen card from all but the thief and
// the victim, a drawn card from all but its buyer.
#include "tests/engine/settlers/rules/builtin_maps.h"
#include "tests/engine/settlers/rules/random_games.h"
#include "tests/engine/settlers/rules/secret_twins.h"
#include "engine/settlers/rules/seat_view.h"

#include <QtTest>
#include <cstring>

using namespace canaan;

namespace {

settlers::MapModel mapFor(bool classic) { return classic ? testmaps::classicMap() : testmaps::canaanMap(); }

bool sameBytes(const settlers::SeatView &a, const settlers::SeatView &b) { return std::memcmp(&a, &b, sizeof a) == 0; }

settlers::Event makeEvent(settlers::EventKind kind, int player, int a, int b = settlers::kNoId, int c = settlers::kNoId)
{
    return {kind, static_cast<std::uint8_t>(player), static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b),
            static_cast<std::uint8_t>(c)};
}

} // namespace

Q_DECLARE_METATYPE(canaan::settlers::Event)

class TestSeatView : public QObject {
    Q_OBJECT
private slots:
    void secretsOfOthersLeaveTheViewUnchanged_data() { test::addRulesetRows(); }
    void secretsOfOthersLeaveTheViewUnchanged();
    void ownCardsAndPublicCountsAreKept_data() { test::addRulesetRows(); }
    void ownCardsAndPublicCountsAreKept();
    void hiddenCountsFollowFromPublicFacts_data() { test::addRulesetRows(); }
    void hiddenCountsFollowFromPublicFacts();
    void eventsSeenBySeat_data();
    void eventsSeenBySeat();
};

void TestSeatView::secretsOfOthersLeaveTheViewUnchanged()
{
    // Positions from seeded random games of 2 to 4 seats; for each seat and a spectator, a state
    // with the other seats' hands, unplayed cards and the deck dealt again.
    QFETCH(bool, classic);
    const settlers::Rules rules(mapFor(classic), 300);
    Pcg32 rng(classic ? 11 : 12);
    int positions = 0, differing = 0;
    long step = 0;
    test::playRandomGames(rules, 24, 700, 800, [&](const settlers::GameState &, const settlers::Action &, const settlers::GameState &s) {
        if (++step % 5 != 0)
            return;
        ++positions;
        for (int seat = 0; seat <= s.numPlayers; ++seat) {
            const int viewer = seat == s.numPlayers ? settlers::kNoId : seat;
            const settlers::GameState twin = test::secretTwin(s, viewer, rng);
            differing += !(twin == s);
            if (!sameBytes(settlers::viewOf(s, viewer), settlers::viewOf(twin, viewer))) {
                QFAIL(qPrintable(QStringLiteral("seat %1's view shows another seat's secret (turn %2)")
                                     .arg(viewer == settlers::kNoId ? -1 : viewer)
                                     .arg(s.turn)));
            }
        }
    });
    QVERIFY2(positions > 1000, qPrintable(QString::number(positions)));
    // The twins really differ: the test would catch a leak.
    QVERIFY2(differing > positions, qPrintable(QString::number(differing)));
}

void TestSeatView::ownCardsAndPublicCountsAreKept()
{
    QFETCH(bool, classic);
    const settlers::Rules rules(mapFor(classic), 300);
    long step = 0;
    test::playRandomGames(rules, 12, 900, 1000, [&](const settlers::GameState &, const settlers::Action &, const settlers::GameState &s) {
        if (++step % 7 != 0)
            return;
        for (int seat = 0; seat <= s.numPlayers; ++seat) {
            const int viewer = seat == s.numPlayers ? settlers::kNoId : seat;
            const settlers::SeatView v = settlers::viewOf(s, viewer);
            QCOMPARE(int(v.seat), viewer);
            QCOMPARE(v.isSpectator(), viewer == settlers::kNoId);
            int deck = 0, bought = 0;
            for (int c = 0; c < settlers::kDevCardCount; ++c) {
                deck += s.deck[c];
                bought += std::min(s.devNew[c], s.devHand[s.current][c]);
                QCOMPARE(int(v.board.deck[c]), 0);
                QCOMPARE(int(v.board.devNew[c]), s.current == viewer ? int(s.devNew[c]) : 0);
            }
            QCOMPARE(int(v.deckCount), deck);
            QCOMPARE(int(v.devNewCount), bought);
            for (int q = 0; q < s.numPlayers; ++q) {
                int dev = 0;
                for (int c = 0; c < settlers::kDevCardCount; ++c) {
                    dev += s.devHand[q][c];
                    QCOMPARE(int(v.board.devHand[q][c]), q == viewer ? int(s.devHand[q][c]) : 0);
                }
                for (int r = 0; r < settlers::kResourceCount; ++r)
                    QCOMPARE(int(v.board.hand[q][r]), q == viewer ? int(s.hand[q][r]) : 0);
                QCOMPARE(int(v.handCount[q]), s.handSize(q));
                QCOMPARE(int(v.devCount[q]), dev);
            }
            // The rest of the state is public and kept as it is.
            settlers::GameState rest = s;
            for (int q = 0; q < s.numPlayers; ++q) {
                if (q == viewer)
                    continue;
                std::memset(rest.hand[q], 0, sizeof rest.hand[q]);
                std::memset(rest.devHand[q], 0, sizeof rest.devHand[q]);
            }
            std::memset(rest.deck, 0, sizeof rest.deck);
            if (s.current != viewer)
                std::memset(rest.devNew, 0, sizeof rest.devNew);
            QVERIFY(v.board == rest);
            if (QTest::currentTestFailed())
                return;
        }
    });
}

void TestSeatView::hiddenCountsFollowFromPublicFacts()
{
    // hiddenResources and hiddenDevCards may be in a view only because anyone can work them out:
    // the supply less the bank, the King's Blessing's card and one's hand; the deck as dealt less
    // one's cards and every card played (each a public event).
    QFETCH(bool, classic);
    const settlers::Rules rules(mapFor(classic), 300);
    auto scratch = std::make_unique<settlers::ActionList>();
    settlers::EventSink sink;
    int checked = 0;
    for (int g = 0; g < 8; ++g) {
        settlers::RandomBot bot(mixSeed(40 + static_cast<std::uint64_t>(g)));
        Pcg32 chance(mixSeed(50 + static_cast<std::uint64_t>(g)));
        settlers::GameState s = settlers::newGame(rules, rules.minPlayers() + g % (rules.maxPlayers() - rules.minPlayers() + 1));
        int played[settlers::kDevCardCount] = {};
        while (!s.isOver()) {
            const settlers::Action a = settlers::isChancePending(s) ? settlers::sampleChance(rules, s, chance) : bot.pick(rules, s, *scratch);
            sink.clear();
            settlers::apply(rules, s, a, &sink);
            for (int i = 0; i < sink.size; ++i)
                if (sink.events[static_cast<std::size_t>(i)].kind == settlers::EventKind::CardPlayed)
                    ++played[sink.events[static_cast<std::size_t>(i)].a];
            for (int seat = 0; seat <= s.numPlayers; ++seat) {
                const int viewer = seat == s.numPlayers ? settlers::kNoId : seat;
                const settlers::SeatView v = settlers::viewOf(s, viewer);
                for (int r = 0; r < settlers::kResourceCount; ++r) {
                    const int own = viewer == settlers::kNoId ? 0 : s.hand[viewer][r];
                    const int blessing = s.blessingResource == r ? 1 : 0;
                    QCOMPARE(int(v.hiddenResources[r]), rules.options().bankPerResource - s.bank[r] - own - blessing);
                }
                for (int c = 0; c < settlers::kDevCardCount; ++c) {
                    const int own = viewer == settlers::kNoId ? 0 : s.devHand[viewer][c];
                    QCOMPARE(int(v.hiddenDevCards[c]), rules.options().deck[static_cast<std::size_t>(c)] - own - played[c]);
                }
                ++checked;
            }
            if (QTest::currentTestFailed())
                return;
        }
    }
    QVERIFY(checked > 1000);
}

void TestSeatView::eventsSeenBySeat_data()
{
    QTest::addColumn<settlers::Event>("event");
    QTest::addColumn<int>("seat");
    QTest::addColumn<settlers::Event>("seen");
    const int grain = static_cast<int>(settlers::Resource::Grain), priest = static_cast<int>(settlers::DevCard::Priest);
    const settlers::Event steal = makeEvent(settlers::EventKind::CardStolen, 1, grain, 3);
    const settlers::Event stealSeen = makeEvent(settlers::EventKind::CardStolen, 1, settlers::kNoId, 3);
    QTest::newRow("steal: the thief sees the card") << steal << 1 << steal;
    QTest::newRow("steal: the victim sees the card") << steal << 3 << steal;
    QTest::newRow("steal: another seat sees one card move") << steal << 0 << stealSeen;
    QTest::newRow("steal: a spectator sees one card move") << steal << int(settlers::kNoId) << stealSeen;
    const settlers::Event bought = makeEvent(settlers::EventKind::CardBought, 2, priest);
    const settlers::Event boughtSeen = makeEvent(settlers::EventKind::CardBought, 2, settlers::kNoId);
    QTest::newRow("bought card: the buyer sees it") << bought << 2 << bought;
    QTest::newRow("bought card: another seat does not") << bought << 0 << boughtSeen;
    QTest::newRow("bought card: the seat of a steal's victim does not") << makeEvent(settlers::EventKind::CardBought, 2, priest, 0)
                                                                      << 0 << makeEvent(settlers::EventKind::CardBought, 2, settlers::kNoId, 0);
    QTest::newRow("bought card: a spectator does not") << bought << int(settlers::kNoId) << boughtSeen;
    // Public: everyone sees these whole.
    const settlers::Event monopoly = makeEvent(settlers::EventKind::MonopolyTaken, 0, grain, 4, 2);
    QTest::newRow("Korah's Rebellion: public") << monopoly << 3 << monopoly;
    const settlers::Event discard = makeEvent(settlers::EventKind::Discarded, 1, grain);
    QTest::newRow("discard: public") << discard << 2 << discard;
    const settlers::Event gained = makeEvent(settlers::EventKind::ResourcesGained, 1, grain, 2);
    QTest::newRow("production: public") << gained << 0 << gained;
    const settlers::Event playedCard = makeEvent(settlers::EventKind::CardPlayed, 1, priest);
    QTest::newRow("a played card: public") << playedCard << int(settlers::kNoId) << playedCard;
    const settlers::Event traded = makeEvent(settlers::EventKind::MaritimeTraded, 1, grain, 4, static_cast<int>(settlers::Resource::Ore));
    QTest::newRow("a bank trade: public") << traded << 0 << traded;
}

void TestSeatView::eventsSeenBySeat()
{
    QFETCH(settlers::Event, event);
    QFETCH(int, seat);
    QFETCH(settlers::Event, seen);
    const std::optional<settlers::Event> got = settlers::eventSeenBy(event, seat);
    QVERIFY(got.has_value());
    QCOMPARE(int(got->kind), int(seen.kind));
    QCOMPARE(int(got->player), int(seen.player));
    QCOMPARE(int(got->a), int(seen.a));
    QCOMPARE(int(got->b), int(seen.b));
    QCOMPARE(int(got->c), int(seen.c));
}

QTEST_APPLESS_MAIN(TestSeatView)
#include "test_seat_view.moc"
