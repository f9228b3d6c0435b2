// The Conquest events (docs/conquest.md "Events"): what one action made happen, in order, and each
// seat's share of it (C20): a card drawn, discarded or lent is hidden from the others; a secret
// choice is no event for them until the reveal.
#include "engine/conquest/events.h"
#include "tests/engine/conquest/conquest_support.h"

#include <QtTest>

using namespace canaan::conquest;
using namespace canaan::conquest::test;

namespace {

std::vector<Event> actAndList(State &s, const Action &a)
{
    const State before = s;
    act(s, a);
    EventList list;
    eventsOf(before, a, s, list);
    return {list.begin(), list.end()};
}

std::vector<Event> rollAndList(State &s, int value) { return actAndList(s, makeAction(ActionKind::Die, s.pendingPlayer, value)); }
std::vector<Event> passAndList(State &s) { return actAndList(s, makeAction(ActionKind::Pass, s.pendingPlayer)); }

std::vector<EventKind> kinds(const std::vector<Event> &events)
{
    std::vector<EventKind> out;
    for (const Event &e : events)
        out.push_back(e.kind);
    return out;
}

std::uint8_t u8(int x) { return static_cast<std::uint8_t>(x); }
std::uint16_t u16(int x) { return static_cast<std::uint16_t>(x); }

int armiesHeld(const State &s, int p)
{
    const auto i = static_cast<std::size_t>(p);
    return s.armies[i] + s.lentArmies[i] + s.armiesAway[i];
}

} // namespace

class TestConquestEvents : public QObject {
    Q_OBJECT
private slots:
    void battleTellsChoiceRevealTieRollAndCasualties();
    void attackAndTurnsInOrder();
    void lentArmiesComeBackAtTheTurnsEnd();
    void sentencesInEnglish();
    void randomGamesHideWhatSeatsMayNotSee();
};

void TestConquestEvents::battleTellsChoiceRevealTieRollAndCasualties()
{
    Battle b = battle({Nation::Moabites, Nation::Edomites}, {"ruse"}, {"traitor", "terror"}, 12, 10);
    const int ruse = cardId("ruse"), traitor = cardId("traitor"), terror = cardId("terror");

    auto events = actAndList(b.s, makeAction(ActionKind::Choose, b.att, ruse, int(Category::Strategy)));
    QCOMPARE(events.size(), std::size_t(1));
    QCOMPARE(events[0].kind, EventKind::CardChosen);
    QCOMPARE(seenBy(events[0], b.att)->card, u8(ruse)); // his own choice
    QVERIFY(!seenBy(events[0], b.def));                  // C14: nothing for the others
    QVERIFY(!seenBy(events[0], kNone));

    QCOMPARE(kinds(passAndList(b.s)), std::vector<EventKind>{EventKind::ChoiceMade});
    actAndList(b.s, makeAction(ActionKind::Choose, b.def, traitor, int(Category::Intelligence)));
    actAndList(b.s, makeAction(ActionKind::Choose, b.def, terror, int(Category::Morale)));

    // The defender's "done": both sides revealed at once, every card with its category.
    events = passAndList(b.s);
    QCOMPARE(kinds(events), (std::vector<EventKind>{EventKind::ChoiceMade, EventKind::CardRevealed, EventKind::CardRevealed,
                                                    EventKind::CardRevealed}));
    QCOMPARE(events[1].player, u8(b.att));
    QCOMPARE(events[1].card, u8(ruse));
    QCOMPARE(events[1].a, u16(int(Category::Strategy)));
    QCOMPARE(events[2].player, u8(b.def));
    QCOMPARE(events[3].a, u16(int(Category::Morale)));
    QCOMPARE(seenBy(events[1], b.def)->card, u8(ruse)); // revealed: public

    // Two categories each: the tie roll, once rolled again.
    QVERIFY(rollAndList(b.s, 3).empty());
    events = rollAndList(b.s, 3);
    QCOMPARE(kinds(events), std::vector<EventKind>{EventKind::TieRolled});
    QCOMPARE(events[0].a, u16(3));
    QCOMPARE(events[0].b, u16(3));
    rollAndList(b.s, 2);
    events = rollAndList(b.s, 5);
    QCOMPARE(kinds(events), (std::vector<EventKind>{EventKind::TieRolled, EventKind::BattleWon}));
    QCOMPARE(events[1].player, u8(b.def));
    QCOMPARE(events[1].other, u8(b.att));
    QCOMPARE(events[1].a, u16(2));
    QCOMPARE(events[1].b, u16(2));

    // Casualties: each side's loss, then the city.
    const State before = b.s;
    events = rollAndList(b.s, 4);
    QCOMPARE(events[0].kind, EventKind::DieRolled);
    QCOMPARE(events[0].b, u16(int(DieFor::Casualties)));
    int attLost = -1, defLost = -1, taken = 0;
    for (const Event &e : events) {
        if (e.kind == EventKind::ArmiesLost)
            (e.player == b.att ? attLost : defLost) = e.a;
        taken += e.kind == EventKind::CityTaken && e.player == b.def && e.other == b.att;
    }
    QCOMPARE(attLost, armiesHeld(before, b.att) - armiesHeld(b.s, b.att));
    QCOMPARE(attLost, 5); // 12 x 40% = 4.8 -> 5 (C17)
    QCOMPARE(defLost, 1);
    QCOMPARE(taken, before.cities[static_cast<std::size_t>(b.att)] > 0 ? 1 : 0);
}

