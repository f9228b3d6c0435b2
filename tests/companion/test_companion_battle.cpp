// The companion's battle calculator against the engine (issue 41): computer players play Conquest
// games, and every battle they fight is fed to the calculator with what a table would tell it (each
// side's nation, armies, lent armies, the cards played, the Philistines' die, the tie rolls and the
// casualty die); its forces, categories, winner, casualties and city token must be the engine's.
// Then bad inputs: each gets a sentence, none crashes.
#include "companion/battle_calculator.h"
#include "companion/conquest_track.h"
#include "companion/session_json.h"
#include "engine/conquest/ai/bot.h"
#include "engine/conquest/ai/driver.h"
#include "engine/conquest/engine.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <memory>
#include <vector>

using namespace canaan;
using namespace canaan::companion;
using conquest::kAttacker;
using conquest::kDefender;
using conquest::kNone;

Q_DECLARE_METATYPE(BattleInput)
Q_DECLARE_METATYPE(QJsonObject)

class TestCompanionBattle : public QObject {
    Q_OBJECT
private slots:
    void sameOutcomeAsTheEngine_data();
    void sameOutcomeAsTheEngine();
    void badInputs_data();
    void badInputs();
    void tieNeedsDiceAndRollsAgain();
    void typedDice();
    void trackerInTheSessionFile_data();
    void trackerInTheSessionFile();
};

namespace {

struct BattleCheck {
    BattleInput input;
    std::array<conquest::Forces, 2> force{};
    std::array<int, 2> categoriesWon{};
    int winnerSide = kNone;
    std::array<int, 2> ownLoss{};        // each side's nation's armies lost
    std::vector<std::pair<int, int>> allyLoss; // (seat, lent armies lost)
    std::array<std::vector<int>, 2> allySeats; // each side's allies in the calculator's order
    int citySide = kNone;
    bool capturedAll = true; // the cards captured, less struck-out Terrain, are the engine's battle
};

// Walks a logged game and collects every battle as the table would see it.
std::vector<BattleCheck> battlesOf(const conquest::Options &options, const std::vector<conquest::Nation> &nations,
                                   const std::vector<conquest::Action> &log)
{
    using namespace conquest;
    std::vector<BattleCheck> out;
    State s = newGame(options, nations);
    std::array<CardSet, 2> cards;
    CardSet alt;
    std::array<QList<int>, 2> extra; // R and P cards by side
    QList<std::array<int, 2>> ties;
    int tieAttacker = 0;
    for (const Action &a : log) {
        const State b = s;
        if (b.attacker != kNone && b.defender != kNone && b.step < Step::Decide && b.winnerSide == kNone) {
            cards = b.battle;
            alt = b.altMode;
        }
        // The last Siege card may decide the battle in the same action (no Siege card left to ask about).
        if (a.kind == ActionKind::PlayCard && b.pending == Pending::Siege)
            cards[kAttacker].add(a.a);
        if (a.kind == ActionKind::Die && b.dieFor == DieFor::TieAttacker)
            tieAttacker = a.a;
        if (a.kind == ActionKind::Die && b.dieFor == DieFor::TieDefender)
            ties << std::array<int, 2>{tieAttacker, a.a};
        if (a.kind == ActionKind::PlayCard && (b.pending == Pending::Retreat || b.pending == Pending::Pursuit))
            extra[static_cast<std::size_t>(a.player == b.attacker ? kAttacker : kDefender)] << a.a;
        apply(s, a);
        if (!(a.kind == ActionKind::Die && b.dieFor == DieFor::Casualties))
            continue;
        BattleCheck c;
        // The casualty die may end the turn in the same action: the armies that were away come home.
        const bool turnEnded = s.turnsPlayed != b.turnsPlayed || s.over();
        const auto returned = [&](int p) { return turnEnded ? int(b.armiesAway[static_cast<std::size_t>(p)]) : 0; };
        for (int side : {kAttacker, kDefender}) {
            const auto i = static_cast<std::size_t>(side);
            const int p = b.sidePlayer(side);
            BattleSideInput &in = c.input.sides[i];
            in.nation = b.nation(p);
            in.armies = b.armies[static_cast<std::size_t>(p)];
            in.cities = b.cities[static_cast<std::size_t>(p)];
            in.philistineDie = b.philistineDie[i];
            for (int k = 0, q = b.active; k < b.numPlayers; ++k, q = (q + 1) % b.numPlayers)
                if (b.lentSide[static_cast<std::size_t>(q)] == side) {
                    in.lent << b.lentArmies[static_cast<std::size_t>(q)];
                    c.allySeats[i].push_back(q);
                }
            cards[i].forEach([&](int card) { in.cards << card; });
            in.cards << extra[i];
            in.alt = alt & cards[i];
            c.force[i] = sideForce(b, side);
            c.ownLoss[i] = b.armies[static_cast<std::size_t>(p)] + returned(p) - s.armies[static_cast<std::size_t>(p)];
            // The terrain-stripped battle of the engine is the captured one less the struck-out Terrain.
            const CardSet expected = terrainStruckOut(cards[kDefender]) ? cards[i].without(terrainCards()) : cards[i];
            c.capturedAll = c.capturedAll && expected == b.battle[i];
        }
        for (int q = 0; q < b.numPlayers; ++q) {
            const auto u = static_cast<std::size_t>(q);
            // The survivors wait for the turn's end (C19), which may come in the same action.
            const int survivors = turnEnded ? s.armies[u] - b.armies[u] - b.armiesAway[u] : s.armiesAway[u] - b.armiesAway[u];
            if (b.lentSide[u] != kNone)
                c.allyLoss.emplace_back(q, b.lentArmies[u] - survivors);
        }
        c.input.tieRolls = ties;
        c.input.casualtyDie = a.a;
        c.categoriesWon = {b.categoriesWon[0], b.categoriesWon[1]};
        c.winnerSide = b.winnerSide;
        const int loser = b.sidePlayer(1 - b.winnerSide);
        if (s.cities[static_cast<std::size_t>(loser)] < b.cities[static_cast<std::size_t>(loser)])
            c.citySide = 1 - b.winnerSide;
        out.push_back(c);
        ties.clear();
        extra = {};
    }
    return out;
}

} // namespace

