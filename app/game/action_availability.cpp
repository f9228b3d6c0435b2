#include "app/game/action_availability.h"

#include "engine/io/game_text.h"

#include <algorithm>

namespace canaan::game {

namespace {

// Reasons that belong to the probed spot, not to the person: when no spot is legal, they all mean
// "nowhere".
bool isAboutTheSpot(IllegalReason r)
{
    switch (r) {
    case IllegalReason::BadArgument:
    case IllegalReason::Occupied:
    case IllegalReason::TooClose:
    case IllegalReason::NotConnected:
    case IllegalReason::SeaPath:
    case IllegalReason::NotTouchingNumber:
    case IllegalReason::JerusalemSite:
    case IllegalReason::ClosedToSetup:
    case IllegalReason::NotAtNewSettlement:
    case IllegalReason::NotYourSettlement: return true;
    default: return false;
    }
}

} // namespace

ActionAvailability::ActionAvailability(const Rules &rules, const GameState &state, int seat,
                                       const std::vector<Action> &legal)
    : m_rules(rules), m_state(state), m_seat(seat), m_legal(legal)
{
}

bool ActionAvailability::canDo(ActionKind kind) const
{
    return std::any_of(m_legal.begin(), m_legal.end(), [kind](const Action &a) { return a.kind == kind; });
}

bool ActionAvailability::canTrade() const
{
    if (canDo(ActionKind::MaritimeTrade))
        return true;
    if (m_legal.empty() || m_seat < 0)
        return false;
    // Any one-for-one offer to everybody that the engine accepts means the trade window is open.
    for (int give = 0; give < kResourceCount; ++give) {
        if (m_state.hand[m_seat][give] == 0)
            continue;
        for (int take = 0; take < kResourceCount; ++take) {
            if (take == give)
                continue;
            Action offer = makeAction(ActionKind::OfferTrade, m_seat);
            offer.trade[static_cast<std::size_t>(give)] = 1;
            offer.trade[static_cast<std::size_t>(take)] = -1;
            if (checkLegal(m_rules, m_state, offer) == IllegalReason::Ok)
                return true;
        }
    }
    return false;
}

QString ActionAvailability::whyWaiting() const
{
    if (m_state.isOver())
        return tr("The game is over.");
    if (m_legal.empty())
        return tr("Wait until it is your turn.");
    return {};
}

QString ActionAvailability::reasonText(IllegalReason reason) const
{
    // Before the roll everything of the turn waits for it: say so in the engine's words.
    if (reason == IllegalReason::WrongTime && m_state.pending == Pending::Roll && m_state.current == m_seat)
        return illegalReasonText(IllegalReason::NotRolled);
    if (reason == IllegalReason::WrongTime)
        return tr("Not now: the game waits for %1.").arg(pendingText(m_state.pending));
    return illegalReasonText(reason);
}

QString ActionAvailability::whyNot(ActionKind kind) const
{
    if (canDo(kind))
        return {};
    if (const QString waiting = whyWaiting(); !waiting.isEmpty())
        return waiting;
    switch (kind) {
    case ActionKind::PlayCard: {
        IllegalReason reason = IllegalReason::CardNotHeld;
        for (int c = 0; c < kDevCardCount; ++c)
            if (m_state.devHand[m_seat][c] > 0) {
                reason = checkLegal(m_rules, m_state, makeAction(kind, m_seat, c));
                if (reason == IllegalReason::CardIsNew || reason == IllegalReason::CardAlreadyPlayed ||
                    reason == IllegalReason::WrongTime)
                    break;
            }
        if (reason == IllegalReason::CardNotHeld)
            return tr("You hold no development card.");
        if (reason == IllegalReason::CardIsNew || reason == IllegalReason::CardAlreadyPlayed ||
            reason == IllegalReason::WrongTime)
            return reasonText(reason);
        return tr("None of your development cards can be played now.");
    }
    case ActionKind::BuildStone: {
        const IllegalReason reason = checkLegal(m_rules, m_state, makeAction(kind, m_seat));
        if (reason == IllegalReason::BadTollOwner || reason == IllegalReason::NoCardForToll ||
            reason == IllegalReason::BadArgument)
            return tr("After paying for a building stone you would have no card left for the toll.");
        return reasonText(reason);
    }
    default: {
        // A probe on the first spot: the engine checks the turn, the roll, the supply and the
        // cost before the spot, so its reason is the person's unless it is about the spot.
        const IllegalReason reason = checkLegal(m_rules, m_state, makeAction(kind, m_seat, 0));
        if (reason == IllegalReason::Ok || isAboutTheSpot(reason))
            return tr("There is no place where you may build it now.");
        return reasonText(reason);
    }
    }
}

QString ActionAvailability::whyNoTrade() const
{
    if (canTrade())
        return {};
    if (const QString waiting = whyWaiting(); !waiting.isEmpty())
        return waiting;
    if (m_state.handSize(m_seat) == 0)
        return tr("You have no cards to trade.");
    Action offer = makeAction(ActionKind::OfferTrade, m_seat);
    for (int r = 0; r < kResourceCount; ++r)
        if (m_state.hand[m_seat][r] > 0) {
            offer.trade[static_cast<std::size_t>(r)] = 1;
            offer.trade[static_cast<std::size_t>((r + 1) % kResourceCount)] = -1;
            break;
        }
    const IllegalReason reason = checkLegal(m_rules, m_state, offer);
    if (reason == IllegalReason::Ok || reason == IllegalReason::BadTrade)
        return tr("No trade is possible now.");
    return reasonText(reason);
}

} // namespace canaan::game
