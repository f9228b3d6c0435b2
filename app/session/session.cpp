#include "app/session/session.h"

#include "translations/src/app_translator.h"
#include "play/autosave.h"
#include "app/session/builtin_modules.h"
#include "app/session/game_folder.h"
#include "app/session/game_module.h"
#include "engine/io/safe_write.h"
#include "app/replay_viewer/replay_window.h"
#include "app/session/settings_dialog.h"

#include <QApplication>
#include <QFileDialog>
#include <QMessageBox>
#include <algorithm>
#include <cstdio>

namespace canaan::session {

Session::Session(AppTranslator *translator, QObject *parent) : QObject(parent), m_translator(translator)
{
    connect(this, &Session::gameOpened, this, [this](QWidget *window) { m_covering = window; });
    registerBuiltinModules();
    // An autosave killed at the moment of its rename leaves autosave.canaansave.XXXXXX behind.
    for (const auto &module : GameModules::all())
        io::removeStaleTemporaryFiles(play::autosavePath(module->id()));
    report = [](QWidget *parent, const QString &title, const QString &text) {
        std::fprintf(stderr, "canaan: %s\n", qPrintable(text)); // for whoever started it from a terminal
        QMessageBox::warning(parent, title, text);
    };
    ask = [](QWidget *parent, const QString &title, const QString &text) {
        return QMessageBox::question(parent, title, text, QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes) ==
               QMessageBox::Yes;
    };
}

Session::~Session()
{
    // The windows go now, while their hosts (children of this session) still exist.
    // A window closed before (its deletion still queued) is deleted as it is.
    std::vector<OpenGame> games = std::move(m_games);
    for (OpenGame &game : games) {
        if (!game.window)
            continue;
        if (!game.closed && game.window->isVisible()) {
            if (game.closeWithoutAsking)
                game.closeWithoutAsking();
            else
                game.window->close();
        }
        delete game.window.data();
    }
}

int Session::stepDelay() const
{
    return m_stepDelayOverride >= 0 ? m_stepDelayOverride : stepDelayFor(storedComputerSpeed());
}

Session::OpenGame *Session::openGame(const QString &kind)
{
    const auto it = std::find_if(m_games.begin(), m_games.end(),
                                 [&](const OpenGame &g) { return g.kind == kind && g.window && !g.closed; });
    return it == m_games.end() ? nullptr : &*it;
}

const Session::OpenGame *Session::openGame(const QString &kind) const
{
    return const_cast<Session *>(this)->openGame(kind);
}

QObject *Session::gameHost(const QString &kind) const
{
    const OpenGame *game = openGame(kind);
    return game ? game->host.data() : nullptr;
}

QWidget *Session::gameWindow(const QString &kind) const
{
    const OpenGame *game = openGame(kind);
    return game ? game->window.data() : nullptr;
}

bool Session::closeGame(const QString &kind)
{
    OpenGame *game = openGame(kind);
    if (!game)
        return true;
    QPointer<QWidget> window = game->window;
    if (!window->close())
        return false;
    if (m_covering == window)
        m_covering = nullptr;
    for (OpenGame &g : m_games) {
        if (g.window == window)
            g.closed = true;
    }
    return true;
}

bool Session::closeGames()
{
    // In turn, the newest first; a window that stays open (its question answered Cancel) stops it.
    for (std::size_t i = m_games.size(); i-- > 0;) {
        if (i < m_games.size() && m_games[i].window && !m_games[i].closed && !closeGame(QString(m_games[i].kind)))
            return false;
    }
    return true;
}

bool Session::hostGame(const QString &kind, QObject *host, QWidget *window, std::function<void()> closeWithoutAsking)
{
    if (QWidget *open = gameWindow(kind); open && open != window && !closeGame(kind))
        return false;
    std::erase_if(m_games, [&](const OpenGame &g) { return !g.window || g.window == window; });
    host->setParent(this);
    connect(window, &QObject::destroyed, host, &QObject::deleteLater);
    m_games.push_back({kind, host, window, std::move(closeWithoutAsking)});
    return true;
}

bool Session::newGameOnMap(QWidget *parent, const QString &mapPath)
{
    for (const auto &module : GameModules::all()) {
        if (module->playsMaps())
            return module->newGameOnMap(*this, parent, mapPath);
    }
    return false;
}

QWidget *Session::openFile(QWidget *parent, const QString &path)
{
    // The registry says whose save it is (the last module that claims it: one module takes any file,
    // so that its loader words what is wrong with a damaged one); the session names no game.
    GameModule *module = GameModules::forSave(GameModules::saveHead(path));
    if (!module)
        return nullptr;
    QWidget *opened = nullptr; // a window that takes the start screen's place
    const QMetaObject::Connection watch = connect(this, &Session::gameOpened, this, [&opened](QWidget *w) { opened = w; });
    module->openSave(*this, parent, path);
    disconnect(watch);
    return opened;
}

QWidget *Session::openWithDialog(QWidget *parent)
{
    const QString path =
        QFileDialog::getOpenFileName(parent, tr("Open Saved Game"), gamesFolder(), tr("Saved games (*.canaansave)"));
    return path.isEmpty() ? nullptr : openFile(parent, path);
}

replayviewer::ReplayWindow *Session::openReplay(QWidget *parent, const QString &path)
{
    QString error;
    replayviewer::ReplayWindow *window = replayviewer::ReplayWindow::open(path, nullptr, &error);
    if (!window) {
        report(parent, tr("Open Replay"), tr("The saved game could not be opened:\n%1").arg(error));
        return nullptr;
    }
    return showReplay(window);
}

replayviewer::ReplayWindow *Session::showReplay(replayviewer::ReplayWindow *window)
{
    window->show();
    return window;
}

replayviewer::ReplayWindow *Session::openReplayWithDialog(QWidget *parent)
{
    const QString path =
        QFileDialog::getOpenFileName(parent, tr("Open Replay"), gamesFolder(), tr("Saved games (*.canaansave)"));
    return path.isEmpty() ? nullptr : openReplay(parent, path);
}

bool Session::continueGame(QWidget *parent)
{
    GameModule *module = GameModules::toContinue();
    if (!module) {
        report(parent, tr("Continue"), tr("There is no game to continue."));
        emit autosaveChanged();
        return false;
    }
    return module->continueGame(*this, parent);
}

void Session::setAsideDamagedAutosave(QWidget *parent, const QString &kind, const QString &error)
{
    const QString path = play::autosavePath(kind);
    const QString aside = play::setAsideDamagedAutosave(kind);
    emit autosaveChanged();
    const QString where = aside.isEmpty() ? tr("It could not be moved aside and is still at %1.").arg(path)
                                          : tr("It was kept as %1.").arg(aside);
    report(parent, tr("Continue"), tr("The autosaved game is damaged and cannot be resumed:\n%1\n\n%2").arg(error, where));
}

void Session::showSettings(QWidget *parent)
{
    SettingsDialog dialog(this, parent);
    dialog.exec();
}

void Session::chooseLanguage(app::LanguageChoice choice)
{
    app::storeLanguage(choice);
    // Installing the translators sends LanguageChange to every window; they retranslate themselves.
    if (m_translator)
        m_translator->apply(app::languageCode(choice));
}

void Session::setComputerSpeed(ComputerSpeed speed)
{
    storeComputerSpeed(speed);
    emit computerSpeedChanged(stepDelay());
}

void showAbout(QWidget *parent)
{
    QMessageBox::about(parent, QCoreApplication::translate("canaan::session::About", "About Canaan"),
                       QCoreApplication::translate(
                           "canaan::session::About",
                           "<h3>Settlers of Canaan %1</h3>"
                           "<p>The board game Settlers of Canaan, a Bible-themed variant of Catan, for 2 to 4 "
                           "tribes of Israel at one computer, against the computer or each other.</p>"
                           "<p>Built with Qt %2.</p>")
                           .arg(QCoreApplication::applicationVersion(), QString::fromLatin1(qVersion())));
}

} // namespace canaan::session
