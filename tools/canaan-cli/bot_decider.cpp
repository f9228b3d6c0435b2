#include "tools/canaan-cli/bot_decider.h"

#include "engine/settlers/ai/bot_registry.h"
#include "play/settlers_game.h"
#include "play/bot_memory.h"
#include "engine/conquest/ai/bot.h"
#include "engine/conquest/saves/conquest_action_json.h"
#include "engine/conquest/saves/conquest_save.h"
#include "play/conquest_game.h"
#include "engine/io/action_json.h"
#include "engine/io/save_file.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <algorithm>
#include <vector>

namespace canaan::cli {

namespace {

// How many seats' bots a Decider keeps for the next request (a referee may play several seats).
constexpr std::size_t kKeptBots = 8;

QString failure(const QString &source, const QString &message)
{
    return QStringLiteral("%1: error: %2").arg(source, message);
}

// Errors are one line, whatever a loader's message holds.
QString oneLine(QString text)
{
    text.replace(u'\n', u' ');
    return text;
}

// A seat's bot, brought up to the end of `log`, with its answer there once asked. `Header` is the
// save without its log: what says that two requests are of the same game.
template <class Game, class Header>
struct SeatBot {
    Header header;
    int seat = 0;
    QString level;
    std::uint64_t seed = 0;
    std::unique_ptr<typename Game::Bot> bot;
    std::unique_ptr<play::SeatReplay<Game>> replay;
    std::vector<typename Game::Action> log;
    std::optional<typename Game::Action> answer;
};

// The decision of `level` for `seat` at the end of `log`: a kept bot goes on from where it stopped
// when this log goes on from the one it was shown; otherwise a new one is seated and shown it all.
// Asked twice at the same point, it answers the same (its random numbers moved once).
template <class Game, class Header>
typename Game::Action decideWith(std::vector<SeatBot<Game, Header>> &kept, const Header &header,
                                 const typename Game::Context &context, int seats, int seat, const QString &level,
                                 std::uint64_t seed, const std::vector<typename Game::Action> &log, unsigned people = 0)
{
    auto found = std::find_if(kept.begin(), kept.end(), [&](const SeatBot<Game, Header> &k) {
        return k.seat == seat && k.level == level && k.seed == seed && k.log.size() <= log.size()
               && std::equal(k.log.begin(), k.log.end(), log.begin()) && k.header == header;
    });
    if (found == kept.end()) {
        if (kept.size() >= kKeptBots)
            kept.erase(kept.begin()); // the one asked least recently
        SeatBot<Game, Header> fresh;
        fresh.header = header;
        fresh.seat = seat;
        fresh.level = level;
        fresh.seed = seed;
        fresh.bot = Game::makeBot(level, Game::botSeed(seed, seat));
        if constexpr (requires(typename Game::Bot &bot) { Game::botSetPeople(bot, 0u); })
            Game::botSetPeople(*fresh.bot, people); // the same save, the same seats: told once
        fresh.replay = std::make_unique<play::SeatReplay<Game>>(*fresh.bot, context, seats, seat, play::OwnDecisions::Retake);
        kept.push_back(std::move(fresh));
    } else {
        std::rotate(found, found + 1, kept.end()); // the most recent last
    }
    SeatBot<Game, Header> &k = kept.back();
    if (k.answer && k.log.size() == log.size())
        return *k.answer;
    for (std::size_t i = k.log.size(); i < log.size(); ++i)
        k.replay->show(log[i]);
    k.log = log;
    k.answer = k.replay->decide();
    return *k.answer;
}

QStringList boardLevels()
{
    QStringList ids;
    for (std::string_view id : settlers::botIds())
        ids << QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size()));
    return ids;
}

const QStringList &conquestLevels()
{
    static const QStringList ids{QStringLiteral("random"), QStringLiteral("normal"), QStringLiteral("hard")};
    return ids;
}

} // namespace

struct Decider::Kept {
    std::vector<SeatBot<play::SettlersGame, SavedGame>> board;
    std::vector<SeatBot<play::ConquestGame, conquest::saves::SavedConquest>> conquest;
};

Decider::Decider(DecideOptions options) : m_options(std::move(options)), m_kept(std::make_unique<Kept>()) {}

Decider::~Decider() = default;

