#include "game_window.h"

#include "action_availability.h"
#include "action_chooser.h"
#include "action_text.h"
#include "board_geometry.h"
#include "board_sounds.h"
#include "card_flights.h"
#include "event_flights.h"
#include "board_scene.h"
#include "board_view.h"
#include "decision_dialog.h"
#include "dice_view.h"
#include "dice_stats_panel.h"
#include "game_log.h"
#include "hand_panel.h"
#include "jerusalem_bar.h"
#include "io/game_text.h"
#include "io/save_file.h"
#include "korean_particles.h"
#include "local_board_table.h"
#include "pass_cover.h"
#include "play_card_dialog.h"
#include "players_panel.h"
#include "sound_player.h"
#include "trade_panel.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QStyle>
#include <QSignalBlocker>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <array>

namespace canaan::game {

namespace {

// What each build costs, only to label the buttons; whether it may be built is the engine's call.
using Cost = std::array<int, kResourceCount>; // lumber, wool, grain, stone, ore
constexpr Cost kRoadCost{1, 0, 0, 1, 0};
constexpr Cost kSettlementCost{1, 1, 1, 1, 0};
constexpr Cost kCityCost{0, 0, 2, 0, 3};
constexpr Cost kCardCost{0, 1, 1, 0, 1};
constexpr Cost kStoneCost{0, 0, 0, 1, 1};

QString costText(const Cost &cost, Ruleset ruleset)
{
    QStringList parts;
    for (int r = 0; r < kResourceCount; ++r)
        if (cost[static_cast<std::size_t>(r)] > 0)
            parts << GameWindow::tr("%1 %2").arg(cost[static_cast<std::size_t>(r)]).arg(
                         resourceName(static_cast<Resource>(r), ruleset));
    return parts.join(QStringLiteral(", "));
}

// Decisions made by clicking the board, and the action kind each click stands for.
std::optional<ActionKind> boardKindFor(Pending pending)
{
    switch (pending) {
    case Pending::SetupSettlement: return ActionKind::SetupSettlement;
    case Pending::SetupRoad: return ActionKind::SetupRoad;
    case Pending::StartingSettlement: return ActionKind::ChooseStartingSettlement;
    case Pending::FreeRoad: return ActionKind::BuildRoad;
    case Pending::MovePlague: return ActionKind::MovePlague;
    default: return std::nullopt;
    }
}

// Decisions answered in a dialog (or, without one, the list chooser) rather than on the board or
// with the turn's buttons.
bool isDialogDecision(Pending pending)
{
    switch (pending) {
    case Pending::Discard:
    case Pending::CopperChoice:
    case Pending::DeborahsSong:
    case Pending::KingsBlessing:
    case Pending::TradeAnswer:
    case Pending::TradeConfirm: return true;
    default: return false;
    }
}

// Trade decisions: answered in the trade panel, not in a dialog.
bool isTradeDecision(Pending pending)
{
    return pending == Pending::TradeAnswer || pending == Pending::TradeConfirm;
}

// Actions with their own button (or dialog behind one): "More…" does not list them again.
bool hasOwnButton(ActionKind kind)
{
    switch (kind) {
    case ActionKind::Roll:
    case ActionKind::EndTurn:
    case ActionKind::BuildRoad:
    case ActionKind::BuildSettlement:
    case ActionKind::BuildCity:
    case ActionKind::BuyCard:
    case ActionKind::OfferTrade:
    case ActionKind::MaritimeTrade:
    case ActionKind::PlayCard:
    case ActionKind::BuildStone: return true;
    default: return false;
    }
}

constexpr std::array<int, GameWindow::kSpeedCount> kStepDelays{1200, 500, 150, 0};
constexpr const char *kShortcutProperty = "canaanShortcut";

} // namespace

int GameWindow::stepDelayFor(int speed)
{
    return kStepDelays[static_cast<std::size_t>(std::clamp(speed, 0, kSpeedCount - 1))];
}

namespace {

QList<bool> personSeats(const QList<SeatPlan> &seats)
{
    QList<bool> people;
    for (const SeatPlan &seat : seats)
        people << seat.isHuman();
    return people;
}

} // namespace

GameWindow::GameWindow(play::BoardMatch &match, const QList<SeatPlan> &seats, QWidget *parent)
    : GameWindow(std::make_unique<LocalBoardTable>(match, personSeats(seats)), seats, parent)
{
    m_match = &match;
}

GameWindow::GameWindow(BoardTable &table, const QList<SeatPlan> &seats, QWidget *parent)
    : GameWindow(std::unique_ptr<BoardTable>(), seats, parent, &table)
{
}

GameWindow::GameWindow(std::unique_ptr<BoardTable> owned, const QList<SeatPlan> &seats, QWidget *parent, BoardTable *table)
    : QWidget(parent),
      m_ownedTable(std::move(owned)),
      m_table(table ? table : m_ownedTable.get()),
      m_seats(seats),
      m_scene(new boardview::BoardScene(this)),
      m_view(new boardview::BoardView(this))
{
    m_scene->setMap(m_table->map());
    m_view->setScene(m_scene);
    for (int p = 0; p < m_seats.size(); ++p)
        m_defaultNames << isDefaultSeatName(p, m_seats[p].name);

    auto *layout = new QHBoxLayout(this);
    layout->addWidget(createBoardPane(), 3);
    m_tradePanel = new TradePanel(this);
    m_tradePanel->setFixedWidth(360 + m_tradePanel->style()->pixelMetric(QStyle::PM_ScrollBarExtent));
    m_tradePanel->hide();
    layout->addWidget(m_tradePanel);
    layout->addWidget(createSidePanel(), 2);
    connect(m_tradePanel, &TradePanel::decided, this, &GameWindow::performAll);
    connect(m_tradePanel, &TradePanel::closeRequested, this, &GameWindow::toggleTradePanel);

    int humans = 0;
    for (int p = 0; p < m_seats.size(); ++p)
        if (m_seats[p].isHuman()) {
            ++humans;
            m_revealedSeat = p;
        }
    if (humans > 1)
        m_revealedSeat = -1; // hot-seat: nobody's hand until the first pass
    m_flights = new CardFlights(this);
    m_sounds = new sound::SoundPlayer(this);
    m_pass = new tablekit::PassCover(this); // above the flying cards
    connect(m_pass, &tablekit::PassCover::taken, this, &GameWindow::onSeatTaken);

    connect(m_table, &BoardTable::changed, this, &GameWindow::refresh);
    connect(m_table, &BoardTable::eventHappened, this, &GameWindow::onEvent);
    connect(m_table, &BoardTable::asked, this, &GameWindow::onHumanToAct);
    connect(m_table, &BoardTable::refused, m_message, &QLabel::setText);
    connect(m_table, &BoardTable::gameOver, this, &GameWindow::closeDecisionWindows);
    // The turn clock: its seconds on the timed seat's card, counted down here between the
    // table's news (the host, or the server, says when a decision starts and stops being timed).
    m_clockTick = new QTimer(this);
    m_clockTick->setInterval(250);
    connect(m_clockTick, &QTimer::timeout, this, &GameWindow::showClock);
    connect(m_table, &BoardTable::clockChanged, this, &GameWindow::showClock);
    connect(m_scene, &boardview::BoardScene::spotClicked, this, &GameWindow::onSpotClicked);

    // A resumed game tells its story from the beginning, for the person at this screen; each offer
    // with its cards, taken from the offers of the move list in order.
    m_log->setViewer(m_revealedSeat);
    m_log->addEvents(m_table->pastEvents(), m_table->pastOffers());
    setSpeed(Normal);
    // A network table's computer players move at the server's pace: no speed to choose here.
    m_speed->setVisible(m_table->setsPace());
    m_speedLabel->setVisible(m_table->setsPace());
    retranslateUi();
    refresh();
}

GameWindow::~GameWindow() = default;

bool GameWindow::isPersonDeciding() const { return m_table->isPersonDeciding(); }

SeatView GameWindow::seen() const
{
    const int viewer = viewerSeat();
    return m_table->viewOf(viewer >= 0 ? viewer : kNoId);
}

bool GameWindow::perform(const Action &action)
{
    const QString refused = m_table->submit(action);
    if (!refused.isEmpty())
        m_message->setText(refused);
    return refused.isEmpty();
}

QWidget *GameWindow::createBoardPane()
{
    auto *pane = new QWidget(this);
    auto *column = new QVBoxLayout(pane);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(m_view, 1);
    auto *zoomRow = new QHBoxLayout;
    auto tool = [&](QToolButton *&b, const QString &objectName, const QKeySequence &key, auto slot) {
        b = new QToolButton(pane);
        b->setObjectName(objectName);
        b->setAutoRaise(true);
        zoomRow->addWidget(b);
        connect(b, &QToolButton::clicked, m_view, slot);
        auto *shortcut = new QShortcut(key, this);
        connect(shortcut, &QShortcut::activated, m_view, slot);
    };
    tool(m_zoomIn, QStringLiteral("zoomIn"), QKeySequence(Qt::Key_Plus), &boardview::BoardView::zoomIn);
    tool(m_zoomOut, QStringLiteral("zoomOut"), QKeySequence(Qt::Key_Minus), &boardview::BoardView::zoomOut);
    tool(m_fit, QStringLiteral("fitToWindow"), QKeySequence(Qt::Key_0), &boardview::BoardView::fitToWindow);
    // The dice statistics, under the board (which gives up the height), toggled by D or the menu.
    m_diceStats = new DiceStatsPanel(pane);
    m_diceStats->setObjectName(QStringLiteral("diceStatistics"));
    m_diceStats->setMaximumHeight(210);
    m_diceStats->hide();
    column->addWidget(m_diceStats);
    m_diceStatsAction = new QAction(this);
    m_diceStatsAction->setCheckable(true);
    m_diceStatsAction->setShortcut(QKeySequence(Qt::Key_D));
    addAction(m_diceStatsAction); // the key works without a menu too
    connect(m_diceStatsAction, &QAction::toggled, this, [this](bool on) {
        if (on)
            m_diceStats->showCounts(m_table->diceCounts());
        m_diceStats->setVisible(on);
    });
    m_diceStatsButton = new QToolButton(pane);
    m_diceStatsButton->setObjectName(QStringLiteral("diceStatisticsButton"));
    m_diceStatsButton->setAutoRaise(true);
    m_diceStatsButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_diceStatsButton->setDefaultAction(m_diceStatsAction);
    zoomRow->addStretch();
    // "=" is "+" without Shift on most keyboards.
    connect(new QShortcut(QKeySequence(Qt::Key_Equal), this), &QShortcut::activated, m_view,
            &boardview::BoardView::zoomIn);
    // A second row for the dice statistics and the computer's speed: in one row the tools were wider
    // than the board's share of a 1280-pixel screen once the trade panel opened (issue 42).
    auto *speedRow = new QHBoxLayout;
    speedRow->addWidget(m_diceStatsButton);
    speedRow->addStretch();
    // The computer's speed beside the board's tools: the side panel's height goes to the game.
    m_speedLabel = new QLabel(pane);
    speedRow->addWidget(m_speedLabel);
    m_speed = new QComboBox(pane);
    m_speed->setObjectName(QStringLiteral("speed"));
    for (int i = 0; i < kSpeedCount; ++i)
        m_speed->addItem(QString(), i);
    m_speedLabel->setBuddy(m_speed);
    connect(m_speed, &QComboBox::currentIndexChanged, this, &GameWindow::setSpeed);
    speedRow->addWidget(m_speed);
    column->addLayout(zoomRow);
    column->addLayout(speedRow);
    return pane;
}

QWidget *GameWindow::createSidePanel()
{
    auto *panel = new QWidget(this);
    auto *column = new QVBoxLayout(panel);

    m_status = new QLabel(panel);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    m_message = new QLabel(panel);
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #b00020"));
    column->addWidget(m_status);
    column->addWidget(m_message);

    auto *diceRow = new QHBoxLayout;
    m_dice = new tablekit::DiceView(2, 40, panel);
    diceRow->addWidget(m_dice);
    m_jerusalem = new JerusalemBar(panel);
    diceRow->addWidget(m_jerusalem, 1);
    column->addLayout(diceRow);

    m_bank = new QLabel(panel);
    m_bank->setObjectName(QStringLiteral("bank"));
    m_bank->setWordWrap(true);
    column->addWidget(m_bank);

    m_players = new PlayersPanel(panel);
    column->addWidget(m_players);
    m_hand = new HandPanel(panel);
    column->addWidget(m_hand);
    connect(m_hand, &HandPanel::playCardRequested, this, &GameWindow::playCardFromHand);
    m_turnBanner = new QLabel(panel);
    m_turnBanner->setObjectName(QStringLiteral("turnBanner"));
    m_turnBanner->setAlignment(Qt::AlignCenter);
    QFont bannerFont = m_turnBanner->font();
    bannerFont.setBold(true);
    bannerFont.setPointSizeF(bannerFont.pointSizeF() * 1.25);
    m_turnBanner->setFont(bannerFont);
    column->addWidget(m_turnBanner);
    column->addWidget(createButtons());

    QStringList names = seatNames();
    m_log = new GameLog(names, m_table->rules().ruleset(), panel);
    m_log->setObjectName(QStringLiteral("gameLog"));
    m_log->setMinimumHeight(90); // a few lines even on a small screen
    column->addWidget(m_log, 1);

    panel->setMinimumWidth(380);
    panel->setMaximumWidth(560);
    // On a low screen (1280×720) the column scrolls rather than push the window past the screen
    // (issue 42); when there is room it never does, and the log takes the height left.
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("sidePanel"));
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    const int bar = scroll->style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    scroll->setMinimumWidth(380 + bar);
    scroll->setMaximumWidth(560 + bar);
    return scroll;
}

