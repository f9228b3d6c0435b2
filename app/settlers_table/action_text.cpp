#include "app/settlers_table/action_text.h"

#include "engine/io/game_text.h"
#include "app/settlers_table/korean_particles.h"

namespace canaan::settlerstable {

ActionText::ActionText(const settlers::Rules &rules, const settlers::GameState &state, QStringList names)
    : m_rules(rules), m_state(state), m_names(std::move(names))
{
}

QString ActionText::resource(int r) const
{
    return r >= 0 && r < settlers::kResourceCount ? resourceName(static_cast<settlers::Resource>(r), m_rules.ruleset()) : QString();
}

QString ActionText::name(int seat) const
{
    return seat >= 0 && seat < m_names.size() ? m_names[seat] : QString();
}

QString ActionText::card(int c) const
{
    return c >= 0 && c < settlers::kDevCardCount ? devCardName(static_cast<settlers::DevCard>(c), m_rules.ruleset()) : QString();
}

QString ActionText::playCard(const settlers::Action &a) const
{
    switch (static_cast<settlers::DevCard>(a.a)) {
    case settlers::DevCard::PlentifulLands:
        return a.c == settlers::kNoId ? tr("Play %1 and take %2.").arg(card(a.a), resource(a.b))
                            : tr("Play %1 and take %2 and %3.").arg(card(a.a), resource(a.b), resource(a.c));
    case settlers::DevCard::KorahsRebellion: return tr("Play %1 and claim every %2.").arg(card(a.a), resource(a.b));
    case settlers::DevCard::Improvements:
        return tr("Play %1 on the settlement at intersection %2.").arg(card(a.a)).arg(a.b);
    case settlers::DevCard::BountifulHarvest:
        return tr("Play %1 on the building at intersection %2.").arg(card(a.a)).arg(a.b);
    case settlers::DevCard::GibeoniteTrickery: return tr("Play %1 against %2.").arg(card(a.a), name(a.b));
    case settlers::DevCard::CalebsBlessing:
        return tr("Play %1 for a settlement at intersection %2.").arg(card(a.a)).arg(a.b);
    default: return tr("Play %1.").arg(card(a.a));
    }
}

QString ActionText::describe(const settlers::Action &a) const
{
    QString text;
    switch (a.kind) {
    case settlers::ActionKind::FirstRoll:
    case settlers::ActionKind::Dice:
    case settlers::ActionKind::DrawCard:
    case settlers::ActionKind::Steal: text = tr("Let chance decide."); break;
    case settlers::ActionKind::SetupSettlement: text = tr("Place the starting settlement at intersection %1.").arg(a.a); break;
    case settlers::ActionKind::SetupRoad: text = tr("Place the starting road on path %1.").arg(a.a); break;
    case settlers::ActionKind::ChooseStartingSettlement:
        text = tr("Take the starting resources of the settlement at intersection %1.").arg(a.a);
        break;
    case settlers::ActionKind::Roll: text = tr("Roll the dice."); break;
    case settlers::ActionKind::Discard: text = tr("Discard one %1.").arg(resource(a.a)); break;
    case settlers::ActionKind::MovePlague:
        text = a.b == settlers::kNoId ? tr("Move the Plague to hex %1 and rob nobody.").arg(a.a)
                            : tr("Move the Plague to hex %1 and rob %2.").arg(a.a).arg(name(a.b));
        break;
    case settlers::ActionKind::ChooseResource: text = tr("Choose %1.").arg(resource(a.a)); break;
    case settlers::ActionKind::BuildRoad: text = tr("Build a road on path %1.").arg(a.a); break;
    case settlers::ActionKind::BuildSettlement: text = tr("Build a settlement at intersection %1.").arg(a.a); break;
    case settlers::ActionKind::BuildCity: text = tr("Build a city at intersection %1.").arg(a.a); break;
    case settlers::ActionKind::BuyCard: text = tr("Buy a development card."); break;
    case settlers::ActionKind::BuildStone:
        text = a.a == settlers::kNoId ? tr("Add a building stone to Jerusalem.")
                            : tr("Add a building stone to Jerusalem and pay %1 one %2 as toll.")
                                  .arg(name(a.a), resource(a.b));
        break;
    case settlers::ActionKind::MaritimeTrade:
        text = tr("Trade %1 %2 with the bank for one %3.")
                   .arg(settlers::maritimeRate(m_rules, m_state, a.player, a.a))
                   .arg(resource(a.a), resource(a.b));
        break;
    case settlers::ActionKind::OfferTrade: text = tr("Offer a trade."); break;
    case settlers::ActionKind::AnswerTrade:
        switch (static_cast<settlers::TradeAnswer>(a.a)) {
        case settlers::TradeAnswer::Reject: text = tr("Reject the offer."); break;
        case settlers::TradeAnswer::Accept: text = tr("Accept the offer."); break;
        case settlers::TradeAnswer::Counter: text = tr("Make a counter-offer."); break;
        }
        break;
    case settlers::ActionKind::ConfirmTrade:
        text = a.a == settlers::kNoId ? tr("Withdraw the offer.") : tr("Trade with %1.").arg(name(a.a));
        break;
    case settlers::ActionKind::PlayCard: text = playCard(a); break;
    case settlers::ActionKind::EndTurn: text = tr("End the turn."); break;
    }
    return fixParticles(text);
}

} // namespace canaan::settlerstable
