// The card table (issue 22): what one seat sees of a Conquest game and the interface of its decisions.
// It knows only that seat's view and legal actions (C20) and answers with the action chosen; whoever
// hosts the game applies it and shows the next view. Parts: the phase bar, the nations panel, the log,
// the battle screen, the decision panel, the hand and the log (TableLog).
#pragma once

#include "app/card_table/battle_record.h"
#include "app/card_table/conquest_end_screen.h"

#include "engine/conquest/engine.h"
#include "engine/conquest/view.h"

#include <QList>
#include <QMap>
#include <QStringList>
#include <QWidget>

#include <utility>

class QLabel;
class QPushButton;
class QStackedWidget;

namespace canaan::sound {
class SoundPlayer;
}

namespace canaan::tablekit {
class PassCover;
}

namespace canaan::cardtable {

class BattleView;
class DecisionPanel;
class HandView;
class NationsPanel;
class PhaseBar;
class TableLog;

class CardTableWidget : public QWidget {
    Q_OBJECT
public:
    explicit CardTableWidget(QWidget *parent = nullptr);
    void setNames(const QStringList &names);
    const QStringList &names() const { return m_names; }
    // The seat's view now, and its legal actions (empty while another seat or chance decides).
    void showView(const conquest::SeatView &view, const conquest::ActionList &legal);
    // An action just applied, with a seat's view before it: that seat's log; and for the seat shown,
    // the dice and the battle. With several people here, call it for each of their seats.
    void recordAction(const conquest::SeatView &before, const conquest::Action &action);
    // The view shown now (the last before the cover, while covered).
    const conquest::SeatView &shownView() const { return m_view; }
    // A game resumed from its log: the end screen's chart and battles of the turns before, replayed
    // from the new game's state. Call it before the first view.
    void replayPast(const conquest::State &start, std::span<const conquest::Action> log);
    // An action of a resumed game as a person's seat was told it (play/told_history.h), with its
    // view before: his log and battles, so that Continue shows the history as it was (issue 37).
    // Call it before the first view.
    void recordPast(const conquest::SeatView &before, const conquest::Action &action);

    HandView *hand() const { return m_hand; }
    DecisionPanel *decisions() const { return m_decisions; }
    BattleView *battle() const { return m_battle; }
    NationsPanel *nations() const { return m_nations; }
    PhaseBar *phaseBar() const { return m_phaseBar; }
    sound::SoundPlayer *sounds() const { return m_sounds; }
    const BattleRecord &battleRecord() const { return m_tracker.record(); }
    ConquestEndScreen *endScreen() const { return m_end; }
    const ConquestSummary &summary() const { return m_summary; }
    // Hot-seat: when the view of another seat comes, the table is covered until that person takes it;
    // then the log is that person's (recordAction keeps one per seat, each as that seat saw it).
    void setHotSeat(bool on) { m_hotSeat = on; }
    bool covered() const;
    // The length of the table's short animations, ms (motion.h; 0: none).
    void setMotionTime(int ms);
    QStringList logLines() const;
    // Results stay (issue 37): each settled battle waits on the battle screen until the person
    // dismisses it (or makes his next decision); the window holds the computer players meanwhile.
    // Off at Instant speed. The end screen comes after the last battle is dismissed.
    void setHoldResults(bool on);
    bool holdingResult() const { return heldResult() != nullptr; }
    void dismissResult();
    // Every battle the shown seat saw settled, oldest first (the battle history).
    QList<BattleRecord> battleHistory() const;
    void showBattleHistory();

signals:
    void actionChosen(const conquest::Action &action);
    // A settled battle now waits for the person (true), or no longer (false).
    void resultHeld(bool held);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();
    void refreshHand();
    void refreshLog();
    // Keeps a seat's action: its log and its battles. True when it settled a battle.
    bool remember(const conquest::SeatView &before, const conquest::Action &action);
    void seatChanged();
    const BattleRecord *heldResult() const;
    void updateHold();
    void takeScreen();
    void showDie(bool fresh);
    QStringList m_names;
    conquest::SeatView m_view;
    conquest::ActionList m_legal;
    BattleTracker m_tracker;
    // Per seat, every action as that seat saw it: its log, retold in a new language or when the
    // screen comes back to that person.
    QMap<int, QList<std::pair<conquest::SeatView, conquest::Action>>> m_history;
    // Per seat, the battles it saw settled (fed from its history, so they survive a seat change and
    // come back with Continue) and how many of them the person has dismissed.
    struct SeatBattles {
        BattleTracker tracker;
        QList<BattleRecord> settled;
        int dismissed = 0;
    };
    QMap<int, SeatBattles> m_battles;
    bool m_holdResults = false;
    bool m_holdSignalled = false;
    bool m_heldForSeat = false; // the cover asks for m_heldView's seat
    ConquestSummary m_summary;
    int m_summaryTurn = -1;
    bool m_hotSeat = false;
    int m_seatShown = -1;
    conquest::SeatView m_heldView;
    conquest::ActionList m_heldLegal;
    sound::SoundPlayer *m_sounds;
    PhaseBar *m_phaseBar;
    NationsPanel *m_nations;
    TableLog *m_log;
    QPushButton *m_historyButton;
    BattleView *m_battle;
    DecisionPanel *m_decisions;
    QLabel *m_handTitle;
    HandView *m_hand;
    QWidget *m_content;
    tablekit::PassCover *m_cover;
    QStackedWidget *m_stack;
    ConquestEndScreen *m_end;
};

} // namespace canaan::cardtable
