// Saved games: writing and reading back, the action codec, unfinished games, and a hand-written
// save that breaks a rule.
#include "engine/settlers/ai/driver.h"
#include "engine/io/action_json.h"
#include "engine/io/game_digest.h"
#include "engine/io/game_summary.h"
#include "engine/io/game_text.h"
#include "engine/io/save_file.h"

#include <QFile>
#include <QJsonDocument>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <functional>

using namespace canaan;

namespace {

settlers::MapModel builtinMap(const char *name)
{
    const MapLoadResult loaded
        = loadMapFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/%1.canaanmap").arg(QLatin1String(name)));
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.error.toString()));
    return *loaded.map;
}

SavedGame recordedGame(const settlers::MapModel &map, int players, std::uint64_t seed, settlers::GameState &final, int turnLimit = 0)
{
    SavedGame game;
    game.map = map;
    game.ruleset = map.ruleset;
    game.options = map.options;
    game.seed = seed;
    game.turnLimit = turnLimit;
    for (int p = 0; p < players; ++p)
        game.seats.push_back({"Seat " + std::to_string(p + 1), "random", p % 2 ? "blue" : "#a0b1c2"});
    const settlers::PlayedGame played = settlers::playRandomGame(game.rules(), players, seed);
    game.log = played.log;
    final = played.final;
    return game;
}

QString dataFile(const char *name) { return QStringLiteral(CANAAN_TEST_DATA_DIR "/") + QLatin1String(name); }

} // namespace

class TestSaveFile : public QObject {
    Q_OBJECT
private slots:
    void roundTrip_data();
    void roundTrip();
    void actionCodecIsExact();
    void largeSeedSurvives();
    void unfinishedGameLoads();
    void handWrittenSaveReplays();
    void seatWithoutColourIsWrittenWithoutOne();
    void handWrittenIllegalSettlementIsRejected();
    void digestIsStable();
    void digestCoversTheWholeGame_data();
    void digestCoversTheWholeGame();
    void digestErrorDoesNotTellTheDigest();
    void oldVersionIsNoWayAroundTheDigest();
    void writesThroughSaveFile();
    void everyReasonHasItsOwnSentence();
    void rareActionsSurviveTheCodec();
    void handWrittenTradeReplays();
};

void TestSaveFile::roundTrip_data()
{
    QTest::addColumn<QString>("map");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("seed");
    QTest::addColumn<QList<int>>("setupOrder"); // the map's; empty for the rule's order
    QTest::newRow("canaan, 4 players") << QStringLiteral("canaan") << 4 << 11 << QList<int>{};
    QTest::newRow("canaan, 2 players") << QStringLiteral("canaan") << 2 << 12 << QList<int>{};
    QTest::newRow("classic, 3 players") << QStringLiteral("classic") << 3 << 13 << QList<int>{};
    // A map's setup order names four positions; with fewer players the engine skips the others,
    // and the save it wrote was refused ("names position 2 ... the number of players here is 2").
    const QList<int> fourSeats{0, 1, 2, 3, 3, 2, 1, 0};
    QTest::newRow("canaan, 2 players, a four-seat setup order") << QStringLiteral("canaan") << 2 << 14 << fourSeats;
    QTest::newRow("classic, 3 players, a four-seat setup order") << QStringLiteral("classic") << 3 << 15 << fourSeats;
}

