// The board view draws a map: one item per hex, a token per number, the harbors, Jerusalem and its
// sites; and it shows pieces and legal spots it is told about.
#include "cartography/board_art.h"
#include "cartography/board_geometry.h"
#include "boardview/building_item.h"
#include "boardview/road_item.h"
#include "boardview/board_scene.h"
#include "boardview/harbor_item.h"
#include "boardview/hex_item.h"
#include "engine/io/map_file.h"
#include "boardview/jerusalem_city_item.h"
#include "boardview/jerusalem_site_item.h"
#include "boardview/jerusalem_stones_item.h"
#include "cartography/map_drawing.h"
#include "boardview/number_token_item.h"
#include "boardview/plague_item.h"
#include "tests/app/sample_map.h"

#include <QPainter>
#include <QSignalSpy>
#include <QtTest>

using namespace canaan;
using namespace canaan::boardview;

class TestBoardScene : public QObject {
    Q_OBJECT
private slots:
    void drawsEveryHex();
    void drawsNumberTokens();
    void drawsHarborsAtTheirIntersections();
    void drawsJerusalem();
    void replacingTheMapClearsTheOldOne();
    void showsPieces();
    void highlightsReportClicks();
    void drawsTheBuiltInCanaanMap();
    void thePictureForPrintIsTheBoard_data();
    void thePictureForPrintIsTheBoard();
    void drawsJerusalemStones();
    void piecesHaveADarkRimAndALightHalo_data();
    void piecesHaveADarkRimAndALightHalo();
    void aHighlightedSiteStandsOutFromItsGoldRing();
};

void TestBoardScene::drawsEveryHex()
{
    BoardScene scene;
    const settlers::MapModel map = testing::sampleCanaanMap();
    scene.setMap(map);
    QCOMPARE(scene.hexItems().size(), qsizetype(map.hexes.size()));
    QVERIFY(scene.sceneRect().contains(scene.itemsBoundingRect()));
}

void TestBoardScene::drawsNumberTokens()
{
    BoardScene scene;
    scene.setMap(testing::sampleCanaanMap());
    const auto tokens = scene.numberTokenItems();
    QCOMPARE(tokens.size(), 19);
    for (NumberTokenItem *token : tokens) {
        QVERIFY(token->number() >= 2 && token->number() <= 12 && token->number() != 7);
        QVERIFY(!token->toolTip().isEmpty());
    }
}

void TestBoardScene::drawsHarborsAtTheirIntersections()
{
    BoardScene scene;
    const settlers::MapModel map = testing::sampleCanaanMap();
    scene.setMap(map);
    const auto harbors = scene.harborItems();
    QCOMPARE(harbors.size(), 9);
    int generic = 0;
    for (HarborItem *harbor : harbors) {
        generic += harbor->harbor().resource ? 0 : 1;
        // The marks sit on intersections the topology knows as harbors.
        for (QPointF mark : harbor->intersections()) {
            bool found = false;
            for (const settlers::Vertex &v : scene.topology().vertices())
                if (v.isHarbor && QLineF(mark, cartography::scenePointOf(v.at)).length() < 0.5)
                    found = true;
            QVERIFY2(found, qPrintable(QStringLiteral("harbor mark at %1,%2").arg(mark.x()).arg(mark.y())));
        }
    }
    QCOMPARE(generic, 4);
}

void TestBoardScene::drawsJerusalem()
{
    BoardScene scene;
    scene.setMap(testing::sampleCanaanMap());
    int holyHexes = 0;
    for (HexItem *hex : scene.hexItems())
        holyHexes += hex->terrain() == settlers::Terrain::Jerusalem ? 1 : 0;
    QCOMPARE(holyHexes, 2);
    // One city over both hexes.
    QVERIFY(scene.jerusalemCityItem());
    QCOMPARE(scene.jerusalemCityItem()->hexCount(), 2);
    int sites = 0;
    for (const settlers::Vertex &v : scene.topology().vertices())
        sites += v.isJerusalemSite ? 1 : 0;
    QVERIFY(sites > 0);
    QCOMPARE(scene.jerusalemSiteItems().size(), sites);
}

