// Done-when of issue 3: a game played headless and saved replays to the same summary, for 1,000
// seeds per ruleset. Runs in-process with the CLI's own game runner (headless_game.cpp) to stay fast.
#include "tools/canaan-cli/headless_game.h"
#include "engine/io/game_digest.h"
#include "engine/io/game_summary.h"
#include "engine/io/save_file.h"

#include <QElapsedTimer>
#include <QTest>

using namespace canaan;

namespace {

constexpr int kSeeds = 1000;

settlers::MapModel builtinMap(const QString &name)
{
    const MapLoadResult loaded
        = loadMapFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/%1.canaanmap").arg(name));
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.error.toString()));
    return *loaded.map;
}

} // namespace

class TestPlayReplay : public QObject {
    Q_OBJECT
private slots:
    void playThenReplayGivesTheSameSummary_data();
    void playThenReplayGivesTheSameSummary();
};

void TestPlayReplay::playThenReplayGivesTheSameSummary_data()
{
    QTest::addColumn<QString>("map");
    QTest::newRow("canaan") << QStringLiteral("canaan");
    QTest::newRow("classic") << QStringLiteral("classic");
}

void TestPlayReplay::playThenReplayGivesTheSameSummary()
{
    QFETCH(QString, map);
    const settlers::MapModel model = builtinMap(map);
    const int minPlayers = model.ruleset == settlers::Ruleset::Classic ? 3 : 2;
    QElapsedTimer timer;
    timer.start();
    long actions = 0;
    int finished = 0;
    for (int seed = 1; seed <= kSeeds; ++seed) {
        // Every seat count the ruleset allows, in turn.
        const int players = minPlayers + seed % (settlers::kMaxPlayers - minPlayers + 1);
        QStringList bots;
        for (int p = 0; p < players; ++p)
            bots << QStringLiteral("random");
        const cli::HeadlessGame played = cli::playHeadless(model, bots, static_cast<std::uint64_t>(seed), 0);
        QVERIFY(!played.stalled);
        const settlers::Rules rules = played.saved.rules();
        const QByteArray bytes = serializeSave(played.saved, rules, played.final);
        const SaveReadResult read = parseSave(bytes, QStringLiteral("seed-%1.canaansave").arg(seed));
        QVERIFY2(read.ok(), qPrintable(read.error.toString()));
        const SaveLoadResult loaded = replaySave(*read.game, QStringLiteral("seed-%1.canaansave").arg(seed));
        QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
        const QJsonObject before = gameSummaryJson(summarizeGame(rules, played.final, played.saved.seats));
        const QJsonObject after = gameSummaryJson(summarizeGame(rules, loaded.state, loaded.game->seats));
        if (before != after)
            QFAIL(qPrintable(QStringLiteral("seed %1: the replayed summary differs").arg(seed)));
        actions += static_cast<long>(played.saved.log.size());
        finished += played.final.isOver() ? 1 : 0;
    }
    QCOMPARE(finished, kSeeds);
    qInfo("%s: %d games, %ld actions, played, saved, read and replayed in %lld ms", qPrintable(map), kSeeds, actions,
        static_cast<long long>(timer.elapsed()));
}

QTEST_GUILESS_MAIN(TestPlayReplay)
#include "test_play_replay.moc"
