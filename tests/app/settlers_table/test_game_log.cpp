// The game log of a resumed game: the whole story goes in at once. Adding a long game's events one
// by one laid the list out again for each (a 5,000-action game took 71 s to open).
#include "app/settlers_table/game_log.h"
#include "engine/io/map_file.h"
#include "tools/resume-bench/passive_game.h"
#include "engine/settlers/rules/engine.h"

#include <QSignalSpy>
#include <QTest>

using namespace canaan;

class TestGameLog : public QObject {
    Q_OBJECT
private slots:
    void resumedStoryGoesInAtOnce()
    {
        const MapLoadResult map = loadMapFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/canaan.canaanmap"));
        QVERIFY2(map.ok(), qPrintable(map.error.toString()));
        settlers::GameState final{};
        const SavedGame game = bench::passiveGame(*map.map, 5000, final);
        const settlers::Rules rules = game.rules();
        settlers::GameState state = settlers::newGame(rules, static_cast<int>(game.seats.size()));
        std::vector<settlers::Event> events;
        settlers::EventSink sink;
        for (const settlers::Action &action : game.log) {
            sink.clear();
            settlers::apply(rules, state, action, &sink);
            events.insert(events.end(), sink.events.begin(), sink.events.begin() + sink.size);
        }

        settlerstable::GameLog log({"Reuben", "Judah", "Levi", "Dan"}, rules.ruleset());
        QSignalSpy inserted(log.model(), &QAbstractItemModel::rowsInserted);
        log.addEvents(events);
        QCOMPARE(inserted.count(), 1);
        // The last kResumedLines sentences, under a line that says earlier ones are not listed.
        QCOMPARE(log.count(), settlerstable::GameLog::kResumedLines + 1);
        QCOMPARE(log.lines().front(), QStringLiteral("(Earlier events of this game are not listed.)"));

        // The same sentences as one at a time.
        settlerstable::GameLog oneByOne({"Reuben", "Judah", "Levi", "Dan"}, rules.ruleset());
        // From an event that starts a line: a player's consecutive discards are one line.
        auto from = events.end() - 300;
        while (from != events.begin() && std::prev(from)->kind == settlers::EventKind::Discarded)
            --from;
        for (const settlers::Event &event : std::vector<settlers::Event>(from, events.end()))
            oneByOne.addEvent(event);
        const QStringList all = log.lines();
        QCOMPARE(all.mid(all.size() - oneByOne.count()), oneByOne.lines());

        // A short game is listed whole, without the note.
        settlerstable::GameLog shortLog({"Reuben", "Judah", "Levi", "Dan"}, rules.ruleset());
        shortLog.addEvents(std::vector<settlers::Event>(events.begin(), events.begin() + 200));
        QVERIFY(shortLog.count() > 50);
        QVERIFY(!shortLog.lines().front().startsWith(u'('));
    }

    // Issue 42, D10: in a narrow log of wrapped lines, the newest line is shown whole after each
    // event, not cut in half at the bottom.
    void newestLineIsShownWhole()
    {
        const MapLoadResult map = loadMapFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/canaan.canaanmap"));
        QVERIFY2(map.ok(), qPrintable(map.error.toString()));
        settlers::GameState final{};
        const SavedGame game = bench::passiveGame(*map.map, 400, final);
        const settlers::Rules rules = game.rules();
        settlers::GameState state = settlers::newGame(rules, static_cast<int>(game.seats.size()));
        settlerstable::GameLog log({"Reuben", "Judah", "Levi", "Dan"}, rules.ruleset());
        log.resize(220, 140);
        log.show();
        QVERIFY(QTest::qWaitForWindowExposed(&log));
        settlers::EventSink sink;
        int checked = 0;
        for (const settlers::Action &action : game.log) {
            sink.clear();
            settlers::apply(rules, state, action, &sink);
            const int before = log.count();
            for (std::size_t i = 0; i < sink.size; ++i)
                log.addEvent(sink.events[i]);
            if (log.count() == before)
                continue;
            QCoreApplication::processEvents(); // the batched layout of the new rows
            const QRect last = log.visualItemRect(log.item(log.count() - 1));
            QVERIFY2(last.top() >= 0 && last.bottom() <= log.viewport()->height(),
                     qPrintable(QStringLiteral("line %1 at %2..%3 of %4").arg(log.count()).arg(last.top()).arg(last.bottom())
                                    .arg(log.viewport()->height())));
            ++checked;
        }
        QVERIFY(checked > 50);
    }
};

QTEST_MAIN(TestGameLog)
#include "test_game_log.moc"
