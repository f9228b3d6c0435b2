// Writes a MapModel as a *.canaanmap file. The layout is fixed (keys in documented order, one hex or
// harbor per line) so that saved maps diff well and the built-in maps are exactly what the saver writes.
#include "engine/io/map_file.h"
#include "engine/io/safe_write.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <utility>

namespace canaan {

namespace {

using Member = std::pair<const char *, QByteArray>;

// One JSON scalar or array in compact form, using Qt's own escaping.
QByteArray compact(const QJsonValue &v)
{
    const QByteArray wrapped = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    return wrapped.mid(1, wrapped.size() - 2);
}

QByteArray compact(const std::string &utf8) { return compact(QJsonValue(QString::fromStdString(utf8))); }

// {"a":1,"b":2} with the members in the given order (QJsonObject would sort them).
QByteArray object(const std::vector<Member> &members)
{
    QByteArray out = "{";
    for (std::size_t i = 0; i < members.size(); ++i) {
        if (i > 0)
            out += ',';
        out += '"';
        out += members[i].first;
        out += "\":";
        out += members[i].second;
    }
    return out + '}';
}

QByteArray text(const settlers::LocalizedText &t) { return object({{"en", compact(t.en)}, {"ko", compact(t.ko)}}); }

QByteArray options(const settlers::GameOptions &o)
{
    QJsonArray order;
    for (int seat : o.setupOrder)
        order.append(seat);
    return object({{"vpToWin", compact(o.vpToWin)},
                   {"stonesToComplete", compact(o.stonesToComplete)},
                   {"freeTradeBuild", compact(o.freeTradeBuild)},
                   {"jerusalemTie", compact(std::string(settlers::jerusalemTieId(o.jerusalemTie)))},
                   {"setupOrder", compact(order)}});
}

QByteArray deck(const settlers::DeckCounts &counts)
{
    std::vector<Member> members;
    for (int i = 0; i < settlers::kDevCardCount; ++i)
        members.emplace_back(settlers::devCardId(static_cast<settlers::DevCard>(i)).data(), compact(counts[static_cast<std::size_t>(i)]));
    return object(members);
}

QByteArray hex(const settlers::MapHex &h)
{
    std::vector<Member> members{{"q", compact(h.at.q)},
                                {"r", compact(h.at.r)},
                                {"terrain", compact(std::string(settlers::terrainId(h.terrain)))}};
    if (h.number != 0)
        members.emplace_back("number", compact(h.number));
    if (h.shuffleTerrain)
        members.emplace_back("shuffleTerrain", compact(true));
    if (h.shuffleNumber)
        members.emplace_back("shuffleNumber", compact(true));
    return object(members);
}

QByteArray harbor(const settlers::Harbor &h)
{
    const std::string kind = h.resource ? std::string(settlers::resourceId(*h.resource)) : std::string("3:1");
    return object({{"q", compact(h.at.q)},
                   {"r", compact(h.at.r)},
                   {"facing", compact(std::string(settlers::sideName(h.facing)))},
                   {"kind", compact(kind)}});
}

QByteArray intersections(const std::vector<settlers::VertexCoord> &list)
{
    QJsonArray ids;
    for (const settlers::VertexCoord &v : list)
        ids.append(QString::fromStdString(settlers::textId(v)));
    return compact(ids);
}

// An array with one element per line, indented under its key.
template <typename T, typename Write>
QByteArray lines(const std::vector<T> &items, Write write)
{
    if (items.empty())
        return "[]";
    QByteArray out = "[\n";
    for (std::size_t i = 0; i < items.size(); ++i) {
        out += "        " + write(items[i]);
        out += i + 1 < items.size() ? ",\n" : "\n";
    }
    return out + "    ]";
}

} // namespace

QByteArray serializeMap(const settlers::MapModel &map)
{
    const std::vector<Member> members{
        {"format", compact(QStringLiteral("canaan-map"))},
        {"version", compact(settlers::MapModel::kFormatVersion)},
        {"title", text(map.title)},
        {"description", text(map.description)},
        {"ruleset", compact(std::string(settlers::rulesetId(map.ruleset)))},
        {"players", object({{"min", compact(map.minPlayers)}, {"max", compact(map.maxPlayers)}})},
        {"options", options(map.options)},
        {"bank", compact(map.options.bankPerResource)},
        {"deck", deck(map.options.deck)},
        {"hexes", lines(map.hexes, hex)},
        {"harbors", lines(map.harbors, harbor)},
        {"jerusalemSites",
         map.jerusalemSites.empty() ? compact(QStringLiteral("derived")) : intersections(map.jerusalemSites)},
        {"closedToSetup", intersections(map.closedToSetup)},
    };
    QByteArray out = "{\n";
    for (std::size_t i = 0; i < members.size(); ++i) {
        out += "    \"" + QByteArray(members[i].first) + "\": " + members[i].second;
        out += i + 1 < members.size() ? ",\n" : "\n";
    }
    return out + "}\n";
}

bool saveMapFile(const settlers::MapModel &map, const QString &path, QString *errorMessage)
{
    QString reason;
    if (io::writeFileSafely(path, serializeMap(map), &reason))
        return true;
    if (errorMessage)
        *errorMessage = QCoreApplication::translate("canaan::MapFile", "The map cannot be saved to %1: %2.")
                            .arg(path, reason);
    return false;
}

} // namespace canaan
