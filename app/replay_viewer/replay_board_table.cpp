#include "app/replay_viewer/replay_board_table.h"

#include "app/game/dice_stats_panel.h"

namespace canaan::replayviewer {

ReplayBoardTable::ReplayBoardTable(play::BoardReplayFile &game, QObject *parent) : BoardTable(parent), m_game(game) {}

void ReplayBoardTable::setShownSeat(int seat)
{
    m_shownSeat = seat;
    emit changed();
}

SeatView ReplayBoardTable::viewOf(int seat) const
{
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
        for (const Event &e : events)
            emit eventHappened(e);
    } else {
        replay.seek(position);
        emit rewound();
    }
    emit changed();
}

std::vector<Event> ReplayBoardTable::pastEvents() const { return m_game.replay.events(0, m_game.replay.position()); }

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
