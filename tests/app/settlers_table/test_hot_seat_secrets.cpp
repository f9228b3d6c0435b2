// Issue 24, defect 1: two people share the screen with two computer players. Whenever the screen
// shows a seat (no cover), its log, hand and status show no other seat's secret: neither the name of
// a development card another seat bought nor the card of a steal it took no part in. The seat that
// holds a secret does read it. The hand's cards are the seat's own, and none is drawn under the cover.
#include "app/settlers_table/trade/offer_box.h"
#include "app/settlers_table/trade/trade_panel.h"
#include "app/settlers_table/trade/trade_steppers.h"
#include "app/settlers_table/event_text.h"
#include "app/settlers_table/game_log.h"
#include "app/settlers_table/game_window.h"
#include "tests/app/settlers_table/local_game.h"
#include "app/settlers_table/hand_card.h"
#include "app/settlers_table/hand_panel.h"
#include "app/table_kit/pass_cover.h"
#include "tests/app/sample_map.h"

#include <QElapsedTimer>
#include <QSpinBox>
#include <QPushButton>
#include <QTest>

using namespace canaan;
using namespace canaan::settlerstable;
using namespace canaan::testing;

namespace {

struct Secret {
    QString sentence; // as the log writes it for a seat that may know it
    unsigned allowed; // the seats that may know it (bit mask)
};

// The person's move: buy a card when he can (a secret), else roll, build a city or trade with the bank,
// else end the turn.
settlers::Action personsMove(const std::vector<settlers::Action> &legal)
{
    for (settlers::ActionKind kind : {settlers::ActionKind::BuyCard, settlers::ActionKind::Roll, settlers::ActionKind::BuildCity, settlers::ActionKind::MaritimeTrade,
                            settlers::ActionKind::EndTurn})
        for (const settlers::Action &a : legal)
            if (a.kind == kind)
                return a;
    return legal.front();
}

} // namespace

class TestHotSeatSecrets : public QObject {
    Q_OBJECT
private slots:
    void noSeatSeesAnotherSeatsSecret();
};

void TestHotSeatSecrets::noSeatSeesAnotherSeatsSecret()
{
    GameSetup setup;
    setup.map = testing::sampleCanaanMap();
    setup.seats = defaultSeats(4, QStringLiteral("random"));
    setup.seats[1].botId.clear(); // Judah and the next tribe at one screen
    setup.seed = 5;
    setup.turnLimit = 200;
    LocalGame windowGame(setup);
    GameWindow &window = windowGame.window;
    window.resize(1200, 800);
    window.show();
    window.setSpeed(GameWindow::Instant);

    QStringList names;
    for (const SeatPlan &seat : setup.seats)
        names << seat.name;
    const settlers::Ruleset ruleset = window.match().rules().ruleset();
    std::vector<Secret> secrets;
    connect(&window.match(), &play::SettlersMatch::eventHappened, &window, [&](const settlers::Event &e) {
        if (e.kind == settlers::EventKind::CardBought)
            secrets.push_back({EventText(names, ruleset).sentence(e), 1u << e.player});
        else if (e.kind == settlers::EventKind::CardStolen && e.b != settlers::kNoId)
            secrets.push_back({EventText(names, ruleset).sentence(e), (1u << e.player) | (1u << e.b)});
    });
    window.toggleTradePanel(); // open all game long: it too shows only the seat at the screen
    window.start();

    int hiddenChecks = 0, ownReads = 0, passes = 0;
    const settlers::GameState &state = window.match().state();
    QElapsedTimer clock;
    clock.start();
    while (!state.isOver() && state.turn < 120 && clock.elapsed() < 60000) {
        if (tablekit::PassCover *pass = window.passScreen()) {
            ++passes;
            // Under the cover no hand's cards are drawn.
            QVERIFY(window.handPanel()->resourcesText().isEmpty());
            QVERIFY(!window.handPanel()->resourceCard(settlers::Resource::Lumber)->isVisible());
            // Defect 9: Return says "I am X: show my hand", on the button or anywhere on the cover.
            if (passes % 2)
                QTest::keyClick(pass->findChild<QPushButton *>(QStringLiteral("takeScreen")), Qt::Key_Return);
            else
                QTest::keyClick(pass, Qt::Key_Enter);
            QVERIFY(!window.passScreen());
            continue;
        }
        const int viewer = window.gameLog()->viewer();
        if (viewer >= 0) {
            // The cards drawn are the viewer's own, and only his development cards are shown.
            for (settlers::Resource r : settlers::kAllResources)
                QCOMPARE(window.handPanel()->resourceCard(r)->count(), int(state.hand[viewer][static_cast<int>(r)]));
            for (int c = 0; c < settlers::kDevCardCount; ++c)
                QCOMPARE(window.handPanel()->devCard(static_cast<settlers::DevCard>(c))->count(), int(state.devHand[viewer][c]));
            const QStringList lines = window.logLines();
            const QString screen = window.handPanel()->resourcesText() + window.handPanel()->cardsText() +
                                   window.statusText();
            for (const Secret &secret : secrets) {
                if (secret.allowed & (1u << viewer)) {
                    ownReads += lines.contains(secret.sentence);
                    continue;
                }
                ++hiddenChecks;
                QVERIFY2(!lines.contains(secret.sentence),
                         qPrintable(QStringLiteral("seat %1 reads: %2").arg(viewer).arg(secret.sentence)));
                QVERIFY(!screen.contains(secret.sentence));
            }
            // The trade panel's steppers offer the viewer's own cards, never another hand's.
            const TradeSteppers *steppers = window.tradePanel()->offerBox()->steppers();
            for (int r = 0; r < settlers::kResourceCount; ++r)
                QCOMPARE(steppers->giveBox(r)->maximum(), int(state.hand[viewer][r]));
        } else {
            const TradeSteppers *steppers = window.tradePanel()->offerBox()->steppers();
            for (int r = 0; r < settlers::kResourceCount; ++r)
                QCOMPARE(steppers->giveBox(r)->maximum(), 0); // under the cover: nobody's hand
        }
        if (answerOpenDecision(window))
            continue;
        if (window.isPersonDeciding() && window.match().decidingSeat() == viewer)
            window.perform(personsMove(window.match().legalActions()));
        else
            QTest::qWait(1);
    }
    QVERIFY2(passes >= 4, qPrintable(QString::number(passes)));
    QVERIFY2(hiddenChecks > 0, "no secret was ever kept from a seat: the game bought and stole nothing");
    QVERIFY2(ownReads > 0, "a seat never read its own secret");
}

QTEST_MAIN(TestHotSeatSecrets)
#include "test_hot_seat_secrets.moc"
