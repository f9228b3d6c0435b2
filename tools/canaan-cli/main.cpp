// canaan-cli: validates and inspects maps now; plays, replays, simulates and renders later.
#include "cli_dispatcher.h"

#include <QCoreApplication>
#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("canaan-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CANAAN_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    canaan::cli::Streams streams{out, err};
    return canaan::cli::dispatch(QCoreApplication::arguments(), streams);
}
