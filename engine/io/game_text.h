// The translated words and sentences for the engine's ids (context "canaan::GameText"): why an
// action is illegal, resource and card names, the pending decision, how a game ended. The engine
// builds no text (DESIGN.md); the CLI and the app show these.
#pragma once

#include "engine/settlers/board/terrain.h"
#include "engine/settlers/rules/action.h"
#include "engine/settlers/options/cards.h"
#include "engine/settlers/rules/events.h"
#include "engine/settlers/rules/game_state.h"
#include "engine/settlers/options/options.h"

#include <QString>

namespace canaan {

// A whole sentence, e.g. "The intersection is too close to another building."
QString illegalReasonText(settlers::IllegalReason reason);
// Classic shows Stone as Brick and the development cards by their base-game names.
QString resourceName(settlers::Resource r, settlers::Ruleset ruleset);
QString devCardName(settlers::DevCard c, settlers::Ruleset ruleset);
QString specialCardName(settlers::SpecialCard c, settlers::Ruleset ruleset);
// What the game waits for, e.g. "discarding a card"; whose decision it is is shown separately.
QString pendingText(settlers::Pending p);
// How a game ended, e.g. "Jerusalem was completed."
QString endReasonText(settlers::EndReason r);

} // namespace canaan
