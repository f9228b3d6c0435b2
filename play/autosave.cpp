#include "autosave.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace canaan::play {

namespace {
// The board game's key is the one older versions wrote; another kind has a group of its own.
QString stateKey(const QString &kind)
{
    return kind == kBoardAutosave ? QStringLiteral("autosave/state") : QStringLiteral("autosave/%1/state").arg(kind);
}
} // namespace

QString autosavePath(const QString &kind)
{
    const QString name = kind == kBoardAutosave ? QStringLiteral("autosave.canaansave")
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

void setAutosaveState(AutosaveState state) { setAutosaveState(kBoardAutosave, state); }

void setAutosaveState(const QString &kind, AutosaveState state)
{
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

bool writeAutosave(const SavedGame &game, const Rules &rules, const GameState &state, QString *error)
{
    const QString path = autosavePath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    return saveSaveFile(game, rules, state, path, error);
}

bool hasGameToContinue(const QString &kind)
{
    return QFileInfo::exists(autosavePath(kind)) && autosaveState(kind) != AutosaveState::Finished;
}

bool wasInterrupted(const QString &kind)
{
    return QFileInfo::exists(autosavePath(kind)) && autosaveState(kind) == AutosaveState::Running;
}

QString setAsideDamagedAutosave(const QDateTime &when) { return setAsideDamagedAutosave(kBoardAutosave, when); }

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
