// The digest of a game state that a save records to detect a damaged or edited log. It is the
// SHA-256 of a canonical text of the state (canonicalStateText), not of the GameState's bytes, so it
// stays the same across compilers, machines and changes to the engine's memory layout.
#pragma once

#include "engine/settlers/rules/game_state.h"
#include "engine/settlers/rules/rules.h"

#include <QByteArray>
#include <QString>

namespace canaan::io {

// One fact per line, in a fixed order, with canonical ids (docs/save-format.md, "The digest").
QByteArray canonicalStateText(const settlers::Rules &rules, const settlers::GameState &state);
// "sha256:" and 64 lower-case hex digits.
QString stateDigest(const settlers::Rules &rules, const settlers::GameState &state);

} // namespace canaan::io
