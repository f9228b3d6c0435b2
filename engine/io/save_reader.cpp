// Reads a *.canaansave file into a SavedGame, checking every field's type, range and id while walking
// the JSON. The embedded map is read by the map reader; the log by io::actionFromJson.
#include "engine/io/action_json.h"
#include "engine/io/clock_limits.h"
#include "engine/io/json_document.h"
#include "engine/io/json_walker.h"
#include "engine/io/save_file.h"
#include "engine/io/save_seed.h"
#include "engine/settlers/rules/limits.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace canaan {

namespace {

using io::elementPlace;
using io::memberPlace;

constexpr int kMaxVersion = 9999;
constexpr int kMaxKindLength = 32;
constexpr int kMaxColourLength = 32;
constexpr int kMaxTurnLimit = 100000;
constexpr int kMaxIdLength = 64;
constexpr int kMaxDeckCount = 99;
constexpr int kMaxBank = 200; // the state counts cards in bytes

class SaveReader {
public:
    explicit SaveReader(const QString &fileName)
        : m_fileName(fileName)
    {
    }
    void read(const QJsonObject &root);
    io::JsonWalker walker;
    std::vector<MapWarning> mapWarnings; // the embedded map's, with their places inside the save
    SavedGame game;

private:
    bool readHeader(const QJsonObject &root);
    bool readMap(const QJsonObject &root);
    void readRuleset(const QJsonObject &root);
    void readOptions(const QJsonObject &root);
    void readDeck(const QJsonValue &v, const QString &place);
    void readSeats(const QJsonObject &root);
    void readSeed(const QJsonObject &root);
    void readClock(const QJsonObject &root);
    void checkOptions();
    void readLog(const QJsonObject &root);
    void readDigest(const QJsonObject &root);

