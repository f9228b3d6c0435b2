// Which dialog for which decision: the factories of decision_dialog.h.
#include "app/settlers_table/dialogs/decision_dialog.h"

#include "app/settlers_table/dialogs/discard_dialog.h"
#include "app/settlers_table/dialogs/play_card_dialog.h"
#include "app/settlers_table/dialogs/resource_choice_dialog.h"
#include "app/settlers_table/dialogs/stone_dialog.h"

namespace canaan::settlerstable {

namespace {

bool valid(const DecisionContext &ctx)
{
    return ctx.rules && ctx.state && ctx.seat >= 0 && ctx.seat < ctx.state->numPlayers;
}

bool anyLegal(const DecisionContext &ctx, settlers::ActionKind kind)
{
    return std::any_of(ctx.legal.begin(), ctx.legal.end(),
                       [&](const settlers::Action &a) { return a.kind == kind && a.player == ctx.seat; });
}

} // namespace

DecisionDialog *createDecisionDialog(const DecisionContext &ctx, QWidget *parent)
{
    if (!valid(ctx) || ctx.state->pendingPlayer != ctx.seat)
        return nullptr;
    switch (ctx.state->pending) {
    case settlers::Pending::Discard: return anyLegal(ctx, settlers::ActionKind::Discard) ? new DiscardDialog(ctx, parent) : nullptr;
    case settlers::Pending::CopperChoice:
    case settlers::Pending::DeborahsSong:
    case settlers::Pending::KingsBlessing:
        return anyLegal(ctx, settlers::ActionKind::ChooseResource) ? new ResourceChoiceDialog(ctx, parent) : nullptr;
    default: return nullptr; // the board, the trade panel or the window's buttons
    }
}

DecisionDialog *createPlayCardDialog(const DecisionContext &ctx, QWidget *parent)
{
    return valid(ctx) && anyLegal(ctx, settlers::ActionKind::PlayCard) ? new PlayCardDialog(ctx, parent) : nullptr;
}

DecisionDialog *createStoneDialog(const DecisionContext &ctx, QWidget *parent)
{
    return valid(ctx) && anyLegal(ctx, settlers::ActionKind::BuildStone) ? new StoneDialog(ctx, parent) : nullptr;
}

} // namespace canaan::settlerstable
