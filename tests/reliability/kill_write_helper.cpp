// The writer that test_kill_mid_write kills: it writes a large map and a large saved game through
// the project's own writers (saveMapFile, saveSaveFile) again and again, each time with a new
// version number in the map's title and the first seat's name, until it is killed.
//
//   kill_write_helper FOLDER FIRST_VERSION
//
// Prints "ready" once both files have been written completely the first time.
#include "engine/io/map_file.h"
#include "engine/io/save_file.h"
#include "engine/settlers/rules/engine.h"

#include <QCoreApplication>
#include <cstdio>

using namespace canaan;

namespace {

// The map of Canaan with thousands of sea hexes far out: a file of a few hundred kilobytes.
settlers::MapModel bigMap()
{
    const MapLoadResult loaded = loadMapFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/canaan.canaanmap"));
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.error.toString()));
    settlers::MapModel map = *loaded.map;
    for (int q = 300; q < 360; ++q)
        for (int r = -40; r < 40; ++r)
            map.hexes.push_back({{q, r}, settlers::Terrain::Sea, 0, false, false});
    return map;
}

// A long game on the map of Canaan: random legal moves and chance outcomes from a fixed generator.
SavedGame longGame(settlers::GameState &state)
{
    const MapLoadResult loaded = loadMapFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/canaan.canaanmap"));
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.error.toString()));
    SavedGame game;
    game.map = *loaded.map;
    game.ruleset = game.map.ruleset;
    game.options = game.map.options;
    game.seats = {{"Reuben", "random", "red"}, {"Judah", "random", "blue"}, {"Levi", "random", "white"}};
    const settlers::Rules rules = game.rules();
    state = settlers::newGame(rules, static_cast<int>(game.seats.size()));
    static settlers::ActionList actions;
    std::uint32_t random = 2024;
    auto next = [&random] { return random = random * 1664525u + 1013904223u; };
    while (game.log.size() < 3000 && state.pending != settlers::Pending::None) {
        settlers::Action action;
        if (settlers::isChancePending(state)) {
            action = settlers::chanceFromRandom(rules, state, next(), next());
        } else {
            if (settlers::legalActions(rules, state, actions) == 0)
                break;
            action = actions[static_cast<int>(next() % static_cast<std::uint32_t>(actions.size))];
        }
        settlers::apply(rules, state, action);
        game.log.push_back(action);
    }
    return game;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 3) {
        std::fprintf(stderr, "usage: kill_write_helper FOLDER FIRST_VERSION\n");
        return 2;
    }
    const QString mapPath = args.at(1) + QStringLiteral("/map.canaanmap");
    const QString savePath = args.at(1) + QStringLiteral("/game.canaansave");
    settlers::MapModel map = bigMap();
    settlers::GameState finalState{};
    SavedGame game = longGame(finalState);
    const settlers::Rules rules = game.rules();
    for (long long version = args.at(2).toLongLong();; ++version) {
        const std::string name = "Version " + std::to_string(version);
        map.title.en = name;
        game.seats[0].name = name;
        QString error;
        if (!saveMapFile(map, mapPath, &error) || !saveSaveFile(game, rules, finalState, savePath, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        if (version == args.at(2).toLongLong()) {
            std::puts("ready");
            std::fflush(stdout);
        }
    }
}
