// normal+'s domestic offers (trade_model.h): it predicts each opponent's answer with the normal bot's
// own rule, so every offer it makes to normal bots is taken; it never offers when nobody would take
// (a near-winner gets no yes); and the default weights play exactly the recorded games (so the trade
// fields leave easy and normal unchanged).
#include "tests/engine/settlers/rules/builtin_maps.h"
#include "engine/settlers/ai/bot_registry.h"
#include "engine/settlers/ai/bot_weights.h"
#include "engine/settlers/ai/driver.h"
#include "engine/settlers/ai/heuristic_bot.h"
#include "engine/random/rng.h"
#include "engine/settlers/ai/trade_model.h"

#include <QtTest>
#include <memory>

using namespace canaan;

namespace {

struct OfferCount {
    int offers = 0;
    int taken = 0;       // offers at least one opponent accepted
    int askingTwo = 0;   // offers asking for two or more cards
    int counters = 0;    // seat 0's counter-offers
    int confirmed = 0;   // ... that the offerer confirmed
};

// A game of `seat0` against three normal bots; counts seat 0's offers and how they were answered.
OfferCount playAndCountOffers(const settlers::Rules &rules, settlers::Bot &seat0, std::uint64_t seed)
{
    auto n1 = settlers::makeBot("normal", mixSeed(seed * 8 + 2)), n2 = settlers::makeBot("normal", mixSeed(seed * 8 + 3));
    auto n3 = settlers::makeBot("normal", mixSeed(seed * 8 + 4));
    settlers::DriverOptions options;
    options.seed = seed;
    const settlers::PlayedGame g = settlers::playGame(rules, {&seat0, n1.get(), n2.get(), n3.get()}, options);
    OfferCount count;
    bool open = false, accepted = false;
    auto close = [&] {
        if (open)
            count.taken += accepted;
        open = accepted = false;
    };
    bool countered = false;
    for (const settlers::Action &a : g.log) {
        const bool myCounter = a.kind == settlers::ActionKind::AnswerTrade && a.player == 0 &&
                               a.a == static_cast<std::uint8_t>(settlers::TradeAnswer::Counter);
        if (myCounter) {
            ++count.counters;
            countered = true;
        } else if (a.kind == settlers::ActionKind::ConfirmTrade) {
            count.confirmed += countered && a.a == 0;
            countered = false;
        }
        if (a.kind == settlers::ActionKind::OfferTrade && a.player == 0) {
            close();
            open = true;
            ++count.offers;
            int asked = 0;
            for (std::int8_t t : a.trade)
                asked += t < 0 ? -t : 0;
            count.askingTwo += asked >= 2;
        } else if (a.kind == settlers::ActionKind::AnswerTrade) {
            accepted = accepted || (open && a.a == static_cast<std::uint8_t>(settlers::TradeAnswer::Accept));
        } else {
            close();
        }
    }
    close();
    return count;
}

// FNV-1a over every action of a game of four normal bots, each told that `people` play the seats
// in that mask.
std::uint64_t normalGameHash(const settlers::Rules &rules, std::uint64_t seed, unsigned people = 0)
{
    std::vector<std::unique_ptr<settlers::Bot>> owned;
    std::vector<settlers::Bot *> seats;
    for (int i = 0; i < 4; ++i) {
        owned.push_back(settlers::makeBot("normal", mixSeed(seed * 8 + i + 1)));
        owned.back()->setPeople(people);
        seats.push_back(owned.back().get());
    }
    settlers::DriverOptions options;
    options.seed = seed;
    const settlers::PlayedGame g = settlers::playGame(rules, seats, options);
    std::uint64_t h = 14695981039346656037ull;
    auto mix = [&h](int byte) { h = (h ^ static_cast<std::uint8_t>(byte)) * 1099511628211ull; };
    for (const settlers::Action &a : g.log) {
        mix(static_cast<int>(a.kind));
        mix(a.player);
        mix(a.a);
        mix(a.b);
        mix(a.c);
        for (std::int8_t t : a.trade)
            mix(t);
    }
    return h;
}

} // namespace

