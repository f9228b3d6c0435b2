#include "conquest_seat_bot.h"

#include "conquest/saves/conquest_action_json.h"
#include "conquest_wire.h"

namespace canaan::net {

ConquestSeatBot::ConquestSeatBot(const QString &level, std::uint64_t seed) : m_bot(conquest::makeBot(level.toStdString(), seed))
{
    if (!m_bot) // the caller checked the level; never decide nothing
        m_bot = conquest::makeBot("random", seed);
}

bool ConquestSeatBot::see(const QJsonObject &message, QString *problem)
{
    if (message.value(QLatin1String("t")) != QLatin1String("view"))
        return true;
    m_view = conquestViewFromJson(message.value(QLatin1String("view")).toObject(), problem);
    return m_view.has_value();
}

qsizetype ConquestSeatBot::choose(const QJsonArray &actions, QString *problem)
{
    if (!m_view) {
        *problem = QStringLiteral("asked before a view came");
        return -1;
    }
    if (actions.isEmpty() || actions.size() > conquest::kMaxLegalActions) {
        *problem = QStringLiteral("actions: 1 to %1 are required").arg(conquest::kMaxLegalActions);
        return -1;
    }
    conquest::ActionList legal;
    for (qsizetype i = 0; i < actions.size(); ++i) {
        QString why;
        const std::optional<conquest::Action> action = conquest::saves::actionFromJson(actions[i].toObject(), &why);
        if (!action) {
            *problem = QStringLiteral("actions[%1].%2").arg(i).arg(why);
            return -1;
        }
        legal.push(*action);
    }
    if (legal.size == 1)
        return 0;
    const conquest::Action decision = m_bot->decide(*m_view, legal);
    for (int i = 0; i < legal.size; ++i) {
        if (legal[i] == decision)
            return i;
    }
    *problem = QStringLiteral("the bot chose an action that was not offered");
    return -1;
}

} // namespace canaan::net
