// Whom the normal bot robs (the Plague, Gibeonite Trickery) and whose acceptance it confirms. A
// steal is chosen by the cards it may take and by how strong the victim is; between equal choices
// the seat sooner after the bot wins, never the lower seat number. Breaking ties by seat number made
// four normal bots rob seat 1 six times as often as seat 4, so seat 1 won 16% and seat 4 33%
// (docs/balance.md, "Why normal bots favoured the last seat").
#include "tests/engine/settlers/rules/scenario_builder.h"
#include "engine/settlers/ai/heuristic_bot.h"

#include <QtTest>

using namespace canaan;
using canaan::test::Scenario;

namespace {

using Hand = std::array<int, settlers::kResourceCount>;

Hand one(settlers::Resource r, int n = 1)
{
    Hand h{};
    h[static_cast<std::size_t>(r)] = n;
    return h;
}

// A numbered hex with two corners apart (no shared side) that touch no other numbered hex: a
// settlement on either earns from that hex alone, so only that hex can rob it.
struct LoneHex {
    int tile = -1;
    int first = -1, second = -1;
};

LoneHex findLoneHex(const settlers::Rules &rules)
{
    for (int t = 0; t < rules.tileCount(); ++t) {
        if (!rules.plagueTiles().test(t))
            continue;
        std::vector<int> lone;
        for (const settlers::BoardId v : rules.tile(t).vertices) {
            if (v == settlers::kNoBoardId)
                continue;
            int numbered = 0;
            for (const settlers::BoardId u : rules.vertex(v).tiles)
                numbered += u != settlers::kNoBoardId && rules.plagueTiles().test(u);
            if (numbered == 1)
                lone.push_back(v);
        }
        for (int a : lone)
            for (int b : lone)
                if (a != b && !rules.vertex(a).neighbours.test(b))
                    return {t, a, b};
    }
    return {};
}

settlers::Action decide(const settlers::Rules &rules, const settlers::GameState &s)
{
    settlers::HeuristicBot bot(settlers::BotLevel::Normal, 1);
    settlers::ActionList scratch;
    return settlers::askBot(bot, rules, s, scratch);
}

} // namespace

Q_DECLARE_METATYPE(canaan::settlers::Resource)
Q_DECLARE_METATYPE(Hand)

class TestBotVictims : public QObject {
    Q_OBJECT
private slots:
    void plagueVictim_data();
    void plagueVictim();
    void gibeoniteVictim_data();
    void gibeoniteVictim();
    void confirmPartner_data();
    void confirmPartner();
};

void TestBotVictims::plagueVictim_data()
{
    QTest::addColumn<int>("mover");
    QTest::addColumn<int>("low");  // the lower seat on the lone hex
    QTest::addColumn<int>("high"); // the higher seat
    QTest::addColumn<settlers::Resource>("lowHolds");
    QTest::addColumn<settlers::Resource>("highHolds");
    QTest::addColumn<bool>("highHasCity");
    QTest::addColumn<int>("victim");
    // Equal victims: the seat sooner after the mover.
    QTest::newRow("equal, mover 2: seat 4 before seat 1") << 2 << 0 << 3 << settlers::Resource::Grain << settlers::Resource::Grain << false << 3;
    QTest::newRow("equal, mover 1: seat 3 before seat 1") << 1 << 0 << 2 << settlers::Resource::Grain << settlers::Resource::Grain << false << 2;
    QTest::newRow("equal, mover 4: seat 2 before seat 3") << 3 << 1 << 2 << settlers::Resource::Grain << settlers::Resource::Grain << false << 1;
    // (Which victim holds the card the mover needs is no longer a row: the mover's seat view does
    // not show it, issue 19.)
    // The stronger victim (a city), whatever the seat.
    QTest::newRow("the stronger victim") << 0 << 1 << 3 << settlers::Resource::Grain << settlers::Resource::Grain << true << 3;
}

void TestBotVictims::plagueVictim()
{
    QFETCH(int, mover);
    QFETCH(int, low);
    QFETCH(int, high);
    QFETCH(settlers::Resource, lowHolds);
    QFETCH(settlers::Resource, highHolds);
    QFETCH(bool, highHasCity);
    QFETCH(int, victim);
    Scenario sc(testmaps::canaanMap(), 4, mover, false);
    const LoneHex hex = findLoneHex(sc.rules);
    QVERIFY2(hex.tile >= 0, "the canaan map has a numbered hex with two corners touching only it");
    sc.settlement(low, hex.first);
    if (highHasCity)
        sc.city(high, hex.second);
    else
        sc.settlement(high, hex.second);
    for (int p = 0; p < 4; ++p)
        sc.hand(p, {});
    sc.hand(low, one(lowHolds));
    sc.hand(high, one(highHolds));
    sc.hand(mover, {0, 1, 1, 0, 0}); // wool and grain: ore would complete a development card
    // A 7: nobody discards, and the mover moves the Plague.
    QVERIFY(sc.play(settlers::makeAction(settlers::ActionKind::Roll, mover)));
    QVERIFY(sc.play(settlers::makeAction(settlers::ActionKind::Dice, mover, 3, 4)));
    QCOMPARE(int(sc.s.pending), int(settlers::Pending::MovePlague));

    const settlers::Action a = decide(sc.rules, sc.s);
    QCOMPARE(int(a.kind), int(settlers::ActionKind::MovePlague));
    QCOMPARE(int(a.a), hex.tile);
    QCOMPARE(int(a.b), victim);
}

