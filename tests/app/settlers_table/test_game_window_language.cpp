// The game window's words: a change of language rewrites the window and the log, and a resumed
// game tells its story from the beginning.
#include "tests/app/settlers_table/window_player.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QTranslator>
#include <set>

using namespace canaan;
using namespace canaan::settlerstable;
using namespace canaan::testing;

namespace {

// A translator that marks every sentence of one context, to see which texts follow a change of
// language without needing a compiled translation.
class MarkingTranslator : public QTranslator {
public:
    explicit MarkingTranslator(QStringList contexts) : m_contexts(std::move(contexts)) {}
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *source, const char *disambiguation, int n) const override
    {
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        if (!m_contexts.contains(QLatin1String(context)))
            return {};
        return QStringLiteral("«") + QString::fromUtf8(source) + QStringLiteral("»");
    }

private:
    QStringList m_contexts;
};

} // namespace

class TestGameWindowLanguage : public QObject, public WindowPlayer {
    Q_OBJECT
private slots:
    void languageChangeRewritesTheWindowAndTheLog();
    void resumedGameTellsItsLog();
};

void TestGameWindowLanguage::languageChangeRewritesTheWindowAndTheLog()
{
    LocalGame windowGame(oneHumanSetup());
    GameWindow &window = windowGame.window;
    showAtInstantSpeed(window);
    QTRY_VERIFY(window.isPersonDeciding()); // the first rolls and set-up moves are logged
    const QStringList before = window.logLines();
    QVERIFY(before.size() >= 4);
    const QString rollText = button(window, "roll")->text();

    MarkingTranslator translator({QStringLiteral("canaan::settlerstable::EventText"), QStringLiteral("canaan::settlerstable::GameWindow"),
                                  QStringLiteral("canaan::settlerstable::HandPanel")});
    QVERIFY(QCoreApplication::installTranslator(&translator));
    // LanguageChange reaches every widget.
    QTRY_VERIFY(button(window, "roll")->text().startsWith(QStringLiteral("«")));
    const QStringList after = window.logLines();
    QCOMPARE(after.size(), before.size());
    for (const QString &line : after)
        QVERIFY2(line.startsWith(QStringLiteral("«")), qPrintable(line)); // every line, the old ones too
    QVERIFY(button(window, "roll")->text() != rollText);
    QVERIFY(button(window, "roll")->text().startsWith(QStringLiteral("«")));
    QVERIFY(window.statusText().contains(QStringLiteral("«")));
    QCOMPARE(button(window, "roll")->shortcut(), QKeySequence(Qt::Key_R)); // new texts keep their keys
    QCOMPARE(button(window, "other")->shortcut(), QKeySequence(Qt::Key_M));

    QVERIFY(QCoreApplication::removeTranslator(&translator));
    QTRY_COMPARE(window.logLines(), before);
    QCOMPARE(button(window, "roll")->text(), rollText);
}

void TestGameWindowLanguage::resumedGameTellsItsLog()
{
    GameSetup setup = oneHumanSetup();
    setup.seats[0].botId = QStringLiteral("random"); // nobody's hand is shown: both logs see the same
    LocalGame firstGame(setup);
    GameWindow &first = firstGame.window;
    first.setSpeed(GameWindow::Instant);
    first.start();
    QTRY_VERIFY_WITH_TIMEOUT(first.match().log().size() >= 150, 30000);
    first.match().setStepDelay(60000); // hold still while the copy is made
    QTest::qWait(20);

    setup.history = first.match().log();
    LocalGame resumedGame(setup);
    GameWindow &resumed = resumedGame.window;
    QCOMPARE(resumed.match().resumeError(), -1);
    QVERIFY(resumed.match().state() == first.match().state());
    QCOMPARE(resumed.logLines(), first.logLines());
    int buildings = 0;
    for (QGraphicsItem *item : resumed.scene()->items())
        if (item->type() == boardview::BuildingItemType)
            ++buildings;
    QCOMPARE(buildings, int(resumed.match().state().allBuildings().count()));
}

QTEST_MAIN(TestGameWindowLanguage)
#include "test_game_window_language.moc"
