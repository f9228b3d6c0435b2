// Development cards (R20-R22): when a card may be played, and the priest and ten events.
#include "engine/settlers/rules/internal.h"

namespace canaan::settlers {
namespace detail {
namespace {

int bankTotal(const GameState &s)
{
    int n = 0;
    for (int r = 0; r < kResourceCount; ++r)
        n += s.bank[r];
    return n;
}

IllegalReason checkEffect(const Rules &rules, const GameState &s, int p, DevCard card, const Action &a)
{
    switch (card) {
    case DevCard::Priest:
    case DevCard::Caravan:
    case DevCard::VictoryPoint: return IllegalReason::Ok;
    case DevCard::DeborahsSong: return bankTotal(s) > 0 ? IllegalReason::Ok : IllegalReason::CannotBeCarriedOut;
    case DevCard::PlentifulLands: {
        if (bankTotal(s) == 0)
            return IllegalReason::CannotBeCarriedOut;
        if (a.b >= kResourceCount)
            return IllegalReason::BadArgument;
        if (s.bank[a.b] == 0)
            return IllegalReason::BankEmpty;
        if (a.c == kNoId) // only when the bank holds a single card
            return bankTotal(s) == 1 ? IllegalReason::Ok : IllegalReason::BadArgument;
        if (a.c >= kResourceCount)
            return IllegalReason::BadArgument;
        if (s.bank[a.c] < (a.b == a.c ? 2 : 1))
            return IllegalReason::BankEmpty;
        return IllegalReason::Ok;
    }
    case DevCard::NewTradeRoute:
        if (s.roadsLeft[p] == 0 || !roadSpots(rules, s, p).any())
            return IllegalReason::CannotBeCarriedOut;
        return IllegalReason::Ok;
    case DevCard::KorahsRebellion: return a.b < kResourceCount ? IllegalReason::Ok : IllegalReason::BadArgument;
    case DevCard::Improvements:
        if (a.b >= rules.vertexCount())
            return IllegalReason::BadArgument;
        if (!s.settlements[p].test(a.b))
            return IllegalReason::NotYourSettlement;
        if (s.citiesLeft[p] == 0)
            return IllegalReason::NoSupply;
        if (!canPay(s, p, kImprovementsCost))
            return IllegalReason::NotEnoughResources;
        return IllegalReason::Ok;
    case DevCard::BountifulHarvest:
        if (a.b >= rules.vertexCount())
            return IllegalReason::BadArgument;
        return s.buildings(p).test(a.b) ? IllegalReason::Ok : IllegalReason::NotYourSettlement;
    case DevCard::GibeoniteTrickery:
        if (a.b >= s.numPlayers || a.b == p || s.handSize(a.b) == 0)
            return IllegalReason::BadVictim;
        return IllegalReason::Ok;
    case DevCard::Prophet: {
        int left = 0;
        for (int c = 0; c < kDevCardCount; ++c)
            left += s.deck[c];
        return left > 0 ? IllegalReason::Ok : IllegalReason::DeckEmpty;
    }
    case DevCard::CalebsBlessing:
        if (a.b >= rules.vertexCount())
            return IllegalReason::BadArgument;
        if (s.settlementsLeft[p] == 0)
            return IllegalReason::NoSupply;
        if (s.allBuildings().test(a.b))
            return IllegalReason::Occupied;
        if (!distanceOk(rules, s, a.b))
            return IllegalReason::TooClose;
        if (!s.roads[p].intersects(rules.vertex(a.b).edges))
            return IllegalReason::NotConnected;
        return IllegalReason::Ok;
    }
    return IllegalReason::BadArgument;
}

} // namespace

IllegalReason checkPlayCard(const Rules &rules, const GameState &s, const Action &a)
{
    const int p = a.player;
    if (!cardTime(s))
        return IllegalReason::WrongTime;
    if (a.a >= kDevCardCount)
        return IllegalReason::BadArgument;
    const auto card = static_cast<DevCard>(a.a);
    if (s.devHand[p][a.a] == 0)
        return IllegalReason::CardNotHeld;
    if (card == DevCard::VictoryPoint) // R20: at once, any number; classic keeps them hidden
        return rules.isClassic() ? IllegalReason::NotInRuleset : IllegalReason::Ok;
    if (s.cardPlayed)
        return IllegalReason::CardAlreadyPlayed;
    if (s.devHand[p][a.a] <= s.devNew[a.a])
        return IllegalReason::CardIsNew;
    return checkEffect(rules, s, p, card, a);
}

void applyPlayCard(const Rules &rules, GameState &s, const Action &a, EventSink *sink)
{
    const int p = a.player;
    const auto card = static_cast<DevCard>(a.a);
    --s.devHand[p][a.a];
    emit(sink, EventKind::CardPlayed, p, a.a, a.b, a.c);
    if (card == DevCard::VictoryPoint) {
        ++s.playedVp[p];
        ++s.vp[p];
        return;
    }
    s.cardPlayed = true;
    switch (card) {
    case DevCard::Priest: // R21: move the Plague and steal, no black stone, no discards
        ++s.playedPriests[p];
        refreshPriests(rules, s, sink);
        s.plagueMove = true;
        break;
    case DevCard::DeborahsSong:
        s.deborahMask = static_cast<std::uint8_t>((1u << s.numPlayers) - 1);
        break;
    case DevCard::PlentifulLands:
        gainFromBank(s, p, a.b, 1, sink);
        if (a.c != kNoId)
            gainFromBank(s, p, a.c, 1, sink);
        break;
    case DevCard::NewTradeRoute:
        s.freeRoads = static_cast<std::uint8_t>(s.roadsLeft[p] < 2 ? s.roadsLeft[p] : 2);
        break;
    case DevCard::KorahsRebellion:
        for (int q = 0; q < seatCount(s); ++q) {
            if (q == p || s.hand[q][a.b] == 0)
                continue;
            const int n = s.hand[q][a.b];
            s.hand[q][a.b] = 0;
            s.hand[p][a.b] = static_cast<std::uint8_t>(s.hand[p][a.b] + n);
            emit(sink, EventKind::MonopolyTaken, p, a.b, n, q);
        }
        break;
    case DevCard::Caravan:
        s.caravan = true;
        emit(sink, EventKind::CaravanStarted, p);
        break;
    case DevCard::Improvements:
        pay(s, p, kImprovementsCost);
        putCity(rules, s, p, a.b, sink);
        s.tradeClosed = true;
        break;
    case DevCard::BountifulHarvest: harvest(rules, s, p, a.b, sink); break;
    case DevCard::GibeoniteTrickery: {
        const int n = s.handSize(a.b);
        s.stealVictim = a.b;
        s.stealCount = static_cast<std::uint8_t>(n < 2 ? n : 2);
        break;
    }
    case DevCard::Prophet: s.drawPending = true; break;
    case DevCard::CalebsBlessing:
        putSettlement(rules, s, p, a.b, sink);
        s.tradeClosed = true;
        break;
    case DevCard::VictoryPoint: break;
    }
}

} // namespace detail
} // namespace canaan
