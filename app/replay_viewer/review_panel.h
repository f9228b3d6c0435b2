// The review beside a replay (play/game_review.h): a chart of one series turn by turn, chosen —
// victory points (Conquest: cities, armies), resources produced, stolen, traded and discarded, the
// dice — and under it each seat's chance to win, both with the turn shown marked. The series come at once; the chance
// to win is estimated in the background from games played on by computer players, its sample size
// shown and chosen here.
#pragma once

#include "play/game_review.h"

#include <QColor>
#include <QFutureWatcher>
#include <QList>
#include <QWidget>
#include <atomic>
#include <functional>
#include <memory>

class QComboBox;
class QLabel;
class QSpinBox;
class QTimer;

namespace canaan::replayviewer {

class LineChart;

class ReviewPanel : public QWidget {
    Q_OBJECT
public:
    // Reviews a game with the options given; called on a worker thread, so it must own its game.
    using Reviewer = std::function<play::GameReview(const play::ReviewOptions &)>;
    // names and colours: the seats' as the game's window shows them.
    ReviewPanel(Reviewer reviewer, QStringList names, QList<QColor> colours, QWidget *parent = nullptr);
    ~ReviewPanel() override;

    // The series a chart can show, in the order of the chooser.
    enum class Series { Vp, Cities, Armies, Produced, Stolen, Traded, Discarded, Dice };
    void showSeries(Series series);
    Series series() const;
    // The replay's position: the turn it is in is marked.
    void setPosition(int position);
    // Estimates the chance to win again from `samples` games per turn (0: none).
    void estimate(int samples);
    const play::GameReview &review() const { return m_review; }
    bool isEstimating() const { return m_watcher.isRunning(); }
    LineChart *chart() const { return m_chart; }
    LineChart *chanceChart() const { return m_chanceChart; }
    // Waits for the estimate under way (tests, screenshots).
    void waitForEstimate();

signals:
    // A turn clicked on the chart: the position at its end.
    void positionChosen(int position);
    void estimated();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void refreshChart();
    void refreshNote();
    void onEstimated();
    double valueOf(const play::ReviewTurn &row, int seat) const;

    Reviewer m_reviewer;
    QStringList m_names;
    QList<QColor> m_colours;
    play::GameReview m_review;
    QComboBox *m_choice;
    LineChart *m_chart;
    QLabel *m_chanceTitle;
    LineChart *m_chanceChart;
    QLabel *m_note;
    QLabel *m_samplesLabel;
    QSpinBox *m_samples;
    QTimer *m_progressTimer;
    QFutureWatcher<play::GameReview> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::shared_ptr<std::atomic<int>> m_done;
    int m_position = 0;
};

} // namespace canaan::replayviewer
