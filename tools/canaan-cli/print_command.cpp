#include "tools/canaan-cli/print_command.h"

#include "tools/canaan-cli/map_to_draw.h"
#include "cartography/print_pages.h"

#include <QCoreApplication>

namespace canaan::cli {

namespace {

int usage(Streams &streams, const QString &message)
{
    streams.err << QStringLiteral("canaan-cli print: ") << message << '\n';
    return kExitUsage;
}

} // namespace

QString PrintCommand::summary() const
{
    return QCoreApplication::translate("canaan::Cli", "Prints a map at real size as a PDF: a poster over several pages, or sheets of pieces to cut out.");
}

void PrintCommand::configure(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(QStringLiteral("MAP"), QCoreApplication::translate("canaan::Cli", "The map: a map file, or canaan or classic."));
    parser.addOption({QStringLiteral("out"), QCoreApplication::translate("canaan::Cli", "The PDF to write."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("paper"), QCoreApplication::translate("canaan::Cli", "The paper: a4 or letter."), QStringLiteral("PAPER")});
    parser.addOption({QStringLiteral("layout"),
                      QCoreApplication::translate("canaan::Cli", "poster (the board over several pages, the default) or cutout (hexes, number tokens and harbors to cut out)."),
                      QStringLiteral("LAYOUT"), QStringLiteral("poster")});
    parser.addOption({QStringLiteral("hex-size"),
                      QCoreApplication::translate("canaan::Cli", "A hex's width across the flats in millimetres, from %1 to %2; the retail tiles' %3 unless told.")
                          .arg(cartography::kMinHexAcrossFlatsMm)
                          .arg(cartography::kMaxHexAcrossFlatsMm)
                          .arg(cartography::kRetailHexAcrossFlatsMm),
                      QStringLiteral("MM")});
}

int PrintCommand::run(const QCommandLineParser &parser, Streams &streams) const
{
    const QStringList maps = parser.positionalArguments();
    if (maps.size() != 1 || !parser.isSet(QStringLiteral("out")) || !parser.isSet(QStringLiteral("paper")))
        return usage(streams, QCoreApplication::translate("canaan::Cli", "Give one map, --out and --paper."));
    cartography::PrintOptions options;
    const QString paperName = parser.value(QStringLiteral("paper"));
    const auto paper = cartography::parsePaper(paperName);
    if (!paper)
        return usage(streams, QCoreApplication::translate("canaan::Cli", "Unknown paper \"%1\" for --paper: use a4 or letter.").arg(paperName));
    options.paper = *paper;
    const QString layoutName = parser.value(QStringLiteral("layout"));
    const auto layout = cartography::parsePrintLayout(layoutName);
    if (!layout)
        return usage(streams, QCoreApplication::translate("canaan::Cli", "Unknown layout \"%1\" for --layout: use poster or cutout.").arg(layoutName));
    options.layout = *layout;
    if (parser.isSet(QStringLiteral("hex-size"))) {
        bool number = false;
        options.hexAcrossFlatsMm = parser.value(QStringLiteral("hex-size")).toDouble(&number);
        if (!number || options.hexAcrossFlatsMm < cartography::kMinHexAcrossFlatsMm
            || options.hexAcrossFlatsMm > cartography::kMaxHexAcrossFlatsMm)
            return usage(streams, QCoreApplication::translate("canaan::Cli", "Write --hex-size as millimetres from %1 to %2, for example %3.")
                                      .arg(cartography::kMinHexAcrossFlatsMm)
                                      .arg(cartography::kMaxHexAcrossFlatsMm)
                                      .arg(cartography::kRetailHexAcrossFlatsMm));
    }
    const std::optional<settlers::MapModel> map = loadMapToDraw(name(), maps.front(), streams);
    if (!map)
        return kExitFailure;
    QString error;
    if (!cartography::writePrintPdf(*map, options, parser.value(QStringLiteral("out")), &error)) {
        streams.err << QStringLiteral("canaan-cli print: ") << error << '\n';
        return kExitFailure;
    }
    return kExitOk;
}

} // namespace canaan::cli
