#include "tools/canaan-cli/cli_dispatcher.h"

#include "tools/canaan-cli/cli_command.h"

#include <QCoreApplication>
#include <algorithm>

namespace canaan::cli {

namespace {

const QString kProgram = QStringLiteral("canaan-cli");

QString shortUsage()
{
    return QCoreApplication::translate("canaan::Cli", "Usage: %1 COMMAND [options] [arguments]").arg(kProgram) + u'\n'
           + QCoreApplication::translate("canaan::Cli", "Run \"%1 --help\" for the list of commands.").arg(kProgram)
           + u'\n';
}

QString generalHelp(const std::vector<std::unique_ptr<Command>> &commands)
{
    QString text = QCoreApplication::translate("canaan::Cli", "Usage: %1 COMMAND [options] [arguments]").arg(kProgram);
    text += QStringLiteral("\n\n");
    text += QCoreApplication::translate("canaan::Cli", "Settlers of Canaan without a display.");
    text += QStringLiteral("\n\n");
    text += QCoreApplication::translate("canaan::Cli", "Commands:") + u'\n';
    qsizetype width = 0;
    for (const auto &command : commands)
        width = std::max(width, command->name().size());
    for (const auto &command : commands)
        text += QStringLiteral("  %1  %2\n").arg(command->name().leftJustified(width), command->summary());
    text += u'\n' + QCoreApplication::translate("canaan::Cli", "Options:") + u'\n';
    text += QStringLiteral("  -h, --help     ") + QCoreApplication::translate("canaan::Cli", "Shows this help.");
    text += QStringLiteral("\n  -v, --version  ") + QCoreApplication::translate("canaan::Cli", "Shows the version.");
    text += u'\n';
    text += u'\n'
            + QCoreApplication::translate("canaan::Cli", "Run \"%1 COMMAND --help\" for the options of one command.")
                  .arg(kProgram)
            + u'\n';
    return text;
}

// QCommandLineParser names the program by argv[0]; a subcommand's help names "canaan-cli COMMAND".
QString commandHelp(const QCommandLineParser &parser, const QString &argv0, const QString &name)
{
    QString text = parser.helpText();
    const qsizetype at = text.indexOf(argv0);
    if (at >= 0)
        text.replace(at, argv0.size(), kProgram + u' ' + name);
    return text;
}

const Command *findCommand(const std::vector<std::unique_ptr<Command>> &commands, const QString &name)
{
    for (const auto &command : commands)
        if (command->name() == name)
            return command.get();
    return nullptr;
}

int unknownCommand(const QString &name, Streams &streams)
{
    streams.err << kProgram << ": "
                << QCoreApplication::translate("canaan::Cli", "Unknown command \"%1\".").arg(name) << '\n'
                << shortUsage();
    return kExitUsage;
}

int runCommand(const Command &command, QStringList arguments, Streams &streams, DispatchMode mode)
{
    const QString argv0 = arguments.value(0, kProgram);
    arguments.removeAt(1); // the command's own parser sees "argv0 [options] [arguments]"
    QCommandLineParser parser;
    parser.setApplicationDescription(command.summary());
    // Not addHelpOption(): its --help-all lists Qt's own options, which mean nothing here.
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QCoreApplication::translate("canaan::Cli", "Shows this help."));
    parser.addOption(help);
    command.configure(parser);
    if (!parser.parse(arguments)) {
        streams.err << kProgram << ' ' << command.name() << ": " << parser.errorText() << '\n'
                    << commandHelp(parser, argv0, command.name());
        return kExitUsage;
    }
    if (parser.isSet(help)) {
        streams.out << commandHelp(parser, argv0, command.name());
        return kExitOk;
    }
    if (mode == DispatchMode::ParseOnly)
        return kExitOk;
    const int status = command.run(parser, streams);
    if (status == kExitUsage)
        streams.err << commandHelp(parser, argv0, command.name());
    return status;
}

} // namespace

int dispatch(const QStringList &arguments, Streams &streams, DispatchMode mode)
{
    const auto commands = allCommands();
    if (arguments.size() < 2) {
        streams.err << kProgram << ": " << QCoreApplication::translate("canaan::Cli", "No command given.") << '\n'
                    << shortUsage();
        return kExitUsage;
    }
    const QString first = arguments.at(1);
    if (first == QLatin1String("--help") || first == QLatin1String("-h") || first == QLatin1String("help")) {
        if (first == QLatin1String("help") && arguments.size() > 2) {
            const Command *command = findCommand(commands, arguments.at(2));
            if (!command)
                return unknownCommand(arguments.at(2), streams);
            return runCommand(*command, {arguments.at(0), command->name(), QStringLiteral("--help")}, streams, mode);
        }
        streams.out << generalHelp(commands);
        return kExitOk;
    }
    if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
        streams.out << kProgram << ' ' << QCoreApplication::applicationVersion() << '\n';
        return kExitOk;
    }
    if (first.startsWith(u'-')) {
        streams.err << kProgram << ": "
                    << QCoreApplication::translate("canaan::Cli", "Unknown option \"%1\".").arg(first) << '\n'
                    << shortUsage();
        return kExitUsage;
    }
    const Command *command = findCommand(commands, first);
    if (!command)
        return unknownCommand(first, streams);
    return runCommand(*command, arguments, streams, mode);
}

} // namespace canaan::cli
