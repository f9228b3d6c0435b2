// The game window's trade panel (R10, R11), without a modal dialog: an offer built with steppers,
// the bank and harbor trades as one click each at the best rate, an offer to the person answered
// with Accept, Decline or a counter-offer, and the answers taken, declined or the offer withdrawn.
// Each opens on a real position, is operated as a person would, and must emit exactly the expected
// legal actions; every disabled button says why, and nothing shows another seat's hand.
#include "tests/app/dialogs/dialog_test_support.h"

#include "app/settlers_table/trade/bank_trade_grid.h"
#include "engine/io/game_text.h"
#include "app/settlers_table/trade/offer_answers.h"
#include "app/settlers_table/trade/offer_box.h"
#include "engine/settlers/rules/seat_view.h"
#include "app/settlers_table/trade/trade_panel.h"
#include "app/settlers_table/trade/trade_steppers.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QSignalSpy>
#include <QSpinBox>
#include <QToolButton>

using namespace canaan;
using namespace canaan::test;
using canaan::settlerstable::TradePanel;

namespace {

using Counts = QList<int>;

std::array<int, settlers::kResourceCount> arr(const Counts &c)
{
    std::array<int, settlers::kResourceCount> out{};
    std::copy(c.begin(), c.end(), out.begin());
    return out;
}

// Reuben's turn, rolled; everybody holds a few cards.
Scenario tradePosition(const Counts &reuben)
{
    Scenario sc(testmaps::canaanMap(), 4, 0, true);
    sc.hand(0, arr(reuben));
    sc.hand(1, {0, 1, 0, 0, 2});
    sc.hand(2, {0, 2, 1, 0, 1});
    sc.hand(3, {1, 0, 0, 1, 0});
    return sc;
}

// A vertex with a harbor: of `resource`, or generic (3:1) for -1.
int harborVertex(const settlers::Rules &rules, int resource)
{
    const auto &vertices = rules.topology().vertices();
    for (std::size_t v = 0; v < vertices.size(); ++v) {
        const settlers::Vertex &x = vertices[v];
        if (x.isHarbor && (resource < 0 ? !x.harbor.has_value() : x.harbor == static_cast<settlers::Resource>(resource)))
            return static_cast<int>(v);
    }
    return -1;
}

void setCounts(settlerstable::TradeSteppers *steppers, const Counts &give, const Counts &get)
{
    for (int r = 0; r < settlers::kResourceCount; ++r) {
        steppers->giveBox(r)->setValue(give[r]);
        steppers->getBox(r)->setValue(get[r]);
    }
}

// The actions the panel emits when `button` is clicked.
QStringList emittedBy(TradePanel &panel, QAbstractButton *button)
{
    QSignalSpy decided(&panel, &TradePanel::decided);
    click(button);
    if (decided.count() != 1)
        return {QStringLiteral("%1 decisions").arg(decided.count())};
    return texts(decided.front().front().value<QList<settlers::Action>>());
}

// Every visible, disabled button of the panel has a tooltip with a reason on its second line.
bool disabledSayWhy(const TradePanel &panel)
{
    for (QAbstractButton *b : panel.findChildren<QAbstractButton *>())
        if (b->isVisibleTo(&panel) && !b->isEnabled() && !b->toolTip().contains(QLatin1Char('\n')))
            return false;
    return true;
}

} // namespace

class TestTradePanel : public QObject {
    Q_OBJECT
private slots:
    void offer_data();
    void offer();
    void lettersReachTheWindowsShortcuts();
    void offerCannotGiveMoreThanHeld();
    void noOfferOnceTradingIsOver();
    void bank_data();
    void bank();
    void answer_data();
    void answer();
    void answersBesideEachPlayer();
    void declineACounterThenWithdraw();
    void aNewOffersAnswersAreItsOwn();
    void answersComeOneByOne();
    void showsNoOtherHand();
};

