// Small helpers to write JSON by hand with a fixed key order (QJsonObject sorts its keys), while
// Qt does the escaping of every scalar.
#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <string_view>
#include <utility>
#include <vector>

namespace canaan::io {

using JsonMember = std::pair<const char *, QByteArray>;

// Printable ASCII without quote or backslash: written between quotes as it is.
bool needsNoEscaping(std::string_view utf8);
// One JSON value in compact form.
QByteArray compactJson(const QJsonValue &value);
QByteArray compactJson(std::string_view utf8);
QByteArray compactJson(int number);
QByteArray compactJson(bool value); // without it a bool would promote to int
// {"a":1,"b":2} with the members in the given order; values are already JSON text.
QByteArray orderedObject(const std::vector<JsonMember> &members);

} // namespace canaan::io
