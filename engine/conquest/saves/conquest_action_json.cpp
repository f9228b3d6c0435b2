// Conquest log entries to and from JSON.
#include "engine/conquest/saves/conquest_action_json.h"

#include "engine/conquest/cards.h"
#include "engine/conquest/state.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QSet>

namespace canaan::conquest::saves {

namespace {

QString sideId(int side) { return side == kAttacker ? QStringLiteral("attacker") : QStringLiteral("defender"); }

// The fields each kind carries besides p and do.
QStringList fieldsOf(ActionKind k)
{
    switch (k) {
    case ActionKind::Draw:
    case ActionKind::Discard: return {QStringLiteral("card")};
    case ActionKind::Die: return {QStringLiteral("value")};
    case ActionKind::Attack: return {QStringLiteral("target")};
    case ActionKind::PlayCard: return {QStringLiteral("card"), QStringLiteral("bar")};
    case ActionKind::LendCard: return {QStringLiteral("card"), QStringLiteral("side")};
    case ActionKind::LendArmies: return {QStringLiteral("armies"), QStringLiteral("side")};
    case ActionKind::Choose: return {QStringLiteral("card"), QStringLiteral("as")};
    default: return {};
    }
}

} // namespace

QJsonObject actionToJson(const Action &a)
{
    QJsonObject o;
    o.insert(QStringLiteral("p"), a.player);
    o.insert(QStringLiteral("do"), QString::fromLatin1(actionKindId(a.kind)));
    const auto cardName = [](int c) { return QString::fromLatin1(card(c).id); };
    switch (a.kind) {
    case ActionKind::Draw:
    case ActionKind::Discard: o.insert(QStringLiteral("card"), cardName(a.a)); break;
    case ActionKind::Die: o.insert(QStringLiteral("value"), a.a); break;
    case ActionKind::Attack: o.insert(QStringLiteral("target"), a.a); break;
    case ActionKind::PlayCard:
        o.insert(QStringLiteral("card"), cardName(a.a));
        if (a.b != kNone)
            o.insert(QStringLiteral("bar"), a.b);
        break;
    case ActionKind::LendCard:
        o.insert(QStringLiteral("card"), cardName(a.a));
        o.insert(QStringLiteral("side"), sideId(a.b));
        break;
    case ActionKind::LendArmies:
        o.insert(QStringLiteral("armies"), a.a);
        o.insert(QStringLiteral("side"), sideId(a.b));
        break;
    case ActionKind::Choose:
        o.insert(QStringLiteral("card"), cardName(a.a));
        o.insert(QStringLiteral("as"), QString::fromLatin1(categoryId(static_cast<Category>(a.b))));
        break;
    default: break;
    }
    return o;
}

std::optional<Action> actionFromJson(const QJsonObject &o, QString *error)
{
    const auto fail = [&](const QString &message) {
        *error = message;
        return std::nullopt;
    };
    const QJsonValue p = o.value(QStringLiteral("p"));
    if (!p.isDouble() || p.toDouble() != static_cast<int>(p.toDouble()) || p.toInt() < 0 || p.toInt() >= kMaxPlayers)
        return fail(QCoreApplication::translate("canaan::conquest::SaveFile", "p: a seat number from 0 to 5 is required"));
    const QString kindText = o.value(QStringLiteral("do")).toString();
    const auto kind = parseActionKind(kindText.toStdString());
    if (!kind)
        return fail(QCoreApplication::translate("canaan::conquest::SaveFile", "do: unknown action \"%1\"").arg(kindText));
    const QStringList allowed = fieldsOf(*kind);
    for (const QString &key : o.keys())
        if (key != QLatin1String("p") && key != QLatin1String("do") && !allowed.contains(key))
            return fail(QCoreApplication::translate("canaan::conquest::SaveFile", "%1: not a field of \"%2\"").arg(key, kindText));
    Action a = makeAction(*kind, p.toInt());
    const auto number = [&](const QString &key, int lo, int hi, bool optional) -> std::optional<int> {
        const QJsonValue v = o.value(key);
        if (v.isUndefined() && optional)
            return kNone;
        if (!v.isDouble() || v.toDouble() != static_cast<int>(v.toDouble()) || v.toInt() < lo || v.toInt() > hi) {
            *error = QCoreApplication::translate("canaan::conquest::SaveFile", "%1: a whole number from %2 to %3 is required").arg(key).arg(lo).arg(hi);
            return std::nullopt;
        }
        return v.toInt();
    };
    const auto cardField = [&]() -> std::optional<int> {
        const QString id = o.value(QStringLiteral("card")).toString();
        const auto c = parseCard(id.toStdString());
        if (!c)
            *error = QCoreApplication::translate("canaan::conquest::SaveFile", "card: unknown card \"%1\"").arg(id);
        return c;
    };
    const auto sideField = [&]() -> std::optional<int> {
        const QString s = o.value(QStringLiteral("side")).toString();
        if (s == QLatin1String("attacker"))
            return kAttacker;
        if (s == QLatin1String("defender"))
            return kDefender;
        *error = QCoreApplication::translate("canaan::conquest::SaveFile", "side: \"attacker\" or \"defender\" is required");
        return std::nullopt;
    };
    std::optional<int> x, y;
    switch (*kind) {
    case ActionKind::Draw:
    case ActionKind::Discard: x = cardField(); y = kNone; break;
    case ActionKind::Die: x = number(QStringLiteral("value"), 1, 6, false); y = kNone; break;
    case ActionKind::Attack: x = number(QStringLiteral("target"), 0, kMaxPlayers - 1, false); y = kNone; break;
    case ActionKind::PlayCard:
        x = cardField();
        if (x)
            y = number(QStringLiteral("bar"), 0, kMaxPlayers - 1, true);
        break;
    case ActionKind::LendCard:
        x = cardField();
        if (x)
            y = sideField();
        break;
    case ActionKind::LendArmies:
        x = number(QStringLiteral("armies"), 1, 5, false);
        if (x)
            y = sideField();
        break;
    case ActionKind::Choose: {
        x = cardField();
        const QString as = o.value(QStringLiteral("as")).toString();
        const auto cat = parseCategory(as.toStdString());
        if (x && !cat)
            *error = QCoreApplication::translate("canaan::conquest::SaveFile", "as: \"numbers\", \"strategy\", \"intelligence\" or \"morale\" is required");
        else if (cat)
            y = static_cast<int>(*cat);
        break;
    }
    default: x = y = kNone; break;
    }
    if (!x || !y)
        return std::nullopt;
    a.a = static_cast<std::uint8_t>(*x);
    a.b = static_cast<std::uint8_t>(*y);
    return a;
}

} // namespace canaan::conquest::saves
