// A client rebuilds a seat's view and its events from the server's JSON (net/settlers_wire.h): for
// positions of seeded random games of both rulesets, every seat and a spectator, the view read
// back is byte for byte the view sent, and so is every event as that seat saw it (the text itself
// is what QJsonDocument writes, and a view spliced from the shared parts is the seat's); damaged JSON is
// refused with a problem naming the field, never a crash.
#include "tests/engine/settlers/rules/builtin_maps.h"
#include "tests/engine/settlers/rules/random_games.h"
#include "net/settlers_seat_bot.h"
#include "net/settlers_wire.h"
#include "engine/settlers/rules/seat_view.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>
#include <cstring>

using namespace canaan;
using namespace canaan::net;

namespace {

settlers::MapModel mapFor(bool classic) { return classic ? testmaps::classicMap() : testmaps::canaanMap(); }

// The server's text as a client parses it.
QJsonObject overTheWire(const QByteArray &text)
{
    return QJsonDocument::fromJson(text).object();
}

// The server writes its JSON by hand: it must be the very bytes QJsonDocument writes for the same
// object (keys sorted, compact), so that the wire stayed what it was when views were QJsonObjects.
bool isCanonical(const QByteArray &text)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text, &error);
    return error.error == QJsonParseError::NoError && document.toJson(QJsonDocument::Compact) == text;
}

// Sets the value at a path such as "players[1].roads[0]" ("-" as the value removes the key).
QJsonValue withChange(const QJsonValue &root, QStringView path, const QJsonValue &value, bool remove)
{
    const qsizetype dot = path.indexOf(QLatin1Char('.'));
    const QStringView head = dot < 0 ? path : path.left(dot);
    const QStringView rest = dot < 0 ? QStringView() : path.mid(dot + 1);
    const qsizetype bracket = head.indexOf(QLatin1Char('['));
    const QString key = (bracket < 0 ? head : head.left(bracket)).toString();
    QJsonObject o = root.toObject();
    if (bracket < 0) {
        if (rest.isEmpty()) {
            if (remove)
                o.remove(key);
            else
                o.insert(key, value);
        } else {
            o.insert(key, withChange(o.value(key), rest, value, remove));
        }
        return o;
    }
    const int index = head.mid(bracket + 1, head.size() - bracket - 2).toInt();
    QJsonArray a = o.value(key).toArray();
    a[index] = rest.isEmpty() ? value : withChange(a[index], rest, value, remove);
    o.insert(key, a);
    return o;
}

// The state with a trade offered by the current player (one card he holds for one of another
// resource) and a counter-offer from the next seat, when the turn allows it.
std::optional<settlers::GameState> withOpenOffer(const settlers::Rules &rules, settlers::GameState s)
{
    if (s.pending != settlers::Pending::Turn || !s.rolled)
        return std::nullopt;
    for (int r = 0; r < settlers::kResourceCount; ++r) {
        if (!s.hand[s.current][r])
            continue;
        settlers::Action offer = settlers::makeAction(settlers::ActionKind::OfferTrade, s.current);
        offer.trade[r] = 1;
        offer.trade[(r + 1) % settlers::kResourceCount] = -1;
        if (settlers::tryApply(rules, s, offer) != settlers::IllegalReason::Ok)
            return std::nullopt;
        settlers::Action counter = settlers::makeAction(settlers::ActionKind::AnswerTrade, s.pendingPlayer, int(settlers::TradeAnswer::Counter));
        counter.trade[r] = 2;
        counter.trade[(r + 2) % settlers::kResourceCount] = -1;
        settlers::tryApply(rules, s, counter); // refused when the answering seat lacks the card: the offer stays
        return s;
    }
    return std::nullopt;
}

} // namespace

Q_DECLARE_METATYPE(QJsonValue)

class TestNetWire : public QObject {
    Q_OBJECT
private slots:
    void viewsComeBackByteForByte_data() { test::addRulesetRows(); }
    void viewsComeBackByteForByte();
    void eventsComeBackAsSeen_data() { test::addRulesetRows(); }
    void eventsComeBackAsSeen();
    void damagedViewIsRefusedWithItsField_data();
    void damagedViewIsRefusedWithItsField();
    void damagedEventIsRefusedWithItsField_data();
    void damagedEventIsRefusedWithItsField();
    void randomDamageNeverCrashes();
    void seatBotRefusesWhatItCannotRead();
};

