#include "companion/window/companion_window.h"

#include "boardview/board_view.h"
#include "companion/companion_document.h"
#include "engine/io/map_file.h"
#include "companion/window/board_panel.h"
#include "companion/window/companion_text.h"
#include "companion/window/conquest_panel.h"
#include "companion/window/map_panel.h"
#include "companion/window/seating_panel.h"
#include "companion/window/quick_reference.h"
#include "companion/window/scores_panel.h"
#include "companion/window/stats_panel.h"
#include "companion/window/table_panel.h"
#include "companion/window/tap_board_view.h"

#include <QAction>
#include <QEvent>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <algorithm>
#include <QTabBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace canaan::companion {

namespace {

constexpr int kConquestTab = 6;

QScrollArea *scrolled(QWidget *page)
{
    auto *area = new QScrollArea;
    area->setWidget(page);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return area;
}

// The board to start on when nothing was saved: the Canaan map, else any built-in one.
settlers::MapModel startingMap(QString *name)
{
    QStringList maps = MapPanel::builtinMaps();
    std::stable_partition(maps.begin(), maps.end(), [](const QString &p) { return p.endsWith(QLatin1String("/canaan.canaanmap")); });
    for (const QString &path : maps) {
        const MapLoadResult loaded = loadMapFile(path);
        if (loaded.ok() && mapProblem(*loaded.map).isEmpty()) {
            *name = QString::fromStdString(loaded.map->title.en);
            return *loaded.map;
        }
    }
    // Not reached with the resources built in; a single forest keeps the window usable.
    settlers::MapModel map;
    map.hexes = {{{0, 0}, settlers::Terrain::Forest, 6}};
    *name = QStringLiteral("—");
    return map;
}

} // namespace

QWidget *openCompanion(QWidget *parent)
{
    auto *window = new CompanionWindow(SessionStore(), parent);
    window->show();
    return window;
}

CompanionWindow::CompanionWindow(const SessionStore &store, QWidget *parent)
    : QMainWindow(parent), m_doc(new CompanionDocument(store, this)), m_notice(new QLabel(this)), m_end(new QLabel(this))
{
    setWindowFlag(Qt::Window);
    setAttribute(Qt::WA_DeleteOnClose);
    // Large type for a screen a table's length away.
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 1.3);
    setFont(f);

    QString mapName;
    const settlers::MapModel map = startingMap(&mapName);
    const StoredSession resumed = m_doc->resume(map, mapName);

    m_board = new BoardPanel(m_doc, this);
    // Made as children of the window so they start from its large font (the tabs reparent them).
    m_table = new TablePanel(m_doc, this);
    m_scores = new ScoresPanel(m_doc, this);
    m_stats = new StatsPanel(m_doc, this);
    m_players = new SeatingPanel(m_doc, this);
    m_map = new MapPanel(m_doc, this);
    m_conquest = new ConquestPanel(m_doc, this);
    m_reference = new QTextBrowser(this);
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(scrolled(m_table), QString());
    m_tabs->addTab(scrolled(m_scores), QString());
    m_tabs->addTab(scrolled(m_stats), QString());
    m_tabs->addTab(scrolled(m_players), QString());
    m_tabs->addTab(scrolled(m_map), QString());
    m_tabs->addTab(m_reference, QString());
    m_tabs->addTab(scrolled(m_conquest), QString());
        // Tabs a finger can hit. (A style sheet on the tab widget itself would reset its pages' large font.)
    m_tabs->tabBar()->setStyleSheet(QStringLiteral("QTabBar { font-size: %1pt; } QTabBar::tab { min-height: 44px; padding: 0 12px; }")
                                        .arg(font().pointSizeF()));

    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_board);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({780, 620});
    // Conquest is played without a board: its page takes the whole width.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) { m_board->setVisible(index != kConquestTab); });

    for (QLabel *banner : {m_notice, m_end}) {
        banner->setWordWrap(true);
        banner->setTextFormat(Qt::RichText);
        banner->setMargin(10);
        banner->hide();
    }
    m_notice->setStyleSheet(QStringLiteral("background: #fde8c8; color: #4a2a00; border: 1px solid #c08030;"));
    m_end->setStyleSheet(QStringLiteral("background: #f6e7a6; color: #2b2218; border: 2px solid #d4a017;"));
    QFont endFont = font();
    endFont.setPointSizeF(endFont.pointSizeF() * 1.3);
    m_end->setFont(endFont);

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_notice);
    layout->addWidget(m_end);
    layout->addWidget(splitter, 1);
    setCentralWidget(central);

    m_toolBar = addToolBar(QString());
    m_toolBar->setMovable(false);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_undo = m_doc->undoStack()->createUndoAction(this, tr("Undo"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = m_doc->undoStack()->createRedoAction(this, tr("Redo"));
    m_redo->setShortcuts({QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::Key_Y)});
    m_fullScreen = new QAction(this);
    m_fullScreen->setShortcut(Qt::Key_F11);
    m_fullScreen->setCheckable(true);
    m_fit = new QAction(this);
    m_fit->setShortcut(Qt::CTRL | Qt::Key_0);
    m_close = new QAction(this);
    m_close->setShortcut(QKeySequence::Close);
    for (QAction *a : {m_undo, m_redo, m_fit, m_fullScreen, m_close}) {
        m_toolBar->addAction(a);
        m_toolBar->widgetForAction(a)->setMinimumSize(64, 48);
        addAction(a);
    }
    connect(m_fullScreen, &QAction::triggered, this, &CompanionWindow::toggleFullScreen);
    connect(m_fit, &QAction::triggered, m_board->view(), &boardview::BoardView::fitToWindow);
    connect(m_close, &QAction::triggered, this, &QWidget::close);
    connect(m_table, &TablePanel::movePlagueRequested, this, [this] { m_board->setTool(Tool::Plague); });
    connect(m_doc, &CompanionDocument::changed, this, &CompanionWindow::sync);
    connect(m_doc, &CompanionDocument::saveFailed, this, [this](const QString &error) {
        m_notice->setText(tr("The session could not be saved: %1").arg(error.toHtmlEscaped()));
        m_notice->show();
    });

    if (!resumed.problem.isEmpty()) {
        m_notice->setText(tr("The saved session could not be read (%1). A new session was started; the damaged file was kept as %2.")
                              .arg(resumed.problem.toHtmlEscaped(), resumed.setAsidePath.toHtmlEscaped()));
        m_notice->show();
    }
    resize(1400, 950);
    retranslate();
    sync();
}

