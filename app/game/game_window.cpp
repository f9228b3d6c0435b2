#include "game_window.h"

#include "action_chooser.h"
#include "action_text.h"
#include "board_scene.h"
#include "board_view.h"
#include "dice_label.h"
#include "event_text.h"
#include "hand_panel.h"
#include "io/game_text.h"
#include "pass_screen.h"
#include "players_panel.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>
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

// Decisions that have no control of their own yet: the chooser opens by itself for them.
bool needsChooser(Pending pending)
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

} // namespace

GameWindow::GameWindow(const GameSetup &setup, QWidget *parent)
    : QWidget(parent),
      m_controller(new GameController(setup, this)),
      m_scene(new board::BoardScene(this)),
      m_view(new board::BoardView(this))
{
    setWindowTitle(tr("Settlers of Canaan"));
    m_scene->setMap(setup.map);
    m_view->setScene(m_scene);

    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_view, 3);
    layout->addWidget(createSidePanel(), 2);

    int humans = 0;
    for (int p = 0; p < m_controller->seats().size(); ++p)
        if (m_controller->seats()[p].isHuman()) {
            ++humans;
            m_revealedSeat = p;
        }
    if (humans > 1)
        m_revealedSeat = -1; // hot-seat: nobody's hand until the first pass
    m_pass = new PassScreen(this);
    connect(m_pass, &PassScreen::taken, this, &GameWindow::onSeatTaken);

    connect(m_controller, &GameController::stateChanged, this, &GameWindow::refresh);
    connect(m_controller, &GameController::eventHappened, this, &GameWindow::onEvent);
    connect(m_controller, &GameController::humanToAct, this, &GameWindow::onHumanToAct);
    connect(m_controller, &GameController::actionRejected, m_message, &QLabel::setText);
    connect(m_scene, &board::BoardScene::spotClicked, this, &GameWindow::onSpotClicked);
    refresh();
}

GameWindow::~GameWindow() = default;

QWidget *GameWindow::createSidePanel()
{
    auto *panel = new QWidget(this);
    auto *column = new QVBoxLayout(panel);

    m_status = new QLabel(panel);
    m_status->setWordWrap(true);
    m_message = new QLabel(panel);
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #b00020"));
    column->addWidget(m_status);
    column->addWidget(m_message);

    auto *diceRow = new QHBoxLayout;
    m_dice = new DiceLabel(panel);
    m_dice->setToolTip(tr("The last roll of the dice"));
    diceRow->addWidget(m_dice);
    m_jerusalem = new QProgressBar(panel);
    diceRow->addWidget(m_jerusalem, 1);
    column->addLayout(diceRow);

    m_bank = new QLabel(panel);
    m_bank->setWordWrap(true);
    column->addWidget(m_bank);

    m_players = new PlayersPanel(panel);
    column->addWidget(m_players);
    m_hand = new HandPanel(panel);
    column->addWidget(m_hand);
    column->addWidget(createButtons());

    m_log = new QListWidget(panel);
    m_log->setWordWrap(true);
    column->addWidget(m_log, 1);

    auto *speedRow = new QHBoxLayout;
    speedRow->addWidget(new QLabel(tr("Computer speed:"), panel));
    m_speed = new QComboBox(panel);
    m_speed->addItem(tr("Slow"), 1200);
    m_speed->addItem(tr("Normal"), 500);
    m_speed->addItem(tr("Fast"), 150);
    m_speed->setCurrentIndex(1);
    m_controller->setStepDelay(500);
    connect(m_speed, &QComboBox::currentIndexChanged, this,
            [this] { m_controller->setStepDelay(m_speed->currentData().toInt()); });
    speedRow->addWidget(m_speed, 1);
    column->addLayout(speedRow);

    panel->setMinimumWidth(380);
    panel->setMaximumWidth(560);
    return panel;
}

