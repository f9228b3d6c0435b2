#include "draft_store.h"

#include "io/map_file.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUuid>

namespace canaan::editor {

namespace {
const QString kSuffix = QStringLiteral(".canaanmap");
const QString kOriginSuffix = QStringLiteral(".origin"); // beside each draft: the path it belongs to
} // namespace

DraftStore::DraftStore(const QString &folder)
    : m_folder(folder.isEmpty()
                   ? QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/drafts")
                   : folder)
    , m_name(QStringLiteral("draft-") + QUuid::createUuid().toString(QUuid::WithoutBraces))
{
}

bool DraftStore::write(const MapModel &map, const QString &originalPath)
{
    if (!QDir().mkpath(m_folder))
        return false;
    QSaveFile origin(m_folder + u'/' + m_name + kOriginSuffix);
    if (!origin.open(QIODevice::WriteOnly))
        return false;
    origin.write(originalPath.toUtf8());
    if (!origin.commit())
        return false;
    QSaveFile file(m_folder + u'/' + m_name + kSuffix);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(serializeMap(map));
    return file.commit();
}

void DraftStore::remove() { discard({m_folder + u'/' + m_name + kSuffix, {}}); }

std::vector<Draft> DraftStore::leftOver() const
{
    std::vector<Draft> drafts;
    const QDir dir(m_folder);
    for (const QFileInfo &info : dir.entryInfoList({QStringLiteral("draft-*") + kSuffix}, QDir::Files, QDir::Time)) {
        if (info.completeBaseName() == m_name)
            continue;
        QFile origin(info.absolutePath() + u'/' + info.completeBaseName() + kOriginSuffix);
        QString originalPath;
        if (origin.open(QIODevice::ReadOnly))
            originalPath = QString::fromUtf8(origin.readAll());
        drafts.push_back({info.absoluteFilePath(), originalPath});
    }
    return drafts;
}

void DraftStore::discard(const Draft &draft)
{
    QFile::remove(draft.draftPath);
    QString origin = draft.draftPath;
    origin.chop(kSuffix.size());
    QFile::remove(origin + kOriginSuffix);
}

} // namespace canaan::editor
