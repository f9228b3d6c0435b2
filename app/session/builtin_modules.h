// The game modules built into the program (game_module.h), registered in the order the start screen
// lists them.
#pragma once

namespace canaan::session {

// Registers them (once; later calls do nothing).
void registerBuiltinModules();

} // namespace canaan::session
