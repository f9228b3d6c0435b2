// Conquest saves: writing, reading with exact errors, replaying, the digest.
#include "engine/conquest/saves/conquest_save.h"

#include "engine/conquest/engine.h"
#include "engine/conquest/saves/conquest_action_json.h"
#include "engine/io/bounded_file.h"
#include "engine/io/json_document.h"
#include "engine/io/json_walker.h"
#include "engine/io/safe_write.h"
#include "engine/io/save_file.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace canaan::conquest::saves {

namespace {

QByteArray line(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

QByteArray cardList(const CardSet &cards)
{
    QByteArray out;
    cards.forEach([&](int c) {
        out += ' ';
        out += QByteArray(card(c).id.data(), static_cast<qsizetype>(card(c).id.size()));
    });
    return out;
}

} // namespace

QByteArray canonicalText(const State &s)
{
    QByteArray t;
    const auto add = [&](const char *key, const QByteArray &values) { t += key + values + '\n'; };
    const auto num = [](int v) { return ' ' + QByteArray::number(v); };
    add("players", num(s.numPlayers));
    add("options", num(s.options.cities) + num(s.options.turns));
    add("pool", num(s.pool));
    for (int p = 0; p < s.numPlayers; ++p) {
        const auto i = static_cast<std::size_t>(p);
        add("seat", num(p) + ' ' + QByteArray(nationId(s.nations[i]).data()) + num(s.cities[i]) + num(s.armies[i]) +
                        num(s.armiesAway[i]));
        add("hand", num(p) + cardList(s.hands[i]));
    }
    add("deck", cardList(s.deck));
    add("discard", cardList(s.discard));
    add("table", cardList(s.table));
    add("turn", num(s.turnsPlayed) + num(s.totalTurns) + num(s.active));
    add("pending", num(static_cast<int>(s.pending)) + num(s.pendingPlayer));
    add("winners", num(s.winners));
    return t;
}

QString digestOf(const State &s)
{
    return QStringLiteral("sha256:") +
           QString::fromLatin1(QCryptographicHash::hash(canonicalText(s), QCryptographicHash::Sha256).toHex());
}

bool isConquestSave(const QByteArray &head)
{
    // The writer puts "game" in the first lines; the loader checks the rest.
    static const QRegularExpression kind(QStringLiteral("\"game\"\\s*:\\s*\"conquest\""));
    return kind.match(QString::fromUtf8(head)).hasMatch();
}

bool isConquestFile(const QString &path)
{
    return isConquestSave(io::readFileHead(path, kSaveHeadBytes).data);
}

QByteArray serialize(const SavedConquest &g, const State &final)
{
    QByteArray out = "{\n";
    out += "  \"format\": \"canaan-save\",\n";
    out += "  \"version\": " + QByteArray::number(kFormatVersion) + ",\n";
    out += "  \"game\": \"conquest\",\n";
    out += "  \"options\": " + line({{QStringLiteral("cities"), g.options.cities}, {QStringLiteral("turns"), g.options.turns}}) + ",\n";
    out += "  \"seats\": [\n";
    for (std::size_t i = 0; i < g.seats.size(); ++i) {
        QJsonObject seat{{QStringLiteral("nation"), QString::fromLatin1(nationId(g.seats[i].nation))},
                         {QStringLiteral("kind"), g.seats[i].kind}};
        if (!g.seats[i].name.isEmpty())
            seat.insert(QStringLiteral("name"), g.seats[i].name);
        out += "    " + line(seat) + (i + 1 < g.seats.size() ? ",\n" : "\n");
    }
    out += "  ],\n";
    out += "  \"seed\": \"" + QByteArray::number(static_cast<qulonglong>(g.seed)) + "\",\n";
    out += "  \"log\": [\n";
    for (std::size_t i = 0; i < g.log.size(); ++i)
        out += "    " + line(actionToJson(g.log[i])) + (i + 1 < g.log.size() ? ",\n" : "\n");
    out += "  ],\n";
    out += "  \"digest\": \"" + digestOf(final).toLatin1() + "\"\n}\n";
    return out;
}

bool saveToFile(const SavedConquest &g, const State &final, const QString &path, QString *error)
{
    // Every write, the flush and the rename checked, the old file kept on failure (safe_write.h).
    QString reason;
    if (canaan::io::writeFileSafely(path, serialize(g, final), &reason))
        return true;
    *error = QCoreApplication::translate("canaan::conquest::SaveFile", "The file cannot be written: %1.").arg(reason);
    return false;
}

LoadedConquest load(const QByteArray &json, const QString &fileName, DigestCheck digestCheck)
{
    LoadedConquest r;
    // "FILE:PLACE: error: MESSAGE", the form of every other loader (FileError).
    FileError problem{fileName, {}, {}};
    const auto fail = [&](const QString &place, const QString &message) {
        problem.place = place;
        problem.message = message;
        r.error = problem.toString();
        return r;
    };
    // The board game's JSON checks and limit: a bound on the memory the parsed document takes.
    const io::JsonObjectRead read = io::readJsonObject(json);
    if (savedGameJsonProblem(read, problem)) {
        r.error = problem.toString();
        return r;
    }
    const QJsonObject &root = read.object;
    static const QStringList known = {QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("game"),
                                      QStringLiteral("options"), QStringLiteral("seats"), QStringLiteral("seed"),
                                      QStringLiteral("log"), QStringLiteral("digest")};
    for (const QString &key : root.keys())
        if (!known.contains(key))
            r.warnings << warningLine(fileName, {io::shortened(key), QCoreApplication::translate("canaan::conquest::SaveFile", "unknown field, ignored")});
    if (root.value(QStringLiteral("format")).toString() != QLatin1String("canaan-save"))
        return fail(QStringLiteral("format"), QCoreApplication::translate("canaan::conquest::SaveFile", "\"canaan-save\" is required"));
    const QJsonValue version = root.value(QStringLiteral("version"));
    if (!version.isDouble() || version.toInt() < 1 || version.toInt() > 9999)
        return fail(QStringLiteral("version"), QCoreApplication::translate("canaan::conquest::SaveFile", "a whole number from 1 to 9999 is required"));
    if (version.toInt() > kFormatVersion)
        return fail(QStringLiteral("version"), QCoreApplication::translate("canaan::conquest::SaveFile", "saved by a newer version of Canaan"));
    if (root.value(QStringLiteral("game")).toString() != QLatin1String("conquest"))
        return fail(QStringLiteral("game"), QCoreApplication::translate("canaan::conquest::SaveFile", "\"conquest\" is required"));

    SavedConquest g;
    const QJsonValue options = root.value(QStringLiteral("options"));
    if (!options.isUndefined()) {
        if (!options.isObject())
            return fail(QStringLiteral("options"), QCoreApplication::translate("canaan::conquest::SaveFile", "an object is required"));
        // Each option a whole number in the engine's range, or left out for the default: never a
        // string, a fraction or null read silently as the default.
        const QJsonObject o = options.toObject();
        io::JsonWalker walker;
        const auto option = [&](const char *key, int min, int max, int &into) {
            const QString name = QString::fromLatin1(key);
            if (o.contains(name))
                if (const auto n = walker.integer(o.value(name), QStringLiteral("options.") + name, min, max))
                    into = *n;
        };
        option("cities", kMinCities, kMaxCities, g.options.cities);
        option("turns", kMinTurns, kMaxTurns, g.options.turns);
        if (walker.failed())
            return fail(walker.error()->place, walker.error()->message);
    }
    const QJsonValue seats = root.value(QStringLiteral("seats"));
    if (!seats.isArray())
        return fail(QStringLiteral("seats"), QCoreApplication::translate("canaan::conquest::SaveFile", "an array of seats is required"));
    const QJsonArray seatArray = seats.toArray();
    for (qsizetype i = 0; i < seatArray.size(); ++i) {
        const QString place = QStringLiteral("seats[%1]").arg(i);
        if (!seatArray[i].isObject())
            return fail(place, QCoreApplication::translate("canaan::conquest::SaveFile", "a seat object is required"));
        const QJsonObject o = seatArray[i].toObject();
        SavedSeat seat;
        const QString nation = o.value(QStringLiteral("nation")).toString();
        const auto n = parseNation(nation.toStdString());
        if (!n)
            return fail(place + QStringLiteral(".nation"), QCoreApplication::translate("canaan::conquest::SaveFile", "unknown nation \"%1\"").arg(nation));
        seat.nation = *n;
        seat.kind = o.value(QStringLiteral("kind")).toString(QStringLiteral("human"));
        seat.name = o.value(QStringLiteral("name")).toString();
        if (seat.name.size() > 64)
            return fail(place + QStringLiteral(".name"), QCoreApplication::translate("canaan::conquest::SaveFile", "at most 64 characters"));
        g.seats.push_back(seat);
    }
    std::vector<Nation> nations;
    for (const SavedSeat &s : g.seats)
        nations.push_back(s.nation);
    if (const std::string_view problem = setupProblem(g.options, nations); !problem.empty())
        return fail(QStringLiteral("seats"), QString::fromLatin1(problem.data(), static_cast<qsizetype>(problem.size())));
    const QJsonValue seed = root.value(QStringLiteral("seed"));
    bool seedOk = true;
    if (seed.isString())
        g.seed = seed.toString().toULongLong(&seedOk);
    else if (seed.isDouble())
        g.seed = static_cast<std::uint64_t>(seed.toDouble());
    else if (!seed.isUndefined())
        seedOk = false;
    if (!seedOk)
        return fail(QStringLiteral("seed"), QCoreApplication::translate("canaan::conquest::SaveFile", "a whole number, or a string of decimal digits, is required"));

    const QJsonValue log = root.value(QStringLiteral("log"));
    if (!log.isArray())
        return fail(QStringLiteral("log"), QCoreApplication::translate("canaan::conquest::SaveFile", "an array of actions is required"));
    const QJsonArray entries = log.toArray();
    if (entries.size() > kMaxLoggedActions)
        return fail(QStringLiteral("log"), QCoreApplication::translate("canaan::conquest::SaveFile", "more than 1,000,000 actions"));
    State s = newGame(g.options, nations);
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QString place = QStringLiteral("log[%1]").arg(i);
        if (!entries[i].isObject())
            return fail(place, QCoreApplication::translate("canaan::conquest::SaveFile", "an action object is required"));
        QString error;
        const auto a = actionFromJson(entries[i].toObject(), &error);
        if (!a)
            return fail(place + QLatin1Char('.') + error.section(QLatin1Char(':'), 0, 0), error.section(QLatin1Char(':'), 1).trimmed());
        if (a->player >= s.numPlayers)
            return fail(place + QStringLiteral(".p"), QCoreApplication::translate("canaan::conquest::SaveFile", "no seat %1 in this game").arg(a->player));
        const IllegalReason why = checkLegal(s, *a);
        if (why != IllegalReason::Ok)
            return fail(place, QCoreApplication::translate("canaan::conquest::SaveFile", "not legal here: %1").arg(QString::fromLatin1(illegalReasonText(why).data())));
        apply(s, *a);
        g.log.push_back(*a);
    }
    const QJsonValue digest = root.value(QStringLiteral("digest"));
    if (!digest.isUndefined()) {
        const QString d = digest.toString();
        static const QRegularExpression form(QStringLiteral("^sha256:[0-9a-f]{64}$"));
        if (!form.match(d).hasMatch())
            return fail(QStringLiteral("digest"), QCoreApplication::translate("canaan::conquest::SaveFile", "\"sha256:\" and 64 lower-case hex digits are required"));
        if (digestCheck == DigestCheck::Compare && d != digestOf(s))
            return fail(QStringLiteral("digest"), QCoreApplication::translate("canaan::conquest::SaveFile", "does not match the state the log leads to (the file is damaged or was edited)"));
    }
    r.state = s;
    r.game = std::move(g);
    return r;
}

LoadedConquest loadFile(const QString &path)
{
    // Bounded and regular files only: a FIFO or a device is refused at once (io/bounded_file.h).
    const io::BoundedRead file = io::readBoundedFile(path, kMaxSaveFileBytes);
    if (file.status != io::BoundedRead::Status::Ok) {
        LoadedConquest r;
        r.error = FileError{path, {}, savedGameReadProblem(file)}.toString();
        return r;
    }
    return load(file.data, path);
}

} // namespace canaan::conquest::saves
