#include "main_window.h"

#include "app_translator.h"
#include "board_scene.h"
#include "board_text.h"
#include "board_view.h"
#include "app_info.h"
#include "game_window.h"
#include "window/editor_window.h"
#include "io/map_file.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStringList>

namespace canaan::app {

MainWindow::MainWindow(AppTranslator *translator, QWidget *parent)
    : QMainWindow(parent),
      m_translator(translator),
      m_scene(new board::BoardScene(this)),
      m_view(new board::BoardView),
      m_errorLabel(new QLabel),
      m_pages(new QStackedWidget),
      m_mapLabel(new QLabel)
{
    m_view->setScene(m_scene);
    m_errorLabel->setAlignment(Qt::AlignCenter);
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_errorLabel->setMargin(40);
    m_pages->addWidget(m_view);
    m_pages->addWidget(m_errorLabel);
    setCentralWidget(m_pages);
    statusBar()->addWidget(m_mapLabel);

    createActions();
    createMenus();
    retranslateUi();
    resize(1280, 860);
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    m_newGameAction = new QAction(this);
    m_newGameAction->setShortcut(QKeySequence::New);
    connect(m_newGameAction, &QAction::triggered, this, [this] {
        if (!m_mapPath.isEmpty() && !m_loadError)
            startGame(m_scene->map());
        else if (auto loaded = loadMapFile(kDefaultMapResource); loaded.ok())
            startGame(*loaded.map);
    });
    m_editorAction = new QAction(this);
    m_editorAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_editorAction, &QAction::triggered, this, [this] {
        // Built-in maps live in the resources: the editor opens a copy as a new, unsaved map.
        openMapEditor(m_mapPath.startsWith(QLatin1Char(':')) || m_loadError ? QString() : m_mapPath);
    });

    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_zoomInAction = new QAction(this);
    m_zoomInAction->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    connect(m_zoomInAction, &QAction::triggered, m_view, &board::BoardView::zoomIn);
    m_zoomOutAction = new QAction(this);
    m_zoomOutAction->setShortcut(QKeySequence::ZoomOut);
    connect(m_zoomOutAction, &QAction::triggered, m_view, &board::BoardView::zoomOut);
    m_fitAction = new QAction(this);
    m_fitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(m_fitAction, &QAction::triggered, m_view, &board::BoardView::fitToWindow);

    m_languageGroup = new QActionGroup(this);
    m_languageGroup->setExclusive(true);
    const std::pair<QAction **, LanguageChoice> languages[] = {{&m_systemLanguageAction, LanguageChoice::System},
                                                               {&m_englishAction, LanguageChoice::English},
                                                               {&m_koreanAction, LanguageChoice::Korean}};
    const LanguageChoice stored = storedLanguage();
    for (const auto &[action, choice] : languages) {
        *action = new QAction(this);
        (*action)->setCheckable(true);
        (*action)->setChecked(choice == stored);
        m_languageGroup->addAction(*action);
        connect(*action, &QAction::triggered, this, [this, choice = choice] { chooseLanguage(choice); });
    }
    // Each language is named in itself, so a user who cannot read the current one finds his own.
    m_englishAction->setText(QStringLiteral("English"));
    m_koreanAction->setText(QStringLiteral("한국어"));

    m_aboutAction = new QAction(this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_newGameAction);
    m_fileMenu->addAction(m_editorAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addActions({m_zoomInAction, m_zoomOutAction});
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_fitAction);
    m_settingsMenu = menuBar()->addMenu(QString());
    m_languageMenu = m_settingsMenu->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_aboutAction);
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("Settlers of Canaan"));
    m_fileMenu->setTitle(tr("&File"));
    m_newGameAction->setText(tr("&New Game Against the Computer"));
    m_editorAction->setText(tr("Map &Editor"));
    m_quitAction->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_zoomInAction->setText(tr("Zoom &In"));
    m_zoomOutAction->setText(tr("Zoom &Out"));
    m_fitAction->setText(tr("&Fit to Window"));
    m_settingsMenu->setTitle(tr("&Settings"));
    m_languageMenu->setTitle(tr("&Language"));
    m_systemLanguageAction->setText(tr("&System Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About Canaan"));
    m_scene->retranslate();
    if (m_loadError)
        m_errorLabel->setText(loadErrorText());
    updateStatus();
}

void MainWindow::updateStatus()
{
    if (m_loadError) {
        m_mapLabel->setText(tr("No map is shown."));
        return;
    }
    if (m_mapPath.isEmpty()) {
        m_mapLabel->clear();
        return;
    }
    m_mapLabel->setText(tr("Map: %1").arg(board::BoardText::localized(m_scene->map().title)));
}

QString MainWindow::loadErrorText() const
{
    QString text = tr("<h2>The map could not be loaded.</h2>") +
                   QStringLiteral("<p>%1</p>").arg(m_loadError->message.toHtmlEscaped());
    QStringList where{tr("File: %1").arg(m_loadError->file.toHtmlEscaped())};
    if (m_loadError->line > 0)
        where << tr("Line %1, column %2").arg(m_loadError->line).arg(m_loadError->column);
    if (!m_loadError->place.isEmpty())
        where << tr("Place in the file: %1").arg(m_loadError->place.toHtmlEscaped());
    return text + QStringLiteral("<p>%1</p>").arg(where.join(QStringLiteral("<br>")));
}

bool MainWindow::openMap(const QString &path)
{
    m_mapPath = path;
    const MapLoadResult loaded = loadMapFile(path);
    if (loaded.ok()) {
        m_loadError.reset();
        m_scene->setMap(*loaded.map);
        m_pages->setCurrentWidget(m_view);
        m_view->fitToWindow();
    } else {
        m_loadError = loaded.error;
        m_pages->setCurrentWidget(m_errorLabel);
    }
    retranslateUi();
    return loaded.ok();
}

void MainWindow::chooseLanguage(LanguageChoice choice)
{
    storeLanguage(choice);
    // Installing the translators sends LanguageChange to every window; changeEvent() does the rest.
    if (m_translator)
        m_translator->apply(languageCode(choice));
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Canaan"),
                       tr("<h3>Settlers of Canaan %1</h3>"
                          "<p>The board game Settlers of Canaan, a Bible-themed variant of Catan, for 2 to 4 "
                          "tribes of Israel at one computer.</p>"
                          "<p>Built with Qt %2.</p>")
                           .arg(QCoreApplication::applicationVersion(), QString::fromLatin1(qVersion())));
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        if (m_loadError)
            openMap(m_mapPath); // the loader's message, in the new language
        else
            retranslateUi();
    }
    QMainWindow::changeEvent(event);
}

QWidget *MainWindow::startGame(const MapModel &map)
{
    game::GameSetup setup;
    setup.map = map;
    setup.seats = game::defaultSeats(4);
    setup.seed = QRandomGenerator::global()->generate64();
    auto *window = new game::GameWindow(setup);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    window->start();
    return window;
}

QWidget *MainWindow::openMapEditor(const QString &path)
{
    editor::EditorWindow *window = editor::openEditor(path, nullptr);
    if (window)
        connect(window, &editor::EditorWindow::playTestRequested, this, &MainWindow::startGame);
    return window;
}

} // namespace canaan::app
