// The editor's file flow around one MapDocument: New, Open, Open Recent, Save, Save As, Export
// Picture, Play This Map, the question before unsaved changes are lost, and the draft written every
// 30 s and offered back after a crash. The EditorWindow owns it and shows what it opens.
#pragma once

#include "engine/settlers/board/map.h"
#include "editor/window/draft_store.h"

#include <QObject>
#include <QTimer>

class QMainWindow;
class QMenu;

namespace canaan::editor {

class MapDocument;

class MapFileFlow : public QObject {
    Q_OBJECT
public:
    MapFileFlow(MapDocument *document, QMainWindow *window);

    DraftStore &drafts() { return m_drafts; }
    // Tests turn the questions off; the answer is then "discard" for unsaved changes.
    void setInteractive(bool interactive) { m_interactive = interactive; }
    // The File menu's Open Recent, filled from the settings now and after each open or save.
    void setRecentMenu(QMenu *menu);

    bool openFile(const QString &path);
    bool saveTo(const QString &path);
    void newMap(int columns, int rows, settlers::Ruleset ruleset);
    // Where Save As starts: the map's own file, else a file in the folder the editor used last
    // (documents/Canaan at first), which New Game lists too (cartography/map_folders.h).
    QString defaultSavePath() const;
    // Offers drafts left by an editor that did not close normally; returns whether one was restored.
    bool offerLeftOverDrafts();
    // Writes the draft now (the timer calls it every 30 s while there are unsaved changes).
    void autosave();
    // Whether the window may close: asks about unsaved changes; a normal close leaves no draft.
    bool mayClose();

    // The menu's commands.
    void newFromDialog();
    void open();
    bool save();
    bool saveAs();
    void exportImage();
    void playThisMap();

signals:
    // A map was opened or made anew: the window fits it and turns the overlays off.
    void mapOpened();
    // "Play this map": the app opens New Game with this map file chosen (saved first when needed).
    void playMapRequested(const QString &path);

private:
    bool maybeSave();
    void addRecentFile(const QString &path);
    void rebuildRecentMenu();
    void showMessage(const QString &message, int ms = 0);

    MapDocument *m_document;
    QMainWindow *m_window;
    QMenu *m_recentMenu = nullptr;
    DraftStore m_drafts;
    QTimer m_autosaveTimer;
    bool m_interactive = true;
};

} // namespace canaan::editor