QWidget *GameWindow::createButtons()
{
    auto *box = new QWidget(this);
    auto *grid = new QGridLayout(box);
    grid->setContentsMargins(0, 0, 0, 0);
    const Ruleset ruleset = m_controller->rules().ruleset();
    auto button = [&](QPushButton *&b, const QString &text, const QString &objectName, int row, int col) {
        b = new QPushButton(text, box);
        b->setObjectName(objectName);
        grid->addWidget(b, row, col);
    };
    button(m_roll, tr("Roll the dice (R)"), QStringLiteral("roll"), 0, 0);
    button(m_endTurn, tr("End turn (E)"), QStringLiteral("endTurn"), 0, 1);
    button(m_road, tr("Road (1)\n%1").arg(costText(kRoadCost, ruleset)), QStringLiteral("road"), 1, 0);
    button(m_settlement, tr("Settlement (2)\n%1").arg(costText(kSettlementCost, ruleset)),
           QStringLiteral("settlement"), 1, 1);
    button(m_city, tr("City (3)\n%1").arg(costText(kCityCost, ruleset)), QStringLiteral("city"), 2, 0);
    button(m_card, tr("Development card\n%1").arg(costText(kCardCost, ruleset)), QStringLiteral("card"), 2, 1);
    button(m_stone, tr("Building stone\n%1").arg(costText(kStoneCost, ruleset)), QStringLiteral("stone"), 3, 0);
    button(m_other, tr("Other actions…"), QStringLiteral("other"), 3, 1);
    m_stone->setVisible(!m_controller->rules().isClassic());

    m_roll->setShortcut(QKeySequence(Qt::Key_R));
    m_endTurn->setShortcut(QKeySequence(Qt::Key_E));
    m_road->setShortcut(QKeySequence(Qt::Key_1));
    m_settlement->setShortcut(QKeySequence(Qt::Key_2));
    m_city->setShortcut(QKeySequence(Qt::Key_3));
    auto *cancel = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(cancel, &QShortcut::activated, this, &GameWindow::cancelPlacing);

    connect(m_roll, &QPushButton::clicked, this, [this] { performKind(ActionKind::Roll); });
    connect(m_endTurn, &QPushButton::clicked, this, [this] { performKind(ActionKind::EndTurn); });
    connect(m_road, &QPushButton::clicked, this, [this] { beginPlacing(ActionKind::BuildRoad); });
    connect(m_settlement, &QPushButton::clicked, this, [this] { beginPlacing(ActionKind::BuildSettlement); });
    connect(m_city, &QPushButton::clicked, this, [this] { beginPlacing(ActionKind::BuildCity); });
    connect(m_card, &QPushButton::clicked, this, [this] { performKind(ActionKind::BuyCard); });
    connect(m_stone, &QPushButton::clicked, this, [this] { performKind(ActionKind::BuildStone); });
    connect(m_other, &QPushButton::clicked, this, &GameWindow::chooseAnyAction);
    return box;
}

void GameWindow::start()
{
    m_controller->start();
}

QStringList GameWindow::seatNames() const
{
    QStringList names;
    for (const Seat &seat : m_controller->seats())
        names << seat.name;
    return names;
}

int GameWindow::viewerSeat() const
{
    return m_revealedSeat;
}

PassScreen *GameWindow::passScreen() const
{
    return m_pass->isVisible() ? m_pass : nullptr;
}

std::optional<ActionKind> GameWindow::placingKind() const
{
    if (m_legal.empty())
        return std::nullopt;
    if (const auto kind = boardKindFor(m_controller->state().pending))
        return kind;
    return m_placing;
}

QStringList GameWindow::logLines() const
{
    QStringList lines;
    for (int i = 0; i < m_log->count(); ++i)
        lines << m_log->item(i)->text();
    return lines;
}