void TestNetWire::viewsComeBackByteForByte()
{
    QFETCH(bool, classic);
    const settlers::Rules rules(mapFor(classic), 300);
    long step = 0;
    int checked = 0, offers = 0, counters = 0, overs = 0;
    SettlersPlayerCache cache; // a table's: its last view's players, own members and shared members
    auto check = [&](const settlers::GameState &s) {
        offers += s.offerOpen;
        for (int q = 0; q < s.numPlayers; ++q)
            counters += s.answers[q] != 0;
        overs += s.isOver();
        for (int seat = 0; seat <= s.numPlayers; ++seat) {
            const settlers::SeatView view = settlers::viewOf(s, seat == s.numPlayers ? settlers::kNoId : seat);
            const QByteArray text = boardViewText(rules, view, int(step));
            QVERIFY2(isCanonical(text), text.constData());
            // The server writes the shared parts once, from the spectator's view: they must hold
            // nothing of this seat's, so the spliced view is this seat's view written whole.
            QCOMPARE(SettlersViewText(rules, settlers::spectatorView(s), int(step)).of(view), text);
            // And so must a table's, which takes what did not change from its last views.
            QCOMPARE(SettlersViewText(rules, settlers::spectatorView(s), int(step), &cache).of(view), text);
            QString problem;
            const auto back = boardViewFromJson(rules, overTheWire(text), &problem);
            QVERIFY2(back, qPrintable(problem));
            if (std::memcmp(&*back, &view, sizeof view) != 0)
                QFAIL(qPrintable(QStringLiteral("seat %1's view differs after the wire (turn %2, pending %3)")
                                     .arg(seat)
                                     .arg(s.turn)
                                     .arg(QString::fromLatin1(settlers::pendingId(s.pending).data()))));
            ++checked;
        }
    };
    test::playRandomGames(rules, 12, 40, 50, [&](const settlers::GameState &, const settlers::Action &, const settlers::GameState &s) {
        if (++step % 3 != 0 && !s.isOver())
            return;
        check(s);
        if (const auto offered = withOpenOffer(rules, s); offered && step % 2)
            check(*offered);
    });
    QVERIFY2(checked > 5000, qPrintable(QString::number(checked)));
    QVERIFY(offers > 0); // open trade offers were on the wire too
    QCOMPARE(overs, 12);
    QVERIFY(counters > 0);
}

void TestNetWire::eventsComeBackAsSeen()
{
    QFETCH(bool, classic);
    const settlers::Rules rules(mapFor(classic), 300);
    auto scratch = std::make_unique<settlers::ActionList>();
    int checked = 0;
    bool kinds[settlers::kEventKindCount] = {};
    for (int g = 0; g < 8; ++g) {
        settlers::RandomBot bot(mixSeed(300 + g));
        Pcg32 chance(mixSeed(400 + g));
        settlers::GameState s = settlers::newGame(rules, std::min(rules.minPlayers() + g % 3, rules.maxPlayers()));
        settlers::EventSink sink;
        while (!s.isOver()) {
            const settlers::Action a = settlers::isChancePending(s) ? settlers::sampleChance(rules, s, chance) : bot.pick(rules, s, *scratch);
            sink.clear();
            settlers::apply(rules, s, a, &sink);
            for (int i = 0; i < sink.size; ++i) {
                kinds[int(sink.events[i].kind)] = true;
                for (int seat = 0; seat <= s.numPlayers; ++seat) {
                    const auto seen = settlers::eventSeenBy(sink.events[i], seat == s.numPlayers ? settlers::kNoId : seat);
                    QVERIFY(seen);
                    const QByteArray text = boardEventText(rules, *seen);
                    QVERIFY2(isCanonical(text), text.constData());
                    QString problem;
                    const auto back = boardEventFromJson(rules, s.numPlayers, overTheWire(text),
                        QStringLiteral("events[0]"), &problem);
                    QVERIFY2(back, qPrintable(problem));
                    QVERIFY2(std::memcmp(&*back, &*seen, sizeof *seen) == 0,
                        qPrintable(QString::fromLatin1(settlers::eventKindId(seen->kind).data())));
                    ++checked;
                }
            }
        }
    }
    QVERIFY(checked > 1000);
    QVERIFY(kinds[int(settlers::EventKind::CardStolen)] && kinds[int(settlers::EventKind::CardPlayed)] && kinds[int(settlers::EventKind::GameEnded)]);
}