void TestTradePanel::offer_data()
{
    QTest::addColumn<Counts>("give");
    QTest::addColumn<Counts>("ask");
    QTest::addColumn<int>("target"); // seat, or -1 for every player
    QTest::addColumn<bool>("legal");
    QTest::newRow("lumber for ore, to all") << Counts{1, 0, 0, 0, 0} << Counts{0, 0, 0, 0, 1} << -1 << true;
    QTest::newRow("two for one, to Judah") << Counts{1, 1, 0, 0, 0} << Counts{0, 0, 1, 0, 0} << 2 << true;
    QTest::newRow("to Simeon, more than he holds") << Counts{1, 0, 0, 0, 0} << Counts{0, 0, 0, 0, 5} << 1 << true;
    QTest::newRow("nothing asked") << Counts{1, 0, 0, 0, 0} << Counts{0, 0, 0, 0, 0} << -1 << false;
    QTest::newRow("nothing given") << Counts{0, 0, 0, 0, 0} << Counts{0, 0, 0, 0, 1} << -1 << false;
    QTest::newRow("lumber both ways") << Counts{1, 0, 0, 0, 0} << Counts{1, 0, 0, 0, 1} << -1 << false;
}

void TestTradePanel::offer()
{
    QFETCH(Counts, give);
    QFETCH(Counts, ask);
    QFETCH(int, target);
    QFETCH(bool, legal);
    Scenario sc = tradePosition({2, 1, 0, 0, 0});
    TradePanel panel;
    panel.show();
    panel.showFor(contextFor(sc, 0));
    settlerstable::OfferBox *box = panel.offerBox();
    QVERIFY(!box->isAnswering());
    QVERIFY(box->offerButton()->isVisible());
    box->target()->setCurrentIndex(box->target()->findData(target < 0 ? int(settlers::kNoId) : target));
    setCounts(box->steppers(), give, ask);
    QCOMPARE(box->offerButton()->isEnabled(), legal);
    QVERIFY(disabledSayWhy(panel));
    if (!legal)
        return;
    std::array<int, settlers::kResourceCount> net{};
    for (int r = 0; r < settlers::kResourceCount; ++r)
        net[static_cast<std::size_t>(r)] = give[r] - ask[r];
    const settlers::Action expected = trade(settlers::ActionKind::OfferTrade, 0, target < 0 ? int(settlers::kNoId) : target, net);
    QCOMPARE(sc.check(expected), settlers::IllegalReason::Ok);
    QCOMPARE(emittedBy(panel, box->offerButton()), texts({expected}));
}

// Issue 42, D4: after a stepper was used, E (end the turn) and the other letters still work; digits
// still type a count.
void TestTradePanel::lettersReachTheWindowsShortcuts()
{
    Scenario sc = tradePosition({2, 1, 0, 0, 0});
    QWidget window;
    auto *panel = new TradePanel(&window);
    auto *endTurn = new QShortcut(QKeySequence(Qt::Key_E), &window);
    QSignalSpy pressed(endTurn, &QShortcut::activated);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    panel->showFor(contextFor(sc, 0));
    QSpinBox *asked = panel->offerBox()->steppers()->getBox(kOre);
    asked->setFocus();
    QTest::keyClick(asked, Qt::Key_Up);
    QCOMPARE(asked->value(), 1);
    QVERIFY(asked->hasFocus());
    QTest::keyClick(asked, Qt::Key_E);
    QCOMPARE(pressed.count(), 1);
    asked->selectAll();
    QTest::keyClick(asked, Qt::Key_2);
    QCOMPARE(asked->value(), 2);
}

void TestTradePanel::offerCannotGiveMoreThanHeld()
{
    Scenario sc = tradePosition({2, 1, 0, 0, 0});
    TradePanel panel;
    panel.showFor(contextFor(sc, 0));
    const Counts held{2, 1, 0, 0, 0};
    for (int r = 0; r < settlers::kResourceCount; ++r) {
        QSpinBox *give = panel.offerBox()->steppers()->giveBox(r);
        QCOMPARE(give->maximum(), held[r]);
        QCOMPARE(give->isEnabled(), held[r] > 0);
        QCOMPARE(give->toolTip().contains(QLatin1Char('\n')), held[r] == 0); // disabled ones say why
    }
}

void TestTradePanel::noOfferOnceTradingIsOver()
{
    Scenario sc = tradePosition({5, 1, 1, 1, 1});
    QVERIFY(sc.play(act(settlers::ActionKind::BuyCard, 0))); // R09: buying ends trading
    TradePanel panel;
    panel.show();
    panel.showFor(contextFor(sc, 0));
    setCounts(panel.offerBox()->steppers(), {1, 0, 0, 0, 0}, {0, 0, 0, 0, 1});
    QVERIFY(!panel.offerBox()->offerButton()->isEnabled());
    QVERIFY(panel.offerBox()->offerButton()->toolTip().contains(QLatin1Char('\n'))); // and says why
    for (int give = 0; give < settlers::kResourceCount; ++give)
        for (int receive = 0; receive < settlers::kResourceCount; ++receive)
            if (give != receive)
                QVERIFY(!panel.bank()->button(give, receive)->isEnabled());
    QVERIFY(disabledSayWhy(panel));
}