void TestCompanionBattle::sameOutcomeAsTheEngine_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("bots");
    QTest::newRow("2 players, normal") << 2 << QStringLiteral("normal");
    QTest::newRow("3 players, random") << 3 << QStringLiteral("random");
    QTest::newRow("4 players, normal") << 4 << QStringLiteral("normal");
    QTest::newRow("5 players, random") << 5 << QStringLiteral("random");
    QTest::newRow("6 players, normal") << 6 << QStringLiteral("normal");
}

void TestCompanionBattle::sameOutcomeAsTheEngine()
{
    QFETCH(int, players);
    QFETCH(QString, bots);
    int battles = 0, ties = 0, terrain = 0, lent = 0, retreats = 0, pursuits = 0, philistines = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        // Nations rotate with the seed, so each game has a different line-up (Philistines and
        // Assyrians included).
        std::vector<conquest::Nation> nations;
        for (int p = 0; p < players; ++p)
            nations.push_back(static_cast<conquest::Nation>((static_cast<int>(seed) + 2 * p) % conquest::kNationCount));
        const conquest::Options options;
        QVERIFY(conquest::setupProblem(options, nations).empty());
        std::vector<std::unique_ptr<conquest::Bot>> owned;
        std::vector<conquest::Bot *> seats;
        for (int p = 0; p < players; ++p) {
            owned.push_back(conquest::makeBot(bots.toStdString(), conquest::botSeedOf(seed, p)));
            seats.push_back(owned.back().get());
        }
        const conquest::PlayedConquest game = conquest::playGame(options, nations, seats, conquest::chanceSeedOf(seed), true);
        QVERIFY(game.final.over());
        for (const BattleCheck &c : battlesOf(options, nations, game.log)) {
            QVERIFY(c.capturedAll);
            const BattleOutcome o = calculateBattle(c.input);
            QVERIFY2(o.ok(), qPrintable(o.problems.join(QLatin1Char(' '))));
            QCOMPARE(o.force[kAttacker], c.force[kAttacker]);
            QCOMPARE(o.force[kDefender], c.force[kDefender]);
            QCOMPARE(o.categoriesWon, c.categoriesWon);
            QCOMPARE(o.winnerSide, c.winnerSide);
            QVERIFY(o.casualtiesKnown);
            QCOMPARE(o.citySide, c.citySide);
            for (int side : {kAttacker, kDefender}) {
                const auto i = static_cast<std::size_t>(side);
                QCOMPARE(o.shares[i].size(), qsizetype(1 + c.allySeats[i].size()));
                QCOMPARE(o.shares[i].at(0), c.ownLoss[i]);
                for (std::size_t k = 0; k < c.allySeats[i].size(); ++k)
                    for (const auto &[seat, loss] : c.allyLoss)
                        if (seat == c.allySeats[i][k])
                            QCOMPARE(o.shares[i].at(static_cast<qsizetype>(k + 1)), loss);
                lent += static_cast<int>(c.allySeats[i].size());
            }
            ++battles;
            ties += !c.input.tieRolls.isEmpty();
            terrain += !o.terrainRemoved.isEmpty();
            retreats += o.retreat;
            pursuits += o.pursuit;
            philistines += c.input.sides[0].philistineDie + c.input.sides[1].philistineDie > 0;
        }
    }
    qInfo("%d battles: %d tied, %d with Terrain struck out, %d lent armies, %d Retreat, %d Pursuit, %d with the Philistines' die",
          battles, ties, terrain, lent, retreats, pursuits, philistines);
    // The games reach the cases that matter: ties, Terrain struck out, Retreat and Pursuit.
    QVERIFY(battles > 20);
    QVERIFY(ties > 0 && terrain > 0 && retreats > 0 && pursuits > 0 && philistines > 0);
    QVERIFY(players == 2 || lent > 0);
}

