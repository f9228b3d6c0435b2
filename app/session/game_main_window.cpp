#include "app/session/game_main_window.h"

#include "app/replay_viewer/replay_window.h"

#include "play/autosave.h"
#include "boardview/board_view.h"
#include "app/session/settlers_module.h"
#include "app/session/end_screen.h"
#include "app/session/game_folder.h"
#include "app/settlers_table/game_window.h"
#include "rulebook/rules_window.h"
#include "app/session/save_conversion.h"
#include "app/session/session.h"
#include "app/session/session_settings.h"
#include "app/sound/volume_menu.h"
#include "app/settlers_table/window_fit.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSignalBlocker>
#include <QStandardPaths>
#include <QStatusBar>

namespace canaan::session {

// The game window's speed box lists the same speeds in the same order as the setting.
static_assert(static_cast<int>(ComputerSpeed::Slow) == settlerstable::GameWindow::Slow &&
              static_cast<int>(ComputerSpeed::Instant) == settlerstable::GameWindow::Instant);

GameMainWindow::GameMainWindow(Session *session, play::SettlersMatch &match, const QList<settlerstable::SeatPlan> &seats,
                               const QString &path, QWidget *parent)
    : QMainWindow(parent), m_session(session), m_game(new settlerstable::GameWindow(match, seats)), m_path(path)
{
    setAttribute(Qt::WA_DeleteOnClose);
    setCentralWidget(m_game);
    m_savedLogSize = match.log().size();
    {
        // The box shows the remembered speed even while a test or --autoplay-bots overrides the delay.
        const QSignalBlocker quiet(m_game);
        m_game->setSpeed(static_cast<int>(storedComputerSpeed()));
    }
    applySpeed(m_session->stepDelay());

    connect(&match, &play::MatchHostBase::actionApplied, this, &GameMainWindow::updateTitle);
    connect(&match, &play::MatchHostBase::autosaveFailed, this, &GameMainWindow::showAutosaveError);
    connect(&match, &play::MatchHostBase::gameOver, this, &GameMainWindow::onGameOver);
    connect(m_session, &Session::computerSpeedChanged, this, &GameMainWindow::applySpeed);
    // The game window's own speed box is a third way to set the same setting: it goes through the
    // session too, so the menu, the box and Settings always agree and the choice is remembered.
    connect(m_game, &settlerstable::GameWindow::speedChanged, this,
            [this](int speed) { m_session->setComputerSpeed(static_cast<ComputerSpeed>(speed)); });

    createActions();
    createMenus();
    retranslateUi();
    settlerstable::resizeToFit(this, QSize(1360, 900));
}

GameMainWindow::~GameMainWindow() = default;

play::SettlersMatch &GameMainWindow::match() const { return m_game->match(); }

settlerstable::GameSetup GameMainWindow::currentSetup() const
{
    settlerstable::GameSetup setup;
    setup.map = match().map();
    setup.seats = m_game->seats();
    setup.seed = match().seed();
    setup.turnLimit = match().setup().turnLimit;
    setup.clockSeconds = match().setup().clockSeconds;
    return setup;
}

bool GameMainWindow::isAutosaving() const { return match().isAutosaving(); }

EndScreen *GameMainWindow::endScreen() const { return m_endScreen.data(); }

bool GameMainWindow::hasUnsavedTurns() const
{
    return match().log().size() != m_savedLogSize && !match().state().isOver();
}

void GameMainWindow::start()
{
    autosave();
    if (match().isAutosavingToAppData())
        play::setAutosaveSavedAs(SettlersModule::kindId(), m_path); // Continue resumes it under this name
    play::setAutosaveState(match().state().isOver() ? play::AutosaveState::Finished : play::AutosaveState::Running);
    emit m_session->autosaveChanged();
    if (!play::holdsAutosaves())
        statusBar()->showMessage(
            tr("Another copy of Canaan is running and keeps the autosave: save this game yourself (Ctrl+S)."));
    m_game->start();
}

QList<QAction *> GameMainWindow::speedActions() const { return m_speedGroup->actions(); }

void GameMainWindow::applySpeed(int stepDelay)
{
    for (ComputerSpeed speed : {ComputerSpeed::Slow, ComputerSpeed::Normal, ComputerSpeed::Fast, ComputerSpeed::Instant})
        if (stepDelayFor(speed) == stepDelay) {
            const QSignalBlocker quiet(m_game); // it is the session's change, not the box's
            m_game->setSpeed(static_cast<int>(speed));
        }
    match().setStepDelay(stepDelay); // also a delay no speed has (tests, --autoplay-bots)
    if (m_speedGroup)
        for (QAction *action : m_speedGroup->actions())
            action->setChecked(stepDelayFor(static_cast<ComputerSpeed>(action->data().toInt())) == stepDelay);
}

void GameMainWindow::createActions()
{
    m_newAction = new QAction(this);
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, [this] { SettlersModule::newGameWindow(*m_session, this); });
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, [this] { m_session->openWithDialog(this); });
    m_openReplayAction = new QAction(this);
    connect(m_openReplayAction, &QAction::triggered, this, [this] { m_session->openReplayWithDialog(this); });
    m_joinAction = new QAction(this);
    m_joinAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_J));
    connect(m_joinAction, &QAction::triggered, this, [this] { m_session->requestNetworkGame(this, false); });
    m_hostAction = new QAction(this);
    m_hostAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    connect(m_hostAction, &QAction::triggered, this, [this] { m_session->requestNetworkGame(this, true); });
    m_saveAction = new QAction(this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &GameMainWindow::save);
    m_saveAsAction = new QAction(this);
    m_saveAsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_saveAsAction, &QAction::triggered, this, &GameMainWindow::saveAs);
    m_closeAction = new QAction(this);
    m_closeAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_W));
    connect(m_closeAction, &QAction::triggered, this, &QWidget::close);
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, [this] {
        if (close())
            emit quitRequested();
    });

    boardview::BoardView *view = m_game->view();
    m_zoomInAction = new QAction(this);
    m_zoomInAction->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    connect(m_zoomInAction, &QAction::triggered, view, &boardview::BoardView::zoomIn);
    m_zoomOutAction = new QAction(this);
    m_zoomOutAction->setShortcut(QKeySequence::ZoomOut);
    connect(m_zoomOutAction, &QAction::triggered, view, &boardview::BoardView::zoomOut);
    m_fitAction = new QAction(this);
    m_fitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(m_fitAction, &QAction::triggered, view, &boardview::BoardView::fitToWindow);

    m_languageGroup = new QActionGroup(this);
    const app::LanguageChoice stored = app::languageInEffect();
    for (app::LanguageChoice choice : {app::LanguageChoice::System, app::LanguageChoice::English, app::LanguageChoice::Korean}) {
        auto *action = new QAction(this);
        action->setCheckable(true);
        action->setChecked(choice == stored);
        m_languageGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, choice] { m_session->chooseLanguage(choice); });
        if (choice == app::LanguageChoice::System)
            m_systemLanguageAction = action;
    }
    // Each language is named in itself, so a user who cannot read the current one finds his own.
    m_languageGroup->actions().at(1)->setText(QStringLiteral("English"));
    m_languageGroup->actions().at(2)->setText(QStringLiteral("한국어"));

    m_speedGroup = new QActionGroup(this);
    for (ComputerSpeed speed : {ComputerSpeed::Slow, ComputerSpeed::Normal, ComputerSpeed::Fast, ComputerSpeed::Instant}) {
        auto *action = new QAction(this);
        action->setCheckable(true);
        action->setData(static_cast<int>(speed));
        action->setChecked(stepDelayFor(speed) == match().stepDelay());
        m_speedGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, speed] { m_session->setComputerSpeed(speed); });
    }
    m_settingsAction = new QAction(this);
    m_settingsAction->setShortcut(QKeySequence::Preferences);
    m_settingsAction->setMenuRole(QAction::PreferencesRole);
    connect(m_settingsAction, &QAction::triggered, this, [this] { m_session->showSettings(this); });

    m_rulesAction = new QAction(this);
    m_rulesAction->setShortcut(QKeySequence::HelpContents);
    connect(m_rulesAction, &QAction::triggered, this, [this] { rulebook::showRules(this); });
    m_aboutAction = new QAction(this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, [this] { showAbout(this); });
}

