// Which sound an event of the board game asks for (issue 37): the dice, a development card played,
// a card stolen, a trade done (with a player or the bank). The window plays it at the app's volume;
// "your turn" is the window's own cue (GameWindow::onHumanToAct), as only it knows who sits here.
#pragma once

#include "engine/settlers/rules/events.h"
#include "app/sound/sound_player.h"

#include <optional>

namespace canaan::settlerstable {

std::optional<sound::Sound> soundOfEvent(const settlers::Event &event);

} // namespace canaan::settlerstable
