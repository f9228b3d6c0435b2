#include "app/game/action_text.h"

#include "engine/io/game_text.h"
#include "app/game/korean_particles.h"

namespace canaan::game {

ActionText::ActionText(const Rules &rules, const GameState &state, QStringList names)
    : m_rules(rules), m_state(state), m_names(std::move(names))
{
}

QString ActionText::resource(int r) const
{
    return r >= 0 && r < kResourceCount ? resourceName(static_cast<Resource>(r), m_rules.ruleset()) : QString();
}

QString ActionText::name(int seat) const
{
    return seat >= 0 && seat < m_names.size() ? m_names[seat] : QString();
}

QString ActionText::card(int c) const
{
    return c >= 0 && c < kDevCardCount ? devCardName(static_cast<DevCard>(c), m_rules.ruleset()) : QString();
}

QString ActionText::playCard(const Action &a) const
{
    switch (static_cast<DevCard>(a.a)) {
    case DevCard::PlentifulLands:
        return a.c == kNoId ? tr("Play %1 and take %2.").arg(card(a.a), resource(a.b))
                            : tr("Play %1 and take %2 and %3.").arg(card(a.a), resource(a.b), resource(a.c));
    case DevCard::KorahsRebellion: return tr("Play %1 and claim every %2.").arg(card(a.a), resource(a.b));
    case DevCard::Improvements:
        return tr("Play %1 on the settlement at intersection %2.").arg(card(a.a)).arg(a.b);
    case DevCard::BountifulHarvest:
        return tr("Play %1 on the building at intersection %2.").arg(card(a.a)).arg(a.b);
    case DevCard::GibeoniteTrickery: return tr("Play %1 against %2.").arg(card(a.a), name(a.b));
    case DevCard::CalebsBlessing:
        return tr("Play %1 for a settlement at intersection %2.").arg(card(a.a)).arg(a.b);
    default: return tr("Play %1.").arg(card(a.a));
    }
}

QString ActionText::describe(const Action &a) const
{
    QString text;
    switch (a.kind) {
    case ActionKind::FirstRoll:
    case ActionKind::Dice:
    case ActionKind::DrawCard:
    case ActionKind::Steal: text = tr("Let chance decide."); break;
    case ActionKind::SetupSettlement: text = tr("Place the starting settlement at intersection %1.").arg(a.a); break;
    case ActionKind::SetupRoad: text = tr("Place the starting road on path %1.").arg(a.a); break;
    case ActionKind::ChooseStartingSettlement:
        text = tr("Take the starting resources of the settlement at intersection %1.").arg(a.a);
        break;
    case ActionKind::Roll: text = tr("Roll the dice."); break;
    case ActionKind::Discard: text = tr("Discard one %1.").arg(resource(a.a)); break;
    case ActionKind::MovePlague:
        text = a.b == kNoId ? tr("Move the Plague to hex %1 and rob nobody.").arg(a.a)
                            : tr("Move the Plague to hex %1 and rob %2.").arg(a.a).arg(name(a.b));
        break;
    case ActionKind::ChooseResource: text = tr("Choose %1.").arg(resource(a.a)); break;
    case ActionKind::BuildRoad: text = tr("Build a road on path %1.").arg(a.a); break;
    case ActionKind::BuildSettlement: text = tr("Build a settlement at intersection %1.").arg(a.a); break;
    case ActionKind::BuildCity: text = tr("Build a city at intersection %1.").arg(a.a); break;
    case ActionKind::BuyCard: text = tr("Buy a development card."); break;
    case ActionKind::BuildStone:
        text = a.a == kNoId ? tr("Add a building stone to Jerusalem.")
                            : tr("Add a building stone to Jerusalem and pay %1 one %2 as toll.")
                                  .arg(name(a.a), resource(a.b));
        break;
    case ActionKind::MaritimeTrade:
        text = tr("Trade %1 %2 with the bank for one %3.")
                   .arg(maritimeRate(m_rules, m_state, a.player, a.a))
                   .arg(resource(a.a), resource(a.b));
        break;
    case ActionKind::OfferTrade: text = tr("Offer a trade."); break;
    case ActionKind::AnswerTrade:
        switch (static_cast<TradeAnswer>(a.a)) {
        case TradeAnswer::Reject: text = tr("Reject the offer."); break;
        case TradeAnswer::Accept: text = tr("Accept the offer."); break;
        case TradeAnswer::Counter: text = tr("Make a counter-offer."); break;
        }
        break;
    case ActionKind::ConfirmTrade:
        text = a.a == kNoId ? tr("Withdraw the offer.") : tr("Trade with %1.").arg(name(a.a));
        break;
    case ActionKind::PlayCard: text = playCard(a); break;
    case ActionKind::EndTurn: text = tr("End the turn."); break;
    }
    return fixParticles(text);
}

} // namespace canaan::game
