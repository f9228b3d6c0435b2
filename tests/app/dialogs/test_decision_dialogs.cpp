// The dialogs of decisions other than trade and the Plague's victim: discard, resource choices,
// development cards and the Jerusalem stone. Each opens on a position reached with the engine, is
// operated as a person would, and must propose exactly the expected legal actions.
#include "tests/app/dialogs/dialog_test_support.h"

#include "app/settlers_table/dialogs/discard_dialog.h"
#include "engine/io/game_text.h"
#include "app/settlers_table/dialogs/play_card_dialog.h"
#include "app/settlers_table/dialogs/resource_choice_dialog.h"
#include "app/settlers_table/dialogs/resource_count_editor.h"
#include "app/settlers_table/dialogs/resource_picker.h"
#include "app/settlers_table/dialogs/stone_dialog.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QToolButton>

#include <memory>

using namespace canaan;
using namespace canaan::test;
using canaan::settlerstable::DecisionDialog;

namespace {

// A 7 rolled by seat 0: seat 1 holds `hand` and must discard half of it.
Scenario discardPosition(std::array<int, settlers::kResourceCount> hand)
{
    Scenario sc(testmaps::canaanMap(), 4, 0, /*rolled*/ false);
    sc.hand(0, {1, 0, 0, 0, 0});
    sc.hand(1, hand);
    sc.play(act(settlers::ActionKind::Roll, 0));
    sc.play(act(settlers::ActionKind::Dice, 0, 3, 4));
    return sc;
}

// Seat 0 in his turn with a settlement, two roads leading away from it and every card kind but
// victory points; Judah holds cards, Issachar none.
struct CardPosition {
    Scenario sc{testmaps::canaanMap(), 4, 0, true};
    int settlement = -1;
};

CardPosition cardPosition()
{
    CardPosition p;
    Scenario &sc = p.sc;
    const auto &vertices = sc.rules.topology().vertices();
    for (std::size_t v = 0; v < vertices.size() && p.settlement < 0; ++v)
        if (vertices[v].touchesNumber && !vertices[v].isJerusalemSite && !vertices[v].isHarbor)
            p.settlement = static_cast<int>(v);
    const settlers::Vertex &home = vertices[static_cast<std::size_t>(p.settlement)];
    const int next = home.neighbours[0];
    const settlers::Vertex &middle = vertices[static_cast<std::size_t>(next)];
    const int far = middle.neighbours[0] != p.settlement ? middle.neighbours[0] : middle.neighbours[1];
    sc.settlement(0, p.settlement);
    sc.roads(0, {p.settlement, next, far});
    sc.hand(0, {1, 1, 1, 1, 1});
    sc.hand(2, {1, 1, 0, 0, 0});
    for (const settlers::DevCard c : {settlers::DevCard::KorahsRebellion, settlers::DevCard::PlentifulLands, settlers::DevCard::Improvements,
                            settlers::DevCard::CalebsBlessing, settlers::DevCard::GibeoniteTrickery, settlers::DevCard::Caravan})
        settlers::scenario::giveCard(sc.s, 0, c);
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::Prophet, /*isNew*/ true);
    return p;
}

// A neighbour of a Jerusalem site that is not a site itself, or -1.
std::pair<int, int> siteAndNeighbour(const settlers::Rules &rules)
{
    const auto &vertices = rules.topology().vertices();
    for (std::size_t w = 0; w < vertices.size(); ++w) {
        if (!vertices[w].isJerusalemSite)
            continue;
        for (const settlers::VertexId v : vertices[w].neighbours)
            if (v != settlers::kNone && !vertices[v].isJerusalemSite)
                return {static_cast<int>(w), static_cast<int>(v)};
    }
    return {-1, -1};
}

} // namespace

class TestDecisionDialogs : public QObject {
    Q_OBJECT
private slots:
    void discard_data();
    void discard();
    void discardByKeyboard();
    void copperChoice_data();
    void copperChoice();
    void deborahsSongAsksEverySeat();
    void playCard_data();
    void playCard();
    void playCardNeedsItsArgument();
    void stoneOnOwnSite();
    void stoneWithToll_data();
    void stoneWithToll();
    void kingsBlessingAfterFirstStone();
    void enterDecidesEscapeCancels();
    void retranslatesOnLanguageChange();
    void noDialogWhenNothingToDecide();
};

