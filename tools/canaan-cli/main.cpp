// canaan-cli: maps, saved games, bot games and pictures without a display, in the user's language.
#include "translations/src/app_translator.h"
#include "tools/canaan-cli/cli_dispatcher.h"

#include <QGuiApplication>
#include <QCoreApplication>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

namespace {

// Takes "--lang CODE" or "--lang=CODE" out of the arguments (it may stand anywhere, as in `canaan`),
// so that the commands never see it. Returns false with `error` set when it is malformed.
bool takeLanguage(QStringList &arguments, QString *language, QString *error)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments[i];
        if (argument == QLatin1String("--"))
            break;
        if (argument == QLatin1String("--lang")) {
            if (i + 1 >= arguments.size()) {
                *error = QCoreApplication::translate("canaan::Cli", "The option --lang needs a language: en or ko.");
                return false;
            }
            *language = arguments[i + 1];
            arguments.remove(i, 2);
            --i;
        } else if (argument.startsWith(QLatin1String("--lang="))) {
            *language = argument.mid(7);
            arguments.removeAt(i);
            --i;
        }
    }
    if (!language->isEmpty() && !canaan::AppTranslator::languages().contains(*language)) {
        *error = QCoreApplication::translate("canaan::Cli", "Unknown language \"%1\" for --lang: use en or ko.")
                     .arg(*language);
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    // `render` and `print` draw text, which needs a GUI application object; they draw offscreen, so
    // they need no display. Every other command stays a plain QCoreApplication.
    // The command is the first argument that is not --lang (which may stand before it) or its value.
    const char *command = nullptr;
    for (int i = 1; i < argc && !command; ++i) {
        if (std::strcmp(argv[i], "--lang") == 0)
            ++i;
        else if (std::strncmp(argv[i], "--lang=", 7) != 0)
            command = argv[i];
    }
    std::unique_ptr<QCoreApplication> app;
    if (command && (std::strcmp(command, "render") == 0 || std::strcmp(command, "print") == 0)) {
        if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(QStringLiteral("canaan-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CANAAN_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);

    // The messages follow the system's language (LANG, LC_MESSAGES, LANGUAGE) unless --lang says.
    QStringList arguments = QCoreApplication::arguments();
    QString language;
    QString error;
    canaan::AppTranslator translator;
    const bool languageOk = takeLanguage(arguments, &language, &error);
    translator.apply(languageOk ? language : QString());
    if (!languageOk) {
        err << "canaan-cli: " << error << '\n';
        return canaan::cli::kExitUsage;
    }

    canaan::cli::Streams streams{out, err};
    const int status = canaan::cli::dispatch(arguments, streams);
    // A result that never reached its reader (a full disk, a closed pipe, /dev/full) is a failure.
    errno = 0;
    out.flush();
    int writeError = errno; // the reason of a failed flush of Qt's own buffer
    bool written = out.status() == QTextStream::Ok;
    if (std::fflush(stdout) != 0) {
        written = false;
        writeError = errno;
    }
    if (!written || std::ferror(stdout)) {
        err << "canaan-cli: "
            << QCoreApplication::translate("canaan::Cli", "The output could not be written: %1.")
                   .arg(qt_error_string(writeError != 0 ? writeError : EIO))
            << '\n';
        err.flush();
        return status == canaan::cli::kExitOk ? canaan::cli::kExitFailure : status;
    }
    return status;
}
