#include "net/view_delta.h"

#include "engine/io/json_out.h"

#include <QJsonArray>
#include <algorithm>
#include <cstring>
#include <string>

namespace canaan::net {

namespace {

std::string_view bytes(const QByteArray &text) { return {text.constData(), size_t(text.size())}; }

// Equal texts; the members the server shares between seats and actions are often the same bytes
// (and the keys the same literals).
bool same(const QByteArray &a, const QByteArray &b)
{
    if (a.size() != b.size())
        return false;
    return a.constData() == b.constData() || std::memcmp(a.constData(), b.constData(), size_t(a.size())) == 0;
}

// The end of the JSON value that starts at text[i]: compact, valid JSON as the server writes it.
qsizetype valueEnd(const QByteArray &text, qsizetype i)
{
    int depth = 0;
    bool inString = false;
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\') {
                ++i;
            } else if (c == '"') {
                inString = false;
                if (depth == 0)
                    return i + 1;
            }
            continue;
        }
        switch (c) {
        case '"': inString = true; break;
        case '{':
        case '[': ++depth; break;
        case '}':
        case ']':
            if (--depth <= 0)
                return depth == 0 ? i + 1 : i; // the value's own bracket, or its container's
            break;
        case ',':
            if (depth == 0)
                return i;
            break;
        default: break;
        }
    }
    return text.size();
}

// The elements of an array's text `[a,b,...]`.
QList<QByteArray> elementsOf(const QByteArray &array)
{
    QList<QByteArray> items;
    for (qsizetype i = 1; i < array.size() && array[i] != ']';) {
        const qsizetype end = valueEnd(array, i);
        items.push_back(array.mid(i, end - i));
        i = end + (end < array.size() && array[end] == ',');
    }
    return items;
}

QByteArray arrayOf(const QList<QByteArray> &items)
{
    QByteArray text(1, '[');
    for (const QByteArray &item : items) {
        if (text.size() > 1)
            text += ',';
        text += item;
    }
    return text + ']';
}

// The "items" part of a delta for one array kept by element: {"length": n, "set": {index: element}}.
QByteArray itemsDelta(const QList<QByteArray> &before, const QList<QByteArray> &after)
{
    io::JsonOut out(256);
    out.beginObject().key("length").number(int(after.size())).key("set").beginObject();
    for (qsizetype i = 0; i < after.size(); ++i) {
        if (i >= before.size() || !same(before[i], after[i]))
            out.key(std::to_string(i)).raw(after[i]);
    }
    out.endObject().endObject();
    return out.take();
}

} // namespace

void ViewMembers::add(QByteArray key, QByteArray value)
{
    m_members.push_back({std::move(key), std::move(value), {}});
}

void ViewMembers::addItems(QByteArray key, QList<QByteArray> items)
{
    QByteArray value = arrayOf(items);
    m_members.push_back({std::move(key), std::move(value), std::move(items)});
}

ViewMembers ViewMembers::merged(const ViewMembers &a, const ViewMembers &b)
{
    ViewMembers all;
    all.m_members.reserve(a.m_members.size() + b.m_members.size());
    std::merge(a.m_members.begin(), a.m_members.end(), b.m_members.begin(), b.m_members.end(), std::back_inserter(all.m_members),
               [](const ViewMember &x, const ViewMember &y) { return x.key < y.key; });
    return all;
}

ViewMembers ViewMembers::fromText(const QByteArray &object)
{
    ViewMembers members;
    for (qsizetype i = 1; i < object.size() && object[i] == '"';) {
        const qsizetype keyEnd = object.indexOf('"', i + 1); // keys are ids: no escapes
        if (keyEnd < 0)
            break;
        const qsizetype start = keyEnd + 2; // past `":`
        const qsizetype end = valueEnd(object, start);
        QByteArray key = object.mid(i + 1, keyEnd - i - 1);
        QByteArray value = object.mid(start, end - start);
        if (value.startsWith("[{"))
            members.addItems(std::move(key), elementsOf(value));
        else
            members.add(std::move(key), std::move(value));
        i = end + (end < object.size() && object[end] == ',');
    }
    return members;
}

QByteArray ViewMembers::text() const
{
    qsizetype size = 2;
    for (const ViewMember &m : m_members)
        size += m.key.size() + m.value.size() + 4;
    QByteArray text;
    text.reserve(size);
    text += '{';
    for (const ViewMember &m : m_members) {
        if (text.size() > 1)
            text += ',';
        text += '"';
        text += m.key;
        text += "\":";
        text += m.value;
    }
    text += '}';
    return text;
}

bool operator==(const ViewMembers &a, const ViewMembers &b)
{
    return std::equal(a.m_members.begin(), a.m_members.end(), b.m_members.begin(), b.m_members.end(),
                      [](const ViewMember &x, const ViewMember &y) { return same(x.key, y.key) && same(x.value, y.value); });
}

