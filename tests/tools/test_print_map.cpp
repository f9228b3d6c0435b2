// Print-and-play (issue 41): `canaan-cli print` writes a PDF whose pages are the paper's size and
// whose hexes, measured on the page, are as wide as --hex-size says. The PDF's pages are drawn back
// into pictures by pdftoppm (poppler-utils, scripts/install-deps.sh) and measured in pixels; the
// same page drawn by the library into a QImage is measured too. The expected width comes from the
// option and the map's hexes alone, never from the drawing's own scale.
#include "tests/common/cli_run.h"
#include "cartography/board_geometry.h"
#include "boardview/print_map_dialog.h"
#include "cartography/print_pages.h"

#include "engine/settlers/board/hex.h"
#include "engine/io/map_file.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <map>

using namespace canaan;
using namespace canaan::cartography;

using canaan::testing::CliRun;
using canaan::testing::runCanaanCli;

namespace {

constexpr double kPointsPerMm = 72.0 / 25.4;
constexpr int kDpi = 144; // a pixel is 0.18 mm
// Half a millimetre: the cut line is 0.25 mm wide on the edge, and a pixel 0.18 mm.
constexpr double kToleranceMm = 0.5;

settlers::MapModel builtinMap(const QString &name)
{
    const MapLoadResult loaded = loadMapFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/%1.canaanmap").arg(name));
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.error.toString()));
    return *loaded.map;
}

// Each page's /MediaBox, in points.
QList<QSizeF> mediaBoxes(const QByteArray &pdf)
{
    static const QRegularExpression box(QStringLiteral("/MediaBox\\s*\\[\\s*([-\\d.]+)\\s+([-\\d.]+)\\s+([-\\d.]+)\\s+([-\\d.]+)\\s*\\]"));
    QList<QSizeF> sizes;
    auto matches = box.globalMatch(QString::fromLatin1(pdf));
    while (matches.hasNext()) {
        const auto m = matches.next();
        sizes << QSizeF(m.captured(3).toDouble() - m.captured(1).toDouble(), m.captured(4).toDouble() - m.captured(2).toDouble());
    }
    return sizes;
}

QImage pdfPage(const QString &pdf, int page, const QString &folder)
{
    const QString prefix = folder + QStringLiteral("/page");
    QProcess::execute(QStringLiteral("pdftoppm"), {QStringLiteral("-r"), QString::number(kDpi), QStringLiteral("-f"),
                                                   QString::number(page), QStringLiteral("-l"), QString::number(page),
                                                   QStringLiteral("-singlefile"), QStringLiteral("-png"), pdf, prefix});
    return QImage(prefix + QStringLiteral(".png"));
}

// Half way between the paper and the darkest edges (the cut line, the sea): an edge pixel counts as
// ink when the edge covers about half of it.
bool isPaper(QRgb pixel) { return qGray(pixel) > 170; }

double pixelsToMm(double pixels) { return pixels * 25.4 / kDpi; }
int mmToPixels(double mm) { return qRound(mm * kDpi / 25.4); }

// From `fromMm` towards `towardsMm` along the row at `yMm`, the first pixel that is not paper, in mm.
std::optional<double> firstInk(const QImage &image, double yMm, double fromMm, double towardsMm)
{
    const int y = mmToPixels(yMm);
    const int step = towardsMm > fromMm ? 1 : -1;
    for (int x = mmToPixels(fromMm); x != mmToPixels(towardsMm); x += step)
        if (x >= 0 && x < image.width() && !isPaper(image.pixel(x, y)))
            return pixelsToMm(x + (step > 0 ? 0 : 1)); // the pixel's outer edge
    return std::nullopt;
}

// A cut-out sheet's first piece (a hex): its width on the page, between the paper on either side
// (the cut line included, which reaches half its width past each edge).
double measuredCutoutHex(const QImage &image, const PrintPlan &plan, const PrintPage &page)
{
    const PrintPiece &hex = page.pieces.front();
    const QPointF c = hex.centreMm;
    const double outside = plan.hexWidthMm() / 2 + 1.5; // in the 4 mm gap between pieces
    const auto left = firstInk(image, c.y(), c.x() - outside, c.x());
    const auto right = firstInk(image, c.y(), c.x() + outside, c.x());
    return left && right ? *right - *left : -1;
}

