#include "companion/conquest_track.h"

#include "engine/conquest/engine.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <string>
#include <vector>

namespace canaan::companion {

namespace {

QString tx(const char *source) { return QCoreApplication::translate("canaan::companion::SessionFile", source); }

} // namespace

ConquestTrack startConquestTrack(const QList<conquest::Nation> &nations, int cities, int turns, QString *problem)
{
    const std::vector<conquest::Nation> list(nations.begin(), nations.end());
    const conquest::Options options{cities, turns};
    if (const std::string_view why = conquest::setupProblem(options, list); !why.empty()) {
        if (problem)
            *problem = QString::fromUtf8(why.data(), static_cast<qsizetype>(why.size()));
        return {};
    }
    const conquest::State s = conquest::newGame(options, list);
    ConquestTrack t;
    for (int p = 0; p < s.numPlayers; ++p)
        t.seats.append({s.nation(p), s.cities[static_cast<std::size_t>(p)], s.armies[static_cast<std::size_t>(p)]});
    t.totalTurns = s.totalTurns;
    return t;
}

ConquestTrack nextPhase(ConquestTrack t)
{
    if (t.seats.isEmpty() || t.over())
        return t;
    if (++t.phase == kConquestPhases) {
        t.phase = 0;
        t.active = (t.active + 1) % static_cast<int>(t.seats.size());
        ++t.turn;
    }
    return t;
}

QJsonObject conquestTrackToJson(const ConquestTrack &t)
{
    QJsonArray seats;
    for (const ConquestSeat &s : t.seats) {
        const std::string_view id = conquest::nationId(s.nation);
        seats.append(QJsonObject{{QStringLiteral("nation"), QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size()))},
                                 {QStringLiteral("cities"), s.cities},
                                 {QStringLiteral("armies"), s.armies}});
    }
    return {{QStringLiteral("seats"), seats},
            {QStringLiteral("turn"), t.turn},
            {QStringLiteral("totalTurns"), t.totalTurns},
            {QStringLiteral("phase"), t.phase},
            {QStringLiteral("active"), t.active}};
}

bool conquestTrackFromJson(const QJsonObject &o, ConquestTrack &out, QString &error)
{
    const QString place = QStringLiteral("conquest");
    auto fail = [&](const QString &where, const QString &message) {
        error = QStringLiteral("%1: %2").arg(where, message);
        return false;
    };
    // A whole number in [low, high], else the reason with its place.
    auto integer = [&](const QJsonObject &from, const QString &where, const char *key, int low, int high, int &value) {
        const QString at = QStringLiteral("%1.%2").arg(where, QLatin1String(key));
        const QJsonValue v = from.value(QLatin1String(key));
        const double d = v.toDouble(0.5);
        if (!v.isDouble() || d != static_cast<int>(d))
            return fail(at, tx(QT_TRANSLATE_NOOP("canaan::companion::SessionFile", "This value must be a whole number.")));
        if (d < low || d > high)
            return fail(at, tx(QT_TRANSLATE_NOOP("canaan::companion::SessionFile", "This value must be from %1 to %2.")).arg(low).arg(high));
        value = static_cast<int>(d);
        return true;
    };
    ConquestTrack t;
    const QJsonValue seatsValue = o.value(QStringLiteral("seats"));
    if (!seatsValue.isArray())
        return fail(place + QStringLiteral(".seats"), tx(QT_TRANSLATE_NOOP("canaan::companion::SessionFile", "This value must be a list.")));
    const QJsonArray seats = seatsValue.toArray();
    if (seats.size() > conquest::kMaxPlayers)
        return fail(place + QStringLiteral(".seats"), tx(QT_TRANSLATE_NOOP("canaan::companion::SessionFile", "A Conquest game has at most %1 nations.")).arg(conquest::kMaxPlayers));
    for (int i = 0; i < seats.size(); ++i) {
        const QString where = QStringLiteral("%1.seats[%2]").arg(place).arg(i);
        if (!seats[i].isObject())
            return fail(where, tx(QT_TRANSLATE_NOOP("canaan::companion::SessionFile", "This value must be a JSON object.")));
        const QJsonObject so = seats[i].toObject();
        const QString id = so.value(QStringLiteral("nation")).toString();
        const auto nation = conquest::parseNation(id.toStdString());
        if (!nation)
            return fail(where + QStringLiteral(".nation"), tx(QT_TRANSLATE_NOOP("canaan::companion::SessionFile", "\"%1\" is not a nation of Conquest.")).arg(id));
        ConquestSeat s{*nation, 0, 0};
        if (!integer(so, where, "cities", 0, conquest::kMaxCities, s.cities) || !integer(so, where, "armies", 0, kMaxTrackedArmies, s.armies))
            return false;
        t.seats.append(s);
    }
    const int seatCount = static_cast<int>(t.seats.size());
    if (!integer(o, place, "totalTurns", 0, 2 * conquest::kMaxTurns, t.totalTurns) || !integer(o, place, "turn", 1, t.totalTurns + 1, t.turn)
        || !integer(o, place, "phase", 0, kConquestPhases - 1, t.phase) || !integer(o, place, "active", 0, std::max(0, seatCount - 1), t.active))
        return false;
    out = t;
    return true;
}

} // namespace canaan::companion
