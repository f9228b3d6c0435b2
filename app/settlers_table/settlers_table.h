// The table a game window looks at (issue 21): everything GameWindow reads and does, so the same
// window runs on a game held here (LocalSettlersTable, over play::SettlersMatch) or on a table of a
// network server (online::RemoteSettlersTable, over net::Client), which knows one seat's view only.
// A window never reads a full GameState through it: what it shows of the game is the stream of a
// seat's client (play/seat_client.h, issue 34), its views and the events as that seat was told them.
#pragma once

#include "engine/settlers/board/map.h"
#include "app/settlers_table/event_text.h"
#include "engine/settlers/rules/action.h"
#include "engine/settlers/rules/events.h"
#include "engine/settlers/rules/rules.h"
#include "engine/settlers/rules/seat_view.h"
#include "play/seat_client.h"

#include <QObject>
#include <QString>
#include <array>
#include <string>
#include <vector>

namespace canaan::settlerstable {

class SettlersTable : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    virtual const settlers::Rules &rules() const = 0;
    virtual const settlers::MapModel &map() const = 0;
    // The seats whose news this screen is told (-1: a spectator's), each through its client: a game
    // here tells the seats of its people and a spectator, a network table its one seat.
    virtual std::vector<int> toldSeats() const = 0;
    // The client of a seat of toldSeats(): its view, the events that led to it, its question.
    virtual const play::SettlersSeatClient &client(int seat) const = 0;
    // The seat whose decision the game waits for, or -1 (a chance outcome is due, or it is over).
    virtual int decidingSeat() const = 0;
    // Whether a person at this screen is asked to decide now, and what that seat may do.
    virtual bool isPersonDeciding() const = 0;
    virtual std::vector<settlers::Action> legalActions() const = 0;
    // The person's action: an empty string when taken (or sent), else why not, in words.
    virtual QString submit(const settlers::Action &action) = 0;
    virtual void start() = 0;

    // Whether this screen only watches (a network table's spectator): no seat is ever its own.
    virtual bool isWatching() const { return false; }
    // The pause before each computer move here, ms (a network table's pace is the server's).
    virtual bool setsPace() const { return false; }
    virtual int stepDelay() const { return 0; }
    virtual void setStepDelay(int) {}
    // A seat's new name, for what a save records (a network table's names are the server's).
    virtual void renameSeat(int, const std::string &) {}
    // A resumed game's story as `seat` (of toldSeats()) was told it, and, in order, the terms of
    // its trade offers.
    virtual std::vector<settlers::Event> pastEvents(int /*seat*/) const { return {}; }
    virtual std::vector<TradeTerms> pastOffers() const { return {}; }
    // The move a saved game could not be replayed past, or -1.
    virtual int resumeError() const { return -1; }
    // [2..12]: how often each sum has been rolled, as far as this table knows (a network table
    // counts the rolls it was told of since it joined; the server sends no log).
    virtual std::array<int, 13> diceCounts() const = 0;
    // The turn clock (issue 42), run by whoever holds the game (this program, or the server): the
    // seat whose decision it times and its seconds left, or -1 when no decision is timed.
    virtual int clockSeat() const { return -1; }
    virtual int clockSecondsLeft() const { return -1; }

signals:
    // After each action (and each new view from a server), once the clients were told.
    void changed();
    // A person at this screen must decide for `seat`.
    void asked(int seat);
    // A person's action was refused: why, in the user's language.
    void refused(const QString &why);
    void gameOver();
    // The turn clock began or stopped timing a decision (between, the seconds run down alone).
    void clockChanged();
};

} // namespace canaan::settlerstable
