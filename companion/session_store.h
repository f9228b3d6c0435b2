// Keeps the session on disk as it goes: companion.json in the app's data folder, written through
// io::writeFileSafely so a crash mid-write never damages the last good copy. A file that cannot be read is
// reported and moved aside (companion.damaged-DATE.json), never overwritten or deleted.
#pragma once

#include "companion/companion_session.h"

#include <QString>
#include <optional>

namespace canaan::companion {

struct StoredSession {
    std::optional<TableSession> session; // empty: nothing saved yet, or the file was damaged
    QString problem;                // why the file could not be used (translated), else empty
    QString setAsidePath;           // where the damaged file now is
};

class SessionStore {
public:
    // QStandardPaths::AppDataLocation/companion.json.
    static QString defaultPath();
    explicit SessionStore(QString path = defaultPath());

    const QString &path() const { return m_path; }
    StoredSession load() const;
    bool save(const TableSession &session, QString *error = nullptr) const;

private:
    QString m_path;
};

} // namespace canaan::companion