void TestBoardScene::replacingTheMapClearsTheOldOne()
{
    BoardScene scene;
    scene.setMap(testing::sampleCanaanMap());
    scene.setBuilding(0, BuildingKind::City, Qt::red);
    settlers::MapModel small;
    small.hexes.push_back({settlers::HexCoord{0, 0}, settlers::Terrain::Forest, 6, false, false});
    QSignalSpy changed(&scene, &BoardScene::mapChanged);
    scene.setMap(small);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(scene.hexItems().size(), 1);
    QCOMPARE(scene.numberTokenItems().size(), 1);
    QCOMPARE(scene.harborItems().size(), 0);
    QVERIFY(!scene.jerusalemCityItem());
    QVERIFY(scene.layer(Layer::Pieces)->childItems().isEmpty());
}

void TestBoardScene::showsPieces()
{
    BoardScene scene;
    scene.setMap(testing::sampleCanaanMap());
    scene.setRoad(3, QColor(Qt::blue));
    scene.setRoad(3, QColor(Qt::red)); // replaces, never stacks
    scene.setBuilding(5, BuildingKind::Settlement, Qt::white);
    scene.setBuilding(5, BuildingKind::City, Qt::white);
    QCOMPARE(scene.layer(Layer::Pieces)->childItems().size(), 2);
    scene.setRoad(3, std::nullopt);
    scene.removeBuilding(5);
    QVERIFY(scene.layer(Layer::Pieces)->childItems().isEmpty());

    scene.setPlague(4);
    QVERIFY(scene.plagueItem()->isVisible());
    QCOMPARE(scene.plagueItem()->tileId(), 4);
    scene.setPlague(settlers::kNone);
    QVERIFY(!scene.plagueItem()->isVisible());
    // Out of range ids are ignored, not a crash.
    scene.setRoad(100000, QColor(Qt::blue));
    scene.setBuilding(-3, BuildingKind::City, Qt::blue);
    QVERIFY(scene.layer(Layer::Pieces)->childItems().isEmpty());
}

void TestBoardScene::highlightsReportClicks()
{
    BoardScene scene;
    scene.setMap(testing::sampleCanaanMap());
    scene.setHighlights({{1, 2, 3}, {7}, {0}});
    QCOMPARE(scene.spotItems().size(), 5);
    QSignalSpy clicked(&scene, &BoardScene::spotClicked);
    SpotItem *spot = scene.spotItems().first();
    emit spot->clicked(spot->kind(), spot->id());
    QCOMPARE(clicked.count(), 1);
    scene.clearHighlights();
    QVERIFY(scene.spotItems().isEmpty());
}

void TestBoardScene::drawsTheBuiltInCanaanMap()
{
    const MapLoadResult loaded = loadMapFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/canaan.canaanmap"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
    BoardScene scene;
    scene.setMap(*loaded.map);
    QCOMPARE(scene.hexItems().size(), qsizetype(loaded.map->hexes.size()));
    QCOMPARE(scene.numberTokenItems().size(), 19);
    QCOMPARE(scene.harborItems().size(), 9);
    QCOMPARE(scene.jerusalemSiteItems().size(), 11);
    int holyHexes = 0;
    for (HexItem *hex : scene.hexItems())
        holyHexes += hex->terrain() == settlers::Terrain::Jerusalem ? 1 : 0;
    QVERIFY(holyHexes >= 1);
    QVERIFY(scene.jerusalemCityItem());
    QCOMPARE(scene.jerusalemCityItem()->hexCount(), holyHexes);
}

// Pictures for print and `canaan-cli render` are painted by cartography's paintMap() without a
// scene; they must show what the board view shows.
void TestBoardScene::thePictureForPrintIsTheBoard_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("canaan") << QStringLiteral("canaan");
    QTest::newRow("classic") << QStringLiteral("classic");
}