QWidget *GameWindow::createButtons()
{
    auto *box = new QWidget(this);
    auto *grid = new QGridLayout(box);
    grid->setContentsMargins(0, 0, 0, 0);
    auto button = [&](QPushButton *&b, const char *objectName, int row, int col, const QKeySequence &key) {
        b = new QPushButton(box);
        b->setObjectName(QString::fromLatin1(objectName));
        b->setProperty(kShortcutProperty, key); // setText() resets the shortcut: retranslateUi sets it again
        grid->addWidget(b, row, col);
    };
    button(m_roll, "roll", 0, 0, QKeySequence(Qt::Key_R));
    button(m_endTurn, "endTurn", 0, 1, QKeySequence(Qt::Key_E));
    button(m_road, "road", 1, 0, QKeySequence(Qt::Key_1));
    button(m_settlement, "settlement", 1, 1, QKeySequence(Qt::Key_2));
    button(m_city, "city", 2, 0, QKeySequence(Qt::Key_3));
    button(m_card, "card", 2, 1, QKeySequence(Qt::Key_B));
    button(m_trade, "trade", 3, 0, QKeySequence(Qt::Key_T));
    button(m_play, "playCard", 3, 1, QKeySequence(Qt::Key_P));
    button(m_stone, "stone", 4, 0, QKeySequence(Qt::Key_J));
    button(m_other, "other", 4, 1, QKeySequence(Qt::Key_M));
    m_stone->setVisible(!m_table->rules().isClassic() && m_table->rules().options().stonesToComplete > 0);

    auto *cancel = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(cancel, &QShortcut::activated, this, &GameWindow::cancelPlacing);
    // Keys 1-4 choose the Plague's victim; only then, when the build buttons' 1-3 are disabled.
    for (int i = 0; i < 4; ++i) {
        auto *key = new QShortcut(QKeySequence(Qt::Key_1 + i), this);
        key->setEnabled(false);
        connect(key, &QShortcut::activated, this, [this, i] { chooseVictim(i); });
        m_victimKeys << key;
    }

    connect(m_roll, &QPushButton::clicked, this, [this] { performKind(ActionKind::Roll); });
    connect(m_endTurn, &QPushButton::clicked, this, [this] { performKind(ActionKind::EndTurn); });
    connect(m_road, &QPushButton::clicked, this, [this] { beginPlacing(ActionKind::BuildRoad); });
    connect(m_settlement, &QPushButton::clicked, this, [this] { beginPlacing(ActionKind::BuildSettlement); });
    connect(m_city, &QPushButton::clicked, this, [this] { beginPlacing(ActionKind::BuildCity); });
    connect(m_card, &QPushButton::clicked, this, [this] { performKind(ActionKind::BuyCard); });
    connect(m_trade, &QPushButton::clicked, this, &GameWindow::toggleTradePanel);
    connect(m_play, &QPushButton::clicked, this, &GameWindow::openPlayCardDialog);
    connect(m_stone, &QPushButton::clicked, this, &GameWindow::openStoneDialog);
    connect(m_other, &QPushButton::clicked, this, &GameWindow::chooseAnyAction);
    return box;
}

