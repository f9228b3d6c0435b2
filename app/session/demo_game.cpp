#include "app/session/demo_game.h"

#include "engine/settlers/ai/driver.h"
#include "play/settlers_game.h"

namespace canaan::session {

settlerstable::GameSetup botsOnlySetup(const settlers::MapModel &map, std::uint64_t seed)
{
    settlerstable::GameSetup setup;
    setup.map = map;
    setup.seed = seed;
    const int players = std::min(4, map.maxPlayers);
    setup.seats = settlerstable::defaultSeats(players, QStringLiteral("normal"));
    setup.seats[0].botId = QStringLiteral("normal");
    return setup;
}

settlerstable::GameSetup demoSetup(const settlers::MapModel &map, std::uint64_t seed, int actions, bool toTheEnd, bool allBots)
{
    settlerstable::GameSetup setup = botsOnlySetup(map, seed);
    const settlers::Rules rules(map);
    std::vector<std::unique_ptr<settlers::Bot>> owned;
    std::vector<settlers::Bot *> bots;
    for (int i = 0; i < setup.seats.size(); ++i) {
        owned.push_back(play::SettlersGame::makeBot(setup.seats[i].botId, play::SettlersGame::botSeed(seed, i)));
        bots.push_back(owned.back().get());
    }
    settlers::DriverOptions options;
    options.seed = seed;
    const settlers::PlayedGame played = settlers::playGame(rules, bots, options);

    std::size_t length = played.log.size();
    if (!toTheEnd) {
        // Replay up to `actions`, then on until seat 0 decides, so the picture is the same every time.
        settlers::GameState state = settlers::newGame(rules, static_cast<int>(setup.seats.size()));
        std::size_t i = 0;
        for (; i < played.log.size(); ++i) {
            const bool seat0Decides = !state.isOver() && !settlers::isChancePending(state) && state.pendingPlayer == 0;
            if (i >= static_cast<std::size_t>(actions) && seat0Decides)
                break;
            settlers::apply(rules, state, played.log[i]);
        }
        length = i;
    }
    setup.history.assign(played.log.begin(), played.log.begin() + static_cast<std::ptrdiff_t>(length));
    if (!allBots)
        setup.seats[0].botId.clear(); // the person
    return setup;
}

} // namespace canaan::session
