// The client's side of protocol version 2's `view` messages (docs/protocol.md, "View deltas"): an
// action's events and the seat's view come as one message, the view often as a delta against the
// last one. ViewStream turns each back into what version 1 sends (an `events` message, then a
// `view` with the whole view), so that everything behind net::Client (the seat feeds, the app's
// tables, canaan-cli bot, the tests) reads one protocol. A connection hears one seat, so one view
// is kept.
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace canaan::net {

class ViewStream {
public:
    // One server message: appends to *out the messages version 1 has for it (any message but a
    // version 2 `view` unchanged). False with *problem (the field and what is wrong) when its view
    // cannot be had; its events are still appended, and no view is known until the next whole one
    // (which a `resync` asks for).
    bool read(const QJsonObject &message, QList<QJsonObject> *out, QString *problem);
    // Whether a view is known (the last view message was read).
    bool knowsView() const { return m_number >= 0; }

private:
    QJsonObject m_view;
    qint64 m_number = -1; // the view's number (`n`), -1 when none is known
};

} // namespace canaan::net
