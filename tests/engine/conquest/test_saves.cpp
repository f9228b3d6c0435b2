// Conquest saves (docs/save-format.md, "Conquest saves"): play-then-replay over 1,000 seeds, damaged
// files with exact errors, and a hand-written save for each of the rulebook's examples.
#include "engine/conquest/ai/driver.h"
#include "engine/conquest/saves/conquest_save.h"

#include <QFile>
#include <QtTest>

using namespace canaan::conquest;

namespace {

QByteArray readData(const char *name)
{
    QFile f(QStringLiteral(CANAAN_TEST_DATA_DIR "/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", name);
    return f.readAll();
}

saves::SavedConquest playedGame(std::uint64_t seed, State *final)
{
    static const std::array<Nation, 6> kNations = {Nation::Hittites, Nation::Hebrews, Nation::Egyptians,
                                                   Nation::Assyrians, Nation::Philistines, Nation::Canaanites};
    static const std::array<const char *, 3> kBots = {"random", "normal", "hard"};
    const int n = 2 + static_cast<int>(seed % 5);
    saves::SavedConquest g;
    g.seed = seed;
    std::vector<std::unique_ptr<Bot>> owned;
    std::vector<Bot *> bots;
    std::vector<Nation> nations;
    for (int i = 0; i < n; ++i) {
        const char *id = kBots[static_cast<std::size_t>((seed + static_cast<std::uint64_t>(i)) % 3)];
        owned.push_back(makeBot(id, botSeedOf(seed, i)));
        bots.push_back(owned.back().get());
        nations.push_back(kNations[static_cast<std::size_t>((seed / 5 + static_cast<std::uint64_t>(i)) % 6)]);
        g.seats.push_back({nations.back(), QString::fromLatin1(id), {}});
    }
    PlayedConquest played = playGame(g.options, nations, bots, chanceSeedOf(seed), true);
    g.log = std::move(played.log);
    *final = played.final;
    return g;
}

} // namespace

class TestConquestSaves : public QObject {
    Q_OBJECT
private slots:
    void playThenReplayThousandSeeds();
    void gameInProgressSavesAndGoesOn();
    void damagedFilesGiveExactErrors_data();
    void damagedFilesGiveExactErrors();
    void rulebookTieSettledByRoll();
    void rulebookRetreatAgainstPursuit();
    void rulebookCasualtyCap();
};

void TestConquestSaves::playThenReplayThousandSeeds()
{
    for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
        State final;
        const saves::SavedConquest g = playedGame(seed, &final);
        QVERIFY(final.over());
        const saves::LoadedConquest loaded = saves::load(saves::serialize(g, final), QStringLiteral("g.canaansave"));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        QVERIFY(*loaded.game == g);
        QVERIFY(loaded.state == final);
        QCOMPARE(saves::digestOf(loaded.state), saves::digestOf(final));
    }
}

void TestConquestSaves::gameInProgressSavesAndGoesOn()
{
    // A host saves a game in the middle (any action, a decision or a chance outcome pending) and
    // goes on from the loaded state to the same end.
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        State final;
        const saves::SavedConquest whole = playedGame(seed, &final);
        saves::SavedConquest part = whole;
        part.log.resize(whole.log.size() * (seed % 9 + 1) / 10);
        std::vector<Nation> nations;
        for (const saves::SavedSeat &seat : part.seats)
            nations.push_back(seat.nation);
        State middle = newGame(part.options, nations);
        for (const Action &a : part.log)
            apply(middle, a);
        QVERIFY(!middle.over());
        const saves::LoadedConquest loaded = saves::load(saves::serialize(part, middle), QStringLiteral("middle.canaansave"));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        QVERIFY(loaded.state == middle);
        State resumed = loaded.state;
        for (std::size_t i = part.log.size(); i < whole.log.size(); ++i)
            QCOMPARE(tryApply(resumed, whole.log[i]), IllegalReason::Ok);
        QVERIFY(resumed == final);
    }
}

