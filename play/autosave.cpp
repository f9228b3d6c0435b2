#include "autosave.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace canaan::play {

namespace {
const QString kStateKey = QStringLiteral("autosave/state");
}

QString autosavePath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("autosave.canaansave"));
}

AutosaveState autosaveState()
{
    const QString value = QSettings().value(kStateKey).toString();
    if (value == QLatin1String("running"))
        return AutosaveState::Running;
    if (value == QLatin1String("closed"))
        return AutosaveState::Closed;
    if (value == QLatin1String("finished"))
        return AutosaveState::Finished;
    return AutosaveState::None;
}

void setAutosaveState(AutosaveState state)
{
    QSettings settings;
    switch (state) {
    case AutosaveState::None: settings.remove(kStateKey); break;
    case AutosaveState::Running: settings.setValue(kStateKey, QStringLiteral("running")); break;
    case AutosaveState::Closed: settings.setValue(kStateKey, QStringLiteral("closed")); break;
    case AutosaveState::Finished: settings.setValue(kStateKey, QStringLiteral("finished")); break;
    }
    settings.sync(); // a kill right after must still find it
}

bool writeAutosave(const SavedGame &game, const Rules &rules, const GameState &state, QString *error)
{
    const QString path = autosavePath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    return saveSaveFile(game, rules, state, path, error);
}

bool hasGameToContinue()
{
    return QFileInfo::exists(autosavePath()) && autosaveState() != AutosaveState::Finished;
}

bool wasInterrupted() { return QFileInfo::exists(autosavePath()) && autosaveState() == AutosaveState::Running; }

QString setAsideDamagedAutosave(const QDateTime &when)
{
    const QString path = autosavePath();
    const QDir dir = QFileInfo(path).absoluteDir();
    const QString stamp = when.toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = dir.filePath(QStringLiteral("autosave.damaged-%1.canaansave").arg(stamp));
    // Two in the same second: never overwrite the first.
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = dir.filePath(QStringLiteral("autosave.damaged-%1-%2.canaansave").arg(stamp).arg(n));
    if (!QFile::rename(path, target))
        return {};
    setAutosaveState(AutosaveState::None);
    return target;
}

} // namespace canaan::play
