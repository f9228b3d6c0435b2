// Opens a saved game of either kind for the replay viewer and canaan-cli review: a save of this
// app (finished or not) or a canaan-server's DATA/finished/CODE.canaansave, which has the same
// format (docs/network.md). The loaders check every field and replay the log, so a damaged file
// gives one error naming the file and the place, and the replay's log is known to be legal.
#pragma once

#include "play/game_replay.h"
#include "engine/conquest/saves/conquest_save.h"
#include "engine/io/save_file.h"

#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

namespace canaan::play {

struct SettlersReplayFile {
    SavedGame saved;
    SettlersReplay replay;
};

struct ConquestReplayFile {
    conquest::saves::SavedConquest saved;
    ConquestReplay replay;
};

struct OpenedReplay {
    std::unique_ptr<SettlersReplayFile> board;       // set for a board game's save
    std::unique_ptr<ConquestReplayFile> conquest; // set for a Conquest save
    QString error;                                // "FILE:PLACE: error: message" when neither is set
    QStringList warnings;                         // the map's, for a board game
    bool ok() const { return board || conquest; }
};

OpenedReplay openReplay(const QString &path);
// A game in memory (the end screen's), whose log the match has already checked.
std::unique_ptr<SettlersReplayFile> boardReplayOf(SavedGame saved);
std::unique_ptr<ConquestReplayFile> conquestReplayOf(conquest::saves::SavedConquest saved);

} // namespace canaan::play
