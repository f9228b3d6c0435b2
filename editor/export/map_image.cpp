#include "map_image.h"

#include "board_scene.h"
#include "svg_map_writer.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

namespace canaan::editor {

namespace {

constexpr int kPrintLongSide = 3508;
constexpr int kPrintDpi = 300;


void paintScene(QGraphicsScene &scene, QPainter &painter, QSize size)
{
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    painter.fillRect(QRect(QPoint(0, 0), size), scene.backgroundBrush());
    scene.render(&painter, QRectF(QPointF(0, 0), size), scene.sceneRect(), Qt::KeepAspectRatio);
}

} // namespace

QSize printSizeFor(const QSizeF &board)
{
    if (board.isEmpty())
        return {kPrintLongSide, kPrintLongSide};
    const double scale = kPrintLongSide / std::max(board.width(), board.height());
    return {std::max(1, qRound(board.width() * scale)), std::max(1, qRound(board.height() * scale))};
}

bool exportSceneImage(QGraphicsScene &scene, const QString &path, QSize size, QString *error)
{
    if (size.isEmpty())
        size = printSizeFor(scene.sceneRect().size());
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("svg")) {
        // QSvgGenerator writes to a device; a QSaveFile keeps the old file if writing fails.
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly)) {
            if (error)
                *error = QCoreApplication::translate("canaan::editor::MapImage", "Cannot write %1: %2").arg(path, file.errorString());
            return false;
        }
        bool written = true;
        if (auto *board = dynamic_cast<board::BoardScene *>(&scene)) {
            // Each terrain's art once, in <defs>: the file grows by a line per hex (svg_map_writer.h).
            const QByteArray svg = boardSvg(*board, size, QStringLiteral("Settlers of Canaan map"));
            written = file.write(svg) == svg.size();
        } else {
            QSvgGenerator svg;
            svg.setOutputDevice(&file);
            svg.setSize(size);
            svg.setViewBox(QRect(QPoint(0, 0), size));
            svg.setResolution(kPrintDpi);
            svg.setTitle(QStringLiteral("Settlers of Canaan map"));
            QPainter painter(&svg);
            paintScene(scene, painter, size);
            painter.end();
        }
        if (!written || !file.commit()) {
            if (error)
                *error = QCoreApplication::translate("canaan::editor::MapImage", "Cannot write %1: %2").arg(path, file.errorString());
            return false;
        }
        return true;
    }
    if (suffix != QLatin1String("png")) {
        if (error)
            *error = QCoreApplication::translate("canaan::editor::MapImage", "Cannot export to %1: the name must end in .png or .svg.").arg(path);
        return false;
    }
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.setDotsPerMeterX(qRound(kPrintDpi / 0.0254));
    image.setDotsPerMeterY(qRound(kPrintDpi / 0.0254));
    QPainter painter(&image);
    paintScene(scene, painter, size);
    painter.end();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit()) {
        if (error)
            *error = QCoreApplication::translate("canaan::editor::MapImage", "Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool exportMapImage(const MapModel &map, const QString &path, QSize size, QString *error)
{
    board::BoardScene scene;
    scene.setMap(map);
    return exportSceneImage(scene, path, size, error);
}

} // namespace canaan::editor
