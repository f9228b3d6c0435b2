// Reads one log entry, checking its kind, its keys and every id against the map.
#include "engine/io/action_json.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

namespace canaan::io {

namespace {

constexpr int kMaxIdLength = 64;
constexpr int kMaxTradeCards = 99;

class ActionReader {
public:
    ActionReader(const settlers::Rules &rules, int numPlayers, JsonWalker &walker)
        : m_rules(rules)
        , m_numPlayers(numPlayers)
        , m_walker(walker)
    {
    }
    std::optional<settlers::Action> read(const QJsonValue &value, const QString &place);

private:
    bool onlyKeys(const QJsonObject &o, const QString &place, const QString &kind, QStringList allowed);
    std::optional<QString> text(const QJsonObject &o, const QString &place, const char *key);
    std::optional<int> seat(const QJsonObject &o, const QString &place, const char *key);
    std::optional<int> resource(const QJsonValue &v, const QString &place);
    std::optional<int> resource(const QJsonObject &o, const QString &place, const char *key);
    std::optional<int> card(const QJsonObject &o, const QString &place);
    std::optional<int> vertex(const QJsonObject &o, const QString &place, const char *key);
    std::optional<int> edge(const QJsonObject &o, const QString &place);
    std::optional<int> tile(const QJsonObject &o, const QString &place);
    bool dice(const QJsonObject &o, const QString &place, settlers::Action &a);
    bool trade(const QJsonObject &o, const QString &place, int sign, settlers::Action &a);
    bool tradeCards(const QJsonObject &o, const QString &place, const char *key, int sign, settlers::Action &a);
    bool playCard(const QJsonObject &o, const QString &place, settlers::Action &a);

