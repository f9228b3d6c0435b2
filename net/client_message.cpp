#include "net/client_message.h"

#include "engine/io/clock_limits.h"
#include "engine/io/json_scan.h"
#include "net/protocol.h"
#include "net/secrets.h"
#include "net/table_game_kinds.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <array>
#include <cmath>
#include <initializer_list>
#include <utility>

namespace canaan::net {

namespace {

constexpr qint64 kMaxRef = 2147483647;

constexpr std::array<std::pair<ClientType, const char *>, 12> kTypeIds = {{
    {ClientType::Hello, "hello"}, {ClientType::List, "list"}, {ClientType::Create, "create"},
    {ClientType::Join, "join"}, {ClientType::Rejoin, "rejoin"}, {ClientType::Ready, "ready"},
    {ClientType::Start, "start"}, {ClientType::Act, "act"}, {ClientType::Chat, "chat"},
    {ClientType::Leave, "leave"}, {ClientType::Ping, "ping"}, {ClientType::Resync, "resync"},
}};

Refusal fieldProblem(const QString &field, const char *problem)
{
    return {QStringLiteral("badField"),
        QJsonObject{{QStringLiteral("field"), field}, {QStringLiteral("problem"), QString::fromLatin1(problem)}}};
}

bool hasControlCharacter(const QString &text)
{
    for (QChar c : text) {
        if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format)
            return true;
    }
    return false;
}

// Checks one message's fields in order; the first problem is kept.
class FieldChecker {
public:
    explicit FieldChecker(const QJsonObject &body) : m_body(body) {}

    const std::optional<Refusal> &problem() const { return m_problem; }

    // Returns false when the field is absent (and records "missing" when it is required).
    bool present(const char *key, bool required)
    {
        if (m_problem)
            return false;
        if (m_body.contains(QLatin1String(key)))
            return true;
        if (required)
            m_problem = fieldProblem(QString::fromLatin1(key), "missing");
        return false;
    }

    void integer(const char *key, bool required, qint64 min, qint64 max)
    {
        if (!present(key, required))
            return;
        const QJsonValue v = m_body.value(QLatin1String(key));
        const double d = v.toDouble();
        if (!v.isDouble() || std::floor(d) != d)
            m_problem = fieldProblem(QString::fromLatin1(key), "type");
        else if (d < double(min) || d > double(max))
            m_problem = fieldProblem(QString::fromLatin1(key), "range");
    }

    void boolean(const char *key, bool required)
    {
        if (present(key, required) && !m_body.value(QLatin1String(key)).isBool())
            m_problem = fieldProblem(QString::fromLatin1(key), "type");
    }

    void object(const char *key, bool required)
    {
        if (present(key, required) && !m_body.value(QLatin1String(key)).isObject())
            m_problem = fieldProblem(QString::fromLatin1(key), "type");
    }

    // A string of minLength..maxLength characters without control characters.
    void text(const char *key, bool required, int minLength, int maxLength, const char *tooLongId = nullptr)
    {
        if (!present(key, required))
            return;
        const QJsonValue v = m_body.value(QLatin1String(key));
        const QString s = v.toString();
        if (!v.isString())
            m_problem = fieldProblem(QString::fromLatin1(key), "type");
        else if (s.size() > maxLength && tooLongId)
            m_problem = Refusal{QString::fromLatin1(tooLongId), QJsonValue()};
        else if (s.size() < minLength || s.size() > maxLength)
            m_problem = fieldProblem(QString::fromLatin1(key), "length");
        else if (hasControlCharacter(s) || !QStringView(s).isValidUtf16()) // a lone surrogate is no text
            m_problem = fieldProblem(QString::fromLatin1(key), "value");
    }

