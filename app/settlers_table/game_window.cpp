#include "app/settlers_table/game_window.h"

#include "cartography/board_geometry.h"
#include "app/settlers_table/board_pane.h"
#include "app/settlers_table/board_picker.h"
#include "boardview/board_scene.h"
#include "boardview/board_view.h"
#include "app/settlers_table/card_flights.h"
#include "app/settlers_table/decision_controller.h"
#include "app/table_kit/dice_view.h"
#include "app/settlers_table/event_effects.h"
#include "app/settlers_table/game_log.h"
#include "app/settlers_table/hand_panel.h"
#include "app/settlers_table/local_settlers_table.h"
#include "app/settlers_table/players_panel.h"
#include "app/settlers_table/seat_hand_off.h"
#include "app/settlers_table/shown_seat.h"
#include "app/settlers_table/side_panel.h"
#include "app/sound/sound_player.h"
#include "app/settlers_table/trade_flow.h"
#include "app/settlers_table/trade/trade_panel.h"
#include "app/settlers_table/turn_buttons.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QStyle>
#include <QTimer>
#include <algorithm>
#include <array>

namespace canaan::settlerstable {

namespace {

constexpr std::array<int, GameWindow::kSpeedCount> kStepDelays{1200, 500, 150, 0};

QList<bool> personSeats(const QList<SeatPlan> &seats)
{
    QList<bool> people;
    for (const SeatPlan &seat : seats)
        people << seat.isHuman();
    return people;
}

} // namespace

int GameWindow::stepDelayFor(int speed)
{
    return kStepDelays[static_cast<std::size_t>(std::clamp(speed, 0, kSpeedCount - 1))];
}

GameWindow::GameWindow(play::SettlersMatch &match, const QList<SeatPlan> &seats, QWidget *parent)
    : GameWindow(std::make_unique<LocalSettlersTable>(match, personSeats(seats)), seats, parent)
{
    m_match = &match;
}

GameWindow::GameWindow(SettlersTable &table, const QList<SeatPlan> &seats, QWidget *parent)
    : GameWindow(std::unique_ptr<SettlersTable>(), seats, parent, &table)
{
}

GameWindow::GameWindow(std::unique_ptr<SettlersTable> owned, const QList<SeatPlan> &seats, QWidget *parent, SettlersTable *shared)
    : QWidget(parent),
      m_ownedTable(std::move(owned)),
      m_seat(new ShownSeat(shared ? *shared : *m_ownedTable, seats, this))
{
    auto *layout = new QHBoxLayout(this);
    m_board = new BoardPane(*m_seat, this);
    layout->addWidget(m_board, 3);
    auto *tradePanel = new TradePanel(this);
    tradePanel->setFixedWidth(360 + tradePanel->style()->pixelMetric(QStyle::PM_ScrollBarExtent));
    tradePanel->hide();
    layout->addWidget(tradePanel);
    m_trade = new TradeFlow(*m_seat, tradePanel);
    m_picker = new BoardPicker(*m_seat, this);
    m_decisions = new DecisionController(*m_seat, *m_picker, *m_trade, this);
    m_side = new SidePanel(
        *m_seat,
        [this](QWidget *parent) { return m_buttons = new TurnButtons(*m_seat, *m_decisions, *m_picker, *m_trade, parent); },
        this);
    layout->addWidget(m_side, 2);
    connect(m_side->hand(), &HandPanel::playCardRequested, m_decisions, &DecisionController::playCardFromHand);

    m_flights = new CardFlights(this);
    m_sounds = new sound::SoundPlayer(this);
    // Where the cards fly: a hex's centre, the hand of the seat shown, a player's row, the bank.
    auto places = [this](int viewer) {
        auto centreOf = [this](const QWidget *w, QPoint at) { return w->mapTo(this, at); };
        FlightPlaces at;
        at.hex = [this, centreOf](int tile) {
            const QPointF centre = cartography::sceneCentreOf(scene()->topology().tile(tile).at);
            return centreOf(view()->viewport(), view()->mapFromScene(centre));
        };
        at.seat = [this, viewer, centreOf](int seat) {
            if (seat == viewer)
                return centreOf(handPanel(), handPanel()->rect().center());
            // The seat's part of the players panel, top to bottom in seat order.
            const int rows = std::max(1, static_cast<int>(this->seats().size()));
            PlayersPanel *players = playersPanel();
            return centreOf(players, QPoint(players->width() / 3, players->height() * (2 * seat + 1) / (2 * rows)));
        };
        at.bank = centreOf(m_side->bank(), m_side->bank()->rect().center());
        return at;
    };
    m_effects = new EventEffects(*m_seat, m_side->dice(), m_flights, m_sounds, places);
    m_handOff = new SeatHandOff(*m_seat, *m_decisions, this); // its cover above the flying cards

    connect(m_seat, &ShownSeat::changed, this, &GameWindow::refresh);
    connect(m_seat, &ShownSeat::eventHappened, m_effects, &EventEffects::show);
    connect(m_seat, &ShownSeat::told, gameLog(), &GameLog::tell);
    connect(m_seat, &ShownSeat::asked, m_effects, &EventEffects::cueYourTurn); // before the question
    connect(m_seat, &ShownSeat::asked, m_handOff, &SeatHandOff::onAsked);
    connect(m_seat, &ShownSeat::refused, m_side->message(), &QLabel::setText);
    connect(m_decisions, &DecisionController::message, m_side->message(), &QLabel::setText);
    connect(m_decisions, &DecisionController::performed, this, &GameWindow::refresh);
    connect(m_decisions, &DecisionController::windowsChanged, this, &GameWindow::redraw);
    connect(m_picker, &BoardPicker::changed, this, &GameWindow::redraw);
    connect(m_trade, &TradeFlow::changed, this, &GameWindow::redraw);
    connect(m_seat, &ShownSeat::viewerChanged, this, [this](int seat) {
        gameLog()->setViewer(seat); // the log says what this person may know, and nothing more
        refresh();
    });
    // The turn clock: its seconds on the timed seat's card, counted down here between the
    // table's news (the host, or the server, says when a decision starts and stops being timed).
    m_clockTick = new QTimer(this);
    m_clockTick->setInterval(250);
    auto showClock = [this] {
        const int seat = table().clockSeat();
        playersPanel()->showClock(seat, table().clockSecondsLeft());
        if (seat < 0)
            m_clockTick->stop();
        else if (!m_clockTick->isActive())
            m_clockTick->start();
    };
    connect(m_clockTick, &QTimer::timeout, this, showClock);
    connect(m_seat, &ShownSeat::clockChanged, this, showClock);
    connect(scene(), &boardview::BoardScene::spotClicked, m_picker, &BoardPicker::onSpotClicked);
    connect(m_board->speedBox(), &QComboBox::currentIndexChanged, this, &GameWindow::setSpeed);

    // A resumed game tells its story from the beginning, for the person at this screen.
    gameLog()->setViewer(m_seat->viewer());
    retellStory();
    setSpeed(Normal);
    // A network table's computer players move at the server's pace: no speed to choose here.
    m_board->setSpeedShown(table().setsPace());
    retranslateUi();
    refresh();
}

GameWindow::~GameWindow() = default;

SettlersTable &GameWindow::table() const { return m_seat->table(); }
const QList<SeatPlan> &GameWindow::seats() const { return m_seat->seats(); }
bool GameWindow::isPersonDeciding() const { return m_seat->isPersonDeciding(); }
boardview::BoardScene *GameWindow::scene() const { return m_board->scene(); }
boardview::BoardView *GameWindow::view() const { return m_board->view(); }
GameLog *GameWindow::gameLog() const { return m_side->log(); }
QStringList GameWindow::logLines() const { return gameLog()->lines(); }
HandPanel *GameWindow::handPanel() const { return m_side->hand(); }
PlayersPanel *GameWindow::playersPanel() const { return m_side->players(); }
DiceStatsPanel *GameWindow::diceStatsPanel() const { return m_board->diceStats(); }
QAction *GameWindow::diceStatsAction() const { return m_board->diceStatsAction(); }
QString GameWindow::statusText() const { return m_side->status()->text(); }
QString GameWindow::turnBannerText() const { return m_side->turnBannerText(); }
bool GameWindow::isYourTurnShown() const { return m_side->isYourTurnShown(); }
tablekit::PassCover *GameWindow::passScreen() const { return m_handOff->passScreen(); }
TradePanel *GameWindow::tradePanel() const { return m_trade->panel(); }
bool GameWindow::perform(const settlers::Action &action) { return m_decisions->perform(action); }
void GameWindow::toggleTradePanel() { m_trade->toggle(); }
void GameWindow::showSeat(int seat) { m_seat->setViewer(seat); }

void GameWindow::retellStory()
{
    // Each told seat's story as the table tells it; each offer with its cards, taken from the
    // offers of the move list in order.
    gameLog()->clearEvents();
    const std::vector<TradeTerms> offers = table().pastOffers();
    for (int seat : m_seat->toldSeats())
        gameLog()->tellPast(seat, table().pastEvents(seat), offers);
}

void GameWindow::setSeatPresence(const QList<SeatPresence> &presence)
{
    playersPanel()->setPresence(presence);
    refresh();
}

void GameWindow::retranslateUi()
{
    setWindowTitle(tr("Settlers of Canaan"));
    m_buttons->retranslate();
    m_board->retranslate();
    m_side->retranslate();
}

void GameWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        // Typed names stay as typed; the default tribe names are the new language's.
        m_seat->renameDefaultSeats();
        gameLog()->setNames(m_seat->names());
        retranslateUi();
        scene()->retranslate();
        gameLog()->retranslate();
        tradePanel()->retranslate();
        refresh();
    }
    QWidget::changeEvent(event);
}

