// The end of a Conquest game: the winner (or the shared win, C09), the city tokens of each nation
// over the turns as a chart, and the battles each nation won and lost.
#pragma once

#include "engine/conquest/state.h"
#include "app/table_kit/end_frame.h"

#include <QList>
#include <QStringList>
#include <QWidget>

#include <array>

class QLabel;
class QPushButton;
class QTableWidget;

namespace canaan::cardtable {

struct ConquestSummary {
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
    void setSummary(const ConquestSummary &summary);
    QSize sizeHint() const override { return QSize(520, 260); }
    static QColor seatColour(int seat);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    ConquestSummary m_summary;
};

// Conquest's end screen in the table kit's frame (its headline is the winner).
class ConquestEndScreen : public tablekit::EndFrame {
    Q_OBJECT
public:
    explicit ConquestEndScreen(QWidget *parent = nullptr);
    void setSummary(const ConquestSummary &summary);
    QString winnerText() const;
    QTableWidget *battles() const { return m_battles; }
    // The Rematch button, a new game of the same seats and options (issue 37), shown on offer.
    void offerRematch(bool offer);
    // The Replay button, to step through the game just played (issue 41), shown on offer.
    void offerReplay(bool offer);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    ConquestSummary m_summary;
    QLabel *m_chartTitle;
    CityChart *m_chart;
    QTableWidget *m_battles;
};

} // namespace canaan::cardtable
