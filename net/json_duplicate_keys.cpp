#include "net/json_duplicate_keys.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QString>
#include <vector>

namespace canaan::net {

namespace {

struct Level {
    bool object = false;
    bool expectsKey = false;
    QSet<QString> keys;
};

// The string token text[begin..end] (with its quotes) as the text it stands for.
QString keyText(const QByteArray &text, qsizetype begin, qsizetype end)
{
    const QByteArray token = text.mid(begin, end - begin + 1);
    if (!token.contains('\\'))
        return QString::fromUtf8(token.mid(1, token.size() - 2));
    return QJsonDocument::fromJson("[" + token + "]").array().at(0).toString();
}

} // namespace

bool hasDuplicateKey(const QByteArray &text)
{
    std::vector<Level> levels;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {
            const qsizetype begin = i;
            for (++i; i < text.size() && text[i] != '"'; ++i) {
                if (text[i] == '\\')
                    ++i;
            }
            if (!levels.empty() && levels.back().object && levels.back().expectsKey) {
                Level &level = levels.back();
                level.expectsKey = false;
                const QString key = keyText(text, begin, i);
                if (level.keys.contains(key))
                    return true;
                level.keys.insert(key);
            }
        } else if (c == '{' || c == '[') {
            levels.push_back({c == '{', c == '{', {}});
        } else if ((c == '}' || c == ']') && !levels.empty()) {
            levels.pop_back();
        } else if (c == ',' && !levels.empty() && levels.back().object) {
            levels.back().expectsKey = true;
        }
    }
    return false;
}

} // namespace canaan::net