void GameMainWindow::createMenus()
{
    m_gameMenu = menuBar()->addMenu(QString());
    m_gameMenu->addActions({m_newAction, m_openAction, m_openReplayAction});
    m_gameMenu->addSeparator();
    m_gameMenu->addActions({m_joinAction, m_hostAction});
    m_gameMenu->addSeparator();
    m_gameMenu->addActions({m_saveAction, m_saveAsAction});
    m_gameMenu->addSeparator();
    m_gameMenu->addActions({m_closeAction, m_quitAction});
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addActions({m_zoomInAction, m_zoomOutAction, m_fitAction});
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_game->diceStatsAction()); // the game window names it and keeps it checked
    m_settingsMenu = menuBar()->addMenu(QString());
    m_languageMenu = m_settingsMenu->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());
    m_speedMenu = m_settingsMenu->addMenu(QString());
    m_speedMenu->addActions(m_speedGroup->actions());
    m_settingsMenu->addMenu(new sound::VolumeMenu(m_settingsMenu)); // the app's one volume, Conquest's too
    m_settingsMenu->addSeparator();
    m_settingsMenu->addAction(m_settingsAction);
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_rulesAction);
    m_helpMenu->addAction(m_aboutAction);
}

void GameMainWindow::retranslateUi()
{
    m_gameMenu->setTitle(tr("&Game"));
    m_newAction->setText(tr("&New Game…"));
    m_openAction->setText(tr("&Open…"));
    m_openReplayAction->setText(tr("Open &Replay…"));
    m_joinAction->setText(tr("&Join a Network Game…"));
    m_hostAction->setText(tr("&Host a Network Game…"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_closeAction->setText(tr("&Close to the Start Screen"));
    m_quitAction->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_zoomInAction->setText(tr("Zoom &In"));
    m_zoomOutAction->setText(tr("Zoom &Out"));
    m_fitAction->setText(tr("&Fit to Window"));
    m_settingsMenu->setTitle(tr("&Settings"));
    m_languageMenu->setTitle(tr("&Language"));
    m_systemLanguageAction->setText(tr("&System Language"));
    m_speedMenu->setTitle(tr("&Computer Speed"));
    for (QAction *action : m_speedGroup->actions())
        action->setText(computerSpeedName(static_cast<ComputerSpeed>(action->data().toInt())));
    m_settingsAction->setText(tr("Se&ttings…"));
    m_helpMenu->setTitle(tr("&Help"));
    m_rulesAction->setText(tr("&Rules"));
    m_aboutAction->setText(tr("&About Canaan"));
    updateTitle();
}

void GameMainWindow::updateTitle()
{
    const QString name = m_path.isEmpty() ? tr("Untitled game") : QFileInfo(m_path).fileName();
    setWindowTitle(tr("%1[*] — Settlers of Canaan").arg(name));
    setWindowModified(hasUnsavedTurns());
}

void GameMainWindow::showAutosaveError(const QString &error)
{
    statusBar()->showMessage(tr("The autosave could not be written: %1").arg(error));
}

bool GameMainWindow::autosave() { return match().autosaveNow(); }

bool GameMainWindow::saveTo(const QString &path)
{
    const play::SettlersMatch &m = match();
    QString error;
    if (!saveSaveFile(m.savedGame(), m.rules(), m.state(), path, &error)) {
        m_session->report(this, tr("Save"), tr("The game could not be saved to %1:\n%2").arg(path, error));
        return false;
    }
    m_path = path;
    if (match().isAutosavingToAppData())
        play::setAutosaveSavedAs(SettlersModule::kindId(), path);
    rememberGamesFolder(path);
    m_savedLogSize = m.log().size();
    updateTitle();
    statusBar()->showMessage(tr("Saved to %1.").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

bool GameMainWindow::save() { return m_path.isEmpty() ? saveAs() : saveTo(m_path); }

bool GameMainWindow::saveAs()
{
    QString start = m_path;
    if (start.isEmpty())
        start = gamesFolder() + QLatin1Char('/') + tr("game") + QStringLiteral(".canaansave");
    QString path = QFileDialog::getSaveFileName(this, tr("Save Game"), start, tr("Saved games (*.canaansave)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".canaansave")))
        path += QStringLiteral(".canaansave");
    return saveTo(path);
}

bool GameMainWindow::askToSave()
{
    QMessageBox box(QMessageBox::Question, tr("Unsaved Turns"),
                    tr("The game has turns that are not saved in a file. Save them?"),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setInformativeText(tr("The autosave keeps the game either way: Continue on the start screen resumes it."));
    box.setDefaultButton(QMessageBox::Save);
    // Qt's own labels have no mnemonic for Discard: each button gets its letter.
    box.button(QMessageBox::Save)->setText(tr("&Save"));
    box.button(QMessageBox::Discard)->setText(tr("&Discard"));
    box.button(QMessageBox::Cancel)->setText(tr("Cancel"));
    switch (box.exec()) {
    case QMessageBox::Save: return save();
    case QMessageBox::Discard: return true;
    default: return false;
    }
}

void GameMainWindow::closeWithoutAsking()
{
    m_closeAsked = true;
    close();
}

void GameMainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_closeAsked && hasUnsavedTurns() && !askToSave()) {
        event->ignore();
        return;
    }
    m_closeAsked = true;
    autosave();
    match().stop(); // nothing moves once the window is closed
    play::setAutosaveState(match().state().isOver() ? play::AutosaveState::Finished : play::AutosaveState::Closed);
    emit m_session->autosaveChanged();
    if (m_endScreen)
        m_endScreen->close();
    event->accept();
    emit m_session->gameClosed();
}

void GameMainWindow::onGameOver()
{
    autosave();
    play::setAutosaveState(play::AutosaveState::Finished);
    emit m_session->autosaveChanged();
    updateTitle();
    if (m_endScreen)
        return;
    m_endScreen = new EndScreen(*m_game, this);
    connect(m_endScreen, &EndScreen::rematchRequested, this, [this] {
        SettlersModule::startGame(*m_session, rematchOf(currentSetup(), QRandomGenerator::global()->generate64()));
    });
    connect(m_endScreen, &EndScreen::newGameRequested, this, [this] { SettlersModule::newGameWindow(*m_session, this); });
    connect(m_endScreen, &EndScreen::replayRequested, this, [this] {
        m_session->showReplay(new replayviewer::ReplayWindow(play::boardReplayOf(match().savedGame())));
    });
    m_endScreen->open();
}

void GameMainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

} // namespace canaan::session
