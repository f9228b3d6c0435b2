#include "editor/window/map_analysis.h"

#include "engine/io/map_limits.h"

#include <QCoreApplication>
#include <QtConcurrent/QtConcurrentRun>

namespace canaan::editor {

MapAnalysisResult analyseMap(const settlers::MapModel &map)
{
    MapAnalysisResult result;
    result.map = map;
    result.errors = findMapErrors(map);
    // Warnings only make sense for a map that would load.
    if (result.errors.empty())
        result.warnings = validateMap(map);
    for (MapIssue &e : findPlayLimitErrors(map))
        result.errors.push_back(std::move(e));
    result.balance = cartography::analyseBalance(map);
    return result;
}

namespace {
constexpr int kPauseMs = 80; // longer than the moves of a stroke are apart, short to the eye
}

MapAnalysis::MapAnalysis(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<MapAnalysisResult>::finished, this, &MapAnalysis::finished);
    m_pause.setSingleShot(true);
    m_pause.setInterval(kPauseMs);
    connect(&m_pause, &QTimer::timeout, this, &MapAnalysis::startPending);
}

MapAnalysis::~MapAnalysis()
{
    // The run works on its own copy of the map; its result is simply dropped.
    m_watcher.disconnect(this);
}

void MapAnalysis::request(const settlers::MapModel &map)
{
    m_busy = true;
    m_pending = map;
    m_pause.start();
}

void MapAnalysis::startPending()
{
    if (m_pending && !m_watcher.isRunning())
        start(std::move(*m_pending));
}

void MapAnalysis::start(settlers::MapModel map)
{
    m_pending.reset();
    m_watcher.setFuture(QtConcurrent::run([map = std::move(map)] { return analyseMap(map); }));
}

void MapAnalysis::finished()
{
    if (m_pending) { // the map changed meanwhile: this result is stale
        if (!m_pause.isActive())
            start(std::move(*m_pending));
        return;
    }
    m_busy = false;
    emit ready(m_watcher.result());
}

void MapAnalysis::waitForResult()
{
    while (isBusy()) {
        if (m_pause.isActive()) {
            m_pause.stop();
            startPending();
        }
        m_watcher.waitForFinished();
        QCoreApplication::processEvents(); // delivers finished(), which may start the pending run
    }
}

} // namespace canaan::editor