void TestDecisionDialogs::discard_data()
{
    QTest::addColumn<QList<int>>("hand");
    QTest::addColumn<QList<int>>("chosen");
    QTest::addColumn<bool>("complete");
    QTest::newRow("four of nine") << QList<int>{3, 2, 2, 1, 1} << QList<int>{2, 1, 1, 0, 0} << true;
    QTest::newRow("five of eleven") << QList<int>{5, 2, 2, 1, 1} << QList<int>{0, 2, 2, 1, 0} << true;
    QTest::newRow("one short") << QList<int>{3, 2, 2, 1, 1} << QList<int>{1, 1, 1, 0, 0} << false;
    QTest::newRow("one too many") << QList<int>{3, 2, 2, 1, 1} << QList<int>{2, 1, 1, 1, 0} << false;
    QTest::newRow("nothing chosen") << QList<int>{3, 2, 2, 1, 1} << QList<int>{0, 0, 0, 0, 0} << false;
}

void TestDecisionDialogs::discard()
{
    QFETCH(QList<int>, hand);
    QFETCH(QList<int>, chosen);
    QFETCH(bool, complete);
    std::array<int, settlers::kResourceCount> cards{};
    std::copy(hand.begin(), hand.end(), cards.begin());
    Scenario sc = discardPosition(cards);
    QCOMPARE(sc.s.pending, settlers::Pending::Discard);
    QCOMPARE(int(sc.s.pendingPlayer), 1);

    auto dialog = openAs<settlerstable::DiscardDialog>(settlerstable::createDecisionDialog(contextFor(sc, 1), nullptr));
    QVERIFY(dialog);
    QCOMPARE(dialog->owed(), sc.s.handSize(1) / 2);
    for (int r = 0; r < settlers::kResourceCount; ++r) {
        QCOMPARE(dialog->editor()->spinBox(r)->maximum(), cards[static_cast<std::size_t>(r)]);
        dialog->editor()->spinBox(r)->setValue(chosen[r]);
    }
    QCOMPARE(dialog->okButton()->isEnabled(), complete);
    if (!complete) {
        QVERIFY(dialog->chosenActions().isEmpty());
        QVERIFY(!dialog->okButton()->toolTip().isEmpty());
        return;
    }
    QList<settlers::Action> expected;
    for (int r = 0; r < settlers::kResourceCount; ++r)
        for (int k = 0; k < chosen[r]; ++k)
            expected << act(settlers::ActionKind::Discard, 1, r);
    QCOMPARE(texts(dialog->chosenActions()), texts(expected));
    QCOMPARE(checkSequence(sc, expected), settlers::IllegalReason::Ok);

    QSignalSpy decided(dialog.get(), &DecisionDialog::decided);
    click(dialog->okButton());
    QCOMPARE(decided.count(), 1);
    QCOMPARE(texts(decided.front().front().value<QList<settlers::Action>>()), texts(expected));
}

void TestDecisionDialogs::discardByKeyboard()
{
    Scenario sc = discardPosition({3, 2, 2, 1, 1});
    auto dialog = openAs<settlerstable::DiscardDialog>(settlerstable::createDecisionDialog(contextFor(sc, 1), nullptr));
    QVERIFY(dialog);
    QSpinBox *lumber = dialog->editor()->spinBox(kLumber);
    lumber->setFocus();
    for (int i = 0; i < 5; ++i) // one more than held: the spin box stops at 3
        QTest::keyClick(lumber, Qt::Key_Up);
    QCOMPARE(lumber->value(), 3);
    QVERIFY(!dialog->okButton()->isEnabled());
    QTest::keyClick(dialog->editor()->spinBox(kOre), Qt::Key_Up);
    QVERIFY(dialog->okButton()->isEnabled());
    QSignalSpy decided(dialog.get(), &DecisionDialog::decided);
    QTest::keyClick(dialog->editor()->spinBox(kOre), Qt::Key_Return);
    QCOMPARE(decided.count(), 1);
    QCOMPARE(texts(decided.front().front().value<QList<settlers::Action>>()),
             texts({act(settlers::ActionKind::Discard, 1, kLumber), act(settlers::ActionKind::Discard, 1, kLumber),
                    act(settlers::ActionKind::Discard, 1, kLumber), act(settlers::ActionKind::Discard, 1, kOre)}));
}

void TestDecisionDialogs::copperChoice_data()
{
    QTest::addColumn<int>("resource");
    QTest::addColumn<bool>("bankEmpty");
    for (int r = 0; r < settlers::kResourceCount; ++r)
        QTest::newRow(settlers::resourceId(static_cast<settlers::Resource>(r)).data()) << r << false;
    QTest::newRow("grain, bank empty") << kGrain << true;
}

