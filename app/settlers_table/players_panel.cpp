#include "app/settlers_table/players_panel.h"

#include "engine/io/game_text.h"
#include "app/settlers_table/player_card.h"

#include <QVBoxLayout>

namespace canaan::settlerstable {

PlayersPanel::PlayersPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
}

QString PlayersPanel::textOf(int seat) const
{
    const PlayerCard *card = cardOf(seat);
    return card ? card->summary() : QString();
}

void PlayersPanel::showClock(int seat, int secondsLeft)
{
    for (int p = 0; p < m_cards.size(); ++p)
        m_cards[p]->setClock(p == seat ? secondsLeft : -1);
}

QString PlayersPanel::vpSum(const settlers::Rules &rules, const settlers::VpParts &vp)
{
    // Counts as counts, each with its VP, and the sum written out so the total visibly adds up.
    QStringList terms;
    if (vp.settlements > 0)
        terms << tr("settlements %1 × 1").arg(vp.settlements);
    if (vp.cities > 0)
        terms << tr("cities %1 × 2").arg(vp.cities);
    if (vp.vpCards > 0)
        terms << tr("VP cards %1").arg(vp.vpCards);
    if (vp.longestRoad > 0)
        terms << tr("%1 %2").arg(specialCardName(settlers::SpecialCard::LongestRoad, rules.ruleset())).arg(vp.longestRoad);
    if (vp.mostPriests > 0)
        terms << tr("%1 %2").arg(specialCardName(settlers::SpecialCard::MostPriests, rules.ruleset())).arg(vp.mostPriests);
    if (vp.kingsBlessing > 0)
        terms << tr("%1 %2").arg(specialCardName(settlers::SpecialCard::KingsBlessing, rules.ruleset())).arg(vp.kingsBlessing);
    if (terms.isEmpty())
        return tr("No VP yet");
    return tr("VP: %1 = %2").arg(terms.join(QStringLiteral(" + "))).arg(vp.publicTotal());
}

void PlayersPanel::showPlayers(const settlers::Rules &rules, const settlers::SeatView &view, const QList<SeatPlan> &seats, int yourTurnSeat)
{
    while (m_cards.size() < seats.size()) {
        auto *card = new PlayerCard(this);
        layout()->addWidget(card);
        m_cards.append(card);
    }
    const settlers::GameState &state = view.board; // the public board and the viewer's own cards
    const settlers::Ruleset ruleset = rules.ruleset();
    for (int p = 0; p < seats.size(); ++p) {
        const settlers::VpParts vp = settlers::vpParts(rules, state, p);
        PlayerCard::Facts facts;
        facts.name = seats[p].name;
        facts.color = seats[p].color;
        facts.vp = vp.publicTotal();
        facts.vpBreakdown = vpSum(rules, vp);
        facts.handCount = view.handCount[p];
        facts.devCount = view.devCount[p];
        facts.priests = state.playedPriests[p];
        facts.stones = state.stones[p];
        facts.showStones = !rules.isClassic() && rules.options().stonesToComplete > 0;
        facts.badges = {state.longestRoadHolder == p, state.priestsHolder == p, state.blessingHolder == p};
        facts.badgeNames = {specialCardName(settlers::SpecialCard::LongestRoad, ruleset),
                            specialCardName(settlers::SpecialCard::MostPriests, ruleset),
                            specialCardName(settlers::SpecialCard::KingsBlessing, ruleset)};
        facts.current = state.stage == settlers::Stage::Play && state.current == p;
        facts.yourTurn = p == yourTurnSeat;
        facts.presence = m_presence.value(p);
        m_cards[p]->setFacts(facts);
    }
}

} // namespace canaan::settlerstable
