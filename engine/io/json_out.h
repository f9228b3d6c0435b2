// The project's one JSON writer: compact JSON text written as it goes, into one growing byte array,
// with the keys in the order the caller writes them. The saves (their log entries, options and
// seats) are written with it, and the server's hot path (a seat's view and events after every
// action) writes its messages with it instead of building QJsonObject trees and serialising them
// (docs/network.md, "Measurements"); there the caller writes an object's keys in sorted order, so
// the text is the same bytes QJsonDocument would write. Scalars are escaped as Qt escapes them
// (json_text.h). The text grows in a std::string, whose appends are inlined (QByteArray's went
// through its generic insert, a third of the cost of writing a view), and becomes a QByteArray
// once, when taken.
#pragma once

#include <QByteArray>
#include <string>
#include <string_view>

namespace canaan::io {

class JsonOut {
public:
    // capacity: the bytes reserved at first (a whole message or view about a kilobyte; an action
    // or a view's member a few dozen).
    explicit JsonOut(std::size_t capacity = 1024) { m_text.reserve(capacity); }

    JsonOut &beginObject() { return open('{'); }
    JsonOut &endObject() { return close('}'); }
    JsonOut &beginArray() { return open('['); }
    JsonOut &endArray() { return close(']'); }
    // The key of the object member that follows (an id: no escaping needed). Inline, as raw():
    // a view's text is mostly keys.
    JsonOut &key(std::string_view name)
    {
        separate();
        m_text += '"';
        m_text += name;
        m_text += "\":";
        return *this;
    }

    JsonOut &number(int value);
    JsonOut &boolean(bool value);
    JsonOut &null();
    // A string, escaped as QJsonDocument escapes it.
    JsonOut &string(std::string_view utf8);
    // Text that already is one JSON value (a nested message part).
    JsonOut &raw(const QByteArray &json)
    {
        separate();
        m_text.append(json.constData(), size_t(json.size()));
        m_afterValue = true;
        return *this;
    }

    // A number, or null for "none" (the engine's kNoId).
    JsonOut &numberOrNull(int value, int none)
    {
        return value == none ? null() : number(value);
    }

    std::string_view view() const { return m_text; }
    QByteArray take() const { return QByteArray(m_text.data(), qsizetype(m_text.size())); }

private:
    void separate()
    {
        if (m_afterValue)
            m_text += ',';
        m_afterValue = false;
    }
    JsonOut &open(char bracket)
    {
        separate();
        m_text += bracket;
        return *this;
    }
    JsonOut &close(char bracket)
    {
        m_text += bracket;
        m_afterValue = true;
        return *this;
    }

    std::string m_text;
    bool m_afterValue = false; // a value was just written: the next member or element needs a comma
};

} // namespace canaan::io
