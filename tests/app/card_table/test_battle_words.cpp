// Issue 37's words: a battle's result reads right in English with one category or several (the two
// forms of canaan_en.ts), and no sentence makes a nation's name agree with "wins".
#include "translations/src/app_translator.h"
#include "app/card_table/battle_text.h"

#include <QTest>

using namespace canaan;
using namespace canaan::cardtable;

namespace {

// A battle of the Hittites (attacker) and the Assyrians, decided by the categories won.
BattleRecord decided(int winnerSide, int attackerWon, int defenderWon)
{
    BattleRecord r;
    r.attacker = 0;
    r.defender = 1;
    r.revealed = true;
    r.winnerSide = winnerSide;
    r.categoriesWon = {attackerWon, defenderWon};
    return r;
}

const QStringList kNations{QStringLiteral("Hittites"), QStringLiteral("Assyrians")};

} // namespace

class TestBattleWords : public QObject {
    Q_OBJECT
private slots:
    void resultCountsCategories_data()
    {
        QTest::addColumn<int>("won");
        QTest::addColumn<int>("lost");
        QTest::addColumn<QString>("text");
        QTest::newRow("1 to 0") << 1 << 0 << "Victory to Assyrians, 1 category to 0.";
        QTest::newRow("3 to 1") << 3 << 1 << "Victory to Assyrians, 3 categories to 1.";
    }
    void resultCountsCategories()
    {
        QFETCH(int, won);
        QFETCH(int, lost);
        QFETCH(QString, text);
        QCOMPARE(m_translator.apply(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(battleResultText(decided(conquest::kDefender, lost, won), kNations), text);
    }
    void tiedBattleCountsCategories()
    {
        QCOMPARE(m_translator.apply(QStringLiteral("en")), QStringLiteral("en"));
        BattleRecord r = decided(conquest::kAttacker, 1, 1);
        r.tieRolls << std::array<int, 2>{5, 2};
        QCOMPARE(battleResultText(r, kNations),
                 QStringLiteral("Each side won 1 category: the dice decide. Hittites rolls 5, Assyrians rolls 2. Victory to Hittites."));
    }

private:
    AppTranslator m_translator;
};

QTEST_GUILESS_MAIN(TestBattleWords)
#include "test_battle_words.moc"
