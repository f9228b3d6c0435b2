// Every table on disk, one file each (DATA/tables/CODE.json), written through io::writeFileSafely
// at every lobby change and at a game's checkpoints (by the server's TableWriter), and a started
// game's later actions in its journal beside it (DATA/tables/CODE.journal, table_journal.h); a
// finished one's save later moves to DATA/finished/CODE.canaansave, so a restart after a crash or a
// kill -9 finds every table where it stood, less what docs/network.md says may be lost. The files
// hold the seat tokens: the data folder is the server's own.
#pragma once

#include "net/table.h"

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
        QStringList notes;    // "FILE: what was done" (a journal's torn last line dropped)
    };
    Loaded loadAll() const;

    QString pathOf(const QString &code) const;
    QString journalPathOf(const QString &code) const;
    // Where a finished table's save is kept for replay: DATA/finished/CODE.canaansave.
    QString finishedPathOf(const QString &code) const;

private:
    // Adds the journal beside `table`'s file, if any, to its game; false with *problem.
    bool readJournalOf(Table &table, QStringList *notes, QString *problem) const;

    QString m_folder;
};

} // namespace canaan::net
