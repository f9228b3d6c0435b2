#include "app/game/shown_seat.h"

#include "engine/io/save_file.h"

namespace canaan::game {

ShownSeat::ShownSeat(BoardTable &table, const QList<SeatPlan> &seats, QObject *parent)
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
    relay(&BoardTable::changed, &ShownSeat::changed);
    relay(&BoardTable::eventHappened, &ShownSeat::eventHappened);
    relay(&BoardTable::asked, &ShownSeat::asked);
    relay(&BoardTable::refused, &ShownSeat::refused);
    relay(&BoardTable::gameOver, &ShownSeat::gameOver);
    relay(&BoardTable::clockChanged, &ShownSeat::clockChanged);
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

SeatView ShownSeat::view() const { return m_table->viewOf(m_viewer >= 0 ? m_viewer : kNoId); }

void ShownSeat::update()
{
    m_mine = isPersonDeciding() && decidingSeat() == m_viewer;
    m_legal = m_mine ? m_table->legalActions() : std::vector<Action>{};
}

std::vector<Action> ShownSeat::legalOf(ActionKind kind) const
{
    std::vector<Action> matching;
    for (const Action &a : m_legal)
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
    const SeatView seen = view();
    for (int p = 0; p < kMaxPlayers; ++p)
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

} // namespace canaan::game
