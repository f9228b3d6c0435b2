// The game window's docked trade panel: a computer's offer appears in it to be answered, the person
// offers in it, and with it open the window still fits a laptop's screen.
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

class TestGameWindowTrade : public QObject, public WindowPlayer {
    Q_OBJECT
private slots:
    void computerOfferAppearsInThePanel();
    void personOffersInThePanel();
    void fitsALaptopWithTheTradePanelOpen();
};

void TestGameWindowTrade::computerOfferAppearsInThePanel()
{
    // Normal computer players offer trades the others would take; one reaches the person.
    LocalGame windowGame(oneHumanSetup(QStringLiteral("normal")));
    GameWindow &window = windowGame.window;
    showAtInstantSpeed(window, QSize(1400, 900));
    const settlers::GameState &state = window.match().state();
    QElapsedTimer clock;
    clock.start();
    auto offerToPerson = [&] {
        return state.pending == settlers::Pending::TradeAnswer && state.pendingPlayer == 0 && window.isPersonDeciding() &&
               window.tradePanel()->isVisible();
    };
    while (!offerToPerson() && !state.isOver() && clock.elapsed() < 60000)
        if (!actOnce(window))
            QTest::qWait(1);
    QVERIFY2(offerToPerson(), "no computer player offered the person a trade");
    // In the panel, not in a modal dialog; Accept and Decline with their keys.
    QVERIFY(!window.decisions().openDialog() && !window.decisions().openChooser());
    QVERIFY(QApplication::activeModalWidget() == nullptr);
    auto *accept = window.tradePanel()->findChild<QPushButton *>(QStringLiteral("acceptOffer"));
    auto *decline = window.tradePanel()->findChild<QPushButton *>(QStringLiteral("declineOffer"));
    QVERIFY(accept && accept->isVisible() && decline && decline->isVisible());
    QVERIFY(accept->text().contains(QLatin1Char('&')) && decline->text().contains(QLatin1Char('&')));
    QVERIFY(window.statusText().contains(QStringLiteral("trade panel")));
    QVERIFY(button(window, "trade")->isEnabled()); // the panel can be hidden and shown again
    const int answered = static_cast<int>(window.match().log().size());
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(&window, Qt::Key_D, Qt::AltModifier); // &Decline
    QTRY_VERIFY(static_cast<int>(window.match().log().size()) > answered);
    const settlers::Action last = window.match().log()[static_cast<std::size_t>(answered)];
    QCOMPARE(last.kind, settlers::ActionKind::AnswerTrade);
    QCOMPARE(int(last.a), int(settlers::TradeAnswer::Reject));
    // Shown for the answer, the panel goes away once the offer is closed (unless the next offer is
    // to the person again).
    QTRY_VERIFY(!state.offerOpen || offerToPerson());
    if (!state.offerOpen)
        QVERIFY(!window.tradePanel()->isVisible());
}

void TestGameWindowTrade::personOffersInThePanel()
{
    // The person builds an offer in the panel (T) during his turn; the computer players' answers
    // appear beside each of them, and he withdraws or takes one, all without a dialog.
    LocalGame windowGame(oneHumanSetup(QStringLiteral("normal")));
    GameWindow &window = windowGame.window;
    showAtInstantSpeed(window, QSize(1400, 900));
    const settlers::GameState &state = window.match().state();
    TradePanel *panel = window.tradePanel();
    QElapsedTimer clock;
    clock.start();
    bool offered = false;
    while (!offered && !state.isOver() && clock.elapsed() < 60000) {
        QVERIFY(playUntilThePersonRolls(window));
        button(window, "roll")->click();
        QTRY_VERIFY(state.pending != settlers::Pending::Roll && state.pending != settlers::Pending::Dice);
        while (!(state.pending == settlers::Pending::Turn && window.isPersonDeciding()) && clock.elapsed() < 60000)
            if (!actOnce(window))
                QTest::qWait(1);
        // One card of a resource he holds for one of another.
        int give = -1;
        for (int r = 0; r < settlers::kResourceCount && give < 0; ++r)
            if (state.hand[0][r] > 0)
                give = r;
        if (give < 0 || !button(window, "trade")->isEnabled()) {
            button(window, "endTurn")->click();
            continue;
        }
        if (!panel->isVisible())
            button(window, "trade")->click();
        QVERIFY(panel->isVisible());
        OfferBox *box = panel->offerBox();
        box->steppers()->giveBox(give)->setValue(1);
        box->steppers()->getBox((give + 1) % settlers::kResourceCount)->setValue(1);
        QVERIFY2(box->offerButton()->isEnabled(), qPrintable(box->offerButton()->toolTip()));
        box->offerButton()->click();
        offered = true;
    }
    QVERIFY2(offered, "the person never could offer a trade");
    // Every other player answers; the answers stand beside their names.
    QTRY_COMPARE(state.pending, settlers::Pending::TradeConfirm);
    for (int q = 1; q < 4; ++q)
        QVERIFY2(!panel->answers()->statusOf(q)->text().isEmpty(), qPrintable(QString::number(q)));
    QVERIFY(!window.decisions().openDialog() && !window.decisions().openChooser());
    QVERIFY(QApplication::activeModalWidget() == nullptr);
    // Take the first answer that can be taken, else withdraw.
    QPushButton *choice = panel->answers()->withdrawButton();
    for (int q = 1; q < 4; ++q)
        if (panel->answers()->acceptButton(q)->isVisible() && panel->answers()->acceptButton(q)->isEnabled()) {
            choice = panel->answers()->acceptButton(q);
            break;
        }
    const std::size_t moves = window.match().log().size();
    QVERIFY(choice->isEnabled());
    choice->click();
    QTRY_VERIFY(window.match().log().size() > moves);
    QCOMPARE(window.match().log()[moves].kind, settlers::ActionKind::ConfirmTrade);
    QVERIFY(!state.offerOpen);
    QVERIFY(panel->isVisible()); // opened by the person: it stays until he hides it
}

void TestGameWindowTrade::fitsALaptopWithTheTradePanelOpen()
{
    // A 1366x768 laptop leaves about 1280x720 to a window (issue 42): with the trade panel open, the
    // widest moment of the window, its smallest size must still fit, in English (the longer words).
    LocalGame windowGame(oneHumanSetup(QStringLiteral("normal")));
    GameWindow &window = windowGame.window;
    window.resize(1280, 720);
    window.show();
    window.tradePanel()->show();
    QVERIFY(window.tradePanel()->isVisible());
    QCoreApplication::processEvents();
    const QSize smallest = window.minimumSizeHint().expandedTo(window.minimumSize());
    QVERIFY2(smallest.width() <= 1280, qPrintable(QStringLiteral("the window needs %1 pixels").arg(smallest.width())));
    QVERIFY2(smallest.height() <= 720, qPrintable(QStringLiteral("the window needs %1 pixels").arg(smallest.height())));
    QCOMPARE(window.width(), 1280); // nothing pushed it wider
}

QTEST_MAIN(TestGameWindowTrade)
#include "test_game_window_trade.moc"
