#include "net/conquest_wire.h"

#include "engine/conquest/saves/conquest_action_json.h"
#include "net/table_game.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <array>

namespace canaan::net {

using namespace canaan::conquest;

namespace {

// Stable ids of the engine's enums, in their order (state.h).
constexpr std::array<const char *, 17> kPendingIds = {"shuffle", "draw", "die", "discard", "raid", "gain",
    "target", "noAttack", "noAlly", "ally", "fill", "choose", "siege", "retreat", "pursuit", "extra", "gameOver"};
constexpr std::array<const char *, 7> kDieForIds = {"firstPlayer", "raid", "muster", "philistines", "tieAttacker",
    "tieDefender", "casualties"};
constexpr std::array<const char *, 13> kStepIds = {"dealCards", "firstRoll", "leadership", "muster", "target",
    "allies", "conquestFill", "choice", "reveal", "decide", "casualties", "afterBattle", "gameOver"};
static_assert(kPendingIds.size() == std::size_t(Pending::GameOver) + 1);
static_assert(kDieForIds.size() == std::size_t(DieFor::Casualties) + 1);
static_assert(kStepIds.size() == std::size_t(Step::GameOver) + 1);

QString text(std::string_view id)
{
    return QString::fromLatin1(id.data(), qsizetype(id.size()));
}

QJsonValue seatOrNull(int seat)
{
    return seat == kNone ? QJsonValue() : QJsonValue(seat);
}

QJsonValue sideOrNull(int side)
{
    if (side == kAttacker)
        return QStringLiteral("attacker");
    if (side == kDefender)
        return QStringLiteral("defender");
    return QJsonValue();
}

QJsonArray cardList(const CardSet &cards)
{
    QJsonArray list;
    cards.forEach([&list](int c) { list.append(text(card(c).id)); });
    return list;
}

template <class Array>
QJsonArray numbers(const Array &values, int count)
{
    QJsonArray list;
    for (int i = 0; i < count; ++i)
        list.append(int(values[std::size_t(i)]));
    return list;
}

QJsonObject playerJson(const SeatView &v, int p)
{
    const auto i = std::size_t(p);
    return {
        {QStringLiteral("nation"), text(nationId(v.nations[i]))},
        {QStringLiteral("cities"), v.cities[i]},
        {QStringLiteral("armies"), v.armies[i]},
        {QStringLiteral("armiesAway"), v.armiesAway[i]},
        {QStringLiteral("lentArmies"), v.lentArmies[i]},
        {QStringLiteral("lentSide"), sideOrNull(v.lentSide[i])},
        {QStringLiteral("cards"), v.handCounts[i]},
        {QStringLiteral("firstRoll"), v.firstRolls[i]},
    };
}

// Reads the fields of a view; the first problem stops it and names the field.
class ViewReader {
    Q_DECLARE_TR_FUNCTIONS(canaan::net::ConquestViewReader)
public:
    bool failed() const { return !m_problem.isEmpty(); }
    QString problem() const { return m_problem; }

    int number(const QJsonObject &o, const QString &place, const char *key, int min, int max)
    {
        return value(o.value(QLatin1String(key)), place + QLatin1String(key), min, max);
    }

    // A whole number min..max at `where`.
    int value(const QJsonValue &v, const QString &where, int min, int max)
    {
        const double d = v.toDouble(-1);
        // The range first: casting a double beyond int to int is undefined.
        if (!v.isDouble() || d < min || d > max || d != double(int(d))) {
            fail(where, tr("a whole number from %1 to %2 is required").arg(min).arg(max));
            return min;
        }
        return int(d);
    }

    // A seat 0..seats-1, or null (kNone) when `nullable`.
    std::uint8_t seat(const QJsonObject &o, const QString &place, const char *key, int seats, bool nullable)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (nullable && v.isNull() && o.contains(QLatin1String(key)))
            return kNone;
        const double d = v.toDouble(-1);
        if (!v.isDouble() || d < 0 || d >= seats || d != double(int(d))) {
            fail(place + QLatin1String(key), nullable ? QCoreApplication::translate("canaan::net::ConquestViewReader", "a seat from 0 to %1 or null is required").arg(seats - 1)
                                                      : QCoreApplication::translate("canaan::net::ConquestViewReader", "a seat from 0 to %1 is required").arg(seats - 1));
            return 0;
        }
        return std::uint8_t(d);
    }

