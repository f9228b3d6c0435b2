#include "play/autosave.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QSettings>
#include <QStandardPaths>
#include <memory>

namespace canaan::play {

namespace {
// The board game's key is the one older versions wrote; another kind has a group of its own.
QString stateKey(const QString &kind)
{
    return kind == kSettlersAutosave ? QStringLiteral("autosave/state") : QStringLiteral("autosave/%1/state").arg(kind);
}

QString savedAsKey(const QString &kind) { return QStringLiteral("autosave/%1/savedAs").arg(kind); }
// Where versions before issue 35 kept the board game's (module id "board").
const QString kLegacySavedAsKey = QStringLiteral("autosave/board/savedAs");

std::unique_ptr<QLockFile> &autosaveLock()
{
    static std::unique_ptr<QLockFile> lock;
    return lock;
}
} // namespace

QString autosaveLockPath() { return QFileInfo(autosavePath()).absoluteDir().filePath(QStringLiteral("autosave.lock")); }

bool holdsAutosaves()
{
    std::unique_ptr<QLockFile> &lock = autosaveLock();
    const QString path = autosaveLockPath();
    if (lock && lock->isLocked() && lock->fileName() == path)
        return true;
    QDir().mkpath(QFileInfo(path).absolutePath());
    lock = std::make_unique<QLockFile>(path);
    lock->setStaleLockTime(0); // stale only when its process is gone (a crash), never by age
    return lock->tryLock(0);
}

void releaseAutosaves() { autosaveLock().reset(); }

QString autosaveSavedAs(const QString &kind)
{
    // Versions before issue 35 named the board game "board": its key is still read.
    const QVariant value = QSettings().value(savedAsKey(kind));
    if (!value.isValid() && kind == kSettlersAutosave)
        return QSettings().value(kLegacySavedAsKey).toString();
    return value.toString();
}

void setAutosaveSavedAs(const QString &kind, const QString &path)
{
    if (!holdsAutosaves())
        return;
    QSettings settings;
    if (kind == kSettlersAutosave)
        settings.remove(kLegacySavedAsKey);
    if (path.isEmpty())
        settings.remove(savedAsKey(kind));
    else
        settings.setValue(savedAsKey(kind), QFileInfo(path).absoluteFilePath());
}

QString autosavePath(const QString &kind)
{
    const QString name = kind == kSettlersAutosave ? QStringLiteral("autosave.canaansave")
                                                : QStringLiteral("%1-autosave.canaansave").arg(kind);
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(name);
}

AutosaveState autosaveState(const QString &kind)
{
    const QString value = QSettings().value(stateKey(kind)).toString();
    if (value == QLatin1String("running"))
        return AutosaveState::Running;
    if (value == QLatin1String("closed"))
        return AutosaveState::Closed;
    if (value == QLatin1String("finished"))
        return AutosaveState::Finished;
    return AutosaveState::None;
}

void setAutosaveState(AutosaveState state) { setAutosaveState(kSettlersAutosave, state); }

void setAutosaveState(const QString &kind, AutosaveState state)
{
    if (!holdsAutosaves())
        return; // another copy's game is in the autosave
    QSettings settings;
    const QString key = stateKey(kind);
    switch (state) {
    case AutosaveState::None: settings.remove(key); break;
    case AutosaveState::Running: settings.setValue(key, QStringLiteral("running")); break;
    case AutosaveState::Closed: settings.setValue(key, QStringLiteral("closed")); break;
    case AutosaveState::Finished: settings.setValue(key, QStringLiteral("finished")); break;
    }
    settings.sync(); // a kill right after must still find it
}

bool writeAutosave(const SavedGame &game, const settlers::Rules &rules, const settlers::GameState &state, QString *error)
{
    const QString path = autosavePath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    return saveSaveFile(game, rules, state, path, error);
}

bool hasGameToContinue(const QString &kind)
{
    return holdsAutosaves() && QFileInfo::exists(autosavePath(kind)) && autosaveState(kind) != AutosaveState::Finished;
}

bool wasInterrupted(const QString &kind)
{
    return holdsAutosaves() && QFileInfo::exists(autosavePath(kind)) && autosaveState(kind) == AutosaveState::Running;
}

QString setAsideDamagedAutosave(const QDateTime &when) { return setAsideDamagedAutosave(kSettlersAutosave, when); }

QString setAsideDamagedAutosave(const QString &kind, const QDateTime &when)
{
    const QString path = autosavePath(kind);
    const QFileInfo info(path);
    const QDir dir = info.absoluteDir();
    const QString base = info.completeBaseName(); // autosave, conquest-autosave
    const QString stamp = when.toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = dir.filePath(QStringLiteral("%1.damaged-%2.canaansave").arg(base, stamp));
    // Two in the same second: never overwrite the first.
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = dir.filePath(QStringLiteral("%1.damaged-%2-%3.canaansave").arg(base, stamp).arg(n));
    if (!QFile::rename(path, target))
        return {};
    setAutosaveState(kind, AutosaveState::None);
    return target;
}

} // namespace canaan::play
