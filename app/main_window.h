// The main window: for now the board of one map with zoom, pan and fit, and the menus.
// The game window (issue 5) grows from here.
#pragma once

#include "io/map_file.h"
#include "language_settings.h"

#include <QMainWindow>
#include <QString>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QStackedWidget;

namespace canaan {
class AppTranslator;
namespace board {
class BoardScene;
class BoardView;
} // namespace board
} // namespace canaan

namespace canaan::app {

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // translator may be null (tests); then choosing a language only stores it.
    explicit MainWindow(AppTranslator *translator = nullptr, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Shows the map, or the reason it could not be loaded. Returns whether it loaded.
    bool openMap(const QString &path);
    // "FILE:PLACE: error: MESSAGE", empty when the map loaded.
    QString loadError() const { return m_loadError ? m_loadError->toString() : QString(); }
    board::BoardScene *boardScene() const { return m_scene; }
    board::BoardView *boardView() const { return m_view; }

    // A game on the shown map (the default map when none loaded): this person against three
    // normal computer players. Returns the new window, which deletes itself when closed.
    QWidget *startGame(const MapModel &map);
    // The map editor on the shown map's file (or a new map).
    QWidget *openMapEditor(const QString &path);

protected:
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void createMenus();
    void retranslateUi();
    void updateStatus();
    QString loadErrorText() const;
    void chooseLanguage(LanguageChoice choice);
    void showAbout();

    AppTranslator *m_translator;
    board::BoardScene *m_scene;
    board::BoardView *m_view;
    QLabel *m_errorLabel;
    QStackedWidget *m_pages;
    QLabel *m_mapLabel;
    QString m_mapPath;
    std::optional<FileError> m_loadError;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_settingsMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_newGameAction = nullptr;
    QAction *m_editorAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_fitAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    QAction *m_systemLanguageAction = nullptr;
    QAction *m_englishAction = nullptr;
    QAction *m_koreanAction = nullptr;
};

} // namespace canaan::app
