// Reading and writing *.canaanmap files (JSON, see docs/map-format.md) and the design checks that
// are not errors. Errors and warnings are translated in context "canaan::MapFile".
#pragma once

#include "board/map.h"

#include <QByteArray>
#include <QString>
#include <optional>
#include <vector>

namespace canaan {

// What went wrong and where: the file, the JSON place ("hexes[12].number") and the message.
struct FileError {
    QString file;
    QString place;   // JSON path, empty when the whole file is at fault
    QString message; // translated, a whole sentence
    int line = 0;    // 1-based, for malformed JSON only
    int column = 0;
    // "FILE:PLACE: error: MESSAGE", the form canaan-cli validate prints.
    QString toString() const;
};

struct MapLoadResult {
    std::optional<MapModel> map; // set on success
    FileError error;             // set on failure
    bool ok() const { return map.has_value(); }
};

MapLoadResult loadMapFile(const QString &path);
// fileName is only used to name the file in errors.
MapLoadResult parseMap(const QByteArray &json, const QString &fileName);
QByteArray serializeMap(const MapModel &map);
// Writes through QSaveFile, so a failed write never damages the previous file.
bool saveMapFile(const MapModel &map, const QString &path, QString *errorMessage = nullptr);

struct MapWarning {
    QString place;   // JSON path, or an intersection / hex id
    QString message; // translated
};
// Design warnings of a loadable map (RULINGS.md, issue 2): nothing here stops play.
std::vector<MapWarning> validateMap(const MapModel &map);

} // namespace canaan
