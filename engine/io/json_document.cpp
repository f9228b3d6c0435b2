#include "engine/io/json_document.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonParseError>
#include <algorithm>
#include <string_view>
#include <unordered_set>
#include <vector>
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

// What the parser is not asked to judge, found in one pass over the bytes.
struct Prescan {
    qsizetype controlCharacter = -1; // offset of the first forbidden one, or -1
    bool tooManyContainers = false;
    qsizetype duplicateKey = -1; // offset of the first key met twice in one object, or -1
    QByteArray duplicateKeyText; // as written, escapes and all
};

// The keys of the objects open at one point of the scan. Qt keeps the last of two equal keys
// silently, so a hand-edited file could say "vpToWin" twice and mean the first: refused instead.
// Keys are compared as written (an escaped twin is not caught; the parser would still keep one).
class OpenObjects {
public:
    void open(bool isObject)
    {
        m_levels.push_back({isObject, isObject, {}, {}});
    }
    void close()
    {
        if (!m_levels.empty())
            m_levels.pop_back();
    }
    void comma()
    {
        if (!m_levels.empty() && m_levels.back().isObject)
            m_levels.back().expectKey = true;
    }
    bool expectsKey() const { return !m_levels.empty() && m_levels.back().expectKey; }
    // Records a key; false when the object had it already.
    bool addKey(std::string_view key)
    {
        Level &level = m_levels.back();
        level.expectKey = false;
        if (level.many.empty() && level.few.size() < 32) {
            if (std::find(level.few.begin(), level.few.end(), key) != level.few.end())
                return false;
            level.few.push_back(key);
            return true;
        }
        if (level.many.empty())
            level.many.insert(level.few.begin(), level.few.end());
        return level.many.insert(key).second;
    }

private:
    struct Level {
        bool isObject;
        bool expectKey;
        std::vector<std::string_view> few; // most objects have a handful of keys
        std::unordered_set<std::string_view> many;
    };
    std::vector<Level> m_levels;
};

// JSON allows a control character only as an escape ("\u0000"); Qt's parser lets the raw byte
// through into strings, where it would hide in messages ("hi<NUL>lls" prints as "hills"). Tab, line
// feed and carriage return stay accepted: they are whitespace between values, and hand-edited files
// put them in strings.
// Qt's document costs about 180 bytes per list or object: a 64 MiB file of "[0]," would take 3 GB.
// Counting them first bounds the memory a file can claim.
Prescan prescan(const QByteArray &data)
{
    Prescan result;
    qint64 containers = 0;
    bool inString = false;
    bool escaped = false;
    OpenObjects objects;
    qsizetype keyStart = -1; // the opening quote of the key being read, or -1 for a value
    for (qsizetype i = 0; i < data.size(); ++i) {
        const auto byte = static_cast<unsigned char>(data[i]);
        if (byte < 0x20 && byte != '\t' && byte != '\n' && byte != '\r') {
            result.controlCharacter = i;
            return result;
        }
        if (inString) {
            if (escaped)
                escaped = false;
            else if (byte == '\\')
                escaped = true;
            else if (byte == '"') {
                inString = false;
                if (keyStart >= 0
                    && !objects.addKey(std::string_view(data.constData() + keyStart + 1, static_cast<std::size_t>(i - keyStart - 1)))
                    && result.duplicateKey < 0) {
                    result.duplicateKey = keyStart;
                    result.duplicateKeyText = data.mid(keyStart + 1, i - keyStart - 1);
                }
                keyStart = -1;
            }
        } else if (byte == '"') {
            inString = true;
            keyStart = objects.expectsKey() ? i : -1;
        } else if (byte == '[' || byte == '{') {
            if (++containers > kMaxJsonContainers) {
                result.tooManyContainers = true;
                return result;
            }
            objects.open(byte == '{');
        } else if (byte == ']' || byte == '}') {
            objects.close();
        } else if (byte == ',') {
            objects.comma();
        }
    }
    return result;
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
    const Prescan scan = prescan(data);
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
