// The tabletop companion (issue 8): help for a game played on a real table.
#pragma once

#include "companion/session_store.h"

#include <QMainWindow>

class QLabel;
class QTabWidget;
class QTextBrowser;
class QToolBar;

namespace canaan::companion {

class BoardPanel;
class ConquestPanel;
class CompanionDocument;
class MapPanel;
class SeatingPanel;
class ScoresPanel;
class StatsPanel;
class TablePanel;

// Opens the companion in its own top-level window (deleted on close) and returns it.
QWidget *openCompanion(QWidget *parent = nullptr);

// The companion's window: the board large on the left, the table, scores, statistics, players,
// map and quick reference in tabs on the right; Conquest's tracker and battle calculator in a tab of
// their own, which takes the whole width (Conquest has no board). Resumes the saved session on opening.
class CompanionWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit CompanionWindow(const SessionStore &store = SessionStore(), QWidget *parent = nullptr);

    CompanionDocument *document() const { return m_doc; }
    BoardPanel *boardPanel() const { return m_board; }
    TablePanel *tablePanel() const { return m_table; }
    ScoresPanel *scoresPanel() const { return m_scores; }
    StatsPanel *statsPanel() const { return m_stats; }
    SeatingPanel *playersPanel() const { return m_players; }
    MapPanel *mapPanel() const { return m_map; }
    ConquestPanel *conquestPanel() const { return m_conquest; }
    QTabWidget *tabs() const { return m_tabs; }
    QLabel *notice() const { return m_notice; }
    QLabel *endBanner() const { return m_end; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void sync();
    void toggleFullScreen();
    CompanionDocument *m_doc;
    BoardPanel *m_board;
    TablePanel *m_table;
    ScoresPanel *m_scores;
    StatsPanel *m_stats;
    SeatingPanel *m_players;
    MapPanel *m_map;
    ConquestPanel *m_conquest;
    QTextBrowser *m_reference;
    QTabWidget *m_tabs;
    QToolBar *m_toolBar;
    QAction *m_undo;
    QAction *m_redo;
    QAction *m_fullScreen;
    QAction *m_fit;
    QAction *m_close;
    QLabel *m_notice;
    QLabel *m_end;
};

} // namespace canaan::companion
