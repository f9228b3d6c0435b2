#include "board_seat_bot.h"

#include "board_wire.h"
#include "ai/bot_registry.h"
#include "io/action_json.h"
#include "io/json_walker.h"
#include "io/save_file.h"

#include <QJsonDocument>

namespace canaan::net {

std::unique_ptr<BoardSeatBot> BoardSeatBot::make(const QString &level, std::uint64_t seed)
{
    std::unique_ptr<Bot> bot = makeBot(level.toStdString(), seed);
    return bot ? std::unique_ptr<BoardSeatBot>(new BoardSeatBot(std::move(bot))) : nullptr;
}

BoardSeatBot::BoardSeatBot(std::unique_ptr<Bot> bot) : m_bot(std::move(bot)) {}

BoardSeatBot::~BoardSeatBot() = default;

bool BoardSeatBot::take(const QJsonObject &m, QString *problem)
{
    const QString t = m.value(QLatin1String("t")).toString();
    if (t == QLatin1String("game")) {
        // The setup is a save without seed and log: the save reader checks it all.
        QJsonObject save = m.value(QLatin1String("setup")).toObject();
        save.insert(QStringLiteral("seed"), 0);
        save.insert(QStringLiteral("log"), QJsonArray());
        const SaveReadResult read = parseSave(QJsonDocument(save).toJson(QJsonDocument::Compact), QStringLiteral("game.setup"));
        if (!read.ok()) {
            *problem = read.error.toString();
            return false;
        }
        m_rules = std::make_unique<Rules>(read.game->rules());
        m_players = int(read.game->seats.size());
        m_bot->setPeople(read.game->peopleSeats()); // the table's seats say who is a person
        m_view.reset(); // a new game, or the same one rejoined: the memory starts again
        m_events.clear();
        return true;
    }
    if (!m_rules)
        return t != QLatin1String("view") && t != QLatin1String("events"); // nothing to read them with
    if (t == QLatin1String("events")) {
        const QJsonArray events = m.value(QLatin1String("events")).toArray();
        for (qsizetype i = 0; i < events.size(); ++i) {
            const auto e = boardEventFromJson(*m_rules, m_players, events[i].toObject(), QStringLiteral("events[%1]").arg(i), problem);
            if (!e)
                return false;
            m_events.push_back(*e);
        }
    } else if (t == QLatin1String("view")) {
        std::optional<SeatView> view = boardViewFromJson(*m_rules, m.value(QLatin1String("view")).toObject(), problem);
        if (!view)
            return false;
        if (m_view && m_bot->observes())
            m_bot->observe(*m_view, *view, m_events.data(), int(m_events.size()));
        m_view = view;
        m_events.clear();
    }
    return true;
}

std::optional<QJsonObject> BoardSeatBot::answer(const QJsonArray &listed)
{
    if (!m_rules || !m_view || m_view->isSpectator() || m_view->board.pendingPlayer != m_view->seat
        || isChancePending(m_view->board) || listed.isEmpty())
        return std::nullopt;
    auto scratch = std::make_unique<ActionList>();
    const Action choice = m_bot->decide(*m_rules, *m_view, *scratch);
    const auto asJson = [this](const Action &a) {
        return QJsonDocument::fromJson(io::actionToJson(*m_rules, a)).object();
    };
    // Trades are never listed. An offer depends only on one's own cards and public facts, so the
    // view judges it; a counter-offer depends on the offerer's hand, which only the server knows.
    if (choice.kind == ActionKind::OfferTrade && checkLegal(*m_rules, m_view->board, choice) == IllegalReason::Ok)
        return asJson(choice);
    if (choice.kind == ActionKind::AnswerTrade && choice.a == int(TradeAnswer::Counter))
        return asJson(choice);
    for (qsizetype i = 0; i < listed.size(); ++i) {
        io::JsonWalker walker;
        const auto action = io::actionFromJson(*m_rules, m_players, listed[i], QStringLiteral("actions"), walker);
        if (action && *action == choice)
            return listed[i].toObject();
    }
    ++m_replaced;
    return listed.first().toObject();
}

} // namespace canaan::net