void TestNetWire::damagedViewIsRefusedWithItsField_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonValue>("value"); // undefined: the key is removed
    QTest::addColumn<QString>("place");    // in the problem

    QTest::newRow("no stage") << "stage" << QJsonValue(QJsonValue::Undefined) << "view.stage";
    QTest::newRow("unknown stage") << "stage" << QJsonValue("nap") << "view.stage";
    QTest::newRow("unknown pending") << "pending" << QJsonValue(7) << "view.pending";
    QTest::newRow("nobody pending") << "pendingPlayer" << QJsonValue() << "view.pendingPlayer";
    QTest::newRow("seat beyond the table") << "seat" << QJsonValue(3) << "view.seat";
    QTest::newRow("current beyond") << "current" << QJsonValue(200) << "view.current";
    QTest::newRow("turn fraction") << "turn" << QJsonValue(1.5) << "view.turn";
    QTest::newRow("turn negative") << "turn" << QJsonValue(-1) << "view.turn";
    QTest::newRow("seven on a die") << "dice[1]" << QJsonValue(7) << "view.dice[1]";
    QTest::newRow("three dice") << "dice" << QJsonValue(QJsonArray{1, 2, 3}) << "view.dice";
    QTest::newRow("plague off the map") << "plague" << QJsonValue("40,40") << "view.plague";
    QTest::newRow("bank unknown resource") << "bank.gold" << QJsonValue(3) << "view.bank.gold";
    QTest::newRow("bank huge") << "bank.wool" << QJsonValue(1e12) << "view.bank.wool";
    QTest::newRow("blessing not a resource") << "blessing" << QJsonValue("copper") << "view.blessing";
    QTest::newRow("holder beyond") << "priestsHolder" << QJsonValue(3) << "view.priestsHolder";
    QTest::newRow("players not a list") << "players" << QJsonValue("four") << "view.players";
    QTest::newRow("five players") << "players" << QJsonValue(QJsonArray{1, 2, 3, 4, 5}) << "view.players";
    QTest::newRow("player not an object") << "players[1]" << QJsonValue(1) << "view.players[1]";
    QTest::newRow("settlement off the map") << "players[0].settlements[0]" << QJsonValue("50,50,N")
                                            << "view.players[0].settlements[0]";
    QTest::newRow("settlement not text") << "players[0].settlements[0]" << QJsonValue(5) << "view.players[0].settlements[0]";
    QTest::newRow("road on a hex id") << "players[2].roads[0]" << QJsonValue("0,0") << "view.players[2].roads[0]";
    QTest::newRow("vp negative") << "players[1].vp" << QJsonValue(-2) << "view.players[1].vp";
    QTest::newRow("no supply") << "players[0].supply" << QJsonValue(QJsonValue::Undefined) << "view.players[0].supply";
    QTest::newRow("bad answer") << "players[0].answer" << QJsonValue("maybe") << "view.players[0].answer";
    QTest::newRow("no flow") << "flow" << QJsonValue(QJsonValue::Undefined) << "view.flow";
    QTest::newRow("first player beyond") << "flow.firstPlayer" << QJsonValue(3) << "view.flow.firstPlayer";
    QTest::newRow("rolled not bool") << "flow.rolled" << QJsonValue(1) << "view.flow.rolled";
    QTest::newRow("seat twice") << "flow.deborah" << QJsonValue(QJsonArray{1, 1}) << "view.flow.deborah[1]";
    QTest::newRow("steal from beyond") << "flow.stealFrom" << QJsonValue(9) << "view.flow.stealFrom";
    QTest::newRow("steals from nobody") << "flow.steals" << QJsonValue(2) << "view.flow.steals";
    QTest::newRow("hand not matching") << "hand.ore" << QJsonValue(9) << "view.hand";
    QTest::newRow("hidden not matching") << "hidden.resources.lumber" << QJsonValue(99) << "view.hidden";
    QTest::newRow("unknown card") << "cards.joker" << QJsonValue(1) << "view.cards.joker";
    QTest::newRow("offer both ways") << "offer" << QJsonValue(QJsonObject{{"give", QJsonObject{{"ore", 1}}},
                                                        {"get", QJsonObject{{"ore", 1}}}, {"to", QJsonValue()},
                                                        {"awaiting", QJsonArray{}}})
                                     << "view.offer";
}

