#include "engine/io/json_out.h"

#include "engine/io/json_text.h"

#include <charconv>

namespace canaan::io {

void JsonOut::grow(std::size_t n)
{
    m_text.resize(std::max(2 * m_text.size(), m_size + n));
}

JsonOut &JsonOut::anyNumber(int value)
{
    char digits[12];
    const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
    return this->value(std::string_view(digits, std::size_t(end - digits)));
}

JsonOut &JsonOut::boolean(bool value)
{
    return this->value(value ? std::string_view("true") : std::string_view("false"));
}

JsonOut &JsonOut::null()
{
    return value("null");
}

JsonOut &JsonOut::string(std::string_view utf8)
{
    // Ids need no escaping and are quoted directly; anything else is escaped by Qt (compactJson).
    if (!needsNoEscaping(utf8))
        return raw(compactJson(utf8));
    char *at = room(utf8.size() + 3);
    if (m_afterValue)
        *at++ = ',';
    *at++ = '"';
    at = copy(at, utf8);
    *at++ = '"';
    m_size = std::size_t(at - m_text.data());
    m_afterValue = true;
    return *this;
}

JsonOut &JsonOut::text(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    return string(std::string_view(utf8.constData(), std::size_t(utf8.size())));
}

} // namespace canaan::io
