// The Conquest seat view on the wire (net/conquest_wire.h): over many states of random games, every
// seat's and the spectator's view goes to JSON and back to the same view, and that JSON again is
// byte-identical; hostile JSON is refused with the field named, never a crash; a spectator's JSON
// has no hand; events keep the card only for the seats seenBy() shows it to.
#include "engine/conquest/engine.h"
#include "engine/conquest/events.h"
#include "net/conquest_wire.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>
#include <random>

using namespace canaan;
using namespace canaan::conquest;
using namespace canaan::net;

namespace {

// States of one random game with `nations`, every `every`-th state kept.
std::vector<State> randomGame(std::span<const Nation> nations, std::uint32_t seed, int every)
{
    std::mt19937 random(seed);
    Options options;
    options.turns = 6;
    State s = newGame(options, nations);
    std::vector<State> kept;
    ActionList legal;
    for (int step = 0; !s.over() && step < 20000; ++step) {
        if (step % every == 0)
            kept.push_back(s);
        if (isChancePending(s)) {
            apply(s, chanceFromRandom(s, random()));
            continue;
        }
        legalActions(s, legal);
        apply(s, legal[int(random() % std::uint32_t(legal.size))]);
    }
    kept.push_back(s);
    return kept;
}

QByteArray bytes(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// A view in the middle of a battle's choice, as JSON, for the hostile rows to break.
QJsonObject sampleView()
{
    const Nation nations[] = {Nation::Hittites, Nation::Hebrews, Nation::Egyptians};
    for (const State &s : randomGame(nations, 3, 1)) {
        if (s.step == Step::Choice && s.attacker != kNone && !viewOf(s, s.attacker).chosen.empty())
            return conquestViewJson(viewOf(s, s.attacker));
    }
    return {};
}

} // namespace

class TestConquestWire : public QObject {
    Q_OBJECT
private slots:
    void everyViewRoundTrips_data();
    void everyViewRoundTrips();
    void aSpectatorHasNoHand();
    void hostileViewsAreRefusedByField_data();
    void hostileViewsAreRefusedByField();
    void randomDamageNeverCrashes();
    void eventsHideWhatTheSeatMayNotSee();
};

void TestConquestWire::everyViewRoundTrips_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("seed");
    for (int players = 2; players <= 4; ++players) {
        for (int seed = 1; seed <= 4; ++seed)
            QTest::addRow("%d players, seed %d", players, seed) << players << seed;
    }
}

void TestConquestWire::everyViewRoundTrips()
{
    QFETCH(int, players);
    QFETCH(int, seed);
    const Nation all[] = {Nation::Assyrians, Nation::Philistines, Nation::Hebrews, Nation::Canaanites};
    int checked = 0;
    for (const State &s : randomGame(std::span<const Nation>(all, std::size_t(players)), std::uint32_t(seed), 3)) {
        for (int seat = -1; seat < players; ++seat) {
            const SeatView view = seat < 0 ? spectatorView(s) : viewOf(s, seat);
            const QJsonObject json = conquestViewJson(view);
            QString problem;
            const std::optional<SeatView> back = conquestViewFromJson(json, &problem);
            QVERIFY2(back, qPrintable(problem));
            QCOMPARE(bytes(conquestViewJson(*back)), bytes(json));
            // The view itself, up to the unused places beyond the seats (not on the wire).
            SeatView expected = view;
            for (int p = players; p < kMaxPlayers; ++p)
                expected.lentSide[std::size_t(p)] = kNone;
            QVERIFY(*back == expected);
            ++checked;
        }
    }
    QVERIFY(checked > 100);
}

void TestConquestWire::aSpectatorHasNoHand()
{
    const QJsonObject seat = sampleView();
    QVERIFY(!seat.isEmpty());
    QVERIFY(!seat.value("hand").toArray().isEmpty());
    const Nation nations[] = {Nation::Hittites, Nation::Hebrews, Nation::Egyptians};
    const State s = randomGame(nations, 3, 1)[40];
    const QJsonObject spectator = conquestViewJson(spectatorView(s));
    QVERIFY(spectator.value("seat").isNull());
    for (const char *own : {"hand", "lentToMe", "lentByMe", "chosen", "chosenAlt"})
        QVERIFY2(!spectator.contains(own), own);
    // A spectator's view that claims a hand is refused.
    QJsonObject claimed = spectator;
    claimed.insert("hand", QJsonArray{});
    QString problem;
    QVERIFY(!conquestViewFromJson(claimed, &problem));
    QVERIFY2(problem.startsWith("hand:"), qPrintable(problem));
}

