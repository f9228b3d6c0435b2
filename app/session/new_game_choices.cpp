#include "app/session/new_game_choices.h"

#include "app/session/default_map.h"
#include "engine/io/clock_limits.h"
#include "app/settlers_table/seat_plan.h"

#include <QCryptographicHash>
#include <QSettings>

namespace canaan::session {

namespace {

// Settings keys may not hold arbitrary paths: a map's rules are filed under a hash of its path.
QString rulesGroup(const QString &mapPath)
{
    return QStringLiteral("newGame/rules/") +
           QString::fromLatin1(QCryptographicHash::hash(mapPath.toUtf8(), QCryptographicHash::Sha1).toHex().left(16));
}

} // namespace

QList<QColor> seatColorChoices()
{
    return {settlerstable::defaultSeatColor(0), settlerstable::defaultSeatColor(1), settlerstable::defaultSeatColor(2),
            settlerstable::defaultSeatColor(3), QColor(0x2e, 0x8b, 0x3e), QColor(0x7a, 0x4a, 0x21)};
}

NewGameChoices NewGameChoices::defaults()
{
    NewGameChoices c;
    c.mapPath = kDefaultMapResource;
    for (int i = 0; i < 4; ++i)
        c.seats.append({i == 0 ? QStringLiteral("human") : QStringLiteral("normal"), QString(),
                        settlerstable::defaultSeatColor(i)});
    return c;
}

NewGameChoices loadNewGameChoices()
{
    NewGameChoices c = NewGameChoices::defaults();
    QSettings s;
    s.beginGroup(QStringLiteral("newGame"));
    c.players = std::clamp(s.value(QStringLiteral("players"), c.players).toInt(), 2, 4);
    const int clock = s.value(QStringLiteral("clock"), 0).toInt();
    c.clockSeconds = isClockChoice(clock) ? clock : 0;
    c.mapPath = s.value(QStringLiteral("map"), c.mapPath).toString();
    c.recentMaps = s.value(QStringLiteral("recentMaps")).toStringList().mid(0, kMaxRecentMaps);
    for (int i = 0; i < 4; ++i) {
        SeatChoice &seat = c.seats[i];
        const QString prefix = QStringLiteral("seat%1/").arg(i);
        const QString kind = s.value(prefix + QStringLiteral("kind"), seat.kind).toString();
        if (kSeatKinds.contains(kind))
            seat.kind = kind;
        seat.name = s.value(prefix + QStringLiteral("name")).toString().left(64);
        const QColor color(s.value(prefix + QStringLiteral("color")).toString());
        if (color.isValid())
            seat.color = color;
    }
    s.endGroup();
    // Colours must stay distinct even if the file was edited by hand.
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < i; ++j)
            if (c.seats[i].color == c.seats[j].color)
                for (const QColor &free : seatColorChoices()) {
                    bool used = false;
                    for (const SeatChoice &other : c.seats)
                        used = used || other.color == free;
                    if (!used) {
                        c.seats[i].color = free;
                        break;
                    }
                }
    return c;
}

void storeNewGameChoices(const NewGameChoices &c)
{
    QSettings s;
    s.beginGroup(QStringLiteral("newGame"));
    s.setValue(QStringLiteral("players"), c.players);
    s.setValue(QStringLiteral("clock"), c.clockSeconds);
    s.setValue(QStringLiteral("map"), c.mapPath);
    s.setValue(QStringLiteral("recentMaps"), c.recentMaps.mid(0, kMaxRecentMaps));
    for (int i = 0; i < c.seats.size() && i < 4; ++i) {
        const QString prefix = QStringLiteral("seat%1/").arg(i);
        s.setValue(prefix + QStringLiteral("kind"), c.seats[i].kind);
        // A default name is not stored, so it follows the language.
        if (c.seats[i].name.isEmpty() || c.seats[i].name == settlerstable::defaultSeatName(i))
            s.remove(prefix + QStringLiteral("name"));
        else
            s.setValue(prefix + QStringLiteral("name"), c.seats[i].name);
        s.setValue(prefix + QStringLiteral("color"), c.seats[i].color.name());
    }
}

std::optional<RulesChoice> loadRulesChoice(const QString &mapPath)
{
    QSettings s;
    s.beginGroup(rulesGroup(mapPath));
    const auto ruleset = settlers::parseRuleset(s.value(QStringLiteral("ruleset")).toString().toStdString());
    if (!ruleset)
        return std::nullopt;
    RulesChoice r;
    r.ruleset = *ruleset;
    r.options = settlers::GameOptions::defaultsFor(r.ruleset);
    settlers::GameOptions &o = r.options;
    o.vpToWin = std::clamp(s.value(QStringLiteral("vpToWin"), o.vpToWin).toInt(), 2, 99);
    o.stonesToComplete = std::clamp(s.value(QStringLiteral("stonesToComplete"), o.stonesToComplete).toInt(), 0, 200);
    o.bankPerResource = std::clamp(s.value(QStringLiteral("bank"), o.bankPerResource).toInt(), 1, 200);
    o.freeTradeBuild = s.value(QStringLiteral("freeTradeBuild"), o.freeTradeBuild).toBool();
    if (auto tie = settlers::parseJerusalemTie(s.value(QStringLiteral("jerusalemTie")).toString().toStdString()))
        o.jerusalemTie = *tie;
    const QStringList deck = s.value(QStringLiteral("deck")).toStringList();
    if (deck.size() == settlers::kDevCardCount)
        for (int i = 0; i < settlers::kDevCardCount; ++i)
            o.deck[static_cast<std::size_t>(i)] = std::clamp(deck[i].toInt(), 0, 99);
    const QStringList order = s.value(QStringLiteral("setupOrder")).toStringList();
    for (const QString &seat : order)
        o.setupOrder.push_back(std::clamp(seat.toInt(), 0, 3));
    return r;
}

void storeRulesChoice(const QString &mapPath, const RulesChoice &r)
{
    QSettings s;
    s.beginGroup(rulesGroup(mapPath));
    const settlers::GameOptions &o = r.options;
    s.setValue(QStringLiteral("ruleset"), QString::fromLatin1(settlers::rulesetId(r.ruleset).data(), settlers::rulesetId(r.ruleset).size()));
    s.setValue(QStringLiteral("vpToWin"), o.vpToWin);
    s.setValue(QStringLiteral("stonesToComplete"), o.stonesToComplete);
    s.setValue(QStringLiteral("bank"), o.bankPerResource);
    s.setValue(QStringLiteral("freeTradeBuild"), o.freeTradeBuild);
    s.setValue(QStringLiteral("jerusalemTie"),
               QString::fromLatin1(settlers::jerusalemTieId(o.jerusalemTie).data(), settlers::jerusalemTieId(o.jerusalemTie).size()));
    QStringList deck;
    for (int count : o.deck)
        deck << QString::number(count);
    s.setValue(QStringLiteral("deck"), deck);
    QStringList order;
    for (int seat : o.setupOrder)
        order << QString::number(seat);
    s.setValue(QStringLiteral("setupOrder"), order);
}

void forgetRecentMaps()
{
    QSettings().remove(QStringLiteral("newGame/recentMaps"));
}

} // namespace canaan::session