void TestCompanionBattle::badInputs_data()
{
    QTest::addColumn<BattleInput>("input");
    QTest::addColumn<QString>("said");
    BattleInput base;
    base.sides[kAttacker].nation = conquest::Nation::Hittites;
    base.sides[kDefender].nation = conquest::Nation::Hebrews;
    base.casualtyDie = 3;
    auto with = [&](auto change) {
        BattleInput in = base;
        change(in);
        return in;
    };
    const int defense = conquest::cardsOfKind(conquest::Kind::Defense).nth(0);
    const int siege = conquest::cardsOfKind(conquest::Kind::Siege).nth(0);
    const int gain = conquest::cardsOfKind(conquest::Kind::Gain).nth(0);
    QTest::newRow("negative armies") << with([](BattleInput &in) { in.sides[0].armies = -3; }) << QStringLiteral("Attacker: the armies");
    QTest::newRow("too many armies") << with([](BattleInput &in) { in.sides[1].armies = 100000; }) << QStringLiteral("Defender: the armies");
    QTest::newRow("ally lends 6") << with([](BattleInput &in) { in.sides[0].lent = {6}; }) << QStringLiteral("1 to 5 armies");
    QTest::newRow("ally lends text") << with([](BattleInput &in) { in.sides[0].lent = parseNumbers(QStringLiteral("2, x")); }) << QStringLiteral("must be numbers");
    QTest::newRow("five allies") << with([](BattleInput &in) { in.sides[0].lent = {1, 1, 1}; in.sides[1].lent = {2, 2}; }) << QStringLiteral("At most 4 allies");
    QTest::newRow("die 7") << with([](BattleInput &in) { in.casualtyDie = 7; }) << QStringLiteral("casualty die must be from 1 to 6");
    QTest::newRow("die text") << with([](BattleInput &in) { in.casualtyDie = parseDie(QStringLiteral("four")); }) << QStringLiteral("casualty die");
    QTest::newRow("tie die 0") << with([](BattleInput &in) { in.tieRolls = {{0, 3}}; }) << QStringLiteral("tie roll");
    QTest::newRow("same nation") << with([](BattleInput &in) { in.sides[1].nation = in.sides[0].nation; }) << QStringLiteral("two different nations");
    QTest::newRow("Philistines without die") << with([](BattleInput &in) { in.sides[0].nation = conquest::Nation::Philistines; }) << QStringLiteral("Philistines roll a die");
    QTest::newRow("die for the Hebrews") << with([](BattleInput &in) { in.sides[1].philistineDie = 4; }) << QStringLiteral("only the Philistines");
    QTest::newRow("attacker's Defense") << with([&](BattleInput &in) { in.sides[0].cards = {defense}; }) << QStringLiteral("only the defender plays one");
    QTest::newRow("Defense against the Assyrians") << with([&](BattleInput &in) { in.sides[0].nation = conquest::Nation::Assyrians; in.sides[1].cards = {defense}; }) << QStringLiteral("never against the Assyrians");
    QTest::newRow("Siege without Defense") << with([&](BattleInput &in) { in.sides[0].cards = {siege}; }) << QStringLiteral("Siege card");
    QTest::newRow("G card in a battle") << with([&](BattleInput &in) { in.sides[0].cards = {gain}; }) << QStringLiteral("not a card of the battle");
    QTest::newRow("a card on both sides") << with([&](BattleInput &in) { in.sides[0].cards = {1}; in.sides[1].cards = {1}; }) << QStringLiteral("on both sides");
    QTest::newRow("no such card") << with([&](BattleInput &in) { in.sides[0].cards = {152}; }) << QStringLiteral("no card number 152");
    QTest::newRow("cities out of range") << with([&](BattleInput &in) { in.sides[1].cities = 61; }) << QStringLiteral("city tokens");
}

