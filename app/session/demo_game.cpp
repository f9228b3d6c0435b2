#include "app/session/demo_game.h"

#include "engine/settlers/ai/driver.h"
#include "play/board_game.h"

namespace canaan::session {

game::GameSetup botsOnlySetup(const MapModel &map, std::uint64_t seed)
{
    game::GameSetup setup;
    setup.map = map;
    setup.seed = seed;
    const int players = std::min(4, map.maxPlayers);
    setup.seats = game::defaultSeats(players, QStringLiteral("normal"));
    setup.seats[0].botId = QStringLiteral("normal");
    return setup;
}

game::GameSetup demoSetup(const MapModel &map, std::uint64_t seed, int actions, bool toTheEnd, bool allBots)
{
    game::GameSetup setup = botsOnlySetup(map, seed);
    const Rules rules(map);
    std::vector<std::unique_ptr<Bot>> owned;
    std::vector<Bot *> bots;
    for (int i = 0; i < setup.seats.size(); ++i) {
        owned.push_back(play::BoardGame::makeBot(setup.seats[i].botId, play::BoardGame::botSeed(seed, i)));
        bots.push_back(owned.back().get());
    }
    DriverOptions options;
    options.seed = seed;
    const PlayedGame played = playGame(rules, bots, options);

    std::size_t length = played.log.size();
    if (!toTheEnd) {
        // Replay up to `actions`, then on until seat 0 decides, so the picture is the same every time.
        GameState state = newGame(rules, static_cast<int>(setup.seats.size()));
        std::size_t i = 0;
        for (; i < played.log.size(); ++i) {
            const bool seat0Decides = !state.isOver() && !isChancePending(state) && state.pendingPlayer == 0;
            if (i >= static_cast<std::size_t>(actions) && seat0Decides)
                break;
            apply(rules, state, played.log[i]);
        }
        length = i;
    }
    setup.history.assign(played.log.begin(), played.log.begin() + static_cast<std::ptrdiff_t>(length));
    if (!allBots)
        setup.seats[0].botId.clear(); // the person
    return setup;
}

} // namespace canaan::session