void TestConquestEvents::attackAndTurnsInOrder()
{
    State s = atFirstTarget({Nation::Hittites, Nation::Hebrews, Nation::Egyptians});
    const int att = s.active, def = (att + 1) % 3;
    auto events = actAndList(s, makeAction(ActionKind::Attack, att, def));
    QCOMPARE(kinds(events), std::vector<EventKind>{EventKind::Attacked});
    QCOMPARE(events[0].other, u8(def));

    State quiet = atFirstTarget({Nation::Moabites, Nation::Edomites});
    const int first = quiet.active;
    events = passAndList(quiet);
    QCOMPARE(kinds(events), (std::vector<EventKind>{EventKind::NoBattle, EventKind::TurnStarted}));
    QCOMPARE(events[1].player, u8((first + 1) % 2));
    QCOMPARE(events[1].a, u16(2)); // the second turn
}

void TestConquestEvents::lentArmiesComeBackAtTheTurnsEnd()
{
    // C12, C17, C19: an ally lends 5 armies, loses 1 of them in the battle, and gets 4 back when the
    // casualty roll ends the turn.
    State s = atFirstTarget({Nation::Moabites, Nation::Edomites, Nation::Ammonites});
    const int att = s.active, def = (att + 1) % 3, ally = (att + 2) % 3;
    act(s, makeAction(ActionKind::Attack, att, def));
    QCOMPARE(s.pending, Pending::Ally);
    QCOMPARE(int(s.pendingPlayer), ally);
    auto events = actAndList(s, makeAction(ActionKind::LendArmies, ally, 5, kAttacker));
    QCOMPARE(kinds(events), std::vector<EventKind>{EventKind::ArmiesLent});
    QCOMPARE(events[0].other, u8(att));
    toChoice(s);
    passAndList(s);
    events = passAndList(s); // 15 armies against 10: the attacker wins Numbers, and the battle
    QCOMPARE(events.back().kind, EventKind::BattleWon);
    events = rollAndList(s, 1);
    int lost = 0, back = 0;
    for (const Event &e : events) {
        if (e.kind == EventKind::ArmiesLost && e.player == ally)
            lost = e.a;
        if (e.kind == EventKind::ArmiesReturned && e.player == ally)
            back = e.a;
    }
    QCOMPARE(lost, 1); // the winner's 2 (15 x 10%, halves up), the larger remainder the ally's
    QCOMPARE(back, 4);
    QCOMPARE(int(s.armies[static_cast<std::size_t>(ally)]), 9);
    QCOMPARE(events.back().kind, EventKind::TurnStarted);
}

void TestConquestEvents::sentencesInEnglish()
{
    const std::vector<Nation> nations = {Nation::Hittites, Nation::Hebrews};
    QCOMPARE(eventText(Event{EventKind::Attacked, 0, 1}, nations), std::string("Hittites attack Hebrews."));
    QCOMPARE(eventText(Event{EventKind::TieRolled, 0, 1, kNone, 4, 2}, nations), std::string("The tie roll: 4 against 2."));
    QCOMPARE(eventText(Event{EventKind::ArmiesLost, 1, kNone, kNone, 3}, nations), std::string("Hebrews lose 3 armies."));
    QCOMPARE(eventText(Event{EventKind::CardDrawn, 1, kNone, kNone}, nations), std::string("Hebrews draw a card."));
    QCOMPARE(eventText(Event{EventKind::GameEnded, kNone, kNone, kNone, 3}, nations), std::string("The game is over: Hittites and Hebrews win."));
    QCOMPARE(eventKindId(EventKind::BattleWon), std::string_view("battleWon"));
    QCOMPARE(eventKindId(EventKind::GameEnded), std::string_view("gameEnded"));
    QCOMPARE(eventText(Event{EventKind::ArmiesReturned, 0, kNone, kNone, 4}, nations), std::string("4 armies lent by Hittites come back."));
}

