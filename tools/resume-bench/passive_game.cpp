#include "tools/resume-bench/passive_game.h"

#include "engine/settlers/rules/engine.h"

namespace canaan::bench {

namespace {

// Decisions that would let the game end: building, cards and trades are never chosen.
bool grows(settlers::ActionKind kind)
{
    switch (kind) {
    case settlers::ActionKind::BuildRoad:
    case settlers::ActionKind::BuildSettlement:
    case settlers::ActionKind::BuildCity:
    case settlers::ActionKind::BuyCard:
    case settlers::ActionKind::BuildStone:
    case settlers::ActionKind::MaritimeTrade:
    case settlers::ActionKind::OfferTrade:
    case settlers::ActionKind::PlayCard: return true;
    default: return false;
    }
}

} // namespace

SavedGame passiveGame(const settlers::MapModel &map, int actions, settlers::GameState &state)
{
    SavedGame game;
    game.map = map;
    game.ruleset = map.ruleset;
    game.options = map.options;
    game.seats = {{"Reuben", "random", "red"}, {"Judah", "random", "blue"}, {"Levi", "random", "white"},
        {"Dan", "random", "orange"}};
    const settlers::Rules rules = game.rules();
    state = settlers::newGame(rules, static_cast<int>(game.seats.size()));
    static settlers::ActionList legal;
    std::uint32_t random = 2026;
    auto next = [&random] { return random = random * 1664525u + 1013904223u; };
    game.log.reserve(static_cast<std::size_t>(actions));
    while (static_cast<int>(game.log.size()) < actions && state.pending != settlers::Pending::None) {
        settlers::Action action;
        if (settlers::isChancePending(state)) {
            action = settlers::chanceFromRandom(rules, state, next(), next());
        } else {
            settlers::legalActions(rules, state, legal);
            std::vector<settlers::Action> calm;
            for (const settlers::Action &a : legal) {
                if (a.kind == settlers::ActionKind::EndTurn) {
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
        settlers::apply(rules, state, action);
        game.log.push_back(action);
    }
    return game;
}

} // namespace canaan::bench
