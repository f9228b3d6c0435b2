// Export: the picture has the asked size, is not blank, and print size keeps the board's shape.
#include "tests/editor/editor_test_maps.h"
#include "cartography/map_image.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace canaan;
using namespace canaan::editor;
using canaan::editor::test::builtinMap;

class TestMapImage : public QObject {
    Q_OBJECT
private slots:
    void pngHasTheAskedSizeAndIsNotBlank()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("canaan.png");
        QString error;
        QVERIFY2(cartography::exportMapImage(builtinMap("canaan"), path, QSize(640, 480), &error), qPrintable(error));
        const QImage image(path);
        QCOMPARE(image.size(), QSize(640, 480));
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 20, "the picture is nearly one colour");
    }

    void svgHasTheAskedSize()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("classic.svg");
        QVERIFY(cartography::exportMapImage(builtinMap("classic"), path, QSize(800, 600)));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray svg = file.readAll();
        QVERIFY(svg.contains("<svg"));
        QVERIFY(svg.contains("viewBox=\"0 0 800 600\""));
        QVERIFY(svg.size() > 10000); // hexes, tokens and harbors, not an empty page
    }

    // The SVG draws each terrain's art once and places the hexes with <use>; drawn by Qt's own SVG
    // renderer it looks like the PNG.
    void svgReusesTheArtAndLooksLikeThePng()
    {
        QTemporaryDir dir;
        const settlers::MapModel map = builtinMap("canaan");
        const QSize size(600, 520);
        QVERIFY(cartography::exportMapImage(map, dir.filePath("map.svg"), size));
        QVERIFY(cartography::exportMapImage(map, dir.filePath("map.png"), size));
        QFile file(dir.filePath("map.svg"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray svg = file.readAll();
        QCOMPARE(svg.count("<use "), qsizetype(map.hexes.size()));
        QCOMPARE(svg.count("<g id=\"terrain_"), qsizetype(8)); // the terrains of the map, once each

        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        QImage drawn(size, QImage::Format_ARGB32_Premultiplied);
        drawn.fill(Qt::black);
        QPainter painter(&drawn);
        renderer.render(&painter);
        painter.end();
        const QImage png(dir.filePath("map.png"));
        // Mean difference of 12 x 12 blocks' colours: the same picture but for antialiasing.
        double difference = 0;
        int blocks = 0;
        const QImage a = drawn.scaled(50, 43, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
        const QImage b = png.convertToFormat(QImage::Format_ARGB32_Premultiplied)
                             .scaled(50, 43, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
        for (int y = 0; y < a.height(); ++y)
            for (int x = 0; x < a.width(); ++x, ++blocks) {
                const QColor p = a.pixelColor(x, y), q = b.pixelColor(x, y);
                difference += (std::abs(p.red() - q.red()) + std::abs(p.green() - q.green())
                               + std::abs(p.blue() - q.blue())) / 3.0;
            }
        difference /= blocks;
        if (!qEnvironmentVariableIsEmpty("CANAAN_SVG_CHECK"))
            drawn.save(qEnvironmentVariable("CANAAN_SVG_CHECK"));
        QVERIFY2(difference < 8, qPrintable(QStringLiteral("mean difference %1 of 255").arg(difference)));
    }

    void printSizeKeepsTheBoardsShape()
    {
        QCOMPARE(cartography::printSizeFor(QSizeF(200, 100)), QSize(3508, 1754));
        QCOMPARE(cartography::printSizeFor(QSizeF(100, 200)), QSize(1754, 3508));
    }

    void unknownSuffixIsRefused()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!cartography::exportMapImage(builtinMap("classic"), dir.filePath("map.bmp"), QSize(10, 10), &error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_MAIN(TestMapImage)
#include "test_map_image.moc"