// A row of the map (all hexes with this r) from the left side of its first hex to the right side of
// its last, in hex widths: their centres are sqrt(3) circumradii apart.
double rowInHexWidths(const settlers::MapModel &map, int r)
{
    std::optional<double> least, most;
    for (const settlers::MapHex &hex : map.hexes)
        if (hex.at.r == r) {
            const double x = settlers::centreOf(hex.at).x / std::sqrt(3.0);
            least = std::min(least.value_or(x), x);
            most = std::max(most.value_or(x), x);
        }
    return least ? *most - *least + 1 : 0;
}

// A row of the poster measured across its pages along its hexes' centre line: its left end on a
// page of the first column, its right end on a page of the last, both turned into board
// millimetres by the pages' places.
double measuredPosterRow(const std::map<int, QImage> &pages, const PrintPlan &plan, int r)
{
    const double rowYBoardMm = (sceneCentreOf(settlers::HexCoord{0, r}).y() - plan.sceneBounds.top()) * plan.sceneToMm;
    std::optional<double> left, right;
    for (int index = 0; index < int(plan.pages.size()); ++index) {
        const PrintPage &page = plan.pages[index];
        // Not through the page's name (top left), nor along the dashed edge of the overlap and the
        // registration crosses on the cell's bottom corners.
        const double down = rowYBoardMm - page.boardMm.top();
        if (down < 12 || down > page.contentMm.height() - 1 || std::abs(down - page.cellMm.height()) < 5)
            continue;
        const QRectF content = page.contentMm;
        const double y = content.top() + rowYBoardMm - page.boardMm.top();
        const auto toBoard = [&](double x) { return x - content.left() + page.boardMm.left(); };
        const QImage &image = pages.at(index);
        if (page.column == 0 && !left)
            if (const auto ink = firstInk(image, y, content.left(), content.right()))
                left = toBoard(*ink);
        if (page.column == plan.columns - 1 && !right)
            if (const auto ink = firstInk(image, y, content.right(), content.left()))
                right = toBoard(*ink);
    }
    return left && right ? *right - *left : -1;
}

} // namespace

