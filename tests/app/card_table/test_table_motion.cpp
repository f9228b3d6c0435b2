// The card table's short animations (motion.h): none at speed 0 (as every other test runs), and at a
// pace, the die tumbles and settles on its roll, revealed cards slide onto the table, and a city token
// that changes hands moves from the loser's row to the winner's, each ending in its place.
#include "app/card_table/battle_view.h"
#include "app/card_table/card_widget.h"
#include "app/table_kit/dice_view.h"
#include "app/card_table/hand_view.h"
#include "app/card_table/motion.h"
#include "app/card_table/nations_panel.h"
#include "app/card_table/seat_panel.h"

#include <QLabel>
#include <QPointer>
#include <QtTest>

using namespace canaan;
using namespace canaan::cardtable;

namespace {

conquest::SeatView twoNations(int citiesOfFirst, int citiesOfSecond)
{
    conquest::SeatView v;
    v.numPlayers = 2;
    v.seat = 0;
    v.nations = {conquest::Nation::Hittites, conquest::Nation::Hebrews};
    v.cities = {std::uint8_t(citiesOfFirst), std::uint8_t(citiesOfSecond)};
    return v;
}

BattleRecord revealedBattle()
{
    BattleRecord r;
    r.attacker = 0;
    r.defender = 1;
    r.turn = 3;
    r.index = 0;
    r.revealed = true;
    r.cards = {QList<int>{0, 1}, QList<int>{2}};
    return r;
}

// Each animation at speed 0 (none) and at a pace.
void addMotionRows()
{
    QTest::addColumn<int>("motion");
    QTest::newRow("none") << 0;
    QTest::newRow("paced") << 200;
}

} // namespace

class TestTableMotion : public QObject {
    Q_OBJECT
private slots:
    void motionFollowsThePace_data()
    {
        QTest::addColumn<int>("stepDelay");
        QTest::addColumn<int>("motion");
        QTest::newRow("instant") << 0 << 0;
        QTest::newRow("fast") << 150 << 150;
        QTest::newRow("normal") << 500 << 375;
        QTest::newRow("slow") << 1200 << 500;
    }
    void motionFollowsThePace()
    {
        QFETCH(int, stepDelay);
        QFETCH(int, motion);
        QCOMPARE(motionTimeFor(stepDelay), motion);
    }

    void theDieRollsThenSettles()
    {
        tablekit::DiceView die(1, 32);
        die.show();
        die.roll({4}, 0);
        QCOMPARE(die.faces(), QList<int>{4});
        QVERIFY(!die.isRolling());
        die.roll({2}, 200);
        QCOMPARE(die.faces(), QList<int>{2});
        QVERIFY(die.isRolling());
        die.roll({5}, 200); // a second roll replaces the first
        QTRY_VERIFY(!die.isRolling());
        QCOMPARE(die.faces(), QList<int>{5});
    }

    void revealedCardsSlideIn_data()
    {
        addMotionRows();
    }
    void revealedCardsSlideIn()
    {
        QFETCH(int, motion);
        BattleView view;
        view.setMotionTime(motion);
        view.show();
        view.showBattle(revealedBattle(), twoNations(5, 5), {QStringLiteral("Anna"), QStringLiteral("Boaz")});
        const auto cards = view.findChildren<CardWidget *>();
        QCOMPARE(cards.size(), 3);
        for (CardWidget *card : cards)
            QCOMPARE(card->arriving(), motion > 0);
        QTRY_VERIFY(std::none_of(cards.begin(), cards.end(), [](CardWidget *c) { return c->arriving(); }));
        // The same reveal shown again (a later view) does not slide again.
        view.showBattle(revealedBattle(), twoNations(5, 5), {QStringLiteral("Anna"), QStringLiteral("Boaz")});
        for (CardWidget *card : view.findChildren<CardWidget *>())
            QVERIFY(!card->arriving());
    }

    void aCityTokenMovesToTheWinner_data()
    {
        addMotionRows();
    }
    void aCityTokenMovesToTheWinner()
    {
        QFETCH(int, motion);
        NationsPanel panel;
        panel.setMotionTime(motion);
        panel.resize(700, 120);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const QStringList names{QStringLiteral("Anna"), QStringLiteral("Boaz")};
        panel.showView(twoNations(5, 5), names);
        QVERIFY(!panel.findChild<QLabel *>(QStringLiteral("movingCityToken")));
        panel.showView(twoNations(6, 4), names); // Anna took one from Boaz
        QPointer<QLabel> token = panel.findChild<QLabel *>(QStringLiteral("movingCityToken"));
        QCOMPARE(!token.isNull(), motion > 0);
        if (token) {
            const QPoint winner = panel.citiesCentre(0);
            QVERIFY(token->geometry().center().x() > winner.x()); // starts at the loser's panel, on the right
            QTRY_VERIFY(token.isNull()); // arrived and gone
        }
        QCOMPARE(panel.seatPanel(0)->citiesText(), QStringLiteral("6"));
    }
};

QTEST_MAIN(TestTableMotion)
#include "test_table_motion.moc"
