#include "engine/io/json_out.h"

#include "engine/io/json_text.h"

#include <charconv>

namespace canaan::io {

JsonOut &JsonOut::number(int value)
{
    separate();
    char digits[12];
    const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
    m_text.append(digits, size_t(end - digits));
    m_afterValue = true;
    return *this;
}

JsonOut &JsonOut::boolean(bool value)
{
    separate();
    m_text += value ? "true" : "false";
    m_afterValue = true;
    return *this;
}

JsonOut &JsonOut::null()
{
    separate();
    m_text += "null";
    m_afterValue = true;
    return *this;
}

JsonOut &JsonOut::string(std::string_view utf8)
{
    // Ids need no escaping and are quoted directly; anything else is escaped by Qt (compactJson).
    if (!needsNoEscaping(utf8))
        return raw(compactJson(utf8));
    separate();
    m_text += '"';
    m_text += utf8;
    m_text += '"';
    m_afterValue = true;
    return *this;
}

} // namespace canaan::io
