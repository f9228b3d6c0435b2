// canaan: the desktop game. Everything but start-up lives in canaan_app, which the tests link.
#include "app_info.h"
#include "app_translator.h"
#include "main_window.h"
#include "screenshot.h"
#include "start_options.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    using namespace canaan;
    if (app::asksForTextOnly(argc, argv)) { // no display needed
        QCoreApplication core(argc, argv);
        AppTranslator translator;
        return app::report(app::readCommandLine(translator));
    }

    QApplication application(argc, argv);
    AppTranslator translator;
    const app::ParsedStart parsed = app::readCommandLine(translator);
    if (parsed.action != app::ParsedStart::Action::Run)
        return app::report(parsed);
    app::setDesktopInfo();

    app::MainWindow window(&translator);
    window.openMap(parsed.options.mapPath.isEmpty() ? app::kDefaultMapResource : parsed.options.mapPath);
    window.show();
    if (parsed.options.edit)
        window.openMapEditor(parsed.options.mapPath);
    if (!parsed.options.screenshotPath.isEmpty())
        app::saveScreenshotAndQuit(&window, parsed.options.screenshotPath);
    return QApplication::exec();
}