void GameWindow::retranslateUi()
{
    setWindowTitle(tr("Settlers of Canaan"));
    const Ruleset ruleset = m_table->rules().ruleset();
    m_roll->setText(tr("Roll the dice (R)"));
    m_endTurn->setText(tr("End turn (E)"));
    m_road->setText(tr("Road (1)\n%1").arg(costText(kRoadCost, ruleset)));
    m_settlement->setText(tr("Settlement (2)\n%1").arg(costText(kSettlementCost, ruleset)));
    m_city->setText(tr("City (3)\n%1").arg(costText(kCityCost, ruleset)));
    m_card->setText(tr("Development card (B)\n%1").arg(costText(kCardCost, ruleset)));
    m_trade->setText(tr("Trade (T)"));
    m_play->setText(tr("Play card… (P)"));
    m_stone->setText(tr("Building stone… (J)\n%1").arg(costText(kStoneCost, ruleset)));
    m_zoomIn->setText(tr("Zoom in (+)"));
    m_zoomOut->setText(tr("Zoom out (-)"));
    m_fit->setText(tr("Fit to window (0)"));
    m_diceStatsAction->setText(tr("&Dice Statistics"));
    m_diceStatsAction->setIconText(tr("Dice statistics (D)")); // the button under the board, like its neighbours
    m_diceStatsAction->setToolTip(tr("Show or hide the rolls so far against what two dice give on average"));
    m_diceStats->retranslate();
    m_dice->setToolTip(tr("The last roll of the dice"));
    m_speedLabel->setText(tr("Computer &speed:"));
    const std::array<QString, kSpeedCount> speeds{tr("Slow"), tr("Normal"), tr("Fast"), tr("Instant")};
    for (int i = 0; i < kSpeedCount; ++i)
        m_speed->setItemText(i, speeds[static_cast<std::size_t>(i)]);
    m_speed->setToolTip(tr("How long each move of the computer players stays on the screen"));
    for (QPushButton *b : {m_roll, m_endTurn, m_road, m_settlement, m_city, m_card, m_trade, m_play, m_stone, m_other})
        b->setShortcut(b->property(kShortcutProperty).value<QKeySequence>());
}

void GameWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        renameDefaultSeats();
        retranslateUi();
        m_scene->retranslate();
        m_log->retranslate();
        m_tradePanel->retranslate();
        refresh();
    }
    QWidget::changeEvent(event);
}

void GameWindow::start()
{
    if (m_table->resumeError() >= 0)
        m_message->setText(tr("The saved game could not be replayed past move %1; the game goes on from there.")
                               .arg(m_table->resumeError()));
    refresh();
    m_table->start();
}

int GameWindow::speed() const { return m_speed->currentIndex(); }

void GameWindow::setSpeed(int speed)
{
    speed = std::clamp(speed, 0, kSpeedCount - 1);
    const bool changed = m_speed->currentIndex() != speed || m_table->stepDelay() != stepDelayFor(speed);
    {
        const QSignalBlocker quiet(m_speed); // the combo calls this slot; no second round
        m_speed->setCurrentIndex(speed);
    }
    m_table->setStepDelay(stepDelayFor(speed));
    if (changed)
        emit speedChanged(speed);
}

void GameWindow::renameDefaultSeats()
{
    // Typed names stay as typed; the default tribe names are the new language's.
    for (int p = 0; p < m_defaultNames.size(); ++p)
        if (m_defaultNames[p])
            renameSeat(p, defaultSeatName(p));
    m_log->setNames(seatNames());
}

void GameWindow::renameSeat(int seat, const QString &name)
{
    m_seats[seat].name = name;
    m_table->renameSeat(seat, name.left(kMaxSeatNameLength).toStdString()); // what a save records
}

QStringList GameWindow::seatNames() const
{
    QStringList names;
    for (const SeatPlan &seat : m_seats)
        names << seat.name;
    return names;
}

int GameWindow::viewerSeat() const { return m_revealedSeat; }

tablekit::PassCover *GameWindow::passScreen() const { return m_pass->isVisible() ? m_pass : nullptr; }

QString GameWindow::statusText() const { return m_status->text(); }

QString GameWindow::turnBannerText() const { return m_turnBanner->text(); }

bool GameWindow::isYourTurnShown() const { return m_turnBanner->property("yourTurn").toBool(); }

std::optional<ActionKind> GameWindow::placingKind() const
{
    if (m_legal.empty())
        return std::nullopt;
    if (const auto kind = boardKindFor(board().pending))
        return kind;
    return m_placing;
}

QStringList GameWindow::logLines() const { return m_log->lines(); }

std::vector<Action> GameWindow::legalOf(ActionKind kind) const
{
    std::vector<Action> matching;
    for (const Action &a : m_legal)
        if (a.kind == kind)
            matching.push_back(a);
    return matching;
}

void GameWindow::refresh()
{
    // Only the person whose hand is shown may act; another must take the computer first.
    const bool mine = isPersonDeciding() && m_table->decidingSeat() == m_revealedSeat;
    m_legal = mine ? m_table->legalActions() : std::vector<Action>{};
    if (m_placing && legalOf(*m_placing).empty())
        m_placing.reset();
    if (m_victimTile >= 0 && (board().pending != Pending::MovePlague || m_legal.empty()))
        endVictimChoice();
    if (m_legal.empty() && !m_performing)
        closeDecisionWindows(); // the decision they offered is gone

    const Rules &rules = m_table->rules();
    const SeatView view = seen();
    const GameState &state = view.board;
    refreshBoard();
    refreshHighlights();
    refreshButtons();
    refreshStatus();
    refreshBankAndJerusalem();
    refreshTradePanel();
    // The panels show what the person at the screen may know: that seat's view (rules/seat_view.h),
    // a spectator's while the hot-seat cover waits for the next person.
    const int viewer = viewerSeat();
    m_players->showPlayers(rules, view, m_seats, mine ? m_revealedSeat : -1);
    refreshTurnBanner(mine);
    m_hand->setWatching(m_table->isWatching());
    m_hand->showHand(rules, state, viewer, viewer >= 0 ? m_seats[viewer].name : QString(), m_legal);
    if (!m_dice->isRolling())
        m_dice->showFaces({state.dice[0], state.dice[1]});
    if (!m_diceStats->isHidden())
        m_diceStats->showCounts(m_table->diceCounts());
}