void TestTradePanel::bank_data()
{
    QTest::addColumn<Counts>("hand");
    QTest::addColumn<QString>("where"); // "", "harbor", "generic harbor", "caravan"
    QTest::addColumn<int>("give");
    QTest::addColumn<int>("receive");
    QTest::addColumn<int>("rate");
    QTest::addColumn<bool>("legal");
    QTest::newRow("4:1") << Counts{4, 0, 0, 0, 0} << "" << kLumber << kOre << 4 << true;
    QTest::newRow("three lumber is not enough") << Counts{3, 0, 0, 0, 0} << "" << kLumber << kOre << 4 << false;
    QTest::newRow("lumber harbor 2:1") << Counts{2, 0, 0, 0, 0} << "harbor" << kLumber << kWool << 2 << true;
    QTest::newRow("generic harbor 3:1") << Counts{0, 0, 3, 0, 0} << "generic harbor" << kGrain << kStone << 3 << true;
    QTest::newRow("caravan 2:1 in anything") << Counts{0, 0, 0, 0, 2} << "caravan" << kOre << kLumber << 2 << true;
}

void TestTradePanel::bank()
{
    QFETCH(Counts, hand);
    QFETCH(QString, where);
    QFETCH(int, give);
    QFETCH(int, receive);
    QFETCH(int, rate);
    QFETCH(bool, legal);
    Scenario sc = tradePosition(hand);
    if (where == QLatin1String("harbor") || where == QLatin1String("generic harbor")) {
        const int v = harborVertex(sc.rules, where == QLatin1String("harbor") ? give : -1);
        QVERIFY(v >= 0);
        sc.settlement(0, v);
    } else if (where == QLatin1String("caravan")) {
        settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::Caravan);
        QVERIFY(sc.play(act(settlers::ActionKind::PlayCard, 0, card(settlers::DevCard::Caravan))));
    }
    QCOMPARE(settlers::maritimeRate(sc.rules, sc.s, 0, give), rate);
    TradePanel panel;
    panel.show();
    panel.showFor(contextFor(sc, 0));
    QCOMPARE(panel.bank()->rateLabel(give)->text(), QStringLiteral("%1:1").arg(rate));
    QToolButton *button = panel.bank()->button(give, receive);
    QVERIFY(!panel.bank()->button(give, give)); // never the same resource back
    QCOMPARE(button->isEnabled(), legal);
    QVERIFY(disabledSayWhy(panel));
    if (!legal) {
        QVERIFY(button->toolTip().contains(QStringLiteral("hold %1").arg(hand[give])));
        return;
    }
    QVERIFY(button->toolTip().contains(QString::number(rate)));
    const settlers::Action expected = act(settlers::ActionKind::MaritimeTrade, 0, give, receive);
    QCOMPARE(sc.check(expected), settlers::IllegalReason::Ok);
    QCOMPARE(emittedBy(panel, button), texts({expected})); // one click, one trade
}

