// The end screen: who won and how the game ended, each player's victory points with their parts,
// the resources each produced, and as charts the dice rolled against what two dice promise and the
// victory points turn by turn (the replay window's chart, docs/replay.md); then Replay, Rematch
// (same table, a new seed), New game or Close. The numbers come from stats::computeGameStats.
#pragma once

#include "app/table_kit/end_frame.h"
#include "app/settlers_table/game_window.h"
#include "engine/settlers/stats/game_stats.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;
class QTabWidget;

namespace canaan::boardview {
class DiceChart;
}
namespace canaan::replayviewer {
class LineChart;
}

namespace canaan::session {

class EndScreen : public QDialog {
    Q_OBJECT
public:
    explicit EndScreen(const settlerstable::GameWindow &game, QWidget *parent = nullptr);

    const settlers::GameStats &stats() const { return m_stats; }
    QString headline() const;
    QStringList seatNames() const;
    QString reasonText() const;
    // How a tie on VP at Jerusalem was decided, when there was one (empty otherwise).
    static QString tieBreakText(const settlers::GameState &state, const QStringList &names);
    QTableWidget *pointsTable() const { return m_points; }
    QTableWidget *productionTable() const { return m_production; }
    boardview::DiceChart *diceChart() const { return m_dice; }
    // Each player's victory points at each turn's end (play::reviewGame, the replay window's chart).
    replayviewer::LineChart *vpChart() const { return m_vpChart; }
    // The charts' tabs: the dice, the victory points over the turns.
    QTabWidget *charts() const { return m_charts; }
    QPushButton *rematchButton() const { return m_frame->rematchButton(); }
    QPushButton *newGameButton() const { return m_newGame; }
    QPushButton *closeButton() const { return m_close; }
    QPushButton *replayButton() const { return m_frame->replayButton(); }

signals:
    void rematchRequested();
    void newGameRequested();
    // Step through the game just played (app/replay_viewer), with its review's charts.
    void replayRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void fill();
    void showVictoryPoints();

    const settlerstable::GameWindow &m_game;
    settlers::GameStats m_stats;
    tablekit::EndFrame *m_frame; // the headline, the parts below and the buttons
    QLabel *m_reason;
    QLabel *m_pointsTitle;
    QLabel *m_productionTitle;
    QLabel *m_diceTitle;
    QTableWidget *m_points;
    QTableWidget *m_production;
    boardview::DiceChart *m_dice;
    replayviewer::LineChart *m_vpChart;
    QTabWidget *m_charts;
    QPushButton *m_newGame;
    QPushButton *m_close;
};

} // namespace canaan::session
