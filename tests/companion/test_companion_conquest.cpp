// The companion's Conquest page on the offscreen platform (issue 41): a game tracked, the companion
// closed and opened again on the same session file with the same turn, phase, cities and armies; a
// damaged tracker in the file reported with its place; the battle calculator driven through its
// widgets: cards found by name and by kind, a die out of range said in words, the result and the
// casualties worded as the card table words them.
#include "companion/window/battle_calculator_panel.h"
#include "companion/window/battle_side_editor.h"
#include "companion/window/card_picker.h"
#include "companion/companion_document.h"
#include "companion/window/companion_window.h"
#include "companion/window/counter_box.h"
#include "companion/window/conquest_panel.h"
#include "companion/window/conquest_tracker_panel.h"

#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace canaan;
using namespace canaan::companion;

class TestCompanionConquest : public QObject {
    Q_OBJECT
private slots:
    void init() { m_dir = std::make_unique<QTemporaryDir>(); }
    void trackerSurvivesARestart();
    void impossibleNationsAreRefused();
    void damagedTrackerIsReported();
    void pickerFindsByNameAndKind();
    void calculatorInTheWindow();

private:
    QString path() const { return m_dir->filePath(QStringLiteral("companion.json")); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestCompanionConquest::trackerSurvivesARestart()
{
    ConquestTrack before;
    QString shown;
    {
        CompanionWindow w{SessionStore(path())};
        w.show();
        w.tabs()->setCurrentIndex(6);
        ConquestTrackerPanel *t = w.conquestPanel()->tracker();
        t->nationChoice(0)->setCurrentIndex(1 + int(conquest::Nation::Canaanites));
        t->nationChoice(1)->setCurrentIndex(1 + int(conquest::Nation::Philistines));
        t->nationChoice(2)->setCurrentIndex(1 + int(conquest::Nation::Egyptians));
        t->nationChoice(3)->setCurrentIndex(0);
        t->turnsOption()->setValue(10);
        t->startButton()->click();
        const ConquestTrack &started = w.document()->session().conquest;
        QCOMPARE(started.seats.size(), 3);
        QCOMPARE(started.totalTurns, 12);              // 10 rounded up to whole rounds of 3 (C08)
        QCOMPARE(started.seats[0].cities, 10 + 3);     // half the pool, then 10 dealt to 3 (C03)
        QCOMPARE(started.seats[2].armies, 20);         // Egyptians (C04)
        for (int i = 0; i < 5; ++i)
            t->nextPhaseButton()->click();             // a whole turn and the next seat's Muster
        t->counter(1, true)->plusButton()->click();
        t->counter(2, false)->minusButton()->click();
        t->counter(2, false)->minusButton()->click();
        before = w.document()->session().conquest;
        QCOMPARE(before.turn, 2);
        QCOMPARE(before.active, 1);
        QCOMPARE(before.phase, 1);
        QCOMPARE(before.seats[1].cities, 4);
        QCOMPARE(before.seats[2].armies, 18);
        shown = t->turnLabel()->text();
        QVERIFY2(shown.contains(QStringLiteral("Turn 2 of 12")) && shown.contains(QStringLiteral("Philistines")), qPrintable(shown));
    }
    // A new companion on the same file: the same game, and the same words on the page.
    // (A new board game in between leaves the Conquest game alone.)
    {
        CompanionWindow w{SessionStore(path())};
        w.document()->newGame();
        QCOMPARE(w.document()->session().conquest, before);
    }
    CompanionWindow again{SessionStore(path())};
    again.show();
    QVERIFY(!again.notice()->isVisible());
    QCOMPARE(again.document()->session().conquest, before);
    ConquestTrackerPanel *t = again.conquestPanel()->tracker();
    QCOMPARE(t->turnLabel()->text(), shown);
    QCOMPARE(t->counter(2, false)->value(), 18);
    QCOMPARE(t->counter(1, true)->value(), 4);
    t->nextPhaseButton()->click();
    QCOMPARE(again.document()->session().conquest.phase, 2);
    // A nation's button hands it the turn; the Egyptians chosen as defender bring their armies.
    t->nationButton(2)->click();
    QCOMPARE(again.document()->session().conquest.active, 2);
    QCOMPARE(again.document()->session().conquest.phase, 0);
    BattleSideEditor *defender = again.conquestPanel()->calculator()->side(conquest::kDefender);
    defender->setNation(conquest::Nation::Egyptians);
    QCOMPARE(defender->armiesBox()->value(), 18);
    QCOMPARE(defender->citiesBox()->value(), before.seats[2].cities);
    // The Philistines (their tracked 10 armies, die 1) attack them (18) with no card: Numbers goes
    // to the Egyptians, 1 category to 0. Casualty die 5: the Philistines lose 10 x 5 x 10% = 5, the
    // Egyptians 18 x 10% = 2 (1.8, rounded), and a city token goes to the Egyptians. Applied once
    // to the tracker; Undo takes it back.
    BattleCalculatorPanel *calc = again.conquestPanel()->calculator();
    calc->side(conquest::kAttacker)->setNation(conquest::Nation::Philistines);
    calc->side(conquest::kAttacker)->philistineEdit()->setText(QStringLiteral("1"));
    QVERIFY(!calc->applyButton()->isEnabled()); // no casualty die yet
    calc->casualtyEdit()->setText(QStringLiteral("5"));
    QCOMPARE(calc->outcome().winnerSide, int(conquest::kDefender));
    QCOMPARE(calc->outcome().casualties.loss, (std::array<int, 2>{5, 2}));
    const ConquestTrack beforeBattle = again.document()->session().conquest;
    QVERIFY(calc->applyButton()->isEnabled());
    calc->applyButton()->click();
    const ConquestTrack after = again.document()->session().conquest;
    QCOMPARE(after.seats[1].armies, beforeBattle.seats[1].armies - calc->outcome().casualties.loss[conquest::kAttacker]);
    QCOMPARE(after.seats[2].armies, beforeBattle.seats[2].armies - calc->outcome().casualties.loss[conquest::kDefender]);
    QCOMPARE(after.seats[1].cities, beforeBattle.seats[1].cities - 1);
    QCOMPARE(after.seats[2].cities, beforeBattle.seats[2].cities + 1);
    QVERIFY(!calc->applyButton()->isEnabled());
    again.document()->undoStack()->undo();
    QCOMPARE(again.document()->session().conquest, beforeBattle);
}

void TestCompanionConquest::impossibleNationsAreRefused()
{
    CompanionWindow w{SessionStore(path())};
    w.show();
    ConquestTrackerPanel *t = w.conquestPanel()->tracker();
    for (int seat = 0; seat < 6; ++seat)
        t->nationChoice(seat)->setCurrentIndex(seat < 2 ? 1 + int(conquest::Nation::Hittites) : 0);
    t->startButton()->click();
    QVERIFY(w.document()->session().conquest.seats.isEmpty());
    QVERIFY2(t->problemLabel()->text().contains(QStringLiteral("cannot start")), qPrintable(t->problemLabel()->text()));
    QVERIFY(!t->nextPhaseButton()->isEnabled());
}

void TestCompanionConquest::damagedTrackerIsReported()
{
    {
        CompanionWindow w{SessionStore(path())};
        QVERIFY(w.document()->startConquest({conquest::Nation::Hebrews, conquest::Nation::Assyrians}, 20, 20).isEmpty());
    }
    QFile f(path());
    QVERIFY(f.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    f.close();
    QJsonObject conquest = root.value(QStringLiteral("conquest")).toObject();
    QVERIFY(!conquest.isEmpty());
    conquest.insert(QStringLiteral("phase"), 7); // there are four phases
    root.insert(QStringLiteral("conquest"), conquest);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(QJsonDocument(root).toJson());
    f.close();
    CompanionWindow w{SessionStore(path())};
    w.show();
    QVERIFY(w.notice()->isVisible());
    QVERIFY2(w.notice()->text().contains(QStringLiteral("conquest.phase")), qPrintable(w.notice()->text()));
    QVERIFY(w.document()->session().conquest.seats.isEmpty());
}

void TestCompanionConquest::pickerFindsByNameAndKind()
{
    CardPicker picker;
    QCOMPARE(picker.shownCards().size(), conquest::kCardCount);
    picker.search()->setText(QStringLiteral("siege"));
    const QList<int> siege = picker.shownCards();
    QVERIFY(!siege.isEmpty());
    QVERIFY(siege.size() >= conquest::cardsOfKind(conquest::Kind::Siege).count());
    conquest::cardsOfKind(conquest::Kind::Siege).forEach([&](int c) { QVERIFY(siege.contains(c)); });
    const QString name = QString::fromLatin1(conquest::card(17).name.data(), qsizetype(conquest::card(17).name.size()));
    picker.search()->setText(name.toLower());
    QVERIFY(picker.shownCards().contains(17));
    picker.search()->setText(QStringLiteral("no card is called this"));
    QVERIFY(picker.shownCards().isEmpty());
}

void TestCompanionConquest::calculatorInTheWindow()
{
    CompanionWindow w{SessionStore(path())};
    w.show();
    w.tabs()->setCurrentIndex(6);
    BattleCalculatorPanel *calc = w.conquestPanel()->calculator();
    BattleSideEditor *attacker = calc->side(conquest::kAttacker);
    BattleSideEditor *defender = calc->side(conquest::kDefender);
    attacker->armiesBox()->setValue(12);
    defender->armiesBox()->setValue(8);
    defender->citiesBox()->setValue(3);
    // Two Strategy cards for the attacker, found by kind and added with the picker's button.
    calc->picker()->search()->setText(QStringLiteral("Strategy"));
    QVERIFY(calc->picker()->list()->count() > 2);
    calc->picker()->list()->setCurrentRow(0);
    calc->picker()->findChildren<QPushButton *>().at(0)->click();
    QCOMPARE(attacker->input().cards.size(), 1);
    calc->casualtyEdit()->setText(QStringLiteral("9"));
    QVERIFY2(calc->report()->text().contains(QStringLiteral("casualty die must be from 1 to 6")), qPrintable(calc->report()->text()));
    calc->casualtyEdit()->setText(QStringLiteral("4"));
    const QString report = calc->report()->text();
    // 12 armies against 8 win Numbers, the card wins Strategy, the defender wins nothing.
    QCOMPARE(calc->outcome().winnerSide, int(conquest::kAttacker));
    QCOMPARE(calc->outcome().categoriesWon[1], 0);
    QVERIFY2(report.contains(QStringLiteral("Victory to Hittites")), qPrintable(report));
    QVERIFY2(report.contains(QStringLiteral("Armies lost by Hebrews: 3 (armies 8 × die 4 × 10% = 3).")), qPrintable(report));
    QVERIFY2(report.contains(QStringLiteral("Armies lost by Hittites: 1 (armies 12 × 10% = 1).")), qPrintable(report));
    QVERIFY2(report.contains(QStringLiteral("Hittites takes a city token from Hebrews.")), qPrintable(report));
    QCOMPARE(calc->outcome().casualties.loss, (std::array<int, 2>{1, 3}));
    // A lent army of 7 is impossible (C12): said, and no result.
    attacker->lentEdit()->setText(QStringLiteral("2, 7"));
    QVERIFY2(calc->report()->text().contains(QStringLiteral("an ally lends 1 to 5 armies")), qPrintable(calc->report()->text()));
    QVERIFY(!calc->outcome().ok());
    attacker->lentEdit()->setText(QStringLiteral("2, 3"));
    QVERIFY(calc->outcome().ok());
    QCOMPARE(calc->outcome().shares[conquest::kAttacker].size(), 3);
}

QTEST_MAIN(TestCompanionConquest)
#include "test_companion_conquest.moc"