class TestPrintMap : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftoppm")).isEmpty(),
                 "pdftoppm is missing: install poppler-utils (scripts/install-deps.sh)");
    }

    void pdfIsThePaperAndHexesAreTheOption_data()
    {
        QTest::addColumn<QString>("map");
        QTest::addColumn<QString>("paper");
        QTest::addColumn<QString>("layout");
        QTest::addColumn<double>("hexMm");
        QTest::addColumn<QSizeF>("paperPoints");
        const QSizeF a4(595.276, 841.89), letter(612, 792);
        QTest::newRow("cutout a4 retail") << "canaan" << "a4" << "cutout" << kRetailHexAcrossFlatsMm << a4;
        QTest::newRow("cutout letter 50") << "classic" << "letter" << "cutout" << 50.0 << letter;
        QTest::newRow("cutout a4 120") << "classic" << "A4" << "cutout" << 120.0 << a4;
        QTest::newRow("poster a4 retail") << "canaan" << "a4" << "poster" << kRetailHexAcrossFlatsMm << a4;
        QTest::newRow("poster letter retail") << "classic" << "letter" << "poster" << kRetailHexAcrossFlatsMm << letter;
        QTest::newRow("poster a4 one page") << "classic" << "a4" << "poster" << 25.0 << a4;
        QTest::newRow("poster letter 40") << "canaan" << "letter" << "poster" << 40.0 << letter;
    }

    void pdfIsThePaperAndHexesAreTheOption()
    {
        QFETCH(QString, map);
        QFETCH(QString, paper);
        QFETCH(QString, layout);
        QFETCH(double, hexMm);
        QFETCH(QSizeF, paperPoints);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("map.pdf"));
        const CliRun run = runCanaanCli({QStringLiteral("print"), map, QStringLiteral("--out"), pdf, QStringLiteral("--paper"), paper,
                                QStringLiteral("--layout"), layout, QStringLiteral("--hex-size"), QString::number(hexMm)});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));

        // Every page is the paper.
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QSizeF> boxes = mediaBoxes(file.readAll());
        const settlers::MapModel model = builtinMap(map);
        const PrintPlan plan = planPrint(model, {*parsePaper(paper), *parsePrintLayout(layout), hexMm});
        QCOMPARE(boxes.size(), int(plan.pages.size()));
        for (QSizeF box : boxes) {
            QVERIFY2(std::abs(box.width() - paperPoints.width()) < 0.5, qPrintable(QString::number(box.width())));
            QVERIFY2(std::abs(box.height() - paperPoints.height()) < 0.5, qPrintable(QString::number(box.height())));
        }

        // The hexes on the pages, measured in pixels.
        if (layout == QLatin1String("cutout")) {
            const double width = measuredCutoutHex(pdfPage(pdf, 1, dir.path()), plan, plan.pages.front());
            QVERIFY2(std::abs(width - (hexMm + kCutLineMm)) < kToleranceMm,
                     qPrintable(QStringLiteral("a hex measures %1 mm across the flats with its cut line, not %2 + %3")
                                    .arg(width).arg(hexMm).arg(kCutLineMm)));
            return;
        }
        std::map<int, QImage> pages;
        for (int index = 0; index < int(plan.pages.size()); ++index)
            pages[index] = pdfPage(pdf, index + 1, dir.path());
        // The middle row and the shortest row: the sea's seam on the outline reaches a little past the
        // board's edge, the same at both rows, so their difference is whole hexes alone.
        // (A row through a page's name or along a page's overlap edge cannot be measured: -1.)
        const double middleWidths = rowInHexWidths(model, 0);
        const double middle = measuredPosterRow(pages, plan, 0);
        double shortWidths = middleWidths;
        double shortRow = -1;
        for (const settlers::MapHex &hex : model.hexes) {
            const double widths = rowInHexWidths(model, hex.at.r);
            if (widths < shortWidths) {
                if (const double measured = measuredPosterRow(pages, plan, hex.at.r); measured > 0) {
                    shortWidths = widths;
                    shortRow = measured;
                }
            }
        }
        QVERIFY2(middle > 0 && shortRow > 0, "two rows of different lengths can be measured");
        QVERIFY2(std::abs((middle - shortRow) - (middleWidths - shortWidths) * hexMm) < kToleranceMm,
                 qPrintable(QStringLiteral("rows of %1 and %2 hexes measure %3 and %4 mm: %5 mm a hex, not %6")
                                .arg(middleWidths).arg(shortWidths).arg(middle).arg(shortRow)
                                .arg((middle - shortRow) / (middleWidths - shortWidths)).arg(hexMm)));
        QVERIFY2(middle > middleWidths * hexMm - kToleranceMm && middle < middleWidths * hexMm + 1.0,
                 qPrintable(QStringLiteral("the middle row measures %1 mm, not %2 hexes of %3 mm").arg(middle).arg(middleWidths).arg(hexMm)));
    }

    // The library's drawing on another device (a picture at another resolution) has the same sizes.
    void pictureOfASheetHasTheSameSizes()
    {
        const settlers::MapModel model = builtinMap(QStringLiteral("canaan"));
        const PrintPlan plan = planPrint(model, {Paper::Letter, PrintLayout::Cutout, 63.0});
        QImage image(mmToPixels(plan.paperMm.width()), mmToPixels(plan.paperMm.height()), QImage::Format_RGB32);
        image.setDotsPerMeterX(qRound(kDpi / 0.0254));
        image.setDotsPerMeterY(qRound(kDpi / 0.0254));
        image.fill(Qt::white);
        QPainter painter(&image);
        paintPrintPage(painter, model, plan, 0);
        painter.end();
        const double width = measuredCutoutHex(image, plan, plan.pages.front());
        QVERIFY2(std::abs(width - (63.0 + kCutLineMm)) < kToleranceMm, qPrintable(QString::number(width)));
    }

    void badOptionsFailWithOneLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("says");
        QTest::newRow("unknown paper") << QStringList{"print", "canaan", "--out", "%1/x.pdf", "--paper", "b5"} << 2
                                       << QStringLiteral("Unknown paper \"b5\"");
        QTest::newRow("hex size too small") << QStringList{"print", "canaan", "--out", "%1/x.pdf", "--paper", "a4", "--hex-size", "5"}
                                            << 2 << QStringLiteral("Write --hex-size as millimetres from 20 to 150");
        QTest::newRow("hex size not a number") << QStringList{"print", "canaan", "--out", "%1/x.pdf", "--paper", "a4", "--hex-size", "big"}
                                               << 2 << QStringLiteral("Write --hex-size");
        QTest::newRow("unknown layout") << QStringList{"print", "canaan", "--out", "%1/x.pdf", "--paper", "a4", "--layout", "fold"}
                                        << 2 << QStringLiteral("Unknown layout \"fold\"");
        QTest::newRow("no paper") << QStringList{"print", "canaan", "--out", "%1/x.pdf"} << 2 << QStringLiteral("--paper");
        QTest::newRow("unwritable output") << QStringList{"print", "canaan", "--out", "%1/no/such/folder/x.pdf", "--paper", "a4"}
                                           << 1 << QStringLiteral("Cannot write");
        QTest::newRow("damaged map") << QStringList{"print", "%1/damaged.canaanmap", "--out", "%1/x.pdf", "--paper", "a4"} << 1
                                     << QStringLiteral("damaged.canaanmap:1:");
        QTest::newRow("a folder as the map") << QStringList{"print", "%1", "--out", "%1/x.pdf", "--paper", "a4"} << 1 << QString();
    }

    void badOptionsFailWithOneLine()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, says);
        QTemporaryDir dir;
        QFile damaged(dir.filePath(QStringLiteral("damaged.canaanmap")));
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write("{\"format\": 1, \"hexes\": [");
        damaged.close();
        for (QString &argument : arguments)
            argument.replace(QStringLiteral("%1"), dir.path());
        const CliRun run = runCanaanCli(arguments);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.err.contains(says), qPrintable(run.err));
        QVERIFY2(!run.err.contains(QLatin1String("QPainter")), qPrintable(run.err));
        QVERIFY2(!QFile::exists(dir.filePath(QStringLiteral("x.pdf"))), "no PDF after an error");
        // The reason is on one line (a usage error adds the command's usage after it).
        const QStringList lines = run.err.split(u'\n', Qt::SkipEmptyParts);
        const auto reason = std::find_if(lines.begin(), lines.end(), [](const QString &line) {
            return !line.startsWith(QLatin1String("QStandardPaths"));
        });
        QVERIFY(reason != lines.end());
        QVERIFY2(says.isEmpty() || reason->contains(says), qPrintable(*reason));
    }

    // --lang before the command still gives print its graphical application object (it once said
    // that drawing needs one), and the pages are drawn in Korean.
    void printsInKoreanWithLangFirst()
    {
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("ko.pdf"));
        const CliRun run = runCanaanCli({QStringLiteral("--lang"), QStringLiteral("ko"), QStringLiteral("print"), QStringLiteral("classic"),
                                QStringLiteral("--paper"), QStringLiteral("a4"), QStringLiteral("--layout"), QStringLiteral("cutout"),
                                QStringLiteral("--out"), pdf});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(QFileInfo(pdf).size() > 10000);
    }

    // File → Print Map… (the editor, the new-game dialog): the retail size unless changed, and the
    // number of pages the plan has for what is chosen.
    void dialogOffersTheRetailSizeAndCountsThePages()
    {
        const settlers::MapModel model = builtinMap(QStringLiteral("canaan"));
        boardview::PrintMapDialog dialog(model);
        auto *hexSize = dialog.findChild<QDoubleSpinBox *>();
        QVERIFY(hexSize);
        QCOMPARE(hexSize->value(), kRetailHexAcrossFlatsMm);
        const QList<QComboBox *> boxes = dialog.findChildren<QComboBox *>();
        QCOMPARE(boxes.size(), 2); // the paper, then the layout
        boxes[0]->setCurrentIndex(1);
        boxes[1]->setCurrentIndex(1);
        hexSize->setValue(50);
        const PrintPlan plan = planPrint(model, {Paper::Letter, PrintLayout::Cutout, 50});
        const QString pages = QStringLiteral("Pages: %1.").arg(plan.pages.size());
        bool shown = false;
        for (const QLabel *label : dialog.findChildren<QLabel *>())
            shown = shown || label->text().startsWith(pages);
        QVERIFY2(shown, qPrintable(pages));
    }

    // A map too large for the page limit is refused before anything is drawn or written.
    void tooManyPagesIsRefused()
    {
        settlers::MapModel map;
        for (int q = 0; q < 100; ++q)
            for (int r = 0; r < 100; ++r)
                map.hexes.push_back({settlers::HexCoord{q, r}, settlers::Terrain::Desert});
        QString error;
        QTemporaryDir dir;
        QVERIFY(!writePrintPdf(map, {Paper::A4, PrintLayout::Poster, kRetailHexAcrossFlatsMm}, dir.filePath("big.pdf"), &error));
        QVERIFY2(error.contains(QLatin1String("more than 200 pages")), qPrintable(error));
        QVERIFY(!writePrintPdf(map, {Paper::A4, PrintLayout::Cutout, kRetailHexAcrossFlatsMm}, dir.filePath("big.pdf"), &error));
        QVERIFY2(error.contains(QLatin1String("more than 200 pages")), qPrintable(error));
        QVERIFY(!QFile::exists(dir.filePath("big.pdf")));
    }
};

QTEST_MAIN(TestPrintMap)
#include "test_print_map.moc"
