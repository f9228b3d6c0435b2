// The companion's session: taps and counters as undoable changes, the 7's black stone, dice
// statistics, and saving as it goes: resume after closing, a damaged file reported and set aside.
#include "companion/companion_document.h"
#include "tests/companion/companion_test_maps.h"
#include "companion/dice_stats.h"
#include "companion/session_json.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace canaan;
using namespace canaan::companion;
using namespace canaan::companion::testing;

class TestCompanionSession : public QObject {
    Q_OBJECT
private slots:
    void init();
    void tapsAreUndoable();
    void tapToolsToggle_data();
    void tapToolsToggle();
    void roadsAndErase();
    void plagueOnlyWhereItMayStand();
    void ruling_R07_sevenAddsBlackStone();
    void ruling_R24_decidedWhenTheLastSlotFills();
    void countersStayWithinSupply();
    void fewerPlayersTakeTheirPiecesAlong();
    void diceStatistics_data();
    void diceStatistics();
    void saveAndResume();
    void jsonRoundTrip();
    void damagedFileIsSetAside_data();
    void damagedFileIsSetAside();

private:
    QString path() const { return m_dir->filePath(QStringLiteral("companion.json")); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestCompanionSession::init() { m_dir = std::make_unique<QTemporaryDir>(); }

void TestCompanionSession::tapsAreUndoable()
{
    CompanionDocument doc{SessionStore(path())};
    doc.resume(sampleCanaanMap(), QStringLiteral("Sample"));
    QSignalSpy changed(&doc, &CompanionDocument::changed);
    QVERIFY(doc.tapVertex(5, Tool::Settlement, 1));
    QCOMPARE(doc.session().buildings.value(5), (Building{1, false}));
    QCOMPARE(changed.size(), 1);
    QVERIFY(doc.tapVertex(5, Tool::City, 1));
    QCOMPARE(doc.session().buildings.value(5), (Building{1, true}));
    doc.undoStack()->undo();
    QCOMPARE(doc.session().buildings.value(5), (Building{1, false}));
    doc.undoStack()->undo();
    QVERIFY(doc.session().buildings.isEmpty());
    doc.undoStack()->redo();
    QCOMPARE(doc.session().buildings.value(5), (Building{1, false}));
    QVERIFY(!doc.tapVertex(9999, Tool::Settlement, 0)); // not an intersection of the map
    QVERIFY(!doc.tapVertex(6, Tool::Settlement, 3));    // no fourth player
}

void TestCompanionSession::tapToolsToggle_data()
{
    // What stands on the intersection, the tool and the seat tapping, and what stands after.
    QTest::addColumn<QString>("before"); // "", "0s", "0c", "1s"
    QTest::addColumn<int>("tool");
    QTest::addColumn<QString>("after");
    QTest::newRow("settlement on empty") << "" << int(Tool::Settlement) << "0s";
    QTest::newRow("own settlement again: removed") << "0s" << int(Tool::Settlement) << "";
    QTest::newRow("settlement over another's") << "1s" << int(Tool::Settlement) << "0s";
    QTest::newRow("city on empty") << "" << int(Tool::City) << "0c";
    QTest::newRow("city over own settlement") << "0s" << int(Tool::City) << "0c";
    QTest::newRow("own city again: back to settlement") << "0c" << int(Tool::City) << "0s";
    QTest::newRow("settlement tool on own city") << "0c" << int(Tool::Settlement) << "0s";
    QTest::newRow("erase") << "1s" << int(Tool::Erase) << "";
}

void TestCompanionSession::tapToolsToggle()
{
    QFETCH(QString, before);
    QFETCH(int, tool);
    QFETCH(QString, after);
    auto building = [](const QString &text) -> std::optional<Building> {
        if (text.isEmpty())
            return std::nullopt;
        return Building{text.left(1).toInt(), text.endsWith(QLatin1Char('c'))};
    };
    CompanionDocument doc{SessionStore(path())};
    doc.resume(sampleCanaanMap(), QStringLiteral("Sample"));
    TableSession s = doc.session();
    if (const auto b = building(before))
        s.buildings.insert(7, *b);
    doc.restore(s);
    doc.tapVertex(7, static_cast<Tool>(tool), 0);
    const auto expected = building(after);
    QCOMPARE(doc.session().buildings.contains(7), expected.has_value());
    if (expected)
        QCOMPARE(doc.session().buildings.value(7), *expected);
}

void TestCompanionSession::roadsAndErase()
{
    CompanionDocument doc{SessionStore(path())};
    doc.resume(sampleCanaanMap(), QStringLiteral("Sample"));
    QVERIFY(doc.tapEdge(3, Tool::Road, 0));
    QCOMPARE(doc.session().roads.value(3), 0);
    QVERIFY(doc.tapEdge(3, Tool::Road, 1)); // another's road: now his
    QCOMPARE(doc.session().roads.value(3), 1);
    QVERIFY(doc.tapEdge(3, Tool::Road, 1)); // his own again: removed
    QVERIFY(!doc.session().roads.contains(3));
    QVERIFY(doc.tapEdge(3, Tool::Road, 2));
    QVERIFY(doc.tapEdge(3, Tool::Erase, 0));
    QVERIFY(doc.session().roads.isEmpty());
    QVERIFY(!doc.tapEdge(3, Tool::Erase, 0)); // nothing to erase: no undo step
    QCOMPARE(doc.undoStack()->count(), 5);
}

void TestCompanionSession::plagueOnlyWhereItMayStand()
{
    const settlers::MapModel map = sampleCanaanMap();
    CompanionDocument doc{SessionStore(path())};
    doc.resume(map, QStringLiteral("Sample"));
    const settlers::Topology &t = doc.tabletop().topology();
    QCOMPARE(doc.session().plagueTile, -1); // R05: beside the board
    QVERIFY(!doc.tapTile(t.tileAt({0, 3})));  // Jerusalem (R08)
    QVERIFY(!doc.tapTile(t.tileAt({0, -3}))); // sea
    const settlers::TileId copper = t.tileAt({0, 0});
    QCOMPARE(t.tile(copper).terrain, settlers::Terrain::Copper);
    QVERIFY(doc.tapTile(copper)); // it may stand on copper
    QCOMPARE(doc.session().plagueTile, copper);
    QVERIFY(!doc.tapTile(copper)); // it must move elsewhere
}

void TestCompanionSession::ruling_R07_sevenAddsBlackStone()
{
    CompanionDocument doc{SessionStore(path())};
    doc.resume(sampleCanaanMap(), QStringLiteral("Sample"));
    QVERIFY(doc.roll(8));
    QCOMPARE(doc.session().blackStones, 0);
    QVERIFY(doc.roll(7));
    QCOMPARE(doc.session().blackStones, 1);
    QCOMPARE(doc.session().rolls, (QList<int>{8, 7}));
    doc.undoStack()->undo(); // the roll and its stone go back together
    QCOMPARE(doc.session().blackStones, 0);
    QCOMPARE(doc.session().rolls, QList<int>{8});
    QVERIFY(!doc.roll(13));
    QVERIFY(!doc.roll(1));

    // Jerusalem full: a 7 adds no stone.
    TableSession s = doc.session();
    s.players[0].stones = 10;
    s.blackStones = 18;
    doc.restore(s);
    QVERIFY(doc.roll(7));
    QCOMPARE(doc.session().blackStones, 18);
}

void TestCompanionSession::ruling_R24_decidedWhenTheLastSlotFills()
{
    CompanionDocument doc{SessionStore(path())};
    doc.resume(sampleCanaanMap(), QStringLiteral("Sample"));
    TableSession s = doc.session();
    s.players[0].stones = 4;
    s.players[1].stones = 4;
    s.blackStones = 19;
    doc.restore(s);
    QVERIFY(doc.roll(7)); // the 7's black stone fills the last slot; nobody leads
    QVERIFY(doc.session().jerusalemPlayOn);
    QCOMPARE(doc.standings().end.kind, EndKind::JerusalemPlayOn);
    doc.tapVertex(10, Tool::Settlement, 1); // leading in mid-turn does not end the game
    QCOMPARE(doc.standings().end.kind, EndKind::JerusalemPlayOn);
    doc.nextTurn(); // the turn ends with seat 1 alone in the lead
    QCOMPARE(doc.standings().end.kind, EndKind::PlayOnWon);
    QCOMPARE(doc.standings().end.players, QList<int>{1});
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    doc.undoStack()->undo(); // before the 7: Jerusalem open again
    QVERIFY(!doc.session().jerusalemPlayOn);
    QCOMPARE(doc.standings().end.kind, EndKind::None);
}

void TestCompanionSession::countersStayWithinSupply()
{
    CompanionDocument doc{SessionStore(path())};
    doc.resume(sampleCanaanMap(), QStringLiteral("Sample"));
    QVERIFY(!doc.adjust(0, Counter::Priests, -1)); // no negative counts
    QVERIFY(doc.adjust(0, Counter::Priests, 3));
    QCOMPARE(doc.session().players[0].priests, 3);
    QCOMPARE(doc.session().priestsHolder, 0); // the holder follows the change (R18)
    doc.adjust(0, Counter::Priests, 100);
    QCOMPARE(doc.session().players[0].priests, 20); // R20: twenty priests in the deck
    doc.adjust(1, Counter::VpCards, 9);
    QCOMPARE(doc.session().players[1].vpCards, 4);
    doc.adjust(1, Counter::Stones, 30);
    QCOMPARE(doc.session().players[1].stones, 20); // R13: twenty stones each
    doc.adjust(2, Counter::Stones, 30);
    QCOMPARE(doc.session().players[2].stones, 8); // R15: 28 slots in Jerusalem
    QVERIFY(!doc.adjustBlackStones(1));
    QVERIFY(doc.adjust(2, Counter::Stones, -2));
    QVERIFY(doc.adjustBlackStones(5));
    QCOMPARE(doc.session().blackStones, 2);
}

void TestCompanionSession::fewerPlayersTakeTheirPiecesAlong()
{
    CompanionDocument doc{SessionStore(path())};
    doc.resume(sampleCanaanMap(), QStringLiteral("Sample"));
    doc.setPlayerCount(4);
    QCOMPARE(doc.session().players.size(), 4);
    doc.tapVertex(1, Tool::Settlement, 3);
    doc.tapEdge(1, Tool::Road, 3);
    doc.tapVertex(2, Tool::Settlement, 0);
    doc.setPlayerCount(2);
    QCOMPARE(doc.session().players.size(), 2);
    QCOMPARE(doc.session().buildings.keys(), QList<int>{2});
    QVERIFY(doc.session().roads.isEmpty());
    doc.setPlayerCount(1); // at least two
    QCOMPARE(doc.session().players.size(), 2);
    doc.undoStack()->undo();
    QCOMPARE(doc.session().players.size(), 4);
    QCOMPARE(doc.session().buildings.size(), 2);
}

void TestCompanionSession::diceStatistics_data()
{
    QTest::addColumn<QList<int>>("rolls");
    QTest::addColumn<int>("sevens");
    QTest::addColumn<double>("expectedSevens");
    QTest::addColumn<int>("mostAbove");
    QTest::newRow("no rolls") << QList<int>{} << 0 << 0.0 << 0;
    QTest::newRow("four rolls") << QList<int>{7, 7, 2, 6} << 2 << 4 * 6 / 36.0 << 7;
    QTest::newRow("snake eyes stand out") << QList<int>{2, 2, 7} << 1 << 3 * 6 / 36.0 << 2;
}

void TestCompanionSession::diceStatistics()
{
    QFETCH(QList<int>, rolls);
    QFETCH(int, sevens);
    QFETCH(double, expectedSevens);
    QFETCH(int, mostAbove);
    const DiceStats st = diceStats(rolls);
    QCOMPARE(st.total, rolls.size());
    QCOMPARE(st.counts[7], sevens);
    QCOMPARE(st.expected(7), expectedSevens);
    QCOMPARE(st.mostAboveExpectation(), mostAbove);

    // The expectation over all sums is the number of rolls.
    double sum = 0;
    for (int n = 2; n <= 12; ++n)
        sum += st.expected(n);
    QCOMPARE(sum, double(rolls.size()));
}

void TestCompanionSession::saveAndResume()
{
    TableSession before;
    {
        CompanionDocument doc{SessionStore(path())};
        const StoredSession first = doc.resume(sampleCanaanMap(), QStringLiteral("Sample"));
        QVERIFY(!first.session); // nothing saved yet
        QVERIFY(first.problem.isEmpty());
        doc.setPlayerCount(4);
        doc.setPlayerName(2, QStringLiteral("Miriam"));
        doc.setPlayerColor(3, qRgb(10, 200, 30));
        doc.tapVertex(4, Tool::City, 2);
        doc.tapEdge(8, Tool::Road, 3);
        doc.tapTile(doc.tabletop().topology().tileAt({1, 1}));
        doc.roll(6);
        doc.roll(7);
        doc.adjust(1, Counter::Stones, 2);
        doc.adjust(3, Counter::Priests, 3);
        doc.nextTurn();
        before = doc.session();
    } // closed without any explicit save
    QVERIFY(QFile::exists(path()));

    CompanionDocument again{SessionStore(path())};
    const StoredSession stored = again.resume(productionMap(), QStringLiteral("other"));
    QVERIFY(stored.problem.isEmpty());
    QVERIFY(stored.session);
    QCOMPARE(again.session(), before);
    QCOMPARE(again.session().players[2].name, QStringLiteral("Miriam"));
    QCOMPARE(again.session().blackStones, 1);
    QCOMPARE(again.session().current, 1);
    QCOMPARE(again.session().priestsHolder, 3);
    QCOMPARE(again.session().map, sampleCanaanMap());
}

void TestCompanionSession::jsonRoundTrip()
{
    TableSession s = newSession(productionMap(), QStringLiteral("Production"), 3);
    s.buildings.insert(2, {1, true});
    s.roads.insert(4, 2);
    s.rolls = {2, 12, 7};
    s.players[0].vpCards = 2;
    s.jerusalemPlayOn = true;
    s.playOnWinner = 1;
    const SessionReadResult read = sessionFromJson(sessionToJson(s));
    QVERIFY2(read.session, qPrintable(read.error));
    QCOMPARE(*read.session, s);
}

void TestCompanionSession::damagedFileIsSetAside_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("problem"); // a part of the reported problem
    QTest::newRow("not JSON") << QByteArray("{\"format\": ") << "JSON";
    // The project's one JSON reader (io::readJsonObject): a key given twice is refused, not half read.
    QTest::newRow("a key twice") << QByteArray("{\"format\": \"canaan-companion\", \"format\": \"x\"}") << "twice";
    // Issue 35: one scan for files and the server's messages (io::scanJson) reads a key's escapes.
    QTest::newRow("a key twice, once escaped") << QByteArray("{\"format\": \"canaan-companion\", \"form\\u0061t\": \"x\"}") << "twice";
    QTest::newRow("another file") << QByteArray("{\"format\": \"canaan-save\"}") << "not a companion";
    const TableSession s = newSession(sampleCanaanMap(), QStringLiteral("Sample"), 2);
    QByteArray badName = sessionToJson(s);
    badName.replace("\"name\": \"", "\"name\": 3, \"x\": \"");
    QTest::newRow("a name that is a number") << badName << "players[0].name";
    TableSession offMap = s;
    offMap.buildings.insert(5000, {0, false});
    QTest::newRow("a building off the map") << sessionToJson(offMap) << "5000";
    TableSession ghost = s;
    ghost.roads.insert(3, 3);
    QTest::newRow("a road of a player not in the game") << sessionToJson(ghost) << "3";
    TableSession lonely = s;
    lonely.players.removeLast();
    QTest::newRow("one player") << sessionToJson(lonely) << "1";
}

void TestCompanionSession::damagedFileIsSetAside()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, problem);
    {
        QFile f(path());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
    }
    CompanionDocument doc{SessionStore(path())};
    const StoredSession stored = doc.resume(sampleCanaanMap(), QStringLiteral("Sample"));
    QVERIFY(!stored.session);
    QVERIFY2(stored.problem.contains(problem), qPrintable(stored.problem));
    // The damaged file is kept beside, byte for byte; a fresh session took its place.
    QVERIFY(!stored.setAsidePath.isEmpty());
    QFile aside(stored.setAsidePath);
    QVERIFY(aside.open(QIODevice::ReadOnly));
    QCOMPARE(aside.readAll(), content);
    QCOMPARE(QFileInfo(stored.setAsidePath).dir(), QFileInfo(path()).dir());
    QCOMPARE(doc.session().players.size(), 3);
    QVERIFY(sessionFromJson([&] {
                QFile f(path());
                f.open(QIODevice::ReadOnly);
                return f.readAll();
            }())
                .session);
}

QTEST_GUILESS_MAIN(TestCompanionSession)
#include "test_companion_session.moc"
