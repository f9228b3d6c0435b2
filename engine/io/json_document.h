// The first step of reading any of our JSON files: one JSON object from the file's bytes, or where
// the text stops being JSON. The callers word the errors in their own translation context.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace canaan::io {

// Lists and objects a file may hold (the engine's largest save, a 1,000,000-action log, has about
// 2,000,000): a bound on the memory the parsed document takes.
inline constexpr qint64 kMaxJsonContainers = 4'000'000;

struct JsonObjectRead {
    enum class Status { Ok, Malformed, NotAnObject, TooManyContainers };
    Status status = Status::Ok;
    QJsonObject object;  // when Ok
    QString parseError;  // what is wrong, in our words, when Malformed
    int line = 0;        // 1-based place of the fault, when Malformed
    int column = 0;      // in characters, not bytes
};

// Skips a UTF-8 byte order mark, as some editors write one.
JsonObjectRead readJsonObject(const QByteArray &bytes);

} // namespace canaan::io