void TestDecisionDialogs::copperChoice()
{
    QFETCH(int, resource);
    QFETCH(bool, bankEmpty);
    Scenario sc(testmaps::canaanMap(), 4, 0, false);
    int copper = -1;
    for (std::size_t t = 0; t < sc.rules.topology().tiles().size(); ++t)
        if (sc.rules.topology().tiles()[t].terrain == settlers::Terrain::Copper)
            copper = static_cast<int>(t);
    QVERIFY(copper >= 0);
    const settlers::Tile &tile = sc.rules.topology().tiles()[static_cast<std::size_t>(copper)];
    sc.settlement(1, tile.vertices[0]);
    if (bankEmpty)
        sc.hand(3, {0, 0, sc.s.bank[kGrain], 0, 0});
    sc.play(act(settlers::ActionKind::Roll, 0));
    sc.play(act(settlers::ActionKind::Dice, 0, tile.number / 2, tile.number - tile.number / 2));
    QCOMPARE(sc.s.pending, settlers::Pending::CopperChoice);
    QCOMPARE(int(sc.s.pendingPlayer), 1);

    auto dialog = openAs<settlerstable::ResourceChoiceDialog>(settlerstable::createDecisionDialog(contextFor(sc, 1), nullptr));
    QVERIFY(dialog);
    QVERIFY(!dialog->okButton()->isEnabled()); // nothing chosen yet
    click(dialog->picker()->button(resource));
    if (bankEmpty) {
        QVERIFY(!dialog->picker()->button(resource)->isEnabled());
        QVERIFY(!dialog->picker()->button(resource)->toolTip().isEmpty());
        QVERIFY(dialog->chosenActions().isEmpty());
        QVERIFY(!dialog->okButton()->isEnabled());
        return;
    }
    const settlers::Action expected = act(settlers::ActionKind::ChooseResource, 1, resource);
    QCOMPARE(texts(dialog->chosenActions()), texts({expected}));
    QCOMPARE(sc.check(expected), settlers::IllegalReason::Ok);
    QVERIFY(dialog->okButton()->isEnabled());
}

void TestDecisionDialogs::deborahsSongAsksEverySeat()
{
    Scenario sc(testmaps::canaanMap(), 3, 0, true);
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::DeborahsSong);
    QVERIFY(sc.play(act(settlers::ActionKind::PlayCard, 0, card(settlers::DevCard::DeborahsSong))));
    for (const int seat : {0, 1, 2}) {
        QCOMPARE(sc.s.pending, settlers::Pending::DeborahsSong);
        QCOMPARE(int(sc.s.pendingPlayer), seat);
        QVERIFY(!settlerstable::createDecisionDialog(contextFor(sc, (seat + 1) % 3), nullptr)); // not his decision
        auto dialog = openAs<settlerstable::ResourceChoiceDialog>(settlerstable::createDecisionDialog(contextFor(sc, seat), nullptr));
        QVERIFY(dialog);
        click(dialog->picker()->button(kWool));
        const QList<settlers::Action> chosen = dialog->chosenActions();
        QCOMPARE(texts(chosen), texts({act(settlers::ActionKind::ChooseResource, seat, kWool)}));
        QVERIFY(sc.play(chosen.front()));
    }
    QCOMPARE(sc.s.pending, settlers::Pending::Turn);
}

