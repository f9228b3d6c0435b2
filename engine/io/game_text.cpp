#include "engine/io/game_text.h"

#include <QCoreApplication>

namespace canaan {

namespace {

QString translated(const char *text) { return QCoreApplication::translate("canaan::GameText", text); }

// The English source texts; a switch, so that a new enum value without a text is a warning.
const char *reasonSource(IllegalReason reason)
{
    switch (reason) {
    case IllegalReason::Ok: return QT_TRANSLATE_NOOP("canaan::GameText", "The action is legal.");
    case IllegalReason::GameOver: return QT_TRANSLATE_NOOP("canaan::GameText", "The game is already over.");
    case IllegalReason::NotYourDecision:
        return QT_TRANSLATE_NOOP("canaan::GameText", "Another player (or a chance outcome) must act now.");
    case IllegalReason::WrongTime:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The game is not waiting for this kind of action now.");
    case IllegalReason::BadArgument:
        return QT_TRANSLATE_NOOP("canaan::GameText", "An argument of the action is out of range.");
    case IllegalReason::NotInRuleset:
        return QT_TRANSLATE_NOOP("canaan::GameText", "This ruleset does not have this action.");
    case IllegalReason::NotEnoughResources:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The player does not have the resource cards it costs.");
    case IllegalReason::NoSupply:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The player has no piece of that kind left.");
    case IllegalReason::Occupied: return QT_TRANSLATE_NOOP("canaan::GameText", "That place is already taken.");
    case IllegalReason::TooClose:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The intersection is too close to another building.");
    case IllegalReason::NotConnected:
        return QT_TRANSLATE_NOOP(
            "canaan::GameText", "The place does not touch one of the player's roads or buildings.");
    case IllegalReason::SeaPath: return QT_TRANSLATE_NOOP("canaan::GameText", "No road may run between two sea hexes.");
    case IllegalReason::NotTouchingNumber:
        return QT_TRANSLATE_NOOP("canaan::GameText", "A starting settlement must touch a numbered resource hex.");
    case IllegalReason::JerusalemSite:
        return QT_TRANSLATE_NOOP("canaan::GameText", "No starting settlement may stand on a Jerusalem site.");
    case IllegalReason::ClosedToSetup:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The map closes this intersection to starting settlements.");
    case IllegalReason::NotAtNewSettlement:
        return QT_TRANSLATE_NOOP("canaan::GameText", "A starting road must touch the settlement just placed.");
    case IllegalReason::NotYourSettlement:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The player has no settlement there.");
    case IllegalReason::NotRolled: return QT_TRANSLATE_NOOP("canaan::GameText", "The player must roll the dice first.");
    case IllegalReason::AlreadyRolled:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The player has already rolled this turn.");
    case IllegalReason::TradeClosed:
        return QT_TRANSLATE_NOOP(
            "canaan::GameText", "The player has built or bought this turn and may no longer trade.");
    case IllegalReason::BadTrade:
        return QT_TRANSLATE_NOOP("canaan::GameText",
            "The trade is not valid: each side must give at least one card, never the same resource both "
            "ways, and only cards it holds.");
    case IllegalReason::BadTradeTarget:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The trade names a player who cannot take part in it.");
    case IllegalReason::NoSuchAnswer:
        return QT_TRANSLATE_NOOP("canaan::GameText", "That player neither accepted nor countered the offer.");
    case IllegalReason::BadRate: return QT_TRANSLATE_NOOP("canaan::GameText", "This maritime trade is not possible.");
    case IllegalReason::BankEmpty:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The bank has no card of that resource left.");
    case IllegalReason::DeckEmpty: return QT_TRANSLATE_NOOP("canaan::GameText", "The development card deck is empty.");
    case IllegalReason::CardNotHeld:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The player does not hold that development card.");
    case IllegalReason::CardIsNew:
        return QT_TRANSLATE_NOOP("canaan::GameText", "A development card cannot be played in the turn it was bought.");
    case IllegalReason::CardAlreadyPlayed:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The player has already played a development card this turn.");
    case IllegalReason::CannotBeCarriedOut:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The card's effect cannot be carried out now.");
    case IllegalReason::SamePlagueHex:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The Plague must move to another hex.");
    case IllegalReason::BadPlagueHex:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The Plague may not stand on that hex.");
    case IllegalReason::BadVictim: return QT_TRANSLATE_NOOP("canaan::GameText", "That player cannot be robbed here.");
    case IllegalReason::NothingToDiscard:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The player has no card of that resource to discard.");
    case IllegalReason::JerusalemComplete:
        return QT_TRANSLATE_NOOP("canaan::GameText", "Jerusalem is already complete.");
    case IllegalReason::NoJerusalemAccess:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The player has no way to a Jerusalem site.");
    case IllegalReason::TollNotDue:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The player has his own Jerusalem site and pays no toll.");
    case IllegalReason::BadTollOwner:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The toll cannot be paid to that player.");
    case IllegalReason::NoCardForToll:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The player has no card of that resource to pay the toll.");
    case IllegalReason::ImpossibleOutcome:
        return QT_TRANSLATE_NOOP("canaan::GameText", "This chance outcome cannot happen now.");
    }
    return "";
}

const char *pendingSource(Pending p)
{
    switch (p) {
    case Pending::None: return QT_TRANSLATE_NOOP("canaan::GameText", "nothing: the game is over");
    case Pending::FirstRoll: return QT_TRANSLATE_NOOP("canaan::GameText", "rolling for the first player");
    case Pending::SetupSettlement: return QT_TRANSLATE_NOOP("canaan::GameText", "placing a starting settlement");
    case Pending::SetupRoad: return QT_TRANSLATE_NOOP("canaan::GameText", "placing a starting road");
    case Pending::StartingSettlement:
        return QT_TRANSLATE_NOOP("canaan::GameText", "choosing the settlement that pays the starting resources");
    case Pending::Roll: return QT_TRANSLATE_NOOP("canaan::GameText", "rolling the dice");
    case Pending::Dice: return QT_TRANSLATE_NOOP("canaan::GameText", "the dice");
    case Pending::Discard: return QT_TRANSLATE_NOOP("canaan::GameText", "discarding a card");
    case Pending::MovePlague: return QT_TRANSLATE_NOOP("canaan::GameText", "moving the Plague");
    case Pending::Steal: return QT_TRANSLATE_NOOP("canaan::GameText", "the card stolen");
    case Pending::CopperChoice: return QT_TRANSLATE_NOOP("canaan::GameText", "choosing a resource for copper");
    case Pending::DeborahsSong: return QT_TRANSLATE_NOOP("canaan::GameText", "choosing a resource for Deborah's Song");
    case Pending::KingsBlessing: return QT_TRANSLATE_NOOP("canaan::GameText", "choosing the King's Blessing resource");
    case Pending::DrawCard: return QT_TRANSLATE_NOOP("canaan::GameText", "the development card drawn");
    case Pending::FreeRoad: return QT_TRANSLATE_NOOP("canaan::GameText", "placing a free road");
    case Pending::TradeAnswer: return QT_TRANSLATE_NOOP("canaan::GameText", "answering a trade offer");
    case Pending::TradeConfirm: return QT_TRANSLATE_NOOP("canaan::GameText", "confirming a trade");
    case Pending::Turn:
        return QT_TRANSLATE_NOOP("canaan::GameText", "trading, building, playing a card or ending the turn");
    }
    return "";
}

const char *endSource(EndReason r)
{
    switch (r) {
    case EndReason::None: return QT_TRANSLATE_NOOP("canaan::GameText", "The game is not over.");
    case EndReason::VictoryPoints: return QT_TRANSLATE_NOOP("canaan::GameText", "The game ended by victory points.");
    case EndReason::Jerusalem:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The game ended when Jerusalem was completed.");
    case EndReason::JerusalemShared:
        return QT_TRANSLATE_NOOP(
            "canaan::GameText", "Jerusalem was completed with a tie; the tied players share the win.");
    case EndReason::TurnLimit:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The game stopped at the turn limit, unfinished.");
    }
    return "";
}

} // namespace

QString illegalReasonText(IllegalReason reason) { return translated(reasonSource(reason)); }

QString pendingText(Pending p) { return translated(pendingSource(p)); }

QString endReasonText(EndReason r) { return translated(endSource(r)); }

QString resourceName(Resource r, Ruleset ruleset)
{
    switch (r) {
    case Resource::Lumber: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Lumber"));
    case Resource::Wool: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Wool"));
    case Resource::Grain: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Grain"));
    case Resource::Stone:
        return ruleset == Ruleset::Classic ? translated(QT_TRANSLATE_NOOP("canaan::GameText", "Brick"))
                                           : translated(QT_TRANSLATE_NOOP("canaan::GameText", "Stone"));
    case Resource::Ore: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Ore"));
    }
    return {};
}

QString devCardName(DevCard c, Ruleset ruleset)
{
    const bool classic = ruleset == Ruleset::Classic;
    switch (c) {
    case DevCard::Priest:
        return classic ? translated(QT_TRANSLATE_NOOP("canaan::GameText", "Knight"))
                       : translated(QT_TRANSLATE_NOOP("canaan::GameText", "Priest"));
    case DevCard::DeborahsSong: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Deborah's Song"));
    case DevCard::PlentifulLands:
        return classic ? translated(QT_TRANSLATE_NOOP("canaan::GameText", "Year of Plenty"))
                       : translated(QT_TRANSLATE_NOOP("canaan::GameText", "Plentiful Lands"));
    case DevCard::NewTradeRoute:
        return classic ? translated(QT_TRANSLATE_NOOP("canaan::GameText", "Road Building"))
                       : translated(QT_TRANSLATE_NOOP("canaan::GameText", "New Trade Route"));
    case DevCard::KorahsRebellion:
        return classic ? translated(QT_TRANSLATE_NOOP("canaan::GameText", "Monopoly"))
                       : translated(QT_TRANSLATE_NOOP("canaan::GameText", "Korah's Rebellion"));
    case DevCard::Caravan: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Caravan"));
    case DevCard::Improvements: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Improvements"));
    case DevCard::BountifulHarvest: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Bountiful Harvest"));
    case DevCard::GibeoniteTrickery: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Gibeonite Trickery"));
    case DevCard::Prophet: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Prophet"));
    case DevCard::CalebsBlessing: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Caleb's Blessing"));
    case DevCard::VictoryPoint: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Victory Point"));
    }
    return {};
}

QString specialCardName(SpecialCard c, Ruleset ruleset)
{
    switch (c) {
    case SpecialCard::LongestRoad: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Longest Road"));
    case SpecialCard::MostPriests:
        return ruleset == Ruleset::Classic ? translated(QT_TRANSLATE_NOOP("canaan::GameText", "Largest Army"))
                                           : translated(QT_TRANSLATE_NOOP("canaan::GameText", "Most Priests"));
    case SpecialCard::KingsBlessing: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "King's Blessing"));
    }
    return {};
}

} // namespace canaan
