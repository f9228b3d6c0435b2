#include "app/settlers_table/action_availability.h"

#include "engine/io/game_text.h"

#include <algorithm>

namespace canaan::settlerstable {

namespace {

// Reasons that belong to the probed spot, not to the person: when no spot is legal, they all mean
// "nowhere".
bool isAboutTheSpot(settlers::IllegalReason r)
{
    switch (r) {
    case settlers::IllegalReason::BadArgument:
    case settlers::IllegalReason::Occupied:
    case settlers::IllegalReason::TooClose:
    case settlers::IllegalReason::NotConnected:
    case settlers::IllegalReason::SeaPath:
    case settlers::IllegalReason::NotTouchingNumber:
    case settlers::IllegalReason::JerusalemSite:
    case settlers::IllegalReason::ClosedToSetup:
    case settlers::IllegalReason::NotAtNewSettlement:
    case settlers::IllegalReason::NotYourSettlement: return true;
    default: return false;
    }
}

} // namespace

ActionAvailability::ActionAvailability(const settlers::Rules &rules, const settlers::GameState &state, int seat,
                                       const std::vector<settlers::Action> &legal)
    : m_rules(rules), m_state(state), m_seat(seat), m_legal(legal)
{
}

bool ActionAvailability::canDo(settlers::ActionKind kind) const
{
    return std::any_of(m_legal.begin(), m_legal.end(), [kind](const settlers::Action &a) { return a.kind == kind; });
}

bool ActionAvailability::canTrade() const
{
    if (canDo(settlers::ActionKind::MaritimeTrade))
        return true;
    if (m_legal.empty() || m_seat < 0)
        return false;
    // Any one-for-one offer to everybody that the engine accepts means the trade window is open.
    for (int give = 0; give < settlers::kResourceCount; ++give) {
        if (m_state.hand[m_seat][give] == 0)
            continue;
        for (int take = 0; take < settlers::kResourceCount; ++take) {
            if (take == give)
                continue;
            settlers::Action offer = settlers::makeAction(settlers::ActionKind::OfferTrade, m_seat);
            offer.trade[static_cast<std::size_t>(give)] = 1;
            offer.trade[static_cast<std::size_t>(take)] = -1;
            if (settlers::checkLegal(m_rules, m_state, offer) == settlers::IllegalReason::Ok)
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

QString ActionAvailability::reasonText(settlers::IllegalReason reason) const
{
    // Before the roll everything of the turn waits for it: say so in the engine's words.
    if (reason == settlers::IllegalReason::WrongTime && m_state.pending == settlers::Pending::Roll && m_state.current == m_seat)
        return illegalReasonText(settlers::IllegalReason::NotRolled);
    if (reason == settlers::IllegalReason::WrongTime)
        return tr("Not now: the game waits for %1.").arg(pendingText(m_state.pending));
    return illegalReasonText(reason);
}

QString ActionAvailability::whyNot(settlers::ActionKind kind) const
{
    if (canDo(kind))
        return {};
    if (const QString waiting = whyWaiting(); !waiting.isEmpty())
        return waiting;
    switch (kind) {
    case settlers::ActionKind::PlayCard: {
        settlers::IllegalReason reason = settlers::IllegalReason::CardNotHeld;
        for (int c = 0; c < settlers::kDevCardCount; ++c)
            if (m_state.devHand[m_seat][c] > 0) {
                reason = settlers::checkLegal(m_rules, m_state, settlers::makeAction(kind, m_seat, c));
                if (reason == settlers::IllegalReason::CardIsNew || reason == settlers::IllegalReason::CardAlreadyPlayed ||
                    reason == settlers::IllegalReason::WrongTime)
                    break;
            }
        if (reason == settlers::IllegalReason::CardNotHeld)
            return tr("You hold no development card.");
        if (reason == settlers::IllegalReason::CardIsNew || reason == settlers::IllegalReason::CardAlreadyPlayed ||
            reason == settlers::IllegalReason::WrongTime)
            return reasonText(reason);
        return tr("None of your development cards can be played now.");
    }
    case settlers::ActionKind::BuildStone: {
        const settlers::IllegalReason reason = settlers::checkLegal(m_rules, m_state, settlers::makeAction(kind, m_seat));
        if (reason == settlers::IllegalReason::BadTollOwner || reason == settlers::IllegalReason::NoCardForToll ||
            reason == settlers::IllegalReason::BadArgument)
            return tr("After paying for a building stone you would have no card left for the toll.");
        return reasonText(reason);
    }
    default: {
        // A probe on the first spot: the engine checks the turn, the roll, the supply and the
        // cost before the spot, so its reason is the person's unless it is about the spot.
        const settlers::IllegalReason reason = settlers::checkLegal(m_rules, m_state, settlers::makeAction(kind, m_seat, 0));
        if (reason == settlers::IllegalReason::Ok || isAboutTheSpot(reason))
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
    settlers::Action offer = settlers::makeAction(settlers::ActionKind::OfferTrade, m_seat);
    for (int r = 0; r < settlers::kResourceCount; ++r)
        if (m_state.hand[m_seat][r] > 0) {
            offer.trade[static_cast<std::size_t>(r)] = 1;
            offer.trade[static_cast<std::size_t>((r + 1) % settlers::kResourceCount)] = -1;
            break;
        }
    const settlers::IllegalReason reason = settlers::checkLegal(m_rules, m_state, offer);
    if (reason == settlers::IllegalReason::Ok || reason == settlers::IllegalReason::BadTrade)
        return tr("No trade is possible now.");
    return reasonText(reason);
}

} // namespace canaan::settlerstable
