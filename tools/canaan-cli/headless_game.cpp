#include "tools/canaan-cli/headless_game.h"

#include "engine/settlers/ai/driver.h"
#include "tools/canaan-cli/bot_roster.h"

#include <QCoreApplication>
#include <array>

namespace canaan::cli {

HeadlessGame playHeadless(const settlers::MapModel &map, const QStringList &botIds, std::uint64_t seed, int turnLimit)
{
    static constexpr std::array<const char *, settlers::kMaxPlayers> kColours{"red", "blue", "white", "orange"};
    HeadlessGame game;
    SavedGame &saved = game.saved;
    saved.map = map;
    saved.ruleset = map.ruleset;
    saved.options = map.options;
    saved.seed = seed;
    saved.turnLimit = turnLimit;
    std::vector<std::unique_ptr<settlers::Bot>> owned;
    std::vector<settlers::Bot *> bots;
    for (int seat = 0; seat < botIds.size(); ++seat) {
        const QString &id = botIds[seat];
        owned.push_back(makeBot(id, seed, seat));
        bots.push_back(owned.back().get());
        saved.seats.push_back({QCoreApplication::translate("canaan::Cli", "Player %1").arg(seat + 1).toStdString(),
            id.toStdString(), kColours[static_cast<std::size_t>(seat % settlers::kMaxPlayers)]});
    }
    const settlers::Rules rules = saved.rules();
    settlers::DriverOptions options;
    options.seed = seed;
    settlers::PlayedGame played = settlers::playGame(rules, bots, options);
    saved.log = std::move(played.log);
    game.final = played.final;
    game.stalled = played.stalled;
    return game;
}

} // namespace canaan::cli
