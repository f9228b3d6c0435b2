#include "cartography/map_image.h"

#include "cartography/board_art.h"
#include "cartography/map_drawing.h"
#include "cartography/svg_map_writer.h"

#include "engine/io/safe_write.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPainter>

namespace canaan::cartography {

namespace {

constexpr int kPrintLongSide = 3508;
constexpr int kPrintDpi = 300;

bool writePicture(const QString &path, const QByteArray &data, QString *error)
{
    QString reason;
    if (io::writeFileSafely(path, data, &reason))
        return true;
    if (error)
        *error = QCoreApplication::translate("canaan::cartography::MapImage", "Cannot write %1: %2").arg(path, reason);
    return false;
}

// The map fitted into `size`, keeping its proportions, at the top left, over the sea colour.
void paintPicture(const settlers::MapModel &map, QPainter &painter, QSize size)
{
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    painter.fillRect(QRect(QPoint(0, 0), size), palette::kSeaBackground);
    const QRectF source = mapBounds(map);
    const double scale = std::min(size.width() / source.width(), size.height() / source.height());
    painter.translate(-source.topLeft() * scale);
    painter.scale(scale, scale);
    paintMap(painter, map);
}

} // namespace

QSize printSizeFor(const QSizeF &board)
{
    if (board.isEmpty())
        return {kPrintLongSide, kPrintLongSide};
    const double scale = kPrintLongSide / std::max(board.width(), board.height());
    return {std::max(1, qRound(board.width() * scale)), std::max(1, qRound(board.height() * scale))};
}

bool exportMapImage(const settlers::MapModel &map, const QString &path, QSize size, QString *error)
{
    if (size.isEmpty())
        size = printSizeFor(mapBounds(map).size());
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("svg")) {
        // Drawn into memory first, then written safely: a full disk must not leave half a picture.
        return writePicture(path, mapSvg(map, size, QStringLiteral("Settlers of Canaan map")), error);
    }
    if (suffix != QLatin1String("png")) {
        if (error)
            *error = QCoreApplication::translate("canaan::cartography::MapImage", "Cannot export to %1: the name must end in .png or .svg.").arg(path);
        return false;
    }
    if (imageBytes(size) > kMaxImageBytes) {
        if (error)
            *error = QCoreApplication::translate("canaan::cartography::MapImage",
                "A %1x%2 picture needs %3 MiB of memory, more than the %4 MiB allowed; choose a smaller size.")
                         .arg(size.width()).arg(size.height()).arg(imageBytes(size) >> 20).arg(kMaxImageBytes >> 20);
        return false;
    }
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) {
        if (error)
            *error = QCoreApplication::translate("canaan::cartography::MapImage",
                "There is not enough memory for a %1x%2 picture.").arg(size.width()).arg(size.height());
        return false;
    }
    image.setDotsPerMeterX(qRound(kPrintDpi / 0.0254));
    image.setDotsPerMeterY(qRound(kPrintDpi / 0.0254));
    QPainter painter(&image);
    paintPicture(map, painter, size);
    painter.end();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) {
        if (error)
            *error = QCoreApplication::translate("canaan::cartography::MapImage", "The picture cannot be encoded as PNG.");
        return false;
    }
    return writePicture(path, buffer.data(), error);
}

} // namespace canaan::cartography