void GameWindow::showClock()
{
    const int seat = m_table->clockSeat();
    m_players->showClock(seat, m_table->clockSecondsLeft());
    if (seat < 0)
        m_clockTick->stop();
    else if (!m_clockTick->isActive())
        m_clockTick->start();
}

void GameWindow::setSeatPresence(const QList<SeatPresence> &presence)
{
    m_players->setPresence(presence);
    refresh();
}

void GameWindow::refreshTurnBanner(bool yourTurn)
{
    // Always shown, in gold when the person at the screen must act, so the buttons below never move.
    const GameState state = seen().board; // its public part only is read
    const QStringList names = seatNames();
    QString text;
    if (state.isOver())
        text = tr("The game is over.");
    else if (yourTurn && state.current == m_revealedSeat && (state.pending == Pending::Roll || state.pending == Pending::Turn))
        text = tr("Your turn, %1").arg(names[m_revealedSeat]);
    else if (yourTurn)
        text = tr("Your decision, %1").arg(names[m_revealedSeat]);
    else if (state.stage == Stage::Play)
        text = tr("%1's turn").arg(names[state.current]);
    else
        text = tr("Waiting for %1").arg(names[state.pendingPlayer]);
    m_turnBanner->setText(fixParticles(text));
    const QVariant before = m_turnBanner->property("yourTurn");
    if (before.isValid() && before.toBool() == yourTurn)
        return; // the style sheet is costly to apply: only when the cue changes
    m_turnBanner->setProperty("yourTurn", yourTurn);
    m_turnBanner->setStyleSheet(yourTurn ? QStringLiteral("QLabel { background: #ffd54f; color: #2b2218; border: 2px solid "
                                                          "#d4a017; border-radius: 6px; padding: 4px; }")
                                         : QStringLiteral("QLabel { background: #ece7dc; color: #5a5246; border: 2px solid "
                                                          "#ece7dc; border-radius: 6px; padding: 4px; }"));
}

void GameWindow::refreshBankAndJerusalem()
{
    const Rules &rules = m_table->rules();
    const SeatView view = seen();
    const GameState &state = view.board;
    QStringList bank;
    for (Resource r : kAllResources)
        bank << tr("%1 %2").arg(state.bank[static_cast<int>(r)]).arg(resourceName(r, rules.ruleset()));
    const int deck = view.deckCount;
    m_bank->setText(tr("Bank: %1. Development cards left: %2.").arg(bank.join(QStringLiteral(", "))).arg(deck));

    const int slotCount = rules.isClassic() ? 0 : rules.options().stonesToComplete;
    m_jerusalem->setVisible(slotCount > 0);
    int stones = state.blackStones;
    for (int p = 0; p < state.numPlayers; ++p)
        stones += state.stones[p];
    m_jerusalem->setStones(stones, slotCount, state.blackStones);
}

void GameWindow::refreshBoard()
{
    const Rules &rules = m_table->rules();
    const GameState &state = board();
    const auto &seats = m_seats;
    for (int e = 0; e < rules.edgeCount(); ++e) {
        std::optional<QColor> color;
        for (int p = 0; p < state.numPlayers; ++p)
            if (state.roads[p].test(e))
                color = seats[p].color;
        m_scene->setRoad(e, color);
    }
    for (int v = 0; v < rules.vertexCount(); ++v) {
        const int owner = state.ownerAt(v);
        if (owner == kNoId)
            m_scene->removeBuilding(v);
        else
            m_scene->setBuilding(v, state.cities[owner].test(v) ? boardview::BuildingKind::City : boardview::BuildingKind::Settlement,
                                 seats[owner].color);
    }
    const int plague = m_victimTile >= 0 ? m_victimTile : state.plagueTile;
    m_scene->setPlague(plague == kNoBoardId ? kNone : static_cast<TileId>(plague));

    // Jerusalem: each tribe's stones in its colour, then the black ones.
    QList<QColor> stones;
    for (int p = 0; p < state.numPlayers; ++p)
        for (int i = 0; i < state.stones[p]; ++i)
            stones << seats[p].color;
    for (int i = 0; i < state.blackStones; ++i)
        stones << QColor(0x10, 0x10, 0x10);
    m_scene->setJerusalemStones(rules.isClassic() ? 0 : rules.options().stonesToComplete, stones);
}

void GameWindow::refreshHighlights()
{
    boardview::BoardScene::Highlights spots;
    if (m_victimTile >= 0) {
        // Each candidate's buildings on the hex, and beside the first his key, name and card count.
        const auto names = seatNames();
        for (std::size_t i = 0; i < m_victims.size(); ++i) {
            const VictimCandidate &victim = m_victims[i];
            spots.vertices.insert(spots.vertices.end(), victim.buildings.begin(), victim.buildings.end());
            if (!victim.buildings.empty())
                spots.callouts.push_back({victim.buildings.front(), m_victimTile,
                                          (victim.cards == 1 ? tr("%1 %2: 1 card") : tr("%1 %2: %3 cards"))
                                              .arg(static_cast<int>(i) + 1)
                                              .arg(names[victim.seat])
                                              .arg(victim.cards),
                                          m_seats[victim.seat].color});
        }
        m_scene->setHighlights(spots);
        return;
    }
    if (const auto kind = placingKind()) {
        for (const Action &a : legalOf(*kind)) {
            switch (a.kind) {
            case ActionKind::SetupRoad:
            case ActionKind::BuildRoad: spots.edges.push_back(a.a); break;
            case ActionKind::MovePlague:
                if (std::find(spots.tiles.begin(), spots.tiles.end(), a.a) == spots.tiles.end())
                    spots.tiles.push_back(a.a);
                break;
            default: spots.vertices.push_back(a.a); break;
            }
        }
    }
    m_scene->setHighlights(spots);
}

