// The end screen of a Conquest game opened after it ended (issue 22, item 7): a finished save written
// by `canaan-cli play --game conquest … --save` shows the city tokens over every turn and the battles
// won and lost per nation, rebuilt from its log; and a game resumed half-way and played to its end
// shows the same figures as its whole log replayed.
#include "app/card_table/card_table_widget.h"
#include "tests/common/cli_run.h"
#include "app/card_table/conquest_window.h"
#include "app/card_table/conquest_end_screen.h"
#include "tests/app/card_table/person_clicks.h"
#include "app/card_table/summary_replay.h"

#include "engine/conquest/engine.h"
#include "engine/conquest/events.h"

#include <QProcess>
#include <QTableWidget>
#include <QTemporaryDir>

using namespace canaan;
using namespace canaan::cardtable;

namespace {

struct Expected {
    std::array<int, conquest::kMaxPlayers> won{}, lost{};
    int turns = 0;
    int cityTotal = 0;
};

// From the engine's events, apart from the code under test: who beat whom, and the turns played.
Expected expectedOf(const conquest::saves::SavedConquest &game)
{
    std::vector<conquest::Nation> nations;
    for (const auto &seat : game.seats)
        nations.push_back(seat.nation);
    conquest::State state = conquest::newGame(game.options, nations);
    Expected e;
    conquest::EventList events;
    for (const conquest::Action &a : game.log) {
        const conquest::State before = state;
        conquest::apply(state, a);
        events.clear();
        conquest::eventsOf(before, a, state, events);
        for (const conquest::Event &ev : events)
            if (ev.kind == conquest::EventKind::BattleWon) {
                ++e.won[ev.player];
                ++e.lost[ev.other];
            }
    }
    e.turns = state.turnsPlayed;
    for (int s = 0; s < state.numPlayers; ++s)
        e.cityTotal += state.cities[s];
    e.cityTotal += state.pool;
    return e;
}

} // namespace

class TestFinishedSaveSummary : public QObject {
    Q_OBJECT
private slots:
    void aFinishedSaveShowsItsWholeGame()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("over.canaansave"));
        const canaan::testing::CliRun cli = canaan::testing::runCanaanCli(
            {QStringLiteral("play"), QStringLiteral("--game"), QStringLiteral("conquest"), QStringLiteral("--nations"),
             QStringLiteral("hittites,hebrews,egyptians,assyrians"), QStringLiteral("--bots"),
             QStringLiteral("hard,normal,normal,random"), QStringLiteral("--seed"), QStringLiteral("7"), QStringLiteral("--save"), path},
            {.timeoutMs = 60000});
        QVERIFY2(cli.exitCode == 0, cli.errBytes.constData());
        const conquest::saves::LoadedConquest loaded = conquest::saves::loadFile(path);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        const Expected expected = expectedOf(*loaded.game);
        QVERIFY(expected.turns >= 20);

        ConquestWindow window(*loaded.game);
        QCOMPARE(window.resumeError(), -1);
        QVERIFY(window.host().state().over());
        window.show();
        const ConquestSummary &summary = window.table()->summary();
        // A point at the start, then one after every turn; the city tokens are conserved throughout.
        QCOMPARE(summary.citiesByTurn.size(), expected.turns + 1);
        for (const auto &point : summary.citiesByTurn) {
            int total = 0;
            for (int s = 0; s < summary.numPlayers; ++s)
                total += point[s];
            QVERIFY(total <= expected.cityTotal);
        }
        for (int s = 0; s < summary.numPlayers; ++s)
            QCOMPARE(summary.citiesByTurn.last()[s], int(window.host().state().cities[s]));
        int battles = 0;
        for (int s = 0; s < summary.numPlayers; ++s) {
            QCOMPARE(summary.battlesWon[s], expected.won[s]);
            QCOMPARE(summary.battlesLost[s], expected.lost[s]);
            battles += summary.battlesWon[s];
        }
        QVERIFY(battles > 0);
        // And the end screen shows them: its table's "won" and "lost" columns.
        QTableWidget *table = window.table()->endScreen()->battles();
        QCOMPARE(table->rowCount(), summary.numPlayers);
        for (int s = 0; s < summary.numPlayers; ++s) {
            QCOMPARE(table->item(s, 2)->text(), QString::number(expected.won[s]));
            QCOMPARE(table->item(s, 3)->text(), QString::number(expected.lost[s]));
        }
        QVERIFY(!window.table()->endScreen()->winnerText().isEmpty());
    }

    // Counted live after a resume, and replayed for the turns before it: together the whole game's.
    void aResumedGameCountsItsPastAndItsRest()
    {
        QTemporaryDir dir;
        const QString autosave = dir.filePath(QStringLiteral("autosave.canaansave"));
        std::mt19937 rng(21);
        {
            ConquestWindow first(ConquestWindow::newGame(ConquestChoices::defaults(), 11));
            first.setAutosavePath(autosave);
            first.start(0);
            playOnByClicks(first, rng, [&] { return first.host().state().turnsPlayed >= 8; });
        }
        const conquest::saves::LoadedConquest loaded = conquest::saves::loadFile(autosave);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        ConquestWindow second(*loaded.game);
        second.start(0);
        playOnByClicks(second, rng, {});
        QVERIFY(second.host().state().over());

        ConquestSummary whole;
        int turnSeen = -1;
        std::vector<conquest::Nation> nations;
        for (const auto &seat : loaded.game->seats)
            nations.push_back(seat.nation);
        replaySummary(whole, turnSeen, conquest::newGame(loaded.game->options, nations), second.host().log());
        const ConquestSummary &shown = second.table()->summary();
        QCOMPARE(shown.citiesByTurn, whole.citiesByTurn);
        QCOMPARE(shown.battlesWon, whole.battlesWon);
        QCOMPARE(shown.battlesLost, whole.battlesLost);
    }
};

QTEST_MAIN(TestFinishedSaveSummary)
#include "test_finished_save_summary.moc"