void TestNetWire::damagedViewIsRefusedWithItsField()
{
    QFETCH(QString, path);
    QFETCH(QJsonValue, value);
    QFETCH(QString, place);
    // A three-seat game past its set-up, seen by seat 0: every seat has roads and buildings.
    const settlers::Rules rules(testmaps::canaanMap(), 300);
    settlers::GameState state;
    bool found = false;
    test::playRandomGames(rules, 2, 60, 70, [&](const settlers::GameState &, const settlers::Action &, const settlers::GameState &s) {
        if (!found && s.numPlayers == 3 && s.stage == settlers::Stage::Play && s.turn > 8 && s.handSize(0) > 0) {
            state = s;
            found = true;
        }
    });
    QVERIFY(found);
    const QJsonObject good = overTheWire(boardViewText(rules, settlers::viewOf(state, 0), 100));
    QString problem;
    QVERIFY2(boardViewFromJson(rules, good, &problem), qPrintable(problem));
    const QJsonObject bad = withChange(good, path, value, value.isUndefined()).toObject();
    QVERIFY(bad != good);
    QVERIFY(!boardViewFromJson(rules, bad, &problem));
    QVERIFY2(problem.contains(place + QLatin1Char(':')), qPrintable(problem));
}

void TestNetWire::damagedEventIsRefusedWithItsField_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("place");

    QTest::newRow("no kind") << QByteArray(R"({"p":0})") << "events[2].e";
    QTest::newRow("unknown kind") << QByteArray(R"({"e":"earthquake","p":0})") << "events[2].e";
    QTest::newRow("seat beyond") << QByteArray(R"({"e":"diceRolled","p":4,"a":1,"b":2})") << "events[2].p";
    QTest::newRow("road off the map") << QByteArray(R"({"e":"roadPlaced","p":0,"at":"30,30,NE"})") << "events[2].at";
    QTest::newRow("settlement no place") << QByteArray(R"({"e":"settlementPlaced","p":0})") << "events[2].at";
    QTest::newRow("plague on nothing") << QByteArray(R"({"e":"plagueMoved","p":0,"hex":"x"})") << "events[2].hex";
    QTest::newRow("resource unknown") << QByteArray(R"({"e":"resourcesGained","p":0,"resource":"gold","count":1})")
                                      << "events[2].resource";
    QTest::newRow("count negative") << QByteArray(R"({"e":"resourcesGained","p":0,"resource":"ore","count":-1})")
                                    << "events[2].count";
    QTest::newRow("stolen from beyond") << QByteArray(R"({"e":"cardStolen","p":0,"resource":null,"from":7})")
                                        << "events[2].from";
    QTest::newRow("card unknown") << QByteArray(R"({"e":"cardPlayed","p":0,"card":"ace"})") << "events[2].card";
    QTest::newRow("special unknown") << QByteArray(R"({"e":"specialCardChanged","p":null,"card":"crown"})")
                                     << "events[2].card";
    QTest::newRow("turn huge") << QByteArray(R"({"e":"turnStarted","p":1,"turn":70000})") << "events[2].turn";
    QTest::newRow("end unknown") << QByteArray(R"({"e":"gameEnded","p":null,"reason":"boredom","winners":1})")
                                 << "events[2].reason";
    QTest::newRow("winners beyond") << QByteArray(R"({"e":"gameEnded","p":null,"reason":"victoryPoints","winners":16})")
                                    << "events[2].winners";
    QTest::newRow("number 255") << QByteArray(R"({"e":"diceRolled","p":0,"a":255})") << "events[2].a";
}

