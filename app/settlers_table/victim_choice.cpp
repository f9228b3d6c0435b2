#include "app/settlers_table/victim_choice.h"

#include <algorithm>

namespace canaan::settlerstable {

std::vector<VictimCandidate> victimCandidates(const settlers::Rules &rules, const settlers::SeatView &view,
                                              const std::vector<settlers::Action> &legal, int tile)
{
    std::vector<VictimCandidate> out;
    for (const settlers::Action &a : legal) {
        if (a.kind != settlers::ActionKind::MovePlague || a.a != tile || a.b == settlers::kNoId)
            continue;
        VictimCandidate c;
        c.seat = a.b;
        c.cards = view.handCount[a.b]; // public, while the hand itself is not
        c.action = a;
        for (const settlers::VertexId v : rules.topology().tiles()[static_cast<std::size_t>(tile)].vertices)
            if (v != settlers::kNone && view.board.ownerAt(v) == a.b)
                c.buildings.push_back(v);
        out.push_back(std::move(c));
    }
    std::sort(out.begin(), out.end(), [](const VictimCandidate &x, const VictimCandidate &y) { return x.seat < y.seat; });
    return out;
}

const VictimCandidate *victimAt(const std::vector<VictimCandidate> &candidates, int vertex)
{
    for (const VictimCandidate &c : candidates)
        if (std::find(c.buildings.begin(), c.buildings.end(), vertex) != c.buildings.end())
            return &c;
    return nullptr;
}

} // namespace canaan::settlerstable
