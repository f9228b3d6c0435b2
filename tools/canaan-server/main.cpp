// canaan-server: the network game server (docs/network.md, docs/protocol.md). Holds every table's
// game, keeps each table on disk after every action (--data), and resumes them after a restart.
#include "app_translator.h"
#include "net/table_games.h"
#include "server_options.h"

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("canaan-server"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CANAAN_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);

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
    const std::optional<canaan::server::Options> options = canaan::server::parseOptions(arguments, &message, &helpOrVersion);
    if (!options) {
        (helpOrVersion ? out : err) << (helpOrVersion ? message : QStringLiteral("canaan-server: %1\n").arg(message));
        return helpOrVersion ? 0 : 2;
    }
    if (!options->language.isEmpty() && !canaan::AppTranslator::languages().contains(options->language)) {
        err << "canaan-server: " << QCoreApplication::translate("canaan::server::Main", "Unknown language \"%1\" for --lang: use en or ko.").arg(options->language) << '\n';
        return 2;
    }

    canaan::net::Server server(options->config, canaan::net::playedGames(), canaan::net::setupCheck());
    QObject::connect(&server, &canaan::net::Server::storageFailed, &server, [&err](const QString &code, const QString &reason) {
        err << "canaan-server: " << QCoreApplication::translate("canaan::server::Main", "Could not keep table %1 on disk: %2").arg(code, reason) << '\n';
        err.flush();
    });
    QObject::connect(&server, &canaan::net::Server::readerDropped, &server, [&err](const QString &address, qint64 queued) {
        err << "canaan-server: " << QCoreApplication::translate("canaan::server::Main", "Dropped a connection from %1: it did not read what the server sent (%2 bytes waiting).").arg(address).arg(queued) << '\n';
        err.flush();
    });
    QString problem;
    if (!server.start(&problem)) {
        err << "canaan-server: " << QCoreApplication::translate("canaan::server::Main", "Could not start: %1").arg(problem) << '\n';
        return 1;
    }
    for (const QString &file : server.restoreProblems())
        err << "canaan-server: " << QCoreApplication::translate("canaan::server::Main", "A kept table could not be resumed: %1").arg(file) << '\n';
    // Tests and scripts read the port from this line (with --port 0 the system picks it).
    out << QCoreApplication::translate("canaan::server::Main", "Listening on port %1 (%2), %3 tables resumed.")
               .arg(server.port())
               .arg(server.secure() ? QStringLiteral("wss") : QStringLiteral("ws"))
               .arg(server.lobby().tables().size())
        << '\n';
    out.flush();
    err.flush();
    return app.exec();
}
