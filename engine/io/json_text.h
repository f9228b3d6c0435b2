// One JSON scalar as compact text, escaped by Qt: what the writer (json_out.h) puts between its
// brackets, and what writes a single value by hand.
#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <string_view>

namespace canaan::io {

// Printable ASCII without quote or backslash: written between quotes as it is.
bool needsNoEscaping(std::string_view utf8);
// One JSON value in compact form.
QByteArray compactJson(const QJsonValue &value);
QByteArray compactJson(std::string_view utf8);
QByteArray compactJson(int number);
QByteArray compactJson(bool value); // without it a bool would promote to int

} // namespace canaan::io
