// The weights behind the heuristic bots: the defaults give the position value every easy and normal
// game was played with before the constants became weights; the weights of before issue 39 keep
// theirs (the measuring ids hard42, hard39); the tuned weights (normal+) differ and only the hard
// bot uses them; a bot with a leader margin refuses offers from the leader.
#include "tests/engine/settlers/rules/builtin_maps.h"
#include "tests/engine/settlers/rules/random_games.h"
#include "engine/settlers/ai/bot_registry.h"
#include "engine/settlers/ai/bot_weights.h"
#include "engine/settlers/ai/driver.h"
#include "engine/settlers/ai/heuristic_bot.h"
#include "engine/random/rng.h"
#include "engine/settlers/ai/search_bot.h"

#include <QtTest>
#include <cmath>
#include <memory>

using namespace canaan;

namespace {

// Every 7th position of three random games, each player's value weighted by its position in the
// list and its seat, summed: a change to any term moves the sum.
double evaluationChecksum(const settlers::Rules &rules, const settlers::EvalWeights &weights, int &positions)
{
    const settlers::Evaluator eval(rules, weights);
    double sum = 0;
    positions = 0;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        const settlers::PlayedGame g = settlers::playRandomGame(rules, 4, seed);
        settlers::GameState s = settlers::newGame(rules, 4);
        for (std::size_t i = 0; i < g.log.size(); ++i) {
            if (i % 7 == 0) {
                ++positions;
                for (int p = 0; p < 4; ++p)
                    sum += (positions % 13 + 1) * eval.evaluate(s, p) * (p + 1);
            }
            settlers::apply(rules, s, g.log[i]);
        }
    }
    return sum;
}

} // namespace

class TestBotWeights : public QObject {
    Q_OBJECT
private slots:
    void recordedWeightsKeepTheirEvaluation_data();
    void recordedWeightsKeepTheirEvaluation();
    void tunedWeightsChangeTheEvaluation_data();
    void tunedWeightsChangeTheEvaluation();
    void hardDecidesWithTheTunedWeights();
    void leaderMarginRefusesTheLeader();
};

void TestBotWeights::recordedWeightsKeepTheirEvaluation_data()
{
    QTest::addColumn<bool>("classic");
    QTest::addColumn<QString>("weights");
    QTest::addColumn<int>("positions");
    QTest::addColumn<double>("checksum");
    // easy and normal: recorded with the evaluator before its constants became EvalWeights (session 4).
    QTest::newRow("canaan normal") << false << "normal" << 287 << 4990355.6477350416;
    QTest::newRow("canaan easy") << false << "easy" << 287 << 7229755.3592734858;
    QTest::newRow("classic normal") << true << "normal" << 1086 << 40222343.565213755;
    QTest::newRow("classic easy") << true << "easy" << 1086 << 57316331.367110975;
    // before39: recorded with normal+'s weights at 12f2cd3 (classicPip and classicCard set to 0), the
    // weights the measuring ids hard42 and hard39 (the hard bot of before issue 39) play with, which
    // must not follow normal+'s.
    QTest::newRow("canaan before39") << false << "before39" << 287 << 4559146.1862888876;
    QTest::newRow("classic before39") << true << "before39" << 1086 << 37480728.530165598;
}

void TestBotWeights::recordedWeightsKeepTheirEvaluation()
{
    QFETCH(bool, classic);
    QFETCH(QString, weights);
    QFETCH(int, positions);
    QFETCH(double, checksum);
    const settlers::Rules rules(classic ? testmaps::classicMap() : testmaps::canaanMap());
    const settlers::EvalWeights eval = weights == QLatin1String("before39") ? settlers::tunedWeightsBefore39().eval
                                       : weights == QLatin1String("easy")   ? settlers::levelWeights(settlers::BotLevel::Easy).eval
                                                                            : settlers::levelWeights(settlers::BotLevel::Normal).eval;
    int counted = 0;
    const double sum = evaluationChecksum(rules, eval, counted);
    QCOMPARE(counted, positions);
    // Relative 1e-12: the same arithmetic, whatever rounding a compiler's fused multiply-add adds.
    QVERIFY2(std::abs(sum - checksum) <= 1e-12 * std::abs(checksum), qPrintable(QString::number(sum, 'g', 17)));
}

void TestBotWeights::tunedWeightsChangeTheEvaluation_data()
{
    test::addRulesetRows();
}

// normal+'s weights differ from normal's and from those of before issue 39, on both rulesets.
void TestBotWeights::tunedWeightsChangeTheEvaluation()
{
    QFETCH(bool, classic);
    const settlers::Rules rules(classic ? testmaps::classicMap() : testmaps::canaanMap());
    int counted = 0;
    const double tuned = evaluationChecksum(rules, settlers::tunedWeights().eval, counted);
    for (const settlers::EvalWeights &other : {settlers::levelWeights(settlers::BotLevel::Normal).eval, settlers::tunedWeightsBefore39().eval}) {
        const double sum = evaluationChecksum(rules, other, counted);
        QVERIFY(std::abs(sum - tuned) > 1e-6 * std::abs(sum));
    }
}

