#include "tools/canaan-cli/decide_command.h"

#include "engine/settlers/ai/bot_registry.h"
#include "tools/canaan-cli/bot_decider.h"
#include "engine/conquest/ai/bot.h"
#include "engine/io/save_file.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <cstdio>
#include <cstring>

namespace canaan::cli {

namespace {

int usageError(const QString &message, Streams &streams)
{
    streams.err << QStringLiteral("canaan-cli decide: ") << message << '\n';
    return kExitUsage;
}

// A result must reach the referee at once: it waits for it before its next request.
void flushLine(Streams &streams, const QString &line)
{
    streams.out << line << '\n';
    streams.out.flush();
    std::fflush(stdout);
}

enum class LineRead { Line, TooLong, End };

// One request line of standard input, without its newline, at most kMaxSaveFileBytes long; the
// rest of a longer line is read and dropped.
LineRead readRequestLine(QByteArray &line)
{
    line.clear();
    char chunk[65536];
    bool tooLong = false;
    while (std::fgets(chunk, sizeof chunk, stdin)) {
        const qsizetype length = static_cast<qsizetype>(std::strlen(chunk));
        const bool ends = length > 0 && chunk[length - 1] == '\n';
        if (!tooLong) {
            line.append(chunk, ends ? length - 1 : length);
            tooLong = line.size() > kMaxSaveFileBytes;
        }
        if (ends)
            return tooLong ? LineRead::TooLong : LineRead::Line;
    }
    if (tooLong)
        return LineRead::TooLong;
    return line.isEmpty() ? LineRead::End : LineRead::Line; // a last line without its newline
}

// A request: a save as one line of JSON, or a save's path.
DecideAnswer answerRequest(Decider &decider, const QByteArray &request, int lineNumber)
{
    const QByteArray trimmed = request.trimmed();
    if (trimmed.startsWith('{'))
        return decider.answer(trimmed, QCoreApplication::translate("canaan::Cli", "line %1").arg(lineNumber));
    const QString path = QString::fromUtf8(trimmed);
    FileError error;
    const std::optional<QByteArray> save = readSaveBytes(path, error);
    if (!save)
        return {{}, error.toString()};
    return decider.answer(*save, path);
}

int serve(Decider &decider, bool json, Streams &streams)
{
    int status = kExitOk;
    QByteArray line;
    for (int number = 1;; ++number) {
        const LineRead read = readRequestLine(line);
        if (read == LineRead::End)
            break;
        DecideAnswer answer;
        if (read == LineRead::TooLong)
            answer.error = QStringLiteral("%1: error: %2")
                               .arg(QCoreApplication::translate("canaan::Cli", "line %1").arg(number),
                                    QCoreApplication::translate("canaan::Cli",
                                        "The request is longer than %1 MiB, more than any saved game needs.")
                                        .arg(kMaxSaveFileBytes / (1024 * 1024)));
        else if (line.trimmed().isEmpty())
            continue; // no request
        else
            answer = answerRequest(decider, line, number);
        if (answer.error.isEmpty()) {
            flushLine(streams, answer.line);
            continue;
        }
        status = kExitFailure;
        streams.err << answer.error << '\n';
        streams.err.flush();
        // The referee reads one line per request: the error takes the answer's place.
        flushLine(streams, json ? QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("error"), answer.error}})
                                                        .toJson(QJsonDocument::Compact))
                                : answer.error);
    }
    return status;
}

} // namespace

QString DecideCommand::summary() const
{
    return QCoreApplication::translate("canaan::Cli",
        "Prints the action a computer player takes for the seat whose decision it is in a saved game.");
}

void DecideCommand::configure(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(QStringLiteral("SAVE"),
        QCoreApplication::translate("canaan::Cli", "The saved game (*.canaansave) of either game, complete or cut short."));
    parser.addOption({QStringLiteral("seat"),
        QCoreApplication::translate("canaan::Cli", "Refuses unless it is this seat's decision (seats count from 0, as in the log)."),
        QStringLiteral("N")});
    parser.addOption({QStringLiteral("level"),
        QCoreApplication::translate("canaan::Cli",
            "The computer player: random, easy, normal or hard (Conquest: random, normal or hard). Default: the seat's own "
            "in the save, or hard."),
        QStringLiteral("LEVEL")});
    parser.addOption({QStringLiteral("seed"),
        QCoreApplication::translate("canaan::Cli",
            "The game's seed, from which the computer player's own is derived as in play (default: the save's)."),
        QStringLiteral("SEED")});
    parser.addOption({QStringLiteral("json"),
        QCoreApplication::translate("canaan::Cli", "Prints the action as the save's log writes it.")});
    parser.addOption({QStringLiteral("stdio"),
        QCoreApplication::translate("canaan::Cli",
            "Answers one request per line of standard input (a save as one line of JSON, or a save's path), one line each.")});
}

int DecideCommand::run(const QCommandLineParser &parser, Streams &streams) const
{
    DecideOptions options;
    options.json = parser.isSet(QStringLiteral("json"));
    bool ok = false;
    if (parser.isSet(QStringLiteral("seat"))) {
        const QString text = parser.value(QStringLiteral("seat"));
        const int seat = text.toInt(&ok);
        if (!ok || seat < 0 || seat > 99)
            return usageError(QCoreApplication::translate("canaan::Cli", "The seat \"%1\" is not a whole number from 0 to 99.").arg(text),
                streams);
        options.seat = seat;
    }
    if (parser.isSet(QStringLiteral("seed"))) {
        const QString text = parser.value(QStringLiteral("seed"));
        options.seed = text.toULongLong(&ok);
        if (!ok)
            return usageError(QCoreApplication::translate(
                                  "canaan::Cli", "The seed \"%1\" is not a whole number from 0 to 18446744073709551615.")
                                  .arg(text),
                streams);
    }
    if (parser.isSet(QStringLiteral("level"))) {
        options.level = parser.value(QStringLiteral("level"));
        const std::string id = options.level.toStdString();
        const std::vector<std::string_view> &boardIds = settlers::botIds();
        if (std::find(boardIds.begin(), boardIds.end(), id) == boardIds.end() && !conquest::isBotId(id))
            return usageError(QCoreApplication::translate("canaan::Cli", "Unknown computer player \"%1\"; available: %2.")
                                  .arg(options.level, QStringLiteral("random, easy, normal, hard")),
                streams);
    }
    const QStringList files = parser.positionalArguments();
    Decider decider(options);
    if (parser.isSet(QStringLiteral("stdio"))) {
        if (!files.isEmpty())
            return usageError(QCoreApplication::translate("canaan::Cli", "With --stdio the saves come on standard input, not as arguments."),
                streams);
        return serve(decider, options.json, streams);
    }
    if (files.size() != 1)
        return usageError(QCoreApplication::translate("canaan::Cli", "Give exactly one saved game, or --stdio."), streams);
    FileError error;
    const std::optional<QByteArray> save = readSaveBytes(files.front(), error);
    const DecideAnswer answer = save ? decider.answer(*save, files.front()) : DecideAnswer{{}, error.toString()};
    if (!answer.error.isEmpty()) {
        streams.err << answer.error << '\n';
        return kExitFailure;
    }
    streams.out << answer.line << '\n';
    return kExitOk;
}

} // namespace canaan::cli
