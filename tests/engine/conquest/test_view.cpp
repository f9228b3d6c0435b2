// Seat views (C20): two states that differ only in another seat's secrets give the same view; the
// secret choice stays hidden until both sides have chosen.
#include "engine/conquest/view.h"
#include "tests/engine/conquest/conquest_support.h"

#include <QtTest>
#include <optional>

using namespace canaan::conquest;
using namespace canaan::conquest::test;

namespace {

// The state with one of q's cards (not a lent one) swapped for a card of the deck: a twin that
// differs only in q's secret. None when q holds no card of his own.
std::optional<State> swappedWithDeck(const State &s, int q)
{
    int c = -1;
    s.hands[static_cast<std::size_t>(q)].forEach([&](int x) {
        if (c < 0 && s.lender[static_cast<std::size_t>(x)] == kNone)
            c = x;
    });
    if (c < 0)
        return std::nullopt;
    State t = s;
    const int d = s.deck.nth(0);
    t.hands[static_cast<std::size_t>(q)].remove(c);
    t.hands[static_cast<std::size_t>(q)].add(d);
    t.deck.remove(d);
    t.deck.add(c);
    return t;
}

} // namespace

class TestConquestView : public QObject {
    Q_OBJECT
private slots:
    void ruling_C20_otherHandsAndDeckHidden();
    void ruling_C20_spectatorSeesNoHand();
    void ruling_C20_secretChoiceHiddenFromEveryone();
    void ruling_C20_ownHandAndCountsShown();
    void ruling_C20_legalDecisionsNameOnlyOwnCards();
};

void TestConquestView::ruling_C20_otherHandsAndDeckHidden()
{
    long compared = 0;
    playRandomGames(200, 5, [&](const State &, const Action &, const State &s) {
        if (s.deck.empty())
            return;
        for (int q = 0; q < s.numPlayers; ++q) {
            const std::optional<State> twin = swappedWithDeck(s, q);
            if (!twin)
                continue;
            const State &t = *twin;
            for (int p = 0; p < s.numPlayers; ++p) {
                if (p == q)
                    QVERIFY(!(viewOf(s, p) == viewOf(t, p))); // q sees his own hand
                else
                    QVERIFY(viewOf(s, p) == viewOf(t, p));
                ++compared;
            }
        }
    });
    QVERIFY(compared > 100000);
}

// A spectator sees no hand: states that differ in any hand or the deck look the same to him, and
// his view holds no card of anyone's hand or secret choice.
void TestConquestView::ruling_C20_spectatorSeesNoHand()
{
    long compared = 0;
    playRandomGames(60, 11, [&](const State &, const Action &, const State &s) {
        const SeatView seen = spectatorView(s);
        QCOMPARE(int(seen.seat), int(kNone));
        QVERIFY(seen.hand.empty() && seen.chosen.empty() && seen.lentToMe.empty() && seen.lentByMe.empty());
        if (s.deck.empty())
            return;
        for (int q = 0; q < s.numPlayers; ++q) {
            const std::optional<State> twin = swappedWithDeck(s, q);
            if (!twin)
                continue;
            const State &t = *twin;
            QVERIFY(spectatorView(t) == seen);
            ++compared;
        }
    });
    QVERIFY(compared > 1000);
}

void TestConquestView::ruling_C20_secretChoiceHiddenFromEveryone()
{
    State s = atFirstTarget({Nation::Moabites, Nation::Edomites, Nation::Ammonites});
    const int att = s.active, def = (att + 1) % 3, third = (att + 2) % 3;
    give(s, att, cardId("ruse"));
    give(s, att, cardId("traitor"));
    give(s, def, cardId("terror"));
    act(s, makeAction(ActionKind::Attack, att, def));
    toChoice(s);
    State other = s;
    choose(s, cardId("ruse"), Category::Strategy);
    choose(other, cardId("traitor"), Category::Intelligence);
    pass(s);
    pass(other);
    // The defender and the third player cannot tell which (or how many) cards were chosen.
    QVERIFY(viewOf(s, def) == viewOf(other, def));
    QVERIFY(viewOf(s, third) == viewOf(other, third));
    QCOMPARE(int(viewOf(s, def).handCounts[static_cast<std::size_t>(att)]), 2);
    QVERIFY(viewOf(s, att).chosen.has(cardId("ruse")));
    choose(s, cardId("terror"), Category::Morale);
    QVERIFY(!viewOf(s, att).chosen.has(cardId("terror")));
    QVERIFY(viewOf(s, att).battle[kDefender].empty());
    pass(s); // revealed together
    QVERIFY(viewOf(s, third).battle[kAttacker].has(cardId("ruse")) || viewOf(s, third).seenDiscard.has(cardId("ruse")) ||
            viewOf(s, third).table.has(cardId("ruse")));
}

void TestConquestView::ruling_C20_ownHandAndCountsShown()
{
    State s = gameOf({Nation::Moabites, Nation::Edomites});
    passUntil(s, Pending::Target);
    for (int p = 0; p < 2; ++p) {
        const SeatView v = viewOf(s, p);
        QVERIFY(v.hand == s.hands[static_cast<std::size_t>(p)]);
        QCOMPARE(int(v.handCounts[static_cast<std::size_t>(1 - p)]), s.handCount(1 - p));
        QCOMPARE(int(v.deckCount), s.deck.count());
        QVERIFY((v.unknown() & s.hands[static_cast<std::size_t>(1 - p)]) == s.hands[static_cast<std::size_t>(1 - p)]);
        QVERIFY((v.unknown() & v.hand).empty());
    }
}

void TestConquestView::ruling_C20_legalDecisionsNameOnlyOwnCards()
{
    // A host may send the deciding seat the legal actions with its view (docs/conquest.md): every
    // card they name is in that seat's hand, and the list is the same whatever the others hold.
    auto list = std::make_unique<ActionList>();
    auto other = std::make_unique<ActionList>();
    long checked = 0;
    playRandomGames(200, 11, [&](const State &, const Action &, const State &s) {
        if (isChancePending(s) || s.over())
            return;
        const int p = s.pendingPlayer;
        const SeatView v = viewOf(s, p);
        legalActions(s, *list);
        for (const Action &a : *list) {
            const bool namesCard = a.kind == ActionKind::Discard || a.kind == ActionKind::PlayCard ||
                                   a.kind == ActionKind::LendCard || a.kind == ActionKind::Choose;
            if (namesCard)
                QVERIFY(v.hand.has(a.a));
        }
        // Another seat's hand swapped with the deck's cards: the same list.
        const int q = (p + 1) % s.numPlayers;
        if (s.deck.count() < s.handCount(q))
            return;
        State t = s;
        const CardSet theirs = t.hands[static_cast<std::size_t>(q)];
        CardSet fresh;
        for (int i = 0; i < theirs.count(); ++i)
            fresh.add(t.deck.nth(i));
        t.deck = t.deck.without(fresh) | theirs;
        t.hands[static_cast<std::size_t>(q)] = fresh;
        legalActions(t, *other);
        QCOMPARE(other->size, list->size);
        for (int i = 0; i < list->size; ++i)
            QCOMPARE((*other)[i], (*list)[i]);
        ++checked;
    });
    QVERIFY(checked > 10000);
}

QTEST_APPLESS_MAIN(TestConquestView)
#include "test_view.moc"
