// canaan-cli: validates and inspects maps now; plays, replays, simulates and renders later.
#include "cli_dispatcher.h"

#include <QApplication>
#include <QCoreApplication>
#include <cstdio>
#include <cstring>
#include <memory>

int main(int argc, char *argv[])
{
    // `render` draws text, which needs a GUI application object; it draws offscreen, so it needs
    // no display. Every other command stays a plain QCoreApplication.
    std::unique_ptr<QCoreApplication> app;
    if (argc > 1 && std::strcmp(argv[1], "render") == 0) {
        if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(QStringLiteral("canaan-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CANAAN_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    canaan::cli::Streams streams{out, err};
    return canaan::cli::dispatch(QCoreApplication::arguments(), streams);
}
