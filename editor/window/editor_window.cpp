#include "editor_window.h"

#include "analysis/map_generator.h"
#include "balance_panel.h"
#include "board_scene.h"
#include "board_text.h"
#include "commands/replace_map_command.h"
#include "commands/resize_map_command.h"
#include "commands/set_shuffle_command.h"
#include "commands/set_sites_derived_command.h"
#include "editor_view.h"
#include "export/map_image.h"
#include "generate_dialog.h"
#include "io/map_file.h"
#include "model/map_document.h"
#include "model/map_edits.h"
#include "new_map_dialog.h"
#include "properties_panel.h"
#include "rules_window.h"
#include "simulation_dialog.h"
#include "tools/editor_overlay.h"
#include "tools/tool_controller.h"
#include "validation_panel.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoView>

namespace canaan::editor {

namespace {
const QString kRecentKey = QStringLiteral("editor/recentFiles");
constexpr int kRecentCount = 8;
constexpr int kAutosaveMs = 30000;
QString mapFilter() { return EditorWindow::tr("Canaan maps (*.canaanmap)"); }
QLabel *spaced(QLabel *label)
{
    label->setContentsMargins(8, 0, 4, 0);
    return label;
}
} // namespace

EditorWindow::EditorWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_document(new MapDocument(this))
    , m_scene(new board::BoardScene(this))
    , m_overlay(new EditorOverlay)
    , m_tools(new ToolController(m_document, m_overlay, this))
    , m_view(new EditorView(m_tools, this))
{
    m_scene->addItem(m_overlay);
    m_view->setScene(m_scene);
    setCentralWidget(m_view);
    createDocks();
    createActions();
    createToolBars();
    statusBar()->showMessage(tr("Paint with the left button; drag with the middle button to pan; the wheel zooms."));

    connect(m_document, &MapDocument::changed, this, &EditorWindow::redraw);
    connect(m_document, &MapDocument::changed, this, &EditorWindow::updateTitle);  // the title may change
    connect(m_document, &MapDocument::modifiedChanged, this, &EditorWindow::updateTitle);
    connect(m_document, &MapDocument::filePathChanged, this, &EditorWindow::updateTitle);
    m_autosaveTimer.setInterval(kAutosaveMs);
    connect(&m_autosaveTimer, &QTimer::timeout, this, &EditorWindow::autosave);
    m_autosaveTimer.start();

    m_document->reset(canaan::editor::newMap(7, 7, Ruleset::Canaan));
    resize(1280, 860);
}

EditorWindow::~EditorWindow() = default;

void EditorWindow::createDocks()
{
    auto dock = [this](const QString &title, QWidget *widget, Qt::DockWidgetArea area, const QString &name) {
        auto *d = new QDockWidget(title, this);
        d->setObjectName(name);
        d->setWidget(widget);
        addDockWidget(area, d);
        return d;
    };
    m_properties = new PropertiesPanel(m_document, this);
    m_validation = new ValidationPanel(this);
    m_balance = new BalancePanel(this);
    m_history = new QUndoView(m_document->undoStack(), this);
    m_history->setEmptyLabel(tr("<the map as opened>"));
    auto *properties = dock(tr("Properties"), m_properties, Qt::RightDockWidgetArea, QStringLiteral("properties"));
    auto *balance = dock(tr("Balance"), m_balance, Qt::RightDockWidgetArea, QStringLiteral("balance"));
    tabifyDockWidget(properties, balance);
    properties->raise();
    dock(tr("Validation"), m_validation, Qt::LeftDockWidgetArea, QStringLiteral("validation"));
    dock(tr("History"), m_history, Qt::LeftDockWidgetArea, QStringLiteral("history"));
    connect(m_validation, &ValidationPanel::placeChosen, this, &EditorWindow::showPlace);
    connect(m_balance, &BalancePanel::overlayToggled, this, &EditorWindow::redraw);
    connect(m_balance, &BalancePanel::simulateRequested, this, &EditorWindow::simulate);
}

void EditorWindow::createActions()
{
    // File
    m_fileMenu = menuBar()->addMenu(tr("&File"));
    m_fileMenu->addAction(tr("&New…"), QKeySequence::New, this, &EditorWindow::newFromDialog);
    m_fileMenu->addAction(tr("&Open…"), QKeySequence::Open, this, &EditorWindow::open);
    m_recentMenu = m_fileMenu->addMenu(tr("Open &Recent"));
    m_fileMenu->addAction(tr("&Save"), QKeySequence::Save, this, &EditorWindow::save);
    m_fileMenu->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, &EditorWindow::saveAs);
    m_fileMenu->addAction(tr("&Export Picture…"), QKeySequence(tr("Ctrl+E")), this, &EditorWindow::exportImage);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(tr("&Play This Map"), QKeySequence(tr("Ctrl+P")), this,
                          [this] { emit playTestRequested(m_document->map()); });
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(tr("&Close"), QKeySequence::Close, this, &QWidget::close);
    rebuildRecentMenu();