void TestDecisionDialogs::playCard_data()
{
    const CardPosition p = cardPosition();
    const auto firstLegal = [&](settlers::DevCard c) {
        settlers::ActionList list;
        settlers::legalActions(p.sc.rules, p.sc.s, list);
        for (const settlers::Action &a : list)
            if (a.kind == settlers::ActionKind::PlayCard && a.a == card(c))
                return a;
        return settlers::Action{};
    };
    QTest::addColumn<int>("card");
    QTest::addColumn<QStringList>("clicks"); // object names of buttons, in order
    QTest::addColumn<int>("spot");           // vertex to choose in the list of intersections, or -1
    QTest::addColumn<QString>("expected");
    const int korah = card(settlers::DevCard::KorahsRebellion);
    const int lands = card(settlers::DevCard::PlentifulLands);
    QTest::newRow("Korah's Rebellion: grain")
        << korah << QStringList{"pick_grain"} << -1 << text(act(settlers::ActionKind::PlayCard, 0, korah, kGrain));
    QTest::newRow("Korah's Rebellion: changed to ore")
        << korah << QStringList{"pick_grain", "pick_ore"} << -1 << text(act(settlers::ActionKind::PlayCard, 0, korah, kOre));
    QTest::newRow("Plentiful Lands: lumber and ore")
        << lands << QStringList{"firstResource/pick_lumber", "secondResource/pick_ore"} << -1
        << text(act(settlers::ActionKind::PlayCard, 0, lands, kLumber, kOre));
    QTest::newRow("Plentiful Lands: two wool")
        << lands << QStringList{"firstResource/pick_wool", "secondResource/pick_wool"} << -1
        << text(act(settlers::ActionKind::PlayCard, 0, lands, kWool, kWool));
    QTest::newRow("Improvements on the settlement")
        << card(settlers::DevCard::Improvements) << QStringList{} << p.settlement
        << text(act(settlers::ActionKind::PlayCard, 0, card(settlers::DevCard::Improvements), p.settlement));
    const settlers::Action caleb = firstLegal(settlers::DevCard::CalebsBlessing);
    QTest::newRow("Caleb's Blessing at the end of the road")
        << card(settlers::DevCard::CalebsBlessing) << QStringList{} << int(caleb.b) << text(caleb);
    QTest::newRow("Gibeonite Trickery against Judah")
        << card(settlers::DevCard::GibeoniteTrickery) << QStringList{"victim_2"} << -1
        << text(act(settlers::ActionKind::PlayCard, 0, card(settlers::DevCard::GibeoniteTrickery), 2));
    QTest::newRow("Caravan") << card(settlers::DevCard::Caravan) << QStringList{} << -1
                             << text(act(settlers::ActionKind::PlayCard, 0, card(settlers::DevCard::Caravan)));
}

void TestDecisionDialogs::playCard()
{
    QFETCH(int, card);
    QFETCH(QStringList, clicks);
    QFETCH(int, spot);
    QFETCH(QString, expected);
    const CardPosition p = cardPosition();
    auto dialog = openAs<settlerstable::PlayCardDialog>(settlerstable::createPlayCardDialog(contextFor(p.sc, 0), nullptr));
    QVERIFY(dialog);
    QVERIFY(dialog->selectCard(static_cast<settlers::DevCard>(card)));
    for (const QString &path : clicks) {
        QWidget *scope = dialog.get();
        const QStringList parts = path.split(QLatin1Char('/'));
        for (qsizetype i = 0; i + 1 < parts.size(); ++i)
            scope = scope->findChild<QWidget *>(parts[i]);
        QVERIFY2(scope, qPrintable(path));
        auto *button = scope->findChild<QAbstractButton *>(parts.back());
        QVERIFY2(button && button->isVisible() && button->isEnabled(), qPrintable(path));
        click(button);
    }
    if (spot >= 0) {
        QSignalSpy shown(dialog.get(), &settlerstable::PlayCardDialog::spotShown);
        const int index = dialog->spot()->findData(spot);
        QVERIFY(index >= 0);
        dialog->spot()->setCurrentIndex(index);
        QCOMPARE(shown.count(), 1);
        QCOMPARE(shown.front().front().toInt(), spot);
    }
    const QList<settlers::Action> chosen = dialog->chosenActions();
    QCOMPARE(texts(chosen), QStringList{expected});
    QCOMPARE(p.sc.check(chosen.front()), settlers::IllegalReason::Ok);
    QVERIFY(dialog->okButton()->isEnabled());
}

void TestDecisionDialogs::playCardNeedsItsArgument()
{
    const CardPosition p = cardPosition();
    auto dialog = openAs<settlerstable::PlayCardDialog>(settlerstable::createPlayCardDialog(contextFor(p.sc, 0), nullptr));
    QVERIFY(dialog);
    // The Prophet was bought this turn: listed, not playable, and saying why.
    QListWidgetItem *prophet = nullptr;
    for (int i = 0; i < dialog->cards()->count(); ++i)
        if (dialog->cards()->item(i)->data(Qt::UserRole).toInt() == card(settlers::DevCard::Prophet))
            prophet = dialog->cards()->item(i);
    QVERIFY(prophet);
    QVERIFY(!(prophet->flags() & Qt::ItemIsEnabled));
    QVERIFY(prophet->text().contains(illegalReasonText(settlers::IllegalReason::CardIsNew)));

    for (const settlers::DevCard c : {settlers::DevCard::KorahsRebellion, settlers::DevCard::PlentifulLands, settlers::DevCard::Improvements,
                            settlers::DevCard::GibeoniteTrickery}) {
        QVERIFY(dialog->selectCard(c));
        QVERIFY2(dialog->chosenActions().isEmpty(), settlers::devCardId(c).data());
        QVERIFY(!dialog->okButton()->isEnabled());
        QVERIFY(!dialog->okButton()->toolTip().isEmpty());
    }
    // Plentiful Lands with only its first resource is still incomplete.
    QVERIFY(dialog->selectCard(settlers::DevCard::PlentifulLands));
    click(dialog->firstResource()->button(kLumber));
    QVERIFY(dialog->chosenActions().isEmpty());
    // Issachar has no cards: Gibeonite Trickery cannot be played against him.
    QVERIFY(dialog->selectCard(settlers::DevCard::GibeoniteTrickery));
    QVERIFY(!dialog->victims()->button(3)->isEnabled());
}

