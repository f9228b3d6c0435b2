// Every table on disk, one file each (DATA/tables/CODE.json), written through io::writeFileSafely
// after every change (by the server's TableWriter); a finished one's save later moves to
// DATA/finished/CODE.canaansave, so a crash or a kill -9 loses nothing and a restart finds every table where it
// stood. The files hold the seat tokens: the data folder is the server's own.
#pragma once

#include "table.h"

#include <QString>
#include <optional>
#include <vector>

namespace canaan::net {

QByteArray tableToJson(const Table &table);
// The table, or nothing with the reason in *problem (a damaged or foreign file).
std::optional<Table> tableFromJson(const QByteArray &json, QString *problem);

class TableStore {
public:
    explicit TableStore(QString folder) : m_folder(std::move(folder)) {}

    // Creates the folder; false with the reason when it cannot.
    bool open(QString *problem);
    // Writes one table; false with the system's reason.
    bool save(const Table &table, QString *problem);
    bool remove(const QString &code);

    struct Loaded {
        std::vector<Table> tables;
        QStringList problems; // "FILE: reason" per file that could not be read (left in place)
    };
    Loaded loadAll() const;

    QString pathOf(const QString &code) const;
    // Where a finished table's save is kept for replay: DATA/finished/CODE.canaansave.
    QString finishedPathOf(const QString &code) const;

private:
    QString m_folder;
};

} // namespace canaan::net