    // Edit
    m_editMenu = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    m_editMenu->addAction(undo);
    m_editMenu->addAction(redo);
    m_editMenu->addSeparator();
    m_editMenu->addAction(tr("&Copy"), QKeySequence::Copy, m_tools, &ToolController::copySelection);
    m_editMenu->addAction(tr("&Paste"), QKeySequence::Paste, m_tools, &ToolController::paste);
    m_editMenu->addAction(tr("&Delete"), QKeySequence::Delete, m_tools, &ToolController::deleteSelection);
    m_editMenu->addAction(tr("Select &All"), QKeySequence::SelectAll, m_tools, &ToolController::selectAll);
    m_editMenu->addSeparator();
    m_editMenu->addAction(tr("Mark Selection for Shuffling"), this, [this] {
        m_document->push(new SetShuffleCommand(m_document, m_tools->selection(), true, true));
    });
    m_editMenu->addAction(tr("Unmark Selection for Shuffling"), this, [this] {
        m_document->push(new SetShuffleCommand(m_document, m_tools->selection(), false, false));
    });

    // Map
    m_mapMenu = menuBar()->addMenu(tr("&Map"));
    const struct {
        MapEdge edge;
        const char *grow;
        const char *shrink;
    } edges[] = {
        {MapEdge::North, QT_TR_NOOP("Grow North"), QT_TR_NOOP("Shrink North")},
        {MapEdge::South, QT_TR_NOOP("Grow South"), QT_TR_NOOP("Shrink South")},
        {MapEdge::West, QT_TR_NOOP("Grow West"), QT_TR_NOOP("Shrink West")},
        {MapEdge::East, QT_TR_NOOP("Grow East"), QT_TR_NOOP("Shrink East")},
    };
    for (const auto &e : edges)
        m_mapMenu->addAction(tr(e.grow), this, [this, edge = e.edge] {
            m_document->push(new ResizeMapCommand(m_document, edge, 1));
        });
    m_mapMenu->addSeparator();
    for (const auto &e : edges)
        m_mapMenu->addAction(tr(e.shrink), this, [this, edge = e.edge] {
            m_document->push(new ResizeMapCommand(m_document, edge, -1));
        });
    m_mapMenu->addSeparator();
    m_deriveSites = m_mapMenu->addAction(tr("Derive Jerusalem Sites"));
    m_deriveSites->setCheckable(true);
    m_deriveSites->setToolTip(tr("Sites are the corners of Jerusalem that touch a numbered hex (R15); uncheck to list "
                                 "them yourself."));
    connect(m_deriveSites, &QAction::triggered, this, [this](bool derived) {
        m_document->push(new SetSitesDerivedCommand(m_document, derived));
    });
    m_mapMenu->addAction(tr("&Random Map…"), QKeySequence(tr("Ctrl+R")), this, &EditorWindow::generateRandomMap);
    m_mapMenu->addAction(tr("&Simulate Games…"), this, &EditorWindow::simulate);