void TestTradePanel::answer_data()
{
    // Reuben offers 1 lumber for 1 ore; Simeon answers.
    QTest::addColumn<Counts>("simeon");
    QTest::addColumn<QString>("choice");     // "acceptOffer", "declineOffer", "counterOffer"
    QTest::addColumn<Counts>("counterGive"); // Simeon gives
    QTest::addColumn<Counts>("counterGet");  // Simeon receives
    QTest::addColumn<QString>("expected");   // "" when the button must be disabled
    const Counts none{0, 0, 0, 0, 0};
    QTest::newRow("accept") << Counts{0, 0, 0, 0, 1} << "acceptOffer" << none << none
                            << text(act(settlers::ActionKind::AnswerTrade, 1, int(settlers::TradeAnswer::Accept)));
    QTest::newRow("decline") << Counts{0, 0, 0, 0, 1} << "declineOffer" << none << none
                             << text(act(settlers::ActionKind::AnswerTrade, 1, int(settlers::TradeAnswer::Reject)));
    QTest::newRow("accept without ore") << Counts{0, 1, 0, 0, 0} << "acceptOffer" << none << none << QString();
    QTest::newRow("counter: wool instead of ore")
        << Counts{0, 1, 0, 0, 0} << "counterOffer" << Counts{0, 1, 0, 0, 0} << Counts{1, 0, 0, 0, 0}
        << text(trade(settlers::ActionKind::AnswerTrade, 1, int(settlers::TradeAnswer::Counter), {1, -1, 0, 0, 0}));
    QTest::newRow("counter: ore for two lumber")
        << Counts{0, 0, 0, 0, 1} << "counterOffer" << Counts{0, 0, 0, 0, 1} << Counts{2, 0, 0, 0, 0}
        << text(trade(settlers::ActionKind::AnswerTrade, 1, int(settlers::TradeAnswer::Counter), {2, 0, 0, 0, -1}));
    // Issue 24, defect 8: Simeon cannot see that Reuben holds no wool, so asking for it is allowed.
    QTest::newRow("counter: a wool Reuben may not hold")
        << Counts{0, 0, 0, 0, 1} << "counterOffer" << Counts{0, 0, 0, 0, 1} << Counts{0, 1, 0, 0, 0}
        << text(trade(settlers::ActionKind::AnswerTrade, 1, int(settlers::TradeAnswer::Counter), {0, 1, 0, 0, -1}));
    // More cards than Reuben's hand holds is known to all: refused.
    QTest::newRow("counter: more lumber than Reuben holds")
        << Counts{0, 0, 0, 0, 1} << "counterOffer" << Counts{0, 0, 0, 0, 1} << Counts{3, 0, 0, 0, 0} << QString();
    QTest::newRow("counter: the offer unchanged")
        << Counts{0, 0, 0, 0, 1} << "counterOffer" << Counts{0, 0, 0, 0, 1} << Counts{1, 0, 0, 0, 0} << QString();
}

void TestTradePanel::answer()
{
    QFETCH(Counts, simeon);
    QFETCH(QString, choice);
    QFETCH(Counts, counterGive);
    QFETCH(Counts, counterGet);
    QFETCH(QString, expected);
    Scenario sc = tradePosition({2, 0, 0, 0, 0});
    sc.hand(1, arr(simeon));
    QVERIFY(sc.play(trade(settlers::ActionKind::OfferTrade, 0, 1, {1, 0, 0, 0, -1})));
    QCOMPARE(sc.s.pending, settlers::Pending::TradeAnswer);
    // Issue 42, D1: as the window shows it, through Simeon's view, where Reuben's hand is zeroed and
    // only its size is known.
    const settlers::SeatView simeonsView = settlers::viewOf(sc.s, 1);
    settlerstable::DecisionContext ctx = contextFor(sc, 1);
    ctx.state = &simeonsView.board;
    TradePanel panel;
    panel.show();
    panel.showFor(ctx);
    settlerstable::OfferBox *box = panel.offerBox();
    QVERIFY(box->isAnswering());
    QVERIFY(!box->offerButton()->isVisible());
    QVERIFY(box->incoming()->text().contains(QStringLiteral("Reuben")));
    // The counter-offer starts as the offer itself.
    QCOMPARE(box->steppers()->gives(), (settlerstable::ResourceCounts{0, 0, 0, 0, qMin(1, simeon[kOre])}));
    QCOMPARE(box->steppers()->receives(), (settlerstable::ResourceCounts{1, 0, 0, 0, 0}));
    if (choice == QLatin1String("counterOffer"))
        setCounts(box->steppers(), counterGive, counterGet);
    auto *button = panel.findChild<QPushButton *>(choice);
    QVERIFY(button);
    QVERIFY(disabledSayWhy(panel));
    if (expected.isEmpty()) {
        QVERIFY(!button->isEnabled());
        if (QTest::currentDataTag() == QLatin1String("counter: more lumber than Reuben holds")) // the public count
            QVERIFY2(button->toolTip().contains(QStringLiteral("holds 2 cards")), qPrintable(button->toolTip()));
        return;
    }
    QVERIFY(button->isEnabled());
    const QStringList emitted = emittedBy(panel, button);
    QCOMPARE(emitted, QStringList{expected});
}

