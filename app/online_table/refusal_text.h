// A server's refusal (docs/protocol.md, "Errors": an id and its detail) in the user's language.
// The server sends ids, never sentences, so each client words them in its own.
#pragma once

#include <QJsonObject>
#include <QString>

namespace canaan::online {

// `message` is the server's whole `error` message.
QString refusalText(const QJsonObject &message);

} // namespace canaan::online
