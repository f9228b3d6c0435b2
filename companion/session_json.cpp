#include "companion/session_json.h"

#include "engine/io/json_document.h"
#include "engine/io/map_file.h"

#include <QColor>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace canaan::companion {

namespace {

constexpr const char *kFormat = "canaan-companion";


// Reads one JSON object field by field; the first problem is kept with its place.
class Reader {
public:
    QString error;

    bool fail(const QString &place, const QString &message)
    {
        if (error.isEmpty())
            error = place.isEmpty() ? message : QStringLiteral("%1: %2").arg(place, message);
        return false;
    }
    bool integer(const QJsonObject &o, const QString &key, const QString &place, int &out, bool required = true)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined())
            return required ? fail(place, QCoreApplication::translate("canaan::companion::SessionFile", "The key \"%1\" is missing.").arg(key)) : true;
        const double d = v.toDouble(0.5);
        if (!v.isDouble() || d != static_cast<int>(d))
            return fail(at(place, key), QCoreApplication::translate("canaan::companion::SessionFile", "This value must be a whole number."));
        out = static_cast<int>(d);
        return true;
    }
    bool string(const QJsonObject &o, const QString &key, const QString &place, QString &out)
    {
        const QJsonValue v = o.value(key);
        if (!v.isString())
            return fail(at(place, key), QCoreApplication::translate("canaan::companion::SessionFile", "This value must be a text."));
        out = v.toString();
        return true;
    }
    bool array(const QJsonObject &o, const QString &key, QJsonArray &out)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined()) {
            out = {};
            return true;
        }
        if (!v.isArray())
            return fail(key, QCoreApplication::translate("canaan::companion::SessionFile", "This value must be a list."));
        out = v.toArray();
        return true;
    }
    bool object(const QJsonValue &v, const QString &place, QJsonObject &out)
    {
        if (!v.isObject())
            return fail(place, QCoreApplication::translate("canaan::companion::SessionFile", "This value must be a JSON object."));
        out = v.toObject();
        return true;
    }
    static QString at(const QString &place, const QString &key)
    {
        return place.isEmpty() ? key : QStringLiteral("%1.%2").arg(place, key);
    }
    static QString item(const QString &list, int i) { return QStringLiteral("%1[%2]").arg(list).arg(i); }
};

} // namespace

