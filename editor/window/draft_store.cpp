#include "editor/window/draft_store.h"

#include "engine/io/bounded_file.h"
#include "engine/io/map_file.h"
#include "engine/io/safe_write.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
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

bool DraftStore::write(const settlers::MapModel &map, const QString &originalPath, QString *reason)
{
    if (!QDir().mkpath(m_folder)) {
        if (reason)
            *reason = QCoreApplication::translate("canaan::editor::DraftStore", "The folder %1 cannot be created.")
                          .arg(QDir::toNativeSeparators(m_folder));
        return false;
    }
    return io::writeFileSafely(m_folder + u'/' + m_name + kOriginSuffix, originalPath.toUtf8(), reason)
        && io::writeFileSafely(m_folder + u'/' + m_name + kSuffix, serializeMap(map), reason);
}

void DraftStore::remove() { discard({m_folder + u'/' + m_name + kSuffix, {}}); }

std::vector<Draft> DraftStore::leftOver() const
{
    std::vector<Draft> drafts;
    io::removeStaleTemporaryFilesIn(m_folder, QStringLiteral("draft-*") + kSuffix);
    io::removeStaleTemporaryFilesIn(m_folder, QStringLiteral("draft-*") + kOriginSuffix);
    const QDir dir(m_folder);
    for (const QFileInfo &info : dir.entryInfoList({QStringLiteral("draft-*") + kSuffix}, QDir::Files, QDir::Time)) {
        if (info.completeBaseName() == m_name)
            continue;
        // A path, so a few KiB at most; anything else in its place is ignored.
        const io::BoundedRead origin = io::readBoundedFile(info.absolutePath() + u'/' + info.completeBaseName() + kOriginSuffix, 64 * 1024);
        const QString originalPath = origin.status == io::BoundedRead::Status::Ok ? QString::fromUtf8(origin.data) : QString();
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
