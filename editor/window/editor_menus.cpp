#include "editor/window/editor_menus.h"

#include "editor/window/editor_texts.h"
#include "editor/window/editor_view.h"
#include "editor/window/editor_window.h"
#include "editor/window/map_file_flow.h"
#include "boardview/print_map_dialog.h"
#include "rulebook/rules_window.h"
#include "editor/canvas/coordinates_item.h"
#include "editor/canvas/tool_controller.h"
#include "editor/commands/resize_map_command.h"
#include "editor/commands/set_shuffle_command.h"
#include "editor/commands/set_sites_derived_command.h"
#include "editor/model/map_document.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QUndoStack>

namespace canaan::editor {

// The menus' texts are in the window's context (QT_TRANSLATE_NOOP): one context for the whole window.

EditorMenus::EditorMenus(const Parts &parts) : QObject(parts.window), m_parts(parts)
{
    createFileMenu();
    createEditMenu();
    createMapMenu();
    createViewMenu();
    createHelpMenu();
}

QAction *EditorMenus::addMenuAction(QMenu *menu, const char *text, const QKeySequence &key,
                                    const std::function<void()> &slot, const char *tip)
{
    auto *action = new QAction(m_parts.window);
    action->setShortcut(key); // apart from the text, so it stays the same in every language
    connect(action, &QAction::triggered, m_parts.window, slot);
    menu->addAction(action);
    m_parts.texts->addAction(action, text, tip);
    return action;
}

QMenu *EditorMenus::addMenu(QMenu *parent, const char *title)
{
    QMenu *menu = parent ? parent->addMenu(QString()) : m_parts.window->menuBar()->addMenu(QString());
    m_parts.texts->addMenu(menu, title);
    return menu;
}

void EditorMenus::remakeUndoRedo()
{
    QUndoStack *stack = m_parts.document->undoStack();
    QAction *undo = stack->createUndoAction(m_parts.window, EditorWindow::tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = stack->createRedoAction(m_parts.window, EditorWindow::tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    QAction *before = m_editMenu->actions().value(0);
    m_editMenu->insertAction(before, undo);
    m_editMenu->insertAction(before, redo);
    delete m_undo;
    delete m_redo;
    m_undo = undo;
    m_redo = redo;
}

void EditorMenus::createFileMenu()
{
    MapFileFlow *files = m_parts.files;
    QMenu *file = addMenu(nullptr, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "&File"));
    addMenuAction(file, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "&New…"), QKeySequence::New, [files] { files->newFromDialog(); });
    addMenuAction(file, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "&Open…"), QKeySequence::Open, [files] { files->open(); });
    QMenu *recent = addMenu(file, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Open &Recent"));
    addMenuAction(file, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "&Save"), QKeySequence::Save, [files] { files->save(); });
    addMenuAction(file, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Save &As…"), QKeySequence::SaveAs, [files] { files->saveAs(); });
    addMenuAction(file, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "&Export Picture…"), QKeySequence(Qt::CTRL | Qt::Key_E),
                  [files] { files->exportImage(); });
    addMenuAction(file, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Prin&t Map…"), {},
                  [this] { boardview::PrintMapDialog::printMap(m_parts.document->map(), m_parts.window); });
    file->addSeparator();
    addMenuAction(file, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "&Play This Map"), QKeySequence(Qt::CTRL | Qt::Key_P),
                  [files] { files->playThisMap(); });
    file->addSeparator();
    addMenuAction(file, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "&Close"), QKeySequence::Close, [this] { m_parts.window->close(); });
    files->setRecentMenu(recent);
}

void EditorMenus::createEditMenu()
{
    // Undo and Redo go before the first separator, made by remakeUndoRedo().
    ToolController *tools = m_parts.tools;
    MapDocument *document = m_parts.document;
    m_editMenu = addMenu(nullptr, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "&Edit"));
    m_editMenu->addSeparator();
    addMenuAction(m_editMenu, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "&Copy"), QKeySequence::Copy, [tools] { tools->copySelection(); });
    addMenuAction(m_editMenu, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "&Paste"), QKeySequence::Paste, [tools] { tools->paste(); });
    addMenuAction(m_editMenu, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "&Delete"), QKeySequence::Delete, [tools] { tools->deleteSelection(); });
    addMenuAction(m_editMenu, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Select &All"), QKeySequence::SelectAll, [tools] { tools->selectAll(); });
    m_editMenu->addSeparator();
    addMenuAction(m_editMenu, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Mark Selection for Shuffling"), {}, [document, tools] {
        document->push(new SetShuffleCommand(document, tools->selection(), true, true));
    });
    addMenuAction(m_editMenu, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Unmark Selection for Shuffling"), {}, [document, tools] {
        document->push(new SetShuffleCommand(document, tools->selection(), false, false));
    });
}

void EditorMenus::createMapMenu()
{
    MapDocument *document = m_parts.document;
    QMenu *map = addMenu(nullptr, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "&Map"));
    const struct {
        MapEdge edge;
        const char *grow;
        const char *shrink;
    } edges[] = {
        {MapEdge::North, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Grow North"), QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Shrink North")},
        {MapEdge::South, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Grow South"), QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Shrink South")},
        {MapEdge::West, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Grow West"), QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Shrink West")},
        {MapEdge::East, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Grow East"), QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Shrink East")},
    };
    for (const auto &e : edges)
        addMenuAction(map, e.grow, {},
                      [document, edge = e.edge] { document->push(new ResizeMapCommand(document, edge, 1)); });
    map->addSeparator();
    for (const auto &e : edges)
        addMenuAction(map, e.shrink, {},
                      [document, edge = e.edge] { document->push(new ResizeMapCommand(document, edge, -1)); });
    map->addSeparator();
    // Checkable: the click pushes the state it shows; the window keeps it in step with the map.
    m_deriveSites = addMenuAction(
        map, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Derive Jerusalem Sites"), {},
        [this, document] { document->push(new SetSitesDerivedCommand(document, m_deriveSites->isChecked())); },
        QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Sites are the corners of Jerusalem that touch a numbered hex (R15); uncheck to list them "
                    "yourself."));
    m_deriveSites->setCheckable(true);
    addMenuAction(map, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "&Random Map…"), QKeySequence(Qt::CTRL | Qt::Key_R),
                  [this] { emit randomMapRequested(); });
    addMenuAction(map, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "&Simulate Games…"), {}, [this] { emit simulateRequested(); });
}

void EditorMenus::createViewMenu()
{
    EditorView *view = m_parts.view;
    QMenu *menu = addMenu(nullptr, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "&View"));
    addMenuAction(menu, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Zoom &In"), QKeySequence::ZoomIn, [view] { view->zoomIn(); });
    addMenuAction(menu, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Zoom &Out"), QKeySequence::ZoomOut, [view] { view->zoomOut(); });
    addMenuAction(menu, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "&Fit to Window"), QKeySequence(Qt::CTRL | Qt::Key_0),
                  [view] { view->fitToWindow(); });
    menu->addSeparator();
    m_coordinatesAction = addMenuAction(
        menu, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Show &Coordinates"), {},
        [this] { m_parts.coordinates->setVisible(m_coordinatesAction->isChecked()); },
        QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Each hex's coordinates as the map file writes them"));
    m_coordinatesAction->setCheckable(true);
}

void EditorMenus::createHelpMenu()
{
    // The rules reference, as everywhere in the program.
    QMenu *help = addMenu(nullptr, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "&Help"));
    addMenuAction(help, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "&Rules"), QKeySequence::HelpContents, [this] { rulebook::showRules(m_parts.window); });
}

} // namespace canaan::editor