    // A string that must be one of `allowed`.
    void oneOf(const char *key, bool required, std::initializer_list<const char *> allowed)
    {
        if (!present(key, required))
            return;
        const QJsonValue v = m_body.value(QLatin1String(key));
        if (!v.isString()) {
            m_problem = fieldProblem(QString::fromLatin1(key), "type");
            return;
        }
        for (const char *a : allowed) {
            if (v.toString() == QLatin1String(a))
                return;
        }
        m_problem = fieldProblem(QString::fromLatin1(key), "value");
    }

    // A string that `accept` accepts.
    template<typename Accept>
    void shaped(const char *key, bool required, Accept accept)
    {
        if (!present(key, required))
            return;
        const QJsonValue v = m_body.value(QLatin1String(key));
        if (!v.isString())
            m_problem = fieldProblem(QString::fromLatin1(key), "type");
        else if (!accept(v.toString()))
            m_problem = fieldProblem(QString::fromLatin1(key), "value");
    }

    void fail(Refusal refusal)
    {
        if (!m_problem)
            m_problem = std::move(refusal);
    }

private:
    const QJsonObject &m_body;
    std::optional<Refusal> m_problem;
};

// A seat's kind: "person" or a computer player's id (lower-case letters, digits and '-'); whether
// that computer player exists is the lobby's question.
bool isSeatKind(const QString &kind)
{
    if (kind.isEmpty() || kind.size() > 16)
        return false;
    for (QChar c : kind) {
        if (!((c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('0') && c <= QLatin1Char('9'))
                || c == QLatin1Char('-')))
            return false;
    }
    return true;
}

// A list of one id per seat: "seats" (per seat "person" or a computer player's id) or, for
// Conquest, "nations"; which ids exist and that the lists match is the lobby's and the game's
// setup check (conquest_table_game.h).
void checkSeatIds(const QJsonObject &body, FieldChecker &check, const char *key, bool required)
{
    if (!check.present(key, required))
        return;
    const QString field = QLatin1String(key);
    const QJsonValue v = body.value(field);
    if (!v.isArray()) {
        check.fail(fieldProblem(field, "type"));
        return;
    }
    const QJsonArray ids = v.toArray();
    if (ids.size() < kMinSeats || ids.size() > kMaxSeats) {
        check.fail(fieldProblem(field, "length"));
        return;
    }
    for (qsizetype i = 0; i < ids.size(); ++i) {
        if (!ids[i].isString() || !isSeatKind(ids[i].toString())) {
            check.fail(fieldProblem(QStringLiteral("%1[%2]").arg(field).arg(i), ids[i].isString() ? "value" : "type"));
            return;
        }
    }
}

void checkCreate(const QJsonObject &body, FieldChecker &check)
{
    check.shaped("game", true, [](const QString &id) { return tableGameKind(id) != nullptr; });
    check.oneOf("map", false, {"canaan", "classic"});
    check.object("mapData", false);
    check.oneOf("ruleset", false, {"canaan", "classic"});
    check.object("options", false);
    checkSeatIds(body, check, "seats", true);
    checkSeatIds(body, check, "nations", false);
    check.boolean("private", false);
    check.integer("takeover", false, 0, kMaxTakeoverSeconds);
    check.integer("turnLimit", false, 0, kMaxTurnLimit);
    check.integer("clock", false, 0, kClockChoices.back());
    if (check.problem())
        return;
    if (!isClockChoice(body.value(QLatin1String("clock")).toInteger(0)))
        check.fail(fieldProblem(QStringLiteral("clock"), "value"));
    const bool needsMap = tableGameKind(body.value(QLatin1String("game")).toString())->needsMap;
    const bool hasMap = body.contains(QLatin1String("map"));
    const bool hasMapData = body.contains(QLatin1String("mapData"));
    if (needsMap && hasMap == hasMapData)
        check.fail(fieldProblem(QStringLiteral("map"), hasMap ? "value" : "missing"));
}

void checkFields(ClientType type, const QJsonObject &body, FieldChecker &check)
{
    switch (type) {
    case ClientType::Hello:
        check.integer("v", true, 0, kMaxRef);
        check.text("name", true, 1, kMaxNameLength);
        break;
    case ClientType::Create:
        checkCreate(body, check);
        break;
    case ClientType::Join:
        check.shaped("code", true, isTableCode);
        check.integer("seat", false, 0, kMaxSeats - 1);
        break;
    case ClientType::Rejoin:
        check.shaped("code", true, isTableCode);
        check.shaped("token", true, isSeatToken);
        break;
    case ClientType::Ready:
        check.boolean("ready", true);
        break;
    case ClientType::Act:
        check.object("action", true);
        break;
    case ClientType::Chat:
        check.text("text", true, 1, kMaxChatLength, "chatTooLong");
        break;
    case ClientType::Ping:
        check.integer("n", true, 0, kMaxRef);
        break;
    case ClientType::List:
    case ClientType::Start:
    case ClientType::Leave:
    case ClientType::Resync:
        break;
    }
}

ParsedMessage refused(QString id, QJsonValue detail = QJsonValue(), std::optional<qint64> ref = std::nullopt)
{
    ParsedMessage parsed;
    parsed.refusal = {std::move(id), std::move(detail)};
    parsed.ref = ref;
    return parsed;
}

} // namespace

