// The quick reference at the table: building costs, the turn, the 7, the development cards and
// how the game is won, in the companion's own words (translated like every other text).
#pragma once

#include <QString>

namespace canaan::companion {

// Rich text for a QTextBrowser, in the UI language (the rules of the `canaan` ruleset).
QString quickReferenceHtml();

} // namespace canaan::companion