void TestDecisionDialogs::stoneOnOwnSite()
{
    Scenario sc(testmaps::canaanMap(), 4, 0, true);
    const auto [site, neighbour] = siteAndNeighbour(sc.rules);
    QVERIFY(site >= 0);
    sc.settlement(0, site);
    sc.hand(0, {0, 0, 0, 1, 1});
    auto dialog = openAs<settlerstable::StoneDialog>(settlerstable::createStoneDialog(contextFor(sc, 0), nullptr));
    QVERIFY(dialog);
    QVERIFY(!dialog->tollDue());
    QVERIFY(!dialog->toll()->isVisible());
    const settlers::Action expected = act(settlers::ActionKind::BuildStone, 0);
    QCOMPARE(texts(dialog->chosenActions()), texts({expected}));
    QCOMPARE(sc.check(expected), settlers::IllegalReason::Ok);
}

void TestDecisionDialogs::stoneWithToll_data()
{
    QTest::addColumn<QList<int>>("hand");
    QTest::addColumn<int>("toll");     // resource clicked, or -1
    QTest::addColumn<int>("expected"); // toll resource of the action, or -1 for none
    QTest::newRow("wool of wool and grain") << QList<int>{0, 1, 1, 1, 1} << kWool << kWool;
    QTest::newRow("grain of wool and grain") << QList<int>{0, 1, 1, 1, 1} << kGrain << kGrain;
    QTest::newRow("nothing clicked of two") << QList<int>{0, 1, 1, 1, 1} << -1 << -1;
    QTest::newRow("the only card left is chosen") << QList<int>{2, 0, 0, 1, 1} << -1 << kLumber;
    QTest::newRow("a second stone as toll") << QList<int>{0, 0, 0, 2, 1} << kStone << kStone;
    QTest::newRow("no card left for the toll is refused") << QList<int>{0, 0, 0, 1, 1} << kStone << -2;
}

void TestDecisionDialogs::stoneWithToll()
{
    QFETCH(QList<int>, hand);
    QFETCH(int, toll);
    QFETCH(int, expected);
    Scenario sc(testmaps::canaanMap(), 4, 0, true);
    const auto [site, neighbour] = siteAndNeighbour(sc.rules);
    sc.settlement(1, site);
    sc.settlement(0, neighbour);
    sc.road(0, sc.edgeBetween(site, neighbour));
    sc.hand(0, {hand[0], hand[1], hand[2], hand[3], hand[4]});
    auto dialog = openAs<settlerstable::StoneDialog>(settlerstable::createStoneDialog(contextFor(sc, 0), nullptr));
    if (expected == -2) { // nothing legal: no dialog
        QVERIFY(!dialog);
        return;
    }
    QVERIFY(dialog);
    QVERIFY(dialog->tollDue());
    QCOMPARE(dialog->owners()->checkedId(), 1); // the only reachable owner
    if (toll >= 0)
        click(dialog->toll()->button(toll));
    if (expected < 0) {
        QVERIFY(dialog->chosenActions().isEmpty());
        QVERIFY(!dialog->okButton()->isEnabled());
        return;
    }
    const settlers::Action action = act(settlers::ActionKind::BuildStone, 0, 1, expected);
    QCOMPARE(texts(dialog->chosenActions()), texts({action}));
    QCOMPARE(sc.check(action), settlers::IllegalReason::Ok);
}

