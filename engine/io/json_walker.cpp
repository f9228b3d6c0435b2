#include "engine/io/json_walker.h"

#include <QCoreApplication>
#include <cmath>

namespace canaan::io {

QString memberPlace(const QString &parent, const QString &key)
{
    return parent.isEmpty() ? key : parent + u'.' + key;
}

QString elementPlace(const QString &parent, qsizetype index)
{
    return parent + u'[' + QString::number(index) + u']';
}

QString shortened(const QString &text)
{
    constexpr qsizetype kShown = 40;
    return text.size() <= kShown ? text : text.left(kShown) + QStringLiteral("...");
}

void JsonWalker::fail(const QString &place, const QString &message)
{
    if (!m_error)
        m_error = MapIssue{place, message};
}

std::optional<QJsonObject> JsonWalker::object(const QJsonValue &v, const QString &place)
{
    if (failed())
        return std::nullopt;
    if (!v.isObject()) {
        fail(place, QCoreApplication::translate("canaan::MapFile", "This value must be a JSON object."));
        return std::nullopt;
    }
    return v.toObject();
}

std::optional<QJsonArray> JsonWalker::array(const QJsonValue &v, const QString &place, int maxCount)
{
    if (failed())
        return std::nullopt;
    if (!v.isArray()) {
        fail(place, QCoreApplication::translate("canaan::MapFile", "This value must be a JSON array."));
        return std::nullopt;
    }
    const QJsonArray a = v.toArray();
    if (a.size() > maxCount) {
        fail(place, QCoreApplication::translate("canaan::MapFile",
                                                "This list has %1 entries, more than the %2 allowed.")
                        .arg(a.size())
                        .arg(maxCount));
        return std::nullopt;
    }
    return a;
}

std::optional<int> JsonWalker::integer(const QJsonValue &v, const QString &place, int min, int max)
{
    if (failed())
        return std::nullopt;
    const double d = v.toDouble();
    if (!v.isDouble() || !std::isfinite(d) || std::floor(d) != d) {
        fail(place, QCoreApplication::translate("canaan::MapFile", "This value must be a whole number."));
        return std::nullopt;
    }
    if (d < min || d > max) {
        fail(place, QCoreApplication::translate("canaan::MapFile", "This number must be from %1 to %2.")
                        .arg(min)
                        .arg(max));
        return std::nullopt;
    }
    return static_cast<int>(d);
}

std::optional<bool> JsonWalker::boolean(const QJsonValue &v, const QString &place)
{
    if (failed())
        return std::nullopt;
    if (!v.isBool()) {
        fail(place, QCoreApplication::translate("canaan::MapFile", "This value must be true or false."));
        return std::nullopt;
    }
    return v.toBool();
}

std::optional<QString> JsonWalker::string(const QJsonValue &v, const QString &place, int maxLength)
{
    if (failed())
        return std::nullopt;
    if (!v.isString()) {
        fail(place, QCoreApplication::translate("canaan::MapFile", "This value must be a text string."));
        return std::nullopt;
    }
    const QString s = v.toString();
    if (s.size() > maxLength) {
        fail(place, QCoreApplication::translate("canaan::MapFile",
                                                "This text has %1 characters, more than the %2 allowed.")
                        .arg(s.size())
                        .arg(maxLength));
        return std::nullopt;
    }
    return s;
}

bool JsonWalker::require(const QJsonObject &o, const QString &place, const QString &key)
{
    if (failed())
        return false;
    if (o.contains(key))
        return true;
    fail(place, QCoreApplication::translate("canaan::MapFile", "The required key \"%1\" is missing.").arg(key));
    return false;
}

void JsonWalker::warnUnknownKeys(const QJsonObject &o, const QString &place,
                                 std::initializer_list<const char *> known)
{
    constexpr std::size_t kMaxWarnings = 100; // enough to see the pattern, not a flood
    for (auto it = o.begin(); it != o.end() && m_warnings.size() < kMaxWarnings; ++it) {
        bool isKnown = false;
        for (const char *k : known)
            isKnown = isKnown || it.key() == QLatin1String(k);
        if (!isKnown)
            m_warnings.push_back({memberPlace(place, shortened(it.key())),
                                  QCoreApplication::translate("canaan::MapFile",
                                                              "This key is unknown and is ignored.")});
    }
}

} // namespace canaan::io