void GameWindow::refreshButtons()
{
    const GameState &state = board();
    const ActionAvailability can(m_table->rules(), state, m_revealedSeat, m_legal);
    const bool turn = state.pending == Pending::Turn;
    // The tooltip says what the button does, and when it is disabled, why.
    auto set = [](QPushButton *b, bool enabled, const QString &what, const QString &whyNot) {
        b->setEnabled(enabled);
        b->setToolTip(enabled || whyNot.isEmpty() ? what : QStringLiteral("%1\n%2").arg(what, whyNot));
    };
    set(m_roll, can.canDo(ActionKind::Roll), tr("Roll the dice for this turn's production."),
        can.whyNot(ActionKind::Roll));
    set(m_endTurn, can.canDo(ActionKind::EndTurn), tr("End your turn; the next player goes on."),
        can.whyNot(ActionKind::EndTurn));
    // During a New Trade Route the free roads are placed on the board directly, not with the button.
    set(m_road, turn && can.canDo(ActionKind::BuildRoad), tr("Build a road on a highlighted path."),
        turn || m_legal.empty() ? can.whyNot(ActionKind::BuildRoad) : tr("Not now: the game waits for %1.").arg(pendingText(state.pending)));
    set(m_settlement, can.canDo(ActionKind::BuildSettlement), tr("Build a settlement on a highlighted intersection."),
        can.whyNot(ActionKind::BuildSettlement));
    set(m_city, can.canDo(ActionKind::BuildCity), tr("Upgrade one of your settlements to a city."),
        can.whyNot(ActionKind::BuildCity));
    set(m_card, can.canDo(ActionKind::BuyCard), tr("Buy a development card."), can.whyNot(ActionKind::BuyCard));
    // The panel may always be hidden again; shown when a trade is possible or one waits for an answer.
    // A spectator neither trades nor answers: the button is off for him (issue 42, D9).
    set(m_trade, (!m_table->isWatching() && (can.canTrade() || isTradeDecision(state.pending))) || m_tradePanel->isVisible(),
        tr("Show or hide the trade panel: trade with the other players or with the bank."),
        m_table->isWatching() ? tr("You are watching: a spectator does not trade.") : can.whyNoTrade());
    set(m_play, can.canDo(ActionKind::PlayCard), tr("Play one of your development cards."),
        can.whyNot(ActionKind::PlayCard));
    set(m_stone, can.canDo(ActionKind::BuildStone), tr("Add a building stone to Jerusalem."),
        can.whyNot(ActionKind::BuildStone));
    const bool decision = !m_legal.empty() && isDialogDecision(state.pending);
    m_other->setText(decision ? tr("Decide… (M)") : tr("More… (M)"));
    m_other->setShortcut(m_other->property(kShortcutProperty).value<QKeySequence>());
    const bool more = decision || !otherActions().empty();
    set(m_other, more,
        decision ? tr("Open the decision the game waits for.")
                 : tr("The actions that have no button of their own, in a list."),
        m_legal.empty() ? can.whyWaiting() : tr("Everything you may do now has its own button."));
}

void GameWindow::refreshStatus()
{
    const GameState &state = board();
    const auto names = seatNames();
    if (state.isOver()) {
        QStringList winners;
        for (int p = 0; p < state.numPlayers; ++p)
            if (state.winners & (1 << p))
                winners << names[p];
        QString text = endReasonText(state.endReason);
        if (!winners.isEmpty())
            text += QLatin1Char(' ') + fixParticles(tr("%1 won the game.").arg(winners.join(QStringLiteral(", "))));
        m_status->setText(QStringLiteral("<b>%1</b> %2").arg(tr("The game is over.").toHtmlEscaped(), text.toHtmlEscaped()));
        return;
    }
    const QString what = pendingText(state.pending);
    if (isPersonDeciding()) {
        QString hint;
        if (m_victimTile >= 0)
            hint = tr("Click a highlighted building to choose whom the Plague robs (or press its number), or "
                      "press Escape to choose another hex.");
        else if (placingKind())
            hint = m_placing ? tr("Click a highlighted place on the board, or press Escape to cancel.")
                             : tr("Click a highlighted place on the board.");
        else if (isTradeDecision(state.pending) && !m_legal.empty())
            hint = tr("Answer in the trade panel.");
        else if (isDialogDecision(state.pending) && !m_legal.empty() && !m_dialog && !m_chooser)
            hint = tr("Click Decide… to choose.");
        m_status->setText(QStringLiteral("<b>%1</b> %2").arg(
            fixParticles(tr("Your decision, %1: %2.").arg(names[state.pendingPlayer], what)).toHtmlEscaped(),
            hint.toHtmlEscaped()));
    } else if (m_table->decidingSeat() >= 0) {
        m_status->setText(fixParticles(tr("Waiting for %1: %2.").arg(names[state.pendingPlayer], what)).toHtmlEscaped());
    } else {
        m_status->setText(what.toHtmlEscaped());
    }
}

