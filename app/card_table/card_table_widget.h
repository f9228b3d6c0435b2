// The card table (issue 22): what one seat sees of a Conquest game and the interface of its decisions.
// It knows only that seat's view and legal actions (C20) and answers with the action chosen; whoever
// hosts the game applies it and shows the next view. Parts: the phase bar, the nations panel, the log,
// the battle screen, the decision panel and the hand.
#pragma once

#include "battle_record.h"
#include "end_screen.h"

#include "conquest/engine.h"
#include "conquest/view.h"

#include <QList>
#include <QMap>
#include <QStringList>
#include <QWidget>

#include <utility>

class QLabel;
class QListWidget;
class QStackedWidget;

namespace canaan::cardtable {

class BattleView;
class DecisionPanel;
class HandView;
class NationsPanel;
class PassCover;
class PhaseBar;

class CardTableWidget : public QWidget {
    Q_OBJECT
public:
    explicit CardTableWidget(QWidget *parent = nullptr);
    void setNames(const QStringList &names);
    // The seat's view now, and its legal actions (empty while another seat or chance decides).
    void showView(const conquest::SeatView &view, const conquest::ActionList &legal);
    // An action just applied, with a seat's view before it: that seat's log; and for the seat shown,
    // the dice and the battle. With several people here, call it for each of their seats.
    void recordAction(const conquest::SeatView &before, const conquest::Action &action);
    // A game resumed from its log: the end screen's chart and battles of the turns before, replayed
    // from the new game's state. Call it before the first view.
    void replayPast(const conquest::State &start, std::span<const conquest::Action> log);

    HandView *hand() const { return m_hand; }
    DecisionPanel *decisions() const { return m_decisions; }
    BattleView *battle() const { return m_battle; }
    NationsPanel *nations() const { return m_nations; }
    PhaseBar *phaseBar() const { return m_phaseBar; }
    const BattleRecord &battleRecord() const { return m_tracker.record(); }
    EndScreen *endScreen() const { return m_end; }
    const GameSummary &summary() const { return m_summary; }
    // Hot-seat: when the view of another seat comes, the table is covered until that person takes it;
    // then the log is that person's (recordAction keeps one per seat, each as that seat saw it).
    void setHotSeat(bool on) { m_hotSeat = on; }
    bool covered() const;
    // The length of the table's short animations, ms (motion.h; 0: none).
    void setMotionTime(int ms);
    QStringList logLines() const;

signals:
    void actionChosen(const conquest::Action &action);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();
    void refreshHand();
    void refreshLog();
    void addLogLine(const QString &line);
    void countTurnAndBattles(const conquest::SeatView &view);
    void takeScreen();
    void showDie(bool fresh);
    QStringList m_names;
    conquest::SeatView m_view;
    conquest::ActionList m_legal;
    BattleTracker m_tracker;
    // Per seat, every action as that seat saw it: its log, retold in a new language or when the
    // screen comes back to that person.
    QMap<int, QList<std::pair<conquest::SeatView, conquest::Action>>> m_history;
    GameSummary m_summary;
    int m_summaryTurn = -1;
    bool m_hotSeat = false;
    int m_seatShown = -1;
    conquest::SeatView m_heldView;
    conquest::ActionList m_heldLegal;
    PhaseBar *m_phaseBar;
    NationsPanel *m_nations;
    QListWidget *m_log;
    BattleView *m_battle;
    DecisionPanel *m_decisions;
    QLabel *m_handTitle;
    HandView *m_hand;
    QWidget *m_content;
    PassCover *m_cover;
    QStackedWidget *m_stack;
    EndScreen *m_end;
};

} // namespace canaan::cardtable
