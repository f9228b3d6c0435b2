#include "app/main_window.h"

#include "app/app_info.h"
#include "app/settlers_table/window_fit.h"
#include "companion/window/companion_window.h"
#include "rulebook/rules_window.h"
#include "app/settlers_table/seat_plan.h"
#include "play/autosave.h"
#include "app/session/game_main_window.h"
#include "app/session/game_module.h"
#include "app/online/lobby_window.h"
#include "app/online/online_play.h"
#include "editor/window/editor_window.h"

#include <QCloseEvent>
#include <QDateTime>
#include <QEvent>
#include <QFileInfo>
#include <QIcon>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

namespace canaan::app {

MainWindow::MainWindow(AppTranslator *translator, QWidget *parent)
    : QMainWindow(parent),
      m_session(new session::Session(translator, this)),
      m_title(new QLabel),
      m_subtitle(new QLabel)
{
    setObjectName(QStringLiteral("startScreen"));
    auto *page = new QWidget;
    auto *column = new QVBoxLayout;
    column->setSpacing(10);
    auto *icon = new QLabel;
    icon->setPixmap(QIcon(kIconResource).pixmap(112, 112));
    icon->setAlignment(Qt::AlignCenter);
    column->addWidget(icon);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 2.4);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setAlignment(Qt::AlignCenter);
    column->addWidget(m_title);
    m_subtitle->setAlignment(Qt::AlignCenter);
    m_subtitle->setWordWrap(true);
    column->addWidget(m_subtitle);
    column->addSpacing(18);
    addButton(column, Button::NewGame, QKeySequence::New);
    addButton(column, Button::Continue, QKeySequence(Qt::CTRL | Qt::Key_R));
    addButton(column, Button::Open, QKeySequence::Open);
    addButton(column, Button::OpenReplay, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    column->addSpacing(8);
    addButton(column, Button::Join, QKeySequence(Qt::CTRL | Qt::Key_J));
    addButton(column, Button::Host, QKeySequence(Qt::CTRL | Qt::Key_H));
    column->addSpacing(8);
    addButton(column, Button::Editor, QKeySequence(Qt::CTRL | Qt::Key_E));
    addButton(column, Button::Companion, QKeySequence(Qt::CTRL | Qt::Key_T));
    addButton(column, Button::Rules, QKeySequence::HelpContents);
    addButton(column, Button::Settings, QKeySequence::Preferences);
    column->addSpacing(8);
    addButton(column, Button::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q));

    // The column in the middle of the window, whatever its size.
    auto *outer = new QHBoxLayout(page);
    outer->addStretch(1);
    auto *middle = new QVBoxLayout;
    middle->addStretch(1);
    middle->addLayout(column);
    middle->addStretch(2);
    outer->addLayout(middle);
    outer->addStretch(1);
    setCentralWidget(page);

    connect(button(Button::NewGame), &QPushButton::clicked, this, [this] {
        const auto &modules = session::GameModules::all();
        if (modules.size() == 1)
            modules.front()->newGame(*m_session, this);
        else
            button(Button::NewGame)->showMenu();
    });
    connect(button(Button::Continue), &QPushButton::clicked, this, [this] { m_session->continueGame(this); });
    connect(button(Button::Open), &QPushButton::clicked, this, [this] { m_session->openWithDialog(this); });
    connect(button(Button::OpenReplay), &QPushButton::clicked, this, [this] { openReplay(); });
    connect(button(Button::Join), &QPushButton::clicked, this, [this] { showLobby(online::joinNetworkGame(*m_session, this)); });
    connect(button(Button::Host), &QPushButton::clicked, this, [this] { showLobby(online::hostNetworkGame(*m_session, this)); });
    connect(button(Button::Editor), &QPushButton::clicked, this, [this] { openMapEditor(QString()); });
    connect(button(Button::Companion), &QPushButton::clicked, this, [this] { companion::openCompanion(this); });
    connect(button(Button::Rules), &QPushButton::clicked, this, [this] {
        const auto &modules = session::GameModules::all();
        if (modules.size() == 1)
            modules.front()->showRules(this);
        else
            button(Button::Rules)->showMenu();
    });
    connect(button(Button::Settings), &QPushButton::clicked, this, [this] { m_session->showSettings(this); });
    connect(button(Button::Quit), &QPushButton::clicked, this, &QWidget::close);

