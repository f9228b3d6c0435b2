#include "cartography/print_pages.h"

#include "cartography/board_art.h"
#include "cartography/board_geometry.h"
#include "cartography/map_drawing.h"
#include "cartography/terrain_tiles.h"

#include "engine/io/safe_write.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFont>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>

namespace canaan::cartography {

namespace {

class PrintText {
    Q_DECLARE_TR_FUNCTIONS(canaan::cartography::Print)
public:
    // The same words as the board's tooltips (context canaan::boardview::BoardText), so they share a translation.
    static QString terrainName(settlers::Terrain t)
    {
        switch (t) {
        case settlers::Terrain::Forest: return QCoreApplication::translate("canaan::boardview::BoardText", "Forest");
        case settlers::Terrain::Pasture: return QCoreApplication::translate("canaan::boardview::BoardText", "Pasture");
        case settlers::Terrain::Fields: return QCoreApplication::translate("canaan::boardview::BoardText", "Fields");
        case settlers::Terrain::Hills: return QCoreApplication::translate("canaan::boardview::BoardText", "Hills");
        case settlers::Terrain::Mountains: return QCoreApplication::translate("canaan::boardview::BoardText", "Mountains");
        case settlers::Terrain::Copper: return QCoreApplication::translate("canaan::boardview::BoardText", "Copper");
        case settlers::Terrain::Desert: return QCoreApplication::translate("canaan::boardview::BoardText", "Desert");
        case settlers::Terrain::Jerusalem: return QCoreApplication::translate("canaan::boardview::BoardText", "Jerusalem");
        case settlers::Terrain::Sea: return QCoreApplication::translate("canaan::boardview::BoardText", "The Great Sea");
        }
        return {};
    }

    static QString title(const settlers::MapModel &map)
    {
        if (QLocale().language() == QLocale::Korean && !map.title.ko.empty())
            return QString::fromStdString(map.title.ko);
        if (!map.title.en.empty())
            return QString::fromStdString(map.title.en);
        return tr("Untitled map");
    }

    // Pages are named like a spreadsheet's cells: a letter for the row, a number for the column.
    static QString pageName(int row, int column)
    {
        return QString(QChar(u'A' + row % 26)).repeated(row / 26 + 1) + QString::number(column + 1);
    }

    static QString pageLine(const PrintPlan &plan, int index)
    {
        const QString size = QLocale().toString(plan.hexWidthMm(), 'g', 4);
        if (plan.options.layout == PrintLayout::Poster) {
            const PrintPage &page = plan.pages[index];
            return tr("Poster page %1 (%2 of %3: row %4 of %5, column %6 of %7). Hexes %8 mm across the flats; print at 100%, not fitted to the page.")
                .arg(pageName(page.row, page.column))
                .arg(index + 1)
                .arg(plan.pages.size())
                .arg(page.row + 1)
                .arg(plan.rows)
                .arg(page.column + 1)
                .arg(plan.columns)
                .arg(size);
        }
        return tr("Cut-out sheet %1 of %2. Hexes %3 mm across the flats; print at 100%, not fitted to the page.")
            .arg(index + 1)
            .arg(plan.pages.size())
            .arg(size);
    }