    // View
    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->addAction(tr("Zoom &In"), QKeySequence::ZoomIn, m_view, &board::BoardView::zoomIn);
    m_viewMenu->addAction(tr("Zoom &Out"), QKeySequence::ZoomOut, m_view, &board::BoardView::zoomOut);
    m_viewMenu->addAction(tr("&Fit to Window"), QKeySequence(tr("Ctrl+0")), m_view, &board::BoardView::fitToWindow);

    // Help: the rules reference, as everywhere in the program.
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Rules"), QKeySequence::HelpContents, this, [this] { rules::showRules(this); });
}

void EditorWindow::createToolBars()
{
    QToolBar *bar = addToolBar(tr("Tools"));
    bar->setObjectName(QStringLiteral("tools"));
    m_toolGroup = new QActionGroup(this);
    const struct {
        Tool tool;
        const char *name;
        const char *key;
        const char *tip;
    } tools[] = {
        {Tool::Terrain, QT_TR_NOOP("Brush"), "B", QT_TR_NOOP("Paint terrain; painting beyond the map adds hexes.")},
        {Tool::Fill, QT_TR_NOOP("Fill"), "F", QT_TR_NOOP("Paint every connected hex of the same terrain.")},
        {Tool::Number, QT_TR_NOOP("Numbers"), "N",
         QT_TR_NOOP("Click to set the number, drag from one hex to another to swap, or type a number over a hex.")},
        {Tool::Harbor, QT_TR_NOOP("Harbors"), "H",
         QT_TR_NOOP("Click sea beside land to add a harbor, click it again to rotate it, Shift+click to change its "
                    "kind, right-click to remove it.")},
        {Tool::Jerusalem, QT_TR_NOOP("Jerusalem Sites"), "J", QT_TR_NOOP("Click a corner of Jerusalem to add or remove a site.")},
        {Tool::Closed, QT_TR_NOOP("Closed Intersections"), "X",
         QT_TR_NOOP("Click an intersection to close it to starting settlements, or open it again.")},
        {Tool::Eraser, QT_TR_NOOP("Eraser"), "E", QT_TR_NOOP("Remove hexes from the map.")},
        {Tool::Select, QT_TR_NOOP("Select"), "S",
         QT_TR_NOOP("Drag a rectangle to select; drag the selection to move it, with Ctrl to copy it.")},
    };
    for (const auto &t : tools) {
        QAction *action = bar->addAction(tr(t.name));
        action->setCheckable(true);
        action->setShortcut(QKeySequence(QString::fromLatin1(t.key)));
        action->setToolTip(tr("%1 (%2): %3").arg(tr(t.name), QString::fromLatin1(t.key), tr(t.tip)));
        action->setData(int(t.tool));
        m_toolGroup->addAction(action);
        if (t.tool == Tool::Terrain)
            action->setChecked(true);
        connect(action, &QAction::triggered, this, [this, tool = t.tool] { setTool(tool); });
    }
    connect(m_tools, &ToolController::toolChanged, this, [this](Tool tool) {
        for (QAction *a : m_toolGroup->actions())
            a->setChecked(a->data().toInt() == int(tool));
    });

    QToolBar *options = addToolBar(tr("Tool Options"));
    options->setObjectName(QStringLiteral("toolOptions"));
    options->addWidget(spaced(new QLabel(tr("Terrain"), this)));
    m_terrain = new QComboBox(this);
    for (int t = 0; t < kTerrainCount; ++t)
        m_terrain->addItem(board::BoardText::terrainName(Terrain(t)), t);
    connect(m_terrain, &QComboBox::currentIndexChanged, this,
            [this] { m_tools->setTerrain(Terrain(m_terrain->currentData().toInt())); });
    options->addWidget(m_terrain);
    options->addSeparator();
    options->addWidget(spaced(new QLabel(tr("Number"), this)));
    m_number = new QSpinBox(this);
    m_number->setRange(2, 12);
    m_number->setValue(6);
    connect(m_number, &QSpinBox::valueChanged, this, [this, last = 6](int n) mutable {
        if (n == 7) { // no token shows a 7: step over it in the direction the user went
            m_number->setValue(last < 7 ? 8 : 6);
            return;
        }
        last = n;
        m_tools->setNumber(n);
    });
    options->addWidget(m_number);
    options->addSeparator();
    options->addWidget(spaced(new QLabel(tr("Harbor"), this)));
    m_harborKind = new QComboBox(this);
    m_harborKind->addItem(tr("3:1 any resource"), -1);
    for (Resource r : kAllResources)
        m_harborKind->addItem(tr("2:1 %1").arg(board::BoardText::resourceName(r)), int(r));
    connect(m_harborKind, &QComboBox::currentIndexChanged, this, [this] {
        const int kind = m_harborKind->currentData().toInt();
        m_tools->setHarborKind(kind < 0 ? std::nullopt : std::optional<Resource>(Resource(kind)));
    });
    options->addWidget(m_harborKind);
    options->addSeparator();
    options->addAction(m_deriveSites);
}

