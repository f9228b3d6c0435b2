#include "start_options.h"

#include "app_info.h"
#include "app_translator.h"
#include "language_settings.h"

#include <QCommandLineParser>
#include <QCoreApplication>
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
    parser.addOptions({lang, screenshot, edit});
    parser.addPositionalArgument(QStringLiteral("file"), StartText::tr("A map file to show instead of the default map."),
                                 StartText::tr("[file]"));

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
    result.options.mapPath = parser.positionalArguments().value(0);
    result.options.screenshotPath = parser.value(screenshot);
    result.options.edit = parser.isSet(edit);
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
