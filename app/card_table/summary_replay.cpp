#include "summary_replay.h"

#include "conquest/engine.h"

namespace canaan::cardtable {

void replaySummary(ConquestSummary &summary, int &turnSeen, const conquest::State &start,
                   std::span<const conquest::Action> log)
{
    conquest::State state = start;
    noteCities(summary, turnSeen, state);
    for (const conquest::Action &action : log) {
        if (conquest::checkLegal(state, action) != conquest::IllegalReason::Ok)
            return;
        noteBattle(summary, state, action);
        conquest::apply(state, action);
        noteCities(summary, turnSeen, state);
    }
}

} // namespace canaan::cardtable
