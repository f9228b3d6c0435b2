// The editor window's menu bar: File, Edit, Map, View and Help, each action wired to the document,
// the tools, the view or the file flow, its text kept for EditorTexts. Undo and Redo are QUndoStack's
// own actions, made again in each language.
#pragma once

#include <QObject>

#include <functional>

class QAction;
class QKeySequence;
class QMainWindow;
class QMenu;

namespace canaan::editor {

class CoordinatesItem;
class EditorTexts;
class EditorView;
class MapDocument;
class MapFileFlow;
class ToolController;

class EditorMenus : public QObject {
    Q_OBJECT
public:
    struct Parts {
        QMainWindow *window;
        MapDocument *document;
        ToolController *tools;
        EditorView *view;
        MapFileFlow *files;
        CoordinatesItem *coordinates;
        EditorTexts *texts;
    };
    explicit EditorMenus(const Parts &parts);

    // Map → Derive Jerusalem Sites: checked while the map lists no sites of its own.
    QAction *deriveSitesAction() const { return m_deriveSites; }
    // View → Show Coordinates.
    QAction *coordinatesAction() const { return m_coordinatesAction; }
    // Makes Undo and Redo again (QUndoStack's actions keep the prefix they were made with), at the
    // top of the Edit menu.
    void remakeUndoRedo();

signals:
    void randomMapRequested();
    void simulateRequested();

private:
    // An action whose text (and tip) EditorTexts sets; source texts are QT_TRANSLATE_NOOP strings.
    QAction *addMenuAction(QMenu *menu, const char *text, const QKeySequence &key, const std::function<void()> &slot,
                           const char *tip = nullptr);
    QMenu *addMenu(QMenu *parent, const char *title);
    void createFileMenu();
    void createEditMenu();
    void createMapMenu();
    void createViewMenu();
    void createHelpMenu();

    Parts m_parts;
    QMenu *m_editMenu = nullptr;
    QAction *m_deriveSites = nullptr;
    QAction *m_coordinatesAction = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
};

} // namespace canaan::editor
