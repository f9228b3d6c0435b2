#include "app/card_table/battle_record.h"

#include <algorithm>

namespace canaan::cardtable {

using conquest::DieFor;
using conquest::kAttacker;
using conquest::kDefender;
using conquest::kNone;
using conquest::SeatView;

namespace {

bool defenseIn(const SeatView &v)
{
    bool found = false;
    v.battle[kDefender].forEach([&](int c) { found |= conquest::card(c).kind == conquest::Kind::Defense; });
    return found;
}

// The forces as C16 counts them, from what the view shows, with the engine's arithmetic.
std::array<int, conquest::kCategoryCount> forceOf(const SeatView &v, int side)
{
    const auto i = static_cast<std::size_t>(side);
    return conquest::sideForceOf(v.battle[i], v.battleAlt, defenseIn(v), sideArmies(v, side), v.philistineDie[i]);
}

} // namespace

int sideArmies(const SeatView &v, int side)
{
    const int seat = side == kAttacker ? v.attacker : v.defender;
    if (seat == kNone)
        return 0;
    int n = v.armies[seat];
    for (int p = 0; p < v.numPlayers; ++p)
        if (v.lentSide[static_cast<std::size_t>(p)] == side)
            n += v.lentArmies[static_cast<std::size_t>(p)];
    return n;
}

void BattleTracker::observe(const SeatView &v)
{
    const bool fighting = v.attacker != kNone && v.defender != kNone;
    const bool starting = v.step >= conquest::Step::Target && v.step <= conquest::Step::Choice;
    if (fighting && starting && (m_record.turn != v.turnsPlayed || m_record.index != v.battles || m_record.attacker != v.attacker
                     || m_record.defender != v.defender)) {
        m_record = BattleRecord{};
        m_record.attacker = v.attacker;
        m_record.defender = v.defender;
        m_record.turn = v.turnsPlayed;
        m_record.index = v.battles;
    }
    const bool hasCards = !v.battle[0].empty() || !v.battle[1].empty();
    if (fighting && v.revealed() && hasCards && !m_record.casualties.done) {
        m_record.revealed = true;
        for (int side : {kAttacker, kDefender}) {
            // The union: Terrain cards leave the battle when it is decided, but stay on the screen.
            v.battle[static_cast<std::size_t>(side)].forEach([&](int c) {
                if (!m_record.cards[static_cast<std::size_t>(side)].contains(c))
                    m_record.cards[static_cast<std::size_t>(side)] << c;
            });
            m_record.force[static_cast<std::size_t>(side)] = forceOf(v, side);
        }
        m_record.alt = m_record.alt | v.battleAlt;
        m_record.philistineDie = {v.philistineDie[0], v.philistineDie[1]};
        // Terrain cards removed by a Defense card go to the discard pile face up (C15).
        const conquest::CardSet removed = v.seenDiscard.without(m_lastDiscard) & conquest::terrainCards();
        removed.forEach([&](int c) {
            if (!m_record.terrainRemoved.contains(c))
                m_record.terrainRemoved << c;
        });
        if (v.winnerSide != kNone) {
            m_record.winnerSide = v.winnerSide;
            m_record.categoriesWon = {v.categoriesWon[0], v.categoriesWon[1]};
        }
    }
    m_lastDiscard = v.seenDiscard;
}

bool settlesBattle(const SeatView &before, const conquest::Action &a)
{
    return a.kind == conquest::ActionKind::Die && before.dieFor == DieFor::Casualties && before.winnerSide != kNone
           && before.attacker != kNone && before.defender != kNone;
}

Casualties casualtiesOf(const SeatView &before, const conquest::Action &a)
{
    // C17 with the engine's own arithmetic; shown with its figures.
    Casualties k;
    const int w = before.winnerSide;
    const int l = 1 - w;
    k.done = true;
    k.die = a.a;
    k.retreat = before.retreat;
    k.pursuit = before.pursuit;
    const conquest::CasualtyFigures figures =
        conquest::casualtyFigures(w, {sideArmies(before, kAttacker), sideArmies(before, kDefender)}, a.a, k.retreat, k.pursuit);
    k.armies = figures.armies;
    k.rounded = figures.rounded;
    k.loss = figures.loss;
    k.cap = figures.cap;
    const int loserSeat = l == kAttacker ? before.attacker : before.defender;
    if (before.cities[loserSeat] > 0) {
        k.cityFrom = loserSeat;
        k.cityTo = w == kAttacker ? before.attacker : before.defender;
    }
    return k;
}

void BattleTracker::observeAction(const SeatView &before, const conquest::Action &a)
{
    if (a.kind != conquest::ActionKind::Die || !m_record.active())
        return;
    if (before.dieFor == DieFor::TieDefender)
        m_record.tieRolls << std::array<int, 2>{before.tieDie[kAttacker], a.a};
    if (before.dieFor != DieFor::Casualties || before.winnerSide == kNone)
        return;
    m_record.casualties = casualtiesOf(before, a);
    m_record.winnerSide = before.winnerSide;
}

} // namespace canaan::cardtable
