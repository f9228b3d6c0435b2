// Compact JSON text written as it goes, into one growing byte array: the server's hot path (a
// seat's view and events after every action) writes its messages with it instead of building
// QJsonObject trees and serialising them (docs/network.md, "Measurements"). The caller writes
// an object's keys in sorted order, so the text is the same bytes QJsonDocument would write. The
// text grows in a std::string, whose appends are inlined (QByteArray's went through its generic
// insert, a third of the cost of writing a view), and becomes a QByteArray once, when taken.
#pragma once

#include <QByteArray>
#include <string>
#include <string_view>

namespace canaan::net {

class JsonOut {
public:
    // `reserve`: the bytes expected (a whole message's 1024; a view's member a few).
    explicit JsonOut(size_t reserve = 1024) { m_text.reserve(reserve); }

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

} // namespace canaan::net
