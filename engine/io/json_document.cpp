#include "io/json_document.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <algorithm>
#include <utility>

namespace canaan::io {

namespace {

// Line and column (1-based, in characters) of a byte offset into UTF-8 text.
std::pair<int, int> lineAndColumn(const QByteArray &data, qsizetype offset)
{
    int line = 1;
    int column = 1;
    for (qsizetype i = 0; i < offset && i < data.size(); ++i) {
        const auto byte = static_cast<unsigned char>(data[i]);
        if (byte == '\n') {
            ++line;
            column = 1;
        } else if ((byte & 0xC0) != 0x80) { // not a UTF-8 continuation byte
            ++column;
        }
    }
    return {line, column};
}

} // namespace

JsonObjectRead readJsonObject(const QByteArray &bytes)
{
    JsonObjectRead result;
    QByteArray data = bytes;
    if (data.startsWith("\xEF\xBB\xBF"))
        data.remove(0, 3);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // Qt reports the offset just past the character it stumbled on.
        const auto [line, column] = lineAndColumn(data, std::max<qsizetype>(parseError.offset - 1, 0));
        result.status = JsonObjectRead::Status::Malformed;
        result.parseError = parseError.errorString();
        result.line = line;
        result.column = column;
        return result;
    }
    if (!doc.isObject()) {
        result.status = JsonObjectRead::Status::NotAnObject;
        return result;
    }
    result.object = doc.object();
    return result;
}

} // namespace canaan::io
