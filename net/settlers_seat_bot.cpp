#include "net/settlers_seat_bot.h"

#include "engine/settlers/ai/bot_registry.h"
#include "engine/io/action_json.h"
#include "engine/io/json_walker.h"

#include <QJsonDocument>

namespace canaan::net {

std::unique_ptr<SettlersSeatBot> SettlersSeatBot::make(const QString &level, std::uint64_t seed)
{
    std::unique_ptr<settlers::Bot> bot = settlers::makeBot(level.toStdString(), seed);
    return bot ? std::unique_ptr<SettlersSeatBot>(new SettlersSeatBot(std::move(bot))) : nullptr;
}

SettlersSeatBot::SettlersSeatBot(std::unique_ptr<settlers::Bot> bot) : m_bot(std::move(bot))
{
    // Its memory: every view after the first of a game, with what led to it.
    QObject::connect(&m_client, &play::SeatClientSignals::updated, &m_client, [this] {
        if (!m_client.isFirstView() && m_bot->observes())
            m_bot->observe(m_client.before(), m_client.view(), m_client.news().data(), int(m_client.news().size()));
    });
}

SettlersSeatBot::~SettlersSeatBot() = default;

bool SettlersSeatBot::take(const QJsonObject &m, QString *problem)
{
    if (!m_feed.read(m, problem))
        return false;
    if (m.value(QLatin1String("t")).toString() == QLatin1String("game") && m_feed.setup())
        m_bot->setPeople(m_feed.setup()->peopleSeats()); // the table's seats say who is a person
    return true;
}

std::optional<QJsonObject> SettlersSeatBot::answer(const QJsonArray &listed)
{
    const settlers::Rules *rules = m_feed.rules();
    const settlers::SeatView &view = m_client.view();
    if (!rules || !m_client.hasView() || view.isSpectator() || view.board.pendingPlayer != view.seat
        || settlers::isChancePending(view.board) || listed.isEmpty())
        return std::nullopt;
    auto scratch = std::make_unique<settlers::ActionList>();
    const settlers::Action choice = m_bot->decide(*rules, view, *scratch);
    const auto asJson = [rules](const settlers::Action &a) {
        return QJsonDocument::fromJson(io::actionToJson(*rules, a)).object();
    };
    // Trades are never listed. An offer depends only on one's own cards and public facts, so the
    // view judges it; a counter-offer depends on the offerer's hand, which only the server knows.
    if (choice.kind == settlers::ActionKind::OfferTrade && settlers::checkLegal(*rules, view.board, choice) == settlers::IllegalReason::Ok)
        return asJson(choice);
    if (choice.kind == settlers::ActionKind::AnswerTrade && choice.a == int(settlers::TradeAnswer::Counter))
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