namespace {

// The checks common to both games once the save is read: a seat must decide now, the one asked
// for, and the level must be one of this game's. On success `level` is the level to play.
QString decisionProblem(const DecideOptions &options, bool over, bool chance, int seat, const QString &seatKind,
                        const QStringList &levels, QString &level)
{
    if (over)
        return QCoreApplication::translate("canaan::Cli", "The game is over: no seat has a decision to take.");
    if (chance)
        return QCoreApplication::translate("canaan::Cli",
            "The game waits for a chance outcome (dice, a card or a shuffle), not for a seat's decision.");
    if (options.seat && *options.seat != seat)
        return QCoreApplication::translate("canaan::Cli", "It is seat %1's decision, not seat %2's.")
            .arg(seat)
            .arg(*options.seat);
    level = !options.level.isEmpty() ? options.level : levels.contains(seatKind) ? seatKind : QStringLiteral("hard");
    if (!levels.contains(level))
        return QCoreApplication::translate("canaan::Cli", "Unknown computer player \"%1\" for this game; available: %2.")
            .arg(level, levels.join(QStringLiteral(", ")));
    return {};
}

QString playsText(int seat, const QString &level, const QByteArray &actionJson)
{
    return QCoreApplication::translate("canaan::Cli", "Seat %1 (%2) takes %3")
        .arg(seat)
        .arg(level, QString::fromUtf8(actionJson));
}

} // namespace

DecideAnswer Decider::answer(const QByteArray &save, const QString &source)
{
    if (conquest::saves::isConquestSave(save)) {
        const conquest::saves::LoadedConquest loaded =
            conquest::saves::load(save, source, conquest::saves::DigestCheck::FormOnly);
        if (!loaded.ok())
            return {{}, oneLine(loaded.error)};
        const conquest::saves::SavedConquest &game = *loaded.game;
        const int seat = loaded.state.pendingPlayer;
        const bool over = loaded.state.over();
        const bool chance = conquest::isChancePending(loaded.state);
        const QString kind = !over && seat < static_cast<int>(game.seats.size()) ? game.seats[static_cast<std::size_t>(seat)].kind
                                                                                 : QString();
        QString level;
        if (const QString problem = decisionProblem(m_options, over, chance, seat, kind, conquestLevels(), level);
            !problem.isEmpty())
            return {{}, failure(source, problem)};
        conquest::saves::SavedConquest header = game;
        header.log.clear();
        const conquest::Action action =
            decideWith(m_kept->conquest, header, play::ConquestGame::contextOf(game), static_cast<int>(game.seats.size()),
                       seat, level, m_options.seed.value_or(game.seed), game.log);
        const QByteArray json = QJsonDocument(conquest::saves::actionToJson(action)).toJson(QJsonDocument::Compact);
        return {m_options.json ? QString::fromUtf8(json) : playsText(seat, level, json), {}};
    }

    SaveReadResult read = parseSave(save, source);
    if (!read.ok())
        return {{}, oneLine(read.error.toString())};
    read.game->digest.clear(); // a save cut short keeps the whole game's digest: the log is checked instead
    const SaveLoadResult loaded = replaySave(std::move(*read.game), source);
    if (!loaded.ok())
        return {{}, oneLine(loaded.error.toString())};
    const SavedGame &game = *loaded.game;
    const int seat = loaded.state.pendingPlayer;
    const bool over = loaded.state.isOver();
    const bool chance = settlers::isChancePending(loaded.state);
    const QString kind = !over && seat < static_cast<int>(game.seats.size())
                             ? QString::fromStdString(game.seats[static_cast<std::size_t>(seat)].kind)
                             : QString();
    QString level;
    if (const QString problem = decisionProblem(m_options, over, chance, seat, kind, boardLevels(), level);
        !problem.isEmpty())
        return {{}, failure(source, problem)};
    SavedGame header = game;
    header.log.clear();
    const auto rules = std::make_shared<const settlers::Rules>(game.rules());
    const settlers::Action action = decideWith(m_kept->board, header, play::SettlersGame::Context(rules),
                                     static_cast<int>(game.seats.size()), seat, level,
                                     m_options.seed.value_or(game.seed), game.log, game.peopleSeats());
    const QByteArray json = io::actionToJson(*rules, action);
    return {m_options.json ? QString::fromUtf8(json) : playsText(seat, level, json), {}};
}

} // namespace canaan::cli
