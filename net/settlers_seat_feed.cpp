#include "net/settlers_seat_feed.h"

#include "net/settlers_wire.h"
#include "engine/io/action_json.h"
#include "engine/io/json_walker.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>

namespace canaan::net {

std::optional<SavedGame> SettlersSeatFeed::setupOf(const QJsonObject &gameMessage, QString *problem)
{
    QJsonObject save = gameMessage.value(QLatin1String("setup")).toObject();
    save.insert(QStringLiteral("seed"), 0);
    save.insert(QStringLiteral("log"), QJsonArray());
    SaveReadResult read = parseSave(QJsonDocument(save).toJson(QJsonDocument::Compact), QStringLiteral("setup"));
    if (!read.ok()) {
        *problem = read.error.toString();
        return std::nullopt;
    }
    return std::move(*read.game);
}

bool SettlersSeatFeed::read(const QJsonObject &message, QString *problem)
{
    const QString t = message.value(QLatin1String("t")).toString();
    if (t == QLatin1String("game"))
        return readGame(message, problem);
    const bool mine = t == QLatin1String("events") || t == QLatin1String("view") || t == QLatin1String("ask");
    if (!mine)
        return true;
    if (!m_rules) {
        *problem = QStringLiteral("%1: before the game's setup").arg(t);
        return false;
    }
    if (t == QLatin1String("events"))
        return readEvents(message, problem);
    if (t == QLatin1String("view"))
        return readView(message, problem);
    return readAsk(message, problem);
}

bool SettlersSeatFeed::readGame(const QJsonObject &message, QString *problem)
{
    std::optional<SavedGame> setup = setupOf(message, problem);
    if (!setup)
        return false;
    const int seat = message.value(QLatin1String("seat")).toInt(-1);
    if (seat < -1 || seat >= int(setup->seats.size())) {
        *problem = QStringLiteral("game.seat: no such seat");
        return false;
    }
    m_rules = std::make_shared<const settlers::Rules>(setup->rules());
    m_setup = std::move(setup);
    m_unshown.clear();
    m_client.forget(); // a new game, or the same one rejoined: its memory starts again
    m_client.setSeat(seat);
    return readHistory(message.value(QLatin1String("history")).toObject(), problem);
}

bool SettlersSeatFeed::readHistory(const QJsonObject &history, QString *problem)
{
    m_pastOffers.clear();
    m_pastEvents.clear();
    if (!readEventList(history.value(QLatin1String("events")).toArray(), QStringLiteral("game.history.events"), &m_pastEvents, problem))
        return false;
    for (const QJsonValue &offer : history.value(QLatin1String("offers")).toArray()) {
        const QJsonArray cards = offer.toArray();
        Offer terms{};
        for (qsizetype r = 0; r < cards.size() && r < settlers::kResourceCount; ++r)
            terms[static_cast<std::size_t>(r)] = static_cast<std::int8_t>(std::clamp(cards[r].toInt(), -19, 19));
        m_pastOffers.push_back(terms);
    }
    return true;
}

bool SettlersSeatFeed::readEventList(const QJsonArray &events, const QString &place, std::vector<settlers::Event> *out, QString *problem) const
{
    std::vector<settlers::Event> read;
    for (qsizetype i = 0; i < events.size(); ++i) {
        const std::optional<settlers::Event> e = boardEventFromJson(*m_rules, int(m_setup->seats.size()), events[i].toObject(),
            QStringLiteral("%1[%2]").arg(place).arg(i), problem);
        if (!e)
            return false;
        read.push_back(*e);
    }
    out->insert(out->end(), read.begin(), read.end()); // all or nothing
    return true;
}

bool SettlersSeatFeed::readEvents(const QJsonObject &message, QString *problem)
{
    return readEventList(message.value(QLatin1String("events")).toArray(), QStringLiteral("events"), &m_unshown, problem);
}

bool SettlersSeatFeed::readView(const QJsonObject &message, QString *problem)
{
    if (message.value(QLatin1String("seat")).toInt(-2) != m_client.seat()) {
        *problem = QStringLiteral("view.seat: not this connection's seat");
        return false;
    }
    QString why;
    const std::optional<settlers::SeatView> view = boardViewFromJson(*m_rules, message.value(QLatin1String("view")).toObject(), &why);
    if (!view) {
        *problem = QStringLiteral("view.%1").arg(why);
        return false;
    }
    m_client.update(*view, std::exchange(m_unshown, {}));
    return true;
}

bool SettlersSeatFeed::readAsk(const QJsonObject &message, QString *problem)
{
    if (m_client.seat() < 0)
        return true; // a spectator is never asked
    const QJsonArray actions = message.value(QLatin1String("actions")).toArray();
    io::JsonWalker walker;
    std::vector<settlers::Action> legal;
    for (qsizetype i = 0; i < actions.size(); ++i) {
        const std::optional<settlers::Action> a = io::actionFromJson(*m_rules, int(m_setup->seats.size()), actions[i],
            QStringLiteral("ask.actions[%1]").arg(i), walker);
        if (!a || a->player != m_client.seat()) {
            *problem = walker.failed() ? walker.error()->place : QStringLiteral("ask.actions[%1].p").arg(i);
            return false;
        }
        legal.push_back(*a);
    }
    m_client.ask(legal);
    return true;
}

} // namespace canaan::net
