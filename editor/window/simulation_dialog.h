// Simulate: N random-bot games on the edited map on a worker thread, with a progress bar and
// Cancel; then win rate per seat with 95% intervals, mean game length and how often Jerusalem
// completes.
#pragma once

#include "analysis/simulation.h"
#include "board/map.h"

#include <QDialog>
#include <QTimer>
#include <memory>

class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QThread;

namespace canaan::editor {

class WinRateChart;

class SimulationDialog : public QDialog {
    Q_OBJECT
public:
    SimulationDialog(const MapModel &map, QWidget *parent = nullptr);
    ~SimulationDialog() override;

    void start(int games);
    void cancel();
    bool isRunning() const { return m_thread != nullptr; }
    const SimulationResult &result() const { return m_result; }

signals:
    void finished(const canaan::editor::SimulationResult &result);

protected:
    void reject() override;
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showResult();

    MapModel m_map;
    SimulationResult m_result;
    std::shared_ptr<SimulationProgress> m_progress;
    QThread *m_thread = nullptr;
    QTimer m_poll;
    bool m_hasResult = false;
    QLabel *m_gamesLabel;
    QSpinBox *m_games;
    QPushButton *m_start;
    QPushButton *m_cancel;
    QProgressBar *m_bar;
    QLabel *m_summary;
    WinRateChart *m_chart;
};

} // namespace canaan::editor
