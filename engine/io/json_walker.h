// Reads typed values out of a JSON tree while remembering where it is, so the first problem can be
// reported with its JSON place ("hexes[12].number"). After the first error every getter returns
// nothing, which lets a reader run straight on and check failed() at convenient points.
#pragma once

#include "engine/io/map_file.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <initializer_list>
#include <optional>
#include <vector>

namespace canaan::io {

// "parent.key" and "parent[index]"; the top level has an empty place.
QString memberPlace(const QString &parent, const QString &key);
QString elementPlace(const QString &parent, qsizetype index);
// A key or value from the file as a message may quote it: a hostile file may hold a megabyte of it.
QString shortened(const QString &text);

class JsonWalker {
public:
    bool failed() const { return m_error.has_value(); }
    const std::optional<MapIssue> &error() const { return m_error; }
    const std::vector<MapWarning> &warnings() const { return m_warnings; }

    // Records an error unless one is already recorded (the first one is the one worth reading).
    void fail(const QString &place, const QString &message);

    // Each getter takes the value at `place`; on the wrong type or limits it records an error.
    std::optional<QJsonObject> object(const QJsonValue &v, const QString &place);
    // An array of at most maxCount elements.
    std::optional<QJsonArray> array(const QJsonValue &v, const QString &place, int maxCount);
    std::optional<int> integer(const QJsonValue &v, const QString &place, int min, int max);
    std::optional<bool> boolean(const QJsonValue &v, const QString &place);
    std::optional<QString> string(const QJsonValue &v, const QString &place, int maxLength);

    // A key that must be present; records "missing" at the object's place when it is not.
    bool require(const QJsonObject &o, const QString &place, const QString &key);
    // Warns about every key not in `known`: a newer program or a typo wrote it.
    void warnUnknownKeys(const QJsonObject &o, const QString &place, std::initializer_list<const char *> known);

private:
    std::optional<MapIssue> m_error;
    std::vector<MapWarning> m_warnings;
};

} // namespace canaan::io
