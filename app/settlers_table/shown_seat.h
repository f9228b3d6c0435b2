// The one place a game window reads its table through (issue 35): the seat shown at this screen
// (whose hand, cards and log sentences it shows; -1: nobody's secrets, a spectator's view), that
// seat's view, what the person may do now, the seats' names and colours, and the table's news.
// The window's pieces (board_pane.h, side_panel.h, decision_controller.h, board_picker.h,
// trade_flow.h, seat_hand_off.h, event_effects.h) ask this object, never the table.
//
// What it shows of the game is the stream of the shown seat's client (play/seat_client.h, issue
// 34): its view, and its events as that seat was told them (eventHappened). The other seats this
// screen is told of (a hot-seat game's people, the spectator under the cover) are told on (`told`)
// for the log, which tells each person his own story when he takes the screen. Nothing here
// filters an event or sees a whole game state: it gets only views (SeatView) and told events.
#pragma once

#include "app/settlers_table/settlers_table.h"
#include "app/settlers_table/dialogs/decision_dialog.h"
#include "app/settlers_table/seat_plan.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <vector>

namespace canaan::settlerstable {

class ShownSeat : public QObject {
    Q_OBJECT
public:
    // The seat shown first: the one person's here; nobody's with several (hot-seat) or none.
    ShownSeat(SettlersTable &table, const QList<SeatPlan> &seats, QObject *parent);

    SettlersTable &table() const { return *m_table; }
    const settlers::Rules &rules() const { return m_table->rules(); }
    const QList<SeatPlan> &seats() const { return m_seats; }
    QStringList names() const;
    // The default tribe names follow the language (typed names stay as typed).
    void renameDefaultSeats();

    // Whose secrets the window shows (-1: nobody's). Changing it (even to the same) says so.
    int viewer() const { return m_viewer; }
    void setViewer(int seat);
    // The seats this screen is told the news of (-1: a spectator's), each with its client.
    const std::vector<int> &toldSeats() const { return m_told; }
    // The client whose stream is shown: the viewer's (the spectator's while it is -1).
    const play::SettlersSeatClient &client() const;
    // What the seat shown may know now (a spectator's view while it is -1).
    const settlers::SeatView &view() const { return client().view(); }
    const settlers::GameState &board() const { return view().board; }

    bool isPersonDeciding() const { return m_table->isPersonDeciding(); }
    int decidingSeat() const { return m_table->decidingSeat(); }
    // Re-reads whether the person shown decides now and what he may do (after each change).
    void update();
    // Whether the person shown decides now: only he may act; another must take the computer first.
    bool isMine() const { return m_mine; }
    // What the person shown may do now; empty when it is not his decision.
    const std::vector<settlers::Action> &legal() const { return m_legal; }
    std::vector<settlers::Action> legalOf(settlers::ActionKind kind) const;
    // What a decision dialog or the trade panel reads: it stays valid until the next call.
    DecisionContext decisionContext();
    // Asks the person deciding again (after a dialog's actions were all performed).
    void askAgain();

signals:
    // The table's news, relayed (settlers_table.h says what each means).
    void asked(int seat);
    void changed();
    void refused(const QString &why);
    void clockChanged();
    // An event of the shown seat's stream (its dice, sounds and flying cards).
    void eventHappened(const canaan::settlers::Event &event);
    // An event as `seat` (of toldSeats()) was told it, for its story; terms: a TradeOffered's cards.
    void told(int seat, const canaan::settlers::Event &event, const canaan::settlerstable::TradeTerms &terms);
    void gameOver();
    // The seat shown changed (setViewer).
    void viewerChanged(int seat);

private:
    void renameSeat(int seat, const QString &name);
    // A told seat's client has news: its events, in order.
    void onTold(int seat);

    QPointer<SettlersTable> m_table;
    QList<SeatPlan> m_seats;
    QList<bool> m_defaultNames; // seats whose name is the default tribe name: it follows the language
    std::vector<int> m_told;    // the table's told seats
    int m_viewer = -1;          // the person whose hand is shown; with one person, always him
    bool m_mine = false;
    std::vector<settlers::Action> m_legal;
    settlers::GameState m_decisionState; // what the open dialog reads
};

} // namespace canaan::settlerstable
