#include "app/session/map_previews.h"

#include "boardview/board_text.h"
#include "app/session/game_folder.h"
#include "engine/io/map_file.h"
#include "cartography/map_drawing.h"
#include "cartography/map_folders.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QPainter>
#include <QPixmapCache>
#include <QSettings>
#include <QStandardPaths>

namespace canaan::session {

namespace {

// A file's version: its path, size and modification time (a built-in resource never changes).
QString versionKey(const QString &path)
{
    const QFileInfo info(path);
    return QStringLiteral("%1|%2|%3").arg(info.absoluteFilePath()).arg(info.size()).arg(
        info.lastModified().toMSecsSinceEpoch());
}

struct LoadedMap {
    MapEntry entry;
    std::optional<settlers::MapModel> map;
};

// Maps loaded for the list, by file version: the list is filled again on every choice.
const LoadedMap &loaded(const QString &path)
{
    static QHash<QString, LoadedMap> cache;
    const QString key = versionKey(path);
    if (const auto it = cache.constFind(key); it != cache.constEnd())
        return *it;
    LoadedMap result;
    const MapLoadResult load = loadMapFile(path);
    result.entry.path = path;
    if (load.ok()) {
        result.map = *load.map;
        result.entry.title = boardview::BoardText::localized(load.map->title);
    } else {
        result.entry.title = QFileInfo(path).fileName();
        result.entry.error = load.error.toString();
        result.entry.message = load.error.message;
    }
    return *cache.insert(key, result);
}

} // namespace

QStringList userMapFolders(const QStringList &recentMaps)
{
    QStringList candidates;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!documents.isEmpty())
        candidates << QDir(documents).filePath(QStringLiteral("Canaan"));
    candidates << gamesFolder() << cartography::lastMapFolder();
    for (const QString &map : recentMaps)
        candidates << QFileInfo(map).absolutePath();
    QStringList folders;
    for (const QString &folder : candidates) {
        const QString clean = QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
        if (QFileInfo(clean).isDir() && !folders.contains(clean))
            folders << clean;
    }
    return folders;
}

QList<MapEntry> userMaps(const QStringList &folders)
{
    QList<MapEntry> entries;
    for (const QString &folder : folders) {
        const QDir dir(folder);
        for (const QString &file : dir.entryList({QStringLiteral("*.canaanmap")}, QDir::Files | QDir::Readable, QDir::Name)) {
            if (entries.size() >= kMaxListedMaps)
                return entries;
            entries << mapEntry(dir.filePath(file));
        }
    }
    return entries;
}

MapEntry mapEntry(const QString &path) { return loaded(path).entry; }

QPixmap mapPreview(const QString &path, QSize size)
{
    const QString key = QStringLiteral("canaan-map-preview|%1|%2x%3").arg(versionKey(path)).arg(size.width()).arg(size.height());
    QPixmap picture;
    if (QPixmapCache::find(key, &picture))
        return picture;
    const LoadedMap &map = loaded(path);
    if (!map.map)
        return {};
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    const QRectF bounds = cartography::mapBounds(*map.map);
    const double scale = std::min(size.width() / bounds.width(), size.height() / bounds.height());
    painter.translate(size.width() / 2.0, size.height() / 2.0);
    painter.scale(scale, scale);
    painter.translate(-bounds.center());
    cartography::paintMap(painter, *map.map);
    painter.end();
    picture = QPixmap::fromImage(image);
    QPixmapCache::insert(key, picture);
    return picture;
}

} // namespace canaan::session