    QString m_fileName;
};

void SaveReader::read(const QJsonObject &root)
{
    if (!readHeader(root) || !readMap(root))
        return;
    walker.warnUnknownKeys(
        root, {}, {"format", "version", "map", "ruleset", "options", "seats", "seed", "turnLimit", "clock", "log", "digest"});
    readRuleset(root);
    readOptions(root);
    readSeats(root);
    readSeed(root);
    if (root.contains(QLatin1String("turnLimit")))
        if (auto n
            = walker.integer(root.value(QLatin1String("turnLimit")), QStringLiteral("turnLimit"), 0, kMaxTurnLimit))
            game.turnLimit = *n;
    readClock(root);
    checkOptions();
    readLog(root);
    readDigest(root);
}

// Absent in saves from before the turn clock: those games have none.
void SaveReader::readClock(const QJsonObject &root)
{
    if (!root.contains(QLatin1String("clock")))
        return;
    const auto seconds = walker.integer(root.value(QLatin1String("clock")), QStringLiteral("clock"), 0, kClockChoices.back());
    if (seconds && !isClockChoice(*seconds))
        walker.fail(QStringLiteral("clock"),
            QCoreApplication::translate("canaan::SaveFile", "The turn clock must be 0 (none), 30, 60 or 120 seconds, not %1.")
                .arg(*seconds));
    else if (seconds)
        game.clockSeconds = *seconds;
}

bool SaveReader::readHeader(const QJsonObject &root)
{
    if (root.value(QLatin1String("format")).toString() != QLatin1String("canaan-save")) {
        walker.fail(QStringLiteral("format"),
            QCoreApplication::translate(
                "canaan::SaveFile", "This is not a saved Canaan game: \"format\" must be \"canaan-save\"."));
        return false;
    }
    if (!walker.require(root, {}, QStringLiteral("version")))
        return false;
    const auto version
        = walker.integer(root.value(QLatin1String("version")), QStringLiteral("version"), 1, kMaxVersion);
    if (!version)
        return false;
    if (*version > SavedGame::kFormatVersion) {
        walker.fail(QStringLiteral("version"),
            QCoreApplication::translate("canaan::SaveFile",
                "This game was saved by a newer version of Canaan (save format %1; this version reads up to "
                "format %2). Update Canaan to open it.")
                .arg(*version)
                .arg(SavedGame::kFormatVersion));
        return false;
    }
    game.formatVersion = static_cast<int>(*version);
    // A board-game save has no "game"; one that names a game the readers do not know (a number, a
    // typo, a newer game) is said so here, rather than blamed on a missing map.
    if (root.contains(QLatin1String("game"))) {
        walker.fail(QStringLiteral("game"),
            QCoreApplication::translate("canaan::SaveFile",
                "This version of Canaan opens only Conquest saves (\"game\": \"conquest\") and board-game saves "
                "(no \"game\"); this file names another game."));
        return false;
    }
    return true;
}

bool SaveReader::readMap(const QJsonObject &root)
{
    const QString place = QStringLiteral("map");
    if (!walker.require(root, {}, place))
        return false;
    const auto object = walker.object(root.value(place), place);
    if (!object)
        return false;
    // The embedded map is exactly a .canaanmap file: let its own reader judge it.
    const MapLoadResult map = parseMap(QJsonDocument(*object).toJson(QJsonDocument::Compact), m_fileName);
    for (const MapWarning &w : map.warnings)
        mapWarnings.push_back({memberPlace(place, w.place), w.message});
    if (!map.ok()) {
        walker.fail(memberPlace(place, map.error.place), map.error.message);
        return false;
    }
    if (settlers::checkEngineLimits(settlers::Topology::compile(*map.map)) != settlers::LimitProblem::None) {
        walker.fail(place,
            QCoreApplication::translate("canaan::SaveFile",
                "The map is larger than the game engine can play (at most %1 hexes, %2 intersections "
                "and %3 paths).")
                .arg(settlers::kMaxTiles)
                .arg(settlers::kMaxVertices)
                .arg(settlers::kMaxEdges));
        return false;
    }
    game.map = *map.map;
    game.ruleset = game.map.ruleset;
    game.options = game.map.options;
    return true;
}

void SaveReader::readRuleset(const QJsonObject &root)
{
    const QString place = QStringLiteral("ruleset");
    if (!root.contains(place))
        return;
    const auto id = walker.string(root.value(place), place, kMaxIdLength);
    if (!id)
        return;
    const auto ruleset = settlers::parseRuleset(id->toStdString());
    if (!ruleset) {
        walker.fail(place,
            QCoreApplication::translate("canaan::SaveFile", "Unknown ruleset \"%1\": use \"canaan\" or \"classic\".")
                .arg(*id));
        return;
    }
    if (*ruleset != game.ruleset)
        game.options = settlers::GameOptions::defaultsFor(*ruleset);
    game.ruleset = *ruleset;
}

void SaveReader::readOptions(const QJsonObject &root)
{
    const QString place = QStringLiteral("options");
    if (!root.contains(place))
        return;
    const auto o = walker.object(root.value(place), place);
    if (!o)
        return;
    walker.warnUnknownKeys(
        *o, place, {"vpToWin", "stonesToComplete", "freeTradeBuild", "jerusalemTie", "setupOrder", "bank", "deck"});
    settlers::GameOptions &opts = game.options;
    auto has = [&o](const char *key) { return o->contains(QLatin1String(key)); };
    auto value = [&o](const char *key) { return o->value(QLatin1String(key)); };
    auto at = [&place](const char *key) { return memberPlace(place, QLatin1String(key)); };
    if (has("vpToWin"))
        if (auto n = walker.integer(value("vpToWin"), at("vpToWin"), 2, 99))
            opts.vpToWin = *n;
    if (has("stonesToComplete"))
        if (auto n = walker.integer(value("stonesToComplete"), at("stonesToComplete"), 0, settlers::kMaxStonesToComplete))
            opts.stonesToComplete = *n;
    if (has("freeTradeBuild"))
        if (auto b = walker.boolean(value("freeTradeBuild"), at("freeTradeBuild")))
            opts.freeTradeBuild = *b;
    if (has("jerusalemTie")) {
        if (auto id = walker.string(value("jerusalemTie"), at("jerusalemTie"), kMaxIdLength)) {
            if (auto tie = settlers::parseJerusalemTie(id->toStdString()))
                opts.jerusalemTie = *tie;
            else
                walker.fail(at("jerusalemTie"),
                    QCoreApplication::translate(
                        "canaan::SaveFile", "Unknown tie rule \"%1\": use \"continue\" or \"shared\".")
                        .arg(*id));
        }
    }
    if (has("setupOrder")) {
        if (auto a = walker.array(value("setupOrder"), at("setupOrder"), settlers::kMaxSetupPlacements)) {
            opts.setupOrder.clear();
            for (qsizetype i = 0; i < a->size(); ++i)
                if (auto seat = walker.integer(a->at(i), elementPlace(at("setupOrder"), i), 0, settlers::kMaxPlayers - 1))
                    opts.setupOrder.push_back(*seat);
        }
    }
    if (has("bank"))
        if (auto n = walker.integer(value("bank"), at("bank"), 1, kMaxBank))
            opts.bankPerResource = *n;
    if (has("deck"))
        readDeck(value("deck"), at("deck"));
}

void SaveReader::readDeck(const QJsonValue &v, const QString &place)
{
    const auto o = walker.object(v, place);
    if (!o)
        return;
    for (auto it = o->begin(); it != o->end(); ++it) {
        const QString cardPlace = memberPlace(place, io::shortened(it.key()));
        const auto card = settlers::parseDevCard(it.key().toStdString());
        if (!card) {
            walker.fail(cardPlace,
                QCoreApplication::translate(
                    "canaan::SaveFile", "Unknown development card \"%1\"; docs/save-format.md lists the card ids.")
                    .arg(io::shortened(it.key())));
            return;
        }
        if (auto n = walker.integer(it.value(), cardPlace, 0, kMaxDeckCount))
            game.options.deck[static_cast<std::size_t>(*card)] = *n;
    }
}

void SaveReader::readSeats(const QJsonObject &root)
{
    const QString place = QStringLiteral("seats");
    if (!walker.require(root, {}, place))
        return;
    const auto a = walker.array(root.value(place), place, settlers::kMaxPlayers);
    if (!a)
        return;
    const int minPlayers = game.ruleset == settlers::Ruleset::Classic ? std::max(3, game.map.minPlayers) : game.map.minPlayers;
    const int maxPlayers = std::min(settlers::kMaxPlayers, game.map.maxPlayers);
    if (a->size() < minPlayers || a->size() > maxPlayers) {
        walker.fail(place,
            QCoreApplication::translate(
                "canaan::SaveFile", "This map is played by %1 to %2 players; the number of seats here is %3.")
                .arg(minPlayers)
                .arg(maxPlayers)
                .arg(a->size()));
        return;
    }
    static const QRegularExpression kindPattern(QStringLiteral("^[a-z][a-z0-9-]*$"));
    static const QRegularExpression colourPattern(QStringLiteral("^([a-z]+|#[0-9a-fA-F]{6})$"));
    for (qsizetype i = 0; i < a->size() && !walker.failed(); ++i) {
        const QString at = elementPlace(place, i);
        const auto o = walker.object(a->at(i), at);
        if (!o || !walker.require(*o, at, QStringLiteral("kind")))
            return;
        walker.warnUnknownKeys(*o, at, {"name", "kind", "colour"});
        Seat seat;
        if (o->contains(QLatin1String("name")))
            if (auto name = walker.string(
                    o->value(QLatin1String("name")), memberPlace(at, QStringLiteral("name")), kMaxSeatNameLength))
                seat.name = name->toStdString();
        const QString kindPlace = memberPlace(at, QStringLiteral("kind"));
        if (auto kind = walker.string(o->value(QLatin1String("kind")), kindPlace, kMaxKindLength)) {
            if (!kindPattern.match(*kind).hasMatch())
                walker.fail(kindPlace,
                    QCoreApplication::translate("canaan::SaveFile",
                        "\"%1\" is not a seat kind: use \"human\" or a computer player's id such "
                        "as \"random\".")
                        .arg(*kind));
            seat.kind = kind->toStdString();
        }
        if (o->contains(QLatin1String("colour"))) {
            const QString colourPlace = memberPlace(at, QStringLiteral("colour"));
            if (auto colour = walker.string(o->value(QLatin1String("colour")), colourPlace, kMaxColourLength)) {
                if (!colourPattern.match(*colour).hasMatch())
                    walker.fail(colourPlace,
                        QCoreApplication::translate(
                            "canaan::SaveFile", "\"%1\" is not a colour: use a name such as \"red\" or \"#rrggbb\".")
                            .arg(*colour));
                seat.colour = colour->toStdString();
            }
        }
        game.seats.push_back(seat);
    }
}

void SaveReader::readSeed(const QJsonObject &root)
{
    const QString place = QStringLiteral("seed");
    if (!root.contains(place) || walker.failed())
        return;
    if (auto seed = io::parseSeed(root.value(place)))
        game.seed = *seed;
    else
        walker.fail(place,
            QCoreApplication::translate("canaan::SaveFile",
                "The seed must be a whole number from 0 to 2^53, or a string of decimal digits "
                "below 2^64."));
}

// The engine keeps counts in bytes and placements in a short list: refuse what it cannot hold, even
// when the values come from the embedded map.
void SaveReader::checkOptions()
{
    if (walker.failed())
        return;
    const settlers::GameOptions &o = game.options;
    if (o.bankPerResource > kMaxBank)
        walker.fail(QStringLiteral("options.bank"),
            QCoreApplication::translate("canaan::SaveFile", "This number must be from %1 to %2.").arg(1).arg(kMaxBank));
    if (o.stonesToComplete > settlers::kMaxStonesToComplete)
        walker.fail(QStringLiteral("options.stonesToComplete"),
            QCoreApplication::translate("canaan::SaveFile", "This number must be from %1 to %2.")
                .arg(0)
                .arg(settlers::kMaxStonesToComplete));
    for (int c = 0; c < settlers::kDevCardCount; ++c)
        if (o.deck[static_cast<std::size_t>(c)] > kMaxDeckCount)
            walker.fail(memberPlace(QStringLiteral("options.deck"),
                            QString::fromUtf8(settlers::devCardId(static_cast<settlers::DevCard>(c)).data())),
                QCoreApplication::translate("canaan::SaveFile", "This number must be from %1 to %2.")
                    .arg(0)
                    .arg(kMaxDeckCount));
    if (o.setupOrder.size() > static_cast<std::size_t>(settlers::kMaxSetupPlacements))
        walker.fail(QStringLiteral("options.setupOrder"),
            QCoreApplication::translate(
                "canaan::SaveFile", "The setup order has %1 placements, more than the %2 allowed.")
                .arg(o.setupOrder.size())
                .arg(settlers::kMaxSetupPlacements));
    // Positions beyond the number of players are skipped, as the engine skips them when it plays
    // (Rules): a map's order for four seats is kept unchanged in a two-seat game's save.
}

void SaveReader::readLog(const QJsonObject &root)
{
    const QString place = QStringLiteral("log");
    if (walker.failed() || !walker.require(root, {}, place))
        return;
    const auto a = walker.array(root.value(place), place, kMaxSavedActions);
    if (!a)
        return;
    const settlers::Rules rules = game.rules();
    const int seats = static_cast<int>(game.seats.size());
    game.log.reserve(static_cast<std::size_t>(a->size()));
    for (qsizetype i = 0; i < a->size(); ++i) {
        const auto action = io::actionFromJson(rules, seats, a->at(i), elementPlace(place, i), walker);
        if (!action)
            return;
        game.log.push_back(*action);
    }
}

void SaveReader::readDigest(const QJsonObject &root)
{
    const QString place = QStringLiteral("digest");
    if (walker.failed() || !root.contains(place))
        return;
    static const QRegularExpression pattern(QStringLiteral("^sha256:[0-9a-f]{64}$"));
    const auto digest = walker.string(root.value(place), place, kMaxIdLength + 16);
    if (!digest)
        return;
    if (!pattern.match(*digest).hasMatch()) {
        walker.fail(place,
            QCoreApplication::translate(
                "canaan::SaveFile", "The digest must be \"sha256:\" followed by 64 lower-case hex digits."));
        return;
    }
    game.digest = *digest;
}

} // namespace

