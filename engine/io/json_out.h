// The project's one JSON writer: compact JSON text written as it goes, into one growing byte array,
// with the keys in the order the caller writes them. The saves (their log entries, options and
// seats) are written with it, and the server's hot path (a seat's view and events after every
// action) writes its messages with it instead of building QJsonObject trees and serialising them
// (docs/network.md, "Measurements"); there the caller writes an object's keys in sorted order, so
// the text is the same bytes QJsonDocument would write. Scalars are escaped as Qt escapes them
// (json_text.h). The text grows in a std::string (QByteArray's appends went through its generic
// insert, a third of the cost of writing a view), written a token at a time, and becomes a
// QByteArray once, when taken.
#pragma once

#include <QByteArray>
#include <QString>
#include <algorithm>
#include <cstring>
#include <string>
#include <string_view>

namespace canaan::io {

class JsonOut {
public:
    // capacity: the bytes reserved at first (a whole message or view about a kilobyte; an action
    // or a view's member a few dozen).
    explicit JsonOut(std::size_t capacity = 1024) { m_text.resize(std::max(capacity, kInPlace)); }

    JsonOut &beginObject() { return open('{'); }
    JsonOut &endObject() { return close('}'); }
    JsonOut &beginArray() { return open('['); }
    JsonOut &endArray() { return close(']'); }
    // The key of the object member that follows (an id: no escaping needed). Inline, as raw():
    // a view's text is mostly keys.
    JsonOut &key(std::string_view name)
    {
        char *at = room(name.size() + 4);
        if (m_afterValue)
            *at++ = ',';
        m_afterValue = false;
        *at++ = '"';
        at = copy(at, name);
        *at++ = '"';
        *at++ = ':';
        m_size = std::size_t(at - m_text.data());
        return *this;
    }

    JsonOut &number(int value)
    {
        if (value < 0 || value > 99) // counts and ids, the most numbers written, are small
            return anyNumber(value);
        char *at = room(3);
        if (m_afterValue)
            *at++ = ',';
        if (value > 9)
            *at++ = char('0' + value / 10);
        *at++ = char('0' + value % 10);
        m_size = std::size_t(at - m_text.data());
        m_afterValue = true;
        return *this;
    }
    JsonOut &boolean(bool value);
    JsonOut &null();
    // A string, escaped as QJsonDocument escapes it.
    JsonOut &string(std::string_view utf8);
    // The same of a Qt string.
    JsonOut &text(const QString &text);
    // Text that already is one JSON value (a nested message part).
    JsonOut &raw(const QByteArray &json) { return value(std::string_view(json.constData(), std::size_t(json.size()))); }

    // A number, or null for "none" (the engine's kNoId).
    JsonOut &numberOrNull(int value, int none)
    {
        return value == none ? null() : number(value);
    }

    std::string_view view() const { return {m_text.data(), m_size}; }
    QByteArray take() const { return QByteArray(m_text.data(), qsizetype(m_size)); }

private:
    static constexpr std::size_t kInPlace = 15; // what a std::string holds without allocating

    // Room for n more bytes at the end of the text (written, then counted in m_size).
    char *room(std::size_t n)
    {
        if (m_text.size() - m_size < n)
            grow(n);
        return m_text.data() + m_size;
    }
    void grow(std::size_t n);
    JsonOut &anyNumber(int value);
    JsonOut &escaped(std::string_view utf8);
    // `text` at `at`, and the end of it (an empty view may have no data to copy from).
    static char *copy(char *at, std::string_view text)
    {
        if (!text.empty())
            std::memcpy(at, text.data(), text.size());
        return at + text.size();
    }
    // One value's text, after a comma when it follows another.
    JsonOut &value(std::string_view text)
    {
        char *at = room(text.size() + 1);
        if (m_afterValue)
            *at++ = ',';
        m_size = std::size_t(copy(at, text) - m_text.data());
        m_afterValue = true;
        return *this;
    }
    JsonOut &open(char bracket)
    {
        char *at = room(2);
        if (m_afterValue)
            *at++ = ',';
        *at++ = bracket;
        m_size = std::size_t(at - m_text.data());
        m_afterValue = false;
        return *this;
    }
    JsonOut &close(char bracket)
    {
        *room(1) = bracket;
        ++m_size;
        m_afterValue = true;
        return *this;
    }

    // The text is its first m_size bytes; the rest is room ahead, grown by doubling. (Written
    // through a pointer, a token at a time: std::string's own appends were a call per character.)
    std::string m_text;
    std::size_t m_size = 0;
    bool m_afterValue = false; // a value was just written: the next member or element needs a comma
};

} // namespace canaan::io
