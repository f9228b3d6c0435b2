#include "app/game/event_text.h"

#include "engine/io/game_text.h"
#include "app/game/korean_particles.h"
#include "engine/settlers/rules/game_state.h"
#include "engine/settlers/rules/seat_view.h"

namespace canaan::game {

EventText::EventText(QStringList names, Ruleset ruleset) : m_names(std::move(names)), m_ruleset(ruleset) {}

QString EventText::name(int seat) const
{
    return seat >= 0 && seat < m_names.size() ? m_names[seat] : QString();
}

QString EventText::resource(int r) const
{
    return r >= 0 && r < kResourceCount ? resourceName(static_cast<Resource>(r), m_ruleset) : QString();
}

QString EventText::cards(const TradeTerms &terms, int sign) const
{
    QStringList parts;
    for (int r = 0; r < kResourceCount; ++r) {
        const int n = sign * terms[static_cast<std::size_t>(r)];
        if (n > 0)
            parts << tr("%1 %2").arg(n).arg(resource(r));
    }
    if (parts.size() < 2)
        return parts.join(QString());
    const QString last = parts.takeLast();
    return tr("%1 and %2").arg(parts.join(QStringLiteral(", ")), last);
}

QString EventText::offerSentence(const Event &e, const TradeTerms &terms) const
{
    const QString who = name(e.player);
    const QString give = cards(terms, 1);
    const QString get = cards(terms, -1);
    if (give.isEmpty() || get.isEmpty()) // a log without the terms (never from the game window)
        return e.a == kNoId ? tr("%1 offered a trade to everyone.").arg(who)
                            : tr("%1 offered a trade to %2.").arg(who, name(e.a));
    return e.a == kNoId ? tr("%1 offered everyone %2 for %3.").arg(who, give, get)
                        : tr("%1 offered %2 %3 for %4.").arg(who, name(e.a), give, get);
}

QString EventText::sentence(const Event &event, const TradeTerms &terms) const
{
    const Event &e = event;
    const QString who = name(e.player);
    QString text;
    switch (e.kind) {
    case EventKind::FirstRolled:
        text = tr("%1 rolled %2 to decide who starts.").arg(who).arg(e.a + e.b);
        break;
    case EventKind::FirstPlayerChosen: text = tr("%1 starts the game.").arg(who); break;
    case EventKind::SettlementPlaced: text = tr("%1 placed a settlement.").arg(who); break;
    case EventKind::RoadPlaced: text = tr("%1 built a road.").arg(who); break;
    case EventKind::CityBuilt: text = tr("%1 built a city.").arg(who); break;
    case EventKind::ResourcesGained:
        text = tr("%1 received %2 %3.").arg(who).arg(e.b).arg(resource(e.a));
        break;
    case EventKind::DiceRolled:
        text = tr("%1 rolled %2 + %3 = %4.").arg(who).arg(e.a).arg(e.b).arg(e.a + e.b);
        break;
    case EventKind::BankShortage:
        text = tr("The bank is short of %1, so nobody receives it this roll.").arg(resource(e.a));
        break;
    case EventKind::BlackStoneAdded: text = tr("A black stone was added to Jerusalem."); break;
    case EventKind::Discarded: {
        // The engine says one card per event; the log gathers a player's discard in `terms`.
        const QString discarded = cards(terms, 1);
        text = discarded.isEmpty() ? tr("%1 discarded one %2.").arg(who, resource(e.a))
                                   : tr("%1 discarded %2.").arg(who, discarded);
        break;
    }
    case EventKind::PlagueMoved: text = tr("%1 moved the Plague.").arg(who); break;
    case EventKind::CardStolen:
        text = e.a != kNoId ? tr("%1 took one %2 from %3.").arg(who, resource(e.a), name(e.b))
                                           : tr("%1 took a card from %2.").arg(who, name(e.b));
        break;
    case EventKind::CardBought:
        text = e.a < kDevCardCount
                   ? tr("%1 bought a development card: %2.").arg(who, devCardName(static_cast<DevCard>(e.a), m_ruleset))
                   : tr("%1 bought a development card.").arg(who);
        break;
    case EventKind::CardPlayed:
        text = tr("%1 played %2.").arg(who, devCardName(static_cast<DevCard>(e.a), m_ruleset));
        break;
    case EventKind::MonopolyTaken:
        text = tr("%1 took %2 %3 from %4.").arg(who).arg(e.b).arg(resource(e.a), name(e.c));
        break;
    case EventKind::StoneAdded:
        text = e.b == kNoId ? tr("%1 added a building stone to Jerusalem.").arg(who)
                            : tr("%1 added a building stone to Jerusalem and paid %2 one %3 as toll.")
                                  .arg(who, name(e.b), resource(e.c));
        break;
    case EventKind::SpecialCardChanged: {
        const QString card = specialCardName(static_cast<SpecialCard>(e.a), m_ruleset);
        text = e.b == kNoId ? tr("Nobody holds %1 now.").arg(card) : tr("%1 now holds %2.").arg(name(e.b), card);
        break;
    }
    case EventKind::BlessingResourceSet:
        text = tr("%1 put %2 under the King's Blessing.").arg(who, resource(e.a));
        break;
    case EventKind::MaritimeTraded:
        text = tr("%1 traded %2 %3 with the bank for one %4.").arg(who).arg(e.b).arg(resource(e.a), resource(e.c));
        break;
    case EventKind::TradeOffered:
        text = offerSentence(e, terms);
        break;
    case EventKind::TradeAnswered:
        switch (static_cast<TradeAnswer>(e.a)) {
        case TradeAnswer::Reject: text = tr("%1 rejected the offer.").arg(who); break;
        case TradeAnswer::Accept: text = tr("%1 accepted the offer.").arg(who); break;
        case TradeAnswer::Counter: text = tr("%1 made a counter-offer.").arg(who); break;
        }
        break;
    case EventKind::TradeDone: text = tr("%1 traded with %2.").arg(who, name(e.a)); break;
    case EventKind::TradeWithdrawn: text = tr("%1 withdrew the offer.").arg(who); break;
    case EventKind::CaravanStarted: text = tr("%1 trades two for one for the rest of the turn.").arg(who); break;
    case EventKind::TurnStarted:
        text = tr("Turn %1 begins: it is %2's turn.").arg(e.a + 256 * e.b).arg(who);
        break;
    case EventKind::JerusalemCompleted:
        text = e.a == 1 ? tr("Jerusalem is complete. The lead is shared, so the game goes on.")
                        : tr("Jerusalem is complete.");
        break;
    case EventKind::GameEnded: {
        QStringList winners;
        for (int p = 0; p < m_names.size(); ++p)
            if (e.b & (1 << p))
                winners << name(p);
        text = endReasonText(static_cast<EndReason>(e.a));
        if (!winners.isEmpty())
            text += QLatin1Char(' ') + tr("%1 won the game.").arg(winners.join(QStringLiteral(", ")));
        break;
    }
    }
    return fixParticles(text);
}

} // namespace canaan::game