    static QString scaleBar(int millimetres) { return tr("%1 mm").arg(millimetres); }
};

const QColor kInk{0x20, 0x20, 0x20};
const QColor kCutLine{0x40, 0x40, 0x40};

// Text in millimetres: the painter's unit is a millimetre, font pixel sizes are whole numbers, so
// the text is drawn in tenths of a millimetre.
void drawTextMm(QPainter &painter, const QRectF &rectMm, int flags, const QString &text, double heightMm, bool bold = false)
{
    painter.save();
    painter.scale(0.1, 0.1);
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(qRound(heightMm * 10));
    font.setBold(bold);
    painter.setFont(font);
    painter.setPen(kInk);
    const QRectF rect(rectMm.topLeft() * 10, rectMm.size() * 10);
    painter.drawText(rect, flags | Qt::TextWordWrap, text);
    painter.restore();
}

// A bar of known length, so the person printing can check the printer kept the size.
void paintScaleBar(QPainter &painter, QPointF rightEnd)
{
    constexpr int length = 50;
    const QPointF left = rightEnd - QPointF(length, 0);
    painter.setPen(QPen(kInk, 0.3));
    painter.drawLine(left, rightEnd);
    for (int mm = 0; mm <= length; mm += 10)
        painter.drawLine(left + QPointF(mm, 0), left + QPointF(mm, mm % 50 == 0 ? -3.0 : -1.5));
    drawTextMm(painter, QRectF(left.x(), rightEnd.y() + 0.8, length, 4), Qt::AlignHCenter | Qt::AlignTop,
               PrintText::scaleBar(length), 3);
}

void paintHeader(QPainter &painter, const settlers::MapModel &map, const PrintPlan &plan, int index)
{
    const double width = plan.paperMm.width() - 2 * kPrintMarginMm;
    drawTextMm(painter, QRectF(kPrintMarginMm, kPrintMarginMm - 4, width - 60, 6), Qt::AlignLeft | Qt::AlignTop,
               PrintText::title(map), 4.5, true);
    drawTextMm(painter, QRectF(kPrintMarginMm, kPrintMarginMm + 2.5, width - 60, 10), Qt::AlignLeft | Qt::AlignTop,
               PrintText::pageLine(plan, index), 2.8);
    paintScaleBar(painter, QPointF(plan.paperMm.width() - kPrintMarginMm, kPrintMarginMm + 4));
}

// Crop marks outside the page's own share, in the margin, on its four edges' lines; and a
// registration cross on each of its corners, on the art, to lay the neighbouring page on.
void paintAlignmentMarks(QPainter &painter, const PrintPlan &plan, const PrintPage &page)
{
    const QRectF cell(page.contentMm.topLeft(), page.cellMm);
    const QRectF content = page.contentMm;
    painter.setPen(QPen(kInk, 0.25));
    for (double x : {cell.left(), cell.right()}) {
        painter.drawLine(QPointF(x, content.top() - 7), QPointF(x, content.top() - 1));
        painter.drawLine(QPointF(x, content.bottom() + 1), QPointF(x, content.bottom() + 7));
    }
    for (double y : {cell.top(), cell.bottom()}) {
        painter.drawLine(QPointF(content.left() - 7, y), QPointF(content.left() - 1, y));
        painter.drawLine(QPointF(content.right() + 1, y), QPointF(content.right() + 7, y));
    }
    // A white cross under a black one shows on every terrain and on the sea.
    for (QPointF corner : {cell.topLeft(), cell.topRight(), cell.bottomLeft(), cell.bottomRight()}) {
        for (const auto &[colour, width] : {std::pair{QColor(Qt::white), 0.8}, std::pair{kInk, 0.25}}) {
            painter.setPen(QPen(colour, width));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(corner, 2.5, 2.5);
            painter.drawLine(corner - QPointF(4, 0), corner + QPointF(4, 0));
            painter.drawLine(corner - QPointF(0, 4), corner + QPointF(0, 4));
        }
    }
    // The overlap to the right and below is covered by the next page: a dashed edge shows where it
    // begins, and the neighbours' names stand in the margin beside it.
    QPen dashed(kInk, 0.25, Qt::DashLine);
    painter.setPen(dashed);
    if (page.column + 1 < plan.columns) {
        painter.drawLine(QPointF(cell.right(), content.top()), QPointF(cell.right(), content.bottom()));
        painter.save();
        painter.translate(content.right() + 2, content.center().y());
        painter.rotate(90);
        drawTextMm(painter, QRectF(-30, -3, 60, 6), Qt::AlignCenter,
                   QStringLiteral("%1 \u25B6").arg(PrintText::pageName(page.row, page.column + 1)), 3);
        painter.restore();
    }
    if (page.row + 1 < plan.rows) {
        painter.setPen(dashed);
        painter.drawLine(QPointF(content.left(), cell.bottom()), QPointF(content.right(), cell.bottom()));
        drawTextMm(painter, QRectF(content.center().x() - 30, content.bottom() + 1, 60, 6), Qt::AlignCenter,
                   QStringLiteral("%1 \u25BC").arg(PrintText::pageName(page.row + 1, page.column)), 3);
    }
    // The page's own name, large in its top left corner on a white label, to sort the pages before
    // gluing.
    const QRectF label(content.left() + 6, content.top() + 1.5, 16, 9);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 255, 255, 220));
    painter.drawRoundedRect(label, 1.5, 1.5);
    drawTextMm(painter, label, Qt::AlignCenter, PrintText::pageName(page.row, page.column), 7, true);
}

void paintPosterPage(QPainter &painter, const settlers::MapModel &map, const PrintPlan &plan, const PrintPage &page)
{
    painter.save();
    painter.setClipRect(page.contentMm);
    painter.translate(page.contentMm.topLeft() - page.boardMm.topLeft());
    painter.scale(plan.sceneToMm, plan.sceneToMm);
    painter.translate(-plan.sceneBounds.topLeft());
    paintMap(painter, map);
    painter.restore();
    paintAlignmentMarks(painter, plan, page);
}

