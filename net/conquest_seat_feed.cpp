#include "net/conquest_seat_feed.h"

#include "engine/conquest/saves/conquest_action_json.h"
#include "net/conquest_wire.h"

namespace canaan::net {

bool ConquestSeatFeed::read(const QJsonObject &m, QString *problem)
{
    const QString t = m.value(QLatin1String("t")).toString();
    if (t == QLatin1String("game")) {
        m_unshown.clear();
        m_client.forget(); // a new game, or the same one rejoined
        m_client.setSeat(m.value(QLatin1String("seat")).toInt(-1));
    } else if (t == QLatin1String("events") && m.contains(QLatin1String("action"))) {
        const std::optional<conquest::Action> action = conquestSeenActionFromJson(m.value(QLatin1String("action")).toObject(), problem);
        if (!action)
            return false;
        m_unshown.push_back(*action);
    } else if (t == QLatin1String("view")) {
        const std::optional<conquest::SeatView> view = conquestViewFromJson(m.value(QLatin1String("view")).toObject(), problem);
        if (!view)
            return false;
        m_client.setSeat(view->seat == conquest::kNone ? -1 : int(view->seat));
        m_client.update(*view, std::exchange(m_unshown, {}));
    } else if (t == QLatin1String("ask")) {
        return readAsk(m.value(QLatin1String("actions")).toArray(), problem);
    }
    return true;
}

bool ConquestSeatFeed::readAsk(const QJsonArray &actions, QString *problem)
{
    if (actions.size() > conquest::kMaxLegalActions) {
        *problem = QStringLiteral("actions: at most %1").arg(conquest::kMaxLegalActions);
        return false;
    }
    std::vector<conquest::Action> legal;
    for (qsizetype i = 0; i < actions.size(); ++i) {
        QString why;
        const std::optional<conquest::Action> action = conquest::saves::actionFromJson(actions[i].toObject(), &why);
        if (!action) {
            *problem = QStringLiteral("actions[%1].%2").arg(i).arg(why);
            return false;
        }
        legal.push_back(*action);
    }
    m_client.ask(legal);
    return true;
}

} // namespace canaan::net
