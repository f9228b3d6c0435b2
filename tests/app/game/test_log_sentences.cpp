// Issue 24: the log's sentences. An offer names its cards (defect 2), a discard is one line
// (defect 11), and a change of the seat at the screen rewrites the secrets (defect 1).
#include "app/game/game_log.h"
#include "engine/settlers/rules/seat_view.h"

#include <QTest>

using namespace canaan;
using namespace canaan::game;

namespace {

Event logEvent(EventKind kind, int player, int a = kNoId, int b = kNoId)
{
    Event e;
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
    GameLog log(kNames, Ruleset::Canaan);
    TradeTerms terms{};
    terms[static_cast<std::size_t>(Resource::Lumber)] = 2;
    terms[static_cast<std::size_t>(Resource::Grain)] = -1;
    log.addEvent(logEvent(EventKind::TradeOffered, 2), terms);
    log.addEvent(logEvent(EventKind::TradeOffered, 2, 1), terms);
    QCOMPARE(log.lines().size(), 2);
    QCOMPARE(log.lines()[0], QStringLiteral("Asher offered everyone 2 Lumber for 1 Grain."));
    QCOMPARE(log.lines()[1], QStringLiteral("Asher offered Benjamin 2 Lumber for 1 Grain."));
}

void TestLogSentences::discardIsOneLine()
{
    GameLog log(kNames, Ruleset::Canaan);
    log.addEvent(logEvent(EventKind::Discarded, 1, int(Resource::Wool)));
    log.addEvent(logEvent(EventKind::Discarded, 1, int(Resource::Wool)));
    log.addEvent(logEvent(EventKind::Discarded, 1, int(Resource::Ore)));
    log.addEvent(logEvent(EventKind::Discarded, 2, int(Resource::Ore)));
    QCOMPARE(log.lines(), QStringList({QStringLiteral("Benjamin discarded 2 Wool and 1 Ore."),
                                       QStringLiteral("Asher discarded 1 Ore.")}));
}

void TestLogSentences::secretsFollowTheViewer()
{
    // The log filters nothing: each seat is told the events as its stream told them (the engine's
    // eventSeenBy), and the seat at the screen reads its own story.
    GameLog log(kNames, Ruleset::Canaan);
    const Event bought = logEvent(EventKind::CardBought, 0, int(DevCard::Priest));
    const Event stolen = logEvent(EventKind::CardStolen, 2, int(Resource::Grain), 0);
    for (int seat = -1; seat < 3; ++seat)
        for (const Event &e : {bought, stolen})
            log.tell(seat, *eventSeenBy(e, seat < 0 ? kNoId : seat));
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