void TestBoardScene::thePictureForPrintIsTheBoard()
{
    QFETCH(QString, name);
    const MapLoadResult loaded = loadMapFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/%1.canaanmap").arg(name));
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
    BoardScene scene;
    scene.setMap(*loaded.map);
    const QRectF source = cartography::mapBounds(*loaded.map);
    QVERIFY(scene.sceneRect().contains(source.adjusted(1, 1, -1, -1)));
    const QSize size(480, qRound(480 * source.height() / source.width()));
    auto picture = [&](auto &&paint) {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(cartography::palette::kSeaBackground);
        QPainter painter(&image);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
        paint(painter);
        return image;
    };
    const QImage board = picture([&](QPainter &p) { scene.render(&p, QRectF(QPointF(0, 0), size), source); });
    const QImage print = picture([&](QPainter &p) {
        const double scale = size.width() / source.width();
        p.scale(scale, scale);
        p.translate(-source.topLeft());
        cartography::paintMap(p, *loaded.map);
    });
    // The same picture but for antialiasing: every pixel's channels within a few steps on average,
    // and hardly any pixel far off.
    double difference = 0;
    int far = 0;
    for (int y = 0; y < size.height(); ++y)
        for (int x = 0; x < size.width(); ++x) {
            const QColor a = board.pixelColor(x, y), b = print.pixelColor(x, y);
            const int d = std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
            difference += d / 3.0;
            far += d > 3 * 64 ? 1 : 0;
        }
    difference /= size.width() * size.height();
    QVERIFY2(difference < 2, qPrintable(QStringLiteral("mean difference %1 of 255").arg(difference)));
    QVERIFY2(far < size.width() * size.height() / 200, qPrintable(QStringLiteral("%1 pixels far off").arg(far)));
}

void TestBoardScene::drawsJerusalemStones()
{
    BoardScene scene;
    scene.setMap(testing::sampleCanaanMap());
    JerusalemStonesItem *stones = scene.jerusalemStonesItem();
    QVERIFY(stones);
    QVERIFY(!stones->isVisible() || stones->slotCount() == 0); // nothing until the game says
    const QColor red(0xc6, 0x28, 0x28), blue(0x1e, 0x5a, 0xc8), black(0x10, 0x10, 0x10);
    scene.setJerusalemStones(28, {red, red, blue, black});
    QCOMPARE(stones->slotCount(), 28);
    QCOMPARE(stones->filled().size(), 4);
    QVERIFY(stones->toolTip().contains(QStringLiteral("4")) && stones->toolTip().contains(QStringLiteral("28")));

    // Every slot lies inside the city, off the temple and apart from the others.
    const QPainterPath city = scene.jerusalemCityItem()->shape();
    for (int i = 0; i < 28; ++i) {
        const QRectF slot = stones->mapRectToScene(stones->slotRect(i));
        QVERIFY2(city.contains(slot), qPrintable(QString::number(i)));
        QVERIFY(!slot.intersects(scene.jerusalemCityItem()->templeRect()));
        for (int j = 0; j < i; ++j)
            QVERIFY(!slot.intersects(stones->mapRectToScene(stones->slotRect(j))));
    }
    // The filled slots show their colours on the board.
    QImage picture(scene.sceneRect().size().toSize(), QImage::Format_ARGB32);
    picture.fill(Qt::transparent);
    {
        QPainter painter(&picture);
        scene.render(&painter, QRectF(picture.rect()), scene.sceneRect());
    }
    auto colourAt = [&](int i) {
        const QPointF centre = stones->mapToScene(stones->slotRect(i).center()) - scene.sceneRect().topLeft();
        return picture.pixelColor(centre.toPoint());
    };
    QCOMPARE(colourAt(0), red);
    QCOMPARE(colourAt(2), blue);
    QCOMPARE(colourAt(3), black);
    QVERIFY(colourAt(4) != black && colourAt(4) != red); // empty

    // More stones than slots are cut to the slots; a map without Jerusalem ignores them.
    scene.setJerusalemStones(3, {red, red, blue, black});
    QCOMPARE(stones->filled().size(), 3);
    settlers::MapModel small;
    small.hexes.push_back({settlers::HexCoord{0, 0}, settlers::Terrain::Forest, 6, false, false});
    scene.setMap(small);
    QVERIFY(!scene.jerusalemStonesItem());
    scene.setJerusalemStones(28, {red});
}

