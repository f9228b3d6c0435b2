// A person at the game window, for the window's tests: the sample game with one person against
// computer players, the window's buttons by name, a click on the first highlighted spot, and one
// step of a person's play at a time (WindowPlayer) — taking the hot-seat cover, answering the
// decision dialogs or the chooser, placing on the board, the turn's buttons, the trade panel.
#pragma once

#include "app/settlers_table/action_chooser.h"
#include "app/settlers_table/card_flights.h"
#include "app/settlers_table/trade/offer_answers.h"
#include "app/settlers_table/trade/offer_box.h"
#include "app/settlers_table/trade/trade_steppers.h"
#include "app/settlers_table/trade/trade_panel.h"
#include "boardview/board_scene.h"
#include "boardview/board_view.h"
#include "boardview/building_item.h"
#include "app/settlers_table/dialogs/decision_dialog.h"
#include "app/settlers_table/game_log.h"
#include "app/settlers_table/game_window.h"
#include "tests/app/settlers_table/local_game.h"
#include "app/settlers_table/hand_panel.h"
#include "engine/io/game_text.h"
#include "boardview/jerusalem_stones_item.h"
#include "app/table_kit/pass_cover.h"
#include "app/settlers_table/player_card.h"
#include "app/settlers_table/players_panel.h"
#include "boardview/spot_item.h"
#include "tests/app/sample_map.h"

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

namespace canaan::testing {

using namespace canaan::settlerstable;

inline GameSetup oneHumanSetup(const QString &bots = QStringLiteral("random"))
{
    GameSetup setup;
    setup.map = testing::sampleCanaanMap();
    setup.seats = defaultSeats(4, bots);
    setup.seed = 11;
    setup.turnLimit = 200;
    return setup;
}

inline QPushButton *button(GameWindow &window, const char *name)
{
    return window.findChild<QPushButton *>(QString::fromLatin1(name));
}

// Clicks the first highlighted spot with the mouse, through the view.
inline bool clickFirstSpot(GameWindow &window)
{
    const auto spots = window.scene()->spotItems();
    if (spots.isEmpty())
        return false;
    boardview::BoardView *view = window.view();
    view->centerOn(spots.first());
    const QPoint at = view->mapFromScene(spots.first()->scenePos());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    return true;
}

inline bool anyLegal(GameWindow &window, settlers::ActionKind kind)
{
    const auto legal = window.match().legalActions();
    return std::any_of(legal.begin(), legal.end(), [kind](const settlers::Action &a) { return a.kind == kind; });
}

// Shows the window (at `size`, if given) and starts its game, the computer players moving at once.
inline void showAtInstantSpeed(GameWindow &window, QSize size = {})
{
    if (size.isValid())
        window.resize(size);
    window.show();
    window.setSpeed(GameWindow::Instant);
    window.start();
}

// Plays a person's part, one step at a time, counting what it did.
struct WindowPlayer {
    // One step of a person's play: false when nothing was there to do.
    bool actOnce(GameWindow &window);
    // Plays on (the person's part by actOnce) until the person is to roll; false after 30 s.
    bool playUntilThePersonRolls(GameWindow &window);
    int m_built = 0;
    int m_passes = 0;
    int m_dialogsAnswered = 0;
    int m_plagueMoves = 0;
};

inline bool WindowPlayer::playUntilThePersonRolls(GameWindow &window)
{
    const settlers::GameState &state = window.match().state();
    QElapsedTimer clock;
    clock.start();
    while (state.pending != settlers::Pending::Roll || !window.isPersonDeciding()) {
        if (clock.elapsed() >= 30000)
            return false;
        if (!actOnce(window))
            QTest::qWait(2);
    }
    return true;
}

inline bool WindowPlayer::actOnce(GameWindow &window)
{
    if (tablekit::PassCover *pass = window.passScreen()) {
        // Nothing of the game is clickable while the cover is up.
        if (!window.scene()->spotItems().isEmpty() || button(window, "roll")->isEnabled())
            return false;
        ++m_passes;
        pass->findChild<QPushButton *>(QStringLiteral("takeScreen"))->click();
        return true;
    }
    if (DecisionDialog *dialog = window.decisions().openDialog()) {
        // The dialog's own proposal when it has one; else what a person picks first.
        QList<settlers::Action> actions = dialog->chosenActions();
        if (actions.isEmpty()) {
            const auto legal = window.match().legalActions();
            if (legal.empty())
                return false;
            actions = {legal.front()};
        }
        ++m_dialogsAnswered;
        emit dialog->decided(actions);
        return true;
    }
    if (ActionChooser *chooser = window.decisions().openChooser()) {
        chooser->choose(0);
        return true;
    }
    play::SettlersMatch &controller = window.match();
    if (!window.isPersonDeciding())
        return false;
    if (window.picker().placingKind()) {
        if (controller.state().pending == settlers::Pending::MovePlague)
            ++m_plagueMoves;
        return clickFirstSpot(window);
    }
    for (const char *name : {"roll", "settlement", "city", "road", "stone", "card"}) {
        QPushButton *b = button(window, name);
        if (!b->isEnabled())
            continue;
        b->click();
        if (window.picker().placingKind() && controller.state().pending == settlers::Pending::Turn) {
            ++m_built;
            return clickFirstSpot(window);
        }
        return true;
    }
    if (button(window, "endTurn")->isEnabled()) {
        button(window, "endTurn")->click();
        return true;
    }
    // A trade waits in the trade panel: decline an offer; take the first answer, else withdraw.
    if (TradePanel *panel = window.tradePanel(); panel->isVisible()) {
        for (QPushButton *b : panel->findChildren<QPushButton *>())
            if (b->isVisibleTo(panel) && b->isEnabled() &&
                (b->objectName() == QStringLiteral("declineOffer") || b->objectName().startsWith(QStringLiteral("takeAnswer_")) ||
                 b->objectName() == QStringLiteral("withdrawOffer"))) {
                b->click();
                return true;
            }
    }
    // Any other decision: its dialog (or the fallback chooser) through the window's button.
    QPushButton *other = button(window, "other");
    if (!other->isEnabled())
        return false;
    other->click();
    return true;
}

} // namespace canaan::testing