void GameWindow::start()
{
    if (table().resumeError() >= 0)
        m_side->message()->setText(tr("The saved game could not be replayed past move %1; the game goes on from there.")
                                       .arg(table().resumeError()));
    refresh();
    table().start();
}

int GameWindow::speed() const { return m_board->speedBox()->currentIndex(); }

void GameWindow::setSpeed(int speed)
{
    speed = std::clamp(speed, 0, kSpeedCount - 1);
    QComboBox *box = m_board->speedBox();
    const bool changed = box->currentIndex() != speed || table().stepDelay() != stepDelayFor(speed);
    {
        const QSignalBlocker quiet(box); // the combo calls this slot; no second round
        box->setCurrentIndex(speed);
    }
    table().setStepDelay(stepDelayFor(speed));
    if (changed)
        emit speedChanged(speed);
}

void GameWindow::refresh()
{
    m_seat->update();
    m_picker->update();
    if (m_seat->legal().empty() && !m_decisions->isPerforming())
        m_decisions->closeDecisionWindows(); // the decision they offered is gone

    // The panels show what the person at the screen may know: that seat's view (engine/settlers/rules/seat_view.h),
    // a spectator's while the hot-seat cover waits for the next person.
    const settlers::Rules &rules = m_seat->rules();
    const settlers::SeatView &view = m_seat->view();
    const settlers::GameState &state = view.board;
    const bool mine = m_seat->isMine();
    const int viewer = m_seat->viewer();
    redraw();
    m_side->showBankAndJerusalem(view);
    m_trade->refresh();
    playersPanel()->showPlayers(rules, view, seats(), mine ? viewer : -1);
    m_side->showTurnBanner(mine);
    handPanel()->setWatching(table().isWatching());
    handPanel()->showHand(rules, state, viewer, viewer >= 0 ? seats()[viewer].name : QString(), m_seat->legal());
    if (!m_side->dice()->isRolling())
        m_side->dice()->showFaces({state.dice[0], state.dice[1]});
    m_board->showDiceCounts();
}

void GameWindow::redraw()
{
    m_board->showPosition(m_seat->board(), m_picker->victimTile());
    scene()->setHighlights(m_picker->highlights());
    m_buttons->refresh();
    m_side->status()->setText(m_decisions->statusText());
}

} // namespace canaan::settlerstable