bool savedGameJsonProblem(const io::JsonObjectRead &read, FileError &error)
{
    switch (read.status) {
    case io::JsonObjectRead::Status::Ok:
        return false;
    case io::JsonObjectRead::Status::Malformed:
        error.line = read.line;
        error.column = read.column;
        error.message = QCoreApplication::translate("canaan::SaveFile", "The file is not valid JSON: %1.").arg(read.parseError);
        return true;
    case io::JsonObjectRead::Status::TooManyContainers:
        error.message = QCoreApplication::translate("canaan::SaveFile",
            "The file holds more than %1 lists and objects, more than any saved game needs.")
                            .arg(io::kMaxJsonContainers);
        return true;
    case io::JsonObjectRead::Status::NotAnObject:
        error.message = QCoreApplication::translate("canaan::SaveFile", "The file must hold one JSON object.");
        return true;
    }
    return false;
}

SaveReadResult parseSave(const QByteArray &json, const QString &fileName)
{
    SaveReadResult result;
    result.error.file = fileName;
    const io::JsonObjectRead read = io::readJsonObject(json);
    if (savedGameJsonProblem(read, result.error))
        return result;
    SaveReader reader(fileName);
    reader.read(read.object);
    result.warnings = reader.mapWarnings;
    result.warnings.insert(result.warnings.end(), reader.walker.warnings().begin(), reader.walker.warnings().end());
    if (reader.walker.failed()) {
        result.error.place = reader.walker.error()->place;
        result.error.message = reader.walker.error()->message;
        return result;
    }
    result.game = std::move(reader.game);
    return result;
}

} // namespace canaan
