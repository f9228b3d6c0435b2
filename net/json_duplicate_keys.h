// Whether a JSON text names a key twice in one object. QJsonDocument keeps the last silently, so a
// message like {"seat":0,"seat":3} would say two things and be read as one: the server refuses it.
#pragma once

#include <QByteArray>

namespace canaan::net {

// For a text that parses (the caller has checked); keys are compared after their escapes are read,
// so "a" and "\u0061" are the same key.
bool hasDuplicateKey(const QByteArray &text);

} // namespace canaan::net
