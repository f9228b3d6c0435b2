// Computer players decide from their seat's view alone (issue 19): every bot level makes the same
// choice in two states that differ only in the other seats' secrets, and the choice is legal in
// both; and the worlds a bot deals from its view (engine/settlers/ai/determinization.h) are consistent with it,
// list the same legal actions as the real game, and keep what the view's public facts imply.
#include "tests/engine/settlers/rules/builtin_maps.h"
#include "tests/engine/settlers/rules/random_games.h"
#include "tests/engine/settlers/rules/secret_twins.h"
#include "engine/settlers/ai/bot_registry.h"
#include "engine/settlers/ai/determinization.h"
#include "engine/settlers/ai/hand_tracker.h"
#include "engine/settlers/ai/random_bot.h"
#include "engine/settlers/ai/search_bot.h"

#include <QtTest>
#include <cstring>

using namespace canaan;

namespace {

settlers::MapModel mapFor(bool classic) { return classic ? testmaps::classicMap() : testmaps::canaanMap(); }

// The bot of that level; hard with a twelfth of its iterations (the same code, faster).
std::unique_ptr<settlers::Bot> testBot(const QString &id, std::uint64_t seed)
{
    if (id != QStringLiteral("hard"))
        return settlers::makeBot(id.toStdString(), seed);
    settlers::SearchBudget budget;
    budget.iterations = 4;
    return std::make_unique<settlers::SearchBot>(seed, budget);
}

bool sameList(const settlers::ActionList &a, int na, const settlers::ActionList &b, int nb)
{
    if (na != nb)
        return false;
    for (int i = 0; i < na; ++i)
        if (!(a[i] == b[i]))
            return false;
    return true;
}

} // namespace

class TestBotViews : public QObject {
    Q_OBJECT
private slots:
    void sameChoiceWhateverTheOthersHide_data();
    void sameChoiceWhateverTheOthersHide();
    void dealtWorldsAgreeWithTheView_data() { test::addRulesetRows(); }
    void dealtWorldsAgreeWithTheView();
    void memoryNeverClaimsTooMuch_data() { test::addRulesetRows(); }
    void memoryNeverClaimsTooMuch();
    void likelyHandsGuessBetter_data() { test::addRulesetRows(); }
    void likelyHandsGuessBetter();
};

void TestBotViews::sameChoiceWhateverTheOthersHide_data()
{
    QTest::addColumn<QString>("bot");
    QTest::addColumn<bool>("classic");
    QTest::addColumn<int>("decisions");
    QTest::addColumn<int>("every"); // one position out of this many
    for (const bool classic : {false, true}) {
        const char *ruleset = classic ? "classic" : "canaan";
        QTest::addRow("random, %s", ruleset) << QStringLiteral("random") << classic << 3000 << 2;
        QTest::addRow("easy, %s", ruleset) << QStringLiteral("easy") << classic << 2000 << 3;
        QTest::addRow("normal, %s", ruleset) << QStringLiteral("normal") << classic << 2000 << 3;
        // The search is slow: fewer decisions, spread over more games, and a smaller budget.
        QTest::addRow("hard, %s", ruleset) << QStringLiteral("hard") << classic << 60 << 61;
    }
}

