#include "editor_window.h"

#include "map_folders.h"
#include "map_generator.h"
#include "balance_panel.h"
#include "board_scene.h"
#include "board_text.h"
#include "commands/remove_harbor_command.h"
#include "commands/replace_map_command.h"
#include "commands/resize_map_command.h"
#include "commands/rotate_harbor_command.h"
#include "commands/set_harbor_kind_command.h"
#include "commands/set_shuffle_command.h"
#include "commands/set_sites_derived_command.h"
#include "editor_view.h"
#include "map_image.h"
#include "print_map_dialog.h"
#include "generate_dialog.h"
#include "map_analysis.h"
#include "io/map_file.h"
#include "io/safe_write.h"
#include "model/map_document.h"
#include "model/map_edits.h"
#include "new_map_dialog.h"
#include "properties_panel.h"
#include "rules_window.h"
#include "simulation_dialog.h"
#include "canvas/coordinates_item.h"
#include "canvas/editor_overlay.h"
#include "canvas/tool_controller.h"
#include "terrain_palette.h"
#include "validation_panel.h"

#include <QAction>
#include <algorithm>
#include <QActionGroup>
#include <QCloseEvent>
#include <QComboBox>
#include <QCursor>
#include <QDockWidget>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
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

// The tool palette: each tool's name, its one-key shortcut and what it does.
struct ToolText {
    Tool tool;
    const char *name;
    Qt::Key key;
    const char *tip;
};
// QT_TRANSLATE_NOOP with the window's context: tr() in retranslateUi() looks them up.
const ToolText kTools[] = {
    {Tool::Terrain, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Brush"), Qt::Key_B,
     QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Paint terrain; painting beyond the map adds hexes.")},
    {Tool::Fill, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Fill"), Qt::Key_F,
     QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Paint every connected hex of the same terrain.")},
    {Tool::Number, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Numbers"), Qt::Key_N,
     QT_TRANSLATE_NOOP("canaan::editor::EditorWindow",
                       "Click to set the number, drag from one hex to another to swap, or type a number over a hex.")},
    {Tool::Harbor, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Harbors"), Qt::Key_H,
     QT_TRANSLATE_NOOP("canaan::editor::EditorWindow",
                       "Click sea beside land to add a harbor, click it again to rotate it; right-click it to choose its "
                       "kind, rotate or remove it.")},
    {Tool::Jerusalem, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Jerusalem Sites"), Qt::Key_J,
     QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Click a corner of Jerusalem to add or remove a site.")},
    {Tool::Closed, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Closed Intersections"), Qt::Key_X,
     QT_TRANSLATE_NOOP("canaan::editor::EditorWindow",
                       "Click an intersection to close it to starting settlements, or open it again.")},
    {Tool::Eraser, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Eraser"), Qt::Key_E,
     QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Remove hexes from the map.")},
    {Tool::Select, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Select"), Qt::Key_S,
     QT_TRANSLATE_NOOP("canaan::editor::EditorWindow",
                       "Drag a rectangle to select; drag the selection to move it, with Ctrl to copy it.")},
};

const ToolText &toolText(int tool)
{
    for (const ToolText &t : kTools)
        if (int(t.tool) == tool)
            return t;
    return kTools[0];
}

} // namespace

EditorWindow::EditorWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_document(new MapDocument(this))
    , m_scene(new boardview::BoardScene(this))
    , m_overlay(new EditorOverlay)
    , m_tools(new ToolController(m_document, m_overlay, this))
    , m_view(new EditorView(m_tools, this))
{
    m_scene->addItem(m_overlay);
    m_coordinates = new CoordinatesItem;
    m_scene->addItem(m_coordinates);
    m_view->setScene(m_scene);
    setCentralWidget(m_view);
    createDocks();
    createActions();
    createToolBars();
    // A permanent hint: messages such as "Saved" cover it for a while, then it shows again.
    m_hint = new QLabel(this);
    statusBar()->addWidget(m_hint, 1);

    connect(m_document, &MapDocument::changed, this, &EditorWindow::redraw);
    connect(m_document, &MapDocument::changed, this, &EditorWindow::updateTitle);  // the title may change
    connect(m_document, &MapDocument::modifiedChanged, this, &EditorWindow::updateTitle);
    connect(m_document, &MapDocument::filePathChanged, this, &EditorWindow::updateTitle);
    m_autosaveTimer.setInterval(kAutosaveMs);
    connect(&m_autosaveTimer, &QTimer::timeout, this, &EditorWindow::autosave);
    m_autosaveTimer.start();

    m_document->reset(canaan::editor::newMap(7, 7, Ruleset::Canaan));
    retranslateUi();
    resize(1280, 860);
}

EditorWindow::~EditorWindow()
{
    // The document is a child and would be deleted by ~QWidget, after this window has stopped being an
    // EditorWindow; its undo stack signals "clean" as it goes, which would call our slots on a
    // half-destroyed object. Delete it while the window is still whole, without telling us.
    m_document->disconnect(this);
    delete m_document;
}

QAction *EditorWindow::addMenuAction(QMenu *menu, const char *text, const QKeySequence &key,
                                     const std::function<void()> &slot, const char *tip)
{
    auto *action = new QAction(this);
    action->setShortcut(key); // apart from the text, so it stays the same in every language
    connect(action, &QAction::triggered, this, slot);
    menu->addAction(action);
    m_actionTexts.push_back({action, text, tip});
    return action;
}

QMenu *EditorWindow::addMenu(QMenu *parent, const char *title)
{
    QMenu *menu = parent ? parent->addMenu(QString()) : menuBar()->addMenu(QString());
    m_menuTitles.emplace_back(menu, title);
    return menu;
}

void EditorWindow::createDocks()
{
    auto dock = [this](const char *title, QWidget *widget, Qt::DockWidgetArea area, const QString &name) {
        auto *d = new QDockWidget(this);
        d->setObjectName(name);
        d->setWidget(widget);
        addDockWidget(area, d);
        m_windowTitles.emplace_back(d, title);
        return d;
    };
    m_properties = new PropertiesPanel(m_document, this);
    m_validation = new ValidationPanel(this);
    m_balance = new BalancePanel(this);
    m_history = new QUndoView(m_document->undoStack(), this);
    auto *properties =
        dock(QT_TR_NOOP("Properties"), m_properties, Qt::RightDockWidgetArea, QStringLiteral("properties"));
    auto *balance = dock(QT_TR_NOOP("Balance"), m_balance, Qt::RightDockWidgetArea, QStringLiteral("balance"));
    tabifyDockWidget(properties, balance);
    properties->raise();
    dock(QT_TR_NOOP("Validation"), m_validation, Qt::LeftDockWidgetArea, QStringLiteral("validation"));
    dock(QT_TR_NOOP("History"), m_history, Qt::LeftDockWidgetArea, QStringLiteral("history"));
    connect(m_validation, &ValidationPanel::placeChosen, this, &EditorWindow::showPlace);
    connect(m_balance, &BalancePanel::overlayToggled, this, &EditorWindow::showCardsPerRoll);
    connect(m_tools, &ToolController::harborMenuRequested, this, [this](HexCoord hex) {
        if (QMenu *menu = harborMenu(hex))
            menu->popup(QCursor::pos());
    });
    m_analysis = new MapAnalysis(this);
    connect(m_analysis, &MapAnalysis::ready, this, &EditorWindow::showAnalysis);
    connect(m_balance, &BalancePanel::simulateRequested, this, &EditorWindow::simulate);
    connect(m_balance, &BalancePanel::placeChosen, this, &EditorWindow::showPlace);
}

void EditorWindow::createUndoRedo()
{
    // QUndoStack's actions keep the prefix they were made with: a new language makes them again.
    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    QAction *before = m_editMenu->actions().value(0);
    m_editMenu->insertAction(before, undo);
    m_editMenu->insertAction(before, redo);
    delete m_undo;
    delete m_redo;
    m_undo = undo;
    m_redo = redo;
}

void EditorWindow::createActions()
{
    // File
    QMenu *file = addMenu(nullptr, QT_TR_NOOP("&File"));
    addMenuAction(file, QT_TR_NOOP("&New…"), QKeySequence::New, [this] { newFromDialog(); });
    addMenuAction(file, QT_TR_NOOP("&Open…"), QKeySequence::Open, [this] { open(); });
    m_recentMenu = addMenu(file, QT_TR_NOOP("Open &Recent"));
    addMenuAction(file, QT_TR_NOOP("&Save"), QKeySequence::Save, [this] { save(); });
    addMenuAction(file, QT_TR_NOOP("Save &As…"), QKeySequence::SaveAs, [this] { saveAs(); });
    addMenuAction(file, QT_TR_NOOP("&Export Picture…"), QKeySequence(Qt::CTRL | Qt::Key_E),
                  [this] { exportImage(); });
    addMenuAction(file, QT_TR_NOOP("Prin&t Map…"), {}, [this] { boardview::PrintMapDialog::printMap(m_document->map(), this); });
    file->addSeparator();
    addMenuAction(file, QT_TR_NOOP("&Play This Map"), QKeySequence(Qt::CTRL | Qt::Key_P),
                  [this] { playThisMap(); });
    file->addSeparator();
    addMenuAction(file, QT_TR_NOOP("&Close"), QKeySequence::Close, [this] { close(); });
    rebuildRecentMenu();

    // Edit; Undo and Redo go before the first separator, made by retranslateUi().
    m_editMenu = addMenu(nullptr, QT_TR_NOOP("&Edit"));
    m_editMenu->addSeparator();
    addMenuAction(m_editMenu, QT_TR_NOOP("&Copy"), QKeySequence::Copy, [this] { m_tools->copySelection(); });
    addMenuAction(m_editMenu, QT_TR_NOOP("&Paste"), QKeySequence::Paste, [this] { m_tools->paste(); });
    addMenuAction(m_editMenu, QT_TR_NOOP("&Delete"), QKeySequence::Delete, [this] { m_tools->deleteSelection(); });
    addMenuAction(m_editMenu, QT_TR_NOOP("Select &All"), QKeySequence::SelectAll, [this] { m_tools->selectAll(); });
    m_editMenu->addSeparator();
    addMenuAction(m_editMenu, QT_TR_NOOP("Mark Selection for Shuffling"), {}, [this] {
        m_document->push(new SetShuffleCommand(m_document, m_tools->selection(), true, true));
    });
    addMenuAction(m_editMenu, QT_TR_NOOP("Unmark Selection for Shuffling"), {}, [this] {
        m_document->push(new SetShuffleCommand(m_document, m_tools->selection(), false, false));
    });

    // Map
    QMenu *map = addMenu(nullptr, QT_TR_NOOP("&Map"));
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
        addMenuAction(map, e.grow, {},
                      [this, edge = e.edge] { m_document->push(new ResizeMapCommand(m_document, edge, 1)); });
    map->addSeparator();
    for (const auto &e : edges)
        addMenuAction(map, e.shrink, {},
                      [this, edge = e.edge] { m_document->push(new ResizeMapCommand(m_document, edge, -1)); });
    map->addSeparator();
    // Checkable: the click pushes the state it shows; redraw() keeps it in step with the map.
    m_deriveSites = addMenuAction(
        map, QT_TR_NOOP("Derive Jerusalem Sites"), {},
        [this] { m_document->push(new SetSitesDerivedCommand(m_document, m_deriveSites->isChecked())); },
        QT_TR_NOOP("Sites are the corners of Jerusalem that touch a numbered hex (R15); uncheck to list them "
                   "yourself."));
    m_deriveSites->setCheckable(true);
    addMenuAction(map, QT_TR_NOOP("&Random Map…"), QKeySequence(Qt::CTRL | Qt::Key_R),
                  [this] { generateRandomMap(); });
    addMenuAction(map, QT_TR_NOOP("&Simulate Games…"), {}, [this] { simulate(); });

    // View
    QMenu *view = addMenu(nullptr, QT_TR_NOOP("&View"));
    addMenuAction(view, QT_TR_NOOP("Zoom &In"), QKeySequence::ZoomIn, [this] { m_view->zoomIn(); });
    addMenuAction(view, QT_TR_NOOP("Zoom &Out"), QKeySequence::ZoomOut, [this] { m_view->zoomOut(); });
    addMenuAction(view, QT_TR_NOOP("&Fit to Window"), QKeySequence(Qt::CTRL | Qt::Key_0),
                  [this] { m_view->fitToWindow(); });
    view->addSeparator();
    m_coordinatesAction = addMenuAction(
        view, QT_TR_NOOP("Show &Coordinates"), {}, [this] { m_coordinates->setVisible(m_coordinatesAction->isChecked()); },
        QT_TR_NOOP("Each hex's coordinates as the map file writes them"));
    m_coordinatesAction->setCheckable(true);

    // Help: the rules reference, as everywhere in the program.
    QMenu *help = addMenu(nullptr, QT_TR_NOOP("&Help"));
    addMenuAction(help, QT_TR_NOOP("&Rules"), QKeySequence::HelpContents, [this] { rulebook::showRules(this); });
}

void EditorWindow::createToolBars()
{
    QToolBar *bar = addToolBar(QString());
    bar->setObjectName(QStringLiteral("tools"));
    m_windowTitles.emplace_back(bar, QT_TR_NOOP("Tools"));
    m_toolGroup = new QActionGroup(this);
    for (const ToolText &t : kTools) {
        QAction *action = bar->addAction(QString());
        action->setCheckable(true);
        action->setShortcut(QKeySequence(t.key));
        action->setData(int(t.tool));
        m_toolGroup->addAction(action);
        if (t.tool == Tool::Terrain)
            action->setChecked(true);
        connect(action, &QAction::triggered, this, [this, tool = t.tool] { setTool(tool); });
    }
    connect(m_tools, &ToolController::toolChanged, this, [this](Tool tool) {
        for (QAction *a : m_toolGroup->actions())
            a->setChecked(a->data().toInt() == int(tool));
        if (m_terrain)
            m_terrain->setKeysEnabled(tool == Tool::Terrain || tool == Tool::Fill);
        updateHint();
    });

    QToolBar *options = addToolBar(QString());
    options->setObjectName(QStringLiteral("toolOptions"));
    m_windowTitles.emplace_back(options, QT_TR_NOOP("Tool Options"));
    auto label = [this, options](const char *text) {
        auto *l = spaced(new QLabel(this));
        m_labelTexts.emplace_back(l, text);
        options->addWidget(l);
        return l;
    };
    label(QT_TR_NOOP("Terrain"));
    m_terrain = new TerrainPalette(this);
    m_tools->setTerrain(m_terrain->terrain());
    m_terrain->setKeysEnabled(m_tools->tool() == Tool::Terrain || m_tools->tool() == Tool::Fill);
    connect(m_terrain, &TerrainPalette::terrainChosen, this, [this](Terrain t) {
        m_tools->setTerrain(t);
        if (m_tools->tool() != Tool::Terrain && m_tools->tool() != Tool::Fill)
            setTool(Tool::Terrain); // a swatch clicked is a terrain to paint
    });
    options->addWidget(m_terrain);
    options->addSeparator();
    label(QT_TR_NOOP("Number"));
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
    label(QT_TR_NOOP("Harbor"));
    m_harborKind = new QComboBox(this);
    m_harborKind->addItem(QString(), -1);
    for (Resource r : kAllResources)
        m_harborKind->addItem(QString(), int(r));
    connect(m_harborKind, &QComboBox::currentIndexChanged, this, [this] {
        const int kind = m_harborKind->currentData().toInt();
        m_tools->setHarborKind(kind < 0 ? std::nullopt : std::optional<Resource>(Resource(kind)));
    });
    options->addWidget(m_harborKind);
    options->addSeparator();
    options->addAction(m_deriveSites);
}

void EditorWindow::retranslateUi()
{
    for (const auto &[menu, title] : m_menuTitles)
        menu->setTitle(tr(title));
    for (const ActionText &a : m_actionTexts) {
        a.action->setText(tr(a.text));
        const QString tip = a.tip ? tr(a.tip) : QString();
        a.action->setToolTip(tip); // empty: the text, as Qt does by default
        a.action->setStatusTip(tip);
    }
    for (const auto &[widget, title] : m_windowTitles)
        widget->setWindowTitle(tr(title));
    for (const auto &[label, text] : m_labelTexts)
        label->setText(tr(text));
    for (QAction *action : m_toolGroup->actions()) {
        const ToolText &t = toolText(action->data().toInt());
        action->setText(tr(t.name));
        action->setToolTip(tr("%1 (%2): %3")
                               .arg(tr(t.name), QKeySequence(t.key).toString(QKeySequence::NativeText), tr(t.tip)));
        action->setStatusTip(tr(t.tip));
    }
    m_terrain->retranslate();
    for (int i = 0; i < m_harborKind->count(); ++i) {
        const int kind = m_harborKind->itemData(i).toInt();
        m_harborKind->setItemText(i, kind < 0 ? tr("3:1 any resource")
                                              : tr("2:1 %1").arg(boardview::BoardText::resourceName(Resource(kind))));
    }
    updateHint();
    statusBar()->clearMessage(); // a message of the old language would stay until its time is up
    m_history->setEmptyLabel(tr("<the map as opened>"));
    // The history names its steps in the language of the moment they were made: name them again.
    retranslateCommands(*m_document->undoStack());
    createUndoRedo();
    m_history->setStack(nullptr);
    m_history->setStack(m_document->undoStack());
    updateTitle();
}

void EditorWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        m_scene->retranslate(); // the board's tooltips; the panels retranslate themselves
        m_analysis->request(m_document->map()); // a run under way phrases its messages in the old language
    }
    QMainWindow::changeEvent(event);
}

void EditorWindow::setTool(Tool tool) { m_tools->setTool(tool); }

QString EditorWindow::hintText() const { return m_hint->text(); }

void EditorWindow::updateHint()
{
    // The help of the tool in hand, not always the brush's.
    const ToolText &t = toolText(int(m_tools->tool()));
    m_hint->setText(tr("%1: %2 Drag with the middle button to pan; the wheel zooms.").arg(tr(t.name), tr(t.tip)));
}

void EditorWindow::redraw()
{
    const MapModel &map = m_document->map();
    m_overlay->setMap(map);
    m_coordinates->setMap(map);
    if (const std::vector<HexCoord> *hexes = m_document->changedHexes())
        m_scene->updateHexes(map, *hexes);
    else
        m_scene->setMap(map);
    m_deriveSites->setChecked(map.jerusalemSites.empty());
    m_overlay->setHighlight(std::nullopt, std::nullopt);
    m_analysis->request(map);
}

void EditorWindow::showAnalysis(const MapAnalysisResult &result)
{
    m_validation->showIssues(result.map, result.errors, result.warnings);
    m_balance->showReport(result.balance, result.map);
    showCardsPerRoll();
}

void EditorWindow::showCardsPerRoll()
{
    std::map<VertexCoord, double> cards;
    if (m_balance->overlayShown())
        for (const cartography::SpotValue &s : m_balance->report().spots)
            cards[s.at] = s.cardsPerRoll;
    m_overlay->setCardsPerRoll(cards);
}

void EditorWindow::waitForAnalysis() { m_analysis->waitForResult(); }

void EditorWindow::updateTitle()
{
    const QString path = m_document->filePath();
    const QString name = path.isEmpty() ? tr("Untitled map") : QFileInfo(path).fileName();
    // The map's own title, in the UI's language (English when it has no Korean one), before the file.
    const QString title = boardview::BoardText::localized(m_document->map().title);
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
    io::removeStaleTemporaryFiles(path); // a save of this map that was killed mid-write
    resetOverlays();
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
    resetOverlays();
    m_view->fitToWindow();
}

void EditorWindow::resetOverlays()
{
    // Each map starts bare: cards per roll on every intersection of a 10,000-hex map is a carpet of
    // unreadable dots, and the last map's choice says nothing about this one.
    m_balance->setOverlayShown(false);
    m_coordinatesAction->setChecked(false);
    m_coordinates->setVisible(false);
}

bool EditorWindow::save()
{
    if (m_document->filePath().isEmpty() || m_document->filePath().startsWith(u':'))
        return saveAs();
    return saveTo(m_document->filePath());
}

bool EditorWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save Map"), defaultSavePath(), mapFilter());
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".canaanmap")))
        path += QLatin1String(".canaanmap");
    return saveTo(path);
}

