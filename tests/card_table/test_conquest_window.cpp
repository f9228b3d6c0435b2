// A Conquest game in its window on the match host: a new game from the new-game choices; saved,
// killed (the window closed without saving) and resumed from the autosave, to the same state, then
// played on through the window to the end screen.
#include "end_screen.h"
#include "person_clicks.h"

#include <QTemporaryDir>

using namespace canaan;
using namespace canaan::cardtable;

class TestConquestWindow : public QObject {
    Q_OBJECT
private slots:
    void newGameFromTheChoices()
    {
        ConquestChoices choices = ConquestChoices::defaults();
        choices.seats[1].name = QStringLiteral("Pharaoh");
        const auto game = ConquestWindow::newGame(choices, 9);
        QCOMPARE(int(game.seats.size()), 4);
        QCOMPARE(game.seats[0].kind, QStringLiteral("human"));
        QCOMPARE(game.seats[1].kind, QStringLiteral("normal"));
        QCOMPARE(game.seats[1].name, QStringLiteral("Pharaoh"));
        QCOMPARE(game.seats[2].name, QStringLiteral("Hittites"));
        QCOMPARE(game.seed, std::uint64_t(9));
        QVERIFY(game.log.empty());
    }

    void saveKillAndResume()
    {
        QTemporaryDir dir;
        const QString autosave = dir.filePath(QStringLiteral("autosave.canaansave"));
        std::mt19937 rng(12);
        std::vector<conquest::Action> logBefore;
        QString digestBefore;
        {
            ConquestWindow first(ConquestWindow::newGame(ConquestChoices::defaults(), 5));
            first.setAutosavePath(autosave);
            first.start(0);
            playOnByClicks(first, rng, [&] { return first.host().log().size() > 300; });
            QVERIFY(!first.host().state().over());
            logBefore = first.host().log();
            digestBefore = conquest::saves::digestOf(first.host().state());
        } // killed: closed without saving
        const conquest::saves::LoadedConquest loaded = conquest::saves::loadFile(autosave);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        QCOMPARE(loaded.game->log, logBefore); // written when the person was asked
        ConquestWindow second(*loaded.game);
        QCOMPARE(second.resumeError(), -1);
        QCOMPARE(conquest::saves::digestOf(second.host().state()), digestBefore);
        second.start(0);
        playOnByClicks(second, rng, {});
        QVERIFY(second.host().state().over());
        QVERIFY(!second.table()->endScreen()->winnerText().isEmpty());
        QString error;
        QVERIFY2(second.saveTo(dir.filePath(QStringLiteral("end.canaansave")), &error), qPrintable(error));
        QVERIFY(conquest::saves::loadFile(dir.filePath(QStringLiteral("end.canaansave"))).ok());
    }
};

QTEST_MAIN(TestConquestWindow)
#include "test_conquest_window.moc"