void CompanionWindow::retranslate()
{
    m_tabs->setTabText(0, tr("&Table"));
    m_tabs->setTabText(1, tr("&Scores"));
    m_tabs->setTabText(2, tr("&Dice statistics"));
    m_tabs->setTabText(3, tr("&Players"));
    m_tabs->setTabText(4, tr("&Map"));
    m_tabs->setTabText(5, tr("&Quick reference"));
    m_tabs->setTabText(kConquestTab, tr("&Conquest"));
    // Room for every tab's whole name in this language (Korean's are wider), so none hides behind
    // the tab bar's scroll arrows; the board gives way.
    m_tabs->tabBar()->ensurePolished(); // its style sheet sets the font the width depends on
    m_tabs->setMinimumWidth(std::max(460, m_tabs->tabBar()->sizeHint().width() + 8));
    m_toolBar->setWindowTitle(tr("Companion"));
    m_fullScreen->setText(tr("Full screen"));
    m_fit->setText(tr("Fit the board"));
    m_close->setText(tr("Close"));
    m_reference->setHtml(quickReferenceHtml());
    m_board->retranslate();
    m_table->retranslate();
    m_scores->retranslate();
    m_stats->retranslate();
    m_players->retranslate();
    m_map->retranslate();
    m_conquest->retranslate();
    sync();
}

void CompanionWindow::sync()
{
    const TableSession &s = m_doc->session();
    setWindowTitle(tr("Tabletop companion — %1").arg(s.mapName));
    m_board->showRoll(s.rolls.isEmpty() ? 0 : s.rolls.last());
    const QString end = endText(s, m_doc->standings().end);
    m_end->setText(end);
    m_end->setVisible(!end.isEmpty());
}

void CompanionWindow::toggleFullScreen()
{
    setWindowState(windowState() ^ Qt::WindowFullScreen);
    m_fullScreen->setChecked(isFullScreen());
}

void CompanionWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

} // namespace canaan::companion