QString clientTypeId(ClientType type)
{
    for (const auto &[t, id] : kTypeIds) {
        if (t == type)
            return QString::fromLatin1(id);
    }
    return {};
}

std::optional<ClientType> parseClientType(const QString &id)
{
    for (const auto &[t, text] : kTypeIds) {
        if (id == QLatin1String(text))
            return t;
    }
    return std::nullopt;
}

ParsedMessage parseClientMessage(const QByteArray &text)
{
    if (text.size() > kMaxMessageBytes)
        return refused(QStringLiteral("malformed"), QStringLiteral("tooLarge"));
    // One pass before the parser: a hostile message of 100,000 '[' is refused before it recurses
    // into it. A raw control character is no reason to refuse here: a text field refuses it.
    const io::JsonScanLimits limits{.maxDepth = kMaxJsonDepth, .stopAtControlCharacter = false};
    const io::JsonScan scan = io::scanJson(text, limits);
    if (scan.tooDeep(limits))
        return refused(QStringLiteral("malformed"), QStringLiteral("tooDeep"));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError)
        return refused(QStringLiteral("malformed"), QStringLiteral("offset %1").arg(error.offset));
    if (!document.isObject())
        return refused(QStringLiteral("malformed"), QStringLiteral("notAnObject"));
    if (scan.duplicateKey >= 0)
        return refused(QStringLiteral("malformed"), QStringLiteral("duplicateKey"));
    const QJsonObject body = document.object();

    std::optional<qint64> ref;
    if (body.contains(QLatin1String("ref"))) {
        const QJsonValue r = body.value(QLatin1String("ref"));
        if (!r.isDouble() || std::floor(r.toDouble()) != r.toDouble() || r.toDouble() < 0 || r.toDouble() > kMaxRef)
            return refused(QStringLiteral("badField"), fieldProblem(QStringLiteral("ref"), "range").detail);
        ref = qint64(r.toDouble());
    }
    const QJsonValue t = body.value(QLatin1String("t"));
    if (!t.isString())
        return refused(QStringLiteral("badField"), fieldProblem(QStringLiteral("t"), t.isUndefined() ? "missing" : "type").detail, ref);
    const std::optional<ClientType> type = parseClientType(t.toString());
    if (!type)
        return refused(QStringLiteral("unknownType"), t.toString().left(32), ref);

    FieldChecker check(body);
    checkFields(*type, body, check);
    if (check.problem())
        return refused(check.problem()->id, check.problem()->detail, ref);
    ParsedMessage parsed;
    parsed.message = ClientMessage{*type, body, ref};
    parsed.ref = ref;
    return parsed;
}

} // namespace canaan::net
