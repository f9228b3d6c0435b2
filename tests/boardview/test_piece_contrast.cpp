// Issue 24: pieces of every colour, white included, stay visible on every terrain. Each settlement,
// city and road is drawn by its own item on each terrain's art; along the piece's silhouette the
// strongest contrast (WCAG ratio) between what the piece paints there and the terrain under it must
// reach 3:1, the minimum for graphics. A white piece without its rims would be 1.4:1 on the desert.
#include "cartography/board_art.h"
#include "boardview/building_item.h"
#include "boardview/road_item.h"
#include "boardview/seat_colours.h"

#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <vector>

using namespace canaan;
using namespace canaan::boardview;

namespace {

constexpr int kSize = 96; // the picture: one piece in the middle of a terrain

double channel(double c)
{
    c /= 255.0;
    return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(QRgb rgb)
{
    return 0.2126 * channel(qRed(rgb)) + 0.7152 * channel(qGreen(rgb)) + 0.0722 * channel(qBlue(rgb));
}

double contrast(QRgb a, QRgb b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QImage terrainPicture(settlers::Terrain terrain)
{
    QImage image(kSize, kSize, QImage::Format_RGB32);
    image.fill(cartography::terrainColor(terrain));
    if (QSvgRenderer *art = cartography::terrainArt(terrain)) {
        QPainter painter(&image);
        // A piece sits on a small part of a hex: the middle of the art, enlarged.
        art->render(&painter, QRectF(-kSize, -kSize, 3 * kSize, 3 * kSize));
    }
    return image;
}

// The piece's silhouette contrast: for each pixel on the edge of what the piece painted, the
// strongest contrast of the piece's pixels nearby against the terrain there; the 5th percentile
// of those (the weak places of the edge, not one lucky pixel).
double silhouetteContrast(const QImage &terrain, const QImage &drawn)
{
    auto painted = [&](int x, int y) {
        return x >= 0 && y >= 0 && x < kSize && y < kSize && contrast(terrain.pixel(x, y), drawn.pixel(x, y)) > 1.05;
    };
    std::vector<double> edge;
    for (int y = 0; y < kSize; ++y)
        for (int x = 0; x < kSize; ++x) {
            if (!painted(x, y) || (painted(x - 1, y) && painted(x + 1, y) && painted(x, y - 1) && painted(x, y + 1)))
                continue;
            double best = 1.0;
            for (int dy = -3; dy <= 3; ++dy)
                for (int dx = -3; dx <= 3; ++dx)
                    if (painted(x + dx, y + dy))
                        best = std::max(best, contrast(terrain.pixel(x, y), drawn.pixel(x + dx, y + dy)));
            edge.push_back(best);
        }
    if (edge.empty())
        return 1.0;
    std::sort(edge.begin(), edge.end());
    return edge[edge.size() / 20];
}

QImage withPiece(const QImage &terrain, QGraphicsItem &piece)
{
    QImage drawn = terrain.copy();
    QPainter painter(&drawn);
    painter.translate(kSize / 2.0, kSize / 2.0);
    piece.paint(&painter, nullptr, nullptr);
    return drawn;
}

} // namespace

class TestPieceContrast : public QObject {
    Q_OBJECT
private slots:
    void piecesStandOutOnEveryTerrain_data();
    void piecesStandOutOnEveryTerrain();
    void plainWhiteWouldNotStandOut();
};

void TestPieceContrast::piecesStandOutOnEveryTerrain_data()
{
    QTest::addColumn<int>("terrain");
    QTest::addColumn<QColor>("color");
    QList<QColor> colors;
    for (int seat = 0; seat < 4; ++seat)
        colors << seatColour(seat);
    colors << QColor(Qt::white) << QColor(Qt::black) << QColor(0xff, 0xe0, 0x40); // a player may choose these
    for (int t = 0; t < settlers::kTerrainCount; ++t)
        for (const QColor &color : colors)
            QTest::addRow("%s %s", settlers::terrainId(static_cast<settlers::Terrain>(t)).data(), qPrintable(color.name())) << t << color;
}

void TestPieceContrast::piecesStandOutOnEveryTerrain()
{
    QFETCH(int, terrain);
    QFETCH(QColor, color);
    const QImage ground = terrainPicture(static_cast<settlers::Terrain>(terrain));
    settlers::Vertex vertex;
    BuildingItem settlement(0, vertex, BuildingKind::Settlement, color);
    BuildingItem city(0, vertex, BuildingKind::City, color);
    settlers::Edge edge;
    RoadItem road(0, edge, color);
    const double figures[3] = {silhouetteContrast(ground, withPiece(ground, settlement)),
                               silhouetteContrast(ground, withPiece(ground, city)),
                               silhouetteContrast(ground, withPiece(ground, road))};
    qInfo("contrast settlement %.1f, city %.1f, road %.1f", figures[0], figures[1], figures[2]);
    for (double figure : figures)
        QVERIFY2(figure >= 3.0, qPrintable(QString::number(figure, 'f', 2)));
}

void TestPieceContrast::plainWhiteWouldNotStandOut()
{
    // The measure itself: a white house without the rims fails it on the desert.
    const QImage ground = terrainPicture(settlers::Terrain::Desert);
    QImage drawn = ground.copy();
    QPainter painter(&drawn);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(Qt::white);
    painter.drawRect(QRectF(kSize / 2.0 - 11, kSize / 2.0 - 12, 22, 24));
    painter.end();
    QVERIFY(silhouetteContrast(ground, drawn) < 3.0);
}

QTEST_MAIN(TestPieceContrast)
#include "test_piece_contrast.moc"
