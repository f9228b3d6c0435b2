#include "net/settlers_table_setup.h"

#include "engine/io/bounded_file.h"
#include "engine/io/builtin_maps.h"
#include "engine/io/json_out.h"
#include "engine/io/map_file.h"
#include "play/settlers_match.h"

#include <QJsonDocument>
#include <QRandomGenerator>
#include <deque>
#include <map>
#include <mutex>

namespace canaan::net {

namespace {

// Setups of built-in maps kept read: a few maps, rulesets and seat counts make most tables; a
// client's options could make many more, so only this many, the oldest forgotten first.
constexpr size_t kKeptSetups = 32;

std::mutex &guard() // servers may run in more than one thread (tests)
{
    static std::mutex mutex;
    return mutex;
}

// Read from the resources once per map, as compact JSON text ("{}" for a map there is not).
QByteArray builtInMap(const QString &name)
{
    static std::map<QString, QByteArray> read;
    const std::lock_guard lock(guard());
    if (const auto it = read.find(name); it != read.end())
        return it->second;
    // The one copy (io/builtin_maps.h), read like every other map file.
    const io::BoundedRead file = io::readBoundedFile(QStringLiteral("%1/%2.canaanmap").arg(io::kBuiltinMapFolder, name), kMaxMapFileBytes);
    if (file.status != io::BoundedRead::Status::Ok)
        return QByteArrayLiteral("{}");
    return read[name] = QJsonDocument(QJsonDocument::fromJson(file.data).object()).toJson(QJsonDocument::Compact);
}

// A save of the setup with no actions, for the save reader (written without building its objects:
// the map is most of it).
QByteArray saveJson(const TableSetup &setup, const std::vector<SeatState> &people, const QString &seed)
{
    io::JsonOut out(32 * 1024);
    out.beginObject().key("format").string("canaan-save").key("log").beginArray().endArray();
    out.key("map").raw(setup.mapName == QLatin1String("custom") ? QJsonDocument(setup.mapData).toJson(QJsonDocument::Compact)
                                                                : builtInMap(setup.mapName));
    if (!setup.options.isEmpty())
        out.key("options").raw(QJsonDocument(setup.options).toJson(QJsonDocument::Compact));
    if (!setup.ruleset.isEmpty())
        out.key("ruleset").text(setup.ruleset);
    out.key("seats").beginArray();
    for (qsizetype i = 0; i < setup.seatKinds.size(); ++i) {
        const QString &kind = setup.seatKinds[i];
        out.beginObject().key("kind").text(kind == QLatin1String("person") ? QStringLiteral("human") : kind);
        if (size_t(i) < people.size() && !people[size_t(i)].name.isEmpty())
            out.key("name").text(people[size_t(i)].name);
        out.endObject();
    }
    out.endArray().key("seed").text(seed).key("turnLimit").number(setup.turnLimit);
    out.key("version").number(SavedGame::kFormatVersion);
    return out.endObject().take();
}

// What a setup's save is made of, as one text (a built-in map is named, not written).
QString keyOf(const TableSetup &setup)
{
    return setup.mapName + QLatin1Char('\n') + setup.seatKinds.join(QLatin1Char(',')) + QLatin1Char('\n') + setup.ruleset
        + QLatin1Char('\n') + QString::fromUtf8(QJsonDocument(setup.options).toJson(QJsonDocument::Compact)) + QLatin1Char('\n')
        + QString::number(setup.turnLimit);
}

class KeptSetups {
public:
    std::shared_ptr<const SettlersNewGame> find(const QString &key) const
    {
        const auto it = m_kept.find(key);
        return it == m_kept.end() ? nullptr : it->second;
    }
    void keep(const QString &key, std::shared_ptr<const SettlersNewGame> read)
    {
        if (!m_kept.emplace(key, std::move(read)).second)
            return;
        m_order.push_back(key);
        if (m_order.size() > kKeptSetups) {
            m_kept.erase(m_order.front());
            m_order.pop_front();
        }
    }

private:
    std::map<QString, std::shared_ptr<const SettlersNewGame>> m_kept;
    std::deque<QString> m_order; // oldest first
};

KeptSetups &kept()
{
    static KeptSetups setups;
    return setups;
}

// The kept setup's `game` text around its seats' array (members after it: numbers only).
void splitSetupText(const SettlersNewGame &kept, const settlers::Rules &rules)
{
    const QByteArray text = settlersSetupText(kept.game, rules, kept.mapText);
    const QByteArray seats = ",\"seats\":[";
    const qsizetype start = text.lastIndexOf(seats);
    const qsizetype end = start < 0 ? -1 : text.indexOf(']', start); // its kinds and colours are ids, its names empty
    if (end < 0 || !text.mid(end + 1).startsWith(",\"turnLimit\":"))
        return; // not as expected: each table writes its own whole
    kept.setupBefore = text.left(start + seats.size() - 1);
    kept.setupAfter = text.mid(end + 1);
}

} // namespace

QByteArray settlersSetupText(const SavedGame &game, const settlers::Rules &rules, const QByteArray &mapText)
{
    SavedGame setup = game;
    setup.log.clear();
    setup.seed = 0;
    QJsonObject json = QJsonDocument::fromJson(serializeSave(setup, rules, settlers::GameState{}, mapText)).object();
    for (const char *secret : {"seed", "log", "digest"})
        json.remove(QLatin1String(secret));
    return QJsonDocument(json).toJson(QJsonDocument::Compact);
}

QByteArray settlersSetupText(const SettlersNewGame &kept, const settlers::Rules &rules, const std::vector<Seat> &seats)
{
    std::call_once(kept.split, [&] { splitSetupText(kept, rules); });
    if (kept.setupBefore.isEmpty()) {
        SavedGame game = kept.game;
        game.seats = seats;
        return settlersSetupText(game, rules, kept.mapText);
    }
    io::JsonOut list(256);
    list.beginArray();
    for (const Seat &seat : seats) { // as QJsonDocument writes the save's seat: its keys sorted
        list.beginObject();
        if (!seat.colour.empty())
            list.key("colour").string(seat.colour);
        list.key("kind").string(seat.kind).key("name").string(seat.name).endObject();
    }
    list.endArray();
    QByteArray text;
    text.reserve(kept.setupBefore.size() + qsizetype(list.view().size()) + kept.setupAfter.size());
    text.append(kept.setupBefore).append(list.view().data(), qsizetype(list.view().size())).append(kept.setupAfter);
    return text;
}

QByteArray newSettlersSaveJson(const TableSetup &setup, const std::vector<SeatState> &people)
{
    return saveJson(setup, people, QString::number(QRandomGenerator::system()->generate64()));
}

std::variant<std::shared_ptr<const SettlersNewGame>, Refusal> readSettlersSetup(const TableSetup &setup)
{
    const bool builtIn = setup.mapName != QLatin1String("custom");
    const QString key = builtIn ? keyOf(setup) : QString();
    if (builtIn) {
        const std::lock_guard lock(guard());
        if (std::shared_ptr<const SettlersNewGame> read = kept().find(key))
            return read;
    }
    const SaveReadResult read = parseSave(saveJson(setup, {}, QStringLiteral("0")), QStringLiteral("create"));
    if (!read.ok()) {
        const bool inMap = read.error.place == QLatin1String("map") || read.error.place.startsWith(QLatin1String("map."))
            || read.error.place.startsWith(QLatin1String("map["));
        return Refusal{inMap ? QStringLiteral("badMap") : QStringLiteral("badField"),
            QJsonObject{{inMap ? QStringLiteral("place") : QStringLiteral("field"), inMap ? read.error.place.mid(4) : read.error.place},
                {QStringLiteral("problem"), read.error.message}}};
    }
    auto made = std::make_shared<SettlersNewGame>();
    made->game = *read.game;
    if (!builtIn)
        return made;
    made->mapText = embeddedMapText(play::SettlersMatch::setupOf(made->game).map); // made once for all its tables
    const std::lock_guard lock(guard());
    kept().keep(key, made);
    return made;
}

} // namespace canaan::net