// The terrain's name on a light band across the lower part of the hex (scene units).
void paintTerrainLabel(QPainter &painter, settlers::Terrain terrain)
{
    const QRectF band(-62, 52, 124, 24);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 255, 255, 210));
    painter.drawRoundedRect(band, 6, 6);
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(16);
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(terrainColor(terrain).darker(250));
    painter.drawText(band, Qt::AlignCenter, PrintText::terrainName(terrain));
}

void paintPiece(QPainter &painter, const PrintPlan &plan, const PrintPiece &piece)
{
    painter.save();
    painter.translate(piece.centreMm);
    painter.scale(plan.sceneToMm, plan.sceneToMm);
    // The cut line on the piece's edge, the same width whatever the size.
    const QPen cut(kCutLine, kCutLineMm / plan.sceneToMm);
    switch (piece.kind) {
    case PrintPiece::Kind::Hex:
        paintTerrainHex(&painter, piece.terrain);
        paintTerrainLabel(painter, piece.terrain);
        break;
    case PrintPiece::Kind::Harbor: {
        paintTerrainHex(&painter, settlers::Terrain::Sea);
        // The marks on the corners are cut with the hex: half of each shows, as on a tile.
        QPainterPath hex;
        hex.addPolygon(hexOutline());
        hex.closeSubpath();
        painter.save();
        painter.setClipPath(hex, Qt::IntersectClip);
        paintHarbor(&painter, piece.harbor);
        painter.restore();
        break;
    }
    case PrintPiece::Kind::Token:
        paintNumberToken(&painter, piece.number);
        painter.setPen(cut);
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(QPointF(0, 0), kTokenRadius, kTokenRadius);
        painter.restore();
        return;
    }
    painter.setPen(cut);
    painter.setBrush(Qt::NoBrush);
    painter.drawPolygon(hexOutline());
    painter.restore();
}

} // namespace

void paintPrintPage(QPainter &painter, const settlers::MapModel &map, const PrintPlan &plan, int index)
{
    if (index < 0 || index >= int(plan.pages.size()))
        return;
    painter.save();
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    // From millimetres to the device's units, at the device's own resolution.
    const QPaintDevice *device = painter.device();
    painter.scale(device->logicalDpiX() / 25.4, device->logicalDpiY() / 25.4);
    paintHeader(painter, map, plan, index);
    const PrintPage &page = plan.pages[index];
    if (plan.options.layout == PrintLayout::Poster) {
        paintPosterPage(painter, map, plan, page);
    } else {
        for (const PrintPiece &piece : page.pieces)
            paintPiece(painter, plan, piece);
    }
    painter.restore();
}

bool writePrintPdf(const settlers::MapModel &map, const PrintOptions &options, const QString &path, QString *error)
{
    const PrintPlan plan = planPrint(map, options, error);
    if (plan.pages.empty())
        return false;
    // Drawn into memory, then written safely: a full disk must not leave half a PDF.
    QBuffer buffer;
    if (!buffer.open(QIODevice::WriteOnly)) {
        if (error)
            *error = PrintText::tr("The PDF for %1 cannot be drawn.").arg(path);
        return false;
    }
    {
        QPdfWriter writer(&buffer);
        writer.setCreator(QStringLiteral("Canaan"));
        writer.setTitle(PrintText::title(map));
        const QPageSize paper(options.paper == Paper::A4 ? QPageSize::A4 : QPageSize::Letter);
        writer.setPageLayout(QPageLayout(paper, QPageLayout::Portrait, QMarginsF(), QPageLayout::Millimeter));
        writer.setResolution(600);
        QPainter painter;
        if (!painter.begin(&writer)) {
            if (error)
                *error = PrintText::tr("The PDF for %1 cannot be drawn.").arg(path);
            return false;
        }
        for (int index = 0; index < int(plan.pages.size()); ++index) {
            if (index > 0 && !writer.newPage()) {
                if (error)
                    *error = PrintText::tr("The PDF for %1 cannot be drawn.").arg(path);
                return false;
            }
            paintPrintPage(painter, map, plan, index);
        }
        // end() finishes the PDF's last page and its trailer: a failure leaves no whole file to write.
        if (!painter.end()) {
            if (error)
                *error = PrintText::tr("The PDF for %1 cannot be drawn.").arg(path);
            return false;
        }
    }
    QString reason;
    if (io::writeFileSafely(path, buffer.data(), &reason))
        return true;
    if (error)
        *error = PrintText::tr("Cannot write %1: %2").arg(path, reason);
    return false;
}

} // namespace canaan::cartography