void TestCompanionBattle::badInputs()
{
    QFETCH(BattleInput, input);
    QFETCH(QString, said);
    const BattleOutcome o = calculateBattle(input);
    QVERIFY(!o.ok());
    QVERIFY2(o.problems.join(QLatin1Char(' ')).contains(said), qPrintable(o.problems.join(QLatin1Char(' '))));
    QCOMPARE(o.winnerSide, int(kNone));
    QVERIFY(!o.casualtiesKnown);
}

void TestCompanionBattle::tieNeedsDiceAndRollsAgain()
{
    BattleInput in;
    in.sides[kAttacker].nation = conquest::Nation::Hittites;
    in.sides[kDefender].nation = conquest::Nation::Hebrews;
    in.sides[kAttacker].armies = in.sides[kDefender].armies = 10; // all four categories equal: 0 to 0
    BattleOutcome o = calculateBattle(in);
    QVERIFY(o.ok());
    QCOMPARE(o.winnerSide, int(kNone));
    QVERIFY(!o.rollAgain);
    in.tieRolls = {{4, 4}};
    o = calculateBattle(in);
    QVERIFY(o.rollAgain);
    QCOMPARE(o.winnerSide, int(kNone));
    in.tieRolls << std::array<int, 2>{2, 5};
    in.casualtyDie = 6;
    o = calculateBattle(in);
    QCOMPARE(o.winnerSide, int(kDefender));
    QVERIFY(o.casualtiesKnown);
    QCOMPARE(o.casualties.loss[kAttacker], 6); // 10 x 6 x 10%
    QCOMPARE(o.casualties.loss[kDefender], 1); // 10 x 10%
}

