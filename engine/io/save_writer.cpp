// Writes a saved game. The layout is fixed (keys in documented order, one seat and one action per
// line) so that saves diff well and read like the hand-written ones in docs/save-format.md.
#include "engine/io/action_json.h"
#include "engine/io/game_digest.h"
#include "engine/io/json_out.h"
#include "engine/io/json_text.h"
#include "engine/io/safe_write.h"
#include "engine/io/save_file.h"
#include "engine/io/save_seed.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>

namespace canaan {

namespace {

using io::compactJson;
using io::JsonOut;

QByteArray optionsJson(const settlers::GameOptions &o)
{
    JsonOut out(256);
    out.beginObject()
        .key("vpToWin").number(o.vpToWin)
        .key("stonesToComplete").number(o.stonesToComplete)
        .key("freeTradeBuild").boolean(o.freeTradeBuild)
        .key("jerusalemTie").string(settlers::jerusalemTieId(o.jerusalemTie))
        .key("setupOrder").beginArray();
    for (int seat : o.setupOrder)
        out.number(seat);
    out.endArray().key("bank").number(o.bankPerResource).key("deck").beginObject();
    for (int c = 0; c < settlers::kDevCardCount; ++c)
        out.key(settlers::devCardId(static_cast<settlers::DevCard>(c))).number(o.deck[static_cast<std::size_t>(c)]);
    return out.endObject().endObject().take();
}

QByteArray seatJson(const Seat &seat)
{
    JsonOut out(96);
    out.beginObject().key("name").string(seat.name).key("kind").string(seat.kind);
    // The colour is optional: a seat read without one is written without one, since an empty
    // colour would not read back (found by fuzz_save_loader).
    if (!seat.colour.empty())
        out.key("colour").string(seat.colour);
    return out.endObject().take();
}

// "[\n        a,\n        b\n    ]": one element per line.
template <typename T, typename ToJson> QByteArray listOfLines(const std::vector<T> &items, ToJson toJson)
{
    if (items.empty())
        return "[]";
    QByteArray out = "[\n";
    for (std::size_t i = 0; i < items.size(); ++i) {
        out += "        ";
        out += toJson(items[i]);
        out += i + 1 < items.size() ? ",\n" : "\n";
    }
    return out + "    ]";
}

} // namespace

namespace {

// A member of the file's top level: its key and its value's JSON text.
using Member = std::pair<const char *, QByteArray>;

// Every member but the digest, in the file's order.
std::vector<Member> saveMembers(const SavedGame &game, const settlers::Rules &rules, int formatVersion, const QByteArray &mapText)
{
    std::vector<Member> members{
        {"format", compactJson(std::string_view("canaan-save"))},
        {"version", compactJson(formatVersion)},
        {"map", mapText},
        {"ruleset", compactJson(settlers::rulesetId(game.ruleset))},
        {"options", optionsJson(game.options)},
        {"seats", listOfLines(game.seats, seatJson)},
        {"seed", io::seedJson(game.seed)},
        {"turnLimit", compactJson(game.turnLimit)},
    };
    // Only when set: a game without a clock is written as before the clock existed, byte for byte.
    if (game.clockSeconds > 0)
        members.push_back({"clock", compactJson(game.clockSeconds)});
    members.push_back({"log", listOfLines(game.log, [&rules](const settlers::Action &a) { return io::actionToJson(rules, a); })});
    return members;
}

QByteArray fileText(const std::vector<Member> &members)
{
    QByteArray out = "{\n";
    for (std::size_t i = 0; i < members.size(); ++i) {
        out += "    \"";
        out += members[i].first;
        out += "\": ";
        out += members[i].second;
        out += i + 1 < members.size() ? ",\n" : "\n";
    }
    return out + "}\n";
}

QString digestOf(const QByteArray &textWithoutDigest, const settlers::Rules &rules, const settlers::GameState &finalState)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(textWithoutDigest);
    hash.addData(io::canonicalStateText(rules, finalState));
    return QStringLiteral("sha256:") + QString::fromLatin1(hash.result().toHex());
}

} // namespace

QString saveDigest(const SavedGame &game, const settlers::Rules &rules, const settlers::GameState &finalState, int formatVersion)
{
    if (formatVersion < 2)
        return io::stateDigest(rules, finalState);
    return digestOf(fileText(saveMembers(game, rules, formatVersion, embeddedMapText(game.map))), rules, finalState);
}

QString saveDigest(const SavedGame &game, const settlers::Rules &rules, const settlers::GameState &finalState, const QByteArray &mapText)
{
    return digestOf(fileText(saveMembers(game, rules, SavedGame::kFormatVersion, mapText)), rules, finalState);
}

// The map's own file text, indented one level deeper to sit inside the save.
QByteArray embeddedMapText(const settlers::MapModel &map)
{
    QByteArray text = serializeMap(map).trimmed();
    text.replace("\n", "\n    ");
    return text;
}

QByteArray serializeSave(const SavedGame &game, const settlers::Rules &rules, const settlers::GameState &finalState)
{
    return serializeSave(game, rules, finalState, embeddedMapText(game.map));
}

QByteArray serializeSave(const SavedGame &game, const settlers::Rules &rules, const settlers::GameState &finalState, const QByteArray &mapText,
    QString *digest)
{
    // The text is built once: hashed as it is, then the digest goes in as the last member.
    QByteArray text = fileText(saveMembers(game, rules, SavedGame::kFormatVersion, mapText));
    const QString made = digestOf(text, rules, finalState);
    if (digest)
        *digest = made;
    text.chop(3); // "\n}\n"
    return text + ",\n    \"digest\": " + compactJson(made) + "\n}\n";
}

bool saveSaveFile(
    const SavedGame &game, const settlers::Rules &rules, const settlers::GameState &finalState, const QString &path, QString *errorMessage)
{
    QString reason;
    if (io::writeFileSafely(path, serializeSave(game, rules, finalState), &reason))
        return true;
    if (errorMessage)
        *errorMessage = QCoreApplication::translate("canaan::SaveFile", "The file cannot be written: %1.").arg(reason);
    return false;
}

} // namespace canaan
