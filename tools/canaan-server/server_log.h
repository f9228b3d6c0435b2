// canaan-server's messages on standard error, in the journal's terms when systemd's journal reads
// them (JOURNAL_STREAM names standard error): each line then starts with its syslog priority,
// "<3>" for an error, which journalctl shows and filters (-p err), and without the program's name,
// which the journal adds itself. On a terminal: "canaan-server: message".
#pragma once

#include <QString>

namespace canaan::server {

// The syslog priorities of sd-daemon(3) that the server uses.
enum class Priority { Error = 3, Warning = 4, Notice = 5, Info = 6 };

// One line on standard error, flushed at once.
void logLine(Priority priority, const QString &message);

// Whether standard error is the journal's stream (JOURNAL_STREAM is "device:inode" of it).
bool stderrIsJournal();

} // namespace canaan::server
