// Export: the picture has the asked size, is not blank, and print size keeps the board's shape.
#include "editor_test_maps.h"
#include "export/map_image.h"

#include <QFile>
#include <QImage>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

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
        QVERIFY2(exportMapImage(builtinMap("canaan"), path, QSize(640, 480), &error), qPrintable(error));
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
        QVERIFY(exportMapImage(builtinMap("classic"), path, QSize(800, 600)));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray svg = file.readAll();
        QVERIFY(svg.contains("<svg"));
        QVERIFY(svg.contains("viewBox=\"0 0 800 600\""));
        QVERIFY(svg.size() > 10000); // hexes, tokens and harbors, not an empty page
    }

    void printSizeKeepsTheBoardsShape()
    {
        QCOMPARE(printSizeFor(QSizeF(200, 100)), QSize(3508, 1754));
        QCOMPARE(printSizeFor(QSizeF(100, 200)), QSize(1754, 3508));
    }

    void unknownSuffixIsRefused()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!exportMapImage(builtinMap("classic"), dir.filePath("map.bmp"), QSize(10, 10), &error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_MAIN(TestMapImage)
#include "test_map_image.moc"