void TestBotViews::sameChoiceWhateverTheOthersHide()
{
    QFETCH(QString, bot);
    QFETCH(bool, classic);
    QFETCH(int, decisions);
    QFETCH(int, every);
    const settlers::Rules rules(mapFor(classic), 300);
    Pcg32 rng(classic ? 5 : 6);
    auto scratch = std::make_unique<settlers::ActionList>();
    int compared = 0, differingTwins = 0, searched = 0;
    long step = 0;
    std::uint64_t botSeed = 1;
    test::playRandomGames(rules, 200, 300, 400, [&](const settlers::GameState &, const settlers::Action &, const settlers::GameState &s) {
        if (compared >= decisions || settlers::isChancePending(s) || s.isOver() || ++step % every != 0)
            return;
        const int me = s.pendingPlayer;
        const settlers::GameState twin = test::secretTwin(s, me, rng);
        differingTwins += !(twin == s);
        // Two bots in the same inner state (the same seed, nothing decided before).
        ++botSeed;
        auto first = testBot(bot, botSeed), second = testBot(bot, botSeed);
        const settlers::Action a = first->decide(rules, settlers::viewOf(s, me), *scratch);
        const settlers::Action b = second->decide(rules, settlers::viewOf(twin, me), *scratch);
        if (const auto *search = dynamic_cast<const settlers::SearchBot *>(first.get()))
            searched += search->searchedDecisions();
        QVERIFY2(a == b, qPrintable(QStringLiteral("turn %1, seat %2").arg(s.turn).arg(me)));
        QCOMPARE(int(settlers::checkLegal(rules, s, a)), int(settlers::IllegalReason::Ok));
        QCOMPARE(int(settlers::checkLegal(rules, twin, a)), int(settlers::IllegalReason::Ok));
        ++compared;
    });
    QCOMPARE(compared, decisions);
    // Hard's playouts ran too, so sampled worlds were compared (on classic 9 of the 60 decisions
    // since issue 42's fair-offer rule, 10 or more before).
    if (bot == QStringLiteral("hard"))
        QVERIFY2(searched > 0, qPrintable(QString::number(searched)));
    QVERIFY2(differingTwins > decisions / 2, qPrintable(QString::number(differingTwins)));
}

void TestBotViews::dealtWorldsAgreeWithTheView()
{
    QFETCH(bool, classic);
    const settlers::Rules rules(mapFor(classic), 300);
    auto real = std::make_unique<settlers::ActionList>(), dealt = std::make_unique<settlers::ActionList>();
    Pcg32 rng(classic ? 21 : 22);
    int checked = 0;
    long step = 0;
    test::playRandomGames(rules, 30, 500, 600, [&](const settlers::GameState &, const settlers::Action &, const settlers::GameState &s) {
        if (settlers::isChancePending(s) || s.isOver() || ++step % 3 != 0)
            return;
        const int me = s.pendingPlayer;
        const settlers::SeatView view = settlers::viewOf(s, me);
        const int n = settlers::legalActions(rules, s, *real);
        for (const bool sampled : {false, true}) {
            const settlers::GameState world = sampled ? settlers::sampledWorld(rules, view, rng) : settlers::expectedWorld(rules, view);
            // The world is one the seat cannot tell from the real game...
            const settlers::SeatView again = settlers::viewOf(world, me);
            QVERIFY2(std::memcmp(&again, &view, sizeof view) == 0, sampled ? "sampled" : "expected");
            // ... and offers the seat the same choices, in the same order (so the random bot plays
            // the games it played with full sight).
            QVERIFY(sameList(*real, n, *dealt, settlers::legalActions(rules, world, *dealt)));
            // Classic: the current player cannot already hold the hidden VP cards that win.
            if (classic && s.stage == settlers::Stage::Play && s.current != me)
                QVERIFY(settlers::victoryPoints(rules, world, s.current) < rules.options().vpToWin);
            ++checked;
        }
    });
    QVERIFY(checked > 2000);
}

// Random games (steals between others included) with each seat's memory fed what the seat sees:
// `check(state, seat, memory)` after every action.
template <class Check>
void rememberRandomGames(const settlers::Rules &rules, Check check)
{
    auto scratch = std::make_unique<settlers::ActionList>();
    settlers::EventSink sink;
    for (int g = 0; g < 12; ++g) {
        settlers::RandomBot bot(mixSeed(70 + static_cast<std::uint64_t>(g)));
        Pcg32 chance(mixSeed(80 + static_cast<std::uint64_t>(g)));
        settlers::GameState s = settlers::newGame(rules, rules.minPlayers() + g % (rules.maxPlayers() - rules.minPlayers() + 1));
        settlers::HandTracker memory[settlers::kMaxPlayers];
        while (!s.isOver()) {
            const settlers::Action a = settlers::isChancePending(s) ? settlers::sampleChance(rules, s, chance) : bot.pick(rules, s, *scratch);
            const settlers::GameState before = s;
            sink.clear();
            settlers::apply(rules, s, a, &sink);
            for (int p = 0; p < s.numPlayers; ++p) {
                settlers::Event seen[settlers::EventSink::kCapacity];
                int count = 0;
                for (int i = 0; i < sink.size; ++i)
                    seen[count++] = *settlers::eventSeenBy(sink.events[static_cast<std::size_t>(i)], p);
                memory[p].observe(settlers::viewOf(before, p), settlers::viewOf(s, p), seen, count);
                check(s, p, memory[p]);
            }
        }
    }
}

