#include "replay_file.h"

#include "conquest/saves/conquest_save.h"

namespace canaan::play {

OpenedReplay openReplay(const QString &path)
{
    OpenedReplay opened;
    if (conquest::saves::isConquestFile(path)) { // "game": "conquest" in its first lines
        conquest::saves::LoadedConquest loaded = conquest::saves::loadFile(path);
        opened.warnings = loaded.warnings;
        if (!loaded.ok()) {
            opened.error = loaded.error;
            return opened;
        }
        const int seats = static_cast<int>(loaded.game->seats.size());
        ConquestGame::Context context = ConquestGame::contextOf(*loaded.game);
        std::vector<conquest::Action> log = loaded.game->log;
        opened.conquest.reset(new ConquestReplayFile{std::move(*loaded.game), ConquestReplay(std::move(context), seats, std::move(log))});
        return opened;
    }
    SaveLoadResult loaded = loadSaveFile(path);
    for (const MapWarning &w : loaded.warnings)
        opened.warnings << warningLine(path, w);
    if (!loaded.ok()) {
        opened.error = loaded.error.toString();
        return opened;
    }
    auto rules = std::make_shared<const Rules>(loaded.game->rules());
    const int seats = static_cast<int>(loaded.game->seats.size());
    std::vector<Action> log = loaded.game->log;
    opened.board.reset(new BoardReplayFile{std::move(*loaded.game), BoardReplay(std::move(rules), seats, std::move(log))});
    return opened;
}

} // namespace canaan::play