void GameWindow::refresh()
{
    // Only the person whose hand is shown may act; another must take the computer first.
    const bool mine = m_controller->isHumanDeciding() && m_controller->decidingSeat() == m_revealedSeat;
    m_legal = mine ? m_controller->legalActions() : std::vector<Action>{};
    if (m_placing && std::none_of(m_legal.begin(), m_legal.end(), [&](const Action &a) { return a.kind == *m_placing; }))
        m_placing.reset();
    if (m_chooser && m_legal.empty())
        m_chooser->reject(); // the decision it offered is gone

    const Rules &rules = m_controller->rules();
    const GameState &state = m_controller->state();
    refreshBoard();
    refreshHighlights();
    refreshButtons();
    refreshStatus();
    m_players->showPlayers(rules, state, m_controller->seats());
    const int viewer = viewerSeat();
    m_hand->showHand(rules, state, viewer, viewer >= 0 ? m_controller->seats()[viewer].name : QString(), m_legal);
    if (!m_dice->isRolling())
        m_dice->showDice(state.dice[0], state.dice[1]);

    QStringList bank;
    for (Resource r : kAllResources)
        bank << tr("%1 %2").arg(state.bank[static_cast<int>(r)]).arg(resourceName(r, rules.ruleset()));
    int deck = 0;
    for (int c = 0; c < kDevCardCount; ++c)
        deck += state.deck[c];
    m_bank->setText(tr("Bank: %1. Development cards left: %2.").arg(bank.join(QStringLiteral(", "))).arg(deck));

    const int stoneSlots = rules.options().stonesToComplete;
    m_jerusalem->setVisible(stoneSlots > 0 && !rules.isClassic());
    int stones = state.blackStones;
    for (int p = 0; p < state.numPlayers; ++p)
        stones += state.stones[p];
    m_jerusalem->setRange(0, std::max(stoneSlots, 1));
    m_jerusalem->setValue(std::min(stones, std::max(stoneSlots, 1)));
    m_jerusalem->setFormat(tr("Jerusalem: %1 of %2 stones, %3 black").arg(stones).arg(stoneSlots).arg(state.blackStones));
}

void GameWindow::refreshBoard()
{
    const Rules &rules = m_controller->rules();
    const GameState &state = m_controller->state();
    const auto &seats = m_controller->seats();
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
            m_scene->setBuilding(v, state.cities[owner].test(v) ? board::BuildingKind::City : board::BuildingKind::Settlement,
                                 seats[owner].color);
    }
    m_scene->setPlague(state.plagueTile == kNoId ? kNone : static_cast<TileId>(state.plagueTile));
}

