#include "net/conquest_seat_bot.h"

namespace canaan::net {

ConquestSeatBot::ConquestSeatBot(const QString &level, std::uint64_t seed) : m_bot(conquest::makeBot(level.toStdString(), seed))
{
    if (!m_bot) // the caller checked the level; never decide nothing
        m_bot = conquest::makeBot("random", seed);
}

bool ConquestSeatBot::see(const QJsonObject &message, QString *problem)
{
    if (message.value(QLatin1String("t")) == QLatin1String("ask"))
        return true;
    return m_feed.read(message, problem);
}

qsizetype ConquestSeatBot::choose(const QJsonArray &actions, QString *problem)
{
    if (!m_client.hasView()) {
        *problem = QStringLiteral("asked before a view came");
        return -1;
    }
    if (actions.isEmpty()) {
        *problem = QStringLiteral("actions: 1 to %1 are required").arg(conquest::kMaxLegalActions);
        return -1;
    }
    if (!m_feed.readAsk(actions, problem))
        return -1;
    const std::vector<conquest::Action> &offered = m_client.legal();
    if (offered.size() == 1)
        return 0;
    conquest::ActionList legal;
    for (const conquest::Action &a : offered)
        legal.push(a);
    const conquest::Action decision = m_bot->decide(m_client.view(), legal);
    for (int i = 0; i < legal.size; ++i) {
        if (legal[i] == decision)
            return i;
    }
    *problem = QStringLiteral("the bot chose an action that was not offered");
    return -1;
}

} // namespace canaan::net
