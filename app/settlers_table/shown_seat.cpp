#include "app/settlers_table/shown_seat.h"

#include "engine/io/save_file.h"

#include <algorithm>

namespace canaan::settlerstable {

ShownSeat::ShownSeat(SettlersTable &table, const QList<SeatPlan> &seats, QObject *parent)
    : QObject(parent), m_table(&table), m_seats(seats)
{
    int people = 0;
    for (int p = 0; p < m_seats.size(); ++p) {
        m_defaultNames << isDefaultSeatName(p, m_seats[p].name);
        if (m_seats[p].isHuman()) {
            ++people;
            m_viewer = p;
        }
    }
    if (people > 1)
        m_viewer = -1; // hot-seat: nobody's hand until the first pass
    auto relay = [this](auto tableSignal, auto ownSignal) { connect(m_table, tableSignal, this, ownSignal); };
    // Each told seat's stream: its events before the table says what changed.
    m_told = m_table->toldSeats();
    for (int seat : m_told)
        connect(&m_table->client(seat), &play::SeatClientSignals::updated, this, [this, seat] { onTold(seat); });
    relay(&SettlersTable::changed, &ShownSeat::changed);
    relay(&SettlersTable::asked, &ShownSeat::asked);
    relay(&SettlersTable::refused, &ShownSeat::refused);
    relay(&SettlersTable::gameOver, &ShownSeat::gameOver);
    relay(&SettlersTable::clockChanged, &ShownSeat::clockChanged);
}

QStringList ShownSeat::names() const
{
    QStringList names;
    for (const SeatPlan &seat : m_seats)
        names << seat.name;
    return names;
}

void ShownSeat::renameDefaultSeats()
{
    for (int p = 0; p < m_defaultNames.size(); ++p)
        if (m_defaultNames[p])
            renameSeat(p, defaultSeatName(p));
}

void ShownSeat::renameSeat(int seat, const QString &name)
{
    m_seats[seat].name = name;
    m_table->renameSeat(seat, name.left(kMaxSeatNameLength).toStdString()); // what a save records
}

void ShownSeat::setViewer(int seat)
{
    m_viewer = seat;
    emit viewerChanged(seat);
}

const play::SettlersSeatClient &ShownSeat::client() const
{
    // A seat this screen is not told of (a network table's seat is its one) shows the first told.
    const bool told = std::find(m_told.begin(), m_told.end(), m_viewer) != m_told.end();
    return m_table->client(told ? m_viewer : m_told.front());
}

void ShownSeat::onTold(int seat)
{
    const play::SettlersSeatClient &told = m_table->client(seat);
    const bool shown = &told == &client();
    for (const settlers::Event &event : told.news()) {
        TradeTerms terms{};
        if (event.kind == settlers::EventKind::TradeOffered) // the view holds the offer just made
            for (int r = 0; r < settlers::kResourceCount; ++r)
                terms[static_cast<std::size_t>(r)] = told.view().board.offer[r];
        emit this->told(seat, event, terms);
        if (shown)
            emit eventHappened(event);
    }
}

void ShownSeat::update()
{
    m_mine = isPersonDeciding() && decidingSeat() == m_viewer;
    m_legal = m_mine ? m_table->legalActions() : std::vector<settlers::Action>{};
}

std::vector<settlers::Action> ShownSeat::legalOf(settlers::ActionKind kind) const
{
    std::vector<settlers::Action> matching;
    for (const settlers::Action &a : m_legal)
        if (a.kind == kind)
            matching.push_back(a);
    return matching;
}

DecisionContext ShownSeat::decisionContext()
{
    DecisionContext ctx;
    ctx.rules = &rules();
    m_decisionState = board(); // the dialog reads it while open; a new one copies it again
    ctx.state = &m_decisionState;
    ctx.seat = m_viewer;
    const settlers::SeatView &seen = view();
    for (int p = 0; p < settlers::kMaxPlayers; ++p)
        ctx.handCounts[static_cast<std::size_t>(p)] = seen.handCount[p];
    ctx.legal = m_legal;
    ctx.names = names();
    for (const SeatPlan &seat : m_seats)
        ctx.colors << seat.color;
    return ctx;
}

void ShownSeat::askAgain()
{
    if (isPersonDeciding())
        emit asked(decidingSeat());
}

} // namespace canaan::settlerstable