void GameWindow::onHumanToAct(int seat)
{
    cueYourTurn(seat);
    if (seat != m_revealedSeat) {
        closeDecisionWindows();
        // Under the cover nobody's secrets, until the next person says who he is: not in the log,
        // and not in the hand behind the cover either.
        m_revealedSeat = -1;
        m_log->setViewer(-1);
        refresh();
        m_pass->ask(seat, m_seats[seat].name);
        return;
    }
    if (m_performing)
        return; // performAll asks again once all of a dialog's actions are done
    m_message->clear();
    if (isDialogDecision(board().pending))
        openDecision();
}

void GameWindow::cueYourTurn(int seat)
{
    const GameState state = seen().board; // its public part only is read
    if (state.stage != Stage::Play || state.current != seat || state.turn == m_turnCued)
        return;
    m_turnCued = state.turn;
    m_sounds->play(sound::Sound::Turn);
}

void GameWindow::showSeat(int seat)
{
    m_revealedSeat = seat;
    m_log->setViewer(seat); // the log says what this person may know, and nothing more
    refresh();
}

void GameWindow::onSeatTaken(int seat)
{
    showSeat(seat);
    if (isPersonDeciding() && m_table->decidingSeat() == seat)
        onHumanToAct(seat);
}

void GameWindow::onEvent(const Event &event)
{
    if (event.kind == EventKind::DiceRolled) {
        m_dice->roll({event.a, event.b}, std::min(m_table->stepDelay(), 400));
        m_lastRoll = event.a + event.b;
    } else if (event.kind == EventKind::TurnStarted) {
        m_lastRoll = 0;
    }
    if (const auto sound = soundOfEvent(event))
        m_sounds->play(*sound);
    flyCards(event);
    TradeTerms terms{};
    if (event.kind == EventKind::TradeOffered) // the state holds the offer just made
        for (int r = 0; r < kResourceCount; ++r)
            terms[static_cast<std::size_t>(r)] = board().offer[r];
    m_log->addEvent(event, terms);
}

void GameWindow::flyCards(const Event &event)
{
    // As long as a computer player's step stays on the screen, at most 0.7 s; none at Instant.
    const int ms = std::min(m_table->stepDelay() * 4 / 5, 700);
    const int viewer = viewerSeat();
    const std::optional<Event> told = eventSeenBy(event, viewer >= 0 ? viewer : kNoId);
    if (ms <= 0 || !told)
        return;
    auto centreOf = [this](const QWidget *w, QPoint at) { return w->mapTo(this, at); };
    FlightPlaces places;
    places.hex = [this, centreOf](int tile) {
        const QPointF at = cartography::sceneCentreOf(m_scene->topology().tile(tile).at);
        return centreOf(m_view->viewport(), m_view->mapFromScene(at));
    };
    places.seat = [this, viewer, centreOf](int seat) {
        if (seat == viewer)
            return centreOf(m_hand, m_hand->rect().center());
        // The seat's part of the players panel, top to bottom in seat order.
        const int rows = std::max(1, static_cast<int>(m_seats.size()));
        return centreOf(m_players, QPoint(m_players->width() / 3, m_players->height() * (2 * seat + 1) / (2 * rows)));
    };
    places.bank = centreOf(m_bank, m_bank->rect().center());
    flyEvent(*m_flights, m_table->rules(), board(), *told, m_lastRoll, places, ms);
}

DecisionContext GameWindow::decisionContext()
{
    DecisionContext ctx;
    ctx.rules = &m_table->rules();
    m_decisionState = seen().board; // the dialog reads it while open; a new one copies it again
    ctx.state = &m_decisionState;
    ctx.seat = m_revealedSeat;
    for (int p = 0; p < kMaxPlayers; ++p)
        ctx.handCounts[static_cast<std::size_t>(p)] = seen().handCount[p];
    ctx.legal = m_legal;
    ctx.names = seatNames();
    for (const SeatPlan &seat : m_seats)
        ctx.colors << seat.color;
    return ctx;
}

void GameWindow::openDecision()
{
    if (m_legal.empty() || m_dialog || m_chooser)
        return;
    if (isTradeDecision(board().pending)) {
        m_tradePanelForAnswer = m_tradePanelForAnswer || !m_tradePanel->isVisible();
        m_tradePanel->show();
        refreshTradePanel();
        refreshButtons();
        refreshStatus();
        return;
    }
    if (DecisionDialog *dialog = createDecisionDialog(decisionContext(), this))
        showDialog(dialog);
    else
        chooseAmong(pendingText(board().pending), m_legal);
    refreshStatus();
}

void GameWindow::showDialog(DecisionDialog *dialog)
{
    closeDecisionWindows();
    m_dialog = dialog;
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &DecisionDialog::decided, this, [this, dialog](const QList<Action> &actions) {
        if (m_dialog == dialog)
            m_dialog = nullptr; // its decision is made: the next one may need a new dialog
        const QPointer<DecisionDialog> guard(dialog);
        performAll(actions);
        if (guard && guard->isVisible())
            guard->accept(); // decided means done, even if the dialog did not close itself yet
    });
    connect(dialog, &QDialog::finished, this, [this, dialog] {
        if (m_dialog == dialog)
            m_dialog = nullptr;
        refreshButtons();
        refreshStatus();
    });
    dialog->open();
}

void GameWindow::performAll(const QList<Action> &actions)
{
    m_placing.reset();
    m_performing = true;
    for (const Action &action : actions)
        if (!perform(action))
            break; // actionRejected has shown why
    m_performing = false;
    refresh();
    if (isPersonDeciding())
        onHumanToAct(m_table->decidingSeat());
}

void GameWindow::closeDecisionWindows()
{
    if (m_dialog) {
        DecisionDialog *dialog = m_dialog;
        m_dialog = nullptr;
        dialog->reject();
    }
    if (m_chooser)
        m_chooser->reject();
}

