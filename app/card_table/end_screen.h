// The end of a Conquest game: the winner (or the shared win, C09), the city tokens of each nation
// over the turns as a chart, and the battles each nation won and lost.
#pragma once

#include "conquest/state.h"

#include <QList>
#include <QStringList>
#include <QWidget>

#include <array>

class QLabel;
class QPushButton;
class QTableWidget;

namespace canaan::cardtable {

struct GameSummary {
    int numPlayers = 0;
    QStringList names;
    std::array<conquest::Nation, conquest::kMaxPlayers> nations{};
    int winners = 0; // bit mask
    std::array<int, conquest::kMaxPlayers> cities{}, armies{};
    QList<std::array<int, conquest::kMaxPlayers>> citiesByTurn; // at the start, then after each turn
    std::array<int, conquest::kMaxPlayers> battlesWon{}, battlesLost{};
};

class CityChart : public QWidget {
    Q_OBJECT
public:
    explicit CityChart(QWidget *parent = nullptr);
    void setSummary(const GameSummary &summary);
    QSize sizeHint() const override { return QSize(520, 260); }
    static QColor seatColour(int seat);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    GameSummary m_summary;
};

class EndScreen : public QWidget {
    Q_OBJECT
public:
    explicit EndScreen(QWidget *parent = nullptr);
    void setSummary(const GameSummary &summary);
    QString winnerText() const;
    QTableWidget *battles() const { return m_battles; }
    // A button for a new game of the same seats and options (issue 37), which emits rematch().
    void offerRematch(bool offer);
    QPushButton *rematchButton() const { return m_rematch; }
    // A button to step through the game just played (issue 41), which emits replayRequested().
    void offerReplay(bool offer);
    QPushButton *replayButton() const { return m_replay; }

signals:
    void rematch();
    void replayRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    GameSummary m_summary;
    QLabel *m_winner;
    QLabel *m_chartTitle;
    CityChart *m_chart;
    QTableWidget *m_battles;
    QPushButton *m_rematch;
    QPushButton *m_replay;
};

} // namespace canaan::cardtable
