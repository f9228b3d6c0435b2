// Protocol version 2's views (docs/protocol.md, "View deltas"): a seat's view sent as what changed
// since the last view that seat's connections got. The server keeps each seat's last view as its
// top-level members' texts (ViewMembers) and writes the delta from two views of that one seat, so a
// delta never holds anything the seat's whole view would not. A client applies it to the view it
// holds (applyViewDelta) and has, member for member, the whole view version 1 would have sent.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <vector>

namespace canaan::io {
class JsonOut;
}

namespace canaan::net {

// The most elements a delta may give an array of the view (the view's `players`: at most six).
inline constexpr int kMaxViewItems = 64;

struct ViewMember {
    QByteArray key;   // an id: written without escaping
    QByteArray value; // its JSON text
    // An array of objects kept element by element (a view's `players`), so that a delta can replace
    // one element instead of the array; empty for every other member. `value` is their array.
    // (A QList: every seat's view shares the one list, copied without copying its elements.)
    QList<QByteArray> items;
};

// A view object as its members, in key order (QJsonObject's, which the whole view's text keeps).
class ViewMembers {
public:
    // Members are added in the order of their keys.
    void reserve(size_t members) { m_members.reserve(members); }
    void add(QByteArray key, QByteArray value);
    void add(const ViewMember &member) { m_members.push_back(member); }
    void addItems(QByteArray key, QList<QByteArray> items);
    // `a` and `b` (each in key order) as one object: a seat's own members with the shared ones.
    static ViewMembers merged(const ViewMembers &a, const ViewMembers &b);
    // The members of an object's compact JSON text as the server writes it (Conquest's views);
    // its arrays of objects kept element by element.
    static ViewMembers fromText(const QByteArray &object);

    bool empty() const { return m_members.empty(); }
    const std::vector<ViewMember> &members() const { return m_members; }
    // The whole object: the bytes of version 1's view.
    QByteArray text() const;
    friend bool operator==(const ViewMembers &a, const ViewMembers &b);

private:
    std::vector<ViewMember> m_members;
};

// What changed from one view to the next, as a delta object's parts, each the comma-separated
// text inside its brackets. Kept apart so that the delta of the members every seat shares, made
// once per action, and each seat's own are joined without being written again (their keys differ).
struct ViewDelta {
    QByteArray drop, items, set;
    bool empty() const { return drop.isEmpty() && items.isEmpty() && set.isEmpty(); }
    ViewDelta &operator+=(const ViewDelta &other);
    // {"drop": [key], "items": {key: {"length": n, "set": {"index": element}}}, "set": {key: value}},
    // each part only when it has something; "{}" when nothing changed. Written into `out` (a
    // message being written), or as a text of its own.
    void writeTo(io::JsonOut &out) const;
    QByteArray text() const;
};

// What changed from `before` to `after` (two views, or two parts of views, of one seat).
ViewDelta viewDelta(const ViewMembers &before, const ViewMembers &after);
inline QByteArray viewDeltaText(const ViewMembers &before, const ViewMembers &after) { return viewDelta(before, after).text(); }

// The client's side: `delta` applied to `view`, the view it was made against. False with *problem
// (the delta's field and what is wrong with it), `view` then unchanged. The result is checked
// again by the game's view reader, as a whole view is.
bool applyViewDelta(QJsonObject &view, const QJsonObject &delta, QString *problem);

} // namespace canaan::net
