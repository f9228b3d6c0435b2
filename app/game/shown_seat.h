// The one place a game window reads its table through (issue 35): the seat shown at this screen
// (whose hand, cards and log sentences it shows; -1: nobody's secrets, a spectator's view), that
// seat's view, what the person may do now, the seats' names and colours, and the table's news.
// The window's pieces (board_pane.h, side_panel.h, decision_controller.h, board_picker.h,
// trade_flow.h, seat_hand_off.h, event_effects.h) ask this object, never the table, so that one
// typed seat client (issue 34) can later feed it alone.
#pragma once

#include "app/game/board_table.h"
#include "app/game/dialogs/decision_dialog.h"
#include "app/game/seat_plan.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <vector>

namespace canaan::game {

class ShownSeat : public QObject {
    Q_OBJECT
public:
    // The seat shown first: the one person's here; nobody's with several (hot-seat) or none.
    ShownSeat(BoardTable &table, const QList<SeatPlan> &seats, QObject *parent);

    BoardTable &table() const { return *m_table; }
    const Rules &rules() const { return m_table->rules(); }
    const QList<SeatPlan> &seats() const { return m_seats; }
    QStringList names() const;
    // The default tribe names follow the language (typed names stay as typed).
    void renameDefaultSeats();

    // Whose secrets the window shows (-1: nobody's). Changing it (even to the same) says so.
    int viewer() const { return m_viewer; }
    void setViewer(int seat);
    // What the seat shown may know now (a spectator's view while it is -1).
    SeatView view() const;
    GameState board() const { return view().board; }

    bool isPersonDeciding() const { return m_table->isPersonDeciding(); }
    int decidingSeat() const { return m_table->decidingSeat(); }
    // Re-reads whether the person shown decides now and what he may do (after each change).
    void update();
    // Whether the person shown decides now: only he may act; another must take the computer first.
    bool isMine() const { return m_mine; }
    // What the person shown may do now; empty when it is not his decision.
    const std::vector<Action> &legal() const { return m_legal; }
    std::vector<Action> legalOf(ActionKind kind) const;
    // What a decision dialog or the trade panel reads: it stays valid until the next call.
    DecisionContext decisionContext();
    // Asks the person deciding again (after a dialog's actions were all performed).
    void askAgain();

signals:
    // The table's news, relayed (board_table.h says what each means).
    void asked(int seat);
    void changed();
    void refused(const QString &why);
    void clockChanged();
    void eventHappened(const canaan::Event &event);
    void gameOver();
    // The seat shown changed (setViewer).
    void viewerChanged(int seat);

private:
    void renameSeat(int seat, const QString &name);

    QPointer<BoardTable> m_table;
    QList<SeatPlan> m_seats;
    QList<bool> m_defaultNames; // seats whose name is the default tribe name: it follows the language
    int m_viewer = -1;          // the person whose hand is shown; with one person, always him
    bool m_mine = false;
    std::vector<Action> m_legal;
    GameState m_decisionState; // what the open dialog reads
};

} // namespace canaan::game
