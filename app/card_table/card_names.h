// The translated name of each Conquest card: tr() with the English name of the engine's card table as
// the source, so the Korean lives in canaan_ko.ts like every other string.
#pragma once

#include <QString>

namespace canaan::cardtable {

// The English name, as the translation source (empty for a number out of range).
const char *cardNameSource(int card);
// The name in the current language; a clear placeholder for a number out of range.
QString cardName(int card);

} // namespace canaan::cardtable