    const settlers::Rules &m_rules;
    int m_numPlayers;
    JsonWalker &m_walker;
};

std::optional<settlers::Action> ActionReader::read(const QJsonValue &value, const QString &place)
{
    const auto o = m_walker.object(value, place);
    if (!o || !m_walker.require(*o, place, QStringLiteral("p")) || !m_walker.require(*o, place, QStringLiteral("do")))
        return std::nullopt;
    const auto player = seat(*o, place, "p");
    const auto kindName = text(*o, place, "do");
    if (!player || !kindName)
        return std::nullopt;
    const auto kind = settlers::parseActionKind(kindName->toStdString());
    if (!kind) {
        m_walker.fail(memberPlace(place, QStringLiteral("do")),
            QCoreApplication::translate(
                "canaan::SaveFile", "Unknown action \"%1\"; docs/save-format.md lists every action.")
                .arg(*kindName));
        return std::nullopt;
    }
    settlers::Action a;
    a.kind = *kind;
    a.player = static_cast<std::uint8_t>(*player);
    auto setA = [&a](std::optional<int> v) {
        if (v)
            a.a = static_cast<settlers::BoardId>(*v);
        return v.has_value();
    };
    bool ok = false;
    switch (a.kind) {
    case settlers::ActionKind::FirstRoll:
    case settlers::ActionKind::Dice: ok = onlyKeys(*o, place, *kindName, {"dice"}) && dice(*o, place, a); break;
    case settlers::ActionKind::DrawCard: ok = onlyKeys(*o, place, *kindName, {"card"}) && setA(card(*o, place)); break;
    case settlers::ActionKind::Steal:
    case settlers::ActionKind::Discard:
    case settlers::ActionKind::ChooseResource:
        ok = onlyKeys(*o, place, *kindName, {"resource"}) && setA(resource(*o, place, "resource"));
        break;
    case settlers::ActionKind::SetupSettlement:
    case settlers::ActionKind::ChooseStartingSettlement:
    case settlers::ActionKind::BuildSettlement:
    case settlers::ActionKind::BuildCity: ok = onlyKeys(*o, place, *kindName, {"at"}) && setA(vertex(*o, place, "at")); break;
    case settlers::ActionKind::SetupRoad:
    case settlers::ActionKind::BuildRoad: ok = onlyKeys(*o, place, *kindName, {"at"}) && setA(edge(*o, place)); break;
    case settlers::ActionKind::Roll:
    case settlers::ActionKind::BuyCard:
    case settlers::ActionKind::EndTurn: ok = onlyKeys(*o, place, *kindName, {}); break;
    case settlers::ActionKind::MovePlague:
        ok = onlyKeys(*o, place, *kindName, {"hex", "victim"}) && setA(tile(*o, place));
        if (ok && o->contains(QLatin1String("victim"))) {
            const auto victim = seat(*o, place, "victim");
            ok = victim.has_value();
            a.b = static_cast<settlers::BoardId>(victim.value_or(settlers::kNoId));
        }
        break;
    case settlers::ActionKind::BuildStone:
        ok = onlyKeys(*o, place, *kindName, {"tollTo", "toll"});
        if (ok && (o->contains(QLatin1String("tollTo")) || o->contains(QLatin1String("toll")))) {
            const auto owner = seat(*o, place, "tollTo");
            const auto toll = owner ? resource(*o, place, "toll") : std::nullopt;
            ok = toll.has_value();
            a.a = static_cast<settlers::BoardId>(owner.value_or(settlers::kNoId));
            a.b = static_cast<settlers::BoardId>(toll.value_or(settlers::kNoId));
        }
        break;
    case settlers::ActionKind::MaritimeTrade: {
        ok = onlyKeys(*o, place, *kindName, {"give", "get"}) && setA(resource(*o, place, "give"));
        const auto get = ok ? resource(*o, place, "get") : std::nullopt;
        ok = get.has_value();
        a.b = static_cast<settlers::BoardId>(get.value_or(settlers::kNoId));
        break;
    }
    case settlers::ActionKind::OfferTrade:
        ok = onlyKeys(*o, place, *kindName, {"to", "give", "get"});
        if (ok && o->contains(QLatin1String("to")))
            ok = setA(seat(*o, place, "to"));
        ok = ok && trade(*o, place, +1, a);
        break;
    case settlers::ActionKind::AnswerTrade: {
        ok = onlyKeys(*o, place, *kindName, {"answer", "give", "get"});
        const auto answerName = ok ? text(*o, place, "answer") : std::nullopt;
        if (!answerName)
            return std::nullopt;
        const auto answer = settlers::parseTradeAnswer(answerName->toStdString());
        if (!answer) {
            m_walker.fail(memberPlace(place, QStringLiteral("answer")),
                QCoreApplication::translate(
                    "canaan::SaveFile", "Unknown answer \"%1\": use \"accept\", \"reject\" or \"counter\".")
                    .arg(*answerName));
            return std::nullopt;
        }
        a.a = static_cast<settlers::BoardId>(*answer);
        if (*answer == settlers::TradeAnswer::Counter)
            ok = trade(*o, place, -1, a);
        else
            ok = onlyKeys(*o, place, *kindName + QStringLiteral(" ") + *answerName, {"answer"});
        break;
    }
    case settlers::ActionKind::ConfirmTrade:
        ok = onlyKeys(*o, place, *kindName, {"with"});
        if (ok && o->contains(QLatin1String("with")))
            ok = setA(seat(*o, place, "with"));
        break;
    case settlers::ActionKind::PlayCard: ok = playCard(*o, place, a); break;
    }
    if (!ok)
        return std::nullopt;
    return a;
}

bool ActionReader::onlyKeys(const QJsonObject &o, const QString &place, const QString &kind, QStringList allowed)
{
    allowed << QStringLiteral("p") << QStringLiteral("do");
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (allowed.contains(it.key()))
            continue;
        // A hostile file may hold a megabyte-long key: quote only its start.
        m_walker.fail(memberPlace(place, shortened(it.key())),
            QCoreApplication::translate("canaan::SaveFile", "The key \"%1\" does not belong to the action \"%2\".")
                .arg(shortened(it.key()), kind));
        return false;
    }
    return !m_walker.failed();
}

std::optional<QString> ActionReader::text(const QJsonObject &o, const QString &place, const char *key)
{
    if (!m_walker.require(o, place, QLatin1String(key)))
        return std::nullopt;
    return m_walker.string(o.value(QLatin1String(key)), memberPlace(place, QLatin1String(key)), kMaxIdLength);
}

std::optional<int> ActionReader::seat(const QJsonObject &o, const QString &place, const char *key)
{
    if (!m_walker.require(o, place, QLatin1String(key)))
        return std::nullopt;
    return m_walker.integer(o.value(QLatin1String(key)), memberPlace(place, QLatin1String(key)), 0, m_numPlayers - 1);
}

std::optional<int> ActionReader::resource(const QJsonValue &v, const QString &place)
{
    const auto name = m_walker.string(v, place, kMaxIdLength);
    if (!name)
        return std::nullopt;
    const auto r = settlers::parseResource(name->toStdString());
    if (!r) {
        m_walker.fail(place,
            QCoreApplication::translate(
                "canaan::SaveFile", "Unknown resource \"%1\": use lumber, wool, grain, stone or ore.")
                .arg(*name));
        return std::nullopt;
    }
    return static_cast<int>(*r);
}

std::optional<int> ActionReader::resource(const QJsonObject &o, const QString &place, const char *key)
{
    if (!m_walker.require(o, place, QLatin1String(key)))
        return std::nullopt;
    return resource(o.value(QLatin1String(key)), memberPlace(place, QLatin1String(key)));
}

std::optional<int> ActionReader::card(const QJsonObject &o, const QString &place)
{
    const auto name = text(o, place, "card");
    if (!name)
        return std::nullopt;
    const auto c = settlers::parseDevCard(name->toStdString());
    if (!c) {
        m_walker.fail(memberPlace(place, QStringLiteral("card")),
            QCoreApplication::translate(
                "canaan::SaveFile", "Unknown development card \"%1\"; docs/save-format.md lists the card ids.")
                .arg(*name));
        return std::nullopt;
    }
    return static_cast<int>(*c);
}

std::optional<int> ActionReader::vertex(const QJsonObject &o, const QString &place, const char *key)
{
    const auto id = text(o, place, key);
    if (!id)
        return std::nullopt;
    const QString at = memberPlace(place, QLatin1String(key));
    const auto coord = settlers::parseVertex(id->toStdString());
    if (!coord) {
        m_walker.fail(at,
            QCoreApplication::translate("canaan::SaveFile", "\"%1\" is not an intersection id such as \"0,2,N\".")
                .arg(*id));
        return std::nullopt;
    }
    const settlers::VertexId v = m_rules.topology().vertexAt(*coord);
    if (v == settlers::kNone) {
        m_walker.fail(at, QCoreApplication::translate("canaan::SaveFile", "The map has no intersection %1.").arg(*id));
        return std::nullopt;
    }
    return v;
}

std::optional<int> ActionReader::edge(const QJsonObject &o, const QString &place)
{
    const auto id = text(o, place, "at");
    if (!id)
        return std::nullopt;
    const QString at = memberPlace(place, QStringLiteral("at"));
    const auto coord = settlers::parseEdge(id->toStdString());
    if (!coord) {
        m_walker.fail(at,
            QCoreApplication::translate("canaan::SaveFile", "\"%1\" is not a path id such as \"0,2,NE\".").arg(*id));
        return std::nullopt;
    }
    const settlers::EdgeId e = m_rules.topology().edgeAt(*coord);
    if (e == settlers::kNone) {
        m_walker.fail(at, QCoreApplication::translate("canaan::SaveFile", "The map has no path %1.").arg(*id));
        return std::nullopt;
    }
    return e;
}

std::optional<int> ActionReader::tile(const QJsonObject &o, const QString &place)
{
    const auto id = text(o, place, "hex");
    if (!id)
        return std::nullopt;
    const QString at = memberPlace(place, QStringLiteral("hex"));
    const auto coord = settlers::parseHex(id->toStdString());
    if (!coord) {
        m_walker.fail(
            at, QCoreApplication::translate("canaan::SaveFile", "\"%1\" is not a hex id such as \"0,2\".").arg(*id));
        return std::nullopt;
    }
    const settlers::TileId t = m_rules.topology().tileAt(*coord);
    if (t == settlers::kNone) {
        m_walker.fail(at, QCoreApplication::translate("canaan::SaveFile", "The map has no hex %1.").arg(*id));
        return std::nullopt;
    }
    return t;
}

bool ActionReader::dice(const QJsonObject &o, const QString &place, settlers::Action &a)
{
    if (!m_walker.require(o, place, QStringLiteral("dice")))
        return false;
    const QString at = memberPlace(place, QStringLiteral("dice"));
    const auto list = m_walker.array(o.value(QLatin1String("dice")), at, 2);
    if (!list)
        return false;
    if (list->size() != 2) {
        m_walker.fail(at, QCoreApplication::translate("canaan::SaveFile", "Give the two dice, as in [3, 5]."));
        return false;
    }
    const auto d1 = m_walker.integer(list->at(0), elementPlace(at, 0), 1, 6);
    const auto d2 = m_walker.integer(list->at(1), elementPlace(at, 1), 1, 6);
    if (!d1 || !d2)
        return false;
    a.a = static_cast<settlers::BoardId>(*d1);
    a.b = static_cast<settlers::BoardId>(*d2);
    return true;
}

// sign +1: "give" is what the player whose turn it is gives (an offer); -1: "give" is what the
// answering player gives (a counter-offer). Action::trade is always seen from the former.
bool ActionReader::trade(const QJsonObject &o, const QString &place, int sign, settlers::Action &a)
{
    return tradeCards(o, place, "give", sign, a) && tradeCards(o, place, "get", -sign, a);
}

bool ActionReader::tradeCards(const QJsonObject &o, const QString &place, const char *key, int sign, settlers::Action &a)
{
    if (!m_walker.require(o, place, QLatin1String(key)))
        return false;
    const QString at = memberPlace(place, QLatin1String(key));
    const auto cards = m_walker.object(o.value(QLatin1String(key)), at);
    if (!cards)
        return false;
    for (auto it = cards->begin(); it != cards->end(); ++it) {
        const QString cardPlace = memberPlace(at, shortened(it.key()));
        const auto r = settlers::parseResource(it.key().toStdString());
        if (!r) {
            m_walker.fail(cardPlace,
                QCoreApplication::translate(
                    "canaan::SaveFile", "Unknown resource \"%1\": use lumber, wool, grain, stone or ore.")
                    .arg(shortened(it.key())));
            return false;
        }
        const auto n = m_walker.integer(it.value(), cardPlace, 0, kMaxTradeCards);
        if (!n)
            return false;
        auto &slot = a.trade[static_cast<std::size_t>(*r)];
        if (slot != 0 && *n != 0) {
            m_walker.fail(cardPlace,
                QCoreApplication::translate("canaan::SaveFile", "A resource may not be on both sides of a trade."));
            return false;
        }
        if (*n != 0)
            slot = static_cast<std::int8_t>(sign * *n);
    }
    return true;
}

bool ActionReader::playCard(const QJsonObject &o, const QString &place, settlers::Action &a)
{
    const auto c = card(o, place);
    if (!c)
        return false;
    a.a = static_cast<settlers::BoardId>(*c);
    const QString kind = QStringLiteral("playCard ") + QString::fromUtf8(settlers::devCardId(static_cast<settlers::DevCard>(*c)).data());
    std::optional<int> b;
    switch (static_cast<settlers::DevCard>(*c)) {
    case settlers::DevCard::KorahsRebellion:
        b = onlyKeys(o, place, kind, {"card", "resource"}) ? resource(o, place, "resource") : std::nullopt;
        break;
    case settlers::DevCard::Improvements:
    case settlers::DevCard::BountifulHarvest:
    case settlers::DevCard::CalebsBlessing:
        b = onlyKeys(o, place, kind, {"card", "at"}) ? vertex(o, place, "at") : std::nullopt;
        break;
    case settlers::DevCard::GibeoniteTrickery:
        b = onlyKeys(o, place, kind, {"card", "victim"}) ? seat(o, place, "victim") : std::nullopt;
        break;
    case settlers::DevCard::PlentifulLands: {
        if (!onlyKeys(o, place, kind, {"card", "resources"})
            || !m_walker.require(o, place, QStringLiteral("resources")))
            return false;
        const QString at = memberPlace(place, QStringLiteral("resources"));
        const auto list = m_walker.array(o.value(QLatin1String("resources")), at, 2);
        if (!list)
            return false;
        if (list->isEmpty()) {
            m_walker.fail(at,
                QCoreApplication::translate(
                    "canaan::SaveFile", "Name one or two resources, as in [\"wool\", \"ore\"]."));
            return false;
        }
        b = resource(list->at(0), elementPlace(at, 0));
        if (b && list->size() == 2) {
            const auto second = resource(list->at(1), elementPlace(at, 1));
            if (!second)
                return false;
            a.c = static_cast<std::uint8_t>(*second);
        }
        break;
    }
    default: return onlyKeys(o, place, kind, {"card"});
    }
    if (!b)
        return false;
    a.b = static_cast<settlers::BoardId>(*b);
    return true;
}

} // namespace

std::optional<settlers::Action> actionFromJson(
    const settlers::Rules &rules, int numPlayers, const QJsonValue &value, const QString &place, JsonWalker &walker)
{
    return ActionReader(rules, numPlayers, walker).read(value, place);
}

} // namespace canaan::io
