#include "app/app_info.h"

#include <QGuiApplication>
#include <QIcon>

namespace canaan::app {

void setApplicationInfo()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Canaan"));
    QCoreApplication::setApplicationName(QStringLiteral("canaan"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CANAAN_VERSION));
}

void setDesktopInfo()
{
    // Lets the desktop shell match windows to canaan.desktop.
    QGuiApplication::setDesktopFileName(QStringLiteral("canaan"));
    QGuiApplication::setWindowIcon(QIcon(kIconResource));
}

} // namespace canaan::app
