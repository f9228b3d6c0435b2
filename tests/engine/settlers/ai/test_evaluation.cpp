// The position value's production term, which the hard bot's playouts evaluate millions of times
// from per-map tables: a city earns exactly twice a settlement, the Plague's hex earns nothing,
// hexes without a number earn nothing, and a free intersection's value grows with its pips. And
// the board's terms, computed once for the many hands a trade weighs, give evaluate()'s very number.
#include "tests/engine/settlers/rules/builtin_maps.h"
#include "tests/engine/settlers/rules/random_games.h"
#include "engine/settlers/ai/bot_weights.h"
#include "engine/settlers/ai/evaluation.h"
#include "engine/settlers/ai/trade_model.h"

#include <QtTest>
#include <algorithm>

using namespace canaan;

class TestEvaluation : public QObject {
    Q_OBJECT
private slots:
    void productionOfEveryIntersection_data();
    void productionOfEveryIntersection();
    void boardTermsServeEveryHand_data();
    void boardTermsServeEveryHand();
    void classicPipIsThePipOnClassicAlone_data();
    void classicPipIsThePipOnClassicAlone();
};

void TestEvaluation::productionOfEveryIntersection_data()
{
    QTest::addColumn<bool>("classic");
    QTest::newRow("canaan") << false;
    QTest::newRow("classic") << true;
}

void TestEvaluation::productionOfEveryIntersection()
{
    QFETCH(bool, classic);
    const settlers::Rules rules(classic ? testmaps::classicMap() : testmaps::canaanMap());
    const settlers::Evaluator eval(rules);
    const settlers::GameState empty = settlers::newGame(rules, 4);
    int productive = 0;
    for (int v = 0; v < rules.vertexCount(); ++v) {
        int pips = 0;
        for (const settlers::BoardId t : rules.vertex(v).tiles)
            if (t != settlers::kNoBoardId && settlers::isProductive(rules.tile(t).terrain))
                pips += settlers::pipsOf(rules.tile(t).number);

        settlers::GameState settled = empty;
        settled.settlements[1].set(v);
        settlers::refreshPieceSets(rules, settled);
        const double bySettlement = eval.production(settled, 1);
        settlers::GameState city = empty;
        city.cities[1].set(v);
        settlers::refreshPieceSets(rules, city);
        QCOMPARE(eval.production(city, 1), 2 * bySettlement);
        QCOMPARE(eval.production(settled, 0), 0.0); // another player's building
        QCOMPARE(bySettlement > 0, pips > 0);
        // A free intersection is worth at least its pips (weights are at least 0.7).
        QVERIFY(eval.spotValue(empty, 1, v) >= 5.0 * 0.7 * pips - 1e-9);
        if (pips > 0)
            ++productive;

        for (const settlers::BoardId t : rules.vertex(v).tiles) {
            if (t == settlers::kNoBoardId || !settlers::isProductive(rules.tile(t).terrain) || settlers::pipsOf(rules.tile(t).number) == 0)
                continue;
            settlers::GameState plagued = settled;
            plagued.plagueTile = t;
            QVERIFY2(eval.production(plagued, 1) < bySettlement,
                qPrintable(QString("intersection %1: the Plague on hex %2 does not lower production").arg(v).arg(t)));
        }
        // The Plague on a hex this intersection does not touch changes nothing.
        for (int t = 0; t < rules.tileCount(); ++t) {
            const auto &tiles = rules.vertex(v).tiles;
            if (std::find(tiles.begin(), tiles.end(), t) != tiles.end())
                continue;
            settlers::GameState plagued = settled;
            plagued.plagueTile = static_cast<settlers::BoardId>(t);
            QCOMPARE(eval.production(plagued, 1), bySettlement);
            break;
        }
    }
    QVERIFY(productive > rules.vertexCount() / 2);
}

void TestEvaluation::boardTermsServeEveryHand_data()
{
    test::addRulesetRows();
}

// For positions of random games, each seat and each one-for-one swap with another seat: the value
// from the terms of the position before the swap is exactly (bit for bit: games depend on it) the
// value evaluate() computes from scratch, for the normal and the tuned (hard) weights.
void TestEvaluation::boardTermsServeEveryHand()
{
    QFETCH(bool, classic);
    const settlers::Rules rules(classic ? testmaps::classicMap() : testmaps::canaanMap());
    const settlers::Evaluator evaluators[] = {settlers::Evaluator(rules), settlers::Evaluator(rules, settlers::tunedWeights().eval)};
    int checked = 0, step = 0;
    test::playRandomGames(rules, 2, 31, 32, [&](const settlers::GameState &, const settlers::Action &, const settlers::GameState &s) {
        if (++step % 5 != 0)
            return;
        for (const settlers::Evaluator &eval : evaluators)
            for (int p = 0; p < s.numPlayers; ++p) {
                const settlers::Evaluator::BoardTerms terms = eval.boardTerms(s, p);
                QVERIFY(eval.evaluate(s, p, terms) == eval.evaluate(s, p));
                for (int q = 0; q < s.numPlayers; ++q)
                    for (int give = 0; give < settlers::kResourceCount && q != p; ++give)
                        for (int get = 0; get < settlers::kResourceCount; ++get) {
                            settlers::TradeVector trade{};
                            trade[static_cast<std::size_t>(give)] = 1;
                            trade[static_cast<std::size_t>(get)] = -1;
                            settlers::GameState after = s;
                            if (give == get || s.hand[p][give] == 0 || !settlers::exchangeHands(after, trade, p, q))
                                continue;
                            QVERIFY2(eval.evaluate(after, p, terms) == eval.evaluate(after, p),
                                     qPrintable(QString("step %1, seat %2 gives %3 to seat %4 for %5")
                                                    .arg(step).arg(p).arg(give).arg(q).arg(get)));
                            ++checked;
                        }
            }
    });
    QVERIFY(checked > 1000);
}

void TestEvaluation::classicPipIsThePipOnClassicAlone_data()
{
    test::addRulesetRows();
}

// normal+ weighs production apart on the classic ruleset (EvalWeights::classicPip, docs/ai.md): its
// values there are those of the weights with pip = classicPip, on canaan those of its own pip.
void TestEvaluation::classicPipIsThePipOnClassicAlone()
{
    QFETCH(bool, classic);
    const settlers::Rules rules(classic ? testmaps::classicMap() : testmaps::canaanMap());
    const settlers::EvalWeights tuned = settlers::tunedWeights().eval;
    QVERIFY(tuned.classicPip > 0 && tuned.classicPip != tuned.pip);
    settlers::EvalWeights expected = tuned;
    expected.classicPip = 0;
    if (classic)
        expected.pip = tuned.classicPip;
    const settlers::Evaluator eval(rules, tuned), same(rules, expected);
    int checked = 0, differs = 0, step = 0;
    test::playRandomGames(rules, 2, 41, 42, [&](const settlers::GameState &, const settlers::Action &, const settlers::GameState &s) {
        if (++step % 7 != 0)
            return;
        for (int p = 0; p < s.numPlayers; ++p, ++checked) {
            QCOMPARE(eval.evaluate(s, p), same.evaluate(s, p));
            settlers::EvalWeights canaanPip = tuned;
            canaanPip.classicPip = 0;
            differs += eval.evaluate(s, p) != settlers::Evaluator(rules, canaanPip).evaluate(s, p);
        }
    });
    QVERIFY(checked > 100);
    if (classic)
        QVERIFY(differs > checked / 2); // the production weight does change classic's values
    else
        QCOMPARE(differs, 0);
}

QTEST_APPLESS_MAIN(TestEvaluation)
#include "test_evaluation.moc"
