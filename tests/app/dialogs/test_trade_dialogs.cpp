// The trade dialogs: an offer to players and a trade with the bank (R10, R11), answering an offer
// with accept, reject or a counter-offer, and taking one answer or withdrawing. Each opens on a real
// position, is operated as a person would, and must propose exactly the expected legal actions.
#include "dialog_test_support.h"

#include "answer_dialog.h"
#include "io/game_text.h"
#include "confirm_dialog.h"
#include "resource_count_editor.h"
#include "resource_picker.h"
#include "trade_dialog.h"

#include <QComboBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QToolButton>

#include <memory>

using namespace canaan;
using namespace canaan::test;
using canaan::game::DecisionDialog;

namespace {

using Counts = QList<int>;

std::array<int, kResourceCount> arr(const Counts &c)
{
    std::array<int, kResourceCount> out{};
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
int harborVertex(const Rules &rules, int resource)
{
    const auto &vertices = rules.topology().vertices();
    for (std::size_t v = 0; v < vertices.size(); ++v) {
        const Vertex &x = vertices[v];
        if (x.isHarbor && (resource < 0 ? !x.harbor.has_value() : x.harbor == static_cast<Resource>(resource)))
            return static_cast<int>(v);
    }
    return -1;
}

void setCounts(game::ResourceCountEditor *editor, const Counts &counts)
{
    for (int r = 0; r < kResourceCount; ++r)
        editor->spinBox(r)->setValue(counts[r]);
}

} // namespace

class TestTradeDialogs : public QObject {
    Q_OBJECT
private slots:
    void offer_data();
    void offer();
    void offerCannotGiveMoreThanHeld();
    void noOfferOnceTradingIsOver();
    void maritime_data();
    void maritime();
    void answer_data();
    void answer();
    void confirm_data();
    void confirm();
    void confirmWhenEverybodyRejected();
};

void TestTradeDialogs::offer_data()
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

void TestTradeDialogs::offer()
{
    QFETCH(Counts, give);
    QFETCH(Counts, ask);
    QFETCH(int, target);
    QFETCH(bool, legal);
    Scenario sc = tradePosition({2, 1, 0, 0, 0});
    auto dialog = openAs<game::TradeDialog>(game::createTradeDialog(contextFor(sc, 0), nullptr));
    QVERIFY(dialog);
    QCOMPARE(dialog->tabs()->currentIndex(), int(game::TradeDialog::Domestic));
    dialog->target()->setCurrentIndex(dialog->target()->findData(target < 0 ? int(kNoId) : target));
    setCounts(dialog->gives(), give);
    setCounts(dialog->receives(), ask);
    QCOMPARE(dialog->okButton()->isEnabled(), legal);
    if (!legal) {
        QVERIFY(dialog->chosenActions().isEmpty());
        QVERIFY(!dialog->okButton()->toolTip().isEmpty());
        return;
    }
    std::array<int, kResourceCount> net{};
    for (int r = 0; r < kResourceCount; ++r)
        net[static_cast<std::size_t>(r)] = give[r] - ask[r];
    const Action expected = trade(ActionKind::OfferTrade, 0, target < 0 ? int(kNoId) : target, net);
    QCOMPARE(texts(dialog->chosenActions()), texts({expected}));
    QCOMPARE(sc.check(expected), IllegalReason::Ok);
    QSignalSpy decided(dialog.get(), &DecisionDialog::decided);
    click(dialog->okButton());
    QCOMPARE(decided.count(), 1);
}

void TestTradeDialogs::offerCannotGiveMoreThanHeld()
{
    Scenario sc = tradePosition({2, 1, 0, 0, 0});
    auto dialog = openAs<game::TradeDialog>(game::createTradeDialog(contextFor(sc, 0), nullptr));
    QVERIFY(dialog);
    const Counts held{2, 1, 0, 0, 0};
    for (int r = 0; r < kResourceCount; ++r) {
        QCOMPARE(dialog->gives()->spinBox(r)->maximum(), held[r]);
        QCOMPARE(dialog->gives()->spinBox(r)->isEnabled(), held[r] > 0);
        QCOMPARE(dialog->gives()->spinBox(r)->toolTip().isEmpty(), held[r] > 0); // disabled ones say why
    }
}

void TestTradeDialogs::noOfferOnceTradingIsOver()
{
    Scenario sc = tradePosition({5, 1, 1, 1, 1});
    QVERIFY(sc.play(act(ActionKind::BuyCard, 0))); // R09: buying ends trading
    QVERIFY(!game::createTradeDialog(contextFor(sc, 0), nullptr));
}

void TestTradeDialogs::maritime_data()
{
    QTest::addColumn<Counts>("hand");
    QTest::addColumn<QString>("where"); // "", "harbor", "generic harbor", "caravan"
    QTest::addColumn<int>("give");
    QTest::addColumn<int>("receive");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("rate");
    QTest::addColumn<bool>("legal");
    QTest::newRow("4:1") << Counts{4, 0, 0, 0, 0} << "" << kLumber << kOre << 1 << 4 << true;
    QTest::newRow("4:1 twice") << Counts{8, 0, 0, 0, 0} << "" << kLumber << kGrain << 2 << 4 << true;
    QTest::newRow("three lumber is not enough") << Counts{3, 0, 0, 0, 0} << "" << kLumber << kOre << 1 << 4 << false;
    QTest::newRow("lumber harbor 2:1") << Counts{2, 0, 0, 0, 0} << "harbor" << kLumber << kWool << 1 << 2 << true;
    QTest::newRow("generic harbor 3:1") << Counts{0, 0, 6, 0, 0} << "generic harbor" << kGrain << kStone << 2 << 3
                                        << true;
    QTest::newRow("caravan 2:1 in anything") << Counts{0, 0, 0, 0, 4} << "caravan" << kOre << kLumber << 2 << 2
                                             << true;
}

void TestTradeDialogs::maritime()
{
    QFETCH(Counts, hand);
    QFETCH(QString, where);
    QFETCH(int, give);
    QFETCH(int, receive);
    QFETCH(int, count);
    QFETCH(int, rate);
    QFETCH(bool, legal);
    Scenario sc = tradePosition(hand);
    if (where == QLatin1String("harbor") || where == QLatin1String("generic harbor")) {
        const int v = harborVertex(sc.rules, where == QLatin1String("harbor") ? give : -1);
        QVERIFY(v >= 0);
        sc.settlement(0, v);
    } else if (where == QLatin1String("caravan")) {
        scenario::giveCard(sc.s, 0, DevCard::Caravan);
        QVERIFY(sc.play(act(ActionKind::PlayCard, 0, card(DevCard::Caravan))));
    }
    QCOMPARE(maritimeRate(sc.rules, sc.s, 0, give), rate);
    auto dialog = openAs<game::TradeDialog>(game::createTradeDialog(contextFor(sc, 0), nullptr));
    QVERIFY(dialog);
    dialog->tabs()->setCurrentIndex(game::TradeDialog::Maritime);
    QToolButton *giveButton = dialog->bankGives()->button(give);
    QVERIFY(giveButton->text().contains(QStringLiteral("%1:1").arg(rate)));
    QCOMPARE(giveButton->isEnabled(), legal);
    if (!legal) {
        QVERIFY(!giveButton->toolTip().isEmpty());
        QVERIFY(!dialog->okButton()->isEnabled());
        return;
    }
    click(giveButton);
    QVERIFY(!dialog->bankReceives()->button(give)->isEnabled()); // never the same resource back
    QVERIFY(!dialog->okButton()->isEnabled());                    // nothing to receive chosen yet
    click(dialog->bankReceives()->button(receive));
    QCOMPARE(dialog->bankCount()->maximum(), hand[give] / rate);
    dialog->bankCount()->setValue(count);
    QList<Action> expected;
    for (int i = 0; i < count; ++i)
        expected << act(ActionKind::MaritimeTrade, 0, give, receive);
    QCOMPARE(texts(dialog->chosenActions()), texts(expected));
    QCOMPARE(checkSequence(sc, expected), IllegalReason::Ok);
    QVERIFY(dialog->okButton()->isEnabled());
}

void TestTradeDialogs::answer_data()
{
    // Reuben offers 1 lumber for 1 ore; Simeon answers.
    QTest::addColumn<Counts>("simeon");
    QTest::addColumn<QString>("choice");    // "accept", "reject", "counter"
    QTest::addColumn<Counts>("counterGive"); // Simeon gives
    QTest::addColumn<Counts>("counterGet");  // Simeon receives
    QTest::addColumn<QString>("expected");   // "" when OK must be disabled
    const Counts none{0, 0, 0, 0, 0};
    QTest::newRow("accept") << Counts{0, 0, 0, 0, 1} << "accept" << none << none
                            << text(act(ActionKind::AnswerTrade, 1, int(TradeAnswer::Accept)));
    QTest::newRow("reject") << Counts{0, 0, 0, 0, 1} << "reject" << none << none
                            << text(act(ActionKind::AnswerTrade, 1, int(TradeAnswer::Reject)));
    QTest::newRow("accept without ore") << Counts{0, 1, 0, 0, 0} << "accept" << none << none << QString();
    QTest::newRow("counter: wool instead of ore")
        << Counts{0, 1, 0, 0, 0} << "counter" << Counts{0, 1, 0, 0, 0} << Counts{1, 0, 0, 0, 0}
        << text(trade(ActionKind::AnswerTrade, 1, int(TradeAnswer::Counter), {1, -1, 0, 0, 0}));
    QTest::newRow("counter: ore for two lumber")
        << Counts{0, 0, 0, 0, 1} << "counter" << Counts{0, 0, 0, 0, 1} << Counts{2, 0, 0, 0, 0}
        << text(trade(ActionKind::AnswerTrade, 1, int(TradeAnswer::Counter), {2, 0, 0, 0, -1}));
    // Issue 24, defect 8: Simeon cannot see that Reuben holds no wool, so asking for it is allowed
    // (Reuben then cannot confirm it); refusing it would reveal Reuben's hand.
    QTest::newRow("counter: a wool Reuben may not hold")
        << Counts{0, 0, 0, 0, 1} << "counter" << Counts{0, 0, 0, 0, 1} << Counts{0, 1, 0, 0, 0}
        << text(trade(ActionKind::AnswerTrade, 1, int(TradeAnswer::Counter), {0, 1, 0, 0, -1}));
    // More cards than Reuben's hand holds is known to all: refused.
    QTest::newRow("counter: more lumber than Reuben holds")
        << Counts{0, 0, 0, 0, 1} << "counter" << Counts{0, 0, 0, 0, 1} << Counts{3, 0, 0, 0, 0} << QString();
    QTest::newRow("counter: asks nothing") << Counts{0, 0, 0, 0, 1} << "counter" << Counts{0, 0, 0, 0, 1} << none
                                           << QString();
}

void TestTradeDialogs::answer()
{
    QFETCH(Counts, simeon);
    QFETCH(QString, choice);
    QFETCH(Counts, counterGive);
    QFETCH(Counts, counterGet);
    QFETCH(QString, expected);
    Scenario sc = tradePosition({2, 0, 0, 0, 0});
    sc.hand(1, arr(simeon));
    QVERIFY(sc.play(trade(ActionKind::OfferTrade, 0, 1, {1, 0, 0, 0, -1})));
    QCOMPARE(sc.s.pending, Pending::TradeAnswer);
    auto dialog = openAs<game::AnswerDialog>(game::createDecisionDialog(contextFor(sc, 1), nullptr));
    QVERIFY(dialog);
    // The counter-offer starts as the offer itself.
    QCOMPARE(dialog->counterGives()->values(), (game::ResourceCounts{0, 0, 0, 0, qMin(1, simeon[kOre])}));
    QCOMPARE(dialog->counterReceives()->values(), (game::ResourceCounts{1, 0, 0, 0, 0}));
    QVERIFY(!dialog->counterGives()->isEnabled()); // until Counter-offer is chosen

    QRadioButton *button = dialog->findChild<QRadioButton *>(choice);
    QVERIFY(button);
    click(button);
    if (choice == QLatin1String("counter")) {
        setCounts(dialog->counterGives(), counterGive);
        setCounts(dialog->counterReceives(), counterGet);
    }
    if (expected.isEmpty()) {
        QVERIFY(dialog->chosenActions().isEmpty() || !button->isChecked());
        if (choice == QLatin1String("accept")) {
            QVERIFY(!button->isEnabled());
            QVERIFY(!button->toolTip().isEmpty());
        } else {
            QVERIFY(!dialog->okButton()->isEnabled());
        }
        return;
    }
    const QList<Action> chosen = dialog->chosenActions();
    QCOMPARE(texts(chosen), QStringList{expected});
    QCOMPARE(sc.check(chosen.front()), IllegalReason::Ok);
    QVERIFY(dialog->okButton()->isEnabled());
}

void TestTradeDialogs::confirm_data()
{
    QTest::addColumn<QString>("choice");
    QTest::addColumn<int>("expected"); // seat taken, or -1 to withdraw
    QTest::newRow("take Simeon's acceptance") << "take_1" << 1;
    QTest::newRow("take Judah's counter-offer") << "take_2" << 2;
    QTest::newRow("withdraw") << "withdraw" << -1;
}

void TestTradeDialogs::confirm()
{
    QFETCH(QString, choice);
    QFETCH(int, expected);
    Scenario sc = tradePosition({2, 1, 0, 0, 0});
    QVERIFY(sc.play(trade(ActionKind::OfferTrade, 0, kNoId, {1, 0, 0, 0, -1})));
    QVERIFY(sc.play(act(ActionKind::AnswerTrade, 1, int(TradeAnswer::Accept))));
    QVERIFY(sc.play(trade(ActionKind::AnswerTrade, 2, int(TradeAnswer::Counter), {1, 1, 0, 0, -1})));
    QVERIFY(sc.play(act(ActionKind::AnswerTrade, 3, int(TradeAnswer::Reject))));
    QCOMPARE(sc.s.pending, Pending::TradeConfirm);

    auto dialog = openAs<game::ConfirmDialog>(game::createDecisionDialog(contextFor(sc, 0), nullptr));
    QVERIFY(dialog);
    QVERIFY(!dialog->choice(3));                   // Issachar rejected: nothing to take
    QVERIFY(dialog->choice(1)->isChecked());       // the first acceptance is proposed
    QVERIFY(dialog->choice(2)->text().contains(QStringLiteral("Judah")));
    QVERIFY(dialog->choice(2)->text().contains(resourceName(Resource::Wool, Ruleset::Canaan))); // his counter
    click(dialog->findChild<QRadioButton *>(choice));
    const Action action = act(ActionKind::ConfirmTrade, 0, expected < 0 ? int(kNoId) : expected);
    QCOMPARE(texts(dialog->chosenActions()), texts({action}));
    QCOMPARE(sc.check(action), IllegalReason::Ok);
}

void TestTradeDialogs::confirmWhenEverybodyRejected()
{
    Scenario sc = tradePosition({2, 1, 0, 0, 0});
    QVERIFY(sc.play(trade(ActionKind::OfferTrade, 0, 3, {1, 0, 0, 0, -1})));
    QVERIFY(sc.play(act(ActionKind::AnswerTrade, 3, int(TradeAnswer::Reject))));
    auto dialog = openAs<game::ConfirmDialog>(game::createDecisionDialog(contextFor(sc, 0), nullptr));
    QVERIFY(dialog);
    QVERIFY(!dialog->choice(3));
    QVERIFY(dialog->choice(kNoId)->isChecked()); // withdrawing is all that is left, and proposed
    const Action withdraw = act(ActionKind::ConfirmTrade, 0);
    QCOMPARE(texts(dialog->chosenActions()), texts({withdraw}));
    QCOMPARE(sc.check(withdraw), IllegalReason::Ok);
    QVERIFY(dialog->okButton()->isEnabled());
}

QTEST_MAIN(TestTradeDialogs)
#include "test_trade_dialogs.moc"