    connect(m_session, &session::Session::networkGameRequested, this, [this](QWidget *parent, bool host) {
        showLobby(host ? online::hostNetworkGame(*m_session, parent) : online::joinNetworkGame(*m_session, parent));
    });
    connect(m_session, &session::Session::gameOpened, this, &QWidget::hide);
    connect(m_session, &session::Session::gameClosed, this, &MainWindow::onGameClosed);
    connect(m_session, &session::Session::autosaveChanged, this, &MainWindow::refreshContinue);
    connect(m_session, &session::Session::quitRequested, this, [this] {
        m_quitting = true;
        close();
    });

    retranslateUi();
    settlerstable::resizeToFit(this, QSize(900, 760));
}

MainWindow::~MainWindow()
{
    // The session closes its game (writing the autosave) while this window can no longer listen.
    m_session->disconnect(this);
    delete m_session;
}

replayviewer::ReplayWindow *MainWindow::openReplay(const QString &path)
{
    return path.isEmpty() ? m_session->openReplayWithDialog(this) : m_session->openReplay(this, path);
}

QPushButton *MainWindow::addButton(QLayout *layout, Button which, const QKeySequence &shortcut)
{
    auto *button = new QPushButton;
    button->setMinimumSize(340, 46);
    QFont font = button->font();
    font.setPointSizeF(font.pointSizeF() * 1.25);
    button->setFont(font);
    // A QShortcut, not the button's own: the button's mnemonic (Alt+letter) would replace it.
    auto *key = new QShortcut(shortcut, this);
    connect(key, &QShortcut::activated, button, [button] {
        if (button->isEnabled() && button->isVisible())
            button->animateClick();
    });
    m_keys.insert(static_cast<int>(which), key);
    layout->addWidget(button);
    m_buttons.insert(static_cast<int>(which), button);
    m_shortcuts.insert(static_cast<int>(which), shortcut);
    return button;
}

void MainWindow::showLobby(online::LobbyWindow *lobby)
{
    if (!lobby)
        return;
    // The start screen waits behind the lobby and its game, as behind a game of one screen.
    hide();
    connect(lobby, &QObject::destroyed, this, [this] {
        if (!m_quitting && !m_session->coveringGame())
            show();
    });
}

QPushButton *MainWindow::button(Button which) const { return m_buttons.value(static_cast<int>(which)); }

QShortcut *MainWindow::shortcut(Button which) const { return m_keys.value(static_cast<int>(which)); }

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("Settlers of Canaan"));
    m_title->setText(tr("Settlers of Canaan"));
    m_subtitle->setText(tr("Settle the land, trade, and build Jerusalem: 2 to 4 tribes of Israel, against the "
                           "computer or each other."));
    const QStringList texts{tr("&New Game…"), tr("&Continue"), tr("&Open Saved Game…"), tr("Open Re&play…"), tr("&Join a Network Game…"),
                            tr("&Host a Network Game…"), tr("Map &Editor"), tr("&Tabletop Companion"), tr("&Rules"),
                            tr("&Settings…"), tr("&Quit")};
    const QStringList tips{tr("Choose the players, the map and the rules, and play"),
                           QString(), // refreshContinue()
                           tr("Resume a game saved in a file (*.canaansave)"),
                           tr("Step through a saved game of either kind again, with charts of each turn"),
                           tr("Play with friends at a game server: its address, the port and your name"),
                           tr("Start a game server on this computer for friends to join, and join it"),
                           tr("Draw your own maps"),
                           tr("Help for a game played with the real board: dice, production, scores"),
                           tr("How to play Settlers of Canaan"),
                           tr("Language, computer speed and more"),
                           tr("Close Canaan")};
    for (int i = 0; i < m_buttons.size(); ++i) {
        m_buttons[i]->setText(texts[i]);
        // The button's text loses its mnemonic when it gets a shortcut: name the shortcut instead.
        if (!tips[i].isEmpty())
            m_buttons[i]->setToolTip(QStringLiteral("%1 (%2)").arg(tips[i],
                                                                   m_shortcuts[i].toString(QKeySequence::NativeText)));
    }
    refreshContinue();
    refreshGameChoices(); // the modules' names are in the new language
}

