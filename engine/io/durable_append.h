// Appending to a file that must survive a crash (the network server's table journals,
// docs/network.md "Writing tables"): the bytes are added at the end, every write and the flush are
// checked, and fdatasync puts them on disk before the call returns. On any failure the file is cut
// back to its length before the call, so a retry never leaves half a line in the middle. Each step
// can be made to fail by a test (write_faults.h: Open, Write, Flush, Sync).
#pragma once

#include <QByteArray>
#include <QString>

namespace canaan::io {

// Appends data to path (created when missing; the new name is not synced to the folder: a file
// that must survive a power cut from its first byte is made with writeFileSafely). False with the reason in *reason: the system's
// words ("No space left on device") or that the target is not a regular file.
bool appendFileDurably(const QString &path, const QByteArray &data, QString *reason = nullptr);

} // namespace canaan::io
