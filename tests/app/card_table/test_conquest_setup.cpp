// The new-game choices of Conquest: a nation per seat with its ability, a person or a computer level,
// a name, turns and cities; refused with a sentence when they make no game; remembered in QSettings,
// and a settings file with nonsense in it gives the defaults, never a broken game.
#include "app/card_table/conquest_choices.h"
#include "app/card_table/conquest_setup_widget.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace canaan;
using namespace canaan::cardtable;
using conquest::Nation;

class TestConquestSetup : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString iniPath(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }

private slots:
    void defaultsMakeAGame()
    {
        ConquestSetupWidget w;
        QCOMPARE(w.choices(), ConquestChoices::defaults());
        QVERIFY(w.problemText().isEmpty());
        QCOMPARE(w.findChild<QLabel *>(QStringLiteral("ability0"))->text(), QStringLiteral("Hand size 8 instead of 7."));
    }

    void abilityFollowsTheNation()
    {
        ConquestSetupWidget w;
        w.findChild<QComboBox *>(QStringLiteral("nation2"))->setCurrentIndex(static_cast<int>(Nation::Assyrians));
        QVERIFY(w.findChild<QLabel *>(QStringLiteral("ability2"))->text().startsWith(QStringLiteral("+1 on every muster roll")));
        QCOMPARE(w.choices().seats.at(2).nation, Nation::Assyrians);
        QCOMPARE(w.findChild<QLineEdit *>(QStringLiteral("name2"))->placeholderText(), QStringLiteral("Assyrians"));
    }

    void sameNationTwiceIsRefused()
    {
        ConquestSetupWidget w;
        w.findChild<QComboBox *>(QStringLiteral("nation1"))->setCurrentIndex(static_cast<int>(Nation::Hebrews));
        QVERIFY2(w.problemText().contains(QStringLiteral("Seats 1 and 2")), qPrintable(w.problemText()));
        QVERIFY(w.problemText().contains(QStringLiteral("Hebrews")));
    }

    void seatsTurnsCitiesAndPlayers()
    {
        ConquestSetupWidget w;
        w.findChild<QSpinBox *>(QStringLiteral("nationCount"))->setValue(6);
        QVERIFY2(w.problemText().isEmpty(), qPrintable(w.problemText())); // new seats get free nations
        w.findChild<QSpinBox *>(QStringLiteral("nationCount"))->setValue(2);
        w.findChild<QSpinBox *>(QStringLiteral("turns"))->setValue(30);
        w.findChild<QSpinBox *>(QStringLiteral("cities"))->setValue(40);
        w.findChild<QComboBox *>(QStringLiteral("player1"))->setCurrentIndex(int(playerIds().indexOf(QStringLiteral("hard"))));
        w.findChild<QLineEdit *>(QStringLiteral("name0"))->setText(QStringLiteral("  Ruth "));
        const ConquestChoices c = w.choices();
        QCOMPARE(c.seats.size(), 2);
        QCOMPARE(c.options.turns, 30);
        QCOMPARE(c.options.cities, 40);
        QCOMPARE(c.seats.at(1).player, QStringLiteral("hard"));
        QCOMPARE(c.displayName(0), QStringLiteral("Ruth"));
        QCOMPARE(c.displayName(1), QStringLiteral("Egyptians"));
    }

    void rememberedInTheSettings()
    {
        QSettings settings(iniPath("remember.ini"), QSettings::IniFormat);
        ConquestChoices c = ConquestChoices::defaults();
        c.seats.append(ConquestSeatChoice{Nation::Arameans, QStringLiteral("random"), QStringLiteral("Naaman")});
        c.options = {36, 50};
        storeConquestChoices(settings, c);
        settings.sync();
        QSettings again(iniPath("remember.ini"), QSettings::IniFormat);
        QCOMPARE(loadConquestChoices(again), c);
        ConquestSetupWidget w;
        w.setChoices(loadConquestChoices(again));
        QCOMPARE(w.choices(), c);
    }

    void nonsenseInTheSettingsGivesTheDefaults_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::newRow("turns") << "conquest/newGame/turns" << "1000";
        QTest::newRow("cities") << "conquest/newGame/cities" << "many";
        QTest::newRow("same nation twice") << "conquest/newGame/seats/2/nation" << "hebrews";
    }
    void nonsenseInTheSettingsGivesTheDefaults()
    {
        QFETCH(QString, key);
        QFETCH(QString, value);
        const QString path = iniPath("nonsense.ini");
        QFile::remove(path);
        QSettings settings(path, QSettings::IniFormat);
        storeConquestChoices(settings, ConquestChoices::defaults());
        settings.setValue(key, value);
        settings.sync();
        QSettings again(path, QSettings::IniFormat);
        QCOMPARE(loadConquestChoices(again), ConquestChoices::defaults());
    }

    void anUnknownNationOrPlayerKeepsThatSeatsDefault()
    {
        const QString path = iniPath("seat.ini");
        QSettings settings(path, QSettings::IniFormat);
        storeConquestChoices(settings, ConquestChoices::defaults());
        settings.setValue(QStringLiteral("conquest/newGame/seats/3/nation"), QStringLiteral("martians"));
        settings.setValue(QStringLiteral("conquest/newGame/seats/3/player"), QStringLiteral("oracle"));
        settings.sync();
        QSettings again(path, QSettings::IniFormat);
        QCOMPARE(loadConquestChoices(again), ConquestChoices::defaults());
    }
};

QTEST_MAIN(TestConquestSetup)
#include "test_conquest_setup.moc"
