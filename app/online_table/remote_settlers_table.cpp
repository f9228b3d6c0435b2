#include "app/online_table/remote_settlers_table.h"

#include "play/settlers_game.h"
#include "engine/io/action_json.h"
#include "engine/io/clock_limits.h"
#include "engine/io/game_text.h"
#include "engine/io/json_walker.h"
#include "engine/io/save_file.h"
#include "net/settlers_wire.h"
#include "app/online_table/refusal_text.h"

#include <QJsonArray>
#include <algorithm>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTimer>

namespace canaan::online {

namespace {

void countDice(std::array<int, 13> &counts, const settlers::Event &e)
{
    if (e.kind == settlers::EventKind::DiceRolled && e.a >= 1 && e.a <= 6 && e.b >= 1 && e.b <= 6)
        ++counts[static_cast<std::size_t>(e.a + e.b)];
}

} // namespace

std::unique_ptr<RemoteSettlersTable> RemoteSettlersTable::create(ServerLink &link, const QJsonObject &gameMessage, QString *problem)
{
    std::unique_ptr<RemoteSettlersTable> table(new RemoteSettlersTable(link));
    if (!table->m_feed.read(gameMessage, problem))
        return nullptr;
    table->m_seat = table->m_client.seat();
    for (const settlers::Event &e : table->m_feed.pastEvents())
        countDice(table->m_diceCounts, e);
    return table;
}

RemoteSettlersTable::RemoteSettlersTable(ServerLink &link) : m_link(&link)
{
    connect(&link, &ServerLink::received, this, &RemoteSettlersTable::receive);
}

RemoteSettlersTable::~RemoteSettlersTable() = default;

QList<settlerstable::SeatPlan> RemoteSettlersTable::seatPlans() const
{
    QList<settlerstable::SeatPlan> plans;
    const std::vector<Seat> &seats = m_feed.setup()->seats;
    for (int p = 0; p < int(seats.size()); ++p) {
        const Seat &s = seats[size_t(p)];
        // A computer player's seat has no name of its own (the reader gives it its level's id).
        const bool named = !s.name.empty() && (s.kind == "human" || s.name != s.kind);
        const QString name = named ? QString::fromStdString(s.name) : settlerstable::defaultSeatName(p);
        // Only this app's seat is a person here; another person's seat is played elsewhere.
        const QString kind = s.kind == "human" ? QStringLiteral("remote") : QString::fromStdString(s.kind);
        plans.append({name, settlerstable::defaultSeatColor(p), p == m_seat ? QString() : kind});
    }
    return plans;
}

void RemoteSettlersTable::setAutoplay(const QString &level)
{
    m_autoplay = level.isEmpty() ? nullptr : play::SettlersGame::makeBot(level, QRandomGenerator::global()->generate64());
    if (m_client.isAsked())
        playForPerson();
}

int RemoteSettlersTable::decidingSeat() const
{
    if (m_client.isAsked())
        return m_seat;
    const settlers::SeatView &view = m_client.view();
    if (!m_client.hasView() || view.board.isOver() || settlers::isChancePending(view.board))
        return -1;
    return view.board.pendingPlayer;
}

QString RemoteSettlersTable::submit(const settlers::Action &action)
{
    // A dialog may send several actions in a row (they are judged in order by the server).
    if (!(m_client.isAsked() || m_awaiting) || !m_link || action.player != m_seat)
        return illegalReasonText(settlers::IllegalReason::NotYourDecision);
    if (m_client.isAsked())
        m_lastLegal = m_client.legal();
    m_awaiting = true;
    m_link->send({{QStringLiteral("t"), QStringLiteral("act")},
        {QStringLiteral("action"), QJsonDocument::fromJson(io::actionToJson(rules(), action)).object()}});
    // A trade offer leaves the decision open only after the server's next view; the same holds for
    // every action, so the window waits for the next question.
    m_client.closeQuestion();
    return {};
}

void RemoteSettlersTable::receive(const QJsonObject &message)
{
    const QString type = message.value(QLatin1String("t")).toString();
    const bool fed = type == QLatin1String("view") || type == QLatin1String("events") || type == QLatin1String("ask");
    if (fed) {
        QString problem;
        if (!m_feed.read(message, &problem))
            return fail(problem);
        if (type == QLatin1String("view"))
            onView();
        else if (type == QLatin1String("ask"))
            onAsk();
    } else if (type == QLatin1String("clock")) {
        onClock(message);
    } else if (type == QLatin1String("over")) {
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

void RemoteSettlersTable::onClock(const QJsonObject &message)
{
    // The server times the decision; the seconds run down here from what it said was left. A seat
    // that is no seat of this table, or seconds beyond the limits, show no clock.
    const int seat = message.value(QLatin1String("seat")).toInt(-1);
    const int left = message.value(QLatin1String("left")).toInt(-1);
    const bool timed = seat >= 0 && seat < int(m_feed.setup()->seats.size()) && left >= 0 && left <= kClockChoices.back();
    m_clockSeat = timed ? seat : -1;
    m_clockDeadline.setRemainingTime(timed ? qint64(left) * 1000 : 0);
    emit clockChanged();
}

int RemoteSettlersTable::clockSecondsLeft() const
{
    return m_clockSeat < 0 ? -1 : int((m_clockDeadline.remainingTime() + 999) / 1000);
}

void RemoteSettlersTable::reopen()
{
    // A refused action leaves the server's question open (it does not ask again): ask here again.
    if (!m_awaiting || m_lastLegal.empty())
        return;
    m_awaiting = false;
    m_client.ask(m_lastLegal);
    emit changed();
    if (m_autoplay) {
        // A refused choice of the bot (a trade offer nobody can take): a listed action instead.
        const std::vector<settlers::Action> &legal = m_client.legal();
        submit(legal[QRandomGenerator::global()->bounded(int(legal.size()))]);
        return;
    }
    emit asked(m_seat);
}

void RemoteSettlersTable::onView()
{
    // A new view follows every action: whatever was asked before is answered or gone (the client
    // closed the question).
    m_awaiting = false;
    for (const settlers::Event &e : m_client.news())
        countDice(m_diceCounts, e);
    emit changed(); // the window reads the events from the client
    if (m_client.view().board.isOver() && !m_toldOver) {
        m_toldOver = true;
        emit gameOver();
    }
}

void RemoteSettlersTable::onAsk()
{
    if (!m_client.isAsked())
        return; // a spectator's
    emit changed();
    if (m_autoplay)
        playForPerson();
    else
        emit asked(m_seat);
}

void RemoteSettlersTable::playForPerson()
{
    // After the window has drawn the question: the bot's answer goes out on the next turn of the loop.
    QTimer::singleShot(0, this, [this] {
        if (!m_autoplay || !m_client.isAsked() || m_client.legal().empty())
            return;
        submit(play::SettlersGame::botDecide(*m_autoplay, m_feed.sharedRules(), m_client.view(), m_client.legal()));
    });
}

void RemoteSettlersTable::fail(const QString &problem)
{
    m_problem = problem;
    emit refused(tr("The server sent something this app cannot read (%1).").arg(problem));
}

} // namespace canaan::online
