// A Conquest computer player: decides from its seat's view only (C20), choosing one of the legal
// actions the driver lists (they name only the seat's own cards and public facts).
#pragma once

#include "engine/conquest/engine.h"
#include "engine/conquest/view.h"

#include <cstdint>
#include <memory>
#include <string_view>

namespace canaan::conquest {

class Bot {
public:
    virtual ~Bot() = default;
    // Called only when view.pendingPlayer == view.seat and a decision (not chance) is pending.
    virtual Action decide(const SeatView &view, const ActionList &legal) = 0;
};

// "random", "normal" or "hard"; nullptr for an unknown id.
std::unique_ptr<Bot> makeBot(std::string_view id, std::uint64_t seed);
bool isBotId(std::string_view id);

} // namespace canaan::conquest
