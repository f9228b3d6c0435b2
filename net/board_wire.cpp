#include "board_wire.h"

#include "board/terrain.h"
#include "rules/action.h"
#include "rules/cards.h"

#include <QJsonArray>

namespace canaan::net {

namespace {

QString text(std::string_view id)
{
    return QString::fromUtf8(id.data(), qsizetype(id.size()));
}

QString vertexText(const Rules &rules, int v)
{
    return QString::fromStdString(textId(rules.topology().vertex(v).at));
}

QString edgeText(const Rules &rules, int e)
{
    return QString::fromStdString(textId(rules.topology().edge(e).at));
}

QString tileText(const Rules &rules, int t)
{
    return QString::fromStdString(textId(rules.topology().tile(t).at));
}

QJsonValue seatOrNull(int seat)
{
    return seat == kNoId ? QJsonValue() : QJsonValue(seat);
}

QJsonValue resourceOrNull(int r)
{
    return r == kNoId || r >= kResourceCount ? QJsonValue() : QJsonValue(text(resourceId(Resource(r))));
}

QJsonObject resourceCounts(const std::uint8_t (&counts)[kResourceCount])
{
    QJsonObject o;
    for (int r = 0; r < kResourceCount; ++r)
        o.insert(text(resourceId(Resource(r))), counts[r]);
    return o;
}

QJsonObject cardCounts(const std::uint8_t (&counts)[kDevCardCount])
{
    QJsonObject o;
    for (int c = 0; c < kDevCardCount; ++c) {
        if (counts[c])
            o.insert(text(devCardId(DevCard(c))), counts[c]);
    }
    return o;
}

QJsonArray seatList(int mask, int numPlayers)
{
    QJsonArray seats;
    for (int p = 0; p < numPlayers; ++p) {
        if (mask & (1 << p))
            seats.append(p);
    }
    return seats;
}

QJsonObject tradeJson(const std::int8_t (&trade)[kResourceCount])
{
    QJsonObject give, get;
    for (int r = 0; r < kResourceCount; ++r) {
        if (trade[r] > 0)
            give.insert(text(resourceId(Resource(r))), trade[r]);
        else if (trade[r] < 0)
            get.insert(text(resourceId(Resource(r))), -trade[r]);
    }
    return {{QStringLiteral("give"), give}, {QStringLiteral("get"), get}};
}

QJsonObject playerJson(const Rules &rules, const SeatView &view, int p)
{
    const GameState &s = view.board;
    QJsonArray roads, settlements, cities;
    const int vertices = int(rules.topology().vertices().size());
    for (int v = 0; v < vertices; ++v) {
        if (s.settlements[p].test(v))
            settlements.append(vertexText(rules, v));
        if (s.cities[p].test(v))
            cities.append(vertexText(rules, v));
    }
    const int edges = int(rules.topology().edges().size());
    for (int e = 0; e < edges; ++e) {
        if (s.roads[p].test(e))
            roads.append(edgeText(rules, e));
    }
    QJsonObject o{
        {QStringLiteral("vp"), s.vp[p]},
        {QStringLiteral("cards"), view.handCount[p]},
        {QStringLiteral("devCards"), view.devCount[p]},
        {QStringLiteral("roads"), roads},
        {QStringLiteral("settlements"), settlements},
        {QStringLiteral("cities"), cities},
        {QStringLiteral("longestRoad"), s.longestRoad[p]},
        {QStringLiteral("priests"), s.playedPriests[p]},
        {QStringLiteral("playedVp"), s.playedVp[p]},
        {QStringLiteral("stones"), s.stones[p]},
        {QStringLiteral("discardOwed"), s.discardOwed[p]},
        {QStringLiteral("copperOwed"), s.copperOwed[p]},
        {QStringLiteral("firstRoll"), s.firstRolls[p]},
        {QStringLiteral("supply"), QJsonObject{{QStringLiteral("roads"), s.roadsLeft[p]},
                                       {QStringLiteral("settlements"), s.settlementsLeft[p]},
                                       {QStringLiteral("cities"), s.citiesLeft[p]},
                                       {QStringLiteral("stones"), s.stonesLeft[p]}}},
    };
    if (s.answers[p])
        o.insert(QStringLiteral("answer"), text(tradeAnswerId(TradeAnswer(s.answers[p] - 1))));
    for (int r = 0; r < kResourceCount; ++r) {
        if (s.counters[p][r]) {
            o.insert(QStringLiteral("counter"), tradeJson(s.counters[p]));
            break;
        }
    }
    return o;
}

// What the game waits for in detail: the engine's bookkeeping of the set-up, the turn and the
// choices still owed, all public.
QJsonObject flowJson(const Rules &rules, const GameState &s)
{
    return {
        {QStringLiteral("firstPlayer"), s.firstPlayer},
        {QStringLiteral("firstRolling"), seatList(s.firstRollMask, s.numPlayers)},
        {QStringLiteral("setupStep"), s.setupStep},
        {QStringLiteral("setupAt"), s.setupVertex == kNoId ? QJsonValue() : QJsonValue(vertexText(rules, s.setupVertex))},
        {QStringLiteral("startingStep"), s.startingStep},
        {QStringLiteral("rolled"), s.rolled},
        {QStringLiteral("tradeClosed"), s.tradeClosed},
        {QStringLiteral("cardPlayed"), s.cardPlayed},
        {QStringLiteral("caravan"), s.caravan},
        {QStringLiteral("dicePending"), s.dicePending},
        {QStringLiteral("plagueMove"), s.plagueMove},
        {QStringLiteral("drawPending"), s.drawPending},
        {QStringLiteral("blessingChoice"), s.blessingChoice},
        {QStringLiteral("jerusalemComplete"), s.jerusalemComplete},
        {QStringLiteral("deborah"), seatList(s.deborahMask, s.numPlayers)},
        {QStringLiteral("freeRoads"), s.freeRoads},
        {QStringLiteral("stealFrom"), seatOrNull(s.stealVictim)},
        {QStringLiteral("steals"), s.stealCount},
    };
}

} // namespace

QJsonObject boardViewJson(const Rules &rules, const SeatView &view, int logLength)
{
    const GameState &s = view.board;
    QJsonArray players;
    for (int p = 0; p < s.numPlayers; ++p)
        players.append(playerJson(rules, view, p));
    QJsonObject o{
        {QStringLiteral("stage"), text(stageId(s.stage))},
        {QStringLiteral("pending"), text(pendingId(s.pending))},
        {QStringLiteral("pendingPlayer"), seatOrNull(s.pendingPlayer)},
        {QStringLiteral("current"), s.current},
        {QStringLiteral("turn"), s.turn},
        {QStringLiteral("dice"), QJsonArray{s.dice[0], s.dice[1]}},
        {QStringLiteral("plague"), s.plagueTile == kNoId ? QJsonValue() : QJsonValue(tileText(rules, s.plagueTile))},
        {QStringLiteral("bank"), resourceCounts(s.bank)},
        {QStringLiteral("deck"), view.deckCount},
        {QStringLiteral("blackStones"), s.blackStones},
        {QStringLiteral("blessing"), resourceOrNull(s.blessingResource)},
        {QStringLiteral("longestRoadHolder"), seatOrNull(s.longestRoadHolder)},
        {QStringLiteral("priestsHolder"), seatOrNull(s.priestsHolder)},
        {QStringLiteral("blessingHolder"), seatOrNull(s.blessingHolder)},
        {QStringLiteral("players"), players},
        {QStringLiteral("log"), logLength},
        {QStringLiteral("seat"), view.isSpectator() ? -1 : int(view.seat)},
        {QStringLiteral("flow"), flowJson(rules, s)},
        {QStringLiteral("newCards"), view.devNewCount},
        {QStringLiteral("hidden"), QJsonObject{{QStringLiteral("resources"), resourceCounts(view.hiddenResources)},
                                       {QStringLiteral("cards"), cardCounts(view.hiddenDevCards)}}},
    };
    if (s.offerOpen) {
        QJsonObject offer = tradeJson(s.offer);
        offer.insert(QStringLiteral("to"), seatOrNull(s.offerTarget));
        offer.insert(QStringLiteral("awaiting"), seatList(s.answerMask, s.numPlayers));
        o.insert(QStringLiteral("offer"), offer);
    }
    if (s.isOver()) {
        QJsonArray winners;
        for (int p = 0; p < s.numPlayers; ++p) {
            if (s.winners & (1 << p))
                winners.append(p);
        }
        o.insert(QStringLiteral("winners"), winners);
        o.insert(QStringLiteral("endReason"), text(endReasonId(s.endReason)));
    }
    if (!view.isSpectator()) {
        o.insert(QStringLiteral("hand"), resourceCounts(s.hand[view.seat]));
        o.insert(QStringLiteral("cards"), cardCounts(s.devHand[view.seat]));
        if (s.current == view.seat)
            o.insert(QStringLiteral("bought"), cardCounts(s.devNew));
    }
    return o;
}

QJsonObject boardEventJson(const Rules &rules, const Event &e)
{
    QJsonObject o{{QStringLiteral("e"), text(eventKindId(e.kind))}, {QStringLiteral("p"), seatOrNull(e.player)}};
    auto number = [&o](const char *key, int value) {
        o.insert(QLatin1String(key), value == kNoId ? QJsonValue() : QJsonValue(value));
    };
    switch (e.kind) {
    case EventKind::SettlementPlaced:
    case EventKind::CityBuilt:
        o.insert(QStringLiteral("at"), vertexText(rules, e.a));
        break;
    case EventKind::RoadPlaced:
        o.insert(QStringLiteral("at"), edgeText(rules, e.a));
        break;
    case EventKind::PlagueMoved:
        o.insert(QStringLiteral("hex"), tileText(rules, e.a));
        break;
    case EventKind::ResourcesGained:
    case EventKind::Discarded:
    case EventKind::BankShortage:
    case EventKind::BlessingResourceSet:
        o.insert(QStringLiteral("resource"), resourceOrNull(e.a));
        number("count", e.b);
        break;
    case EventKind::CardStolen:
        o.insert(QStringLiteral("resource"), resourceOrNull(e.a)); // null unless thief or victim
        number("from", e.b);
        break;
    case EventKind::CardBought:
    case EventKind::CardPlayed:
        o.insert(QStringLiteral("card"), e.a < kDevCardCount ? QJsonValue(text(devCardId(DevCard(e.a)))) : QJsonValue());
        if (e.kind == EventKind::CardPlayed) { // the card's arguments, as in its action
            number("b", e.b);
            number("c", e.c);
        }
        break;
    case EventKind::MonopolyTaken:
        o.insert(QStringLiteral("resource"), resourceOrNull(e.a));
        number("count", e.b);
        number("from", e.c);
        break;
    case EventKind::StoneAdded:
        number("tollTo", e.b);
        o.insert(QStringLiteral("toll"), resourceOrNull(e.c));
        break;
    case EventKind::SpecialCardChanged:
        o.insert(QStringLiteral("card"), text(specialCardId(SpecialCard(e.a))));
        number("holder", e.b);
        number("before", e.c);
        break;
    case EventKind::MaritimeTraded:
        o.insert(QStringLiteral("give"), resourceOrNull(e.a));
        number("count", e.b);
        o.insert(QStringLiteral("get"), resourceOrNull(e.c));
        break;
    case EventKind::TurnStarted:
        o.insert(QStringLiteral("turn"), e.a + 256 * e.b);
        break;
    case EventKind::GameEnded:
        o.insert(QStringLiteral("reason"), text(endReasonId(EndReason(e.a))));
        number("winners", e.b);
        break;
    default: // the rest carry their arguments as numbers (docs/engine.md's event list)
        number("a", e.a);
        number("b", e.b);
        number("c", e.c);
        break;
    }
    return o;
}

} // namespace canaan::net
