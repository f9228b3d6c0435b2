// canaan-server: the network game server (docs/network.md, docs/protocol.md). Holds every table's
// game, keeps each table on disk after every action (--data), and resumes them after a restart.
// SIGTERM or SIGINT stops it with every table written (the service's stop, docs/packaging.md).
#include "translations/src/app_translator.h"
#include "net/table_games.h"
#include "tools/canaan-server/server_log.h"
#include "tools/canaan-server/server_options.h"
#include "tools/canaan-server/stop_signals.h"

#include <QCoreApplication>
#include <QTextStream>

using canaan::server::logLine;
using canaan::server::Priority;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("canaan-server"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CANAAN_VERSION));
    QTextStream out(stdout);

    canaan::AppTranslator translator;
    const QStringList arguments = QCoreApplication::arguments();
    // --lang is read before the rest so that the usage errors are in that language too.
    const qsizetype langAt = arguments.indexOf(QStringLiteral("--lang"));
    translator.apply(langAt >= 0 && langAt + 1 < arguments.size()
            && canaan::AppTranslator::languages().contains(arguments[langAt + 1])
        ? arguments[langAt + 1]
        : QString());

    QString message;
    bool helpOrVersion = false;
    const std::optional<canaan::server::ServerOptions> options = canaan::server::parseOptions(arguments, &message, &helpOrVersion);
    if (!options) {
        if (!helpOrVersion) {
            logLine(Priority::Error, message);
            return 2;
        }
        out << message;
        return 0;
    }
    if (!options->language.isEmpty() && !canaan::AppTranslator::languages().contains(options->language)) {
        logLine(Priority::Error, QCoreApplication::translate("canaan::server::Main", "Unknown language \"%1\" for --lang: use en or ko.").arg(options->language));
        return 2;
    }

    canaan::net::Server server(options->config, canaan::net::playedGames(), canaan::net::setupCheck());
    QObject::connect(&server, &canaan::net::Server::storageFailed, &server, [](const QString &code, const QString &reason) {
        logLine(Priority::Error, QCoreApplication::translate("canaan::server::Main", "Could not keep table %1 on disk: %2").arg(code, reason));
    });
    QObject::connect(&server, &canaan::net::Server::tableFinished, &server, [](const QString &code) {
        logLine(Priority::Info, QCoreApplication::translate("canaan::server::Main", "The game of table %1 is over.").arg(code));
    });
    QObject::connect(&server, &canaan::net::Server::tableRemoved, &server, [](const QString &code) {
        logLine(Priority::Info, QCoreApplication::translate("canaan::server::Main", "Table %1 was removed after its end.").arg(code));
    });
    QObject::connect(&server, &canaan::net::Server::readerDropped, &server, [](const QString &address, qint64 queued) {
        logLine(Priority::Warning, QCoreApplication::translate("canaan::server::Main", "Dropped a connection from %1: it did not read what the server sent (%2 bytes waiting).").arg(address).arg(queued));
    });
    canaan::server::StopSignals stopSignals;
    QString problem;
    if (!stopSignals.install(&problem)) {
        logLine(Priority::Error, QCoreApplication::translate("canaan::server::Main", "Could not start: %1").arg(problem));
        return 1;
    }
    QObject::connect(&stopSignals, &canaan::server::StopSignals::stopRequested, &app, [](const QString &signalName) {
        logLine(Priority::Notice, QCoreApplication::translate("canaan::server::Main", "Stopping on %1: writing every table.").arg(signalName));
        QCoreApplication::quit();
    });
    if (!server.start(&problem)) {
        logLine(Priority::Error, QCoreApplication::translate("canaan::server::Main", "Could not start: %1").arg(problem));
        return 1;
    }
    for (const QString &file : server.restoreProblems())
        logLine(Priority::Warning, QCoreApplication::translate("canaan::server::Main", "A kept table could not be resumed: %1").arg(file));
    for (const QString &note : server.restoreNotes())
        logLine(Priority::Notice, QCoreApplication::translate("canaan::server::Main", "A kept table was resumed with its last action lost: %1").arg(note));
    // Tests and scripts read the port from this line (with --port 0 the system picks it).
    out << QCoreApplication::translate("canaan::server::Main", "Listening on port %1 (%2), %3 tables resumed.")
               .arg(server.port())
               .arg(server.secure() ? QStringLiteral("wss") : QStringLiteral("ws"))
               .arg(server.lobby().tables().size())
        << '\n';
    out.flush();
    const int status = app.exec();
    // Every changed table to disk now; the server's destructor then closes the connections.
    server.waitUntilWritten();
    if (options->config.dataFolder.isEmpty())
        logLine(Priority::Info, QCoreApplication::translate("canaan::server::Main", "Stopped; without --data no table was kept."));
    else
        logLine(Priority::Info, QCoreApplication::translate("canaan::server::Main", "Stopped with every table written to %1.").arg(options->config.dataFolder));
    return status;
}
