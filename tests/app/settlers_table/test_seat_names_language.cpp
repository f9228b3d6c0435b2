// Issue 24, defect 5: after a change of language the default tribe names are the new language's
// (in the seats, the log and the status); a name the user typed stays as typed.
#include "app/settlers_table/game_window.h"
#include "tests/app/settlers_table/local_game.h"
#include "tests/app/sample_map.h"

#include <QTest>
#include <QTranslator>

using namespace canaan;
using namespace canaan::settlerstable;
using namespace canaan::testing;

namespace {

// Marks the tribe names, as a translation would change them.
class SeatTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (QLatin1String(context) != QLatin1String("canaan::settlerstable::Seat"))
            return {};
        return QStringLiteral("«") + QString::fromUtf8(source) + QStringLiteral("»");
    }
};

} // namespace

class TestSeatNamesLanguage : public QObject {
    Q_OBJECT
private slots:
    void defaultNamesFollowTheLanguage();
};

void TestSeatNamesLanguage::defaultNamesFollowTheLanguage()
{
    GameSetup setup;
    setup.map = testing::sampleCanaanMap();
    setup.seats = defaultSeats(3, QStringLiteral("random"));
    setup.seats[1].name = QStringLiteral("Miriam"); // typed by the user
    setup.seed = 3;
    LocalGame windowGame(setup);
    GameWindow &window = windowGame.window;
    window.show();
    window.setSpeed(GameWindow::Instant);
    window.start();
    QTRY_VERIFY(window.isPersonDeciding());
    QVERIFY(window.statusText().contains(QStringLiteral("Judah")));

    SeatTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QTRY_COMPARE(window.seats()[0].name, QStringLiteral("«Judah»"));
    QCOMPARE(window.seats()[1].name, QStringLiteral("Miriam"));
    QCOMPARE(window.seats()[2].name, QStringLiteral("«Ephraim»"));
    QTRY_VERIFY(window.statusText().contains(QStringLiteral("«Judah»")));
    QVERIFY(window.logLines().join(QLatin1Char('\n')).contains(QStringLiteral("«")));
    QVERIFY(!window.logLines().join(QLatin1Char('\n')).contains(QStringLiteral("«Miriam»")));

    QVERIFY(QCoreApplication::removeTranslator(&translator)); // and back
    QTRY_COMPARE(window.seats()[0].name, QStringLiteral("Judah"));
}

QTEST_MAIN(TestSeatNamesLanguage)
#include "test_seat_names_language.moc"
