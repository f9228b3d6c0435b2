#include "app/settlers_table/turn_buttons.h"

#include "app/settlers_table/action_availability.h"
#include "app/settlers_table/board_picker.h"
#include "app/settlers_table/decision_controller.h"
#include "app/settlers_table/game_window.h"
#include "engine/io/game_text.h"
#include "app/settlers_table/shown_seat.h"
#include "app/settlers_table/trade_flow.h"

#include <QGridLayout>
#include <QKeySequence>
#include <QPushButton>
#include <array>

namespace canaan::settlerstable {

namespace {

// What each build costs, only to label the buttons; whether it may be built is the engine's call.
using Cost = std::array<int, settlers::kResourceCount>; // lumber, wool, grain, stone, ore
constexpr Cost kRoadCost{1, 0, 0, 1, 0};
constexpr Cost kSettlementCost{1, 1, 1, 1, 0};
constexpr Cost kCityCost{0, 0, 2, 0, 3};
constexpr Cost kCardCost{0, 1, 1, 0, 1};
constexpr Cost kStoneCost{0, 0, 0, 1, 1};

QString costText(const Cost &cost, settlers::Ruleset ruleset)
{
    QStringList parts;
    for (int r = 0; r < settlers::kResourceCount; ++r)
        if (cost[static_cast<std::size_t>(r)] > 0)
            parts << GameWindow::tr("%1 %2").arg(cost[static_cast<std::size_t>(r)]).arg(
                         resourceName(static_cast<settlers::Resource>(r), ruleset));
    return parts.join(QStringLiteral(", "));
}

constexpr const char *kShortcutProperty = "canaanShortcut";

} // namespace

TurnButtons::TurnButtons(ShownSeat &seat, DecisionController &decisions, BoardPicker &picker, TradeFlow &trade,
                         QWidget *parent)
    : QWidget(parent), m_seat(seat), m_decisions(decisions), m_tradeFlow(trade)
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    auto button = [&](QPushButton *&b, const char *objectName, int row, int col, const QKeySequence &key) {
        b = new QPushButton(this);
        b->setObjectName(QString::fromLatin1(objectName));
        b->setProperty(kShortcutProperty, key); // setText() resets the shortcut: retranslate sets it again
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
    const settlers::Rules &rules = m_seat.rules();
    m_stone->setVisible(!rules.isClassic() && rules.options().stonesToComplete > 0);

    auto perform = [this](settlers::ActionKind kind) { return [this, kind] { m_decisions.performKind(kind); }; };
    auto place = [&picker](settlers::ActionKind kind) { return [&picker, kind] { picker.beginPlacing(kind); }; };
    connect(m_roll, &QPushButton::clicked, this, perform(settlers::ActionKind::Roll));
    connect(m_endTurn, &QPushButton::clicked, this, perform(settlers::ActionKind::EndTurn));
    connect(m_road, &QPushButton::clicked, this, place(settlers::ActionKind::BuildRoad));
    connect(m_settlement, &QPushButton::clicked, this, place(settlers::ActionKind::BuildSettlement));
    connect(m_city, &QPushButton::clicked, this, place(settlers::ActionKind::BuildCity));
    connect(m_card, &QPushButton::clicked, this, perform(settlers::ActionKind::BuyCard));
    connect(m_trade, &QPushButton::clicked, &trade, &TradeFlow::toggle);
    connect(m_play, &QPushButton::clicked, &decisions, &DecisionController::openPlayCardDialog);
    connect(m_stone, &QPushButton::clicked, &decisions, &DecisionController::openStoneDialog);
    connect(m_other, &QPushButton::clicked, &decisions, &DecisionController::chooseAnyAction);
}

void TurnButtons::retranslate()
{
    const settlers::Ruleset ruleset = m_seat.rules().ruleset();
    m_roll->setText(GameWindow::tr("Roll the dice (R)"));
    m_endTurn->setText(GameWindow::tr("End turn (E)"));
    m_road->setText(GameWindow::tr("Road (1)\n%1").arg(costText(kRoadCost, ruleset)));
    m_settlement->setText(GameWindow::tr("Settlement (2)\n%1").arg(costText(kSettlementCost, ruleset)));
    m_city->setText(GameWindow::tr("City (3)\n%1").arg(costText(kCityCost, ruleset)));
    m_card->setText(GameWindow::tr("Development card (B)\n%1").arg(costText(kCardCost, ruleset)));
    m_trade->setText(GameWindow::tr("Trade (T)"));
    m_play->setText(GameWindow::tr("Play card… (P)"));
    m_stone->setText(GameWindow::tr("Building stone… (J)\n%1").arg(costText(kStoneCost, ruleset)));
    for (QPushButton *b : {m_roll, m_endTurn, m_road, m_settlement, m_city, m_card, m_trade, m_play, m_stone, m_other})
        b->setShortcut(b->property(kShortcutProperty).value<QKeySequence>());
}

void TurnButtons::refresh()
{
    const settlers::GameState state = m_seat.board();
    const std::vector<settlers::Action> &legal = m_seat.legal();
    const bool watching = m_seat.table().isWatching();
    const ActionAvailability can(m_seat.rules(), state, m_seat.viewer(), legal);
    const bool turn = state.pending == settlers::Pending::Turn;
    // The tooltip says what the button does, and when it is disabled, why.
    auto set = [](QPushButton *b, bool enabled, const QString &what, const QString &whyNot) {
        b->setEnabled(enabled);
        b->setToolTip(enabled || whyNot.isEmpty() ? what : QStringLiteral("%1\n%2").arg(what, whyNot));
    };
    set(m_roll, can.canDo(settlers::ActionKind::Roll), GameWindow::tr("Roll the dice for this turn's production."),
        can.whyNot(settlers::ActionKind::Roll));
    set(m_endTurn, can.canDo(settlers::ActionKind::EndTurn), GameWindow::tr("End your turn; the next player goes on."),
        can.whyNot(settlers::ActionKind::EndTurn));
    // During a New Trade Route the free roads are placed on the board directly, not with the button.
    set(m_road, turn && can.canDo(settlers::ActionKind::BuildRoad), GameWindow::tr("Build a road on a highlighted path."),
        turn || legal.empty() ? can.whyNot(settlers::ActionKind::BuildRoad)
                              : GameWindow::tr("Not now: the game waits for %1.").arg(pendingText(state.pending)));
    set(m_settlement, can.canDo(settlers::ActionKind::BuildSettlement),
        GameWindow::tr("Build a settlement on a highlighted intersection."), can.whyNot(settlers::ActionKind::BuildSettlement));
    set(m_city, can.canDo(settlers::ActionKind::BuildCity), GameWindow::tr("Upgrade one of your settlements to a city."),
        can.whyNot(settlers::ActionKind::BuildCity));
    set(m_card, can.canDo(settlers::ActionKind::BuyCard), GameWindow::tr("Buy a development card."),
        can.whyNot(settlers::ActionKind::BuyCard));
    // The panel may always be hidden again; shown when a trade is possible or one waits for an answer.
    // A spectator neither trades nor answers: the button is off for him (issue 42, D9).
    set(m_trade, (!watching && (can.canTrade() || isTradeDecision(state.pending))) || m_tradeFlow.isShown(),
        GameWindow::tr("Show or hide the trade panel: trade with the other players or with the bank."),
        watching ? GameWindow::tr("You are watching: a spectator does not trade.") : can.whyNoTrade());
    set(m_play, can.canDo(settlers::ActionKind::PlayCard), GameWindow::tr("Play one of your development cards."),
        can.whyNot(settlers::ActionKind::PlayCard));
    set(m_stone, can.canDo(settlers::ActionKind::BuildStone), GameWindow::tr("Add a building stone to Jerusalem."),
        can.whyNot(settlers::ActionKind::BuildStone));
    const bool decision = !legal.empty() && isDialogDecision(state.pending);
    m_other->setText(decision ? GameWindow::tr("Decide… (M)") : GameWindow::tr("More… (M)"));
    m_other->setShortcut(m_other->property(kShortcutProperty).value<QKeySequence>());
    const bool more = decision || !m_decisions.otherActions().empty();
    set(m_other, more,
        decision ? GameWindow::tr("Open the decision the game waits for.")
                 : GameWindow::tr("The actions that have no button of their own, in a list."),
        legal.empty() ? can.whyWaiting() : GameWindow::tr("Everything you may do now has its own button."));
}

} // namespace canaan::settlerstable
