// A Conquest game in its window on the match host: a new game from the new-game choices; saved,
// killed (the window closed without saving) and resumed from the autosave, to the same state, then
// played on through the window to the end screen.
#include "card_table_widget.h"
#include "card_widget.h"
#include "conquest_window.h"
#include "decision_panel.h"
#include "end_screen.h"
#include "hand_view.h"

#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

#include <random>

using namespace canaan;
using namespace canaan::cardtable;

namespace {

// Plays on: the person clicks a random choice whenever asked, until `enough` says so or the end.
void playOn(ConquestWindow &w, std::mt19937 &rng, const std::function<bool()> &enough)
{
    for (int guard = 0; !w.host().state().over() && guard < 100000; ++guard) {
        CardTableWidget *table = w.table();
        const DecisionOptions &options = table->decisions()->options();
        if (w.host().decidingSeat() != 0 || options.prompt.isEmpty()) {
            QTest::qWait(1);
            continue;
        }
        if (enough && enough())
            return;
        const QList<int> cards = options.byCard.keys();
        const int choices = int(options.buttons.size() + cards.size());
        const int pick = int(rng() % std::max(1, choices));
        if (pick < options.buttons.size()) {
            for (QPushButton *b : table->decisions()->buttons())
                if (b->text() == options.buttons.at(pick).label) {
                    b->click();
                    break;
                }
        } else if (!cards.isEmpty()) {
            const int card = cards.at(pick - int(options.buttons.size()));
            QTest::mouseClick(table->hand()->widgetFor(card), Qt::LeftButton);
            if (table->decisions()->selectedCard() == card)
                table->decisions()->buttons().last()->click();
        }
    }
}

} // namespace

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
            playOn(first, rng, [&] { return first.host().log().size() > 300; });
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
        playOn(second, rng, {});
        QVERIFY(second.host().state().over());
        QVERIFY(!second.table()->endScreen()->winnerText().isEmpty());
        QString error;
        QVERIFY2(second.saveTo(dir.filePath(QStringLiteral("end.canaansave")), &error), qPrintable(error));
        QVERIFY(conquest::saves::loadFile(dir.filePath(QStringLiteral("end.canaansave"))).ok());
    }
};

QTEST_MAIN(TestConquestWindow)
#include "test_conquest_window.moc"
