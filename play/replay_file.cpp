#include "play/replay_file.h"

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
        opened.conquest = conquestReplayOf(std::move(*loaded.game));
        return opened;
    }
    SaveLoadResult loaded = loadSaveFile(path);
    for (const MapWarning &w : loaded.warnings)
        opened.warnings << warningLine(path, w);
    if (!loaded.ok()) {
        opened.error = loaded.error.toString();
        return opened;
    }
    opened.board = boardReplayOf(std::move(*loaded.game));
    return opened;
}

std::unique_ptr<SettlersReplayFile> boardReplayOf(SavedGame saved)
{
    auto rules = std::make_shared<const settlers::Rules>(saved.rules());
    const int seats = static_cast<int>(saved.seats.size());
    std::vector<settlers::Action> log = saved.log;
    return std::unique_ptr<SettlersReplayFile>(new SettlersReplayFile{std::move(saved), SettlersReplay(std::move(rules), seats, std::move(log))});
}

std::unique_ptr<ConquestReplayFile> conquestReplayOf(conquest::saves::SavedConquest saved)
{
    const int seats = static_cast<int>(saved.seats.size());
    ConquestGame::Context context = ConquestGame::contextOf(saved);
    std::vector<conquest::Action> log = saved.log;
    return std::unique_ptr<ConquestReplayFile>(
        new ConquestReplayFile{std::move(saved), ConquestReplay(std::move(context), seats, std::move(log))});
}

} // namespace canaan::play
