// boardViewFromJson(): a seat view rebuilt from the server's JSON (the inverse of boardViewText),
// every field checked, and the engine's derived sets recomputed from the pieces rather than taken
// on trust, so a client's engine and bots never meet a state the rules could not reach by its shape.
#include "net/settlers_wire.h"
#include "net/wire_reader.h"

#include "engine/settlers/rules/action.h"
#include "engine/settlers/rules/engine.h"

namespace canaan::net {

namespace {

// {"give": {resource: n}, "get": {resource: n}} as a net vector (+ given, - received).
void readTrade(WireReader &in, const QJsonObject &o, const QString &place, std::int8_t (&out)[settlers::kResourceCount])
{
    std::uint8_t give[settlers::kResourceCount] = {}, get[settlers::kResourceCount] = {};
    in.resourceCounts(in.object(o, place, "give"), WireReader::member(place, "give"), give);
    in.resourceCounts(in.object(o, place, "get"), WireReader::member(place, "get"), get);
    for (int r = 0; r < settlers::kResourceCount; ++r) {
        if ((give[r] && get[r]) || give[r] > 127 || get[r] > 127)
            in.fail(place, WireReader::tr("a resource both given and received, or more than 127."));
        out[r] = std::int8_t(give[r] ? int(give[r]) : -int(get[r]));
    }
}

template <typename Read>
void readPlaces(WireReader &in, const QJsonObject &o, const QString &place, const char *key, qsizetype max, Read &&read)
{
    const QJsonArray list = in.array(o, place, key, max);
    for (qsizetype i = 0; i < list.size() && in.ok(); ++i)
        read(list[i], WireReader::element(WireReader::member(place, key), i));
}

void readPlayer(WireReader &in, const settlers::Rules &rules, const QJsonObject &o, const QString &place, int p, settlers::SeatView &view)
{
    settlers::GameState &s = view.board;
    const int vertices = rules.vertexCount(), edges = rules.edgeCount();
    readPlaces(in, o, place, "roads", edges, [&](const QJsonValue &v, const QString &at) {
        const int e = in.edge(v, at);
        if (in.ok() && s.paved.test(e))
            in.fail(at, WireReader::tr("a path with two roads."));
        if (in.ok()) {
            s.roads[p].set(e);
            s.paved.set(e);
        }
    });
    for (const char *key : {"settlements", "cities"}) {
        const bool city = key[0] == 'c';
        readPlaces(in, o, place, key, vertices, [&](const QJsonValue &v, const QString &at) {
            const int x = in.vertex(v, at);
            if (in.ok() && s.occupied.test(x))
                in.fail(at, WireReader::tr("an intersection with two buildings."));
            if (in.ok()) {
                (city ? s.cities : s.settlements)[p].set(x);
                s.occupied.set(x);
                s.harbors[p] |= rules.vertex(x).harborBits;
            }
        });
    }
    s.vp[p] = std::uint8_t(in.integer(o, place, "vp", 0, 255));
    view.handCount[p] = std::uint8_t(in.integer(o, place, "cards", 0, 255));
    view.devCount[p] = std::uint8_t(in.integer(o, place, "devCards", 0, 255));
    s.longestRoad[p] = std::uint8_t(in.integer(o, place, "longestRoad", 0, edges));
    s.playedPriests[p] = std::uint8_t(in.integer(o, place, "priests", 0, 255));
    s.playedVp[p] = std::uint8_t(in.integer(o, place, "playedVp", 0, 255));
    s.stones[p] = std::uint8_t(in.integer(o, place, "stones", 0, 255));
    s.discardOwed[p] = std::uint8_t(in.integer(o, place, "discardOwed", 0, 255));
    s.copperOwed[p] = std::uint8_t(in.integer(o, place, "copperOwed", 0, 255));
    s.firstRolls[p] = std::uint8_t(in.integer(o, place, "firstRoll", 0, 12));
    const QString supplyAt = WireReader::member(place, "supply");
    const QJsonObject supply = in.object(o, place, "supply");
    s.roadsLeft[p] = std::uint8_t(in.integer(supply, supplyAt, "roads", 0, 255));
    s.settlementsLeft[p] = std::uint8_t(in.integer(supply, supplyAt, "settlements", 0, 255));
    s.citiesLeft[p] = std::uint8_t(in.integer(supply, supplyAt, "cities", 0, 255));
    s.stonesLeft[p] = std::uint8_t(in.integer(supply, supplyAt, "stones", 0, 255));
    if (o.contains(QLatin1String("answer"))) {
        const auto answer = settlers::parseTradeAnswer(in.text(o, place, "answer").toStdString());
        if (!answer)
            in.fail(WireReader::member(place, "answer"), WireReader::tr("not a trade answer."));
        s.answers[p] = std::uint8_t(answer ? 1 + int(*answer) : 0);
    }
    if (o.contains(QLatin1String("counter")))
        readTrade(in, in.object(o, place, "counter"), WireReader::member(place, "counter"), s.counters[p]);
}

void readFlow(WireReader &in, const settlers::Rules &rules, const QJsonObject &o, const QString &place, settlers::GameState &s)
{
    const int n = s.numPlayers;
    s.firstPlayer = std::uint8_t(in.integer(o, place, "firstPlayer", 0, n - 1));
    s.firstRollMask = std::uint8_t(in.seatMask(o, place, "firstRolling", n));
    s.setupStep = std::uint8_t(in.integer(o, place, "setupStep", 0, rules.setupLength(n)));
    s.setupVertex = settlers::BoardId(in.vertex(o.value(QLatin1String("setupAt")), WireReader::member(place, "setupAt"), true));
    s.startingStep = std::uint8_t(in.integer(o, place, "startingStep", 0, n));
    s.rolled = in.boolean(o, place, "rolled");
    s.tradeClosed = in.boolean(o, place, "tradeClosed");
    s.cardPlayed = in.boolean(o, place, "cardPlayed");
    s.caravan = in.boolean(o, place, "caravan");
    s.dicePending = in.boolean(o, place, "dicePending");
    s.plagueMove = in.boolean(o, place, "plagueMove");
    s.drawPending = in.boolean(o, place, "drawPending");
    s.blessingChoice = in.boolean(o, place, "blessingChoice");
    s.jerusalemComplete = in.boolean(o, place, "jerusalemComplete");
    s.deborahMask = std::uint8_t(in.seatMask(o, place, "deborah", n));
    s.freeRoads = std::uint8_t(in.integer(o, place, "freeRoads", 0, 255));
    s.stealVictim = std::uint8_t(in.seatOrNone(o, place, "stealFrom", n));
    s.stealCount = std::uint8_t(in.integer(o, place, "steals", 0, 255));
    if (s.stealCount && s.stealVictim == settlers::kNoId)
        in.fail(WireReader::member(place, "steals"), WireReader::tr("cards to steal from nobody."));
}

// Own cards must match the public counts, and the hidden ones the other hands and the deck: the
// bots' guesses of the hidden cards rely on it.
void checkCounts(WireReader &in, const settlers::SeatView &view)
{
    const settlers::GameState &s = view.board;
    int handHidden = 0, devHidden = view.deckCount;
    for (int p = 0; p < s.numPlayers; ++p) {
        if (p == view.seat) {
            int cards = 0, dev = 0;
            for (int r = 0; r < settlers::kResourceCount; ++r)
                cards += s.hand[p][r];
            for (int c = 0; c < settlers::kDevCardCount; ++c)
                dev += s.devHand[p][c];
            if (cards != view.handCount[p] || dev != view.devCount[p])
                in.fail(QStringLiteral("view.hand"), WireReader::tr("it does not match the seat's counts."));
            continue;
        }
        handHidden += view.handCount[p];
        devHidden += view.devCount[p];
    }
    int resources = 0, cards = 0;
    for (int r = 0; r < settlers::kResourceCount; ++r)
        resources += view.hiddenResources[r];
    for (int c = 0; c < settlers::kDevCardCount; ++c)
        cards += view.hiddenDevCards[c];
    if (resources != handHidden || cards != devHidden)
        in.fail(QStringLiteral("view.hidden"), WireReader::tr("it does not match the other hands and the deck."));
}

} // namespace

std::optional<settlers::SeatView> boardViewFromJson(const settlers::Rules &rules, const QJsonObject &o, QString *problem)
{
    WireReader in(rules, problem);
    const QString at = QStringLiteral("view");
    settlers::SeatView view;
    settlers::GameState &s = view.board;

    const QJsonArray players = in.array(o, at, "players", rules.maxPlayers());
    if (in.ok() && players.size() < rules.minPlayers())
        in.fail(WireReader::member(at, "players"), WireReader::tr("fewer seats than the map allows."));
    if (!in.ok())
        return std::nullopt;
    s.numPlayers = std::uint8_t(players.size());
    const int n = s.numPlayers;
    const int seat = in.integer(o, at, "seat", -1, n - 1);
    view.seat = seat < 0 ? settlers::kNoId : std::uint8_t(seat);

    const auto stage = enumFromId<settlers::Stage>(in.text(o, at, "stage"), int(settlers::Stage::Over) + 1, settlers::stageId);
    const auto pending = settlers::parsePending(in.text(o, at, "pending").toStdString());
    if (in.ok() && !stage)
        in.fail(WireReader::member(at, "stage"), WireReader::tr("not a stage of the game."));
    if (in.ok() && !pending)
        in.fail(WireReader::member(at, "pending"), WireReader::tr("not a decision of the game."));
    s.stage = stage.value_or(settlers::Stage::Over);
    s.pending = pending.value_or(settlers::Pending::None);
    s.pendingPlayer = std::uint8_t(in.seatOrNone(o, at, "pendingPlayer", n));
    if (in.ok() && s.pending != settlers::Pending::None && s.pendingPlayer == settlers::kNoId)
        in.fail(WireReader::member(at, "pendingPlayer"), WireReader::tr("nobody, while the game waits for a seat."));
    s.current = std::uint8_t(in.integer(o, at, "current", 0, n - 1));
    s.turn = std::uint16_t(in.integer(o, at, "turn", 0, 65535));
    const QJsonArray dice = in.array(o, at, "dice", 2);
    if (in.ok() && dice.size() != 2)
        in.fail(WireReader::member(at, "dice"), WireReader::tr("not two dice."));
    for (qsizetype d = 0; d < dice.size() && in.ok(); ++d)
        s.dice[d] = std::uint8_t(in.integer(dice[d], WireReader::element(WireReader::member(at, "dice"), d), 0, 6));
    s.plagueTile = settlers::BoardId(in.tile(o.value(QLatin1String("plague")), WireReader::member(at, "plague"), true));
    in.resourceCounts(in.object(o, at, "bank"), WireReader::member(at, "bank"), s.bank);
    view.deckCount = std::uint8_t(in.integer(o, at, "deck", 0, 255));
    s.blackStones = std::uint8_t(in.integer(o, at, "blackStones", 0, 255));
    s.blessingResource = std::uint8_t(in.resourceOrNone(o, at, "blessing"));
    s.longestRoadHolder = std::uint8_t(in.seatOrNone(o, at, "longestRoadHolder", n));
    s.priestsHolder = std::uint8_t(in.seatOrNone(o, at, "priestsHolder", n));
    s.blessingHolder = std::uint8_t(in.seatOrNone(o, at, "blessingHolder", n));
    in.integer(o, at, "log", 0, 2147483647);

    for (int p = 0; p < n && in.ok(); ++p) {
        const QString place = WireReader::element(WireReader::member(at, "players"), p);
        if (!players[p].isObject())
            in.fail(place, WireReader::tr("not an object."));
        readPlayer(in, rules, players[p].toObject(), place, p, view);
    }
    readFlow(in, rules, in.object(o, at, "flow"), WireReader::member(at, "flow"), s);
    view.devNewCount = std::uint8_t(in.integer(o, at, "newCards", 0, 255));
    const QJsonObject hidden = in.object(o, at, "hidden");
    const QString hiddenAt = WireReader::member(at, "hidden");
    in.resourceCounts(in.object(hidden, hiddenAt, "resources"), WireReader::member(hiddenAt, "resources"), view.hiddenResources);
    in.cardCounts(in.object(hidden, hiddenAt, "cards"), WireReader::member(hiddenAt, "cards"), view.hiddenDevCards);

    if (o.contains(QLatin1String("offer"))) {
        const QString offerAt = WireReader::member(at, "offer");
        const QJsonObject offer = in.object(o, at, "offer");
        s.offerOpen = true;
        readTrade(in, offer, offerAt, s.offer);
        s.offerTarget = std::uint8_t(in.seatOrNone(offer, offerAt, "to", n));
        s.answerMask = std::uint8_t(in.seatMask(offer, offerAt, "awaiting", n));
    }
    if (s.stage == settlers::Stage::Over) {
        s.winners = std::uint8_t(in.seatMask(o, at, "winners", n));
        const auto reason = settlers::parseEndReason(in.text(o, at, "endReason").toStdString());
        if (in.ok() && !reason)
            in.fail(WireReader::member(at, "endReason"), WireReader::tr("not a reason for the end."));
        s.endReason = reason.value_or(settlers::EndReason::None);
    }
    if (!view.isSpectator()) {
        in.resourceCounts(in.object(o, at, "hand"), WireReader::member(at, "hand"), s.hand[view.seat]);
        in.cardCounts(in.object(o, at, "cards"), WireReader::member(at, "cards"), s.devHand[view.seat]);
        if (s.current == view.seat && o.contains(QLatin1String("bought")))
            in.cardCounts(in.object(o, at, "bought"), WireReader::member(at, "bought"), s.devNew);
    }
    if (in.ok())
        checkCounts(in, view);
    if (!in.ok())
        return std::nullopt;
    settlers::refreshPieceSets(rules, s);
    return view;
}

} // namespace canaan::net