QString EditorWindow::defaultSavePath() const
{
    const QString current = m_document->filePath();
    if (!current.isEmpty() && !current.startsWith(u':'))
        return current;
    // A new map, or a built-in one (inside the program): a file of its name in the folder used last.
    const QString name = current.isEmpty() ? QStringLiteral("map") : QFileInfo(current).completeBaseName();
    return QDir(cartography::lastMapFolder()).filePath(name + QLatin1String(".canaanmap"));
}

QMenu *EditorWindow::harborMenu(HexCoord hex)
{
    const auto &harbors = m_document->map().harbors;
    const auto harbor = std::find_if(harbors.begin(), harbors.end(), [hex](const Harbor &h) { return h.at == hex; });
    if (harbor == harbors.end())
        return nullptr;
    auto *menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("harborMenu"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    auto *kinds = new QActionGroup(menu);
    auto addKind = [&](std::optional<Resource> kind, const QString &text) {
        QAction *action = menu->addAction(text);
        action->setCheckable(true);
        action->setChecked(harbor->resource == kind);
        kinds->addAction(action);
        connect(action, &QAction::triggered, this,
                [this, hex, kind] { m_document->push(new SetHarborKindCommand(m_document, hex, kind)); });
    };
    addKind(std::nullopt, tr("3:1 any resource"));
    for (Resource r : kAllResources)
        addKind(r, tr("2:1 %1").arg(boardview::BoardText::resourceName(r)));
    menu->addSeparator();
    menu->addAction(tr("Rotate Harbor"), this, [this, hex] { m_document->push(new RotateHarborCommand(m_document, hex)); });
    menu->addAction(tr("Remove Harbor"), this, [this, hex] { m_document->push(new RemoveHarborCommand(m_document, hex)); });
    return menu;
}

void EditorWindow::playThisMap()
{
    // New Game plays a map file: a new or changed map is saved first.
    if ((m_document->filePath().isEmpty() || m_document->isModified()) && !save())
        return;
    emit playMapRequested(m_document->filePath());
}

void EditorWindow::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Map"), cartography::lastMapFolder(), mapFilter());
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
    if (!cartography::exportMapImage(m_document->map(), path, {}, &error))
        QMessageBox::warning(this, tr("Cannot export the picture"), error);
}

void EditorWindow::generateRandomMap()
{
    GenerateDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const cartography::GeneratorResult result = cartography::generateMap(m_document->map(), dialog.seed(), dialog.constraints());
    if (!result.satisfied) {
        QMessageBox::information(this, tr("Random map"),
                                 tr("No layout met the constraints in %1 attempts. Loosen them and try again.")
                                     .arg(result.attempts));
        return;
    }
    m_document->push(new ReplaceMapCommand(m_document, result.map, [seed = dialog.seed()] {
        return EditorWindow::tr("Random map (seed %1)").arg(seed);
    }));
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
    cartography::rememberMapFolder(path);
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
    QString reason;
    if (m_document->isModified() && !m_drafts.write(m_document->map(), m_document->filePath(), &reason))
        statusBar()->showMessage(tr("The draft could not be written: %1").arg(reason));
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
            m_document->push(
                new ReplaceMapCommand(m_document, *loaded.map, [] { return EditorWindow::tr("Restore draft"); }));
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
