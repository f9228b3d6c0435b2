// Fuzzes the save loader and the replay: any bytes as a *.canaansave. A game that loads must be
// written back and load again to the same game and state, as a user's save, quit, open would.
#include "fuzz/fuzz_check.h"
#include "engine/io/save_file.h"

#include <QByteArray>
#include <cstddef>
#include <cstdint>
#include <cstring>

using namespace canaan;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    fuzz::ensureApplication();
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    SaveReadResult read = parseSave(bytes, QStringLiteral("fuzz.canaansave"));
    if (!read.ok()) {
        CANAAN_FUZZ_CHECK(!read.error.message.isEmpty());
        return 0;
    }
    const SaveLoadResult loaded = replaySave(std::move(*read.game), QStringLiteral("fuzz.canaansave"));
    if (!loaded.ok()) {
        CANAAN_FUZZ_CHECK(!loaded.error.message.isEmpty());
        return 0;
    }
    const SavedGame &game = *loaded.game;
    const QByteArray written = serializeSave(game, game.rules(), loaded.state);
    SaveReadResult reread = parseSave(written, QStringLiteral("again.canaansave"));
    CANAAN_FUZZ_CHECK(reread.ok());
    const SaveLoadResult reloaded = replaySave(std::move(*reread.game), QStringLiteral("again.canaansave"));
    CANAAN_FUZZ_CHECK(reloaded.ok());
    SavedGame before = game;
    before.digest = reloaded.game->digest; // the input may have had none; the writer always writes it
    before.formatVersion = SavedGame::kFormatVersion; // and writes the current format
    CANAAN_FUZZ_CHECK(*reloaded.game == before);
    return 0;
}
