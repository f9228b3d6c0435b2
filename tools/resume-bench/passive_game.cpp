#include "tools/resume-bench/passive_game.h"

#include "engine/settlers/rules/engine.h"

namespace canaan::bench {

namespace {

// Decisions that would let the game end: building, cards and trades are never chosen.
bool grows(ActionKind kind)
{
    switch (kind) {
    case ActionKind::BuildRoad:
    case ActionKind::BuildSettlement:
    case ActionKind::BuildCity:
    case ActionKind::BuyCard:
    case ActionKind::BuildStone:
    case ActionKind::MaritimeTrade:
    case ActionKind::OfferTrade:
    case ActionKind::PlayCard: return true;
    default: return false;
    }
}

} // namespace

SavedGame passiveGame(const MapModel &map, int actions, GameState &state)
{
    SavedGame game;
    game.map = map;
    game.ruleset = map.ruleset;
    game.options = map.options;
    game.seats = {{"Reuben", "random", "red"}, {"Judah", "random", "blue"}, {"Levi", "random", "white"},
        {"Dan", "random", "orange"}};
    const Rules rules = game.rules();
    state = newGame(rules, static_cast<int>(game.seats.size()));
    static ActionList legal;
    std::uint32_t random = 2026;
    auto next = [&random] { return random = random * 1664525u + 1013904223u; };
    game.log.reserve(static_cast<std::size_t>(actions));
    while (static_cast<int>(game.log.size()) < actions && state.pending != Pending::None) {
        Action action;
        if (isChancePending(state)) {
            action = chanceFromRandom(rules, state, next(), next());
        } else {
            legalActions(rules, state, legal);
            std::vector<Action> calm;
            for (const Action &a : legal) {
                if (a.kind == ActionKind::EndTurn) {
                    calm = {a};
                    break;
                }
                if (!grows(a.kind))
                    calm.push_back(a);
            }
            if (calm.empty())
                calm.assign(legal.begin(), legal.end());
            action = calm[next() % calm.size()];
        }
        apply(rules, state, action);
        game.log.push_back(action);
    }
    return game;
}

} // namespace canaan::bench
