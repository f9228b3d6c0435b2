#include "tools/canaan-cli/render_command.h"

#include "tools/canaan-cli/map_to_draw.h"
#include "cartography/map_image.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace canaan::cli {

QString RenderCommand::summary() const { return QCoreApplication::translate("canaan::Cli", "Draws a map as a PNG or SVG picture, at print size unless told."); }

void RenderCommand::configure(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(QStringLiteral("MAP"), QCoreApplication::translate("canaan::Cli", "The map: a map file, or canaan or classic."));
    parser.addOption({QStringLiteral("out"), QCoreApplication::translate("canaan::Cli", "The picture to write; its name ends in .png or .svg."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("size"), QCoreApplication::translate("canaan::Cli", "The picture's size in pixels, as WIDTHxHEIGHT."), QStringLiteral("WxH")});
}

int RenderCommand::run(const QCommandLineParser &parser, Streams &streams) const
{
    const QStringList maps = parser.positionalArguments();
    if (maps.size() != 1 || !parser.isSet(QStringLiteral("out"))) {
        streams.err << QStringLiteral("canaan-cli render: ") << QCoreApplication::translate("canaan::Cli", "Give one map and --out.") << '\n';
        return kExitUsage;
    }
    QSize size;
    if (parser.isSet(QStringLiteral("size"))) {
        static const QRegularExpression pattern(QStringLiteral("^(\\d{1,5})[xX](\\d{1,5})$"));
        const auto match = pattern.match(parser.value(QStringLiteral("size")));
        if (match.hasMatch())
            size = QSize(match.captured(1).toInt(), match.captured(2).toInt());
        if (size.isEmpty() || size.width() > 20000 || size.height() > 20000) {
            streams.err << QStringLiteral("canaan-cli render: ")
                        << QCoreApplication::translate("canaan::Cli", "Write --size as WIDTHxHEIGHT, each from 1 to 20000, for example 1600x1200.") << '\n';
            return kExitUsage;
        }
    }
    const std::optional<settlers::MapModel> map = loadMapToDraw(name(), maps.front(), streams);
    if (!map)
        return kExitFailure;
    QString error;
    if (!cartography::exportMapImage(*map, parser.value(QStringLiteral("out")), size, &error)) {
        streams.err << error << '\n';
        return kExitFailure;
    }
    return kExitOk;
}

} // namespace canaan::cli
