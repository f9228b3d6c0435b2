// "%n card(s)" reads right in both languages: English shows "1 resource card" and "2 resource
// cards" (the two forms of canaan_en.ts, which AppTranslator loads for English), Korean keeps its
// one form ("자원 카드 1장", "자원 카드 2장").
#include "translations/src/app_translator.h"
#include "app/settlers_table/dice_stats_panel.h"
#include "app/settlers_table/hand_panel.h"
#include "engine/settlers/rules/scenario.h"
#include "tests/app/sample_map.h"

#include <QLabel>
#include <QTest>

using namespace canaan;
using namespace canaan::settlerstable;

class TestPluralTitles : public QObject {
    Q_OBJECT
private slots:
    void handTitleCountsCards_data();
    void handTitleCountsCards();
    void diceTitleCountsRolls_data();
    void diceTitleCountsRolls();

private:
    AppTranslator m_translator;
};

void TestPluralTitles::handTitleCountsCards_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("lumber");
    QTest::addColumn<QString>("title");
    QTest::newRow("en 1") << "en" << 1 << "Hand of Judah (1 resource card)";
    QTest::newRow("en 2") << "en" << 2 << "Hand of Judah (2 resource cards)";
    QTest::newRow("en 0") << "en" << 0 << "Hand of Judah (0 resource cards)";
    QTest::newRow("ko 1") << "ko" << 1 << "Judah의 손패 (자원 카드 1장)";
    QTest::newRow("ko 2") << "ko" << 2 << "Judah의 손패 (자원 카드 2장)";
}

void TestPluralTitles::handTitleCountsCards()
{
    QFETCH(QString, language);
    QFETCH(int, lumber);
    QFETCH(QString, title);
    QCOMPARE(m_translator.apply(language), language);
    const settlers::Rules rules(testing::sampleCanaanMap());
    settlers::GameState state = settlers::newGame(rules, 2);
    settlers::scenario::startPlay(rules, state, 0);
    settlers::scenario::setHand(state, 0, {lumber, 0, 0, 0, 0});
    HandPanel panel;
    panel.showHand(rules, state, 0, QStringLiteral("Judah"), {});
    const auto *label = panel.findChild<QLabel *>(QStringLiteral("handTitle"));
    QVERIFY(label);
    QCOMPARE(label->text(), QStringLiteral("<b>%1</b>").arg(title));
}

void TestPluralTitles::diceTitleCountsRolls_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("rolls");
    QTest::addColumn<QString>("start");
    QTest::newRow("en 1") << "en" << 1 << "Dice so far: 1 roll. ";
    QTest::newRow("en 2") << "en" << 2 << "Dice so far: 2 rolls. ";
    QTest::newRow("ko 1") << "ko" << 1 << "지금까지 주사위: 1번 굴림.";
    QTest::newRow("ko 2") << "ko" << 2 << "지금까지 주사위: 2번 굴림.";
}

void TestPluralTitles::diceTitleCountsRolls()
{
    QFETCH(QString, language);
    QFETCH(int, rolls);
    QFETCH(QString, start);
    QCOMPARE(m_translator.apply(language), language);
    std::array<int, 13> counts{};
    counts[7] = rolls;
    DiceStatsPanel panel;
    panel.showCounts(counts);
    const auto *label = panel.findChild<QLabel *>(QStringLiteral("diceTitle"));
    QVERIFY(label);
    QVERIFY2(label->text().startsWith(start), qPrintable(label->text()));
    QVERIFY(!label->text().contains(QStringLiteral("(s)")));
}

QTEST_MAIN(TestPluralTitles)
#include "test_plural_titles.moc"