void GameWindow::refreshHighlights()
{
    board::BoardScene::Highlights spots;
    const auto kind = placingKind();
    if (kind) {
        for (const Action &a : m_legal) {
            if (a.kind != *kind)
                continue;
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
    auto legal = [this](ActionKind kind) {
        return std::any_of(m_legal.begin(), m_legal.end(), [kind](const Action &a) { return a.kind == kind; });
    };
    const bool turn = m_controller->state().pending == Pending::Turn;
    m_roll->setEnabled(legal(ActionKind::Roll));
    m_endTurn->setEnabled(legal(ActionKind::EndTurn));
    m_road->setEnabled(turn && legal(ActionKind::BuildRoad));
    m_settlement->setEnabled(legal(ActionKind::BuildSettlement));
    m_city->setEnabled(legal(ActionKind::BuildCity));
    m_card->setEnabled(legal(ActionKind::BuyCard));
    m_stone->setEnabled(legal(ActionKind::BuildStone));
    m_other->setEnabled(!m_legal.empty());
}

void GameWindow::refreshStatus()
{
    const GameState &state = m_controller->state();
    const auto names = seatNames();
    if (state.isOver()) {
        m_status->setText(QStringLiteral("<b>%1</b> %2").arg(tr("The game is over.").toHtmlEscaped(),
                                                                endReasonText(state.endReason).toHtmlEscaped()));
        return;
    }
    const QString what = pendingText(state.pending);
    if (m_controller->isHumanDeciding()) {
        QString hint;
        if (m_placing || boardKindFor(state.pending))
            hint = tr("Click a highlighted place on the board.");
        m_status->setText(QStringLiteral("<b>%1</b> %2").arg(
            tr("Your decision, %1: %2.").arg(names[state.pendingPlayer], what).toHtmlEscaped(), hint.toHtmlEscaped()));
    } else if (m_controller->decidingSeat() >= 0) {
        m_status->setText(tr("Waiting for %1: %2.").arg(names[state.pendingPlayer], what).toHtmlEscaped());
    } else {
        m_status->setText(what.toHtmlEscaped());
    }
}

void GameWindow::onHumanToAct(int seat)
{
    if (seat != m_revealedSeat) {
        m_pass->ask(seat, m_controller->seats()[seat].name);
        return;
    }
    m_message->clear();
    const Pending pending = m_controller->state().pending;
    if (needsChooser(pending) && !m_chooser)
        chooseAmong(pendingText(pending), m_legal);
}

void GameWindow::onSeatTaken(int seat)
{
    m_revealedSeat = seat;
    refresh();
    if (m_controller->isHumanDeciding() && m_controller->decidingSeat() == seat)
        onHumanToAct(seat);
}

void GameWindow::onEvent(const Event &event)
{
    if (event.kind == EventKind::DiceRolled)
        m_dice->roll(event.a, event.b, std::min(m_controller->stepDelay(), 400));
    const EventText text(seatNames(), m_controller->rules().ruleset(), viewerSeat());
    const QString sentence = text.sentence(event);
    if (sentence.isEmpty())
        return;
    m_log->addItem(sentence);
    m_log->scrollToBottom();
}

void GameWindow::beginPlacing(ActionKind kind)
{
    if (std::none_of(m_legal.begin(), m_legal.end(), [kind](const Action &a) { return a.kind == kind; }))
        return;
    m_placing = kind;
    refreshHighlights();
    refreshStatus();
}

void GameWindow::cancelPlacing()
{
    m_placing.reset();
    refreshHighlights();
    refreshStatus();
}

void GameWindow::onSpotClicked(board::SpotKind, int id)
{
    const auto kind = placingKind();
    if (!kind)
        return;
    std::vector<Action> matching;
    for (const Action &a : m_legal)
        if (a.kind == *kind && a.a == id)
            matching.push_back(a);
    if (matching.empty())
        return;
    if (matching.size() > 1) {
        chooseAmong(tr("Whom do you rob?"), matching);
        return;
    }
    m_placing.reset();
    m_controller->perform(matching.front());
}

void GameWindow::performKind(ActionKind kind)
{
    std::vector<Action> matching;
    for (const Action &a : m_legal)
        if (a.kind == kind)
            matching.push_back(a);
    if (matching.size() == 1)
        m_controller->perform(matching.front());
    else if (matching.size() > 1)
        chooseAmong(tr("Which one?"), matching);
}

void GameWindow::chooseAnyAction()
{
    chooseAmong(tr("What do you do?"), m_legal);
}

void GameWindow::chooseAmong(const QString &question, std::vector<Action> actions)
{
    if (actions.empty())
        return;
    if (m_chooser)
        m_chooser->reject();
    const ActionText text(m_controller->rules(), m_controller->state(), seatNames());
    QStringList texts;
    for (const Action &a : actions)
        texts << text.describe(a);
    m_chooser = new ActionChooser(question, std::move(actions), texts, this);
    m_chooser->setAttribute(Qt::WA_DeleteOnClose);
    // Forget it as soon as it closes, before its choice is performed: the next decision may need a new one.
    connect(m_chooser, &QDialog::finished, this, [this] { m_chooser = nullptr; });
    connect(m_chooser, &ActionChooser::chosen, m_controller, &GameController::perform);
    m_chooser->open();
}

ActionChooser *GameWindow::openChooser() const
{
    return m_chooser; // defined here, where ActionChooser is complete (QPointer needs it)
}

} // namespace canaan::game
