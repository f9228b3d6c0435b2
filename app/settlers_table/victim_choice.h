// Whom the Plague may rob on the hex the person moved it to (R-Plague: an opponent with a building
// at its corners and a card in hand), as the board shows them: each candidate's buildings there, his
// card count (public) and the move that robs him. From the engine's legal moves only.
#pragma once

#include "engine/settlers/rules/engine.h"
#include "engine/settlers/rules/seat_view.h"

#include <vector>

namespace canaan::settlerstable {

struct VictimCandidate {
    int seat = -1;
    std::vector<int> buildings; // his settlements and cities at the hex's corners
    int cards = 0;              // in his hand
    settlers::Action action;              // MovePlague to the hex, robbing him
};

// In seat order; empty unless the legal moves rob someone on `tile`.
// `view`: the seat deciding's (the card counts are public; the hands are not).
std::vector<VictimCandidate> victimCandidates(const settlers::Rules &rules, const settlers::SeatView &view,
                                              const std::vector<settlers::Action> &legal, int tile);

// The candidate with a building at `vertex`, or null.
const VictimCandidate *victimAt(const std::vector<VictimCandidate> &candidates, int vertex);

} // namespace canaan::settlerstable
