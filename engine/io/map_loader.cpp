// loadMapFile() and parseMap(): the file and its JSON syntax. The map's content is read by
// map_reader.cpp and checked by map_checks.cpp.
#include "engine/io/map_file.h"
#include "engine/io/bounded_file.h"
#include "engine/io/json_document.h"
#include "engine/io/map_reader.h"

#include <QCoreApplication>
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
    if (read.status == io::JsonObjectRead::Status::TooManyContainers) {
        result.error.message = QCoreApplication::translate("canaan::MapFile",
            "The file holds more than %1 lists and objects, more than any map needs.")
                                   .arg(io::kMaxJsonContainers);
        return result;
    }
    if (read.status == io::JsonObjectRead::Status::NotAnObject) {
        result.error.message = QCoreApplication::translate("canaan::MapFile", "The file must hold one JSON object.");
        return result;
    }
    io::JsonWalker walker;
    settlers::MapModel map = io::readMapObject(read.object, walker);
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

QString mapFileReadProblem(const io::BoundedRead &read)
{
    switch (read.status) {
    case io::BoundedRead::Status::Ok:
        return {};
    case io::BoundedRead::Status::Missing:
        return QCoreApplication::translate("canaan::MapFile", "The file does not exist.");
    case io::BoundedRead::Status::Folder:
        return QCoreApplication::translate("canaan::MapFile", "This is a folder, not a map file.");
    case io::BoundedRead::Status::NotRegular:
        return QCoreApplication::translate(
            "canaan::MapFile", "This is not a regular file (a FIFO, a device or a socket), not a map file.");
    case io::BoundedRead::Status::TooLarge:
        return tooLargeMessage();
    case io::BoundedRead::Status::Unreadable:
        return QCoreApplication::translate("canaan::MapFile", "The file cannot be read: %1.").arg(read.errorString);
    }
    return {};
}

MapLoadResult loadMapFile(const QString &path)
{
    MapLoadResult result;
    result.error.file = path;
    const io::BoundedRead read = io::readBoundedFile(path, kMaxMapFileBytes);
    if (read.status == io::BoundedRead::Status::Ok)
        return parseMap(read.data, path);
    result.error.message = mapFileReadProblem(read);
    return result;
}

} // namespace canaan
