#include "engine/io/json_scan.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>
#include <deque>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace canaan::io {

namespace {

// The keys of the objects open at one point of the scan.
class OpenObjects {
public:
    void open(bool isObject) { m_levels.push_back({isObject, isObject, {}, {}}); }
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
    // Records a key (the text between its quotes, as written); false when the object had it already.
    bool addKey(std::string_view written)
    {
        Level &level = m_levels.back();
        level.expectKey = false;
        const std::string_view key = written.find('\\') == std::string_view::npos ? written : unescaped(written);
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
    // The key an escaped one stands for, kept for the rest of the scan (Qt reads the escapes; a bad
    // one makes the text fail to parse, so what it reads as does not matter).
    std::string_view unescaped(std::string_view written)
    {
        const QByteArray token = "[\"" + QByteArray(written.data(), qsizetype(written.size())) + "\"]";
        m_unescaped.push_back(QJsonDocument::fromJson(token).array().at(0).toString().toStdString());
        return m_unescaped.back();
    }

    struct Level {
        bool isObject;
        bool expectKey;
        std::vector<std::string_view> few; // most objects have a handful of keys
        std::unordered_set<std::string_view> many;
    };
    std::vector<Level> m_levels;
    std::deque<std::string> m_unescaped; // a deque: the views into it stay valid as it grows
};

} // namespace

JsonScan scanJson(const QByteArray &data, const JsonScanLimits &limits)
{
    JsonScan result;
    qint64 containers = 0;
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    OpenObjects objects;
    qsizetype keyStart = -1; // the opening quote of the key being read, or -1 for a value
    for (qsizetype i = 0; i < data.size(); ++i) {
        const auto byte = static_cast<unsigned char>(data[i]);
        if (byte < 0x20 && byte != '\t' && byte != '\n' && byte != '\r' && result.controlCharacter < 0) {
            result.controlCharacter = i;
            if (limits.stopAtControlCharacter)
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
            if (++containers > limits.maxContainers) {
                result.tooManyContainers = true;
                return result;
            }
            result.deepest = std::max(result.deepest, ++depth);
            if (depth > limits.maxDepth)
                return result;
            objects.open(byte == '{');
        } else if ((byte == ']' || byte == '}') && depth > 0) {
            --depth;
            objects.close();
        } else if (byte == ',') {
            objects.comma();
        }
    }
    return result;
}

} // namespace canaan::io
