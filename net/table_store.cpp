#include "net/table_store.h"

#include "engine/io/clock_limits.h"
#include "engine/io/json_out.h"
#include "engine/io/json_text.h"
#include "engine/io/safe_write.h"
#include "net/protocol.h"
#include "net/secrets.h"
#include "net/table_journal.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace canaan::net {

namespace {

constexpr int kStoreVersion = 1;
constexpr qint64 kMaxTableFileBytes = 128 * 1024 * 1024; // a save of a very long game and a map

QString text(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString();
}

} // namespace

QByteArray tableToJson(const Table &table)
{
    // Written as QJsonDocument writes the same object (the keys in sorted order), without building
    // one: a table is written at once after every request of its lobby.
    io::JsonOut out(1024 + size_t(table.game.size()) * 9 / 8);
    auto texts = [](io::JsonOut &at, const QStringList &list) {
        at.beginArray();
        for (const QString &text : list)
            at.text(text);
        at.endArray();
    };
    out.beginObject().key("code").text(table.code).key("creator").text(table.creatorAddress);
    out.key("format").string("canaan-table");
    out.key("game").string(std::string_view(table.game.constData(), size_t(table.game.size())));
    out.key("hostSeat").number(table.hostSeat);
    out.key("idleSince").raw(io::compactJson(QJsonValue(double(table.idleSince))));
    out.key("seats").beginArray();
    for (const SeatState &seat : table.seats)
        out.beginObject().key("name").text(seat.name).key("ready").boolean(seat.ready).key("token").text(seat.token).endObject();
    out.endArray();
    const TableSetup &s = table.setup;
    out.key("setup").beginObject().key("clock").number(s.clockSeconds).key("game").text(s.game).key("map").text(s.mapName);
    if (!s.mapData.isEmpty())
        out.key("mapData").raw(QJsonDocument(s.mapData).toJson(QJsonDocument::Compact));
    texts(out.key("nations"), s.nations);
    out.key("options").raw(QJsonDocument(s.options).toJson(QJsonDocument::Compact));
    out.key("private").boolean(s.isPrivate).key("ruleset").text(s.ruleset);
    texts(out.key("seats"), s.seatKinds);
    out.key("takeover").number(s.takeoverSeconds).key("turnLimit").number(s.turnLimit).endObject();
    out.key("status").text(tableStatusId(table.status)).key("version").number(kStoreVersion);
    return out.endObject().take();
}

std::optional<Table> tableFromJson(const QByteArray &json, QString *problem)
{
    const QJsonDocument document = QJsonDocument::fromJson(json);
    const QJsonObject root = document.object();
    if (text(root, "format") != QLatin1String("canaan-table") || root.value(QLatin1String("version")).toInt() != kStoreVersion) {
        *problem = QStringLiteral("not a table file of version %1").arg(kStoreVersion);
        return std::nullopt;
    }
    Table table;
    table.code = text(root, "code");
    const QJsonObject setup = root.value(QLatin1String("setup")).toObject();
    table.setup.game = text(setup, "game");
    table.setup.mapName = text(setup, "map");
    table.setup.mapData = setup.value(QLatin1String("mapData")).toObject();
    table.setup.ruleset = text(setup, "ruleset");
    table.setup.options = setup.value(QLatin1String("options")).toObject();
    for (const QJsonValue &kind : setup.value(QLatin1String("seats")).toArray())
        table.setup.seatKinds.append(kind.toString());
    for (const QJsonValue &nation : setup.value(QLatin1String("nations")).toArray())
        table.setup.nations.append(nation.toString());
    table.setup.isPrivate = setup.value(QLatin1String("private")).toBool();
    table.setup.takeoverSeconds = setup.value(QLatin1String("takeover")).toInt();
    table.setup.turnLimit = setup.value(QLatin1String("turnLimit")).toInt();
    // A table kept before the turn clock has none; a hand-edited value that is no choice, none too.
    const int clock = setup.value(QLatin1String("clock")).toInt();
    table.setup.clockSeconds = isClockChoice(clock) ? clock : 0;
    for (const QJsonValue &v : root.value(QLatin1String("seats")).toArray()) {
        const QJsonObject seat = v.toObject();
        table.seats.push_back(SeatState{text(seat, "name"), text(seat, "token"), seat.value(QLatin1String("ready")).toBool(), false, {}});
    }
    table.hostSeat = root.value(QLatin1String("hostSeat")).toInt(-1);
    const QString status = text(root, "status");
    table.status = status == QLatin1String("playing") ? TableStatus::Playing
        : status == QLatin1String("over")             ? TableStatus::Over
                                                      : TableStatus::Lobby;
    table.game = text(root, "game").toUtf8();
    table.creatorAddress = text(root, "creator");
    table.idleSince = qint64(root.value(QLatin1String("idleSince")).toDouble()); // 0 in older files: long idle
    if (!isTableCode(table.code) || table.seats.size() != size_t(table.setup.seatKinds.size())
        || table.seats.size() < size_t(kMinSeats) || table.seats.size() > size_t(kMaxSeats)) {
        *problem = QStringLiteral("the code or the seats are damaged");
        return std::nullopt;
    }
    return table;
}