class TestTradeModel : public QObject {
    Q_OBJECT
private slots:
    void modelledOffersAreTaken_data();
    void modelledOffersAreTaken();
    void noOfferWhenNobodyWouldTake();
    void modelledCountersAreConfirmed();
    void defaultsPlayTheSameGames_data();
    void defaultsPlayTheSameGames();
};

void TestTradeModel::modelledOffersAreTaken_data()
{
    QTest::addColumn<bool>("classic");
    QTest::newRow("canaan") << false;
    QTest::newRow("classic") << true;
}

void TestTradeModel::modelledOffersAreTaken()
{
    // normal+ predicts the normal bots' answers with their own rule and weights, so its offers are
    // accepted far more often than the old offers, which are made without the model.
    QFETCH(bool, classic);
    const settlers::Rules rules(classic ? testmaps::classicMap() : testmaps::canaanMap(), 300);
    settlers::BotWeights old = settlers::tunedWeights();
    old.offerModelled = false;
    QVERIFY(settlers::tunedWeights().offerModelled);
    OfferCount modelled, plain;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        settlers::HeuristicBot normalPlus(settlers::BotLevel::Normal, seed, settlers::tunedWeights()), oldOffers(settlers::BotLevel::Normal, seed, old);
        const OfferCount m = playAndCountOffers(rules, normalPlus, seed);
        const OfferCount p = playAndCountOffers(rules, oldOffers, seed);
        modelled.offers += m.offers;
        modelled.taken += m.taken;
        modelled.askingTwo += m.askingTwo;
        plain.offers += p.offers;
        plain.taken += p.taken;
    }
    qInfo("offers taken: normal+ %d of %d, the old offers %d of %d", modelled.taken, modelled.offers, plain.taken,
          plain.offers);
    QVERIFY(modelled.offers > 0);
    // From its seat's view it predicts the answers in the hands it remembers and expects (issue
    // 19), no longer in the real ones: here 16 of 22 and 21 of 25 of its offers are taken (all,
    // with sight; 43% and 38% over 20 games without its memory of public events), against 8 of 66
    // and 13 of 52 of the old offers. At least twice the old rate:
    QVERIFY2(modelled.taken * plain.offers >= 2 * plain.taken * modelled.offers,
             qPrintable(QStringLiteral("%1/%2 against %3/%4")
                            .arg(modelled.taken)
                            .arg(modelled.offers)
                            .arg(plain.taken)
                            .arg(plain.offers)));
    QCOMPARE(modelled.askingTwo > 0, settlers::tunedWeights().offerMaxGet > 1); // it asks for more when allowed
}

void TestTradeModel::noOfferWhenNobodyWouldTake()
{
    // The positions of a game where normal+ offers: when it is within nearWinVp of winning, no normal
    // bot accepts anything from it, so it offers nothing there, while the old offers are still made.
    const settlers::Rules rules(testmaps::canaanMap(), 300);
    settlers::BotWeights old = settlers::tunedWeights();
    old.offerModelled = false;
    int positions = 0, oldStillOffers = 0;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        settlers::HeuristicBot seat0(settlers::BotLevel::Normal, seed, settlers::tunedWeights());
        auto n1 = settlers::makeBot("normal", seed * 8 + 2), n2 = settlers::makeBot("normal", seed * 8 + 3);
        auto n3 = settlers::makeBot("normal", seed * 8 + 4);
        std::vector<settlers::Bot *> seats{&seat0, n1.get(), n2.get(), n3.get()};
        settlers::GameState s = settlers::newGame(rules, 4);
        Pcg32 chance(seed);
        settlers::ActionList scratch;
        for (long steps = 0; !s.isOver() && steps < 200000; ++steps) {
            const settlers::Action a = settlers::isChancePending(s) ? settlers::sampleChance(rules, s, chance)
                                                : settlers::askBot(*seats[s.pendingPlayer], rules, s, scratch);
            if (a.kind == settlers::ActionKind::OfferTrade) {
                settlers::GameState nearWin = s;
                nearWin.vp[s.current] = static_cast<std::uint8_t>(rules.options().vpToWin - settlers::tunedWeights().nearWinVp);
                settlers::HeuristicBot modelled(settlers::BotLevel::Normal, 1, settlers::tunedWeights()), plain(settlers::BotLevel::Normal, 1, old);
                QVERIFY(settlers::askBot(modelled, rules, nearWin, scratch).kind != settlers::ActionKind::OfferTrade);
                oldStillOffers += settlers::askBot(plain, rules, nearWin, scratch).kind == settlers::ActionKind::OfferTrade;
                ++positions;
            }
            settlers::apply(rules, s, a);
        }
    }
    QVERIFY(positions > 0);
    QVERIFY(oldStillOffers > 0);
}

