#include "engine/io/map_reader.h"

#include "engine/settlers/rules/limits.h"

#include <QCoreApplication>
#include <QStringList>
#include <cstdlib>

namespace canaan::io {

namespace {

constexpr int kMaxCoordinate = 1000; // far beyond any table, and safe from integer overflow
constexpr int kMaxIdLength = 64;     // "q,r,N" ids and enum names
constexpr int kMaxTitleLength = 200;
constexpr int kMaxDescriptionLength = 4000;
constexpr int kMaxVersion = 9999;

QString terrainList()
{
    QStringList ids;
    for (int i = 0; i < settlers::kTerrainCount; ++i)
        ids << QString::fromUtf8(settlers::terrainId(static_cast<settlers::Terrain>(i)));
    return ids.join(QStringLiteral(", "));
}

QString resourceList()
{
    QStringList ids;
    for (settlers::Resource r : settlers::kAllResources)
        ids << QString::fromUtf8(settlers::resourceId(r));
    return ids.join(QStringLiteral(", "));
}

class MapReader {
public:
    explicit MapReader(JsonWalker &walker) : m_walker(walker) {}
    settlers::MapModel read(const QJsonObject &root);

private:
    bool readHeader(const QJsonObject &root);
    void readRuleset(const QJsonObject &root);
    void readText(const QJsonObject &root, const char *key, int maxLength, settlers::LocalizedText &out);
    void readPlayers(const QJsonValue &v);
    void readOptions(const QJsonValue &v);
    void readDeck(const QJsonValue &v);
    void readHexes(const QJsonValue &v);
    std::optional<settlers::MapHex> readHex(const QJsonValue &v, const QString &place);
    void readHarbors(const QJsonValue &v);
    std::optional<settlers::Harbor> readHarbor(const QJsonValue &v, const QString &place);
    std::optional<settlers::HexCoord> readCoordinates(const QJsonObject &o, const QString &place);
    void readSites(const QJsonValue &v);
    std::optional<std::vector<settlers::VertexCoord>> readIntersections(const QJsonValue &v, const QString &place);

    // Set `out` from o[key] when the key is present; a wrong value is an error.
    void optionalInt(const QJsonObject &o, const QString &place, const char *key, int min, int max, int &out);
    void optionalBool(const QJsonObject &o, const QString &place, const char *key, bool &out);
    bool requireAll(const QJsonObject &o, const QString &place, std::initializer_list<const char *> keys);