void TestBotWeights::hardDecidesWithTheTunedWeights()
{
    // With a single candidate the hard bot never searches: every choice must be normal+'s, and
    // some must differ from the normal bot's (so the tuned weights are really in use).
    const settlers::Rules rules(testmaps::canaanMap(), 300);
    settlers::SearchBudget budget;
    budget.candidates = 1;
    budget.setupFactor = 1;
    // Without the openings' seeded noise (issue 36), which draws from each bot's own generator.
    settlers::BotWeights tuned = settlers::tunedWeights(), plain = settlers::levelWeights(settlers::BotLevel::Normal);
    tuned.openingTolerance = plain.openingTolerance = 0;
    settlers::SearchBot hard(5, budget, tuned);
    settlers::HeuristicBot normalPlus(settlers::BotLevel::Normal, 6, tuned);
    settlers::HeuristicBot normal(settlers::BotLevel::Normal, 7, plain);
    auto n1 = settlers::makeBot("normal", 1), n2 = settlers::makeBot("normal", 2), n3 = settlers::makeBot("normal", 3);
    std::vector<settlers::Bot *> seats{&hard, n1.get(), n2.get(), n3.get()};
    settlers::GameState s = settlers::newGame(rules, 4);
    Pcg32 chance(31);
    settlers::ActionList scratch, other;
    int decisions = 0, differFromNormal = 0;
    for (long steps = 0; !s.isOver() && steps < 200000; ++steps) {
        settlers::Action a;
        if (settlers::isChancePending(s)) {
            a = settlers::sampleChance(rules, s, chance);
        } else {
            a = settlers::askBot(*seats[s.pendingPlayer], rules, s, scratch);
            if (s.pendingPlayer == 0) {
                ++decisions;
                QVERIFY(a == settlers::askBot(normalPlus, rules, s, other));
                differFromNormal += !(a == settlers::askBot(normal, rules, s, other));
            }
        }
        settlers::apply(rules, s, a);
    }
    QVERIFY(decisions > 50);
    QVERIFY(differFromNormal > 0);
}

void TestBotWeights::leaderMarginRefusesTheLeader()
{
    // Offers from a game of normal bots; at each one the answering player gets two VP, the others
    // two, and the offerer either three (he leads) or two while another has three. A bot with a
    // huge leader margin must refuse every offer from the leader and answer the others as normal.
    const settlers::Rules rules(testmaps::canaanMap(), 300);
    settlers::BotWeights wary = settlers::levelWeights(settlers::BotLevel::Normal);
    wary.leaderMargin = 1e9;
    int compared = 0, acceptedFromOthers = 0;
    for (std::uint64_t seed = 1; seed <= 6 && acceptedFromOthers == 0; ++seed) {
        auto b0 = settlers::makeBot("normal", seed * 8 + 1), b1 = settlers::makeBot("normal", seed * 8 + 2);
        auto b2 = settlers::makeBot("normal", seed * 8 + 3), b3 = settlers::makeBot("normal", seed * 8 + 4);
        std::vector<settlers::Bot *> seats{b0.get(), b1.get(), b2.get(), b3.get()};
        settlers::GameState s = settlers::newGame(rules, 4);
        Pcg32 chance(seed);
        settlers::ActionList scratch;
        for (long steps = 0; !s.isOver() && steps < 200000; ++steps) {
            if (s.pending == settlers::Pending::TradeAnswer) {
                const int me = s.pendingPlayer;
                const int other = (s.current + 1) % 4 == me ? (s.current + 2) % 4 : (s.current + 1) % 4;
                settlers::GameState leads = s, trails = s;
                for (int q = 0; q < 4; ++q)
                    leads.vp[q] = trails.vp[q] = 2;
                leads.vp[s.current] = 3;
                trails.vp[other] = 3;
                settlers::HeuristicBot plain(settlers::BotLevel::Normal, 1), waryBot(settlers::BotLevel::Normal, 1, wary);
                const settlers::Action fromLeader = settlers::askBot(waryBot, rules, leads, scratch);
                QCOMPARE(int(fromLeader.a), int(settlers::TradeAnswer::Reject));
                const settlers::Action plainAnswer = settlers::askBot(plain, rules, trails, scratch);
                const settlers::Action waryAnswer = settlers::askBot(waryBot, rules, trails, scratch);
                QVERIFY(plainAnswer == waryAnswer);
                ++compared;
                acceptedFromOthers += waryAnswer.a == static_cast<std::uint8_t>(settlers::TradeAnswer::Accept);
            }
            const settlers::Action a = settlers::isChancePending(s) ? settlers::sampleChance(rules, s, chance)
                                                : settlers::askBot(*seats[s.pendingPlayer], rules, s, scratch);
            settlers::apply(rules, s, a);
        }
    }
    QVERIFY(compared > 0);
    QVERIFY(acceptedFromOthers > 0);
}

QTEST_GUILESS_MAIN(TestBotWeights)
#include "test_bot_weights.moc"