void EditorWindow::setTool(Tool tool) { m_tools->setTool(tool); }

void EditorWindow::redraw()
{
    const MapModel &map = m_document->map();
    m_overlay->setMap(map);
    m_scene->setMap(map);
    m_validation->showIssues(map);
    m_balance->showBalance(map);
    std::map<VertexCoord, double> cards;
    if (m_balance->overlayShown())
        for (const SpotValue &s : m_balance->report().spots)
            cards[s.at] = s.cardsPerRoll;
    m_overlay->setCardsPerRoll(cards);
    m_deriveSites->setChecked(map.jerusalemSites.empty());
    m_overlay->setHighlight(std::nullopt, std::nullopt);
}

void EditorWindow::updateTitle()
{
    const QString path = m_document->filePath();
    const QString name = path.isEmpty() ? tr("Untitled map") : QFileInfo(path).fileName();
    // The map's own title, in the UI's language (English when it has no Korean one), before the file.
    const QString title = board::BoardText::localized(m_document->map().title);
    if (title.isEmpty() || title == name)
        setWindowTitle(tr("%1[*] – Canaan Map Editor").arg(name));
    else
        setWindowTitle(tr("%1 (%2)[*] – Canaan Map Editor").arg(title, name));
    setWindowModified(m_document->isModified());
}

void EditorWindow::showPlace(std::optional<HexCoord> hex, std::optional<VertexCoord> vertex)
{
    m_overlay->setHighlight(hex, vertex);
    if (hex) {
        m_tools->setTool(Tool::Select);
        m_overlay->setSelection({*hex});
    }
    if (hex || vertex) {
        const HexCoord at = hex ? *hex : vertex->hex;
        m_view->centerOn(QPointF(std::sqrt(3.0) * (at.q + at.r / 2.0), 1.5 * at.r) * 100.0);
    }
}

bool EditorWindow::openFile(const QString &path)
{
    QString error;
    if (!m_document->load(path, &error)) {
        if (m_interactive)
            QMessageBox::warning(this, tr("Cannot open the map"), error);
        return false;
    }
    addRecentFile(path);
    m_view->fitToWindow();
    return true;
}

bool EditorWindow::saveTo(const QString &path)
{
    QString error;
    if (!m_document->save(path, &error)) {
        if (m_interactive)
            QMessageBox::warning(this, tr("Cannot save the map"), error);
        return false;
    }
    m_drafts.remove();
    addRecentFile(path);
    statusBar()->showMessage(tr("Saved %1.").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

void EditorWindow::newMap(int columns, int rows, Ruleset ruleset)
{
    m_document->reset(canaan::editor::newMap(columns, rows, ruleset));
    m_view->fitToWindow();
}

bool EditorWindow::save()
{
    if (m_document->filePath().isEmpty() || m_document->filePath().startsWith(u':'))
        return saveAs();
    return saveTo(m_document->filePath());
}

bool EditorWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save Map"), m_document->filePath(), mapFilter());
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".canaanmap")))
        path += QLatin1String(".canaanmap");
    return saveTo(path);
}

void EditorWindow::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Map"), QString(), mapFilter());
    if (!path.isEmpty())
        openFile(path);
}

