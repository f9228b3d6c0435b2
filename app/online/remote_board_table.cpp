#include "remote_board_table.h"

#include "board_game.h"
#include "io/action_json.h"
#include "io/clock_limits.h"
#include "io/game_text.h"
#include "io/json_walker.h"
#include "io/save_file.h"
#include "net/board_wire.h"
#include "refusal_text.h"

#include <QJsonArray>
#include <algorithm>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTimer>

namespace canaan::online {

std::unique_ptr<RemoteBoardTable> RemoteBoardTable::create(ServerLink &link, const QJsonObject &gameMessage, QString *problem)
{
    // The setup is a save without seed and log: read it with the save reader, which checks it all.
    QJsonObject save = gameMessage.value(QLatin1String("setup")).toObject();
    save.insert(QStringLiteral("seed"), 0);
    save.insert(QStringLiteral("log"), QJsonArray());
    const SaveReadResult read = parseSave(QJsonDocument(save).toJson(QJsonDocument::Compact), QStringLiteral("setup"));
    if (!read.ok()) {
        *problem = read.error.toString();
        return nullptr;
    }
    const int seat = gameMessage.value(QLatin1String("seat")).toInt(-1);
    if (seat < -1 || seat >= int(read.game->seats.size())) {
        *problem = QStringLiteral("game.seat: no such seat");
        return nullptr;
    }
    std::unique_ptr<RemoteBoardTable> table(new RemoteBoardTable(link, seat, read.game->map, read.game->rules(), read.game->seats));
    if (!table->readHistory(gameMessage.value(QLatin1String("history")).toObject(), problem))
        return nullptr;
    return table;
}

bool RemoteBoardTable::readHistory(const QJsonObject &history, QString *problem)
{
    const QJsonArray events = history.value(QLatin1String("events")).toArray();
    for (qsizetype i = 0; i < events.size(); ++i) {
        const std::optional<Event> e = net::boardEventFromJson(*m_rules, int(m_seats.size()), events[i].toObject(),
            QStringLiteral("game.history.events[%1]").arg(i), problem);
        if (!e)
            return false;
        if (e->kind == EventKind::DiceRolled && e->a >= 1 && e->a <= 6 && e->b >= 1 && e->b <= 6)
            ++m_diceCounts[static_cast<std::size_t>(e->a + e->b)];
        m_pastEvents.push_back(*e);
    }
    for (const QJsonValue &offer : history.value(QLatin1String("offers")).toArray()) {
        const QJsonArray cards = offer.toArray();
        game::TradeTerms terms{};
        for (qsizetype r = 0; r < cards.size() && r < kResourceCount; ++r)
            terms[static_cast<std::size_t>(r)] = static_cast<std::int8_t>(std::clamp(cards[r].toInt(), -19, 19));
        m_pastOffers.push_back(terms);
    }
    return true;
}

RemoteBoardTable::RemoteBoardTable(ServerLink &link, int seat, MapModel map, Rules rules, std::vector<Seat> seats)
    : m_link(&link), m_seat(seat), m_map(std::move(map)), m_rules(std::make_shared<const Rules>(std::move(rules))), m_seats(std::move(seats))
{
    connect(&link, &ServerLink::received, this, &RemoteBoardTable::receive);
}

RemoteBoardTable::~RemoteBoardTable() = default;

QList<game::SeatPlan> RemoteBoardTable::seatPlans() const
{
    QList<game::SeatPlan> plans;
    for (int p = 0; p < int(m_seats.size()); ++p) {
        const Seat &s = m_seats[size_t(p)];
        // A computer player's seat has no name of its own (the reader gives it its level's id).
        const bool named = !s.name.empty() && (s.kind == "human" || s.name != s.kind);
        const QString name = named ? QString::fromStdString(s.name) : game::defaultSeatName(p);
        // Only this app's seat is a person here; another person's seat is played elsewhere.
        const QString kind = s.kind == "human" ? QStringLiteral("remote") : QString::fromStdString(s.kind);
        plans.append({name, game::defaultSeatColor(p), p == m_seat ? QString() : kind});
    }
    return plans;
}

void RemoteBoardTable::setAutoplay(const QString &level)
{
    m_autoplay = level.isEmpty() ? nullptr : play::BoardGame::makeBot(level, QRandomGenerator::global()->generate64());
    if (m_asked)
        playForPerson();
}

SeatView RemoteBoardTable::viewOf(int) const
{
    return m_view; // the only view this table has: its own seat's (or a spectator's)
}

int RemoteBoardTable::decidingSeat() const
{
    if (m_asked)
        return m_seat;
    if (!m_hasView || m_view.board.isOver() || isChancePending(m_view.board))
        return -1;
    return m_view.board.pendingPlayer;
}

QString RemoteBoardTable::submit(const Action &action)
{
    // A dialog may send several actions in a row (they are judged in order by the server).
    if (!(m_asked || m_awaiting) || !m_link || action.player != m_seat)
        return illegalReasonText(IllegalReason::NotYourDecision);
    if (m_asked)
        m_lastLegal = m_legal;
    m_awaiting = true;
    m_link->send({{QStringLiteral("t"), QStringLiteral("act")},
        {QStringLiteral("action"), QJsonDocument::fromJson(io::actionToJson(*m_rules, action)).object()}});
    // A trade offer leaves the decision open only after the server's next view; the same holds for
    // every action, so the window waits for the next question.
    m_asked = false;
    m_legal.clear();
    return {};
}

void RemoteBoardTable::receive(const QJsonObject &message)
{
    const QString type = message.value(QLatin1String("t")).toString();
    if (type == QLatin1String("view"))
        onView(message);
    else if (type == QLatin1String("events"))
        onEvents(message);
    else if (type == QLatin1String("ask"))
        onAsk(message);
    else if (type == QLatin1String("clock"))
        onClock(message);
    else if (type == QLatin1String("over")) {
        if (!m_toldOver && isOver()) {
            m_toldOver = true;
            emit gameOver();
        }
    } else if (type == QLatin1String("error") && m_awaiting) {
        // The answer to this seat's action (the lobby's and the chat's refusals are theirs to show).
        emit refused(refusalText(message));
        reopen();
    }
}

void RemoteBoardTable::onClock(const QJsonObject &message)
{
    // The server times the decision; the seconds run down here from what it said was left. A seat
    // that is no seat of this table, or seconds beyond the limits, show no clock.
    const int seat = message.value(QLatin1String("seat")).toInt(-1);
    const int left = message.value(QLatin1String("left")).toInt(-1);
    const bool timed = seat >= 0 && seat < int(m_seats.size()) && left >= 0 && left <= kClockChoices.back();
    m_clockSeat = timed ? seat : -1;
    m_clockDeadline.setRemainingTime(timed ? qint64(left) * 1000 : 0);
    emit clockChanged();
}

int RemoteBoardTable::clockSecondsLeft() const
{
    return m_clockSeat < 0 ? -1 : int((m_clockDeadline.remainingTime() + 999) / 1000);
}

void RemoteBoardTable::reopen()
{
    // A refused action leaves the server's question open (it does not ask again): ask here again.
    if (!m_awaiting || m_lastLegal.empty())
        return;
    m_awaiting = false;
    m_asked = true;
    m_legal = m_lastLegal;
    emit changed();
    if (m_autoplay) {
        // A refused choice of the bot (a trade offer nobody can take): a listed action instead.
        submit(m_legal[QRandomGenerator::global()->bounded(int(m_legal.size()))]);
        return;
    }
    emit asked(m_seat);
}

void RemoteBoardTable::onView(const QJsonObject &message)
{
    if (message.value(QLatin1String("seat")).toInt(-2) != m_seat)
        return fail(QStringLiteral("view.seat: not this connection's seat"));
    QString problem;
    std::optional<SeatView> view = net::boardViewFromJson(*m_rules, message.value(QLatin1String("view")).toObject(), &problem);
    if (!view)
        return fail(QStringLiteral("view.%1").arg(problem));
    m_view = *view;
    m_hasView = true;
    // A new view follows every action: whatever was asked before is answered or gone.
    m_asked = false;
    m_awaiting = false;
    m_legal.clear();
    for (const Event &e : std::exchange(m_unshown, {}))
        emit eventHappened(e);
    emit changed();
    if (m_view.board.isOver() && !m_toldOver) {
        m_toldOver = true;
        emit gameOver();
    }
}

void RemoteBoardTable::onEvents(const QJsonObject &message)
{
    const QJsonArray events = message.value(QLatin1String("events")).toArray();
    for (qsizetype i = 0; i < events.size(); ++i) {
        QString problem;
        const std::optional<Event> e = net::boardEventFromJson(*m_rules, int(m_seats.size()), events[i].toObject(),
            QStringLiteral("events[%1]").arg(i), &problem);
        if (!e)
            return fail(problem);
        if (e->kind == EventKind::DiceRolled && e->a >= 1 && e->a <= 6 && e->b >= 1 && e->b <= 6)
            ++m_diceCounts[static_cast<std::size_t>(e->a + e->b)];
        m_unshown.push_back(*e);
    }
}

void RemoteBoardTable::onAsk(const QJsonObject &message)
{
    if (m_seat < 0)
        return;
    const QJsonArray actions = message.value(QLatin1String("actions")).toArray();
    io::JsonWalker walker;
    std::vector<Action> legal;
    for (qsizetype i = 0; i < actions.size(); ++i) {
        const std::optional<Action> a = io::actionFromJson(*m_rules, int(m_seats.size()), actions[i], QStringLiteral("ask.actions[%1]").arg(i), walker);
        if (!a || a->player != m_seat)
            return fail(walker.failed() ? walker.error()->place : QStringLiteral("ask.actions[%1].p").arg(i));
        legal.push_back(*a);
    }
    m_legal = std::move(legal);
    m_asked = true;
    emit changed();
    if (m_autoplay)
        playForPerson();
    else
        emit asked(m_seat);
}

void RemoteBoardTable::playForPerson()
{
    // After the window has drawn the question: the bot's answer goes out on the next turn of the loop.
    QTimer::singleShot(0, this, [this] {
        if (!m_autoplay || !m_asked || m_legal.empty())
            return;
        submit(play::BoardGame::botDecide(*m_autoplay, m_rules, m_view, m_legal));
    });
}

void RemoteBoardTable::fail(const QString &problem)
{
    m_problem = problem;
    emit refused(tr("The server sent something this app cannot read (%1).").arg(problem));
}

} // namespace canaan::online