void TestConquestWire::hostileViewsAreRefusedByField_data()
{
    QTest::addColumn<QString>("key");   // a top-level key, or "players[0].<key>"
    QTest::addColumn<QJsonValue>("value"); // undefined: removed
    QTest::addColumn<QString>("field"); // the start of the problem

    QTest::newRow("seat too big") << "seat" << QJsonValue(7) << "seat:";
    QTest::newRow("seat text") << "seat" << QJsonValue("0") << "seat:";
    QTest::newRow("no players") << "players" << QJsonValue(QJsonArray{}) << "players:";
    QTest::newRow("players not objects") << "players" << QJsonValue(QJsonArray{1, 2}) << "players[0]:";
    QTest::newRow("unknown nation") << "players[0].nation" << QJsonValue("romans") << "players[0].nation:";
    QTest::newRow("negative armies") << "players[1].armies" << QJsonValue(-1) << "players[1].armies:";
    QTest::newRow("fractional cities") << "players[1].cities" << QJsonValue(2.5) << "players[1].cities:";
    QTest::newRow("bad lent side") << "players[2].lentSide" << QJsonValue("middle") << "players[2].lentSide:";
    QTest::newRow("die of 7") << "tieDie" << QJsonValue(QJsonArray{7, 1}) << "tieDie[0]:";
    QTest::newRow("one die") << "philistineDie" << QJsonValue(QJsonArray{1}) << "philistineDie:";
    QTest::newRow("unknown pending") << "pending" << QJsonValue("sleep") << "pending:";
    QTest::newRow("unknown step") << "step" << QJsonValue() << "step:";
    QTest::newRow("missing options") << "options" << QJsonValue(QJsonValue::Undefined) << "options:";
    QTest::newRow("turns out of range") << "options" << QJsonValue(QJsonObject{{"cities", 20}, {"turns", 900}}) << "options.turns:";
    QTest::newRow("unknown card") << "table" << QJsonValue(QJsonArray{"excalibur"}) << "table[0]:";
    QTest::newRow("card twice") << "seenDiscard" << QJsonValue(QJsonArray{"ruse", "ruse"}) << "seenDiscard[1]:";
    QTest::newRow("battle of three sides") << "battle" << QJsonValue(QJsonArray{QJsonArray{}, QJsonArray{}, QJsonArray{}}) << "battle:";
    QTest::newRow("attacker out of range") << "attacker" << QJsonValue(9) << "attacker:";
    QTest::newRow("winner twice") << "winners" << QJsonValue(QJsonArray{1, 1}) << "winners[1]:";
    QTest::newRow("winner side") << "winnerSide" << QJsonValue(0) << "winnerSide:";
    QTest::newRow("retreat not a flag") << "retreat" << QJsonValue(1) << "retreat:";
    QTest::newRow("discards over 3") << "discards" << QJsonValue(4) << "discards:";
    QTest::newRow("a seat without a hand") << "hand" << QJsonValue(QJsonValue::Undefined) << "hand:";
    QJsonArray tenCards;
    for (int c = 0; c < 10; ++c)
        tenCards.append(QString::fromLatin1(card(c).id.data(), qsizetype(card(c).id.size())));
    QTest::newRow("more cards than the count") << "hand" << QJsonValue(tenCards) << "hand:";
    QTest::newRow("chosen alternative not chosen") << "chosenAlt" << QJsonValue(QJsonArray{"pillageAndPlunder"}) << "chosenAlt:";
}

void TestConquestWire::hostileViewsAreRefusedByField()
{
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QFETCH(QString, field);
    QJsonObject json = sampleView();
    QVERIFY(!json.isEmpty());
    QString problem;
    QVERIFY2(conquestViewFromJson(json, &problem), qPrintable(problem));
    if (key.startsWith("players[")) {
        const int p = key.mid(8, 1).toInt();
        QJsonArray players = json.value("players").toArray();
        QJsonObject player = players[p].toObject();
        player.insert(key.section('.', 1), value);
        players[p] = player;
        json.insert("players", players);
    } else if (value.isUndefined()) {
        json.remove(key);
    } else {
        json.insert(key, value);
    }
    QVERIFY(!conquestViewFromJson(json, &problem));
    QVERIFY2(problem.startsWith(field), qPrintable(problem));
}

void TestConquestWire::randomDamageNeverCrashes()
{
    // Every key of a real view replaced by values of every JSON type, one at a time.
    const QJsonObject json = sampleView();
    const QJsonValue junk[] = {QJsonValue(), QJsonValue(true), QJsonValue(-3), QJsonValue(1e12), QJsonValue("x"),
        QJsonValue(QJsonArray{"ruse", 300, QJsonValue()}), QJsonValue(QJsonObject{{"a", 1}})};
    int refused = 0;
    for (auto it = json.begin(); it != json.end(); ++it) {
        for (const QJsonValue &v : junk) {
            QJsonObject broken = json;
            broken.insert(it.key(), v);
            QString problem;
            if (!conquestViewFromJson(broken, &problem)) {
                ++refused;
                QVERIFY2(!problem.isEmpty(), qPrintable(it.key()));
            }
        }
    }
    QVERIFY(refused > 150);
    QString problem;
    QVERIFY(!conquestViewFromJson(QJsonObject(), &problem));
    QVERIFY(!problem.isEmpty());
}

void TestConquestWire::eventsHideWhatTheSeatMayNotSee()
{
    Event drawn;
    drawn.kind = EventKind::CardDrawn;
    drawn.player = 1;
    drawn.card = std::uint8_t(*parseCard("ruse"));
    drawn.privateTo = 1 << 1;
    QCOMPARE(conquestEventJson(*seenBy(drawn, 1)).value("card").toString(), QStringLiteral("ruse"));
    const QJsonObject other = conquestEventJson(*seenBy(drawn, 0));
    QCOMPARE(other.value("e").toString(), QStringLiteral("cardDrawn"));
    QVERIFY(other.contains("card") && other.value("card").isNull());
    QVERIFY(conquestEventJson(*seenBy(drawn, kNone)).value("card").isNull());
    Event chosen = drawn;
    chosen.kind = EventKind::CardChosen;
    QVERIFY(!seenBy(chosen, 0)); // no event at all for the other side
    QCOMPARE(conquestEventJson(*seenBy(chosen, 1)).value("card").toString(), QStringLiteral("ruse"));
}

QTEST_GUILESS_MAIN(TestConquestWire)
#include "test_conquest_wire.moc"
