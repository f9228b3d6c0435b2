#include "engine/settlers/stats/game_stats.h"

#include "engine/settlers/rules/engine.h"

#include <memory>
#include <optional>

namespace canaan::settlers {

int PlayerStats::totalProduced() const
{
    int n = 0;
    for (int count : produced)
        n += count;
    return n;
}

int diceWays(int sum)
{
    if (sum < 2 || sum > 12)
        return 0;
    return sum <= 7 ? sum - 1 : 13 - sum;
}

double GameStats::expectedCount(int sum) const { return rolls * diceWays(sum) / 36.0; }

namespace {

bool validPlayer(int p, int players) { return p >= 0 && p < players; }
bool validResource(int r) { return r >= 0 && r < kResourceCount; }

// A trade's cards given, per seat, from the hands before and after it: the same count for a
// harbor, the bank or another player, whatever the trade's form.
bool isTrade(const Action &a) { return a.kind == ActionKind::MaritimeTrade || a.kind == ActionKind::ConfirmTrade; }

void countTraded(const GameState &before, const GameState &after, GameStats &stats)
{
    for (int p = 0; p < stats.players; ++p)
        for (int r = 0; r < kResourceCount; ++r)
            if (after.hand[p][r] < before.hand[p][r])
                stats.perPlayer[static_cast<std::size_t>(p)].cardsTraded += before.hand[p][r] - after.hand[p][r];
}

} // namespace

GameStats computeGameStats(const Rules &rules, int players, const std::vector<Action> &log,
    const GameStatsObserver &observer)
{
    GameStats stats;
    stats.players = players;
    stats.perPlayer.resize(static_cast<std::size_t>(players > 0 ? players : 0));
    if (players < rules.minPlayers() || players > rules.maxPlayers()) {
        stats.illegalAt = log.empty() ? -1 : 0;
        return stats;
    }
    GameState state = newGame(rules, players);
    auto sink = std::make_unique<EventSink>();
    // Copper chosen right after a roll is part of that roll's production (R06).
    bool afterRoll = false;
    for (std::size_t i = 0; i < log.size(); ++i) {
        const Action &action = log[i];
        if (checkLegal(rules, state, action) != IllegalReason::Ok) {
            stats.illegalAt = static_cast<int>(i);
            break;
        }
        const bool copperForRoll = afterRoll && action.kind == ActionKind::ChooseResource &&
                                   state.pending == Pending::CopperChoice;
        const bool production = action.kind == ActionKind::Dice || copperForRoll;
        afterRoll = production;
        sink->clear();
        std::optional<GameState> before;
        if (isTrade(action))
            before = state;
        apply(rules, state, action, sink.get());
        ++stats.actions;
        if (before)
            countTraded(*before, state, stats);
        if (action.kind == ActionKind::BuyCard && validPlayer(action.player, players))
            ++stats.perPlayer[action.player].devCardsBought; // not the Prophet's free card
        if (action.kind == ActionKind::Dice) {
            ++stats.rolls;
            const int sum = action.a + action.b;
            if (sum >= 2 && sum <= 12)
                ++stats.diceCounts[static_cast<std::size_t>(sum)];
        }
        for (int e = 0; e < sink->size; ++e) {
            const Event &event = sink->events[static_cast<std::size_t>(e)];
            const int p = event.player;
            if (!validPlayer(p, players))
                continue;
            PlayerStats &ps = stats.perPlayer[static_cast<std::size_t>(p)];
            switch (event.kind) {
            case EventKind::ResourcesGained:
                if (validResource(event.a)) {
                    ps.gained[event.a] += event.b;
                    if (production)
                        ps.produced[event.a] += event.b;
                }
                break;
            case EventKind::Discarded: ++ps.cardsDiscarded; break;
            case EventKind::CardStolen:
                ++ps.cardsStolen;
                if (validPlayer(event.b, players))
                    ++stats.perPlayer[event.b].cardsLost;
                break;
            case EventKind::CardPlayed: ++ps.devCardsPlayed; break;
            case EventKind::StoneAdded: ++ps.stonesAdded; break;
            default: break;
            }
        }
        if (observer)
            observer(static_cast<int>(i), state, stats);
    }
    stats.turns = state.turn;
    stats.blackStones = state.blackStones;
    stats.finalState = state;
    return stats;
}

} // namespace canaan