void TestNetWire::damagedEventIsRefusedWithItsField()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, place);
    const settlers::Rules rules(testmaps::canaanMap(), 300);
    QString problem;
    QVERIFY(!boardEventFromJson(rules, 4, QJsonDocument::fromJson(json).object(), QStringLiteral("events[2]"), &problem));
    QVERIFY2(problem.contains(place + QLatin1Char(':')), qPrintable(problem));
}

void TestNetWire::randomDamageNeverCrashes()
{
    // Views of a game with one field, anywhere in them, replaced by a random value of any type:
    // read or refused with a problem, never a crash (the sanitizers' run of this test makes that
    // mean no undefined behaviour either).
    const settlers::Rules rules(testmaps::classicMap(), 300);
    std::vector<QJsonObject> views;
    long step = 0;
    test::playRandomGames(rules, 2, 80, 90, [&](const settlers::GameState &, const settlers::Action &, const settlers::GameState &s) {
        if (++step % 20 != 0)
            return;
        const int k = int(step / 20 % (s.numPlayers + 1)); // every seat, and a spectator
        views.push_back(overTheWire(boardViewText(rules, settlers::viewOf(s, k == s.numPlayers ? settlers::kNoId : k), 1)));
    });
    const QJsonValue values[] = {-1, 0, 1, 2, 3, 4, 6, 7, 12, 255, 256, 65536, 1e300, 0.5, QJsonValue(),
        true, "", "ore", "0,0", "0,-2,N", "1,-2,NE", "over", "discard", QJsonArray{}, QJsonArray{0, 1, 2, 3, 4},
        QJsonObject{}, QJsonObject{{"ore", 300}}};
    Pcg32 rng(5);
    int refused = 0, read = 0;
    for (int i = 0; i < 6000; ++i) {
        QJsonValue view = views[rng() % views.size()];
        // A random path down to a leaf (or stopping early at an object or list).
        QString path;
        QJsonValue at = view;
        while (at.isObject() || at.isArray()) {
            const qsizetype size = at.isObject() ? at.toObject().size() : at.toArray().size();
            if (size == 0 || (!path.isEmpty() && rng() % 4 == 0))
                break;
            const qsizetype k = qsizetype(rng() % std::uint32_t(size));
            if (at.isObject()) {
                const QString key = at.toObject().keys()[k];
                path += (path.isEmpty() ? QString() : QStringLiteral(".")) + key;
                at = at.toObject().value(key);
            } else {
                path += QStringLiteral("[%1]").arg(k);
                at = at.toArray()[k];
            }
        }
        const QJsonValue value = values[rng() % std::size(values)];
        view = withChange(view, path, value, rng() % 8 == 0);
        QString problem;
        if (boardViewFromJson(rules, view.toObject(), &problem)) {
            ++read;
        } else {
            ++refused;
            QVERIFY(!problem.isEmpty());
        }
    }
    QVERIFY(refused > 0 && read > 0);
    qInfo("%d damaged views refused, %d still valid", refused, read);
}

void TestNetWire::seatBotRefusesWhatItCannotRead()
{
    QVERIFY(!SettlersSeatBot::make(QStringLiteral("genius"), 1));
    const auto bot = SettlersSeatBot::make(QStringLiteral("hard"), 1);
    QVERIFY(bot);
    QString problem;
    QVERIFY(!bot->answer(QJsonArray{QJsonObject{{"p", 0}, {"do", "endTurn"}}})); // no game yet: no choice
    const QJsonObject badSetup{{"t", "game"}, {"seat", 0}, {"setup", QJsonObject{{"format", "canaan-save"}}}};
    QVERIFY(!bot->take(badSetup, &problem));
    QVERIFY(!problem.isEmpty());
}

QTEST_GUILESS_MAIN(TestNetWire)
#include "test_net_wire.moc"
