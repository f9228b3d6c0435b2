// Games as modules (issue 19, item 3): each kind of game the program plays registers one
// GameModule, which supplies its new-game choices (and then its window, with its end screen), its
// save format's loader and writer (reached through openSave and its window's Save), its autosave
// (play::autosavePath(id()), resumed by Continue) and its rules page. The start screen and the file-open paths ask the registry (GameModules) and know no game
// kind by name: a new kind registers a module and appears there, with no change to their code.
#pragma once

#include <QByteArray>
#include <QString>
#include <memory>
#include <vector>

class QJsonObject;
class QWidget;

namespace canaan::online {
class ServerLink;
}

namespace canaan::session {

class Session;

class GameModule {
public:
    virtual ~GameModule() = default;
    // Stable id ("settlers", "conquest"); translated name for the start screen.
    virtual QString id() const = 0;
    virtual QString name() const = 0;
    // The new-game choices (its dialog), then the game in its own window. False when cancelled.
    virtual bool newGame(Session &session, QWidget *parent) = 0;
    // Whether it plays the maps the map editor makes; then its new-game choices on the map at
    // mapPath (the editor's Play), false when cancelled.
    virtual bool playsMaps() const { return false; }
    virtual bool newGameOnMap(Session &, QWidget *, const QString &) { return false; }
    // Whether the file that starts with `head` (its first kSaveHeadBytes) is one of its saves.
    virtual bool readsSave(const QByteArray &head) const = 0;
    // Loads the save (reporting a damaged file with its exact error) and resumes it in its window.
    virtual bool openSave(Session &session, QWidget *parent, const QString &path) = 0;
    // Its rules page.
    virtual void showRules(QWidget *parent) = 0;
    // Resumes its autosave (play::autosavePath(id())), setting aside and reporting a damaged one.
    // A kind that keeps no autosave returns false.
    virtual bool continueGame(Session &, QWidget *) { return false; }

    // Network play (docs/protocol.md): the `game` of a server's table this module plays
    // ("settlers"), or empty for none.
    virtual QString networkGame() const { return {}; }
    // A started table of a network server in its window: `gameMessage` is the server's `game`
    // message for this connection (its seat, or -1 watching); the window reads the link's next
    // messages itself. Null with *problem (translated) when the module cannot open it.
    virtual QWidget *openNetworkTable(Session &session, online::ServerLink &link, const QJsonObject &gameMessage,
                                      QWidget *parent, QString *problem);
};

// The registry: the modules in the order they were added (the start screen lists them so).
class GameModules {
public:
    static constexpr qsizetype kSaveHeadBytes = 4096;

    // Adds a module; one with the same id is replaced.
    static void add(std::unique_ptr<GameModule> module);
    static void remove(const QString &id);
    static const std::vector<std::unique_ptr<GameModule>> &all();
    static GameModule *find(const QString &id);
    // The module whose save this file is: the last added that reads it, so a module added later
    // (a more particular format) is asked before an earlier, more general one. Null if none.
    static GameModule *forSave(const QByteArray &head);
    // The module whose unfinished autosave was written last (the one Continue resumes), or null.
    static GameModule *toContinue();
    // The module that plays a network table's `game`, or null.
    static GameModule *forNetworkGame(const QString &game);
    // Reads a file's head for forSave() (empty when it cannot be read).
    static QByteArray saveHead(const QString &path);
};

} // namespace canaan::session