void TestDecisionDialogs::kingsBlessingAfterFirstStone()
{
    Scenario sc(testmaps::canaanMap(), 4, 0, true);
    sc.settlement(0, siteAndNeighbour(sc.rules).first);
    sc.hand(0, {0, 0, 0, 1, 1});
    QVERIFY(sc.play(act(settlers::ActionKind::BuildStone, 0)));
    QCOMPARE(sc.s.pending, settlers::Pending::KingsBlessing);
    auto dialog = openAs<settlerstable::ResourceChoiceDialog>(settlerstable::createDecisionDialog(contextFor(sc, 0), nullptr));
    QVERIFY(dialog);
    click(dialog->picker()->button(kOre));
    // Issue 42, D12: the button does not promise a card the person will not receive.
    const QString ore = resourceName(settlers::Resource::Ore, settlers::Ruleset::Canaan);
    QVERIFY2(!dialog->okButton()->text().startsWith(QStringLiteral("Take")), qPrintable(dialog->okButton()->text()));
    QVERIFY2(dialog->okButton()->text().contains(ore) && dialog->okButton()->text().contains(QStringLiteral("2:1")),
             qPrintable(dialog->okButton()->text()));
    const settlers::Action expected = act(settlers::ActionKind::ChooseResource, 0, kOre);
    QCOMPARE(texts(dialog->chosenActions()), texts({expected}));
    QCOMPARE(sc.check(expected), settlers::IllegalReason::Ok);
}

void TestDecisionDialogs::enterDecidesEscapeCancels()
{
    Scenario sc(testmaps::canaanMap(), 3, 0, true);
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::DeborahsSong);
    sc.play(act(settlers::ActionKind::PlayCard, 0, card(settlers::DevCard::DeborahsSong)));
    {
        auto dialog = openAs<settlerstable::ResourceChoiceDialog>(settlerstable::createDecisionDialog(contextFor(sc, 0), nullptr));
        QVERIFY(dialog);
        QSignalSpy decided(dialog.get(), &DecisionDialog::decided);
        QTest::keyClick(dialog.get(), Qt::Key_Return); // nothing chosen: OK is disabled
        QCOMPARE(decided.count(), 0);
        click(dialog->picker()->button(kStone));
        QTest::keyClick(dialog.get(), Qt::Key_Return);
        QCOMPARE(decided.count(), 1);
        QCOMPARE(dialog->result(), int(QDialog::Accepted));
    }
    {
        auto dialog = openAs<settlerstable::ResourceChoiceDialog>(settlerstable::createDecisionDialog(contextFor(sc, 0), nullptr));
        QSignalSpy decided(dialog.get(), &DecisionDialog::decided);
        click(dialog->picker()->button(kStone));
        QTest::keyClick(dialog.get(), Qt::Key_Escape);
        QCOMPARE(decided.count(), 0);
        QCOMPARE(dialog->result(), int(QDialog::Rejected));
        QVERIFY(!dialog->isVisible());
    }
}

void TestDecisionDialogs::retranslatesOnLanguageChange()
{
    const CardPosition p = cardPosition();
    std::vector<std::unique_ptr<DecisionDialog>> dialogs;
    dialogs.emplace_back(settlerstable::createPlayCardDialog(contextFor(p.sc, 0), nullptr));
    Scenario discard = discardPosition({3, 2, 2, 1, 1});
    dialogs.emplace_back(settlerstable::createDecisionDialog(contextFor(discard, 1), nullptr));
    for (const auto &dialog : dialogs) {
        QVERIFY(dialog);
        const QString title = dialog->windowTitle();
        QVERIFY(!title.isEmpty());
        dialog->setWindowTitle(QStringLiteral("stale"));
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(dialog.get(), &change);
        QCOMPARE(dialog->windowTitle(), title);
    }
}

void TestDecisionDialogs::noDialogWhenNothingToDecide()
{
    Scenario sc(testmaps::canaanMap(), 4, 0, false);
    QCOMPARE(sc.s.pending, settlers::Pending::Roll);
    QVERIFY(!settlerstable::createDecisionDialog(contextFor(sc, 0), nullptr)); // the roll is a button
    QVERIFY(!settlerstable::createPlayCardDialog(contextFor(sc, 0), nullptr)); // no cards
    QVERIFY(!settlerstable::createStoneDialog(contextFor(sc, 0), nullptr));
    settlers::scenario::giveCard(sc.s, 0, settlers::DevCard::Prophet, /*isNew*/ true);
    QVERIFY(!settlerstable::createPlayCardDialog(contextFor(sc, 0), nullptr)); // bought this turn
}

QTEST_MAIN(TestDecisionDialogs)
#include "test_decision_dialogs.moc"