void TestBoardScene::piecesHaveADarkRimAndALightHalo_data()
{
    QTest::addColumn<QColor>("piece");
    QTest::addColumn<QColor>("terrain");
    // The tribes' colours on the lightest and darkest terrains and the sea.
    const QList<QPair<const char *, QColor>> pieces{{"red", QColor(0xc6, 0x28, 0x28)},
                                                    {"blue", QColor(0x1e, 0x5a, 0xc8)},
                                                    {"white", QColor(0xf0, 0xf0, 0xe6)},
                                                    {"orange", QColor(0xe6, 0x8a, 0x00)}};
    for (const auto &[name, colour] : pieces)
        for (settlers::Terrain t : {settlers::Terrain::Fields, settlers::Terrain::Desert, settlers::Terrain::Pasture, settlers::Terrain::Forest, settlers::Terrain::Mountains,
                          settlers::Terrain::Hills, settlers::Terrain::Sea})
            QTest::addRow("%s on %s", name, settlers::terrainId(t).data()) << colour << cartography::terrainColor(t);
}

void TestBoardScene::piecesHaveADarkRimAndALightHalo()
{
    // Whatever the colours, a settlement and a road are ringed by a dark line and, outside it, a
    // light halo: so each stands out from the ground and from each other.
    QFETCH(QColor, piece);
    QFETCH(QColor, terrain);
    auto render = [&](QGraphicsItem &item, QPointF rim, QPointF halo) {
        QImage image(200, 200, QImage::Format_ARGB32);
        image.fill(terrain);
        QPainter painter(&image);
        painter.translate(100, 100);
        painter.scale(2, 2);
        item.paint(&painter, nullptr, nullptr);
        painter.end();
        const auto at = [](QPointF p) { return QPoint(int(100 + 2 * p.x()), int(100 + 2 * p.y())); };
        QVERIFY2(image.pixelColor(at(rim)).lightness() < 60, "dark rim");
        QVERIFY2(image.pixelColor(at(halo)).lightness() > 170, "light halo");
    };
    BuildingItem settlement(0, settlers::Vertex{}, BuildingKind::Settlement, piece);
    settlement.setPos(0, 0);
    render(settlement, QPointF(-11, 5), QPointF(-13.5, 5));
    settlers::Edge edge;
    RoadItem road(0, edge, piece);
    road.setRotation(0);
    render(road, QPointF(0, -6), QPointF(0, -8.5));
}

// Issue 42, D11: a highlighted Jerusalem site is ringed in dark and yellow outside its own gold
// ring, so a person tells the highlight from the site.
void TestBoardScene::aHighlightedSiteStandsOutFromItsGoldRing()
{
    BoardScene scene;
    scene.setMap(testing::sampleCanaanMap());
    settlers::VertexId site = -1;
    for (std::size_t v = 0; v < scene.topology().vertices().size() && site < 0; ++v)
        if (scene.topology().vertices()[v].isJerusalemSite)
            site = settlers::VertexId(v);
    QVERIFY(site >= 0);
    scene.setHighlights({{site}, {}, {}});
    QCOMPARE(scene.spotItems().size(), 1);
    SpotItem *spot = scene.spotItems().first();
    QVERIFY(spot->isOnSite());
    for (const QColor ground : {QColor(0xe8, 0xd8, 0xa8), QColor(0x6a, 0x9a, 0x3a)}) {
        QImage image(200, 200, QImage::Format_ARGB32);
        image.fill(ground);
        QPainter painter(&image);
        painter.translate(100, 100);
        painter.scale(2, 2);
        cartography::paintJerusalemSite(&painter);
        spot->paint(&painter, nullptr, nullptr);
        painter.end();
        const auto at = [&image](double x, double y) { return image.pixelColor(int(100 + 2 * x), int(100 + 2 * y)); };
        QVERIFY2(at(14.5, 0).lightness() < 90, "a dark ring outside the gold one"); // navy: 76, the grounds over 100
        QVERIFY2(at(0, -11.5).lightness() > 170, "a light yellow ring, unlike the gold");
        QCOMPARE(at(0, -7), cartography::palette::kGold); // the site itself shows
    }
}

QTEST_MAIN(TestBoardScene)
#include "test_board_scene.moc"
