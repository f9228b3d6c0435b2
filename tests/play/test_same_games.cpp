// The same games as before the play layer (issue 19): seeded games of random bots through the
// match host end with the log length and state digest recorded with the old GameController
// (data/same_games.tsv, made by record_same_games; 1,000 per ruleset and seat count were compared
// by hand, see docs/architecture.md).
#include "tests/play/same_games.h"

#include <QFile>
#include <QTest>

using namespace canaan::testing;

class TestSameGames : public QObject {
    Q_OBJECT
private slots:
    void sameGameAsBefore_data();
    void sameGameAsBefore();
};

void TestSameGames::sameGameAsBefore_data()
{
    QTest::addColumn<QString>("recorded");
    QFile file(QStringLiteral(CANAAN_TEST_DATA_DIR "/same_games.tsv"));
    QVERIFY2(file.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(file.fileName()));
    int rows = 0;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        const SameGame g = SameGame::fromLine(line);
        QVERIFY2(g.seats > 0, qPrintable(line));
        QTest::addRow("%s, %d seats, seed %llu", qPrintable(g.ruleset), g.seats, static_cast<unsigned long long>(g.seed))
            << line;
        ++rows;
    }
    QVERIFY(rows >= 24); // both rulesets, 2 to 4 seats, several seeds each
}

void TestSameGames::sameGameAsBefore()
{
    QFETCH(QString, recorded);
    const SameGame before = SameGame::fromLine(recorded);
    const SameGame now = playSameGame(before.ruleset, before.seats, before.seed);
    QCOMPARE(now.logLength, before.logLength);
    QCOMPARE(now.digest, before.digest);
}

QTEST_GUILESS_MAIN(TestSameGames)
#include "test_same_games.moc"
