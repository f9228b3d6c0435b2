// A recorded board game as the game window's table (game/settlers_table.h): the window shows the
// replay's position read-only — no seat is ever asked, every submit is refused. It feeds a client
// per seat and a spectator's with each position and the events as that seat saw them; it gives the
// shown seat its own view and any other seat only a spectator's, so a seat's replay never shows
// another seat's hand; with no seat chosen ("everything") every seat's view holds every hand.
#pragma once

#include "app/settlers_table/settlers_table.h"
#include "play/replay_file.h"

#include <memory>
#include <vector>

namespace canaan::replayviewer {

class ReplaySettlersTable : public settlerstable::SettlersTable {
    Q_OBJECT
public:
    // The game outlives the table.
    explicit ReplaySettlersTable(play::SettlersReplayFile &game, QObject *parent = nullptr);

    play::SettlersReplay &replay() const { return m_game.replay; }
    // The seat whose view is given (-1: everything).
    void setShownSeat(int seat);
    int shownSeat() const { return m_shownSeat; }
    // Moves the replay; one step forward tells each client its events, any other move says
    // that the story so far must be told again (rewound).
    void seek(int position);

    const settlers::Rules &rules() const override { return *m_game.replay.context(); }
    const settlers::MapModel &map() const override { return m_game.saved.map; }
    std::vector<int> toldSeats() const override;
    const play::SettlersSeatClient &client(int seat) const override;
    int decidingSeat() const override;
    bool isPersonDeciding() const override { return false; }
    std::vector<settlers::Action> legalActions() const override { return {}; }
    QString submit(const settlers::Action &action) override;
    void start() override {}
    // The events so far, for the log of a window that opens here or after a jump.
    std::vector<settlers::Event> pastEvents(int seat) const override;
    std::vector<settlerstable::TradeTerms> pastOffers() const override;
    std::array<int, 13> diceCounts() const override;

signals:
    void rewound();

private:
    settlers::SeatView viewOf(int seat) const;
    std::vector<settlers::Event> seenBy(const std::vector<settlers::Event> &events, int seat) const;
    // Every client its seat's view of the position now, after `events`.
    void tell(const std::vector<settlers::Event> &events);

    play::SettlersReplayFile &m_game;
    int m_shownSeat = -1;
    std::vector<std::unique_ptr<play::SettlersSeatClient>> m_clients; // by seat + 1 (the spectator first)
};

} // namespace canaan::replayviewer
