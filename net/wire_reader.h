// Reads the server's JSON into engine values for a client (docs/protocol.md): every field checked
// for its type, range and ids, since a client must survive a hostile or broken server. The first
// problem is kept, worded with the field's place ("view.players[2].roads[0]"); later reads then
// return harmless defaults, so a reader can go on and test ok() once at the end.
#pragma once

#include "engine/settlers/rules/rules.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <optional>

namespace canaan::net {

// The enum value 0..count-1 whose id (idOf) is `id`: for the engine's enums without a parser.
template <typename Enum, typename IdOf>
std::optional<Enum> enumFromId(const QString &id, int count, IdOf idOf)
{
    const std::string text = id.toStdString();
    for (int i = 0; i < count; ++i) {
        if (text == idOf(Enum(i)))
            return Enum(i);
    }
    return std::nullopt;
}

class WireReader {
    Q_DECLARE_TR_FUNCTIONS(canaan::net::WireReader)
public:
    WireReader(const settlers::Rules &rules, QString *problem) : m_rules(&rules), m_problem(problem) {}
    // A reader of plain fields only (the lobby's messages, which name no place of a map): a map's
    // place is then refused as not of the map.
    explicit WireReader(QString *problem) : m_problem(problem) {}

    bool ok() const { return !m_failed; }
    void fail(const QString &place, const QString &what);

    static QString member(const QString &place, const char *key);
    static QString element(const QString &place, qsizetype i);

    // Required fields. integer(): a whole number from min to max.
    int integer(const QJsonObject &o, const QString &place, const char *key, int min, int max);
    int integer(const QJsonValue &v, const QString &place, int min, int max);
    bool boolean(const QJsonObject &o, const QString &place, const char *key);
    QString text(const QJsonObject &o, const QString &place, const char *key);
    QJsonObject object(const QJsonObject &o, const QString &place, const char *key);
    QJsonArray array(const QJsonObject &o, const QString &place, const char *key, qsizetype maxSize);
    // As integer(), but null (or absent) reads as kNoId.
    int integerOrNone(const QJsonObject &o, const QString &place, const char *key, int min, int max);
    // A seat 0..numPlayers-1, or null for none (kNoId).
    int seatOrNone(const QJsonObject &o, const QString &place, const char *key, int numPlayers);
    // A seat mask from an array of distinct seats.
    int seatMask(const QJsonObject &o, const QString &place, const char *key, int numPlayers);
    // Map places by text id; null reads as kNoBoardId where allowed.
    int vertex(const QJsonValue &v, const QString &place, bool nullable = false);
    int edge(const QJsonValue &v, const QString &place);
    int tile(const QJsonValue &v, const QString &place, bool nullable = false);
    // A resource id (or null, kNoId), a development card id (or null, kNoId).
    int resourceOrNone(const QJsonObject &o, const QString &place, const char *key);
    int cardOrNone(const QJsonObject &o, const QString &place, const char *key);
    // {id: count} objects: only known ids, counts 0..255, absent ids are 0.
    void resourceCounts(const QJsonObject &o, const QString &place, std::uint8_t (&out)[settlers::kResourceCount])
    {
        counts(o, place, out, false);
    }
    void cardCounts(const QJsonObject &o, const QString &place, std::uint8_t (&out)[settlers::kDevCardCount])
    {
        counts(o, place, out, true);
    }

private:
    // `id` looked up from v's text (kNone: no such id); null reads as `none` when nullable.
    int mapId(const QJsonValue &v, const QString &place, bool nullable, std::int32_t id, const QString &what,
        int none = settlers::kNoId);
    void counts(const QJsonObject &o, const QString &place, std::uint8_t *out, bool cards);
    const QJsonValue *field(const QJsonObject &o, const QString &place, const char *key, QJsonValue &slot);

    const settlers::Rules *m_rules = nullptr;
    QString *m_problem;
    bool m_failed = false;
};

} // namespace canaan::net