void TestTradePanel::answersBesideEachPlayer()
{
    Scenario sc = tradePosition({2, 1, 0, 0, 0});
    QVERIFY(sc.play(trade(settlers::ActionKind::OfferTrade, 0, settlers::kNoId, {1, 0, 0, 0, -1})));
    QVERIFY(sc.play(act(settlers::ActionKind::AnswerTrade, 1, int(settlers::TradeAnswer::Accept))));
    QVERIFY(sc.play(trade(settlers::ActionKind::AnswerTrade, 2, int(settlers::TradeAnswer::Counter), {1, 1, 0, 0, -1})));
    QVERIFY(sc.play(act(settlers::ActionKind::AnswerTrade, 3, int(settlers::TradeAnswer::Reject))));
    QCOMPARE(sc.s.pending, settlers::Pending::TradeConfirm);
    TradePanel panel;
    panel.show();
    panel.showFor(contextFor(sc, 0));
    settlerstable::OfferAnswers *answers = panel.answers();
    QVERIFY(answers->isVisible());
    QVERIFY(answers->statusOf(1)->text().contains(QStringLiteral("accepts")));
    QVERIFY(answers->statusOf(2)->text().contains(resourceName(settlers::Resource::Wool, settlers::Ruleset::Canaan))); // his counter
    QVERIFY(answers->statusOf(3)->text().contains(QStringLiteral("declines")));
    QVERIFY(!answers->acceptButton(3)->isVisible()); // nothing to take from a refusal
    QVERIFY(!answers->declineButton(1)->isVisible()); // an acceptance is taken or left, not declined
    QVERIFY(answers->declineButton(2)->isVisible());
    QCOMPARE(emittedBy(panel, answers->acceptButton(1)), texts({act(settlers::ActionKind::ConfirmTrade, 0, 1)}));
    QCOMPARE(emittedBy(panel, answers->acceptButton(2)), texts({act(settlers::ActionKind::ConfirmTrade, 0, 2)}));
    QCOMPARE(emittedBy(panel, answers->withdrawButton()), texts({act(settlers::ActionKind::ConfirmTrade, 0)}));
    QCOMPARE(sc.check(act(settlers::ActionKind::ConfirmTrade, 0, 2)), settlers::IllegalReason::Ok);
}

void TestTradePanel::declineACounterThenWithdraw()
{
    Scenario sc = tradePosition({2, 1, 0, 0, 0});
    QVERIFY(sc.play(trade(settlers::ActionKind::OfferTrade, 0, 2, {1, 0, 0, 0, -1})));
    QVERIFY(sc.play(trade(settlers::ActionKind::AnswerTrade, 2, int(settlers::TradeAnswer::Counter), {1, 1, 0, 0, -1})));
    TradePanel panel;
    panel.show();
    panel.showFor(contextFor(sc, 0));
    settlerstable::OfferAnswers *answers = panel.answers();
    QVERIFY(answers->acceptButton(2)->isEnabled());
    QSignalSpy decided(&panel, &TradePanel::decided);
    click(answers->declineButton(2));
    QCOMPARE(decided.count(), 0); // declining a counter is the person's note, not a move
    QVERIFY(!answers->acceptButton(2)->isEnabled());
    QVERIFY(answers->acceptButton(2)->toolTip().contains(QStringLiteral("declined")));
    QVERIFY(answers->statusOf(2)->text().contains(QStringLiteral("declined")));
    QCOMPARE(emittedBy(panel, answers->withdrawButton()), texts({act(settlers::ActionKind::ConfirmTrade, 0)}));
    // The next offer starts with no answer set aside.
    QVERIFY(sc.play(act(settlers::ActionKind::ConfirmTrade, 0)));
    panel.showFor(contextFor(sc, 0));
    QVERIFY(!answers->isVisible());
}

