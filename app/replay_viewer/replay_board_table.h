// A recorded board game as the game window's table (game/board_table.h): the window shows the
// replay's position read-only — no seat is ever asked, every submit is refused. It gives the shown
// seat its own view and any other seat only a spectator's, so a seat's replay never shows another
// seat's hand; with no seat chosen ("everything") every seat's view holds every hand.
#pragma once

#include "app/game/board_table.h"
#include "play/replay_file.h"

namespace canaan::replayviewer {

class ReplayBoardTable : public game::BoardTable {
    Q_OBJECT
public:
    // The game outlives the table.
    explicit ReplayBoardTable(play::BoardReplayFile &game, QObject *parent = nullptr);

    play::BoardReplay &replay() const { return m_game.replay; }
    // The seat whose view is given (-1: everything).
    void setShownSeat(int seat);
    int shownSeat() const { return m_shownSeat; }
    // Moves the replay; one step forward tells its events (eventHappened), any other move says
    // that the story so far must be told again (rewound).
    void seek(int position);

    const Rules &rules() const override { return *m_game.replay.context(); }
    const MapModel &map() const override { return m_game.saved.map; }
    SeatView viewOf(int seat) const override;
    int decidingSeat() const override;
    bool isPersonDeciding() const override { return false; }
    std::vector<Action> legalActions() const override { return {}; }
    QString submit(const Action &action) override;
    void start() override {}
    // The events so far, for the log of a window that opens here or after a jump.
    std::vector<Event> pastEvents() const override;
    std::vector<game::TradeTerms> pastOffers() const override;
    std::array<int, 13> diceCounts() const override;

signals:
    void rewound();

private:
    play::BoardReplayFile &m_game;
    int m_shownSeat = -1;
};

} // namespace canaan::replayviewer
