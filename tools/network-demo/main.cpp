// canaan-network-demo: one copy of the app's lobby that plays itself (lobby_autoplay.h), for
// scripts/network-demo.sh: two of them on this machine, one hosting and one joining, play a table
// of two people and two computer players to the end and picture it.
//
//   canaan-network-demo --lang en --host-network PORT --player-name NAME [--pictures PREFIX]
//   canaan-network-demo --lang ko --join-network PORT --player-name NAME [--pictures PREFIX]
// --join-network joins the table on this machine (127.0.0.1). Settings and the hosted server's
// tables go where XDG_CONFIG_HOME and XDG_DATA_HOME say, so each copy has its own.
#include "translations/src/app_translator.h"
#include "tools/network-demo/lobby_autoplay.h"
#include "app/online/lobby_window.h"
#include "app/online/online_play.h"
#include "app/session/session.h"

#include <QApplication>
#include <QCommandLineParser>
#include <cstdio>

using namespace canaan;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("canaan-network-demo"));
    QApplication::setApplicationName(QStringLiteral("canaan-network-demo"));
    QApplication::setQuitOnLastWindowClosed(false); // the lobby hides behind the game; the end quits
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption lang(QStringLiteral("lang"), QStringLiteral("en or ko."), QStringLiteral("language"), QStringLiteral("en"));
    const QCommandLineOption host(QStringLiteral("host-network"), QStringLiteral("Host a server on this port and create the table."),
                                  QStringLiteral("port"));
    const QCommandLineOption join(QStringLiteral("join-network"), QStringLiteral("Join the server on this machine's port."),
                                  QStringLiteral("port"));
    const QCommandLineOption name(QStringLiteral("player-name"), QStringLiteral("The name to play under."), QStringLiteral("name"),
                                  QStringLiteral("player"));
    const QCommandLineOption pictures(QStringLiteral("pictures"),
                                      QStringLiteral("PREFIX_lobby.png and PREFIX_game.png (at the end), then quit."),
                                      QStringLiteral("prefix"));
    parser.addOptions({lang, host, join, name, pictures});
    parser.process(app);
    bool ok = false;
    const int port = parser.value(parser.isSet(host) ? host : join).toInt(&ok);
    if (parser.isSet(host) == parser.isSet(join) || !ok || port < 1 || port > 65535) {
        std::fprintf(stderr, "give --host-network PORT or --join-network PORT, a port from 1 to 65535\n");
        return 2;
    }

    AppTranslator translator;
    translator.apply(parser.value(lang));
    session::Session session(&translator);
    online::LobbyWindow *lobby = nullptr;
    if (parser.isSet(host)) {
        QString problem;
        lobby = online::hostLobby(session, quint16(port), parser.value(name), &problem);
        if (!lobby) {
            std::fprintf(stderr, "%s\n", qPrintable(problem));
            return 1;
        }
    } else {
        lobby = online::openLobby(session, QStringLiteral("127.0.0.1"), quint16(port), parser.value(name));
    }
    new LobbyAutoplay(*lobby, QStringLiteral("normal"), parser.isSet(host), parser.value(pictures));
    return QApplication::exec();
}