QString TableStore::pathOf(const QString &code) const
{
    return m_folder + QStringLiteral("/tables/") + code + QStringLiteral(".json");
}

QString TableStore::journalPathOf(const QString &code) const
{
    return m_folder + QStringLiteral("/tables/") + code + QStringLiteral(".journal");
}

QString TableStore::finishedPathOf(const QString &code) const
{
    return m_folder + QStringLiteral("/finished/") + code + QStringLiteral(".canaansave");
}

bool TableStore::open(QString *problem)
{
    for (const QString &sub : {QStringLiteral("/tables"), QStringLiteral("/finished")}) {
        if (!QDir().mkpath(m_folder + sub)) {
            *problem = QStringLiteral("cannot create %1").arg(m_folder + sub);
            return false;
        }
    }
    return true;
}

bool TableStore::save(const Table &table, QString *problem)
{
    return io::writeFileSafely(pathOf(table.code), tableToJson(table), problem);
}

bool TableStore::remove(const QString &code)
{
    return QFile::remove(pathOf(code));
}

TableStore::Loaded TableStore::loadAll() const
{
    Loaded loaded;
    const QString folder = m_folder + QStringLiteral("/tables");
    io::removeStaleTemporaryFilesIn(folder, QStringLiteral("*.json"));
    io::removeStaleTemporaryFilesIn(folder, QStringLiteral("*.journal"));
    const QStringList names = QDir(folder).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &name : names) {
        const QString path = folder + QLatin1Char('/') + name;
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            loaded.problems.append(QStringLiteral("%1: %2").arg(path, file.errorString()));
            continue;
        }
        if (file.size() > kMaxTableFileBytes) {
            loaded.problems.append(QStringLiteral("%1: larger than %2 bytes").arg(path).arg(kMaxTableFileBytes));
            continue;
        }
        QString problem;
        std::optional<Table> table = tableFromJson(file.readAll(), &problem);
        if (!table) {
            loaded.problems.append(QStringLiteral("%1: %2").arg(path, problem));
            continue;
        }
        if (!readJournalOf(*table, &loaded.notes, &problem)) {
            loaded.problems.append(QStringLiteral("%1: %2").arg(journalPathOf(table->code), problem));
            continue;
        }
        loaded.tables.push_back(std::move(*table));
    }
    return loaded;
}

bool TableStore::readJournalOf(Table &table, QStringList *notes, QString *problem) const
{
    const QString path = journalPathOf(table.code);
    // A table in the lobby has no game yet: a journal there is a finished game's of the same code.
    if (table.game.isEmpty() || !QFile::exists(path))
        return true;
    // A FIFO or device there would hold the start on its read: only a regular file is a journal.
    if (!QFileInfo(path).isFile()) {
        *problem = QStringLiteral("not a regular file");
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadWrite)) {
        *problem = file.errorString();
        return false;
    }
    if (file.size() > kMaxTableFileBytes) {
        *problem = QStringLiteral("larger than %1 bytes").arg(kMaxTableFileBytes);
        return false;
    }
    const std::optional<JournalRead> journal = readJournal(file.readAll(), table.code, problem);
    if (!journal)
        return false;
    int logLength = 0;
    std::optional<QByteArray> game = saveWithJournal(table.game, *journal, &logLength, problem);
    if (!game)
        return false;
    if (journal->torn) {
        // Cut off, so that the next line appended follows the last whole one.
        if (!file.resize(journal->wholeBytes)) {
            *problem = QStringLiteral("its last line is torn and cannot be cut off: %1").arg(file.errorString());
            return false;
        }
        notes->append(QStringLiteral("%1: its last line was torn (the server was stopped mid-write); that action is dropped").arg(path));
    }
    table.game = std::move(*game);
    // Appended to only when it holds every action so far and begins with a whole header.
    table.journalContinues = journal->wholeBytes > 0 && journal->from + int(journal->actions.size()) == logLength;
    return true;
}

} // namespace canaan::net
