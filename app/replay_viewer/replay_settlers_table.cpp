#include "app/replay_viewer/replay_settlers_table.h"

#include "app/settlers_table/dice_stats_panel.h"

#include <algorithm>

namespace canaan::replayviewer {

ReplaySettlersTable::ReplaySettlersTable(play::SettlersReplayFile &game, QObject *parent) : SettlersTable(parent), m_game(game)
{
    for (int seat = -1; seat < m_game.replay.seats(); ++seat)
        m_clients.push_back(std::make_unique<play::SettlersSeatClient>(seat));
    tell({});
}

void ReplaySettlersTable::setShownSeat(int seat)
{
    m_shownSeat = seat;
    tell({});
    emit changed();
}

std::vector<int> ReplaySettlersTable::toldSeats() const
{
    std::vector<int> seats;
    for (const auto &client : m_clients)
        seats.push_back(client->seat());
    return seats;
}

const play::SettlersSeatClient &ReplaySettlersTable::client(int seat) const
{
    const int at = std::clamp(seat + 1, 0, static_cast<int>(m_clients.size()) - 1);
    return *m_clients[static_cast<std::size_t>(at)];
}

std::vector<settlers::Event> ReplaySettlersTable::seenBy(const std::vector<settlers::Event> &events, int seat) const
{
    std::vector<settlers::Event> seen;
    for (const settlers::Event &e : events)
        if (const std::optional<settlers::Event> told = play::SettlersGame::eventSeenBy(m_game.replay.state(), e, seat))
            seen.push_back(*told);
    return seen;
}

void ReplaySettlersTable::tell(const std::vector<settlers::Event> &events)
{
    for (const auto &client : m_clients)
        client->update(viewOf(client->seat()), seenBy(events, client->seat()));
}

settlers::SeatView ReplaySettlersTable::viewOf(int seat) const
{
    seat = seat < 0 ? settlers::kNoId : seat;
    const play::SettlersReplay &replay = m_game.replay;
    if (m_shownSeat < 0) {
        // Everything: the whole state, every hand and card, as the view of the seat asked for.
        settlers::SeatView all = replay.view(seat);
        all.board = replay.state();
        return all;
    }
    return replay.view(seat == m_shownSeat ? seat : settlers::kNoId);
}

int ReplaySettlersTable::decidingSeat() const
{
    const settlers::GameState &s = m_game.replay.state();
    return s.isOver() || settlers::isChancePending(s) ? -1 : s.pendingPlayer;
}

QString ReplaySettlersTable::submit(const settlers::Action &) { return tr("A replay takes no moves."); }

void ReplaySettlersTable::seek(int position)
{
    play::SettlersReplay &replay = m_game.replay;
    const int from = replay.position();
    if (position == from + 1 && position <= replay.length()) {
        const std::vector<settlers::Event> events = replay.events(from, position);
        replay.seek(position);
        tell(events);
    } else {
        replay.seek(position);
        tell({});
        emit rewound();
    }
    emit changed();
}

std::vector<settlers::Event> ReplaySettlersTable::pastEvents(int seat) const
{
    return seenBy(m_game.replay.events(0, m_game.replay.position()), seat);
}

std::vector<settlerstable::TradeTerms> ReplaySettlersTable::pastOffers() const
{
    std::vector<settlerstable::TradeTerms> offers;
    const auto &log = m_game.replay.log();
    for (int i = 0; i < m_game.replay.position(); ++i)
        if (log[static_cast<std::size_t>(i)].kind == settlers::ActionKind::OfferTrade)
            offers.push_back(log[static_cast<std::size_t>(i)].trade);
    return offers;
}

std::array<int, 13> ReplaySettlersTable::diceCounts() const
{
    const auto &log = m_game.replay.log();
    return settlerstable::DiceStatsPanel::diceCountsOf({log.begin(), log.begin() + m_game.replay.position()});
}

} // namespace canaan::replayviewer