void TestBotVictims::gibeoniteVictim_data()
{
    QTest::addColumn<int>("mover");
    QTest::addColumn<Hand>("mine");
    QTest::addColumn<Hand>("seat1");
    QTest::addColumn<Hand>("seat2");
    QTest::addColumn<Hand>("seat3");
    QTest::addColumn<Hand>("seat4");
    QTest::addColumn<int>("victim");
    // Grain and ore in hand: wool completes a development card, so the card is worth playing.
    const Hand grainOre{0, 0, 1, 0, 1}, wool2 = one(settlers::Resource::Wool, 2);
    QTest::newRow("equal, mover 3: seat 4 first") << 2 << grainOre << wool2 << wool2 << Hand{} << wool2 << 3;
    QTest::newRow("equal, mover 4: seat 1 first") << 3 << grainOre << wool2 << wool2 << wool2 << Hand{} << 0;
    // (Nor which opponent holds the cards the mover needs: his view does not show it, issue 19.)
}

void TestBotVictims::gibeoniteVictim()
{
    QFETCH(int, mover);
    QFETCH(Hand, mine);
    QFETCH(Hand, seat1);
    QFETCH(Hand, seat2);
    QFETCH(Hand, seat3);
    QFETCH(Hand, seat4);
    QFETCH(int, victim);
    Scenario sc(testmaps::canaanMap(), 4, mover, true);
    const Hand hands[4] = {seat1, seat2, seat3, seat4};
    for (int p = 0; p < 4; ++p)
        sc.hand(p, p == mover ? mine : hands[p]);
    settlers::scenario::giveCard(sc.s, mover, settlers::DevCard::GibeoniteTrickery);
    settlers::scenario::settle(sc.rules, sc.s);

    const settlers::Action a = decide(sc.rules, sc.s);
    QCOMPARE(int(a.kind), int(settlers::ActionKind::PlayCard));
    QCOMPARE(int(a.a), int(settlers::DevCard::GibeoniteTrickery));
    QCOMPARE(int(a.b), victim);
}

void TestBotVictims::confirmPartner_data()
{
    QTest::addColumn<int>("mover");
    QTest::addColumn<int>("acceptorA");
    QTest::addColumn<int>("acceptorB");
    QTest::addColumn<int>("partner");
    QTest::newRow("mover 3: seat 4 before seat 1") << 2 << 0 << 3 << 3;
    QTest::newRow("mover 2: seat 3 before seat 4") << 1 << 2 << 3 << 2;
    QTest::newRow("mover 4: seat 1 before seat 3") << 3 << 0 << 2 << 0;
}

void TestBotVictims::confirmPartner()
{
    // Two equal acceptances of the same offer: the seat sooner after the offerer is taken.
    QFETCH(int, mover);
    QFETCH(int, acceptorA);
    QFETCH(int, acceptorB);
    QFETCH(int, partner);
    Scenario sc(testmaps::canaanMap(), 4, mover, true);
    for (int p = 0; p < 4; ++p)
        sc.hand(p, p == mover ? Hand{0, 0, 1, 0, 2} : one(settlers::Resource::Wool));
    // One ore for one wool completes the offerer's development card.
    settlers::Action offer = settlers::makeAction(settlers::ActionKind::OfferTrade, mover);
    offer.trade[static_cast<std::size_t>(settlers::Resource::Ore)] = 1;
    offer.trade[static_cast<std::size_t>(settlers::Resource::Wool)] = -1;
    QVERIFY(sc.play(offer));
    while (sc.s.pending == settlers::Pending::TradeAnswer) {
        const int q = sc.s.pendingPlayer;
        const settlers::TradeAnswer answer = q == acceptorA || q == acceptorB ? settlers::TradeAnswer::Accept : settlers::TradeAnswer::Reject;
        QVERIFY(sc.play(settlers::makeAction(settlers::ActionKind::AnswerTrade, q, int(answer))));
    }
    QCOMPARE(int(sc.s.pending), int(settlers::Pending::TradeConfirm));

    const settlers::Action a = decide(sc.rules, sc.s);
    QCOMPARE(int(a.kind), int(settlers::ActionKind::ConfirmTrade));
    QCOMPARE(int(a.a), partner);
}

QTEST_APPLESS_MAIN(TestBotVictims)
#include "test_bot_victims.moc"
