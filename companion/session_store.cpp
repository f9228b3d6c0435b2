#include "companion/session_store.h"

#include "engine/io/bounded_file.h"
#include "engine/io/safe_write.h"
#include "companion/session_json.h"
#include "companion/tabletop.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace canaan::companion {

namespace {

constexpr qint64 kMaxSessionBytes = 16 * 1024 * 1024;


// companion.json -> companion.damaged-20261121-143000.json (a number added if that exists too).
QString setAside(const QString &path)
{
    const QFileInfo info(path);
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target;
    for (int k = 0;; ++k) {
        target = info.dir().filePath(QStringLiteral("%1.damaged-%2%3.%4")
                                         .arg(info.completeBaseName(), stamp,
                                              k ? QStringLiteral("-%1").arg(k) : QString(), info.suffix()));
        if (!QFileInfo::exists(target))
            break;
    }
    return QFile::rename(path, target) ? target : QString();
}

} // namespace

QString SessionStore::defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("companion.json"));
}

SessionStore::SessionStore(QString path)
    : m_path(std::move(path))
{
}

StoredSession SessionStore::load() const
{
    StoredSession out;
    io::removeStaleTemporaryFiles(m_path); // left by a kill at the moment of a save
    const io::BoundedRead read = io::readBoundedFile(m_path, kMaxSessionBytes);
    switch (read.status) {
    case io::BoundedRead::Status::Missing: return out;
    case io::BoundedRead::Status::Ok: break;
    case io::BoundedRead::Status::Folder: out.problem = QCoreApplication::translate("canaan::companion::SessionFile", "It is a folder, not a file."); break;
    case io::BoundedRead::Status::NotRegular: out.problem = QCoreApplication::translate("canaan::companion::SessionFile", "It is not a regular file (a FIFO, a device or a socket)."); break;
    case io::BoundedRead::Status::TooLarge: out.problem = QCoreApplication::translate("canaan::companion::SessionFile", "The file is too large to be a session."); break;
    case io::BoundedRead::Status::Unreadable: out.problem = read.errorString; break;
    }
    if (out.problem.isEmpty()) {
        SessionReadResult parsed = sessionFromJson(read.data);
        if (!parsed.session) {
            out.problem = parsed.error;
        } else if (const QString mapError = mapProblem(parsed.session->map); !mapError.isEmpty()) {
            out.problem = QStringLiteral("map: %1").arg(mapError);
        } else if (const QString error = Tabletop(parsed.session->map).sessionProblem(*parsed.session); !error.isEmpty()) {
            out.problem = error;
        } else {
            out.session = std::move(parsed.session);
            return out;
        }
    }
    if (read.status != io::BoundedRead::Status::Folder && read.status != io::BoundedRead::Status::NotRegular)
        out.setAsidePath = setAside(m_path);
    return out;
}

bool SessionStore::save(const TableSession &session, QString *error) const
{
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    return io::writeFileSafely(m_path, sessionToJson(session), error);
}

} // namespace canaan::companion