QByteArray sessionToJson(const TableSession &s)
{
    QJsonObject root;
    root.insert(QStringLiteral("format"), QLatin1String(kFormat));
    root.insert(QStringLiteral("version"), kSessionFormatVersion);
    root.insert(QStringLiteral("mapName"), s.mapName);
    root.insert(QStringLiteral("map"), QJsonDocument::fromJson(serializeMap(s.map)).object());
    QJsonArray players;
    for (const Player &p : s.players)
        players.append(QJsonObject{{QStringLiteral("name"), p.name},
                                   {QStringLiteral("color"), QColor(p.color).name()},
                                   {QStringLiteral("priests"), p.priests},
                                   {QStringLiteral("stones"), p.stones},
                                   {QStringLiteral("vpCards"), p.vpCards}});
    root.insert(QStringLiteral("players"), players);
    QJsonArray buildings;
    for (auto it = s.buildings.begin(); it != s.buildings.end(); ++it)
        buildings.append(QJsonObject{{QStringLiteral("at"), it.key()},
                                     {QStringLiteral("player"), it->player},
                                     {QStringLiteral("city"), it->city}});
    root.insert(QStringLiteral("buildings"), buildings);
    QJsonArray roads;
    for (auto it = s.roads.begin(); it != s.roads.end(); ++it)
        roads.append(QJsonObject{{QStringLiteral("at"), it.key()}, {QStringLiteral("player"), *it}});
    root.insert(QStringLiteral("roads"), roads);
    QJsonArray rolls;
    for (int r : s.rolls)
        rolls.append(r);
    root.insert(QStringLiteral("rolls"), rolls);
    root.insert(QStringLiteral("plague"), s.plagueTile);
    root.insert(QStringLiteral("blackStones"), s.blackStones);
    root.insert(QStringLiteral("current"), s.current);
    root.insert(QStringLiteral("longestRoadHolder"), s.longestRoadHolder);
    root.insert(QStringLiteral("priestsHolder"), s.priestsHolder);
    root.insert(QStringLiteral("blessingHolder"), s.blessingHolder);
    root.insert(QStringLiteral("jerusalemPlayOn"), s.jerusalemPlayOn);
    root.insert(QStringLiteral("playOnWinner"), s.playOnWinner);
    root.insert(QStringLiteral("conquest"), conquestTrackToJson(s.conquest));
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

SessionReadResult sessionFromJson(const QByteArray &json)
{
    SessionReadResult result;
    const io::JsonObjectRead read = io::readJsonObject(json); // the project's one JSON reader, with its limits
    if (read.status == io::JsonObjectRead::Status::Malformed) {
        result.error = QCoreApplication::translate("canaan::companion::SessionFile", "The file is not valid JSON (line %1, column %2: %3).")
                           .arg(read.line)
                           .arg(read.column)
                           .arg(read.parseError);
        return result;
    }
    if (read.status == io::JsonObjectRead::Status::TooManyContainers) {
        result.error = QCoreApplication::translate("canaan::companion::SessionFile", "The file holds too many lists and objects to be a session.");
        return result;
    }
    Reader r;
    QJsonObject root;
    if (!r.object(read.status == io::JsonObjectRead::Status::Ok ? QJsonValue(read.object) : QJsonValue(), QString(), root)) {
        result.error = r.error;
        return result;
    }
    if (root.value(QStringLiteral("format")).toString() != QLatin1String(kFormat)) {
        result.error = QCoreApplication::translate("canaan::companion::SessionFile", "This is not a companion session file.");
        return result;
    }
    int version = 0;
    if (r.integer(root, QStringLiteral("version"), QString(), version) && version > kSessionFormatVersion)
        r.fail(QStringLiteral("version"), QCoreApplication::translate("canaan::companion::SessionFile", "The file was written by a newer version (format %1).").arg(version));

    TableSession s;
    r.string(root, QStringLiteral("mapName"), QString(), s.mapName);
    QJsonObject mapObject;
    if (r.error.isEmpty() && r.object(root.value(QStringLiteral("map")), QStringLiteral("map"), mapObject)) {
        const MapLoadResult map = parseMap(QJsonDocument(mapObject).toJson(), QStringLiteral("companion.json"));
        if (map.ok())
            s.map = *map.map;
        else
            r.fail(Reader::at(QStringLiteral("map"), map.error.place), map.error.message);
    }

    QJsonArray list;
    if (r.array(root, QStringLiteral("players"), list)) {
        for (int i = 0; i < list.size() && r.error.isEmpty(); ++i) {
            const QString place = Reader::item(QStringLiteral("players"), i);
            QJsonObject o;
            Player p;
            QString color;
            if (r.object(list[i], place, o) && r.string(o, QStringLiteral("name"), place, p.name) &&
                r.string(o, QStringLiteral("color"), place, color) &&
                r.integer(o, QStringLiteral("priests"), place, p.priests) &&
                r.integer(o, QStringLiteral("stones"), place, p.stones) &&
                r.integer(o, QStringLiteral("vpCards"), place, p.vpCards)) {
                const QColor c = QColor::fromString(color);
                if (!c.isValid())
                    r.fail(Reader::at(place, QStringLiteral("color")), QCoreApplication::translate("canaan::companion::SessionFile", "\"%1\" is not a colour.").arg(color));
                p.color = c.rgb();
                s.players.append(p);
            }
        }
    }
    if (r.array(root, QStringLiteral("buildings"), list)) {
        for (int i = 0; i < list.size() && r.error.isEmpty(); ++i) {
            const QString place = Reader::item(QStringLiteral("buildings"), i);
            QJsonObject o;
            int at = 0;
            Building b;
            if (r.object(list[i], place, o) && r.integer(o, QStringLiteral("at"), place, at) &&
                r.integer(o, QStringLiteral("player"), place, b.player)) {
                b.city = o.value(QStringLiteral("city")).toBool();
                if (s.buildings.contains(at))
                    r.fail(place, QCoreApplication::translate("canaan::companion::SessionFile", "Intersection %1 holds two buildings.").arg(at));
                s.buildings.insert(at, b);
            }
        }
    }
    if (r.array(root, QStringLiteral("roads"), list)) {
        for (int i = 0; i < list.size() && r.error.isEmpty(); ++i) {
            const QString place = Reader::item(QStringLiteral("roads"), i);
            QJsonObject o;
            int at = 0, player = 0;
            if (r.object(list[i], place, o) && r.integer(o, QStringLiteral("at"), place, at) &&
                r.integer(o, QStringLiteral("player"), place, player)) {
                if (s.roads.contains(at))
                    r.fail(place, QCoreApplication::translate("canaan::companion::SessionFile", "Path %1 holds two roads.").arg(at));
                s.roads.insert(at, player);
            }
        }
    }
    if (r.array(root, QStringLiteral("rolls"), list)) {
        for (int i = 0; i < list.size() && r.error.isEmpty(); ++i) {
            const double d = list[i].toDouble(0.5);
            if (!list[i].isDouble() || d != static_cast<int>(d))
                r.fail(Reader::item(QStringLiteral("rolls"), i), QCoreApplication::translate("canaan::companion::SessionFile", "This value must be a whole number."));
            s.rolls.append(static_cast<int>(d));
        }
    }
    r.integer(root, QStringLiteral("plague"), QString(), s.plagueTile, false);
    r.integer(root, QStringLiteral("blackStones"), QString(), s.blackStones, false);
    r.integer(root, QStringLiteral("current"), QString(), s.current, false);
    r.integer(root, QStringLiteral("longestRoadHolder"), QString(), s.longestRoadHolder, false);
    r.integer(root, QStringLiteral("priestsHolder"), QString(), s.priestsHolder, false);
    r.integer(root, QStringLiteral("blessingHolder"), QString(), s.blessingHolder, false);
    r.integer(root, QStringLiteral("playOnWinner"), QString(), s.playOnWinner, false);
    s.jerusalemPlayOn = root.value(QStringLiteral("jerusalemPlayOn")).toBool();
    // Optional: a session written before the Conquest tracker has none.
    if (const QJsonValue conquest = root.value(QStringLiteral("conquest")); r.error.isEmpty() && !conquest.isUndefined()) {
        QString error;
        if (!conquest.isObject())
            r.fail(QStringLiteral("conquest"), QCoreApplication::translate("canaan::companion::SessionFile", "This value must be a JSON object."));
        else if (!conquestTrackFromJson(conquest.toObject(), s.conquest, error))
            r.error = error;
    }
    if (!r.error.isEmpty()) {
        result.error = r.error;
        return result;
    }
    result.session = s;
    return result;
}

} // namespace canaan::companion
