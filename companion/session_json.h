// The session file (companion.json): the whole TableSession as JSON, the map embedded in the map
// file format, so a random or custom map survives without its file.
#pragma once

#include "companion/companion_session.h"

#include <QByteArray>
#include <optional>

namespace canaan::companion {

inline constexpr int kSessionFormatVersion = 1;

QByteArray sessionToJson(const TableSession &session);

struct SessionReadResult {
    std::optional<TableSession> session;
    QString error; // what is wrong and where ("players[1].name: ..."), when session is empty
};
// Reads a session; ids are checked against the map by Tabletop::sessionProblem, not here.
SessionReadResult sessionFromJson(const QByteArray &json);

} // namespace canaan::companion