    std::uint8_t side(const QJsonObject &o, const QString &place, const char *key)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isNull() && o.contains(QLatin1String(key)))
            return kNone;
        if (v.toString() == QLatin1String("attacker"))
            return kAttacker;
        if (v.toString() == QLatin1String("defender"))
            return kDefender;
        fail(place + QLatin1String(key), QCoreApplication::translate("canaan::net::ConquestViewReader", "\"attacker\", \"defender\" or null is required"));
        return kNone;
    }

    template <std::size_t N>
    int id(const QJsonObject &o, const char *key, const std::array<const char *, N> &ids)
    {
        const QString value = o.value(QLatin1String(key)).toString();
        for (std::size_t i = 0; i < N; ++i) {
            if (value == QLatin1String(ids[i]))
                return int(i);
        }
        fail(QLatin1String(key), tr("unknown id \"%1\"").arg(value));
        return 0;
    }

    QJsonArray array(const QJsonObject &o, const QString &place, const char *key, qsizetype min, qsizetype max)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isArray() || v.toArray().size() < min || v.toArray().size() > max) {
            fail(place + QLatin1String(key), min == max ? tr("an array of %1 is required").arg(min)
                                                        : tr("an array of %1 to %2 is required").arg(min).arg(max));
            return {};
        }
        return v.toArray();
    }

    // Numbers min..max, exactly `count` of them, into out[0..count).
    template <class Array>
    void numbers(const QJsonObject &o, const char *key, int count, int min, int max, Array &out)
    {
        const QJsonArray list = array(o, {}, key, count, count);
        for (qsizetype i = 0; i < list.size() && !failed(); ++i)
            out[std::size_t(i)] = static_cast<typename Array::value_type>(value(list[i], QStringLiteral("%1[%2]").arg(QLatin1String(key)).arg(i), min, max));
    }

    CardSet cards(const QJsonObject &o, const char *key) { return cards(o.value(QLatin1String(key)), QLatin1String(key)); }

    // An array of card ids at `where`, each card once.
    CardSet cards(const QJsonValue &v, const QString &where)
    {
        CardSet set;
        if (!v.isArray() || v.toArray().size() > kCardCount) {
            fail(where, tr("an array of card ids is required"));
            return set;
        }
        const QJsonArray list = v.toArray();
        for (qsizetype i = 0; i < list.size() && !failed(); ++i) {
            const std::optional<int> c = parseCard(list[i].toString().toStdString());
            if (!list[i].isString() || !c)
                fail(QStringLiteral("%1[%2]").arg(where).arg(i), tr("a card id is required"));
            else if (set.has(*c))
                fail(QStringLiteral("%1[%2]").arg(where).arg(i), tr("the card is listed twice"));
            else
                set.add(*c);
        }
        return set;
    }

    std::uint8_t seats(const QJsonObject &o, const char *key, int count)
    {
        int mask = 0;
        const QJsonArray list = array(o, {}, key, 0, count);
        for (qsizetype i = 0; i < list.size() && !failed(); ++i) {
            const int p = value(list[i], QStringLiteral("%1[%2]").arg(QLatin1String(key)).arg(i), 0, count - 1);
            if (!failed() && (mask & (1 << p)))
                fail(QStringLiteral("%1[%2]").arg(QLatin1String(key)).arg(i), QCoreApplication::translate("canaan::net::ConquestViewReader", "the seat is listed twice"));
            mask |= 1 << p;
        }
        return std::uint8_t(mask);
    }

    void fail(const QString &place, const QString &what)
    {
        if (m_problem.isEmpty())
            m_problem = place + QLatin1String(": ") + what;
    }

private:
    QString m_problem;
};

