// A board-game table's setup is read once (net/settlers_table_setup.h): what is kept is what
// reading the setup's save gives, a new table's `game` message written around its seats is the
// text made from its whole save, and a setup of a user's map is not kept (issue 34).
#include "net/settlers_table_setup.h"
#include "play/settlers_match.h"

#include <QJsonDocument>
#include <QtTest>

using namespace canaan;
using namespace canaan::net;

Q_DECLARE_METATYPE(TableSetup)

namespace {

TableSetup setupOf(const QString &map, const QStringList &seats, const QString &ruleset = {}, const QJsonObject &options = {})
{
    TableSetup setup;
    setup.mapName = map;
    setup.seatKinds = seats;
    setup.ruleset = ruleset;
    setup.options = options;
    setup.turnLimit = 30;
    return setup;
}

std::vector<SeatState> people(const TableSetup &setup)
{
    const QStringList names{QStringLiteral("Ruth"), QStringLiteral("Boaz \"the\" \\ kinsman"), QStringLiteral("나오미"), QStringLiteral("Orpah")};
    std::vector<SeatState> seats;
    for (qsizetype i = 0; i < setup.seatKinds.size(); ++i)
        seats.push_back(SeatState{setup.seatKinds[i] == QLatin1String("person") ? names[i] : setup.seatKinds[i], {}, false, false, {}});
    return seats;
}

} // namespace

class TestSettlersTableSetup : public QObject {
    Q_OBJECT
private slots:
    void keptAsTheSaveReads_data()
    {
        QTest::addColumn<TableSetup>("setup");
        QTest::newRow("canaan") << setupOf("canaan", {"person", "random", "person"});
        QTest::newRow("classic, its options") << setupOf("classic", {"person", "hard", "person", "normal"}, "classic",
                                                         QJsonObject{{"vpToWin", 12}, {"bank", 30}});
        QTest::newRow("canaan by classic rules") << setupOf("canaan", {"person", "person", "easy"}, "classic");
    }
    void keptAsTheSaveReads()
    {
        QFETCH(TableSetup, setup);
        const auto first = readSettlersSetup(setup);
        const auto second = readSettlersSetup(setup);
        QVERIFY(std::holds_alternative<std::shared_ptr<const SettlersNewGame>>(first));
        const std::shared_ptr<const SettlersNewGame> kept = std::get<std::shared_ptr<const SettlersNewGame>>(first);
        QCOMPARE(std::get<std::shared_ptr<const SettlersNewGame>>(second), kept); // read once

        // The table's save, as the start read it before: the same game but for the seed and names.
        const std::vector<SeatState> seats = people(setup);
        const SaveReadResult read = parseSave(newSettlersSaveJson(setup, seats), QStringLiteral("test"));
        QVERIFY(read.ok());
        SavedGame game = kept->game;
        for (size_t i = 0; i < seats.size(); ++i)
            game.seats[i].name = seats[i].name.toStdString();
        game.seed = read.game->seed;
        QVERIFY(game == *read.game);
        QCOMPARE(kept->mapText, embeddedMapText(play::SettlersMatch::setupOf(*read.game).map));

        // The `game` message's setup: written around the seats, the same bytes as from the save.
        const settlers::Rules rules = game.rules();
        QCOMPARE(settlersSetupText(*kept, rules, game.seats), settlersSetupText(game, rules, kept->mapText));
        QVERIFY(!kept->setupBefore.isEmpty()); // written around the seats, not whole
    }

    void refusesAsTheSaveReaderDoes()
    {
        const auto read = readSettlersSetup(setupOf("canaan", {"person", "random"}, {}, QJsonObject{{"vpToWin", 1}}));
        QVERIFY(std::holds_alternative<Refusal>(read));
        QCOMPARE(std::get<Refusal>(read).id, QStringLiteral("badField"));
        QCOMPARE(std::get<Refusal>(read).detail.toObject().value("field").toString(), QStringLiteral("options.vpToWin"));
        QVERIFY(std::holds_alternative<Refusal>(readSettlersSetup(setupOf("nowhere", {"person", "random"}))));
    }

    // A user's map is read for each table, not kept.
    void usersMapsAreNotKept()
    {
        QFile file(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/classic.canaanmap"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        TableSetup setup = setupOf("custom", {"person", "random", "random"});
        setup.mapData = QJsonDocument::fromJson(file.readAll()).object();
        const auto first = readSettlersSetup(setup);
        QVERIFY(std::holds_alternative<std::shared_ptr<const SettlersNewGame>>(first));
        QVERIFY(std::get<std::shared_ptr<const SettlersNewGame>>(first) != std::get<std::shared_ptr<const SettlersNewGame>>(readSettlersSetup(setup)));
        QVERIFY(std::get<std::shared_ptr<const SettlersNewGame>>(first)->mapText.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSettlersTableSetup)
#include "test_settlers_table_setup.moc"
