// The first step of reading any of our JSON files: one JSON object from the file's bytes, or where
// the text stops being JSON. The callers word the errors in their own translation context.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace canaan::io {

struct JsonObjectRead {
    enum class Status { Ok, Malformed, NotAnObject };
    Status status = Status::Ok;
    QJsonObject object;  // when Ok
    QString parseError;  // Qt's description, when Malformed
    int line = 0;        // 1-based place of the fault, when Malformed
    int column = 0;      // in characters, not bytes
};

// Skips a UTF-8 byte order mark, as some editors write one.
JsonObjectRead readJsonObject(const QByteArray &bytes);

} // namespace canaan::io
