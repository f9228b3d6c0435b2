// Replays a saved game's log from a new game, checking each action, then the digest.
#include "engine/io/action_json.h"
#include "engine/io/game_digest.h"
#include "engine/io/game_text.h"
#include "engine/io/json_walker.h"
#include "engine/io/save_file.h"
#include "engine/settlers/rules/engine.h"

#include <QCoreApplication>

namespace canaan {

namespace {

// Says what the log should have held instead, which is what a person writing a log needs to know.
QString expectedNext(const settlers::GameState &state)
{
    if (settlers::isChancePending(state))
        return QCoreApplication::translate("canaan::SaveFile", "The game waits for a chance outcome for seat %1: %2.")
            .arg(state.pendingPlayer)
            .arg(pendingText(state.pending));
    return QCoreApplication::translate("canaan::SaveFile", "The game waits for seat %1: %2.")
        .arg(state.pendingPlayer)
        .arg(pendingText(state.pending));
}

} // namespace

SaveLoadResult replaySave(SavedGame game, const QString &fileName, const ReplayProgress &progress)
{
    SaveLoadResult result;
    result.error.file = fileName;
    const settlers::Rules rules = game.rules();
    settlers::GameState state = settlers::newGame(rules, static_cast<int>(game.seats.size()));
    for (std::size_t i = 0; i < game.log.size(); ++i) {
        const settlers::Action &action = game.log[i];
        const settlers::IllegalReason why = settlers::checkLegal(rules, state, action);
        if (why != settlers::IllegalReason::Ok) {
            result.error.place = io::elementPlace(QStringLiteral("log"), static_cast<qsizetype>(i));
            result.error.message = QCoreApplication::translate("canaan::SaveFile", "Action %1, %2, is not legal: %3")
                                       .arg(i)
                                       .arg(QString::fromUtf8(io::actionToJson(rules, action)), illegalReasonText(why));
            if (why == settlers::IllegalReason::NotYourDecision || why == settlers::IllegalReason::WrongTime)
                result.error.message += u' ' + expectedNext(state);
            return result;
        }
        settlers::apply(rules, state, action);
        if (progress && (i & 4095) == 4095)
            progress(static_cast<int>(i + 1), static_cast<int>(game.log.size()));
    }
    if (!game.digest.isEmpty()) {
        // A format 1 digest covers only the final state, so writing "version": 1 would make
        // swapped seats or a changed option pass: such a digest is not trusted at all.
        if (game.formatVersion < 2) {
            result.error.place = QStringLiteral("digest");
            result.error.message = QCoreApplication::translate("canaan::SaveFile",
                "A digest of save format 1 covers only the final state, not the seats and options, and is "
                "no longer accepted. Remove the \"digest\" line to open the game unchecked.");
            return result;
        }
        // The expected digest is not shown: pasted into the file, it would make an edit look valid.
        if (saveDigest(game, rules, state, game.formatVersion) != game.digest) {
            result.error.place = QStringLiteral("digest");
            result.error.message = QCoreApplication::translate("canaan::SaveFile",
                "The log does not lead to the recorded final state: the file was damaged or edited.");
            return result;
        }
    }
    result.state = state;
    result.game = std::move(game);
    return result;
}

} // namespace canaan
