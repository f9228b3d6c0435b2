#include "app/start_options.h"

#include "app/app_info.h"
#include "translations/src/app_translator.h"
#include "app/online_table/invitation.h"
#include "app/session/language_settings.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QUrl>
#include <cstdio>
#include <cstring>

namespace canaan::app {

// The translation context of the command line's texts.
class StartText {
    Q_DECLARE_TR_FUNCTIONS(canaan::app::StartText)
};

QString languageArgument(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &arg = arguments[i];
        if ((arg == QLatin1String("--lang") || arg == QLatin1String("-lang")) && i + 1 < arguments.size())
            return arguments[i + 1];
        if (arg.startsWith(QLatin1String("--lang=")))
            return arg.mid(7);
    }
    return {};
}

ParsedStart parseStartOptions(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(StartText::tr("Settlers of Canaan, the board game, for the desktop."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  StartText::tr("Use this language instead of the saved setting: en or ko."),
                                  StartText::tr("language"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        StartText::tr("Save a picture of the window to this PNG file, then quit."),
                                        StartText::tr("file"));
    const QCommandLineOption edit(QStringLiteral("edit"),
                                  StartText::tr("Open the map file (or a new map) in the map editor."));
    const QCommandLineOption replay(QStringLiteral("replay"),
                                    StartText::tr("Open the saved game in the replay window instead of resuming it."));
    QCommandLineOption replayAction(QStringLiteral("replay-action"),
                                    StartText::tr("With --replay: start at this action (for screenshots)."),
                                    StartText::tr("count"));
    replayAction.setFlags(QCommandLineOption::HiddenFromHelp);
    // For tests: a game of computer players at full speed (the demo games of scripts/screenshots.sh
    // are tools/screenshots' own).
    const QCommandLineOption autoplay(
        QStringLiteral("autoplay-bots"),
        StartText::tr("Seat four computer players and let them play at full speed (for tests)."));
    const QCommandLineOption resume(QStringLiteral("continue"), StartText::tr("Resume the autosaved game at once."));
    const QCommandLineOption host(QStringLiteral("host-network"),
                                  StartText::tr("Host a network game on this port and open its lobby."), StartText::tr("port"));
    const QCommandLineOption join(QStringLiteral("join-network"),
                                  StartText::tr("Join the network game at this address and open its lobby."),
                                  StartText::tr("host:port"));
    // Not --name: Qt's X11 platform takes -name/--name for itself.
    const QCommandLineOption name(QStringLiteral("player-name"), StartText::tr("Your name in a network game."), StartText::tr("name"));
    parser.addOptions({lang, screenshot, edit, replay, replayAction, autoplay, resume, host, join, name});
    parser.addPositionalArgument(QStringLiteral("file"),
                                 StartText::tr("A saved game (.canaansave) to resume, a map (.canaanmap) to start "
                                               "a new game on, or an invitation link (canaan://HOST:PORT/CODE) to "
                                               "join that network table."),
                                 StartText::tr("[file or link]"));

    ParsedStart result;
    if (!parser.parse(arguments)) {
        result.action = ParsedStart::Action::Fail;
        result.message = parser.errorText() + QLatin1Char('\n') + parser.helpText();
        return result;
    }
    if (parser.isSet(help)) {
        result.action = ParsedStart::Action::ShowHelp;
        result.message = parser.helpText();
        return result;
    }
    if (parser.isSet(version)) {
        result.action = ParsedStart::Action::ShowVersion;
        result.message = QStringLiteral("%1 %2\n").arg(QCoreApplication::applicationName(),
                                                         QCoreApplication::applicationVersion());
        return result;
    }
    if (parser.positionalArguments().size() > 1) {
        result.action = ParsedStart::Action::Fail;
        result.message = StartText::tr("Unexpected argument: %1").arg(parser.positionalArguments().at(1)) +
                         QLatin1Char('\n') + parser.helpText();
        return result;
    }
    result.options.language = parser.value(lang).toLower();
    if (parser.isSet(lang) && result.options.language != QLatin1String("en") &&
        result.options.language != QLatin1String("ko")) {
        result.action = ParsedStart::Action::Fail;
        result.message = StartText::tr("Unknown language \"%1\": use en or ko.").arg(parser.value(lang)) +
                         QLatin1Char('\n');
        return result;
    }
    result.options.screenshotPath = parser.value(screenshot);
    result.options.edit = parser.isSet(edit);
    result.options.replay = parser.isSet(replay);
    result.options.autoplayBots = parser.isSet(autoplay);
    result.options.continueGame = parser.isSet(resume);
    auto fail = [&result](const QString &message) {
        result.action = ParsedStart::Action::Fail;
        result.message = message + QLatin1Char('\n');
        return result;
    };
    result.options.networkName = parser.value(name).left(32);
    if (parser.isSet(host)) {
        bool ok = false;
        result.options.hostPort = parser.value(host).toInt(&ok);
        if (!ok || result.options.hostPort < 1 || result.options.hostPort > 65535)
            return fail(StartText::tr("--host-network needs a port from 1 to 65535, not \"%1\".").arg(parser.value(host)));
    }
    if (parser.isSet(join)) {
        const QString value = parser.value(join);
        const qsizetype colon = value.lastIndexOf(QLatin1Char(':'));
        bool ok = false;
        const int port = colon > 0 ? value.mid(colon + 1).toInt(&ok) : 0;
        if (!ok || port < 1 || port > 65535)
            return fail(StartText::tr("--join-network needs HOST:PORT, not \"%1\".").arg(value));
        result.options.joinAddress = value.left(colon);
        result.options.joinPort = quint16(port);
    }
    if (parser.isSet(replayAction)) {
        bool ok = false;
        result.options.replayAction = parser.value(replayAction).toInt(&ok);
        if (!ok || result.options.replayAction < 0)
            return fail(StartText::tr("--replay-action needs a whole number, not \"%1\".").arg(parser.value(replayAction)));
    }

    QString file = parser.positionalArguments().value(0);
    if (file.isEmpty())
        return result;
    // The desktop entry's %u passes an invitation link, or a file as a path or a file: URL.
    if (file.startsWith(QLatin1String("canaan:"), Qt::CaseInsensitive)) {
        QString problem;
        const std::optional<online::Invitation> invitation = online::parseInvitation(file, &problem);
        if (!invitation)
            return fail(problem);
        result.options.joinAddress = invitation->host;
        result.options.joinPort = invitation->port;
        result.options.joinCode = invitation->code;
        return result;
    }
    if (file.startsWith(QLatin1String("file:"), Qt::CaseInsensitive))
        file = QUrl(file).toLocalFile();
    const QFileInfo info(file);
    const bool isSave = file.endsWith(QLatin1String(".canaansave"), Qt::CaseInsensitive);
    const bool isMap = file.endsWith(QLatin1String(".canaanmap"), Qt::CaseInsensitive);
    // The editor may be given the name of a map it is to create.
    if (result.options.edit && !isSave) {
        result.options.mapPath = file;
        return result;
    }
    if (!info.exists())
        return fail(StartText::tr("%1: there is no such file.").arg(file));
    if (info.isDir())
        return fail(StartText::tr("%1: this is a folder, not a map or saved game.").arg(file));
    if (isSave && result.options.edit)
        return fail(StartText::tr("%1: the map editor opens maps (.canaanmap), not saved games.").arg(file));
    if (result.options.replay && !isSave)
        return fail(StartText::tr("%1: --replay opens saved games (.canaansave), not maps.").arg(file));
    if (isSave)
        result.options.savePath = file;
    else if (isMap)
        result.options.mapPath = file;
    else
        return fail(StartText::tr("%1: not a map (.canaanmap) or saved game (.canaansave).").arg(file));
    return result;
}

bool asksForTextOnly(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i)
        for (const char *option : {"-h", "--help", "-?", "--help-all", "-v", "--version"})
            if (std::strcmp(argv[i], option) == 0)
                return true;
    return false;
}

ParsedStart readCommandLine(AppTranslator &translator)
{
    setApplicationInfo();
    const QStringList arguments = QCoreApplication::arguments();
    QString language = languageArgument(arguments);
    if (language.isEmpty())
        language = languageCode(storedLanguage());
    else if (language == QLatin1String("en") || language == QLatin1String("ko"))
        setLanguageOverride(choiceForCode(language)); // the Language menu marks it, not "System"
    translator.apply(language);
    return parseStartOptions(arguments);
}

int report(const ParsedStart &parsed)
{
    const bool mistake = parsed.action == ParsedStart::Action::Fail;
    std::fputs(qPrintable(parsed.message), mistake ? stderr : stdout);
    return mistake ? 2 : 0;
}

} // namespace canaan::app
