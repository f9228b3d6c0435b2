// What a roll pays (R06, R08): settlements 1, cities 2, copper as a choice, the Plague's block,
// computed by the companion from the pieces entered on its board.
#include "tests/companion/companion_test_maps.h"
#include "companion/tabletop.h"

#include <QTest>

using namespace canaan;
using namespace canaan::companion;
using namespace canaan::companion::testing;

class TestCompanionProduction : public QObject {
    Q_OBJECT
private slots:
    void production_data();
    void production();
    void producingAndBlockedTiles();
    void sevenAndRollsWithoutHexProduceNothing();
    void discardCount_data();
    void discardCount();
};

// Pieces as "X:0s Y:1c": intersection X or Y, seat, s(ettlement) or c(ity).
// Receipts as "0:L1 O1 C2;1:W1": seat, then letter and count (Lumber Wool Grain Stone Ore Copper).
void TestCompanionProduction::production_data()
{
    QTest::addColumn<int>("roll");
    QTest::addColumn<QString>("pieces");
    QTest::addColumn<QString>("plague"); // "", "forest" or "copper"
    QTest::addColumn<QString>("expected");

    QTest::newRow("settlement on two sixes") << 6 << "X:0s" << "" << "0:L1 O1";
    QTest::newRow("city doubles") << 6 << "X:0c" << "" << "0:L2 O2";
    QTest::newRow("copper is a choice") << 8 << "X:0s" << "" << "0:C1";
    QTest::newRow("city on copper: two choices") << 8 << "X:1c" << "" << "1:C2";
    QTest::newRow("two players on one roll") << 8 << "X:1c Y:0s" << "" << "0:W1;1:C2";
    QTest::newRow("two players share the forest") << 6 << "X:0s Y:1c" << "" << "0:L1 O1;1:L2";
    QTest::newRow("plague blocks the forest") << 6 << "X:0s Y:1c" << "forest" << "0:O1";
    QTest::newRow("plague on copper") << 8 << "X:0c Y:1s" << "copper" << "1:W1";
    QTest::newRow("plague elsewhere blocks nothing") << 8 << "X:0s" << "forest" << "0:C1";
    QTest::newRow("nobody built") << 6 << "" << "" << "";
    QTest::newRow("number of no hex") << 5 << "X:0c" << "" << "";
    QTest::newRow("seven produces nothing") << 7 << "X:0c Y:1c" << "" << "";
}

void TestCompanionProduction::production()
{
    QFETCH(int, roll);
    QFETCH(QString, pieces);
    QFETCH(QString, plague);
    QFETCH(QString, expected);

    const settlers::MapModel map = productionMap();
    const Tabletop table(map);
    const settlers::Topology &t = table.topology();
    TableSession s = newSession(map, QStringLiteral("test"), 2);
    for (const QString &piece : pieces.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const settlers::VertexId v = piece.startsWith(QLatin1Char('X')) ? vertexX(t) : vertexY(t);
        s.buildings.insert(v, {piece.mid(2, 1).toInt(), piece.endsWith(QLatin1Char('c'))});
    }
    if (plague == QLatin1String("forest"))
        s.plagueTile = t.tileAt({0, 0});
    else if (plague == QLatin1String("copper"))
        s.plagueTile = t.tileAt({1, 0});

    QStringList got;
    for (const Receipt &r : table.production(s, roll).receipts) {
        QStringList parts;
        const char letters[] = "LWGSO";
        for (int k = 0; k < settlers::kResourceCount; ++k)
            if (r.resources[static_cast<std::size_t>(k)])
                parts << QStringLiteral("%1%2").arg(QLatin1Char(letters[k])).arg(r.resources[static_cast<std::size_t>(k)]);
        if (r.copper)
            parts << QStringLiteral("C%1").arg(r.copper);
        got << QStringLiteral("%1:%2").arg(r.player).arg(parts.join(QLatin1Char(' ')));
    }
    QCOMPARE(got.join(QLatin1Char(';')), expected);
}

void TestCompanionProduction::producingAndBlockedTiles()
{
    const settlers::MapModel map = productionMap();
    const Tabletop table(map);
    const settlers::Topology &t = table.topology();
    TableSession s = newSession(map, QStringLiteral("test"), 2);

    Production p = table.production(s, 6);
    QCOMPARE(p.blockedTile, -1);
    QCOMPARE(QSet<int>(p.producingTiles.begin(), p.producingTiles.end()),
             (QSet<int>{t.tileAt({0, 0}), t.tileAt({0, 1})}));

    s.plagueTile = t.tileAt({0, 1}); // R08: the Plague's hex does not produce
    p = table.production(s, 6);
    QCOMPARE(p.blockedTile, t.tileAt({0, 1}));
    QCOMPARE(p.producingTiles, QList<int>{t.tileAt({0, 0})});

    p = table.production(s, 8); // the Plague stands elsewhere: nothing of 8 is blocked
    QCOMPARE(p.blockedTile, -1);
    QCOMPARE(p.producingTiles.size(), 2);
}

void TestCompanionProduction::sevenAndRollsWithoutHexProduceNothing()
{
    const settlers::MapModel map = productionMap();
    const Tabletop table(map);
    const TableSession s = newSession(map, QStringLiteral("test"), 2);
    for (int roll : {2, 3, 7, 12}) {
        const Production p = table.production(s, roll);
        QVERIFY2(p.producingTiles.isEmpty(), qPrintable(QString::number(roll)));
        QCOMPARE(p.blockedTile, -1);
    }
}

void TestCompanionProduction::discardCount_data()
{
    QTest::addColumn<int>("cards");
    QTest::addColumn<int>("discard");
    QTest::newRow("none") << 0 << 0;
    QTest::newRow("seven keeps all") << 7 << 0;
    QTest::newRow("eight gives four") << 8 << 4;
    QTest::newRow("nine rounds down") << 9 << 4;
    QTest::newRow("fifteen") << 15 << 7;
}

void TestCompanionProduction::discardCount()
{
    QFETCH(int, cards);
    QFETCH(int, discard);
    QCOMPARE(Tabletop::discardCount(cards), discard); // R07: half, rounded down, above seven
}

QTEST_GUILESS_MAIN(TestCompanionProduction)
#include "test_companion_production.moc"
