#include "net/board_seat_bot.h"

#include "engine/settlers/ai/bot_registry.h"
#include "engine/io/action_json.h"
#include "engine/io/json_walker.h"

#include <QJsonDocument>

namespace canaan::net {

std::unique_ptr<BoardSeatBot> BoardSeatBot::make(const QString &level, std::uint64_t seed)
{
    std::unique_ptr<Bot> bot = makeBot(level.toStdString(), seed);
    return bot ? std::unique_ptr<BoardSeatBot>(new BoardSeatBot(std::move(bot))) : nullptr;
}

BoardSeatBot::BoardSeatBot(std::unique_ptr<Bot> bot) : m_bot(std::move(bot))
{
    // Its memory: every view after the first of a game, with what led to it.
    QObject::connect(&m_client, &play::SeatClientSignals::updated, &m_client, [this] {
        if (!m_client.isFirstView() && m_bot->observes())
            m_bot->observe(m_client.before(), m_client.view(), m_client.news().data(), int(m_client.news().size()));
    });
}

BoardSeatBot::~BoardSeatBot() = default;

bool BoardSeatBot::take(const QJsonObject &m, QString *problem)
{
    if (!m_feed.read(m, problem))
        return false;
    if (m.value(QLatin1String("t")).toString() == QLatin1String("game") && m_feed.setup())
        m_bot->setPeople(m_feed.setup()->peopleSeats()); // the table's seats say who is a person
    return true;
}

std::optional<QJsonObject> BoardSeatBot::answer(const QJsonArray &listed)
{
    const Rules *rules = m_feed.rules();
    const SeatView &view = m_client.view();
    if (!rules || !m_client.hasView() || view.isSpectator() || view.board.pendingPlayer != view.seat
        || isChancePending(view.board) || listed.isEmpty())
        return std::nullopt;
    auto scratch = std::make_unique<ActionList>();
    const Action choice = m_bot->decide(*rules, view, *scratch);
    const auto asJson = [rules](const Action &a) {
        return QJsonDocument::fromJson(io::actionToJson(*rules, a)).object();
    };
    // Trades are never listed. An offer depends only on one's own cards and public facts, so the
    // view judges it; a counter-offer depends on the offerer's hand, which only the server knows.
    if (choice.kind == ActionKind::OfferTrade && checkLegal(*rules, view.board, choice) == IllegalReason::Ok)
        return asJson(choice);
    if (choice.kind == ActionKind::AnswerTrade && choice.a == int(TradeAnswer::Counter))
        return asJson(choice);
    const int players = int(m_feed.setup()->seats.size());
    for (qsizetype i = 0; i < listed.size(); ++i) {
        io::JsonWalker walker;
        const auto action = io::actionFromJson(*rules, players, listed[i], QStringLiteral("actions"), walker);
        if (action && *action == choice)
            return listed[i].toObject();
    }
    ++m_replaced;
    return listed.first().toObject();
}

} // namespace canaan::net
