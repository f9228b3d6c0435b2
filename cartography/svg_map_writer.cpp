#include "cartography/svg_map_writer.h"

#include "cartography/board_art.h"
#include "cartography/board_geometry.h"
#include "cartography/map_drawing.h"
#include "cartography/terrain_tiles.h"

#include <QBuffer>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <functional>
#include <map>
#include <unordered_set>

namespace canaan::cartography {

namespace {

// What QSvgGenerator drew, without the document around it (the <svg> element, title and desc).
QByteArray svgBody(const std::function<void(QPainter &)> &draw, QSize size)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    QPainter painter(&svg);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    draw(painter);
    painter.end();
    QByteArray text = buffer.data();
    const qsizetype open = text.indexOf("<svg");
    const qsizetype start = open < 0 ? -1 : text.indexOf('>', open);
    const qsizetype end = text.lastIndexOf("</svg>");
    if (start < 0 || end < start)
        return {};
    text = text.mid(start + 1, end - start - 1);
    // The body goes inside our <defs>: its own <defs> tags would end ours early in some readers
    // (Qt's among them); gradients are valid anywhere, so only the tags go.
    static const QRegularExpression heading(QStringLiteral("<title>[^<]*</title>|<desc>[^<]*</desc>|</?defs>"));
    return QString::fromUtf8(text).remove(heading).toUtf8();
}

// Ids are unique within one QSvgGenerator document only: give each terrain's its own prefix.
QByteArray prefixIds(QByteArray body, const QByteArray &prefix)
{
    body.replace("id=\"", "id=\"" + prefix);
    body.replace("url(#", "url(#" + prefix);
    body.replace("href=\"#", "href=\"#" + prefix);
    return body;
}

QByteArray idOf(settlers::Terrain t)
{
    const std::string_view id = settlers::terrainId(t);
    return QByteArray(id.data(), qsizetype(id.size()));
}

QByteArray number(double value) { return QByteArray::number(value, 'f', 2); }

} // namespace

QByteArray mapSvg(const settlers::MapModel &map, QSize size, const QString &title)
{
    const QRectF source = mapBounds(map);
    const double scale = std::min(size.width() / source.width(), size.height() / source.height());
    const QPointF offset = -source.topLeft() * scale; // at the top left

    // Every terrain on the map, drawn once around (0, 0), clipped to the hex; of duplicate hexes
    // the first, as paintMap() draws them.
    std::map<settlers::Terrain, std::vector<QPointF>> placed;
    std::unordered_set<settlers::HexCoord, settlers::HexCoordHash> seen;
    for (const settlers::MapHex &hex : map.hexes)
        if (seen.insert(hex.at).second)
            placed[hex.terrain].push_back(sceneCentreOf(hex.at));
    QByteArray defs = "<clipPath id=\"hex\"><polygon points=\"";
    for (QPointF p : hexOutline())
        defs += number(p.x()) + ',' + number(p.y()) + ' ';
    defs += "\"/></clipPath>\n";
    const QRectF hexBounds = hexOutline().boundingRect();
    for (const auto &entry : placed) {
        const auto terrain = entry.first; // a named copy: clang 14 cannot capture a structured binding
        const QByteArray id = "terrain_" + idOf(terrain);
        const QByteArray art = svgBody(
            [&](QPainter &painter) {
                painter.translate(-hexBounds.topLeft());
                paintTerrainHex(&painter, terrain);
            },
            hexBounds.size().toSize());
        defs += "<g id=\"" + id + "\" clip-path=\"url(#hex)\"><g transform=\"translate(" + number(hexBounds.left())
                + ',' + number(hexBounds.top()) + ")\">" + prefixIds(art, id + '_') + "</g></g>\n";
    }

    // The rest of the map (harbors, Jerusalem, tokens) over the hexes.
    const QByteArray rest = svgBody(
        [&](QPainter &painter) {
            painter.translate(offset);
            painter.scale(scale, scale);
            paintMap(painter, map, false);
        },
        size);

    QByteArray svg;
    svg.reserve(rest.size() + defs.size() + qsizetype(map.hexes.size()) * 64 + 1024);
    svg += "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n";
    svg += "<svg width=\"" + QByteArray::number(size.width()) + "\" height=\"" + QByteArray::number(size.height())
           + "\" viewBox=\"0 0 " + QByteArray::number(size.width()) + ' ' + QByteArray::number(size.height())
           + "\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\">\n";
    svg += "<title>" + title.toHtmlEscaped().toUtf8() + "</title>\n";
    svg += "<defs>\n" + defs + "</defs>\n";
    svg += "<rect width=\"" + QByteArray::number(size.width()) + "\" height=\"" + QByteArray::number(size.height())
           + "\" fill=\"" + palette::kSeaBackground.name().toUtf8() + "\"/>\n";
    svg += "<g transform=\"matrix(" + number(scale) + ",0,0," + number(scale) + ',' + number(offset.x()) + ','
           + number(offset.y()) + ")\">\n";
    for (const auto &[terrain, at] : placed) {
        const QByteArray href = "<use xlink:href=\"#terrain_" + idOf(terrain) + "\" transform=\"translate(";
        for (QPointF p : at)
            svg += href + number(p.x()) + ',' + number(p.y()) + ")\"/>\n";
    }
    svg += "</g>\n" + rest + "</svg>\n";
    return svg;
}

} // namespace canaan::cartography
