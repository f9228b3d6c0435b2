#include "engine/io/json_document.h"

#include "engine/io/json_scan.h"

#include <QCoreApplication>
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

// The parser's fault in our own words (Qt's, "missing name separator", are neither translated nor
// plain); the line and column say where.
QString syntaxProblem(QJsonParseError::ParseError error)
{
    const char *text = nullptr;
    switch (error) {
    case QJsonParseError::UnterminatedObject: text = QT_TRANSLATE_NOOP("canaan::MapFile", "an object is not closed with \"}\""); break;
    case QJsonParseError::MissingNameSeparator: text = QT_TRANSLATE_NOOP("canaan::MapFile", "a \":\" is missing after a key"); break;
    case QJsonParseError::UnterminatedArray: text = QT_TRANSLATE_NOOP("canaan::MapFile", "a list is not closed with \"]\""); break;
    case QJsonParseError::MissingValueSeparator: text = QT_TRANSLATE_NOOP("canaan::MapFile", "a \",\" is missing between two values"); break;
    case QJsonParseError::IllegalValue: text = QT_TRANSLATE_NOOP("canaan::MapFile", "a value was expected here (text in quotes, a number, true, false, null, a list or an object)"); break;
    case QJsonParseError::TerminationByNumber: text = QT_TRANSLATE_NOOP("canaan::MapFile", "the text ends in the middle of a number"); break;
    case QJsonParseError::IllegalNumber: text = QT_TRANSLATE_NOOP("canaan::MapFile", "this number is not written as JSON allows"); break;
    case QJsonParseError::IllegalEscapeSequence: text = QT_TRANSLATE_NOOP("canaan::MapFile", "a backslash starts an escape that JSON does not know"); break;
    case QJsonParseError::IllegalUTF8String: text = QT_TRANSLATE_NOOP("canaan::MapFile", "the text here is not valid UTF-8"); break;
    case QJsonParseError::UnterminatedString: text = QT_TRANSLATE_NOOP("canaan::MapFile", "a text in quotes is not closed"); break;
    case QJsonParseError::MissingObject: text = QT_TRANSLATE_NOOP("canaan::MapFile", "a key in quotes was expected here"); break;
    case QJsonParseError::DeepNesting: text = QT_TRANSLATE_NOOP("canaan::MapFile", "lists and objects are nested too deeply"); break;
    case QJsonParseError::DocumentTooLarge: text = QT_TRANSLATE_NOOP("canaan::MapFile", "the document is too large"); break;
    case QJsonParseError::GarbageAtEnd: text = QT_TRANSLATE_NOOP("canaan::MapFile", "more text follows the end of the document"); break;
    case QJsonParseError::NoError: break;
    }
    return text ? QCoreApplication::translate("canaan::MapFile", text) : QString();
}

} // namespace

JsonObjectRead readJsonObject(const QByteArray &bytes)
{
    JsonObjectRead result;
    QByteArray data = bytes;
    if (data.startsWith("\xEF\xBB\xBF"))
        data.remove(0, 3);
    // Some Windows editors save "Unicode" as UTF-16: name it rather than a stray control character.
    if (data.startsWith("\xFF\xFE") || data.startsWith("\xFE\xFF")) {
        result.status = JsonObjectRead::Status::Malformed;
        result.parseError = QCoreApplication::translate("canaan::MapFile", "the text is in UTF-16, not UTF-8");
        result.line = 1;
        result.column = 1;
        return result;
    }
    // JSON allows a control character only as an escape ("\u0000"); Qt's parser lets the raw byte
    // through into strings, where it would hide in messages ("hi<NUL>lls" prints as "hills"). A
    // bounded count of lists and objects bounds the memory a file can claim (a 64 MiB file of "[0],"
    // would take 3 GB). Qt keeps the last of two equal keys silently, so a hand-edited file could say
    // "vpToWin" twice and mean the first: refused instead.
    const JsonScan scan = scanJson(data, {.maxContainers = kMaxJsonContainers});
    if (scan.tooManyContainers) {
        result.status = JsonObjectRead::Status::TooManyContainers;
        return result;
    }
    if (const qsizetype at = scan.controlCharacter; at >= 0) {
        const auto [line, column] = lineAndColumn(data, at);
        result.status = JsonObjectRead::Status::Malformed;
        const QString code = QString::number(static_cast<unsigned char>(data[at]), 16).toUpper().rightJustified(4, u'0');
        result.parseError
            = QCoreApplication::translate("canaan::MapFile", "control character U+%1 outside an escape").arg(code);
        result.line = line;
        result.column = column;
        return result;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    // Only a document that parses has keys worth naming; a broken one gets the parser's message.
    if (parseError.error == QJsonParseError::NoError && scan.duplicateKey >= 0) {
        const auto [line, column] = lineAndColumn(data, scan.duplicateKey);
        result.status = JsonObjectRead::Status::Malformed;
        QString key = QString::fromUtf8(scan.duplicateKeyText);
        if (key.size() > 40)
            key = key.left(40) + QStringLiteral("...");
        result.parseError
            = QCoreApplication::translate("canaan::MapFile", "the key \"%1\" appears twice in the same object").arg(key);
        result.line = line;
        result.column = column;
        return result;
    }
    if (parseError.error != QJsonParseError::NoError) {
        // Qt reports the offset just past the character it stumbled on.
        const auto [line, column] = lineAndColumn(data, std::max<qsizetype>(parseError.offset - 1, 0));
        result.status = JsonObjectRead::Status::Malformed;
        result.parseError = syntaxProblem(parseError.error);
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
