#include "engine/io/json_text.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QString>
#include <algorithm>

namespace canaan::io {

QByteArray compactJson(const QJsonValue &value)
{
    // QJsonDocument only writes arrays and objects: wrap the value and strip the brackets.
    const QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return wrapped.sliced(1, wrapped.size() - 2);
}

bool needsNoEscaping(std::string_view utf8)
{
    return std::all_of(utf8.begin(), utf8.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return u >= 0x20 && u < 0x7f && c != '"' && c != '\\';
    });
}

QByteArray compactJson(std::string_view utf8)
{
    // Ids and most names need no escaping: quote them directly, which keeps writing a long log fast.
    if (needsNoEscaping(utf8))
        return '"' + QByteArray(utf8.data(), static_cast<qsizetype>(utf8.size())) + '"';
    return compactJson(QJsonValue(QString::fromUtf8(utf8.data(), static_cast<qsizetype>(utf8.size()))));
}

QByteArray compactJson(int number) { return QByteArray::number(number); }

QByteArray compactJson(bool value) { return value ? QByteArrayLiteral("true") : QByteArrayLiteral("false"); }

} // namespace canaan::io