DecisionDialog *GameWindow::openDialog() const { return m_dialog; }

void GameWindow::beginPlacing(ActionKind kind)
{
    if (legalOf(kind).empty())
        return;
    m_placing = kind;
    refreshHighlights();
    refreshStatus();
}

void GameWindow::cancelPlacing()
{
    if (m_victimTile >= 0) { // back to choosing the hex
        endVictimChoice();
        refreshBoard();
        refreshHighlights();
        refreshStatus();
        return;
    }
    if (!m_placing)
        return;
    m_placing.reset();
    refreshHighlights();
    refreshStatus();
}

void GameWindow::onSpotClicked(boardview::SpotKind spot, int id)
{
    if (m_victimTile >= 0) {
        if (const VictimCandidate *victim = victimAt(m_victims, id); victim && spot == boardview::SpotKind::Vertex)
            performAll({victim->action});
        return;
    }
    const auto kind = placingKind();
    if (!kind)
        return;
    std::vector<Action> matching;
    for (const Action &a : legalOf(*kind))
        if (a.a == id)
            matching.push_back(a);
    if (matching.empty())
        return;
    if (matching.size() > 1 && *kind == ActionKind::MovePlague) {
        beginVictimChoice(id);
        return;
    }
    performAll({matching.front()});
}

void GameWindow::beginVictimChoice(int tile)
{
    m_victims = victimCandidates(m_table->rules(), seen(), m_legal, tile);
    if (m_victims.empty())
        return;
    m_victimTile = tile;
    for (int i = 0; i < m_victimKeys.size(); ++i)
        m_victimKeys[i]->setEnabled(i < static_cast<int>(m_victims.size()));
    refreshBoard(); // the Plague shown on its new hex while its victim is chosen
    refreshHighlights();
    refreshStatus();
}

void GameWindow::endVictimChoice()
{
    m_victimTile = -1;
    m_victims.clear();
    for (QShortcut *key : m_victimKeys)
        key->setEnabled(false);
}

void GameWindow::chooseVictim(int index)
{
    if (m_victimTile >= 0 && index >= 0 && index < static_cast<int>(m_victims.size()))
        performAll({m_victims[static_cast<std::size_t>(index)].action});
}

void GameWindow::performKind(ActionKind kind)
{
    const auto matching = legalOf(kind);
    if (matching.size() == 1)
        performAll({matching.front()});
    else if (matching.size() > 1)
        chooseAmong(tr("Which one?"), matching);
}

void GameWindow::toggleTradePanel()
{
    m_tradePanelForAnswer = false; // the person's own choice from now on
    m_tradePanel->setVisible(!m_tradePanel->isVisible());
    refreshTradePanel();
    refreshButtons();
}

void GameWindow::refreshTradePanel()
{
    // Shown for an offer to answer: hidden again once the offer is closed.
    if (m_tradePanelForAnswer && !board().offerOpen) {
        m_tradePanelForAnswer = false;
        m_tradePanel->hide();
    }
    if (m_tradePanel->isVisible())
        m_tradePanel->showFor(decisionContext());
}

void GameWindow::openPlayCardDialog()
{
    if (legalOf(ActionKind::PlayCard).empty())
        return;
    if (DecisionDialog *dialog = createPlayCardDialog(decisionContext(), this))
        showDialog(dialog);
    else
        chooseAmong(tr("Which card do you play?"), legalOf(ActionKind::PlayCard));
}

void GameWindow::playCardFromHand(int card)
{
    openPlayCardDialog();
    if (auto *dialog = qobject_cast<PlayCardDialog *>(openDialog()))
        dialog->selectCard(static_cast<DevCard>(card)); // the card clicked, ready to play
}

void GameWindow::openStoneDialog()
{
    if (legalOf(ActionKind::BuildStone).empty())
        return;
    if (DecisionDialog *dialog = createStoneDialog(decisionContext(), this))
        showDialog(dialog);
    else
        chooseAmong(tr("Add a building stone to Jerusalem:"), legalOf(ActionKind::BuildStone));
}

void GameWindow::chooseAnyAction()
{
    if (m_legal.empty())
        return;
    if (isDialogDecision(board().pending)) {
        openDecision();
        return;
    }
    chooseAmong(tr("Besides the buttons, you may also:"), otherActions());
}

std::vector<Action> GameWindow::otherActions() const
{
    std::vector<Action> other;
    for (const Action &a : m_legal)
        if (!hasOwnButton(a.kind) || boardKindFor(board().pending))
            other.push_back(a);
    return other;
}

void GameWindow::chooseAmong(const QString &question, std::vector<Action> actions, const QStringList &texts)
{
    if (actions.empty())
        return;
    closeDecisionWindows();
    QStringList lines = texts;
    if (lines.size() != static_cast<qsizetype>(actions.size())) {
        const ActionText text(m_table->rules(), board(), seatNames());
        lines.clear();
        for (const Action &a : actions)
            lines << text.describe(a);
    }
    m_chooser = new ActionChooser(question, std::move(actions), lines, this);
    m_chooser->setAttribute(Qt::WA_DeleteOnClose);
    // Forget it as soon as it closes, before its choice is performed: the next decision may need a new one.
    connect(m_chooser, &QDialog::finished, this, [this] {
        m_chooser = nullptr;
        refreshStatus();
    });
    connect(m_chooser, &ActionChooser::chosen, this, [this](const Action &action) { performAll({action}); });
    m_chooser->open();
}

ActionChooser *GameWindow::openChooser() const
{
    return m_chooser; // defined here, where ActionChooser is complete (QPointer needs it)
}

} // namespace canaan::game