// Issue 42, D5: the panel was hidden (not refreshed) while the offer closed and a new one was made;
// the new offer's answers are its own, not the last offer's declines.
void TestTradePanel::aNewOffersAnswersAreItsOwn()
{
    Scenario sc = tradePosition({2, 1, 0, 0, 0});
    QVERIFY(sc.play(trade(settlers::ActionKind::OfferTrade, 0, 2, {1, 0, 0, 0, -1})));
    QVERIFY(sc.play(trade(settlers::ActionKind::AnswerTrade, 2, int(settlers::TradeAnswer::Counter), {1, 1, 0, 0, -1})));
    TradePanel panel;
    panel.show();
    panel.showFor(contextFor(sc, 0));
    settlerstable::OfferAnswers *answers = panel.answers();
    click(answers->declineButton(2));
    QVERIFY(!answers->acceptButton(2)->isEnabled());
    // Hidden from here: withdrawn, and a new offer countered otherwise, unseen by the panel.
    QVERIFY(sc.play(act(settlers::ActionKind::ConfirmTrade, 0)));
    QVERIFY(sc.play(trade(settlers::ActionKind::OfferTrade, 0, 2, {1, 0, 0, 0, -1})));
    QVERIFY(sc.play(trade(settlers::ActionKind::AnswerTrade, 2, int(settlers::TradeAnswer::Counter), {2, 0, 0, 0, -1})));
    panel.showFor(contextFor(sc, 0));
    QVERIFY2(!answers->statusOf(2)->text().contains(QStringLiteral("declined")), qPrintable(answers->statusOf(2)->text()));
    QVERIFY(answers->acceptButton(2)->isEnabled());
    // A new offer still waiting for its answers shows no answer of the last one.
    QVERIFY(sc.play(act(settlers::ActionKind::ConfirmTrade, 0)));
    QVERIFY(sc.play(trade(settlers::ActionKind::OfferTrade, 0, settlers::kNoId, {1, 0, 0, 0, -1})));
    panel.showFor(contextFor(sc, 0));
    for (int q = 1; q <= 3; ++q)
        QVERIFY2(answers->statusOf(q)->text().contains(QStringLiteral("thinking")), qPrintable(answers->statusOf(q)->text()));
}

void TestTradePanel::answersComeOneByOne()
{
    Scenario sc = tradePosition({2, 1, 0, 0, 0});
    QVERIFY(sc.play(trade(settlers::ActionKind::OfferTrade, 0, settlers::kNoId, {1, 0, 0, 0, -1})));
    QVERIFY(sc.play(act(settlers::ActionKind::AnswerTrade, 1, int(settlers::TradeAnswer::Accept))));
    // Judah is still thinking: Reuben sees Simeon's answer, cannot take it yet, and is told why.
    settlerstable::DecisionContext ctx = contextFor(sc, 0);
    ctx.legal.clear(); // not Reuben's decision
    TradePanel panel;
    panel.show();
    panel.showFor(ctx);
    settlerstable::OfferAnswers *answers = panel.answers();
    QVERIFY(answers->statusOf(1)->text().contains(QStringLiteral("accepts")));
    QVERIFY(answers->statusOf(2)->text().contains(QStringLiteral("thinking")));
    QVERIFY(!answers->acceptButton(1)->isEnabled());
    QVERIFY(answers->acceptButton(1)->toolTip().contains(QStringLiteral("every player has answered")));
    QVERIFY(disabledSayWhy(panel));
}

void TestTradePanel::showsNoOtherHand()
{
    // Judah looks at the panel during Reuben's open offer: he sees the offer and the answers, and of
    // the hands only his own.
    Scenario sc = tradePosition({2, 1, 0, 0, 0});
    sc.hand(1, {0, 0, 0, 0, 7});
    QVERIFY(sc.play(trade(settlers::ActionKind::OfferTrade, 0, settlers::kNoId, {1, 0, 0, 0, -1})));
    settlerstable::DecisionContext ctx = contextFor(sc, 2);
    ctx.legal.clear();
    TradePanel panel;
    panel.show();
    panel.showFor(ctx);
    const settlerstable::TradeSteppers *steppers = panel.offerBox()->steppers();
    for (int r = 0; r < settlers::kResourceCount; ++r)
        QCOMPARE(steppers->giveBox(r)->maximum(), int(sc.s.hand[2][r]));
    for (QLabel *label : panel.findChildren<QLabel *>())
        QVERIFY2(!label->text().contains(QStringLiteral("7")), qPrintable(label->text())); // Simeon's ore
    // Nobody at the screen (the hot-seat cover): nothing to click, and no hand at all.
    ctx.seat = -1;
    panel.showFor(ctx);
    for (int r = 0; r < settlers::kResourceCount; ++r)
        QCOMPARE(steppers->giveBox(r)->maximum(), 0);
    QVERIFY(!panel.offerBox()->offerButton()->isEnabled());
    QVERIFY(disabledSayWhy(panel));
}

QTEST_MAIN(TestTradePanel)
#include "test_trade_panel.moc"
