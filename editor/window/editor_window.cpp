#include "editor/window/editor_window.h"

#include "editor/window/balance_panel.h"
#include "boardview/board_scene.h"
#include "boardview/board_text.h"
#include "editor/commands/remove_harbor_command.h"
#include "editor/commands/replace_map_command.h"
#include "editor/commands/rotate_harbor_command.h"
#include "editor/commands/set_harbor_kind_command.h"
#include "editor/window/editor_docks.h"
#include "editor/window/editor_menus.h"
#include "editor/window/editor_tool_bars.h"
#include "editor/window/editor_view.h"
#include "editor/window/generate_dialog.h"
#include "editor/window/map_analysis.h"
#include "editor/window/map_file_flow.h"
#include "cartography/map_generator.h"
#include "editor/model/map_document.h"
#include "editor/model/map_edits.h"
#include "editor/window/simulation_dialog.h"
#include "editor/canvas/coordinates_item.h"
#include "editor/canvas/editor_overlay.h"
#include "editor/canvas/tool_controller.h"
#include "editor/window/validation_panel.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QCursor>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QUndoView>

#include <algorithm>

namespace canaan::editor {

EditorWindow::EditorWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_document(new MapDocument(this))
    , m_scene(new boardview::BoardScene(this))
    , m_overlay(new EditorOverlay)
    , m_tools(new ToolController(m_document, m_overlay, this))
    , m_view(new EditorView(m_tools, this))
    , m_files(new MapFileFlow(m_document, this))
{
    m_scene->addItem(m_overlay);
    m_coordinates = new CoordinatesItem;
    m_scene->addItem(m_coordinates);
    m_view->setScene(m_scene);
    setCentralWidget(m_view);
    createPanels();
    m_menus = new EditorMenus({this, m_document, m_tools, m_view, m_files, m_coordinates, &m_texts});
    connect(m_menus, &EditorMenus::randomMapRequested, this, &EditorWindow::generateRandomMap);
    connect(m_menus, &EditorMenus::simulateRequested, this, &EditorWindow::simulate);
    m_toolBars = new EditorToolBars(this, m_tools, m_menus->deriveSitesAction(), m_texts);
    connect(m_tools, &ToolController::toolChanged, this, &EditorWindow::updateHint);
    // A permanent hint: messages such as "Saved" cover it for a while, then it shows again.
    m_hint = new QLabel(this);
    statusBar()->addWidget(m_hint, 1);

    connect(m_document, &MapDocument::changed, this, &EditorWindow::redraw);
    connect(m_document, &MapDocument::changed, this, &EditorWindow::updateTitle);  // the title may change
    connect(m_document, &MapDocument::modifiedChanged, this, &EditorWindow::updateTitle);
    connect(m_document, &MapDocument::filePathChanged, this, &EditorWindow::updateTitle);
    connect(m_files, &MapFileFlow::mapOpened, this, &EditorWindow::showNewMap);
    connect(m_files, &MapFileFlow::playMapRequested, this, &EditorWindow::playMapRequested);

    m_document->reset(canaan::editor::newMap(7, 7, settlers::Ruleset::Canaan));
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

void EditorWindow::createPanels()
{
    const EditorPanels panels = dockEditorPanels(this, m_document, m_texts);
    m_properties = panels.properties;
    m_validation = panels.validation;
    m_balance = panels.balance;
    m_history = panels.history;
    connect(m_validation, &ValidationPanel::placeChosen, this, &EditorWindow::showPlace);
    connect(m_balance, &BalancePanel::overlayToggled, this, &EditorWindow::showCardsPerRoll);
    connect(m_tools, &ToolController::harborMenuRequested, this, [this](settlers::HexCoord hex) {
        if (QMenu *menu = harborMenu(hex))
            menu->popup(QCursor::pos());
    });
    m_analysis = new MapAnalysis(this);
    connect(m_analysis, &MapAnalysis::ready, this, &EditorWindow::showAnalysis);
    connect(m_balance, &BalancePanel::simulateRequested, this, &EditorWindow::simulate);
    connect(m_balance, &BalancePanel::placeChosen, this, &EditorWindow::showPlace);
}

QAction *EditorWindow::coordinatesAction() const { return m_menus->coordinatesAction(); }

DraftStore &EditorWindow::drafts() { return m_files->drafts(); }

void EditorWindow::setInteractive(bool interactive) { m_files->setInteractive(interactive); }

bool EditorWindow::openFile(const QString &path) { return m_files->openFile(path); }

bool EditorWindow::saveTo(const QString &path) { return m_files->saveTo(path); }

QString EditorWindow::defaultSavePath() const { return m_files->defaultSavePath(); }

void EditorWindow::newMap(int columns, int rows, settlers::Ruleset ruleset) { m_files->newMap(columns, rows, ruleset); }

bool EditorWindow::offerLeftOverDrafts() { return m_files->offerLeftOverDrafts(); }

void EditorWindow::autosave() { m_files->autosave(); }

void EditorWindow::retranslateUi()
{
    m_texts.retranslate();
    m_toolBars->retranslate();
    updateHint();
    statusBar()->clearMessage(); // a message of the old language would stay until its time is up
    m_history->setEmptyLabel(tr("<the map as opened>"));
    // The history names its steps in the language of the moment they were made: name them again.
    retranslateCommands(*m_document->undoStack());
    m_menus->remakeUndoRedo();
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

QString EditorWindow::hintText() const { return m_hint->text(); }

void EditorWindow::updateHint()
{
    // The help of the tool in hand, not always the brush's.
    m_hint->setText(m_toolBars->hint(m_tools->tool()));
}

void EditorWindow::redraw()
{
    const settlers::MapModel &map = m_document->map();
    m_overlay->setMap(map);
    m_coordinates->setMap(map);
    if (const std::vector<settlers::HexCoord> *hexes = m_document->changedHexes())
        m_scene->updateHexes(map, *hexes);
    else
        m_scene->setMap(map);
    m_menus->deriveSitesAction()->setChecked(map.jerusalemSites.empty());
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
    std::map<settlers::VertexCoord, double> cards;
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

void EditorWindow::showPlace(std::optional<settlers::HexCoord> hex, std::optional<settlers::VertexCoord> vertex)
{
    m_overlay->setHighlight(hex, vertex);
    if (hex) {
        m_tools->setTool(Tool::Select);
        m_overlay->setSelection({*hex});
    }
    if (hex || vertex) {
        const settlers::HexCoord at = hex ? *hex : vertex->hex;
        m_view->centerOn(QPointF(std::sqrt(3.0) * (at.q + at.r / 2.0), 1.5 * at.r) * 100.0);
    }
}

void EditorWindow::showNewMap()
{
    // Each map starts bare: cards per roll on every intersection of a 10,000-hex map is a carpet of
    // unreadable dots, and the last map's choice says nothing about this one.
    m_balance->setOverlayShown(false);
    coordinatesAction()->setChecked(false);
    m_coordinates->setVisible(false);
    m_view->fitToWindow();
}

QMenu *EditorWindow::harborMenu(settlers::HexCoord hex)
{
    const auto &harbors = m_document->map().harbors;
    const auto harbor = std::find_if(harbors.begin(), harbors.end(), [hex](const settlers::Harbor &h) { return h.at == hex; });
    if (harbor == harbors.end())
        return nullptr;
    auto *menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("harborMenu"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    auto *kinds = new QActionGroup(menu);
    auto addKind = [&](std::optional<settlers::Resource> kind, const QString &text) {
        QAction *action = menu->addAction(text);
        action->setCheckable(true);
        action->setChecked(harbor->resource == kind);
        kinds->addAction(action);
        connect(action, &QAction::triggered, this,
                [this, hex, kind] { m_document->push(new SetHarborKindCommand(m_document, hex, kind)); });
    };
    addKind(std::nullopt, tr("3:1 any resource"));
    for (settlers::Resource r : settlers::kAllResources)
        addKind(r, tr("2:1 %1").arg(boardview::BoardText::resourceName(r)));
    menu->addSeparator();
    menu->addAction(tr("Rotate Harbor"), this, [this, hex] { m_document->push(new RotateHarborCommand(m_document, hex)); });
    menu->addAction(tr("Remove Harbor"), this, [this, hex] { m_document->push(new RemoveHarborCommand(m_document, hex)); });
    return menu;
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

void EditorWindow::closeEvent(QCloseEvent *event)
{
    if (!m_files->mayClose()) {
        event->ignore();
        return;
    }
    event->accept();
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
