// A started table's journal (docs/network.md, "Writing tables"): DATA/tables/CODE.journal beside
// the table's file. Its first line names the table and the index in the game's log of its first
// action; then one action a line, as the save's log writes it, appended by the group commit. The
// table's whole file is written only at checkpoints; at a restart the table resumes from its file
// plus the journal's actions past the file's log.
#pragma once

#include <QByteArray>
#include <QString>
#include <optional>
#include <vector>

namespace canaan::net {

// The journal's first line (with its newline): table `code`, its next line is log[from].
QByteArray journalHeader(const QString &code, int from);

struct JournalRead {
    int from = 0;                    // the log index of actions[0]
    std::vector<QByteArray> actions; // one action's JSON text each, complete lines only
    bool torn = false;               // the last line had no newline (a kill mid-append): dropped
    qint64 wholeBytes = 0;           // the length of the complete lines (the header's included)
};

// The journal of table `code`, or nothing with the reason in *problem: not a journal, another
// table's, a line that is not an action's JSON object. A torn last line is dropped (torn set),
// never an error; so is a torn header, which leaves an empty journal.
std::optional<JournalRead> readJournal(const QByteArray &bytes, const QString &code, QString *problem);

// The save `save` (a JSON object with a "log" array, of either game kind) with the journal's
// actions past its log added, and its digest removed when any were (the host replays the log and
// checks every action). *logLength is the log's length then. Nothing with *problem when the save
// is no such object or the journal begins past the save's log (actions in between are missing).
std::optional<QByteArray> saveWithJournal(const QByteArray &save, const JournalRead &journal, int *logLength, QString *problem);

} // namespace canaan::net
