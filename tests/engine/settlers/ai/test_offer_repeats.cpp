// Issue 24, defect 2: a computer player never makes the same domestic offer twice in one turn (a
// refused offer asked again is a second dialog for the person who just refused it).
#include "tests/engine/settlers/rules/builtin_maps.h"
#include "engine/settlers/ai/bot_registry.h"
#include "engine/settlers/ai/driver.h"
#include "engine/random/rng.h"

#include <QtTest>
#include <memory>

using namespace canaan;

class TestOfferRepeats : public QObject {
    Q_OBJECT
private slots:
    void noOfferIsRepeatedInATurn_data();
    void noOfferIsRepeatedInATurn();
};

void TestOfferRepeats::noOfferIsRepeatedInATurn_data()
{
    QTest::addColumn<QString>("bot");
    QTest::newRow("normal") << QStringLiteral("normal");
}

void TestOfferRepeats::noOfferIsRepeatedInATurn()
{
    QFETCH(QString, bot);
    const settlers::Rules rules(testmaps::canaanMap(), 400);
    int offers = 0;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        std::vector<std::unique_ptr<settlers::Bot>> owned;
        std::vector<settlers::Bot *> seats;
        for (int i = 0; i < 4; ++i) {
            owned.push_back(settlers::makeBot(i == 0 ? bot.toStdString() : "normal", mixSeed(seed * 8 + i + 1)));
            seats.push_back(owned.back().get());
        }
        settlers::DriverOptions options;
        options.seed = seed;
        const settlers::PlayedGame g = settlers::playGame(rules, seats, options);
        std::vector<settlers::Action> thisTurn;
        for (const settlers::Action &a : g.log) {
            if (a.kind == settlers::ActionKind::EndTurn)
                thisTurn.clear();
            if (a.kind != settlers::ActionKind::OfferTrade)
                continue;
            ++offers;
            for (const settlers::Action &b : thisTurn)
                QVERIFY2(!(b.player == a.player && b.a == a.a && b.trade == a.trade),
                         qPrintable(QStringLiteral("seed %1: seat %2 repeated an offer").arg(seed).arg(a.player)));
            thisTurn.push_back(a);
        }
    }
    QVERIFY(offers > 0);
}

QTEST_GUILESS_MAIN(TestOfferRepeats)
#include "test_offer_repeats.moc"
