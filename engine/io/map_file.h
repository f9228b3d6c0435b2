// Reading and writing *.canaanmap files (JSON, see docs/map-format.md) and the design checks that
// are not errors. Errors and warnings are translated in context "canaan::MapFile".
#pragma once

#include "engine/io/bounded_file.h"

#include "engine/settlers/board/map.h"

#include <QByteArray>
#include <QString>
#include <optional>
#include <vector>

namespace canaan {

// Caps that keep a hostile or broken file from exhausting memory.
inline constexpr qint64 kMaxMapFileBytes = 8 * 1024 * 1024;
inline constexpr int kMaxMapHexes = 10000;

// What went wrong and where: the file, the JSON place ("hexes[12].number") and the message.
struct FileError {
    QString file;
    QString place;   // JSON path, empty when the whole file is at fault
    QString message; // translated, a whole sentence
    int line = 0;    // 1-based, for malformed JSON only
    int column = 0;
    // "FILE:PLACE: error: MESSAGE" (or "FILE:LINE:COLUMN: ..." for malformed JSON), the form
    // canaan-cli validate prints.
    QString toString() const;
};

// A problem at one place of a map: an error or a design warning.
struct MapIssue {
    QString place;   // JSON path ("hexes[3].number", "harbors[0]"), empty for the whole map
    QString message; // translated, a whole sentence
};
using MapWarning = MapIssue;

struct MapLoadResult {
    std::optional<settlers::MapModel> map;       // set on success
    FileError error;                   // set on failure
    std::vector<MapWarning> warnings;  // while reading: keys this program does not know
    bool ok() const { return map.has_value(); }
};

MapLoadResult loadMapFile(const QString &path);
// Why a map file could not be read, in the words of canaan::MapFile (empty when it was).
QString mapFileReadProblem(const io::BoundedRead &read);
// fileName is only used to name the file in errors.
MapLoadResult parseMap(const QByteArray &json, const QString &fileName);
QByteArray serializeMap(const settlers::MapModel &map);
// Writes through io::writeFileSafely: every step is checked, and a failure never damages the
// previous file.
bool saveMapFile(const settlers::MapModel &map, const QString &path, QString *errorMessage = nullptr);

// The errors a loader would refuse, for a map built in memory (the editor checks before saving):
// duplicate hexes, numbers where none may go, harbors off sea or not facing land, Jerusalem sites
// off Jerusalem. Places use the map's own indices. Empty when the map is sound.
std::vector<MapIssue> findMapErrors(const settlers::MapModel &map);

// Design warnings of a loadable map (docs/map-format.md, "Warnings"): nothing here stops play.
std::vector<MapWarning> validateMap(const settlers::MapModel &map);

// "FILE:PLACE: warning: MESSAGE", the form canaan-cli validate prints.
QString warningLine(const QString &file, const MapWarning &warning);

} // namespace canaan