    JsonWalker &m_walker;
    settlers::MapModel m_map;
};

settlers::MapModel MapReader::read(const QJsonObject &root)
{
    if (!readHeader(root))
        return m_map;
    m_walker.warnUnknownKeys(root, {}, {"format", "version", "title", "description", "ruleset", "players",
                                        "options", "bank", "deck", "hexes", "harbors", "jerusalemSites",
                                        "closedToSetup"});
    readRuleset(root); // first: it decides every default below
    readText(root, "title", kMaxTitleLength, m_map.title);
    readText(root, "description", kMaxDescriptionLength, m_map.description);
    if (root.contains(QLatin1String("players")))
        readPlayers(root.value(QLatin1String("players")));
    if (root.contains(QLatin1String("options")))
        readOptions(root.value(QLatin1String("options")));
    // At most 200, as in saves: the state counts cards in bytes, and a larger bank would wrap.
    optionalInt(root, {}, "bank", 1, 200, m_map.options.bankPerResource);
    if (root.contains(QLatin1String("deck")))
        readDeck(root.value(QLatin1String("deck")));
    if (root.contains(QLatin1String("hexes")))
        readHexes(root.value(QLatin1String("hexes")));
    if (root.contains(QLatin1String("harbors")))
        readHarbors(root.value(QLatin1String("harbors")));
    if (root.contains(QLatin1String("jerusalemSites")))
        readSites(root.value(QLatin1String("jerusalemSites")));
    if (root.contains(QLatin1String("closedToSetup"))) {
        if (auto list = readIntersections(root.value(QLatin1String("closedToSetup")), QStringLiteral("closedToSetup")))
            m_map.closedToSetup = *list;
    }
    return m_map;
}

bool MapReader::readHeader(const QJsonObject &root)
{
    if (root.value(QLatin1String("format")).toString() != QLatin1String("canaan-map")) {
        m_walker.fail(QStringLiteral("format"),
                      QCoreApplication::translate("canaan::MapFile",
                                                  "This is not a Canaan map: \"format\" must be \"canaan-map\"."));
        return false;
    }
    if (!m_walker.require(root, {}, QStringLiteral("version")))
        return false;
    const QString place = QStringLiteral("version");
    const auto version = m_walker.integer(root.value(place), place, 1, kMaxVersion);
    if (!version)
        return false;
    if (*version > settlers::MapModel::kFormatVersion) {
        m_walker.fail(place, QCoreApplication::translate("canaan::MapFile",
                                                         "This map was made by a newer version of Canaan (map format "
                                                         "%1; this version reads up to format %2). Update Canaan to "
                                                         "open it.")
                                 .arg(*version)
                                 .arg(settlers::MapModel::kFormatVersion));
        return false;
    }
    return true;
}

void MapReader::readRuleset(const QJsonObject &root)
{
    settlers::Ruleset ruleset = settlers::Ruleset::Canaan;
    if (root.contains(QLatin1String("ruleset"))) {
        const QString place = QStringLiteral("ruleset");
        const auto id = m_walker.string(root.value(place), place, kMaxIdLength);
        if (!id)
            return;
        const auto parsed = settlers::parseRuleset(id->toStdString());
        if (!parsed) {
            m_walker.fail(place, QCoreApplication::translate("canaan::MapFile",
                                                             "Unknown ruleset \"%1\": use \"canaan\" or \"classic\".")
                                     .arg(*id));
            return;
        }
        ruleset = *parsed;
    }
    m_map.ruleset = ruleset;
    m_map.options = settlers::GameOptions::defaultsFor(ruleset);
    m_map.minPlayers = ruleset == settlers::Ruleset::Classic ? 3 : 2;
    m_map.maxPlayers = 4;
}

void MapReader::readText(const QJsonObject &root, const char *key, int maxLength, settlers::LocalizedText &out)
{
    if (!root.contains(QLatin1String(key)))
        return;
    const QString place = QLatin1String(key);
    const auto o = m_walker.object(root.value(place), place);
    if (!o)
        return;
    m_walker.warnUnknownKeys(*o, place, {"en", "ko"});
    for (auto [lang, text] : {std::pair{"en", &out.en}, std::pair{"ko", &out.ko}}) {
        if (!o->contains(QLatin1String(lang)))
            continue;
        if (auto s = m_walker.string(o->value(QLatin1String(lang)), memberPlace(place, QLatin1String(lang)), maxLength))
            *text = s->toStdString();
    }
}

void MapReader::readPlayers(const QJsonValue &v)
{
    const QString place = QStringLiteral("players");
    const auto o = m_walker.object(v, place);
    if (!o)
        return;
    m_walker.warnUnknownKeys(*o, place, {"min", "max"});
    optionalInt(*o, place, "min", 2, 4, m_map.minPlayers);
    optionalInt(*o, place, "max", 2, 4, m_map.maxPlayers);
    if (!m_walker.failed() && m_map.minPlayers > m_map.maxPlayers)
        m_walker.fail(place, QCoreApplication::translate("canaan::MapFile",
                                                         "The smallest number of players is larger than the largest."));
}

void MapReader::readOptions(const QJsonValue &v)
{
    const QString place = QStringLiteral("options");
    const auto o = m_walker.object(v, place);
    if (!o)
        return;
    m_walker.warnUnknownKeys(*o, place,
                             {"vpToWin", "stonesToComplete", "freeTradeBuild", "jerusalemTie", "setupOrder"});
    settlers::GameOptions &opts = m_map.options;
    optionalInt(*o, place, "vpToWin", 2, 99, opts.vpToWin);
    optionalInt(*o, place, "stonesToComplete", 0, settlers::kMaxStonesToComplete, opts.stonesToComplete);
    optionalBool(*o, place, "freeTradeBuild", opts.freeTradeBuild);
    const QString tiePlace = memberPlace(place, QStringLiteral("jerusalemTie"));
    if (o->contains(QLatin1String("jerusalemTie"))) {
        if (auto id = m_walker.string(o->value(QLatin1String("jerusalemTie")), tiePlace, kMaxIdLength)) {
            if (auto tie = settlers::parseJerusalemTie(id->toStdString()))
                opts.jerusalemTie = *tie;
            else
                m_walker.fail(tiePlace,
                              QCoreApplication::translate("canaan::MapFile",
                                                          "Unknown tie rule \"%1\": use \"continue\" or \"shared\".")
                                  .arg(*id));
        }
    }
    const QString orderPlace = memberPlace(place, QStringLiteral("setupOrder"));
    if (o->contains(QLatin1String("setupOrder"))) {
        if (auto a = m_walker.array(o->value(QLatin1String("setupOrder")), orderPlace, settlers::kMaxSetupPlacements)) {
            opts.setupOrder.clear();
            for (qsizetype i = 0; i < a->size(); ++i)
                if (auto seat = m_walker.integer(a->at(i), elementPlace(orderPlace, i), 0, settlers::kMaxPlayers - 1))
                    opts.setupOrder.push_back(*seat);
        }
    }
}

void MapReader::readDeck(const QJsonValue &v)
{
    const QString place = QStringLiteral("deck");
    const auto o = m_walker.object(v, place);
    if (!o)
        return;
    for (auto it = o->begin(); it != o->end() && !m_walker.failed(); ++it) {
        const QString cardPlace = memberPlace(place, shortened(it.key()));
        const auto card = settlers::parseDevCard(it.key().toStdString());
        if (!card) {
            m_walker.fail(cardPlace, QCoreApplication::translate("canaan::MapFile", "Unknown development card \"%1\".")
                                         .arg(shortened(it.key())));
            return;
        }
        if (auto n = m_walker.integer(it.value(), cardPlace, 0, 99))
            m_map.options.deck[static_cast<std::size_t>(*card)] = *n;
    }
}

void MapReader::readHexes(const QJsonValue &v)
{
    const QString place = QStringLiteral("hexes");
    const auto a = m_walker.array(v, place, kMaxMapHexes);
    if (!a)
        return;
    m_map.hexes.reserve(static_cast<std::size_t>(a->size()));
    for (qsizetype i = 0; i < a->size(); ++i) {
        const auto hex = readHex(a->at(i), elementPlace(place, i));
        if (!hex)
            return;
        m_map.hexes.push_back(*hex);
    }
}

std::optional<settlers::MapHex> MapReader::readHex(const QJsonValue &v, const QString &place)
{
    const auto o = m_walker.object(v, place);
    if (!o || !requireAll(*o, place, {"q", "r", "terrain"}))
        return std::nullopt;
    m_walker.warnUnknownKeys(*o, place, {"q", "r", "terrain", "number", "shuffleTerrain", "shuffleNumber"});
    const auto at = readCoordinates(*o, place);
    const QString terrainPlace = memberPlace(place, QStringLiteral("terrain"));
    const auto terrainName = m_walker.string(o->value(QLatin1String("terrain")), terrainPlace, kMaxIdLength);
    if (!at || !terrainName)
        return std::nullopt;
    const auto terrain = settlers::parseTerrain(terrainName->toStdString());
    if (!terrain) {
        m_walker.fail(terrainPlace,
                      QCoreApplication::translate("canaan::MapFile", "Unknown terrain \"%1\": use one of %2.")
                          .arg(*terrainName, terrainList()));
        return std::nullopt;
    }
    settlers::MapHex hex;
    hex.at = *at;
    hex.terrain = *terrain;
    // 2..12 here; the 7 and numbers on the wrong terrain are findMapErrors()'s to report.
    optionalInt(*o, place, "number", 2, 12, hex.number);
    optionalBool(*o, place, "shuffleTerrain", hex.shuffleTerrain);
    optionalBool(*o, place, "shuffleNumber", hex.shuffleNumber);
    if (m_walker.failed())
        return std::nullopt;
    return hex;
}

void MapReader::readHarbors(const QJsonValue &v)
{
    const QString place = QStringLiteral("harbors");
    const auto a = m_walker.array(v, place, kMaxMapHexes);
    if (!a)
        return;
    for (qsizetype i = 0; i < a->size(); ++i) {
        const auto harbor = readHarbor(a->at(i), elementPlace(place, i));
        if (!harbor)
            return;
        m_map.harbors.push_back(*harbor);
    }
}

std::optional<settlers::Harbor> MapReader::readHarbor(const QJsonValue &v, const QString &place)
{
    const auto o = m_walker.object(v, place);
    if (!o || !requireAll(*o, place, {"q", "r", "facing", "kind"}))
        return std::nullopt;
    m_walker.warnUnknownKeys(*o, place, {"q", "r", "facing", "kind"});
    const auto at = readCoordinates(*o, place);
    const QString facingPlace = memberPlace(place, QStringLiteral("facing"));
    const auto facingName = m_walker.string(o->value(QLatin1String("facing")), facingPlace, kMaxIdLength);
    const QString kindPlace = memberPlace(place, QStringLiteral("kind"));
    const auto kindName = m_walker.string(o->value(QLatin1String("kind")), kindPlace, kMaxIdLength);
    if (!at || !facingName || !kindName)
        return std::nullopt;
    settlers::Harbor harbor;
    harbor.at = *at;
    const auto side = settlers::parseSide(facingName->toStdString());
    if (!side) {
        m_walker.fail(facingPlace, QCoreApplication::translate("canaan::MapFile",
                                                               "Unknown side \"%1\": use NE, E, SE, SW, W or NW.")
                                       .arg(*facingName));
        return std::nullopt;
    }
    harbor.facing = *side;
    if (*kindName != QLatin1String("3:1")) {
        harbor.resource = settlers::parseResource(kindName->toStdString());
        if (!harbor.resource) {
            m_walker.fail(kindPlace, QCoreApplication::translate(
                                         "canaan::MapFile", "Unknown harbor kind \"%1\": use \"3:1\" or one of %2.")
                                         .arg(*kindName, resourceList()));
            return std::nullopt;
        }
    }
    return harbor;
}

std::optional<settlers::HexCoord> MapReader::readCoordinates(const QJsonObject &o, const QString &place)
{
    const auto q = m_walker.integer(o.value(QLatin1String("q")), memberPlace(place, QStringLiteral("q")),
                                    -kMaxCoordinate, kMaxCoordinate);
    const auto r = m_walker.integer(o.value(QLatin1String("r")), memberPlace(place, QStringLiteral("r")),
                                    -kMaxCoordinate, kMaxCoordinate);
    if (!q || !r)
        return std::nullopt;
    return settlers::HexCoord{*q, *r};
}

void MapReader::readSites(const QJsonValue &v)
{
    const QString place = QStringLiteral("jerusalemSites");
    if (v.isString() && v.toString() == QLatin1String("derived"))
        return; // R15: an empty list means derived
    if (!v.isArray()) {
        m_walker.fail(place, QCoreApplication::translate(
                                 "canaan::MapFile", "This value must be \"derived\" or a list of intersection ids."));
        return;
    }
    if (auto list = readIntersections(v, place))
        m_map.jerusalemSites = *list;
}

std::optional<std::vector<settlers::VertexCoord>> MapReader::readIntersections(const QJsonValue &v, const QString &place)
{
    const auto a = m_walker.array(v, place, kMaxMapHexes);
    if (!a)
        return std::nullopt;
    std::vector<settlers::VertexCoord> out;
    for (qsizetype i = 0; i < a->size(); ++i) {
        const QString at = elementPlace(place, i);
        const auto text = m_walker.string(a->at(i), at, kMaxIdLength);
        if (!text)
            return std::nullopt;
        const auto vertex = settlers::parseVertex(text->toStdString());
        if (!vertex || std::abs(vertex->hex.q) > kMaxCoordinate || std::abs(vertex->hex.r) > kMaxCoordinate) {
            m_walker.fail(at, QCoreApplication::translate("canaan::MapFile",
                                                          "\"%1\" is not an intersection id such as \"0,2,N\".")
                                  .arg(*text));
            return std::nullopt;
        }
        out.push_back(*vertex);
    }
    return out;
}

void MapReader::optionalInt(const QJsonObject &o, const QString &place, const char *key, int min, int max, int &out)
{
    if (!o.contains(QLatin1String(key)))
        return;
    if (auto n = m_walker.integer(o.value(QLatin1String(key)), memberPlace(place, QLatin1String(key)), min, max))
        out = *n;
}

void MapReader::optionalBool(const QJsonObject &o, const QString &place, const char *key, bool &out)
{
    if (!o.contains(QLatin1String(key)))
        return;
    if (auto b = m_walker.boolean(o.value(QLatin1String(key)), memberPlace(place, QLatin1String(key))))
        out = *b;
}

bool MapReader::requireAll(const QJsonObject &o, const QString &place, std::initializer_list<const char *> keys)
{
    for (const char *key : keys)
        if (!m_walker.require(o, place, QLatin1String(key)))
            return false;
    return true;
}

} // namespace

settlers::MapModel readMapObject(const QJsonObject &root, JsonWalker &walker)
{
    return MapReader(walker).read(root);
}

} // namespace canaan::io