void TestConquestEvents::randomGamesHideWhatSeatsMayNotSee()
{
    int battles = 0, casualtyRolls = 0, turnsStarted = 0, gamesEnded = 0, games = 0, returnedCards = 0, returnedArmies = 0;
    EventList list;
    playRandomGames(300, 2024, [&](const State &before, const Action &a, const State &after) {
        eventsOf(before, a, after, list);
        QVERIFY(list.size < EventList::kCapacity);
        int drawn = 0, lost = 0;
        for (const Event &e : list) {
            for (int q = 0; q < before.numPlayers; ++q) {
                const auto seen = seenBy(e, q);
                const bool mine = e.privateTo == 0 || (e.privateTo & (1u << q));
                if (mine)
                    QCOMPARE(*seen, e);
                else if (e.kind == EventKind::CardChosen)
                    QVERIFY(!seen);
                else
                    QCOMPARE(seen->card, kNone);
            }
            if (e.kind == EventKind::CardChosen) {
                QCOMPARE(a.kind, ActionKind::Choose);
                QCOMPARE(int(e.privateTo), 1 << a.player);
            }
            if (e.kind == EventKind::CardDrawn) {
                ++drawn;
                QCOMPARE(e.card, a.a);
                QCOMPARE(int(e.privateTo), 1 << before.drawPlayer);
            }
            if (e.kind == EventKind::ArmiesLost)
                lost += e.a;
            battles += e.kind == EventKind::BattleWon;
            turnsStarted += e.kind == EventKind::TurnStarted;
            if (e.kind == EventKind::GameEnded) {
                ++gamesEnded;
                QVERIFY(after.over());
                QCOMPARE(int(e.a), int(after.winners));
            }
        }
        QCOMPARE(drawn, a.kind == ActionKind::Draw ? 1 : 0);
        // C19: at the end of a turn, the lent armies that come back are what the owners gain.
        const bool casualtyRoll = a.kind == ActionKind::Die && before.dieFor == DieFor::Casualties;
        if (after.turnsPlayed != before.turnsPlayed && !casualtyRoll) {
            std::array<int, kMaxPlayers> back{};
            for (const Event &e : list) {
                if (e.kind == EventKind::ArmiesReturned) {
                    back[e.player] += e.a;
                    ++returnedArmies;
                }
                QVERIFY(e.kind != EventKind::CardReturned); // lent cards went back after their battle (C12)
            }
            for (int p = 0; p < before.numPlayers; ++p)
                QCOMPARE(back[static_cast<std::size_t>(p)], after.armies[static_cast<std::size_t>(p)] - before.armies[static_cast<std::size_t>(p)]);
        }
        if (a.kind == ActionKind::Die && before.dieFor == DieFor::Casualties) {
            ++casualtyRolls;
            // C12: the battle is over; every lent card its side did not play is back with its lender.
            QVERIFY(after.lent.empty());
            for (const Event &e : list)
                if (e.kind == EventKind::CardReturned) {
                    QVERIFY(after.hands[e.other].has(e.card));
                    QVERIFY(before.hands[e.player].has(e.card));
                    ++returnedCards;
                }
            int held = 0;
            for (int p = 0; p < before.numPlayers; ++p)
                held += armiesHeld(before, p) - armiesHeld(after, p);
            QCOMPARE(lost, held);
        }
        if (after.over()) {
            ++games;
            QCOMPARE(turnsStarted, int(after.turnsPlayed));
            turnsStarted = 0;
        }
    });
    QCOMPARE(games, 300);
    QCOMPARE(gamesEnded, 300);
    QCOMPARE(battles, casualtyRolls);
    QVERIFY(battles > 1000);
    QVERIFY(returnedCards > 10);
    QVERIFY(returnedArmies > 10);
}

QTEST_APPLESS_MAIN(TestConquestEvents)
#include "test_events.moc"
