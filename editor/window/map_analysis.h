// The checks and the balance of the map being edited, worked out off the GUI thread: on a large
// map they take longer than a brush step, and a stroke must never wait for them. Each change asks
// again; a run starts once the changes pause for a moment (so a stroke does not share the machine
// with runs whose results are stale at once), a run still going is left to finish, and only the
// latest map's result is shown.
#pragma once

#include "cartography/balance.h"
#include "engine/io/map_file.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <optional>

namespace canaan::editor {

struct MapAnalysisResult {
    settlers::MapModel map; // what was analysed
    std::vector<MapIssue> errors;
    std::vector<MapWarning> warnings;
    cartography::BalanceReport balance;
};

// The whole analysis of one map, on the calling thread.
MapAnalysisResult analyseMap(const settlers::MapModel &map);

class MapAnalysis : public QObject {
    Q_OBJECT
public:
    explicit MapAnalysis(QObject *parent = nullptr);
    ~MapAnalysis() override;

    void request(const settlers::MapModel &map);
    bool isBusy() const { return m_busy; }
    // Blocks until the latest map's result has been delivered (tests, the benchmark).
    void waitForResult();

signals:
    void ready(const canaan::editor::MapAnalysisResult &result);

private:
    void start(settlers::MapModel map);
    void finished();

    QFutureWatcher<MapAnalysisResult> m_watcher;
    void startPending();

    QTimer m_pause;                    // the changes' pause before a run
    std::optional<settlers::MapModel> m_pending; // the latest map asked for, not yet running
    bool m_busy = false;              // until the latest map's result is delivered
};

} // namespace canaan::editor
