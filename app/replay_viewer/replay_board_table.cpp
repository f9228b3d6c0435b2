#include "app/replay_viewer/replay_board_table.h"

#include "app/game/dice_stats_panel.h"

#include <algorithm>

namespace canaan::replayviewer {

ReplayBoardTable::ReplayBoardTable(play::BoardReplayFile &game, QObject *parent) : BoardTable(parent), m_game(game)
{
    for (int seat = -1; seat < m_game.replay.seats(); ++seat)
        m_clients.push_back(std::make_unique<play::BoardSeatClient>(seat));
    tell({});
}

void ReplayBoardTable::setShownSeat(int seat)
{
    m_shownSeat = seat;
    tell({});
    emit changed();
}

std::vector<int> ReplayBoardTable::toldSeats() const
{
    std::vector<int> seats;
    for (const auto &client : m_clients)
        seats.push_back(client->seat());
    return seats;
}

const play::BoardSeatClient &ReplayBoardTable::client(int seat) const
{
    const int at = std::clamp(seat + 1, 0, static_cast<int>(m_clients.size()) - 1);
    return *m_clients[static_cast<std::size_t>(at)];
}

std::vector<Event> ReplayBoardTable::seenBy(const std::vector<Event> &events, int seat) const
{
    std::vector<Event> seen;
    for (const Event &e : events)
        if (const std::optional<Event> told = play::BoardGame::eventSeenBy(m_game.replay.state(), e, seat))
            seen.push_back(*told);
    return seen;
}

void ReplayBoardTable::tell(const std::vector<Event> &events)
{
    for (const auto &client : m_clients)
        client->update(viewOf(client->seat()), seenBy(events, client->seat()));
}

SeatView ReplayBoardTable::viewOf(int seat) const
{
    seat = seat < 0 ? kNoId : seat;
    const play::BoardReplay &replay = m_game.replay;
    if (m_shownSeat < 0) {
        // Everything: the whole state, every hand and card, as the view of the seat asked for.
        SeatView all = replay.view(seat);
        all.board = replay.state();
        return all;
    }
    return replay.view(seat == m_shownSeat ? seat : kNoId);
}

int ReplayBoardTable::decidingSeat() const
{
    const GameState &s = m_game.replay.state();
    return s.isOver() || isChancePending(s) ? -1 : s.pendingPlayer;
}

QString ReplayBoardTable::submit(const Action &) { return tr("A replay takes no moves."); }

void ReplayBoardTable::seek(int position)
{
    play::BoardReplay &replay = m_game.replay;
    const int from = replay.position();
    if (position == from + 1 && position <= replay.length()) {
        const std::vector<Event> events = replay.events(from, position);
        replay.seek(position);
        tell(events);
    } else {
        replay.seek(position);
        tell({});
        emit rewound();
    }
    emit changed();
}

std::vector<Event> ReplayBoardTable::pastEvents(int seat) const
{
    return seenBy(m_game.replay.events(0, m_game.replay.position()), seat);
}

std::vector<game::TradeTerms> ReplayBoardTable::pastOffers() const
{
    std::vector<game::TradeTerms> offers;
    const auto &log = m_game.replay.log();
    for (int i = 0; i < m_game.replay.position(); ++i)
        if (log[static_cast<std::size_t>(i)].kind == ActionKind::OfferTrade)
            offers.push_back(log[static_cast<std::size_t>(i)].trade);
    return offers;
}

std::array<int, 13> ReplayBoardTable::diceCounts() const
{
    const auto &log = m_game.replay.log();
    return game::DiceStatsPanel::diceCountsOf({log.begin(), log.begin() + m_game.replay.position()});
}

} // namespace canaan::replayviewer
