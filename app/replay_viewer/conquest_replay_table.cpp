#include "app/replay_viewer/conquest_replay_table.h"

#include "app/card_table/card_table_widget.h"
#include "play/conquest_game.h"
#include "play/told_history.h"

#include <QVBoxLayout>

namespace canaan::replayviewer {

ConquestReplayTable::ConquestReplayTable(play::ConquestReplay &replay, const QStringList &names, QWidget *parent)
    : QWidget(parent), m_replay(replay), m_names(names)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
}

void ConquestReplayTable::setShownSeat(int seat)
{
    m_shownSeat = seat;
    showCards(true);
}

int ConquestReplayTable::seatShown() const
{
    if (m_shownSeat >= 0)
        return m_shownSeat;
    const conquest::State &s = m_replay.state();
    return s.pendingPlayer < m_replay.seats() ? s.pendingPlayer : 0;
}

void ConquestReplayTable::seek(int target)
{
    const int from = m_replay.position();
    if (target == from + 1) {
        // One step: the table's log and battle screen take it as a live game's.
        const conquest::SeatView before = m_replay.view(seatShown());
        m_replay.seek(target);
        if (auto seen = play::ConquestGame::eventSeenBy(m_replay.state(), m_replay.log()[std::size_t(from)], before.seat))
            m_cards->recordAction(before, *seen);
        showCards(false);
    } else {
        m_replay.seek(target);
        showCards(true);
    }
}

void ConquestReplayTable::showCards(bool rebuild)
{
    const int seat = seatShown();
    if (rebuild || !m_cards) {
        // The table is told the story so far as that seat saw it (its log and battles).
        delete m_cards;
        m_cards = new cardtable::CardTableWidget(this);
        m_cards->setMotionTime(0);
        m_cards->setHoldResults(false);
        m_cards->setNames(m_names);
        const auto &log = m_replay.log();
        const std::span<const conquest::Action> past(log.data(), static_cast<std::size_t>(m_replay.position()));
        m_cards->replayPast(play::ConquestGame::newGame(m_replay.context(), m_replay.seats()), past);
        play::tellHistory<play::ConquestGame>(m_replay.context(), m_replay.seats(), past, seat,
            [this](const conquest::SeatView &before, const conquest::Action &seen) { m_cards->recordPast(before, seen); });
        layout()->addWidget(m_cards);
    }
    m_cards->showView(m_replay.view(seat), conquest::ActionList{});
}

} // namespace canaan::replayviewer
