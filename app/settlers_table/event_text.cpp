#include "app/settlers_table/event_text.h"

#include "engine/io/game_text.h"
#include "app/settlers_table/korean_particles.h"
#include "engine/settlers/rules/game_state.h"
#include "engine/settlers/rules/seat_view.h"

namespace canaan::settlerstable {

EventText::EventText(QStringList names, settlers::Ruleset ruleset) : m_names(std::move(names)), m_ruleset(ruleset) {}

QString EventText::name(int seat) const
{
    return seat >= 0 && seat < m_names.size() ? m_names[seat] : QString();
}

QString EventText::resource(int r) const
{
    return r >= 0 && r < settlers::kResourceCount ? resourceName(static_cast<settlers::Resource>(r), m_ruleset) : QString();
}

QString EventText::cards(const TradeTerms &terms, int sign) const
{
    QStringList parts;
    for (int r = 0; r < settlers::kResourceCount; ++r) {
        const int n = sign * terms[static_cast<std::size_t>(r)];
        if (n > 0)
            parts << tr("%1 %2").arg(n).arg(resource(r));
    }
    if (parts.size() < 2)
        return parts.join(QString());
    const QString last = parts.takeLast();
    return tr("%1 and %2").arg(parts.join(QStringLiteral(", ")), last);
}

QString EventText::offerSentence(const settlers::Event &e, const TradeTerms &terms) const
{
    const QString who = name(e.player);
    const QString give = cards(terms, 1);
    const QString get = cards(terms, -1);
    if (give.isEmpty() || get.isEmpty()) // a log without the terms (never from the game window)
        return e.a == settlers::kNoId ? tr("%1 offered a trade to everyone.").arg(who)
                            : tr("%1 offered a trade to %2.").arg(who, name(e.a));
    return e.a == settlers::kNoId ? tr("%1 offered everyone %2 for %3.").arg(who, give, get)
                        : tr("%1 offered %2 %3 for %4.").arg(who, name(e.a), give, get);
}

QString EventText::sentence(const settlers::Event &event, const TradeTerms &terms) const
{
    const settlers::Event &e = event;
    const QString who = name(e.player);
    QString text;
    switch (e.kind) {
    case settlers::EventKind::FirstRolled:
        text = tr("%1 rolled %2 to decide who starts.").arg(who).arg(e.a + e.b);
        break;
    case settlers::EventKind::FirstPlayerChosen: text = tr("%1 starts the game.").arg(who); break;
    case settlers::EventKind::SettlementPlaced: text = tr("%1 placed a settlement.").arg(who); break;
    case settlers::EventKind::RoadPlaced: text = tr("%1 built a road.").arg(who); break;
    case settlers::EventKind::CityBuilt: text = tr("%1 built a city.").arg(who); break;
    case settlers::EventKind::ResourcesGained:
        text = tr("%1 received %2 %3.").arg(who).arg(e.b).arg(resource(e.a));
        break;
    case settlers::EventKind::DiceRolled:
        text = tr("%1 rolled %2 + %3 = %4.").arg(who).arg(e.a).arg(e.b).arg(e.a + e.b);
        break;
    case settlers::EventKind::BankShortage:
        text = tr("The bank is short of %1, so nobody receives it this roll.").arg(resource(e.a));
        break;
    case settlers::EventKind::BlackStoneAdded: text = tr("A black stone was added to Jerusalem."); break;
    case settlers::EventKind::Discarded: {
        // The engine says one card per event; the log gathers a player's discard in `terms`.
        const QString discarded = cards(terms, 1);
        text = discarded.isEmpty() ? tr("%1 discarded one %2.").arg(who, resource(e.a))
                                   : tr("%1 discarded %2.").arg(who, discarded);
        break;
    }
    case settlers::EventKind::PlagueMoved: text = tr("%1 moved the Plague.").arg(who); break;
    case settlers::EventKind::CardStolen:
        text = e.a != settlers::kNoId ? tr("%1 took one %2 from %3.").arg(who, resource(e.a), name(e.b))
                                           : tr("%1 took a card from %2.").arg(who, name(e.b));
        break;
    case settlers::EventKind::CardBought:
        text = e.a < settlers::kDevCardCount
                   ? tr("%1 bought a development card: %2.").arg(who, devCardName(static_cast<settlers::DevCard>(e.a), m_ruleset))
                   : tr("%1 bought a development card.").arg(who);
        break;
    case settlers::EventKind::CardPlayed:
        text = tr("%1 played %2.").arg(who, devCardName(static_cast<settlers::DevCard>(e.a), m_ruleset));
        break;
    case settlers::EventKind::MonopolyTaken:
        text = tr("%1 took %2 %3 from %4.").arg(who).arg(e.b).arg(resource(e.a), name(e.c));
        break;
    case settlers::EventKind::StoneAdded:
        text = e.b == settlers::kNoId ? tr("%1 added a building stone to Jerusalem.").arg(who)
                            : tr("%1 added a building stone to Jerusalem and paid %2 one %3 as toll.")
                                  .arg(who, name(e.b), resource(e.c));
        break;
    case settlers::EventKind::SpecialCardChanged: {
        const QString card = specialCardName(static_cast<settlers::SpecialCard>(e.a), m_ruleset);
        text = e.b == settlers::kNoId ? tr("Nobody holds %1 now.").arg(card) : tr("%1 now holds %2.").arg(name(e.b), card);
        break;
    }
    case settlers::EventKind::BlessingResourceSet:
        text = tr("%1 put %2 under the King's Blessing.").arg(who, resource(e.a));
        break;
    case settlers::EventKind::MaritimeTraded:
        text = tr("%1 traded %2 %3 with the bank for one %4.").arg(who).arg(e.b).arg(resource(e.a), resource(e.c));
        break;
    case settlers::EventKind::TradeOffered:
        text = offerSentence(e, terms);
        break;
    case settlers::EventKind::TradeAnswered:
        switch (static_cast<settlers::TradeAnswer>(e.a)) {
        case settlers::TradeAnswer::Reject: text = tr("%1 rejected the offer.").arg(who); break;
        case settlers::TradeAnswer::Accept: text = tr("%1 accepted the offer.").arg(who); break;
        case settlers::TradeAnswer::Counter: text = tr("%1 made a counter-offer.").arg(who); break;
        }
        break;
    case settlers::EventKind::TradeDone: text = tr("%1 traded with %2.").arg(who, name(e.a)); break;
    case settlers::EventKind::TradeWithdrawn: text = tr("%1 withdrew the offer.").arg(who); break;
    case settlers::EventKind::CaravanStarted: text = tr("%1 trades two for one for the rest of the turn.").arg(who); break;
    case settlers::EventKind::TurnStarted:
        text = tr("Turn %1 begins: it is %2's turn.").arg(e.a + 256 * e.b).arg(who);
        break;
    case settlers::EventKind::JerusalemCompleted:
        text = e.a == 1 ? tr("Jerusalem is complete. The lead is shared, so the game goes on.")
                        : tr("Jerusalem is complete.");
        break;
    case settlers::EventKind::GameEnded: {
        QStringList winners;
        for (int p = 0; p < m_names.size(); ++p)
            if (e.b & (1 << p))
                winners << name(p);
        text = endReasonText(static_cast<settlers::EndReason>(e.a));
        if (!winners.isEmpty())
            text += QLatin1Char(' ') + tr("%1 won the game.").arg(winners.join(QStringLiteral(", ")));
        break;
    }
    }
    return fixParticles(text);
}

} // namespace canaan::settlerstable
