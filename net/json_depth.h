// How deeply a JSON text nests its arrays and objects, found without parsing it: a hostile message
// of 100,000 '[' must be refused before a parser recurses into it.
#pragma once

#include <QByteArray>

namespace canaan::net {

// The deepest nesting of text (strings skipped); stops counting past limit + 1.
int jsonNestingDepth(const QByteArray &text, int limit);

} // namespace canaan::net
