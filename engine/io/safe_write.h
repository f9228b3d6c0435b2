// The one way this program writes a file (saves, autosaves, maps, drafts, companion sessions,
// pictures): the data goes to a temporary file beside the target, every write, the flush and an
// fsync are checked, the temporary file then replaces the target, and the folder is synced so that
// a power cut keeps the new name. Any failure leaves the previous file as it was.
#pragma once

#include <QByteArray>
#include <QString>

namespace canaan::io {

// Writes data to path. On failure returns false with the reason in *reason: the system's words
// ("No space left on device"), or that the target is not a regular file (a device, a folder, a
// FIFO), which is never replaced. Each step can be made to fail by a test (write_faults.h).
bool writeFileSafely(const QString &path, const QByteArray &data, QString *reason = nullptr);

// A kill between the temporary file's creation and the rename leaves PATH.XXXXXX beside the
// target. Removes those (six letters or digits after the name) that have not been touched for
// minAgeSeconds, so that another program's write in progress is left alone. Returns how many went.
int removeStaleTemporaryFiles(const QString &path, int minAgeSeconds = 60);
// The same for every target in folder whose name matches nameFilter ("draft-*.canaanmap").
int removeStaleTemporaryFilesIn(const QString &folder, const QString &nameFilter, int minAgeSeconds = 60);

} // namespace canaan::io
