// The two secrets of a table: its code (short, typed by people, joins a private table) and each
// seat's token (long, kept by the client, takes the seat back after a dropped connection). Both come
// from the system's cryptographic generator, so neither is guessed from earlier ones.
#pragma once

#include <QString>

namespace canaan::net {

// 32^10 = 2^50 codes (docs/network.md, "Table codes"); the tables kept by an older server have 6.
inline constexpr int kTableCodeLength = 10;
inline constexpr int kOldTableCodeLength = 6;
inline constexpr int kSeatTokenHexDigits = 32; // 128 bits

// Letters and digits people do not confuse: no 0/O, no 1/I.
QString newTableCode();
// A code of kTableCodeLength, or of kOldTableCodeLength (a table kept from before).
bool isTableCode(const QString &text);

QString newSeatToken();
bool isSeatToken(const QString &text);
// Compares in time independent of where the texts differ, so a timing does not reveal a prefix.
bool sameToken(const QString &a, const QString &b);

} // namespace canaan::net
