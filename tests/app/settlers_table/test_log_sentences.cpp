// Issue 24: the log's sentences. An offer names its cards (defect 2), a discard is one line
// (defect 11), and a change of the seat at the screen rewrites the secrets (defect 1).
#include "app/settlers_table/game_log.h"
#include "engine/settlers/rules/seat_view.h"

#include <QTest>

using namespace canaan;
using namespace canaan::settlerstable;

namespace {

settlers::Event logEvent(settlers::EventKind kind, int player, int a = settlers::kNoId, int b = settlers::kNoId)
{
    settlers::Event e;
    e.kind = kind;
    e.player = static_cast<std::uint8_t>(player);
    e.a = static_cast<std::uint8_t>(a);
    e.b = static_cast<std::uint8_t>(b);
    return e;
}

const QStringList kNames{QStringLiteral("Judah"), QStringLiteral("Benjamin"), QStringLiteral("Asher")};

} // namespace

class TestLogSentences : public QObject {
    Q_OBJECT
private slots:
    void offerNamesItsCards();
    void discardIsOneLine();
    void secretsFollowTheViewer();
};

void TestLogSentences::offerNamesItsCards()
{
    GameLog log(kNames, settlers::Ruleset::Canaan);
    TradeTerms terms{};
    terms[static_cast<std::size_t>(settlers::Resource::Lumber)] = 2;
    terms[static_cast<std::size_t>(settlers::Resource::Grain)] = -1;
    log.addEvent(logEvent(settlers::EventKind::TradeOffered, 2), terms);
    log.addEvent(logEvent(settlers::EventKind::TradeOffered, 2, 1), terms);
    QCOMPARE(log.lines().size(), 2);
    QCOMPARE(log.lines()[0], QStringLiteral("Asher offered everyone 2 Lumber for 1 Grain."));
    QCOMPARE(log.lines()[1], QStringLiteral("Asher offered Benjamin 2 Lumber for 1 Grain."));
}

void TestLogSentences::discardIsOneLine()
{
    GameLog log(kNames, settlers::Ruleset::Canaan);
    log.addEvent(logEvent(settlers::EventKind::Discarded, 1, int(settlers::Resource::Wool)));
    log.addEvent(logEvent(settlers::EventKind::Discarded, 1, int(settlers::Resource::Wool)));
    log.addEvent(logEvent(settlers::EventKind::Discarded, 1, int(settlers::Resource::Ore)));
    log.addEvent(logEvent(settlers::EventKind::Discarded, 2, int(settlers::Resource::Ore)));
    QCOMPARE(log.lines(), QStringList({QStringLiteral("Benjamin discarded 2 Wool and 1 Ore."),
                                       QStringLiteral("Asher discarded 1 Ore.")}));
}

void TestLogSentences::secretsFollowTheViewer()
{
    // The log filters nothing: each seat is told the events as its stream told them (the engine's
    // eventSeenBy), and the seat at the screen reads its own story.
    GameLog log(kNames, settlers::Ruleset::Canaan);
    const settlers::Event bought = logEvent(settlers::EventKind::CardBought, 0, int(settlers::DevCard::Priest));
    const settlers::Event stolen = logEvent(settlers::EventKind::CardStolen, 2, int(settlers::Resource::Grain), 0);
    for (int seat = -1; seat < 3; ++seat)
        for (const settlers::Event &e : {bought, stolen})
            log.tell(seat, *settlers::eventSeenBy(e, seat < 0 ? settlers::kNoId : seat));
    log.setViewer(0);
    QVERIFY(log.lines()[0].contains(QStringLiteral("Priest")));
    QVERIFY(log.lines()[1].contains(QStringLiteral("Grain")));
    log.setViewer(1); // Benjamin takes the screen: neither Judah's card nor the stolen grain
    QCOMPARE(log.lines()[0], QStringLiteral("Judah bought a development card."));
    QCOMPARE(log.lines()[1], QStringLiteral("Asher took a card from Judah."));
    log.setViewer(2);
    QVERIFY(!log.lines()[0].contains(QStringLiteral("Priest")));
    QVERIFY(log.lines()[1].contains(QStringLiteral("Grain")));
}

QTEST_MAIN(TestLogSentences)
#include "test_log_sentences.moc"
