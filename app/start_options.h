// The command line of `canaan [file or invitation link]`: --lang, --edit, --replay, --screenshot, --host-network, --join-network,
// --player-name, --help and --version, and the options for tests (--autoplay-bots, --continue; see
// parseStartOptions). The demo games of the screenshots are tools/screenshots' own, and the network
// demo's lobby that plays itself is tools/network-demo's: neither is the app's.
#pragma once

#include <QString>
#include <QStringList>

namespace canaan {
class AppTranslator;
}

namespace canaan::app {

struct StartOptions {
    QString language;       // "en", "ko", or empty: the setting, else the system's
    QString mapPath;        // a .canaanmap: the new-game dialog on it (or the editor with --edit)
    QString savePath;       // a .canaansave: resume that game
    QString screenshotPath; // save a picture of the window there and quit
    bool edit = false;      // open mapPath (or a new map) in the map editor
    bool replay = false;    // open savePath in the replay window (app/replay_viewer)
    int replayAction = -1;  // hidden: the replay's position at the start (-1: the game's start)
    // Options for tests.
    bool autoplayBots = false;  // four computer players, no pause between steps
    bool continueGame = false;  // resume the autosave at once
    // Network play (app/online): host a server on this port, or join HOST:PORT, as this name.
    int hostPort = 0;
    QString joinAddress;
    quint16 joinPort = 0;
    QString joinCode; // from an invitation link (canaan://HOST:PORT/CODE): that table at once
    QString networkName;
};

struct ParsedStart {
    enum class Action { Run, ShowHelp, ShowVersion, Fail };
    Action action = Action::Run;
    StartOptions options;
    QString message; // help, version or error text, translated
};

// Finds --lang before the translations are loaded, so that --help can already speak it.
QString languageArgument(const QStringList &arguments);
// arguments includes the program name, as QCoreApplication::arguments() does.
ParsedStart parseStartOptions(const QStringList &arguments);

// --help and --version, which are answered without a display (and so without a QApplication).
bool asksForTextOnly(int argc, char **argv);
// Sets the application's names, installs the language (--lang, else the setting, else the system's)
// so that even --help speaks it, and parses the application's arguments.
ParsedStart readCommandLine(AppTranslator &translator);
// Prints the help, the version or the error; returns the exit status (0, or 2 for a mistake).
int report(const ParsedStart &parsed);

} // namespace canaan::app
