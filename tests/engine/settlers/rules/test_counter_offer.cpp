// Issue 24, defect 8 (R10): a counter-offer is checked only against what the answering player may
// know (his own cards, the size of the offerer's hand), so its refusal never tells him which cards
// the offerer holds. A counter the offerer cannot pay is refused when he confirms it.
#include "tests/engine/settlers/rules/scenario_builder.h"

#include <QtTest>

using namespace canaan;
using namespace canaan::test;

class TestCounterOffer : public QObject {
    Q_OBJECT
private slots:
    void counterDoesNotRevealTheOfferersHand();
};

void TestCounterOffer::counterDoesNotRevealTheOfferersHand()
{
    Scenario sc(testmaps::canaanMap());
    sc.hand(0, {2, 0, 0, 0, 0}); // two lumber, no wool
    sc.hand(1, {0, 0, 0, 0, 1});
    QVERIFY(sc.play(tradeAct(settlers::ActionKind::OfferTrade, 0, 1, {1, 0, 0, 0, -1})));
    // Asking for a wool the offerer lacks is a legal counter: the answerer cannot know he lacks it.
    const settlers::Action wool = tradeAct(settlers::ActionKind::AnswerTrade, 1, int(settlers::TradeAnswer::Counter), {0, 1, 0, 0, -1});
    QCOMPARE(sc.check(wool), settlers::IllegalReason::Ok);
    // More cards than the offerer's hand holds is known to all: refused.
    QCOMPARE(sc.check(tradeAct(settlers::ActionKind::AnswerTrade, 1, int(settlers::TradeAnswer::Counter), {3, 0, 0, 0, -1})),
             settlers::IllegalReason::BadTrade);
    // The answerer's own part still has to be in his hand.
    QCOMPARE(sc.check(tradeAct(settlers::ActionKind::AnswerTrade, 1, int(settlers::TradeAnswer::Counter), {1, 0, 0, 0, -2})),
             settlers::IllegalReason::NotEnoughResources);
    QVERIFY(sc.play(wool));
    QCOMPARE(sc.s.pending, settlers::Pending::TradeConfirm);
    // The offerer cannot pay the wool: he may not confirm it, only withdraw.
    QCOMPARE(sc.check(act(settlers::ActionKind::ConfirmTrade, 0, 1)), settlers::IllegalReason::NotEnoughResources);
    QVERIFY(sc.play(act(settlers::ActionKind::ConfirmTrade, 0)));
    QCOMPARE(sc.cards(0, settlers::Resource::Lumber), 2);
    QCOMPARE(sc.cards(1, settlers::Resource::Ore), 1);
}

QTEST_GUILESS_MAIN(TestCounterOffer)
#include "test_counter_offer.moc"
