// Simulate: N games of computer players of the chosen level (the same in every seat) on the edited
// map on a worker thread, with a progress bar and Cancel; then win rate per seat and per place in turn
// order with 95% intervals (and what a lean between places means), mean game length and how often Jerusalem completes. Each run starts from a new seed (shown, and
// editable to repeat a run); the result names the level and the seed it played with.
#pragma once

#include "cartography/map_simulation.h"
#include "engine/settlers/board/map.h"

#include <QDialog>
#include <QTimer>
#include <memory>

class QComboBox;
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
    SimulationDialog(const settlers::MapModel &map, QWidget *parent = nullptr);
    ~SimulationDialog() override;

    void start(int games);
    // The level's id ("random", "easy", "normal", "hard") and the seed the next run plays with.
    void setLevel(const QString &botId);
    QString level() const;
    void setSeed(int seed);
    int seed() const;
    void cancel();
    bool isRunning() const { return m_thread != nullptr; }
    const cartography::MapSimulationResult &result() const { return m_result; }

signals:
    void finished(const canaan::cartography::MapSimulationResult &result);

protected:
    void reject() override;
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showResult();

    settlers::MapModel m_map;
    cartography::MapSimulationResult m_result;
    QString m_resultLevel; // what m_result was played with
    int m_resultSeed = 0;
    std::shared_ptr<cartography::SimulationProgress> m_progress;
    QThread *m_thread = nullptr;
    QTimer m_poll;
    bool m_hasResult = false;
    QLabel *m_gamesLabel;
    QSpinBox *m_games;
    QLabel *m_levelLabel;
    QComboBox *m_level;
    QLabel *m_seedLabel;
    QSpinBox *m_seed;
    QPushButton *m_start;
    QPushButton *m_cancel;
    QProgressBar *m_bar;
    QLabel *m_summary;
    WinRateChart *m_chart;
};

} // namespace canaan::editor
