// The map editor's main window: the board with the editing tools, the undo history, and the
// properties, validation and balance panels, around one MapDocument.
#pragma once

#include "engine/settlers/board/map.h"
#include "editor/window/draft_store.h"
#include "editor/window/editor_texts.h"

#include <QMainWindow>
#include <optional>

class QAction;
class QLabel;
class QMenu;
class QUndoView;

namespace canaan::boardview {
class BoardScene;
}

namespace canaan::editor {

class MapDocument;
class EditorOverlay;
class EditorView;
class EditorMenus;
class EditorToolBars;
class MapFileFlow;
class ToolController;
class PropertiesPanel;
class ValidationPanel;
class BalancePanel;
class MapAnalysis;
struct MapAnalysisResult;
class CoordinatesItem;

// The view of the editor: the board in the middle, the menus (EditorMenus), the tool bars
// (EditorToolBars) and the docked panels (editor_docks.h) around it, all in the UI's language
// (EditorTexts); the file flow (MapFileFlow) opens and saves the document.
class EditorWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit EditorWindow(QWidget *parent = nullptr);
    ~EditorWindow() override;

    MapDocument *document() const { return m_document; }
    ToolController *tools() const { return m_tools; }
    QString hintText() const;
    CoordinatesItem *coordinatesItem() const { return m_coordinates; }
    QAction *coordinatesAction() const;
    EditorView *view() const { return m_view; }
    boardview::BoardScene *scene() const { return m_scene; }
    ValidationPanel *validationPanel() const { return m_validation; }
    BalancePanel *balancePanel() const { return m_balance; }
    DraftStore &drafts();

    bool openFile(const QString &path);
    bool saveTo(const QString &path);
    // Where Save As starts: the map's own file, else a file in the folder the editor used last
    // (documents/Canaan at first), which New Game lists too (cartography/map_folders.h).
    QString defaultSavePath() const;
    // The menu a right-click on the harbor at `hex` opens: its kind (3:1 or 2:1 in a resource),
    // Rotate and Remove; null when no harbor is there. Deletes itself when closed.
    QMenu *harborMenu(settlers::HexCoord hex);
    void newMap(int columns, int rows, settlers::Ruleset ruleset);
    // Offers drafts left by an editor that did not close normally; returns whether one was restored.
    bool offerLeftOverDrafts();
    // Tests turn the questions off; the answer is then "discard" for unsaved changes.
    void setInteractive(bool interactive);
    // Writes the draft now (the timer calls it every 30 s while there are unsaved changes).
    void autosave();
    // The validation and balance panels follow the map off the GUI thread; this waits until they
    // show the current map (tests, the benchmark).
    void waitForAnalysis();

signals:
    // "Play this map": the app opens New Game with this map file chosen (saved first when needed).
    void playMapRequested(const QString &path);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // Every text of the window in the UI's language: from the constructor and on LanguageChange.
    void retranslateUi();
    void createPanels();
    // After a change: redraws the changed hexes (or the whole map) and asks for a new analysis.
    void redraw();
    void showAnalysis(const MapAnalysisResult &result);
    void showCardsPerRoll();
    void updateTitle();
    void generateRandomMap();
    void simulate();
    // A map opened or made anew: fitted to the window, without the last map's overlays.
    void showNewMap();
    void showPlace(std::optional<settlers::HexCoord> hex, std::optional<settlers::VertexCoord> vertex);
    void updateHint();

    MapDocument *m_document;
    boardview::BoardScene *m_scene;
    EditorOverlay *m_overlay;
    ToolController *m_tools;
    EditorView *m_view;
    MapFileFlow *m_files;
    PropertiesPanel *m_properties = nullptr;
    ValidationPanel *m_validation = nullptr;
    BalancePanel *m_balance = nullptr;
    MapAnalysis *m_analysis = nullptr;
    QUndoView *m_history = nullptr;
    CoordinatesItem *m_coordinates = nullptr; // View → Show Coordinates
    EditorMenus *m_menus = nullptr;
    EditorToolBars *m_toolBars = nullptr;
    QLabel *m_hint = nullptr;
    EditorTexts m_texts;
};

// The entry point for the app: a new editor window on a file, or on a new map when the name is
// empty. It offers left-over drafts first. The window deletes itself when closed.
EditorWindow *openEditor(const QString &fileOrEmpty, QWidget *parent = nullptr);

} // namespace canaan::editor
