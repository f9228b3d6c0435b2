// loadMapFile() and parseMap(): the file and its JSON syntax. The map's content is read by
// map_reader.cpp and checked by map_checks.cpp.
#include "io/map_file.h"
#include "io/json_document.h"
#include "io/map_reader.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <algorithm>

namespace canaan {

namespace {

QString tooLargeMessage()
{
    return QCoreApplication::translate("canaan::MapFile", "The file is larger than %1 MiB, more than any map needs.")
        .arg(kMaxMapFileBytes / (1024 * 1024));
}

} // namespace

MapLoadResult parseMap(const QByteArray &json, const QString &fileName)
{
    MapLoadResult result;
    result.error.file = fileName;
    if (json.size() > kMaxMapFileBytes) {
        result.error.message = tooLargeMessage();
        return result;
    }
    const io::JsonObjectRead read = io::readJsonObject(json);
    if (read.status == io::JsonObjectRead::Status::Malformed) {
        result.error.line = read.line;
        result.error.column = read.column;
        result.error.message = QCoreApplication::translate("canaan::MapFile", "The file is not valid JSON: %1.")
                                   .arg(read.parseError);
        return result;
    }
    if (read.status == io::JsonObjectRead::Status::NotAnObject) {
        result.error.message = QCoreApplication::translate("canaan::MapFile", "The file must hold one JSON object.");
        return result;
    }
    io::JsonWalker walker;
    MapModel map = io::readMapObject(read.object, walker);
    result.warnings = walker.warnings();
    if (walker.failed()) {
        result.error.place = walker.error()->place;
        result.error.message = walker.error()->message;
        return result;
    }
    const std::vector<MapIssue> errors = findMapErrors(map);
    if (!errors.empty()) {
        result.error.place = errors.front().place;
        result.error.message = errors.front().message;
        return result;
    }
    result.map = std::move(map);
    return result;
}

MapLoadResult loadMapFile(const QString &path)
{
    MapLoadResult result;
    result.error.file = path;
    const QFileInfo info(path);
    if (!info.exists()) {
        result.error.message = QCoreApplication::translate("canaan::MapFile", "The file does not exist.");
        return result;
    }
    if (info.isDir()) {
        result.error.message = QCoreApplication::translate("canaan::MapFile", "This is a folder, not a map file.");
        return result;
    }
    if (info.size() > kMaxMapFileBytes) {
        result.error.message = tooLargeMessage();
        return result;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error.message = QCoreApplication::translate("canaan::MapFile", "The file cannot be read: %1.")
                                   .arg(file.errorString());
        return result;
    }
    // One byte past the cap: the file may have grown since it was measured; parseMap refuses it then.
    return parseMap(file.read(kMaxMapFileBytes + 1), path);
}

} // namespace canaan
