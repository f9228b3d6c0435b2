#include "app/card_table/summary_replay.h"

#include "engine/conquest/engine.h"

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

void noteView(ConquestSummary &summary, int &turnSeen, const conquest::SeatView &view, const QStringList &names)
{
    summary.numPlayers = view.numPlayers;
    summary.names = names;
    summary.nations = view.nations;
    summary.winners = view.winners;
    for (int s = 0; s < view.numPlayers; ++s) {
        summary.cities[s] = view.cities[s];
        summary.armies[s] = view.armies[s];
    }
    noteCities(summary, turnSeen, view);
}

} // namespace canaan::cardtable