void TestConquestSaves::damagedFilesGiveExactErrors_data()
{
    State final;
    const QByteArray good = saves::serialize(playedGame(3, &final), final);
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("cut short") << QByteArray("{\"format\": \"canaan-save\",") << QStringLiteral("g:1:25: error: The file is not valid JSON: an object is not closed with \"}\".");
    QByteArray wrongFormat = good;
    wrongFormat.replace("\"canaan-save\"", "\"canaan-map\"");
    QTest::newRow("format") << wrongFormat << QStringLiteral("g:format: error: \"canaan-save\" is required");
    QByteArray newer = good;
    newer.replace("\"version\": 1", "\"version\": 2");
    QTest::newRow("newer") << newer << QStringLiteral("g:version: error: saved by a newer version of Canaan");
    QByteArray nation = good;
    nation.replace("\"nation\":\"hittites\"", "\"nation\":\"romans\"");
    QTest::newRow("nation") << nation << QStringLiteral("g:seats[0].nation: error: unknown nation \"romans\"");
    QByteArray twice = good;
    twice.replace("\"nation\":\"egyptians\"", "\"nation\":\"hittites\"");
    QTest::newRow("same nation") << twice << QStringLiteral("g:seats: error: each nation may play only once");
    QByteArray card = good;
    card.replace("{\"card\":\"", "{\"card\":\"x");
    QTest::newRow("card") << card << QStringLiteral("g:log[1].card: error: unknown card \"x") + QString::fromLatin1(good.mid(good.indexOf("{\"card\":\"") + 9).split('"').front()) + u'"';
    QByteArray illegal = good;
    illegal.replace("{\"do\":\"shuffle\",\"p\":0}", "{\"do\":\"pass\",\"p\":0}");
    QTest::newRow("illegal") << illegal << QStringLiteral("g:log[0]: error: not legal here: another player (or chance) decides now");
    QByteArray digest = good;
    const int at = digest.indexOf("sha256:") + 7;
    digest[at] = digest[at] == 'a' ? 'b' : 'a';
    QTest::newRow("digest") << digest << QStringLiteral("g:digest: error: does not match the state the log leads to (the file is damaged or was edited)");
    // Options: a whole number in range, or left out; never silently the default (issue 33).
    const QByteArray options = "\"options\": {\"cities\":20,\"turns\":20}";
    QVERIFY(good.contains(options));
    const QString whole = QStringLiteral("This value must be a whole number.");
    for (const char *bad : {"1e30", "\"8\"", "5.5", "null", "true", "[]"}) {
        QByteArray text = good;
        text.replace(options, "\"options\": {\"cities\":" + QByteArray(bad) + ",\"turns\":20}");
        QTest::addRow("cities %s", bad) << text << QStringLiteral("g:options.cities: error: ") + (QByteArray(bad) == "1e30" ? QStringLiteral("This number must be from 10 to 60.") : whole);
        text = good;
        text.replace(options, "\"options\": {\"cities\":20,\"turns\":" + QByteArray(bad) + "}");
        QTest::addRow("turns %s", bad) << text << QStringLiteral("g:options.turns: error: ") + (QByteArray(bad) == "1e30" ? QStringLiteral("This number must be from 4 to 200.") : whole);
    }
    QByteArray fewCities = good;
    fewCities.replace(options, "\"options\": {\"cities\":3,\"turns\":20}");
    QTest::newRow("cities 3") << fewCities << QStringLiteral("g:options.cities: error: This number must be from 10 to 60.");
    QByteArray syntax = good;
    syntax.replace("\"game\": \"conquest\"", "\"game\" \"conquest\"");
    QTest::newRow("syntax") << syntax << QStringLiteral("g:4:10: error: The file is not valid JSON: a \":\" is missing after a key.");
}

void TestConquestSaves::damagedFilesGiveExactErrors()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, error);
    const saves::LoadedConquest loaded = saves::load(text, QStringLiteral("g"));
    QVERIFY(!loaded.ok());
    QCOMPARE(loaded.error, error);
}

void TestConquestSaves::rulebookTieSettledByRoll()
{
    const saves::LoadedConquest g = saves::load(readData("rulebook_tie_roll.canaansave"), QStringLiteral("tie"));
    QVERIFY2(g.ok(), qPrintable(g.error));
    // Two categories each; 4-4 rolled again, then 2-5: the defender wins and takes a city.
    QCOMPARE(g.state.cities[0], 9);
    QCOMPARE(g.state.cities[1], 11);
    QCOMPARE(g.state.armies[0], 13 - 4); // 13 x 30% = 3.9 -> 4
    QCOMPARE(g.state.armies[1], 10 - 1);
}

void TestConquestSaves::rulebookRetreatAgainstPursuit()
{
    const saves::LoadedConquest g = saves::load(readData("rulebook_retreat_pursuit.canaansave"), QStringLiteral("retreat"));
    QVERIFY2(g.ok(), qPrintable(g.error));
    // 10 x 30% = 3; Retreat halves it to 1; Pursuit doubles that to 2.
    QCOMPARE(g.state.armies[1], 8);
    QCOMPARE(g.state.armies[0], 13 - 1);
    QCOMPARE(g.state.cities[0], 11);
}

void TestConquestSaves::rulebookCasualtyCap()
{
    const saves::LoadedConquest g = saves::load(readData("rulebook_casualty_cap.canaansave"), QStringLiteral("cap"));
    QVERIFY2(g.ok(), qPrintable(g.error));
    // The Egyptians (20 + 6) lose three categories and roll 6: 26 x 60% = 16, capped at the 10 the
    // Moabites have.
    QCOMPARE(g.state.armies[0], 26 - 10);
    QCOMPARE(g.state.armies[1], 10 - 1);
    QCOMPARE(g.state.cities[1], 11);
}

QTEST_APPLESS_MAIN(TestConquestSaves)
#include "test_saves.moc"
