#include "engine/io/json_out.h"

#include "engine/io/json_text.h"

#include <algorithm>
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
    // Ids need no escaping and are quoted directly; other valid UTF-8 is escaped here as Qt escapes
    // it (a save's text in a table's file is mostly quotes and line ends); invalid UTF-8 by Qt
    // (compactJson), which writes replacement characters for it.
    if (!needsNoEscaping(utf8))
        return escaped(utf8);
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

namespace {

// The length of the UTF-8 sequence at s, or 0 when it is not one Qt's decoder reads as it is
// (overlong, a surrogate, above U+10FFFF, cut short).
int sequenceLength(const unsigned char *s, const unsigned char *end)
{
    const unsigned char c = *s;
    const int length = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc2 ? 2 : 0;
    if (length == 0 || c > 0xf4 || end - s < length)
        return 0;
    const unsigned char next = s[1];
    if ((c == 0xe0 && next < 0xa0) || (c == 0xed && next > 0x9f) || (c == 0xf0 && next < 0x90) || (c == 0xf4 && next > 0x8f))
        return 0;
    for (int i = 1; i < length; ++i)
        if ((s[i] & 0xc0) != 0x80)
            return 0;
    return length;
}

} // namespace

JsonOut &JsonOut::escaped(std::string_view utf8)
{
    // As QJsonDocument writes a string: a quote, a backslash and the control characters escaped,
    // those without a short form as \u00xx with lower-case digits; the rest as it is. Text that is
    // not valid UTF-8 is left to Qt, which writes replacement characters for it.
    const std::size_t before = m_size;
    const bool afterValue = m_afterValue;
    char *at = room(6 * utf8.size() + 3);
    if (m_afterValue)
        *at++ = ',';
    *at++ = '"';
    const auto *s = reinterpret_cast<const unsigned char *>(utf8.data());
    const auto *end = s + utf8.size();
    while (s < end) {
        const unsigned char u = *s;
        if (u >= 0x80) {
            const int length = sequenceLength(s, end);
            if (length == 0) {
                m_size = before;
                m_afterValue = afterValue;
                return raw(compactJson(utf8));
            }
            for (int i = 0; i < length; ++i)
                *at++ = char(*s++);
            continue;
        }
        ++s;
        const char c = char(u);
        if (u >= 0x20 && c != '"' && c != '\\') {
            *at++ = c;
            continue;
        }
        *at++ = '\\';
        switch (c) {
        case '"': *at++ = '"'; break;
        case '\\': *at++ = '\\'; break;
        case '\b': *at++ = 'b'; break;
        case '\f': *at++ = 'f'; break;
        case '\n': *at++ = 'n'; break;
        case '\r': *at++ = 'r'; break;
        case '\t': *at++ = 't'; break;
        default:
            *at++ = 'u';
            *at++ = '0';
            *at++ = '0';
            *at++ = "0123456789abcdef"[u >> 4];
            *at++ = "0123456789abcdef"[u & 0xf];
        }
    }
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