void EditorWindow::newFromDialog()
{
    if (!maybeSave())
        return;
    NewMapDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted)
        newMap(dialog.columns(), dialog.rows(), dialog.ruleset());
}

void EditorWindow::exportImage()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Picture"), QString(),
                                                      tr("PNG picture (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportMapImage(m_document->map(), path, {}, &error))
        QMessageBox::warning(this, tr("Cannot export the picture"), error);
}

void EditorWindow::generateRandomMap()
{
    GenerateDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const GeneratorResult result = generateMap(m_document->map(), dialog.seed(), dialog.constraints());
    if (!result.satisfied) {
        QMessageBox::information(this, tr("Random map"),
                                 tr("No layout met the constraints in %1 attempts. Loosen them and try again.")
                                     .arg(result.attempts));
        return;
    }
    m_document->push(new ReplaceMapCommand(m_document, result.map, tr("Random map (seed %1)").arg(dialog.seed())));
}

void EditorWindow::simulate()
{
    auto *dialog = new SimulationDialog(m_document->map(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->resize(520, 460);
    dialog->show();
}

void EditorWindow::addRecentFile(const QString &path)
{
    if (path.startsWith(u':'))
        return; // a built-in map inside the program
    QSettings settings;
    QStringList recent = settings.value(kRecentKey).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > kRecentCount)
        recent.removeLast();
    settings.setValue(kRecentKey, recent);
    rebuildRecentMenu();
}

void EditorWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(kRecentKey).toStringList();
    for (const QString &path : recent)
        m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] {
            if (maybeSave())
                openFile(path);
        })->setToolTip(path);
    m_recentMenu->setEnabled(!recent.isEmpty());
}

bool EditorWindow::maybeSave()
{
    if (!m_document->isModified() || !m_interactive)
        return true;
    const auto answer = QMessageBox::question(this, tr("Unsaved changes"),
                                              tr("The map has changes that are not saved. Save them first?"),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void EditorWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    m_drafts.remove(); // a normal close leaves no draft behind
    event->accept();
}

void EditorWindow::autosave()
{
    if (m_document->isModified())
        m_drafts.write(m_document->map(), m_document->filePath());
}

bool EditorWindow::offerLeftOverDrafts()
{
    const std::vector<Draft> drafts = m_drafts.leftOver();
    if (drafts.empty())
        return false;
    const Draft &draft = drafts.front();
    const QString what = draft.originalPath.isEmpty() ? tr("a new map") : QFileInfo(draft.originalPath).fileName();
    const auto answer = !m_interactive ? QMessageBox::Yes
                                       : QMessageBox::question(this, tr("Restore draft"),
                                                               tr("The editor did not close normally. Restore the "
                                                                  "unsaved draft of %1?")
                                                                   .arg(what),
                                                               QMessageBox::Yes | QMessageBox::No);
    bool restored = false;
    if (answer == QMessageBox::Yes) {
        const MapLoadResult loaded = loadMapFile(draft.draftPath);
        if (loaded.ok()) {
            // Start from the file as saved (or an empty map), so undo leads back to it.
            const MapLoadResult original =
                draft.originalPath.isEmpty() ? MapLoadResult{} : loadMapFile(draft.originalPath);
            m_document->reset(original.ok() ? *original.map : canaan::editor::newMap(7, 7, loaded.map->ruleset),
                              original.ok() ? draft.originalPath : QString());
            // The restored map is a change against the file: one undoable step, so Save is offered.
            m_document->push(new ReplaceMapCommand(m_document, *loaded.map, tr("Restore draft")));
            restored = true;
        }
    }
    for (const Draft &d : drafts)
        DraftStore::discard(d);
    return restored;
}

EditorWindow *openEditor(const QString &fileOrEmpty, QWidget *parent)
{
    auto *window = new EditorWindow(parent);
    window->setAttribute(Qt::WA_DeleteOnClose);
    if (!window->offerLeftOverDrafts() && !fileOrEmpty.isEmpty())
        window->openFile(fileOrEmpty);
    window->show();
    return window;
}

} // namespace canaan::editor