// The per-seat part of a view: "players".
void readPlayers(const QJsonObject &json, ViewReader &r, SeatView &v)
{
    const QJsonArray players = r.array(json, {}, "players", kMinPlayers, kMaxPlayers);
    v.numPlayers = std::uint8_t(players.size());
    for (qsizetype p = 0; p < players.size() && !r.failed(); ++p) {
        const auto i = std::size_t(p);
        const QString place = QStringLiteral("players[%1].").arg(p);
        if (!players[p].isObject()) {
            r.fail(place.chopped(1), ViewReader::tr("an object is required"));
            return;
        }
        const QJsonObject o = players[p].toObject();
        const std::optional<Nation> nation = parseNation(o.value(QLatin1String("nation")).toString().toStdString());
        if (!nation)
            r.fail(place + QLatin1String("nation"), ViewReader::tr("a nation id is required"));
        for (qsizetype q = 0; q < p && nation; ++q) {
            if (v.nations[std::size_t(q)] == *nation)
                r.fail(place + QLatin1String("nation"), ViewReader::tr("the nation plays twice"));
        }
        v.nations[i] = nation.value_or(Nation::Canaanites);
        v.cities[i] = std::uint8_t(r.number(o, place, "cities", 0, 60));
        v.armies[i] = std::uint16_t(r.number(o, place, "armies", 0, 65535));
        v.armiesAway[i] = std::uint16_t(r.number(o, place, "armiesAway", 0, 65535));
        v.lentArmies[i] = std::uint8_t(r.number(o, place, "lentArmies", 0, 255));
        v.lentSide[i] = r.side(o, place, "lentSide");
        v.handCounts[i] = std::uint8_t(r.number(o, place, "cards", 0, kCardCount));
        v.firstRolls[i] = std::uint8_t(r.number(o, place, "firstRoll", 0, 6));
    }
}

// The connection's own cards; a spectator has none (and no such fields).
void readOwnCards(const QJsonObject &json, ViewReader &r, SeatView &v)
{
    static const char *const kOwn[] = {"hand", "lentToMe", "lentByMe", "chosen", "chosenAlt"};
    if (v.seat == kNone) {
        for (const char *key : kOwn) {
            if (json.contains(QLatin1String(key)))
                r.fail(QLatin1String(key), ViewReader::tr("a spectator has no cards"));
        }
        return;
    }
    v.hand = r.cards(json, "hand");
    v.lentToMe = r.cards(json, "lentToMe");
    v.lentByMe = r.cards(json, "lentByMe");
    v.chosen = r.cards(json, "chosen");
    v.chosenAlt = r.cards(json, "chosenAlt");
    if (r.failed())
        return;
    if (v.hand.count() > v.handCounts[v.seat])
        r.fail(QStringLiteral("hand"), ViewReader::tr("more cards than the seat's count in players"));
    else if (!(v.lentToMe.without(v.hand)).empty())
        r.fail(QStringLiteral("lentToMe"), ViewReader::tr("a card that is not in the hand"));
    else if (!(v.lentByMe & v.hand).empty())
        r.fail(QStringLiteral("lentByMe"), ViewReader::tr("a card that is still in the hand"));
    else if (!(v.chosenAlt.without(v.chosen)).empty())
        r.fail(QStringLiteral("chosenAlt"), ViewReader::tr("a card that is not chosen"));
}

} // namespace

QString conquestPendingId(Pending pending)
{
    return QLatin1String(kPendingIds[std::size_t(pending)]);
}

