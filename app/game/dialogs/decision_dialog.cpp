// Which dialog for which decision: the factories of decision_dialog.h.
#include "decision_dialog.h"

#include "answer_dialog.h"
#include "confirm_dialog.h"
#include "discard_dialog.h"
#include "play_card_dialog.h"
#include "resource_choice_dialog.h"
#include "stone_dialog.h"
#include "trade_dialog.h"
#include "victim_dialog.h"

namespace canaan::game {

namespace {

bool valid(const DecisionContext &ctx)
{
    return ctx.rules && ctx.state && ctx.seat >= 0 && ctx.seat < ctx.state->numPlayers;
}

bool anyLegal(const DecisionContext &ctx, ActionKind kind)
{
    return std::any_of(ctx.legal.begin(), ctx.legal.end(),
                       [&](const Action &a) { return a.kind == kind && a.player == ctx.seat; });
}

} // namespace

DecisionDialog *createDecisionDialog(const DecisionContext &ctx, QWidget *parent)
{
    if (!valid(ctx) || ctx.state->pendingPlayer != ctx.seat)
        return nullptr;
    switch (ctx.state->pending) {
    case Pending::Discard: return anyLegal(ctx, ActionKind::Discard) ? new DiscardDialog(ctx, parent) : nullptr;
    case Pending::CopperChoice:
    case Pending::DeborahsSong:
    case Pending::KingsBlessing:
        return anyLegal(ctx, ActionKind::ChooseResource) ? new ResourceChoiceDialog(ctx, parent) : nullptr;
    case Pending::TradeAnswer: return anyLegal(ctx, ActionKind::AnswerTrade) ? new AnswerDialog(ctx, parent) : nullptr;
    case Pending::TradeConfirm:
        return anyLegal(ctx, ActionKind::ConfirmTrade) ? new ConfirmDialog(ctx, parent) : nullptr;
    default: return nullptr; // the board or the window's buttons
    }
}

DecisionDialog *createTradeDialog(const DecisionContext &ctx, QWidget *parent)
{
    if (!valid(ctx) || !(TradeDialog::domesticOpen(ctx) || TradeDialog::maritimeOpen(ctx)))
        return nullptr;
    return new TradeDialog(ctx, parent);
}

DecisionDialog *createPlayCardDialog(const DecisionContext &ctx, QWidget *parent)
{
    return valid(ctx) && anyLegal(ctx, ActionKind::PlayCard) ? new PlayCardDialog(ctx, parent) : nullptr;
}

DecisionDialog *createStoneDialog(const DecisionContext &ctx, QWidget *parent)
{
    return valid(ctx) && anyLegal(ctx, ActionKind::BuildStone) ? new StoneDialog(ctx, parent) : nullptr;
}

DecisionDialog *createVictimDialog(const DecisionContext &ctx, int tile, QWidget *parent)
{
    if (!valid(ctx) || ctx.state->pending != Pending::MovePlague)
        return nullptr;
    const auto victims = std::count_if(ctx.legal.begin(), ctx.legal.end(), [&](const Action &a) {
        return a.kind == ActionKind::MovePlague && a.player == ctx.seat && a.a == tile && a.b != kNoId;
    });
    return victims > 1 ? new VictimDialog(ctx, tile, parent) : nullptr;
}

} // namespace canaan::game