void TestBotViews::memoryNeverClaimsTooMuch()
{
    // Each seat's memory never places a card in a hand that does not hold it, and knows most of them.
    QFETCH(bool, classic);
    const settlers::Rules rules(mapFor(classic), 300);
    long known = 0, held = 0;
    rememberRandomGames(rules, [&](const settlers::GameState &s, int p, const settlers::HandTracker &memory) {
        const settlers::KnownHands k = memory.known(settlers::viewOf(s, p));
        for (int q = 0; q < s.numPlayers; ++q) {
            if (q == p)
                continue;
            for (int r = 0; r < settlers::kResourceCount; ++r) {
                if (k.cards[q][r] > s.hand[q][r])
                    QFAIL(qPrintable(QStringLiteral("seat %1 places %2 of resource %3 in seat %4's hand of %5 (turn %6)")
                                         .arg(p)
                                         .arg(k.cards[q][r])
                                         .arg(r)
                                         .arg(q)
                                         .arg(s.hand[q][r])
                                         .arg(s.turn)));
                known += k.cards[q][r];
                held += s.hand[q][r];
            }
        }
    });
    QVERIFY2(known * 2 > held, qPrintable(QStringLiteral("%1 of %2 cards known").arg(known).arg(held)));
    qInfo("%ld of %ld cards in other hands known", known, held);
}

void TestBotViews::likelyHandsGuessBetter()
{
    // Dealt with the memory's likely kinds (HandTracker::likely, what normal+ and hard use), a world
    // still agrees with the seat's view and lists the real game's legal actions, and its expected
    // hands place more cards right than the hidden cards' mix does.
    QFETCH(bool, classic);
    const settlers::Rules rules(mapFor(classic), 300);
    auto real = std::make_unique<settlers::ActionList>(), dealt = std::make_unique<settlers::ActionList>();
    Pcg32 rng(classic ? 23 : 24);
    long rightLikely = 0, rightMix = 0, held = 0, step = 0;
    rememberRandomGames(rules, [&](const settlers::GameState &s, int p, const settlers::HandTracker &memory) {
        if (s.isOver() || ++step % 5 != 0)
            return;
        const settlers::SeatView view = settlers::viewOf(s, p);
        const settlers::KnownHands likely = memory.likely(view), known = memory.known(view);
        QVERIFY(likely.weighted);
        const settlers::GameState guess = settlers::expectedWorld(rules, view, &likely), mix = settlers::expectedWorld(rules, view, &known);
        for (const settlers::GameState *world : {&guess, &mix}) {
            const settlers::SeatView again = settlers::viewOf(*world, p);
            QVERIFY(std::memcmp(&again, &view, sizeof view) == 0);
        }
        const settlers::GameState sampled = settlers::sampledWorld(rules, view, rng, &likely);
        const settlers::SeatView again = settlers::viewOf(sampled, p);
        QVERIFY(std::memcmp(&again, &view, sizeof view) == 0);
        if (!settlers::isChancePending(s) && s.pendingPlayer == p)
            QVERIFY(sameList(*real, settlers::legalActions(rules, s, *real), *dealt, settlers::legalActions(rules, sampled, *dealt)));
        for (int q = 0; q < s.numPlayers; ++q) {
            if (q == p)
                continue;
            for (int r = 0; r < settlers::kResourceCount; ++r) {
                rightLikely += std::min(guess.hand[q][r], s.hand[q][r]);
                rightMix += std::min(mix.hand[q][r], s.hand[q][r]);
                held += s.hand[q][r];
            }
        }
    });
    qInfo("of %ld cards in other hands, %ld placed right with the likely kinds, %ld with the mix", held, rightLikely,
          rightMix);
    QVERIFY(rightLikely > rightMix);
}

QTEST_APPLESS_MAIN(TestBotViews)
#include "test_bot_views.moc"