ViewDelta viewDelta(const ViewMembers &before, const ViewMembers &after)
{
    io::JsonOut drop(0), items(0), set(256);
    const auto &b = before.members();
    const auto &a = after.members();
    size_t i = 0, j = 0;
    while (i < b.size() || j < a.size()) {
        const bool sameKey = i < b.size() && j < a.size() && same(b[i].key, a[j].key);
        if (!sameKey && (j == a.size() || (i < b.size() && b[i].key < a[j].key))) {
            drop.string(bytes(b[i++].key));
            continue;
        }
        const ViewMember &now = a[j++];
        if (sameKey) {
            const ViewMember &was = b[i++];
            if (same(was.value, now.value))
                continue;
            if (!was.items.empty() && !now.items.empty()) {
                const QByteArray patch = itemsDelta(was.items, now.items);
                if (patch.size() < now.value.size()) { // else the whole array is shorter
                    items.key(bytes(now.key)).raw(patch);
                    continue;
                }
            }
        }
        set.key(bytes(now.key)).raw(now.value);
    }
    const auto text = [](const io::JsonOut &out) { return out.view().empty() ? QByteArray() : out.take(); };
    return {text(drop), text(items), text(set)};
}

ViewDelta &ViewDelta::operator+=(const ViewDelta &other)
{
    for (auto [mine, theirs] : {std::pair(&drop, &other.drop), std::pair(&items, &other.items), std::pair(&set, &other.set)}) {
        if (!mine->isEmpty() && !theirs->isEmpty())
            *mine += ',';
        *mine += *theirs;
    }
    return *this;
}

void ViewDelta::writeTo(io::JsonOut &out) const
{
    out.beginObject();
    if (!drop.isEmpty())
        out.key("drop").beginArray().raw(drop).endArray();
    if (!items.isEmpty())
        out.key("items").beginObject().raw(items).endObject();
    if (!set.isEmpty())
        out.key("set").beginObject().raw(set).endObject();
    out.endObject();
}

QByteArray ViewDelta::text() const
{
    io::JsonOut out(size_t(drop.size() + items.size() + set.size() + 32));
    writeTo(out);
    return out.take();
}

namespace {

// An array element's index as a delta writes it: a decimal number without sign or leading zeros.
int indexOf(const QString &key, int length)
{
    bool ok = false;
    const int index = key.toInt(&ok);
    return ok && index >= 0 && index < length && QString::number(index) == key ? index : -1;
}

bool applyItems(QJsonObject &view, const QJsonObject &items, QString *problem)
{
    for (auto it = items.begin(); it != items.end(); ++it) {
        const QString place = QStringLiteral("delta.items.%1").arg(it.key());
        if (!view.value(it.key()).isArray()) {
            *problem = place + QStringLiteral(": not an array of the view");
            return false;
        }
        const QJsonObject patch = it.value().toObject();
        const QJsonValue length = patch.value(QLatin1String("length"));
        const double n = length.toDouble(-1);
        if (!it.value().isObject() || !length.isDouble() || n != double(int(n)) || n < 0 || n > kMaxViewItems) {
            *problem = place + QStringLiteral(".length: a whole number from 0 to %1 is required").arg(kMaxViewItems);
            return false;
        }
        if (!patch.value(QLatin1String("set")).isObject() || patch.size() != 2) {
            *problem = place + QStringLiteral(": an object of length and set is required");
            return false;
        }
        const QJsonArray old = view.value(it.key()).toArray();
        QJsonArray next;
        std::vector<bool> given(size_t(n), false);
        for (qsizetype e = 0; e < qsizetype(n); ++e)
            next.append(e < old.size() ? old[e] : QJsonValue());
        const QJsonObject set = patch.value(QLatin1String("set")).toObject();
        for (auto element = set.begin(); element != set.end(); ++element) {
            const int index = indexOf(element.key(), int(n));
            if (index < 0) {
                *problem = place + QStringLiteral(".set.%1: no such element").arg(element.key());
                return false;
            }
            next[index] = element.value();
            given[size_t(index)] = true;
        }
        for (qsizetype e = old.size(); e < qsizetype(n); ++e) {
            if (!given[size_t(e)]) {
                *problem = place + QStringLiteral(".set: element %1 is new and missing").arg(e);
                return false;
            }
        }
        view.insert(it.key(), next);
    }
    return true;
}

} // namespace

bool applyViewDelta(QJsonObject &view, const QJsonObject &delta, QString *problem)
{
    for (auto it = delta.begin(); it != delta.end(); ++it) {
        const bool known = it.key() == QLatin1String("drop") || it.key() == QLatin1String("items") || it.key() == QLatin1String("set");
        if (!known) {
            *problem = QStringLiteral("delta.%1: not a part of a delta").arg(it.key());
            return false;
        }
        if (it.key() == QLatin1String("drop") ? !it.value().isArray() : !it.value().isObject()) {
            *problem = QStringLiteral("delta.%1: wrong type").arg(it.key());
            return false;
        }
    }
    QJsonObject next = view;
    const QJsonArray drop = delta.value(QLatin1String("drop")).toArray();
    for (qsizetype i = 0; i < drop.size(); ++i) {
        if (!drop[i].isString() || !next.contains(drop[i].toString())) {
            *problem = QStringLiteral("delta.drop[%1]: no such member of the view").arg(i);
            return false;
        }
        next.remove(drop[i].toString());
    }
    if (!applyItems(next, delta.value(QLatin1String("items")).toObject(), problem))
        return false;
    const QJsonObject set = delta.value(QLatin1String("set")).toObject();
    for (auto it = set.begin(); it != set.end(); ++it)
        next.insert(it.key(), it.value());
    view = std::move(next);
    return true;
}

} // namespace canaan::net