QJsonObject conquestViewJson(const SeatView &v)
{
    QJsonArray players;
    for (int p = 0; p < v.numPlayers; ++p)
        players.append(playerJson(v, p));
    QJsonObject o{
        {QStringLiteral("seat"), seatOrNull(v.seat)},
        {QStringLiteral("options"), QJsonObject{{QStringLiteral("cities"), v.options.cities}, {QStringLiteral("turns"), v.options.turns}}},
        {QStringLiteral("players"), players},
        {QStringLiteral("pool"), v.pool},
        {QStringLiteral("deck"), v.deckCount},
        {QStringLiteral("discard"), v.discardCount},
        {QStringLiteral("table"), cardList(v.table)},
        {QStringLiteral("seenDiscard"), cardList(v.seenDiscard)},
        {QStringLiteral("battle"), QJsonArray{cardList(v.battle[0]), cardList(v.battle[1])}},
        {QStringLiteral("battleAlt"), cardList(v.battleAlt)},
        {QStringLiteral("pending"), conquestPendingId(v.pending)},
        {QStringLiteral("pendingPlayer"), v.pendingPlayer},
        {QStringLiteral("dieFor"), QLatin1String(kDieForIds[std::size_t(v.dieFor)])},
        {QStringLiteral("step"), QLatin1String(kStepIds[std::size_t(v.step)])},
        {QStringLiteral("drawPlayer"), v.drawPlayer},
        {QStringLiteral("drawsLeft"), v.drawsLeft},
        {QStringLiteral("discards"), v.discards},
        {QStringLiteral("active"), v.active},
        {QStringLiteral("turnsPlayed"), v.turnsPlayed},
        {QStringLiteral("totalTurns"), v.totalTurns},
        {QStringLiteral("attacker"), seatOrNull(v.attacker)},
        {QStringLiteral("defender"), seatOrNull(v.defender)},
        {QStringLiteral("protected"), seatsOfMask(v.protectedMask, v.numPlayers)},
        {QStringLiteral("barred"), seatsOfMask(v.barredMask, v.numPlayers)},
        {QStringLiteral("extraBattles"), v.extraBattles},
        {QStringLiteral("battles"), v.battles},
        {QStringLiteral("philistineDie"), numbers(v.philistineDie, 2)},
        {QStringLiteral("tieDie"), numbers(v.tieDie, 2)},
        {QStringLiteral("winnerSide"), sideOrNull(v.winnerSide)},
        {QStringLiteral("retreat"), v.retreat != 0},
        {QStringLiteral("pursuit"), v.pursuit != 0},
        {QStringLiteral("categoriesWon"), numbers(v.categoriesWon, 2)},
        {QStringLiteral("winners"), seatsOfMask(v.winners, v.numPlayers)},
    };
    if (v.seat != kNone) {
        o.insert(QStringLiteral("hand"), cardList(v.hand));
        o.insert(QStringLiteral("lentToMe"), cardList(v.lentToMe));
        o.insert(QStringLiteral("lentByMe"), cardList(v.lentByMe));
        o.insert(QStringLiteral("chosen"), cardList(v.chosen));
        o.insert(QStringLiteral("chosenAlt"), cardList(v.chosenAlt));
    }
    return o;
}

std::optional<SeatView> conquestViewFromJson(const QJsonObject &json, QString *problem)
{
    ViewReader r;
    SeatView v;
    v.lentSide.fill(kNone);
    readPlayers(json, r, v);
    const int n = v.numPlayers;
    v.seat = r.failed() ? 0 : r.seat(json, {}, "seat", n, true);
    if (!json.value(QLatin1String("options")).isObject())
        r.fail(QStringLiteral("options"), ViewReader::tr("an object is required"));
    const QJsonObject options = json.value(QLatin1String("options")).toObject();
    v.options.cities = r.number(options, QStringLiteral("options."), "cities", 10, 60);
    v.options.turns = r.number(options, QStringLiteral("options."), "turns", 4, 200);
    v.pool = std::uint8_t(r.number(json, {}, "pool", 0, 60));
    v.deckCount = std::uint8_t(r.number(json, {}, "deck", 0, kCardCount));
    v.discardCount = std::uint8_t(r.number(json, {}, "discard", 0, kCardCount));
    v.table = r.cards(json, "table");
    v.seenDiscard = r.cards(json, "seenDiscard");
    const QJsonArray battle = r.array(json, {}, "battle", 2, 2);
    for (qsizetype side = 0; side < battle.size() && !r.failed(); ++side)
        v.battle[std::size_t(side)] = r.cards(battle[side], QStringLiteral("battle[%1]").arg(side));
    v.battleAlt = r.cards(json, "battleAlt");
    if (!r.failed())
        v.pending = Pending(r.id(json, "pending", kPendingIds));
    if (!r.failed())
        v.pendingPlayer = r.seat(json, {}, "pendingPlayer", n, false);
    if (!r.failed())
        v.dieFor = DieFor(r.id(json, "dieFor", kDieForIds));
    if (!r.failed())
        v.step = Step(r.id(json, "step", kStepIds));
    if (!r.failed()) {
        v.drawPlayer = r.seat(json, {}, "drawPlayer", n, false);
        v.drawsLeft = std::uint8_t(r.number(json, {}, "drawsLeft", 0, kCardCount));
        v.discards = std::uint8_t(r.number(json, {}, "discards", 0, 3));
        v.active = r.seat(json, {}, "active", n, false);
        v.turnsPlayed = std::uint8_t(r.number(json, {}, "turnsPlayed", 0, 255));
        v.totalTurns = std::uint8_t(r.number(json, {}, "totalTurns", 0, 255));
        v.attacker = r.seat(json, {}, "attacker", n, true);
        v.defender = r.seat(json, {}, "defender", n, true);
        v.protectedMask = r.seats(json, "protected", n);
        v.barredMask = r.seats(json, "barred", n);
        v.extraBattles = std::uint8_t(r.number(json, {}, "extraBattles", 0, 255));
        v.battles = std::uint8_t(r.number(json, {}, "battles", 0, 255));
        r.numbers(json, "philistineDie", 2, 0, 6, v.philistineDie);
        r.numbers(json, "tieDie", 2, 0, 6, v.tieDie);
        v.winnerSide = r.side(json, {}, "winnerSide");
        r.numbers(json, "categoriesWon", 2, 0, kCategoryCount, v.categoriesWon);
        v.winners = r.seats(json, "winners", n);
    }
    for (const char *flag : {"retreat", "pursuit"}) {
        if (!json.value(QLatin1String(flag)).isBool())
            r.fail(QLatin1String(flag), ViewReader::tr("true or false is required"));
    }
    v.retreat = json.value(QLatin1String("retreat")).toBool() ? 1 : 0;
    v.pursuit = json.value(QLatin1String("pursuit")).toBool() ? 1 : 0;
    if (!r.failed())
        readOwnCards(json, r, v);
    if (r.failed()) {
        *problem = r.problem();
        return std::nullopt;
    }
    return v;
}

