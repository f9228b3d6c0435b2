#include "svg_map_writer.h"

#include "board_geometry.h"
#include "board_scene.h"
#include "hex_item.h"
#include "terrain_tiles.h"

#include <QBuffer>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <functional>
#include <map>

namespace canaan::editor {

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

QByteArray idOf(Terrain t)
{
    const std::string_view id = terrainId(t);
    return QByteArray(id.data(), qsizetype(id.size()));
}

QByteArray number(double value) { return QByteArray::number(value, 'f', 2); }

} // namespace

QByteArray boardSvg(board::BoardScene &scene, QSize size, const QString &title)
{
    const QRectF source = scene.sceneRect();
    const double scale = std::min(size.width() / source.width(), size.height() / source.height());
    // As QGraphicsScene::render() places the source with Qt::KeepAspectRatio: at the top left.
    const QPointF offset = -source.topLeft() * scale;

    // Every terrain on the board, drawn once around (0, 0), clipped to the hex.
    std::map<Terrain, std::vector<QPointF>> placed;
    for (board::HexItem *hex : scene.hexItems())
        placed[hex->terrain()].push_back(hex->pos());
    QByteArray defs = "<clipPath id=\"hex\"><polygon points=\"";
    for (QPointF p : board::hexOutline())
        defs += number(p.x()) + ',' + number(p.y()) + ' ';
    defs += "\"/></clipPath>\n";
    const QRectF hexBounds = board::hexOutline().boundingRect();
    for (const auto &entry : placed) {
        const auto terrain = entry.first; // a named copy: clang 14 cannot capture a structured binding
        const QByteArray id = "terrain_" + idOf(terrain);
        const QByteArray art = svgBody(
            [&](QPainter &painter) {
                painter.translate(-hexBounds.topLeft());
                board::paintTerrainHex(&painter, terrain);
            },
            hexBounds.size().toSize());
        defs += "<g id=\"" + id + "\" clip-path=\"url(#hex)\"><g transform=\"translate(" + number(hexBounds.left())
                + ',' + number(hexBounds.top()) + ")\">" + prefixIds(art, id + '_') + "</g></g>\n";
    }

    // The rest of the board (tokens, harbors, Jerusalem) over the hexes.
    // Without the hexes, and without the scene's background, which render() would paint over them.
    QGraphicsItem *terrainLayer = scene.layer(board::Layer::Terrain);
    const QBrush background = scene.backgroundBrush();
    terrainLayer->setVisible(false);
    scene.setBackgroundBrush(Qt::NoBrush);
    const QByteArray rest = svgBody(
        [&](QPainter &painter) {
            scene.render(&painter, QRectF(QPointF(0, 0), size), source, Qt::KeepAspectRatio);
        },
        size);
    scene.setBackgroundBrush(background);
    terrainLayer->setVisible(true);

    QByteArray svg;
    svg.reserve(rest.size() + defs.size() + qsizetype(scene.hexItems().size()) * 64 + 1024);
    svg += "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n";
    svg += "<svg width=\"" + QByteArray::number(size.width()) + "\" height=\"" + QByteArray::number(size.height())
           + "\" viewBox=\"0 0 " + QByteArray::number(size.width()) + ' ' + QByteArray::number(size.height())
           + "\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\">\n";
    svg += "<title>" + title.toHtmlEscaped().toUtf8() + "</title>\n";
    svg += "<defs>\n" + defs + "</defs>\n";
    svg += "<rect width=\"" + QByteArray::number(size.width()) + "\" height=\"" + QByteArray::number(size.height())
           + "\" fill=\"" + background.color().name().toUtf8() + "\"/>\n";
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

} // namespace canaan::editor
