#include "net/wire_reader.h"

#include "engine/io/json_walker.h"
#include "engine/settlers/board/hex.h"
#include "engine/settlers/board/terrain.h"
#include "engine/settlers/options/cards.h"

#include <QCoreApplication>
#include <cmath>

namespace canaan::net {

namespace {

std::string utf8(const QString &s) { return s.toStdString(); }

} // namespace

void WireReader::fail(const QString &place, const QString &what)
{
    if (m_failed)
        return;
    m_failed = true;
    if (m_problem)
        *m_problem = tr("The server sent a bad %1: %2").arg(place, what);
}

QString WireReader::member(const QString &place, const char *key) { return io::memberPlace(place, QString::fromLatin1(key)); }

QString WireReader::element(const QString &place, qsizetype i) { return io::elementPlace(place, i); }

const QJsonValue *WireReader::field(const QJsonObject &o, const QString &place, const char *key, QJsonValue &slot)
{
    if (m_failed)
        return nullptr;
    const auto it = o.constFind(QLatin1String(key));
    if (it == o.constEnd()) {
        fail(member(place, key), tr("it is missing."));
        return nullptr;
    }
    slot = *it;
    return &slot;
}

int WireReader::integer(const QJsonValue &v, const QString &place, int min, int max)
{
    const double d = v.toDouble(std::nan(""));
    if (!v.isDouble() || d != std::floor(d) || d < min || d > max) {
        fail(place, tr("not a whole number from %1 to %2.").arg(min).arg(max));
        return min;
    }
    return int(d);
}

int WireReader::integer(const QJsonObject &o, const QString &place, const char *key, int min, int max)
{
    QJsonValue slot;
    const QJsonValue *v = field(o, place, key, slot);
    return v ? integer(*v, member(place, key), min, max) : min;
}

int WireReader::integerOrNone(const QJsonObject &o, const QString &place, const char *key, int min, int max)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (m_failed || v.isNull() || v.isUndefined())
        return settlers::kNoId;
    return integer(v, member(place, key), min, max);
}

bool WireReader::boolean(const QJsonObject &o, const QString &place, const char *key)
{
    QJsonValue slot;
    const QJsonValue *v = field(o, place, key, slot);
    if (v && !v->isBool())
        fail(member(place, key), tr("not true or false."));
    return v && v->toBool();
}

QString WireReader::text(const QJsonObject &o, const QString &place, const char *key)
{
    QJsonValue slot;
    const QJsonValue *v = field(o, place, key, slot);
    if (v && !v->isString())
        fail(member(place, key), tr("not a text."));
    return v ? v->toString() : QString();
}

QJsonObject WireReader::object(const QJsonObject &o, const QString &place, const char *key)
{
    QJsonValue slot;
    const QJsonValue *v = field(o, place, key, slot);
    if (v && !v->isObject())
        fail(member(place, key), tr("not an object."));
    return v ? v->toObject() : QJsonObject();
}

QJsonArray WireReader::array(const QJsonObject &o, const QString &place, const char *key, qsizetype maxSize)
{
    QJsonValue slot;
    const QJsonValue *v = field(o, place, key, slot);
    if (!v)
        return {};
    if (!v->isArray()) {
        fail(member(place, key), tr("not a list."));
        return {};
    }
    const QJsonArray a = v->toArray();
    if (a.size() > maxSize) {
        fail(member(place, key), tr("more than %1 entries.").arg(maxSize));
        return {};
    }
    return a;
}

int WireReader::seatOrNone(const QJsonObject &o, const QString &place, const char *key, int numPlayers)
{
    return integerOrNone(o, place, key, 0, numPlayers - 1);
}

int WireReader::seatMask(const QJsonObject &o, const QString &place, const char *key, int numPlayers)
{
    const QJsonArray seats = array(o, place, key, numPlayers);
    int mask = 0;
    for (qsizetype i = 0; i < seats.size(); ++i) {
        const int seat = integer(seats[i], element(member(place, key), i), 0, numPlayers - 1);
        if (mask & (1 << seat))
            fail(element(member(place, key), i), tr("a seat listed twice."));
        mask |= 1 << seat;
    }
    return m_failed ? 0 : mask;
}

int WireReader::mapId(const QJsonValue &v, const QString &place, bool nullable, std::int32_t id, const QString &what,
    int none)
{
    if (m_failed || (nullable && v.isNull()))
        return none;
    if (!v.isString() || id == settlers::kNone) {
        fail(place, what);
        return none;
    }
    return id;
}

int WireReader::vertex(const QJsonValue &v, const QString &place, bool nullable)
{
    const auto coord = settlers::parseVertex(utf8(v.toString()));
    return mapId(v, place, nullable, coord && m_rules ? m_rules->topology().vertexAt(*coord) : settlers::kNone,
        tr("not an intersection of the map."), settlers::kNoBoardId);
}

int WireReader::edge(const QJsonValue &v, const QString &place)
{
    const auto coord = settlers::parseEdge(utf8(v.toString()));
    return mapId(v, place, false, coord && m_rules ? m_rules->topology().edgeAt(*coord) : settlers::kNone, tr("not a path of the map."),
        settlers::kNoBoardId);
}

int WireReader::tile(const QJsonValue &v, const QString &place, bool nullable)
{
    const auto coord = settlers::parseHex(utf8(v.toString()));
    return mapId(v, place, nullable, coord && m_rules ? m_rules->topology().tileAt(*coord) : settlers::kNone, tr("not a hex of the map."),
        settlers::kNoBoardId);
}

int WireReader::resourceOrNone(const QJsonObject &o, const QString &place, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    const auto r = settlers::parseResource(utf8(v.toString()));
    return v.isUndefined() ? settlers::kNoId : mapId(v, member(place, key), true, r ? int(*r) : settlers::kNone, tr("not a resource."));
}

int WireReader::cardOrNone(const QJsonObject &o, const QString &place, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    const auto c = settlers::parseDevCard(utf8(v.toString()));
    return v.isUndefined() ? settlers::kNoId : mapId(v, member(place, key), true, c ? int(*c) : settlers::kNone, tr("not a development card."));
}

void WireReader::counts(const QJsonObject &o, const QString &place, std::uint8_t *out, bool cards)
{
    for (auto it = o.constBegin(); it != o.constEnd() && !m_failed; ++it) {
        const std::string id = utf8(it.key());
        const QString at = place + QLatin1Char('.') + it.key();
        const auto r = cards ? std::nullopt : settlers::parseResource(id);
        const auto c = cards ? settlers::parseDevCard(id) : std::nullopt;
        if (!r && !c)
            fail(at, cards ? tr("not a development card.") : tr("not a resource."));
        else
            out[r ? int(*r) : int(*c)] = std::uint8_t(integer(it.value(), at, 0, 255));
    }
}

} // namespace canaan::net