std::optional<QJsonObject> conquestSeenActionJson(const Action &action, std::span<const Event> events, int seat)
{
    bool hidden = false;
    const bool hasCard = action.kind == ActionKind::Draw || action.kind == ActionKind::Discard || action.kind == ActionKind::LendCard
        || action.kind == ActionKind::Choose || action.kind == ActionKind::PlayCard;
    for (const Event &e : events) {
        if (!hasCard || e.card != action.a || e.player != action.player)
            continue;
        const std::optional<Event> seen = seenBy(e, seat);
        if (!seen)
            return std::nullopt;
        hidden = hidden || seen->card == kNone;
    }
    if (!hidden)
        return saves::actionToJson(action);
    Action shown = action;
    shown.a = 0; // any card: its name is replaced
    QJsonObject json = saves::actionToJson(shown);
    json.insert(QStringLiteral("card"), QJsonValue());
    return json;
}

std::optional<Action> conquestSeenActionFromJson(const QJsonObject &json, QString *problem)
{
    const bool hidden = json.contains(QLatin1String("card")) && json.value(QLatin1String("card")).isNull();
    QJsonObject readable = json;
    if (hidden)
        readable.insert(QStringLiteral("card"), text(card(0).id));
    std::optional<Action> action = saves::actionFromJson(readable, problem);
    if (action && hidden) {
        if (action->kind != ActionKind::Draw && action->kind != ActionKind::Discard && action->kind != ActionKind::LendCard) {
            *problem = QStringLiteral("card: ") + QCoreApplication::translate("canaan::net::ConquestViewReader", "only a draw, a discard or a lent card may be hidden");
            return std::nullopt;
        }
        action->a = kNone;
    }
    return action;
}

QJsonObject conquestEventJson(const Event &e)
{
    QJsonObject o{{QStringLiteral("e"), text(eventKindId(e.kind))}, {QStringLiteral("p"), seatOrNull(e.player)},
        {QStringLiteral("other"), seatOrNull(e.other)}, {QStringLiteral("a"), e.a}, {QStringLiteral("b"), e.b}};
    switch (e.kind) {
    case EventKind::CardDrawn:
    case EventKind::Discarded:
    case EventKind::CardPlayed:
    case EventKind::CardLent:
    case EventKind::CardChosen:
    case EventKind::CardRevealed:
    case EventKind::TerrainDiscarded:
    case EventKind::CardReturned:
        // null when seenBy() hid the card from this seat
        o.insert(QStringLiteral("card"), e.card == kNone ? QJsonValue() : QJsonValue(text(card(e.card).id)));
        break;
    default:
        break;
    }
    if (e.kind == EventKind::DieRolled)
        o.insert(QStringLiteral("for"), QLatin1String(kDieForIds[std::min<std::size_t>(e.b, kDieForIds.size() - 1)]));
    return o;
}

} // namespace canaan::net