void TestTradeModel::modelledCountersAreConfirmed()
{
    // Answering a normal bot's offer, normal+ counters only with what the offerer's own confirm rule
    // takes (over withdrawing and over the other answers). With sight every counter was confirmed;
    // from its view it applies that rule to the offerer's remembered and expected hand (issue 19):
    // 8 of 13 are confirmed here (4 of 22 without the memory, when it also countered offers it
    // would accept, which it no longer does).
    const settlers::Rules rules(testmaps::canaanMap(), 300);
    settlers::BotWeights w = settlers::tunedWeights();
    w.counterModelled = true;
    OfferCount total;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        settlers::HeuristicBot normalPlus(settlers::BotLevel::Normal, seed, w);
        const OfferCount c = playAndCountOffers(rules, normalPlus, seed);
        total.counters += c.counters;
        total.confirmed += c.confirmed;
    }
    qInfo("counters confirmed: %d of %d", total.confirmed, total.counters);
    QVERIFY(total.counters > 0);
    QVERIFY(total.confirmed > 0);
}

void TestTradeModel::defaultsPlayTheSameGames_data()
{
    QTest::addColumn<bool>("classic");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<quint64>("hash");
    QTest::addColumn<quint64>("everyoneAPersonHash");
    // Recorded with the code before the trade model (session 4's heuristic_bot.cpp and bot_weights),
    // again when steals and ties between seats stopped favouring the lower seat number
    // (test_bot_victims, docs/balance.md) and no offer was repeated in a turn, counters checked only
    // against public facts (issue 24), and when the bots decided from their seat views with a memory
    // of public events (issue 19), and when normal began to draw its starting settlements among the
    // near-best spots from its seeded generator (issue 36: every game's set-up changed). Issue 42's
    // fair offers (needing only to leave the answerer no worse) are for people's offers only since
    // issue 39: among bots the games are those before issue 42 again, and bots told that people play
    // every seat play the games recorded with issue 42 (the second hash).
    QTest::newRow("canaan 1") << false << quint64(1) << quint64(619396491736254417ull)
                              << quint64(9682029927932055876ull);
    QTest::newRow("canaan 2") << false << quint64(2) << quint64(236629205276585716ull)
                              << quint64(18426172799598940492ull);
    QTest::newRow("canaan 3") << false << quint64(3) << quint64(235764709976400544ull)
                              << quint64(3922579709757604551ull);
    QTest::newRow("classic 1") << true << quint64(1) << quint64(4141176119567500690ull)
                               << quint64(14065539460956105117ull);
    QTest::newRow("classic 2") << true << quint64(2) << quint64(4018372747649757580ull)
                               << quint64(10239268193828849426ull);
}

void TestTradeModel::defaultsPlayTheSameGames()
{
    // The trade fields' defaults keep the normal bot's games action for action.
    QFETCH(bool, classic);
    QFETCH(quint64, seed);
    QFETCH(quint64, hash);
    QFETCH(quint64, everyoneAPersonHash);
    const settlers::Rules rules(classic ? testmaps::classicMap() : testmaps::canaanMap(), 400);
    QCOMPARE(quint64(normalGameHash(rules, seed)), hash);
    QCOMPARE(quint64(normalGameHash(rules, seed, 0xfu)), everyoneAPersonHash);
}

QTEST_APPLESS_MAIN(TestTradeModel)
#include "test_trade_model.moc"