void MainWindow::refreshGameChoices()
{
    const auto &modules = session::GameModules::all();
    for (Button which : {Button::NewGame, Button::Rules}) {
        QPushButton *b = button(which);
        if (modules.size() < 2) {
            if (QMenu *old = b->menu()) {
                b->setMenu(nullptr);
                old->deleteLater();
            }
            continue;
        }
        QMenu *menu = b->menu();
        if (!menu) {
            menu = new QMenu(b);
            b->setMenu(menu);
        }
        menu->clear();
        for (const auto &module : modules) {
            QAction *action = menu->addAction(module->name());
            action->setData(module->id());
            connect(action, &QAction::triggered, this, [this, which, id = module->id()] {
                if (session::GameModule *m = session::GameModules::find(id)) {
                    if (which == Button::NewGame)
                        m->newGame(*m_session, this);
                    else
                        m->showRules(this);
                }
            });
        }
    }
}

void MainWindow::refreshContinue()
{
    QPushButton *continueButton = button(Button::Continue);
    // The newest unfinished game of any kind (the registry knows which).
    const session::GameModule *module = session::GameModules::toContinue();
    continueButton->setEnabled(module != nullptr);
    const QString shortcut = m_shortcuts[static_cast<int>(Button::Continue)].toString(QKeySequence::NativeText);
    if (module) {
        const QDateTime when = QFileInfo(play::autosavePath(module->id())).lastModified();
        //: %1 is the game's name (Settlers of Canaan, Conquest), %2 the date, %3 the shortcut.
        continueButton->setToolTip(tr("Resume the last game of %1, saved automatically on %2 (%3)")
                                       .arg(module->name(), QLocale().toString(when, QLocale::ShortFormat), shortcut));
    } else {
        continueButton->setToolTip(tr("There is no unfinished game to continue: the last one is over or none was "
                                      "played yet."));
    }
}

bool MainWindow::offerToResume()
{
    session::GameModule *module = session::GameModules::toContinue();
    if (!module || !play::wasInterrupted(module->id()) || !session::offerResumeAtStart())
        return false;
    if (!m_session->ask(this, tr("Resume"),
                        tr("Resume the game you were playing?\n\nCanaan was closed while a game was running; the "
                           "autosave has kept it up to the last turn.")))
    {
        // Not now: Continue still offers it, but the question is not asked again.
        play::setAutosaveState(module->id(), play::AutosaveState::Closed);
        return false;
    }
    return module->continueGame(*m_session, this);
}

QWidget *MainWindow::openMapEditor(const QString &path)
{
    editor::EditorWindow *window = editor::openEditor(path, nullptr);
    if (window)
        connect(window, &editor::EditorWindow::playMapRequested, this,
                [this, window](const QString &mapPath) { m_session->newGameOnMap(window, mapPath); });
    return window;
}

void MainWindow::onGameClosed()
{
    if (m_quitting)
        return;
    refreshContinue();
    show();
    raise();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_quitting = true;
    if (!m_session->closeGames()) {
        m_quitting = false;
        event->ignore();
        return;
    }
    event->accept();
    emit quitRequested();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

} // namespace canaan::app
