#include "tools/canaan-cli/bot_command.h"

#include "tools/canaan-cli/cli_games.h"
#include "net/auto_player.h"
#include "net/protocol.h"
#include "net/secrets.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QUrl>

namespace canaan::cli {

QString BotCommand::summary() const
{
    return QCoreApplication::translate("canaan::Cli", "Play one seat of a network table as a client, to the end of the game.");
}

void BotCommand::configure(QCommandLineParser &parser) const
{
    parser.addOptions({
        {QStringLiteral("server"), QCoreApplication::translate("canaan::Cli", "The server: ws://HOST:PORT or wss://HOST:PORT."), QStringLiteral("url")},
        {QStringLiteral("table"), QCoreApplication::translate("canaan::Cli", "The table's code (%1 letters and digits).").arg(net::kTableCodeLength), QStringLiteral("code")},
        {QStringLiteral("seat"), QCoreApplication::translate("canaan::Cli", "The free seat to take (0 to %1).").arg(net::kMaxSeats - 1), QStringLiteral("seat")},
        {QStringLiteral("token"), QCoreApplication::translate("canaan::Cli", "Take one's seat back with its token instead."), QStringLiteral("token")},
        //: %1: the games, as "settlers, conquest"; %2: the default one.
        {QStringLiteral("game"), QCoreApplication::translate("canaan::Cli", "The table's game, one of: %1 (default %2).")
                                     .arg(gameIds(QStringLiteral(", ")), cliGames().front()->id),
            QStringLiteral("game"), cliGames().front()->id},
        {QStringLiteral("level"), QCoreApplication::translate("canaan::Cli", "How it plays: random (an offered legal action at random), easy, normal or hard (the computer players, deciding from the seat's view); at a conquest table random, normal or hard."),
            QStringLiteral("level"), QStringLiteral("random")},
        {QStringLiteral("name"), QCoreApplication::translate("canaan::Cli", "The name shown at the table (default: Bot)."), QStringLiteral("name"), QStringLiteral("Bot")},
        {QStringLiteral("seed"), QCoreApplication::translate("canaan::Cli", "The seed of its choices (default 1)."), QStringLiteral("seed"), QStringLiteral("1")},
    });
}

int BotCommand::run(const QCommandLineParser &parser, Streams &streams) const
{
    const QUrl server(parser.value(QStringLiteral("server")));
    if (!server.isValid() || (server.scheme() != QLatin1String("ws") && server.scheme() != QLatin1String("wss")) || server.host().isEmpty()) {
        streams.err << QCoreApplication::translate("canaan::Cli", "--server must be ws://HOST:PORT or wss://HOST:PORT.") << '\n';
        return kExitUsage;
    }
    const QString code = parser.value(QStringLiteral("table"));
    if (!net::isTableCode(code)) {
        streams.err << QCoreApplication::translate("canaan::Cli", "--table must be a table code of %1 capital letters and digits, not \"%2\".").arg(net::kTableCodeLength).arg(code) << '\n';
        return kExitUsage;
    }
    const QString token = parser.value(QStringLiteral("token"));
    bool seatOk = false;
    const int seat = parser.value(QStringLiteral("seat")).toInt(&seatOk);
    if (parser.isSet(QStringLiteral("token")) == parser.isSet(QStringLiteral("seat")) || (!token.isEmpty() && !net::isSeatToken(token))
        || (parser.isSet(QStringLiteral("seat")) && (!seatOk || seat < 0 || seat >= net::kMaxSeats))) {
        streams.err << QCoreApplication::translate("canaan::Cli", "Give either --seat (0 to %1) to take a free seat or --token to take one's seat back.")
                           .arg(net::kMaxSeats - 1)
                    << '\n';
        return kExitUsage;
    }
    int status = 0;
    const CliGame *game = chosenGame(parser, name(), streams, &status);
    if (!game)
        return status;
    const QString level = parser.value(QStringLiteral("level"));
    const QString name = parser.value(QStringLiteral("name"));
    if (name.isEmpty() || name.size() > 32) {
        streams.err << QCoreApplication::translate("canaan::Cli", "--name must have 1 to 32 characters.") << '\n';
        return kExitUsage;
    }

    net::AutoPlayer player(name, parser.value(QStringLiteral("seed")).toULongLong());
    if (const QString problem = game->seatBot(player, level, parser.value(QStringLiteral("seed")).toULongLong()); !problem.isEmpty()) {
        streams.err << problem << '\n';
        return kExitUsage;
    }
    QEventLoop loop;
    QString failure;
    QObject::connect(&player, &net::AutoPlayer::seated, &loop, [&](const QString &seatToken) {
        streams.out << QCoreApplication::translate("canaan::Cli", "Seated at seat %1 of table %2; token %3 takes it back.").arg(player.seat()).arg(code, seatToken) << '\n';
        streams.out.flush();
    });
    QObject::connect(&player, &net::AutoPlayer::finished, &loop, &QEventLoop::quit);
    QObject::connect(&player.client(), &net::Client::closed, &loop, [&] {
        failure = QCoreApplication::translate("canaan::Cli", "The server closed the connection (%1).").arg(player.client().socket().errorString());
        loop.quit();
    });
    QObject::connect(&player, &net::AutoPlayer::unreadable, &loop, [&](const QString &problem) {
        streams.err << QCoreApplication::translate("canaan::Cli", "The server sent a game this client cannot read (%1); playing at random from now on.").arg(problem) << '\n';
        streams.err.flush();
    });
    QObject::connect(&player, &net::AutoPlayer::message, &loop, [&](const QJsonObject &m) {
        if (m.value(QLatin1String("t")) == QLatin1String("error") && player.actionsSent() == 0) {
            failure = QCoreApplication::translate("canaan::Cli", "The server refused: %1").arg(m.value(QLatin1String("id")).toString());
            loop.quit();
        }
    });
    player.play(server, code, token.isEmpty() ? seat : -1, token);
    loop.exec();
    if (!player.isOver()) {
        streams.err << failure << '\n';
        return kExitFailure;
    }
    QStringList winners;
    for (const QJsonValue &w : player.overMessage().value(QLatin1String("winners")).toArray())
        winners << QString::number(w.toInt());
    streams.out << QCoreApplication::translate("canaan::Cli", "The game is over (%1); winners: seat %2; %3 actions of this seat.")
                       .arg(player.overMessage().value(QLatin1String("reason")).toString(), winners.join(QStringLiteral(", ")))
                       .arg(player.actionsSent())
                << '\n';
    return kExitOk;
}

} // namespace canaan::cli
