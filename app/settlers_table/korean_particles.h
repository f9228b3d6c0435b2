// Korean particles depend on the word before them (이/가, 을/를, ...). Translations write both forms,
// "%1이(가)", and fixParticles() picks the right one once the name is filled in. Text without such
// pairs (English) passes unchanged.
#pragma once

#include <QString>

namespace canaan::settlerstable {

QString fixParticles(const QString &text);

} // namespace canaan::settlerstable
