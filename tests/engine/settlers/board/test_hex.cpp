// Canonical ids of intersections and paths: every name round-trips, and every way of naming the
// same corner or side gives the same canonical id.
#include "engine/settlers/board/hex.h"
#include "tests/common/test_printers.h"

#include <QtTest>
#include <cmath>
#include <set>

using namespace canaan;

class TestHex : public QObject {
    Q_OBJECT
private slots:
    void vertexIdsRoundTrip();
    void edgeIdsRoundTrip();
    void equivalentNames_data();
    void equivalentNames();
    void cornersMeetAtOnePoint();
    void sideEndsAreItsCorners();
    void badIdsAreRejected_data();
    void badIdsAreRejected();
};

void TestHex::vertexIdsRoundTrip()
{
    for (int q = -3; q <= 3; ++q)
        for (int r = -3; r <= 3; ++r)
            for (settlers::Corner c : settlers::kAllCorners) {
                const settlers::VertexCoord v = settlers::cornerOf({q, r}, c);
                const auto parsed = settlers::parseVertex(settlers::textId(v));
                QVERIFY(parsed.has_value());
                QCOMPARE(*parsed, v);
            }
}

void TestHex::edgeIdsRoundTrip()
{
    for (int q = -3; q <= 3; ++q)
        for (int r = -3; r <= 3; ++r)
            for (settlers::Side s : settlers::kAllSides) {
                const settlers::EdgeCoord e = settlers::sideOf({q, r}, s);
                const auto parsed = settlers::parseEdge(settlers::textId(e));
                QVERIFY(parsed.has_value());
                QCOMPARE(*parsed, e);
            }
}

void TestHex::equivalentNames_data()
{
    // Corner and side names overlap (NE, SE, SW, NW), so an id is read as a vertex or an edge by context.
    QTest::addColumn<bool>("isVertex");
    QTest::addColumn<QString>("alias");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("SE corner is N of south-east neighbour") << true << "0,0,SE" << "0,1,N";
    QTest::newRow("NE corner is S of north-east neighbour") << true << "0,0,NE" << "1,-1,S";
    QTest::newRow("SW corner") << true << "2,-1,SW" << "1,0,N";
    QTest::newRow("NW corner") << true << "0,0,NW" << "0,-1,S";
    QTest::newRow("E side is W of east neighbour") << false << "0,0,E" << "1,0,W";
    QTest::newRow("SE side is NW of south-east neighbour") << false << "3,-2,SE" << "3,-1,NW";
    QTest::newRow("SW side is NE of south-west neighbour") << false << "0,0,SW" << "-1,1,NE";
}

void TestHex::equivalentNames()
{
    QFETCH(bool, isVertex);
    QFETCH(QString, alias);
    QFETCH(QString, canonical);
    const std::string a = alias.toStdString();
    if (isVertex) {
        auto v = settlers::parseVertex(a);
        QVERIFY(v.has_value());
        QCOMPARE(QString::fromStdString(settlers::textId(*v)), canonical);
    } else {
        auto e = settlers::parseEdge(a);
        QVERIFY(e.has_value());
        QCOMPARE(QString::fromStdString(settlers::textId(*e)), canonical);
    }
}

void TestHex::cornersMeetAtOnePoint()
{
    // Each corner of each hex lies where its canonical intersection is drawn, and the
    // intersection's three hexes all have it as a corner.
    for (int q = -2; q <= 2; ++q)
        for (int r = -2; r <= 2; ++r)
            for (settlers::Corner c : settlers::kAllCorners) {
                const settlers::VertexCoord v = settlers::cornerOf({q, r}, c);
                const settlers::Point a = settlers::cornerPoint({q, r}, c);
                const settlers::Point b = settlers::pointOf(v);
                QVERIFY(std::abs(a.x - b.x) < 1e-9 && std::abs(a.y - b.y) < 1e-9);
                int found = 0;
                for (settlers::HexCoord h : settlers::hexesAt(v))
                    for (settlers::Corner k : settlers::kAllCorners)
                        found += settlers::cornerOf(h, k) == v;
                QCOMPARE(found, 3);
            }
}

void TestHex::sideEndsAreItsCorners()
{
    for (settlers::Side s : settlers::kAllSides) {
        const settlers::HexCoord h{1, -2};
        const auto ends = settlers::endsOf(settlers::sideOf(h, s));
        const std::set<settlers::VertexCoord> got(ends.begin(), ends.end());
        const int i = static_cast<int>(s);
        const std::set<settlers::VertexCoord> want{settlers::cornerOf(h, static_cast<settlers::Corner>(i)), settlers::cornerOf(h, static_cast<settlers::Corner>((i + 1) % 6))};
        QVERIFY(got == want);
        const auto across = settlers::hexesAt(settlers::sideOf(h, s));
        QVERIFY((across[0] == h && across[1] == settlers::neighbour(h, s)) || (across[1] == h && across[0] == settlers::neighbour(h, s)));
    }
}

void TestHex::badIdsAreRejected_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << "";
    QTest::newRow("no name") << "1,2";
    QTest::newRow("unknown corner") << "1,2,X";
    QTest::newRow("not a number") << "a,2,N";
    QTest::newRow("trailing junk") << "1,2x,N";
    QTest::newRow("missing r") << "1,,N";
}

void TestHex::badIdsAreRejected()
{
    QFETCH(QString, text);
    QVERIFY(!settlers::parseVertex(text.toStdString()).has_value());
    QVERIFY(!settlers::parseEdge(text.toStdString()).has_value());
}

QTEST_APPLESS_MAIN(TestHex)
#include "test_hex.moc"
