#include "map_image.h"

#include "board_scene.h"
#include "svg_map_writer.h"

#include "io/safe_write.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

namespace canaan::editor {

namespace {

constexpr int kPrintLongSide = 3508;
constexpr int kPrintDpi = 300;

bool writePicture(const QString &path, const QByteArray &data, QString *error)
{
    QString reason;
    if (io::writeFileSafely(path, data, &reason))
        return true;
    if (error)
        *error = QCoreApplication::translate("canaan::editor::MapImage", "Cannot write %1: %2").arg(path, reason);
    return false;
}

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
        // Each terrain's art once, in <defs>, for the board (svg_map_writer.h); drawn into memory
        // first, then written safely: a full disk must not leave half a picture.
        if (auto *board = dynamic_cast<board::BoardScene *>(&scene))
            return writePicture(path, boardSvg(*board, size, QStringLiteral("Settlers of Canaan map")), error);
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setResolution(kPrintDpi);
        svg.setTitle(QStringLiteral("Settlers of Canaan map"));
        QPainter painter(&svg);
        paintScene(scene, painter, size);
        painter.end();
        return writePicture(path, buffer.data(), error);
    }
    if (suffix != QLatin1String("png")) {
        if (error)
            *error = QCoreApplication::translate("canaan::editor::MapImage", "Cannot export to %1: the name must end in .png or .svg.").arg(path);
        return false;
    }
    if (imageBytes(size) > kMaxImageBytes) {
        if (error)
            *error = QCoreApplication::translate("canaan::editor::MapImage",
                "A %1x%2 picture needs %3 MiB of memory, more than the %4 MiB allowed; choose a smaller size.")
                         .arg(size.width()).arg(size.height()).arg(imageBytes(size) >> 20).arg(kMaxImageBytes >> 20);
        return false;
    }
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) {
        if (error)
            *error = QCoreApplication::translate("canaan::editor::MapImage",
                "There is not enough memory for a %1x%2 picture.").arg(size.width()).arg(size.height());
        return false;
    }
    image.setDotsPerMeterX(qRound(kPrintDpi / 0.0254));
    image.setDotsPerMeterY(qRound(kPrintDpi / 0.0254));
    QPainter painter(&image);
    paintScene(scene, painter, size);
    painter.end();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) {
        if (error)
            *error = QCoreApplication::translate("canaan::editor::MapImage", "The picture cannot be encoded as PNG.");
        return false;
    }
    return writePicture(path, buffer.data(), error);
}

bool exportMapImage(const MapModel &map, const QString &path, QSize size, QString *error)
{
    board::BoardScene scene;
    scene.setMap(map);
    return exportSceneImage(scene, path, size, error);
}

} // namespace canaan::editor