void TestSaveFile::roundTrip()
{
    QFETCH(QString, map);
    QFETCH(int, players);
    QFETCH(int, seed);
    QFETCH(QList<int>, setupOrder);
    settlers::GameState final;
    settlers::MapModel board = builtinMap(qPrintable(map));
    board.options.setupOrder.assign(setupOrder.begin(), setupOrder.end());
    const SavedGame game = recordedGame(board, players, static_cast<std::uint64_t>(seed), final);
    const settlers::Rules rules = game.rules();
    const QByteArray bytes = serializeSave(game, rules, final);
    // The map's text made once (a server's table saves with it every second) gives the same bytes.
    QCOMPARE(serializeSave(game, rules, final, embeddedMapText(game.map)), bytes);

    const SaveReadResult read = parseSave(bytes, QStringLiteral("round.canaansave"));
    QVERIFY2(read.ok(), qPrintable(read.error.toString()));
    QVERIFY(read.warnings.empty());
    SavedGame expected = game;
    expected.digest = saveDigest(game, rules, final, SavedGame::kFormatVersion);
    QVERIFY(*read.game == expected);

    const SaveLoadResult loaded = replaySave(*read.game, QStringLiteral("round.canaansave"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
    QCOMPARE(gameSummaryJson(summarizeGame(rules, loaded.state, loaded.game->seats)),
        gameSummaryJson(summarizeGame(rules, final, game.seats)));
    // Writing what was read gives the same bytes: the layout is canonical.
    QCOMPARE(serializeSave(*loaded.game, rules, loaded.state), bytes);
}

void TestSaveFile::actionCodecIsExact()
{
    for (const char *name : {"canaan", "classic"}) {
        settlers::GameState final;
        const SavedGame game = recordedGame(builtinMap(name), 4, 77, final);
        const settlers::Rules rules = game.rules();
        for (std::size_t i = 0; i < game.log.size(); ++i) {
            const QByteArray text = io::actionToJson(rules, game.log[i]);
            io::JsonWalker walker;
            const QJsonValue value = QJsonDocument::fromJson('[' + text + ']').array().at(0);
            const auto back = io::actionFromJson(rules, 4, value, QStringLiteral("log[%1]").arg(i), walker);
            QVERIFY2(
                back.has_value(), qPrintable(text + ": " + (walker.error() ? walker.error()->message : QString())));
            QVERIFY2(*back == game.log[i], text.constData());
        }
    }
}

void TestSaveFile::largeSeedSurvives()
{
    settlers::GameState final;
    SavedGame game = recordedGame(builtinMap("canaan"), 3, 5, final, 3);
    game.seed = 18446744073709551615ULL;
    const SaveReadResult read = parseSave(serializeSave(game, game.rules(), final), QStringLiteral("seed"));
    QVERIFY2(read.ok(), qPrintable(read.error.toString()));
    QCOMPARE(read.game->seed, game.seed);
}

void TestSaveFile::unfinishedGameLoads()
{
    settlers::GameState final;
    SavedGame game = recordedGame(builtinMap("canaan"), 4, 21, final);
    const settlers::Rules rules = game.rules();
    game.log.resize(game.log.size() / 2);
    const settlers::ReplayResult half = settlers::replay(rules, 4, game.log);
    QCOMPARE(half.failedAt, -1L);
    QVERIFY(!half.state.isOver());
    const SaveLoadResult loaded = replaySave(
        *parseSave(serializeSave(game, rules, half.state), QStringLiteral("half")).game, QStringLiteral("half"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
    QCOMPARE(io::stateDigest(rules, loaded.state), io::stateDigest(rules, half.state));
    QVERIFY(loaded.state.pending != settlers::Pending::None);
}

void TestSaveFile::handWrittenSaveReplays()
{
    const SaveLoadResult loaded = loadSaveFile(dataFile("valid/seven_hexes.canaansave"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
    QCOMPARE(loaded.game->seats.size(), std::size_t{2});
    QCOMPARE(loaded.state.turn, 3);
    QCOMPARE(loaded.state.current, 0);
    QCOMPARE(loaded.state.pending, settlers::Pending::Roll);
}

// Found by fuzz_save_loader: a seat may have no colour; writing it back wrote "colour": "", which
// the reader then refused, so a user's game would have saved but never opened again.
void TestSaveFile::seatWithoutColourIsWrittenWithoutOne()
{
    SaveLoadResult loaded = loadSaveFile(dataFile("valid/seven_hexes.canaansave"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
    loaded.game->seats[1].colour.clear();
    const QByteArray bytes = serializeSave(*loaded.game, loaded.game->rules(), loaded.state);
    QVERIFY(!bytes.contains("\"colour\":\"\""));
    const SaveReadResult read = parseSave(bytes, QStringLiteral("no_colour.canaansave"));
    QVERIFY2(read.ok(), qPrintable(read.error.toString()));
    QVERIFY(read.game->seats[1].colour.empty());
    QCOMPARE(read.game->seats[0].colour, loaded.game->seats[0].colour);
    const SaveLoadResult again = replaySave(*read.game, QStringLiteral("no_colour.canaansave"));
    QVERIFY2(again.ok(), qPrintable(again.error.toString()));
}

void TestSaveFile::handWrittenIllegalSettlementIsRejected()
{
    const SaveLoadResult loaded = loadSaveFile(dataFile("illegal/settlement_too_close.canaansave"));
    QVERIFY(!loaded.ok());
    QCOMPARE(loaded.error.place, QStringLiteral("log[4]"));
    QCOMPARE(loaded.error.message,
        QStringLiteral("Action 4, {\"p\":1,\"do\":\"setupSettlement\",\"at\":\"2,-2,S\"}, is not legal: The "
                       "intersection is too close to another building."));
}

using GameEdit = std::function<void(SavedGame &)>;
Q_DECLARE_METATYPE(GameEdit)

void TestSaveFile::digestCoversTheWholeGame_data()
{
    QTest::addColumn<GameEdit>("edit");
    QTest::newRow("seats swapped") << GameEdit([](SavedGame &g) { std::swap(g.seats[0], g.seats[1]); });
    QTest::newRow("seat renamed") << GameEdit([](SavedGame &g) { g.seats[0].name = "Someone else"; });
    QTest::newRow("seat kind") << GameEdit([](SavedGame &g) { g.seats[1].kind = "human"; });
    QTest::newRow("seat colour") << GameEdit([](SavedGame &g) { g.seats[1].colour = "green"; });
    QTest::newRow("victory points") << GameEdit([](SavedGame &g) { g.options.vpToWin += 2; });
    QTest::newRow("seed") << GameEdit([](SavedGame &g) { g.seed += 1; });
    QTest::newRow("turn limit") << GameEdit([](SavedGame &g) { g.turnLimit = 5000; });
    QTest::newRow("map title") << GameEdit([](SavedGame &g) { g.map.title.en = "Another map"; });
}

// Swapping two seats left the final state as it was, so the old digest (of the state only)
// accepted it and named the wrong winner.
void TestSaveFile::digestCoversTheWholeGame()
{
    QFETCH(GameEdit, edit);
    settlers::GameState final;
    const SavedGame game = recordedGame(builtinMap("canaan"), 3, 21, final);
    const SaveReadResult read = parseSave(serializeSave(game, game.rules(), final), QStringLiteral("g.canaansave"));
    QVERIFY2(read.ok(), qPrintable(read.error.toString()));
    QVERIFY(replaySave(*read.game, QStringLiteral("g.canaansave")).ok());
    SavedGame edited = *read.game; // keeps the recorded digest
    edit(edited);
    const SaveLoadResult loaded = replaySave(edited, QStringLiteral("g.canaansave"));
    QVERIFY(!loaded.ok());
    QCOMPARE(loaded.error.place, QStringLiteral("digest"));
}

void TestSaveFile::digestErrorDoesNotTellTheDigest()
{
    settlers::GameState final;
    const SavedGame game = recordedGame(builtinMap("canaan"), 3, 21, final);
    SavedGame edited = game;
    std::swap(edited.seats[0], edited.seats[1]);
    edited.digest = saveDigest(game, game.rules(), final, SavedGame::kFormatVersion);
    const SaveLoadResult loaded = replaySave(edited, QStringLiteral("g.canaansave"));
    QVERIFY(!loaded.ok());
    QCOMPARE(loaded.error.place, QStringLiteral("digest"));
    const QString needed = saveDigest(edited, edited.rules(), final, SavedGame::kFormatVersion);
    QVERIFY2(!loaded.error.message.contains(needed.mid(7, 16)), qPrintable(loaded.error.message));
    QVERIFY(!loaded.error.message.contains(QStringLiteral("sha256:")));
}

// Format 1's digest covered only the state: with "version": 1 and that digest, swapped seats passed.
void TestSaveFile::oldVersionIsNoWayAroundTheDigest()
{
    settlers::GameState final;
    const SavedGame game = recordedGame(builtinMap("canaan"), 3, 21, final);
    SavedGame edited = game;
    std::swap(edited.seats[0], edited.seats[1]);
    edited.formatVersion = 1;
    edited.digest = saveDigest(edited, edited.rules(), final, 1);
    const QByteArray text = serializeSave(edited, edited.rules(), final)
                                .replace("\"version\": 2", "\"version\": 1")
                                .replace(saveDigest(edited, edited.rules(), final, 2).toLatin1(), edited.digest.toLatin1());
    const SaveReadResult read = parseSave(text, QStringLiteral("g.canaansave"));
    QVERIFY2(read.ok(), qPrintable(read.error.toString()));
    QCOMPARE(read.game->formatVersion, 1);
    const SaveLoadResult loaded = replaySave(*read.game, QStringLiteral("g.canaansave"));
    QVERIFY(!loaded.ok());
    QCOMPARE(loaded.error.place, QStringLiteral("digest"));
    // Without a digest an old file still opens, unchecked, as docs/save-format.md says.
    SavedGame unchecked = *read.game;
    unchecked.digest.clear();
    QVERIFY(replaySave(unchecked, QStringLiteral("g.canaansave")).ok());
}

void TestSaveFile::digestIsStable()
{
    // A fixed game gives a fixed digest on every machine and run; update only on purpose (a change
    // of the canonical text breaks every save's digest).
    const SaveLoadResult loaded = loadSaveFile(dataFile("valid/seven_hexes.canaansave"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
    QCOMPARE(io::stateDigest(loaded.game->rules(), loaded.state),
        QStringLiteral("sha256:0c777dd0060528886d2ffac5f25f11b913b8ddd9bdb2a2b219a7c10b3c8ad8d5"));
}

void TestSaveFile::writesThroughSaveFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    settlers::GameState final;
    const SavedGame game = recordedGame(builtinMap("classic"), 4, 3, final, 5);
    const QString path = dir.filePath(QStringLiteral("g.canaansave"));
    QString error;
    QVERIFY2(saveSaveFile(game, game.rules(), final, path, &error), qPrintable(error));
    const SaveLoadResult loaded = loadSaveFile(path);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
    QCOMPARE(loaded.game->log.size(), game.log.size());
    QVERIFY(!saveSaveFile(game, game.rules(), final, dir.filePath(QStringLiteral("no/such/dir/g.canaansave")), &error));
    QVERIFY(!error.isEmpty());
}

void TestSaveFile::everyReasonHasItsOwnSentence()
{
    QSet<QString> seen;
    for (int r = 0; r < settlers::kIllegalReasonCount; ++r) {
        const QString text = illegalReasonText(static_cast<settlers::IllegalReason>(r));
        QVERIFY2(text.endsWith(u'.') && !seen.contains(text), qPrintable(text));
        seen.insert(text);
    }
    // Spot checks at both ends of the enum, so a shifted table cannot pass.
    QCOMPARE(illegalReasonText(settlers::IllegalReason::BadTrade).left(22), QStringLiteral("The trade is not valid"));
    QCOMPARE(illegalReasonText(settlers::IllegalReason::BadVictim), QStringLiteral("That player cannot be robbed here."));
    QCOMPARE(
        illegalReasonText(settlers::IllegalReason::ImpossibleOutcome), QStringLiteral("This chance outcome cannot happen now."));
    QCOMPARE(pendingText(settlers::Pending::Turn), QStringLiteral("trading, building, playing a card or ending the turn"));
    QCOMPARE(endReasonText(settlers::EndReason::TurnLimit), QStringLiteral("The game stopped at the turn limit, unfinished."));
}

// Kinds that random games never or seldom make (the random bot makes no offers).
void TestSaveFile::rareActionsSurviveTheCodec()
{
    const settlers::Rules rules(builtinMap("canaan"));
        std::vector<settlers::Action> actions{settlers::makeAction(settlers::ActionKind::OfferTrade, 0), settlers::makeAction(settlers::ActionKind::OfferTrade, 1, 3),
        settlers::makeAction(settlers::ActionKind::AnswerTrade, 2, static_cast<int>(settlers::TradeAnswer::Counter)),
        settlers::makeAction(settlers::ActionKind::AnswerTrade, 2, static_cast<int>(settlers::TradeAnswer::Accept)), settlers::makeAction(settlers::ActionKind::ConfirmTrade, 0, 2),
        settlers::makeAction(settlers::ActionKind::ConfirmTrade, 0), settlers::makeAction(settlers::ActionKind::BuildStone, 1),
        settlers::makeAction(settlers::ActionKind::BuildStone, 1, 3, static_cast<int>(settlers::Resource::Wool)), settlers::makeAction(settlers::ActionKind::MovePlague, 1, 20),
        settlers::makeAction(settlers::ActionKind::MovePlague, 1, 20, 0), settlers::makeAction(settlers::ActionKind::MaritimeTrade, 3, 0, 4)};
    actions[0].trade = {1, 0, -2, 0, 0};
    actions[1].trade = {0, 0, 0, 3, -1};
    actions[2].trade = {-1, 2, 0, 0, 0}; // the current seat gets 1 lumber and gives 2 wool
    for (int card = 0; card < settlers::kDevCardCount; ++card) {
        switch (static_cast<settlers::DevCard>(card)) {
        case settlers::DevCard::KorahsRebellion: actions.push_back(settlers::makeAction(settlers::ActionKind::PlayCard, 0, card, 2)); break;
        case settlers::DevCard::PlentifulLands:
            actions.push_back(settlers::makeAction(settlers::ActionKind::PlayCard, 0, card, 4, 4));
            actions.push_back(settlers::makeAction(settlers::ActionKind::PlayCard, 0, card, 1));
            break;
        case settlers::DevCard::Improvements:
        case settlers::DevCard::BountifulHarvest:
        case settlers::DevCard::CalebsBlessing: actions.push_back(settlers::makeAction(settlers::ActionKind::PlayCard, 0, card, 17)); break;
        case settlers::DevCard::GibeoniteTrickery: actions.push_back(settlers::makeAction(settlers::ActionKind::PlayCard, 0, card, 3)); break;
        default: actions.push_back(settlers::makeAction(settlers::ActionKind::PlayCard, 0, card)); break;
        }
    }
    for (const settlers::Action &action : actions) {
        const QByteArray text = io::actionToJson(rules, action);
        io::JsonWalker walker;
        const auto back = io::actionFromJson(
            rules, 4, QJsonDocument::fromJson('[' + text + ']').array().at(0), QStringLiteral("log[0]"), walker);
        QVERIFY2(back.has_value(), qPrintable(text + ": " + (walker.error() ? walker.error()->message : QString())));
        QVERIFY2(*back == action, text.constData());
    }
    QCOMPARE(io::actionToJson(rules, actions[2]),
        QByteArray(R"({"p":2,"do":"answerTrade","answer":"counter","give":{"lumber":1},"get":{"wool":2}})"));
}

void TestSaveFile::handWrittenTradeReplays()
{
    const SaveLoadResult loaded = loadSaveFile(dataFile("valid/domestic_trade.canaansave"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
    // Judah countered: two grain for Reuben's lumber.
    QCOMPARE(loaded.state.hand[0][static_cast<int>(settlers::Resource::Lumber)], 0);
    QCOMPARE(loaded.state.hand[0][static_cast<int>(settlers::Resource::Grain)], 2);
    QCOMPARE(loaded.state.hand[1][static_cast<int>(settlers::Resource::Lumber)], 1);
    QCOMPARE(loaded.state.hand[1][static_cast<int>(settlers::Resource::Grain)], 1);
}

QTEST_GUILESS_MAIN(TestSaveFile)
#include "test_save_file.moc"
