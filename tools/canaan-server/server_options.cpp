#include "tools/canaan-server/server_options.h"

#include "net/protocol.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

namespace canaan::server {

namespace {

// A whole number in [min, max], or nullopt.
std::optional<int> number(const QString &text, int min, int max)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < min || value > max)
        return std::nullopt;
    return value;
}

} // namespace

std::optional<ServerOptions> parseOptions(const QStringList &arguments, QString *message, bool *helpOrVersion)
{
    *helpOrVersion = false;
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("canaan::server::Options", "The Canaan network game server: it holds every table's game, "
                                        "and players join it with Join a network game."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption port(QStringLiteral("port"), QCoreApplication::translate("canaan::server::Options", "The TCP port to listen on (default 7531; 0 picks a free one)."),
        QCoreApplication::translate("canaan::server::Options", "port"), QString::number(net::kDefaultPort));
    const QCommandLineOption address(QStringLiteral("address"),
        QCoreApplication::translate("canaan::server::Options", "The address to listen on (default: all; 127.0.0.1 for this computer only)."), QCoreApplication::translate("canaan::server::Options", "address"));
    const QCommandLineOption data(QStringLiteral("data"),
        QCoreApplication::translate("canaan::server::Options", "The folder that keeps every table, so a restart resumes them (default: none)."), QCoreApplication::translate("canaan::server::Options", "folder"));
    const QCommandLineOption maxTables(QStringLiteral("max-tables"), QCoreApplication::translate("canaan::server::Options", "The most tables at once (default 500)."),
        QCoreApplication::translate("canaan::server::Options", "count"), QString::number(net::kDefaultMaxTables));
    const QCommandLineOption perAddress(QStringLiteral("tables-per-address"),
        QCoreApplication::translate("canaan::server::Options", "The most open tables created from one client address (default %1).").arg(net::kDefaultTablesPerAddress),
        QCoreApplication::translate("canaan::server::Options", "count"), QString::number(net::kDefaultTablesPerAddress));
    const QCommandLineOption cert(QStringLiteral("cert"), QCoreApplication::translate("canaan::server::Options", "A PEM certificate: serve wss:// (needs --key)."), QCoreApplication::translate("canaan::server::Options", "file"));
    const QCommandLineOption key(QStringLiteral("key"), QCoreApplication::translate("canaan::server::Options", "The PEM private key of --cert."), QCoreApplication::translate("canaan::server::Options", "file"));
    const QCommandLineOption lang(QStringLiteral("lang"), QCoreApplication::translate("canaan::server::Options", "The language of this program's messages: en or ko."), QCoreApplication::translate("canaan::server::Options", "language"));
    const QCommandLineOption keepFinished(QStringLiteral("keep-finished"),
        QCoreApplication::translate("canaan::server::Options", "How long a finished table stays before it is removed; its save stays in DATA/finished/ (default 600)."),
        QCoreApplication::translate("canaan::server::Options", "seconds"), QString::number(net::kDefaultKeepFinishedSeconds));
    parser.addOptions({port, address, data, maxTables, perAddress, keepFinished, cert, key, lang});

    if (!parser.parse(arguments)) {
        *message = parser.errorText();
        return std::nullopt;
    }
    if (parser.isSet(helpOption) || parser.isSet(versionOption)) {
        *helpOrVersion = true;
        *message = parser.isSet(helpOption) ? parser.helpText()
                                            : QCoreApplication::applicationName() + QLatin1Char(' ')
                + QCoreApplication::applicationVersion() + QLatin1Char('\n');
        return std::nullopt;
    }
    if (!parser.positionalArguments().isEmpty()) {
        *message = QCoreApplication::translate("canaan::server::Options", "Unexpected argument \"%1\": canaan-server takes only options.").arg(parser.positionalArguments().first());
        return std::nullopt;
    }
    ServerOptions options;
    const std::optional<int> portNumber = number(parser.value(port), 0, 65535);
    if (!portNumber) {
        *message = QCoreApplication::translate("canaan::server::Options", "--port must be a whole number from 0 to 65535, not \"%1\".").arg(parser.value(port));
        return std::nullopt;
    }
    options.config.port = quint16(*portNumber);
    if (parser.isSet(address) && !options.config.address.setAddress(parser.value(address))) {
        *message = QCoreApplication::translate("canaan::server::Options", "--address must be an IP address such as 127.0.0.1, not \"%1\".").arg(parser.value(address));
        return std::nullopt;
    }
    const std::optional<int> tables = number(parser.value(maxTables), 1, 100000);
    if (!tables) {
        *message = QCoreApplication::translate("canaan::server::Options", "--max-tables must be a whole number from 1 to 100000, not \"%1\".").arg(parser.value(maxTables));
        return std::nullopt;
    }
    options.config.maxTables = *tables;
    const std::optional<int> ofAddress = number(parser.value(perAddress), 1, 100000);
    if (!ofAddress) {
        *message = QCoreApplication::translate("canaan::server::Options", "--tables-per-address must be a whole number from 1 to 100000, not \"%1\".").arg(parser.value(perAddress));
        return std::nullopt;
    }
    options.config.tablesPerAddress = *ofAddress;
    const std::optional<int> keep = number(parser.value(keepFinished), 0, net::kMaxKeepFinishedSeconds);
    if (!keep) {
        *message = QCoreApplication::translate("canaan::server::Options", "--keep-finished must be a whole number of seconds from 0 to %1, not \"%2\".")
                       .arg(net::kMaxKeepFinishedSeconds)
                       .arg(parser.value(keepFinished));
        return std::nullopt;
    }
    options.config.keepFinishedMs = *keep * 1000;
    options.config.dataFolder = parser.value(data);
    if (parser.isSet(data) && QFileInfo(options.config.dataFolder).exists() && !QFileInfo(options.config.dataFolder).isDir()) {
        *message = QCoreApplication::translate("canaan::server::Options", "--data must be a folder; \"%1\" is a file.").arg(options.config.dataFolder);
        return std::nullopt;
    }
    if (parser.isSet(cert) != parser.isSet(key)) {
        *message = QCoreApplication::translate("canaan::server::Options", "--cert and --key go together: give both for wss://, or neither.");
        return std::nullopt;
    }
    options.config.certificateFile = parser.value(cert);
    options.config.keyFile = parser.value(key);
    options.language = parser.value(lang);
    return options;
}

} // namespace canaan::server