void TestCompanionBattle::typedDice()
{
    QCOMPARE(parseDie(QString()), 0);
    QCOMPARE(parseDie(QStringLiteral(" 5 ")), 5);
    QCOMPARE(parseDie(QStringLiteral("9")), 9); // then calculateBattle says it is out of range
    QCOMPARE(parseDie(QStringLiteral("-1")), -1);
    QCOMPARE(parseDie(QStringLiteral("x")), -1);
    QCOMPARE(parseNumbers(QStringLiteral("3, 2  5")), (QList<int>{3, 2, 5}));
    QCOMPARE(parseNumbers(QStringLiteral("3,a")), (QList<int>{3, -1}));
}

void TestCompanionBattle::trackerInTheSessionFile_data()
{
    QTest::addColumn<QJsonObject>("conquest");
    QTest::addColumn<QString>("error"); // empty: it loads
    QString problem;
    const ConquestTrack track = startConquestTrack({conquest::Nation::Hebrews, conquest::Nation::Assyrians, conquest::Nation::Edomites}, 20, 20, &problem);
    QVERIFY(problem.isEmpty());
    const QJsonObject good = conquestTrackToJson(track);
    auto with = [&](const QString &key, const QJsonValue &value) {
        QJsonObject o = good;
        o.insert(key, value);
        return o;
    };
    auto seat = [&](const QString &key, const QJsonValue &value) {
        QJsonArray seats = good.value(QStringLiteral("seats")).toArray();
        QJsonObject s = seats[1].toObject();
        s.insert(key, value);
        seats[1] = s;
        return with(QStringLiteral("seats"), seats);
    };
    QJsonArray seven;
    for (int i = 0; i < 7; ++i)
        seven.append(good.value(QStringLiteral("seats")).toArray().at(0));
    QTest::newRow("as saved") << good << QString();
    QTest::newRow("none (an older session)") << QJsonObject() << QString();
    QTest::newRow("phase 7") << with(QStringLiteral("phase"), 7) << QStringLiteral("conquest.phase");
    QTest::newRow("active seat 3 of 3") << with(QStringLiteral("active"), 3) << QStringLiteral("conquest.active");
    QTest::newRow("turn as text") << with(QStringLiteral("turn"), QStringLiteral("five")) << QStringLiteral("conquest.turn");
    QTest::newRow("unknown nation") << seat(QStringLiteral("nation"), QStringLiteral("romans")) << QStringLiteral("conquest.seats[1].nation");
    QTest::newRow("negative armies") << seat(QStringLiteral("armies"), -4) << QStringLiteral("conquest.seats[1].armies");
    QTest::newRow("seven nations") << with(QStringLiteral("seats"), seven) << QStringLiteral("at most 6 nations");
    QTest::newRow("not a list") << with(QStringLiteral("seats"), 3) << QStringLiteral("conquest.seats");
}

void TestCompanionBattle::trackerInTheSessionFile()
{
    QFETCH(QJsonObject, conquest);
    QFETCH(QString, error);
    TableSession session;
    session.map.hexes = {{{0, 0}, settlers::Terrain::Forest, 6}};
    session.mapName = QStringLiteral("test");
    QJsonObject root = QJsonDocument::fromJson(sessionToJson(session)).object();
    if (conquest.isEmpty())
        root.remove(QStringLiteral("conquest"));
    else
        root.insert(QStringLiteral("conquest"), conquest);
    const SessionReadResult read = sessionFromJson(QJsonDocument(root).toJson());
    if (error.isEmpty()) {
        QVERIFY2(read.session, qPrintable(read.error));
        ConquestTrack expected;
        QString problem;
        if (!conquest.isEmpty())
            QVERIFY(conquestTrackFromJson(conquest, expected, problem));
        QCOMPARE(read.session->conquest, expected);
        // Written and read again, the same tracker.
        QCOMPARE(sessionFromJson(sessionToJson(*read.session)).session->conquest, expected);
    } else {
        QVERIFY(!read.session);
        QVERIFY2(read.error.contains(error), qPrintable(read.error));
    }
}

QTEST_GUILESS_MAIN(TestCompanionBattle)
#include "test_companion_battle.moc"
