#include "engine/io/game_text.h"

#include <QCoreApplication>

namespace canaan {

namespace {

QString translated(const char *text) { return QCoreApplication::translate("canaan::GameText", text); }

// The English source texts; a switch, so that a new enum value without a text is a warning.
const char *reasonSource(settlers::IllegalReason reason)
{
    switch (reason) {
    case settlers::IllegalReason::Ok: return QT_TRANSLATE_NOOP("canaan::GameText", "The action is legal.");
    case settlers::IllegalReason::GameOver: return QT_TRANSLATE_NOOP("canaan::GameText", "The game is already over.");
    case settlers::IllegalReason::NotYourDecision:
        return QT_TRANSLATE_NOOP("canaan::GameText", "Another player (or a chance outcome) must act now.");
    case settlers::IllegalReason::WrongTime:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The game is not waiting for this kind of action now.");
    case settlers::IllegalReason::BadArgument:
        return QT_TRANSLATE_NOOP("canaan::GameText", "An argument of the action is out of range.");
    case settlers::IllegalReason::NotInRuleset:
        return QT_TRANSLATE_NOOP("canaan::GameText", "This ruleset does not have this action.");
    case settlers::IllegalReason::NotEnoughResources:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The player does not have the resource cards it costs.");
    case settlers::IllegalReason::NoSupply:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The player has no piece of that kind left.");
    case settlers::IllegalReason::Occupied: return QT_TRANSLATE_NOOP("canaan::GameText", "That place is already taken.");
    case settlers::IllegalReason::TooClose:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The intersection is too close to another building.");
    case settlers::IllegalReason::NotConnected:
        return QT_TRANSLATE_NOOP(
            "canaan::GameText", "The place does not touch one of the player's roads or buildings.");
    case settlers::IllegalReason::SeaPath: return QT_TRANSLATE_NOOP("canaan::GameText", "No road may run between two sea hexes.");
    case settlers::IllegalReason::NotTouchingNumber:
        return QT_TRANSLATE_NOOP("canaan::GameText", "A starting settlement must touch a numbered resource hex.");
    case settlers::IllegalReason::JerusalemSite:
        return QT_TRANSLATE_NOOP("canaan::GameText", "No starting settlement may stand on a Jerusalem site.");
    case settlers::IllegalReason::ClosedToSetup:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The map closes this intersection to starting settlements.");
    case settlers::IllegalReason::NotAtNewSettlement:
        return QT_TRANSLATE_NOOP("canaan::GameText", "A starting road must touch the settlement just placed.");
    case settlers::IllegalReason::NotYourSettlement:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The player has no settlement there.");
    case settlers::IllegalReason::NotRolled: return QT_TRANSLATE_NOOP("canaan::GameText", "The player must roll the dice first.");
    case settlers::IllegalReason::AlreadyRolled:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The player has already rolled this turn.");
    case settlers::IllegalReason::TradeClosed:
        return QT_TRANSLATE_NOOP(
            "canaan::GameText", "The player has built or bought this turn and may no longer trade.");
    case settlers::IllegalReason::BadTrade:
        return QT_TRANSLATE_NOOP("canaan::GameText",
            "The trade is not valid: each side must give at least one card, never the same resource both "
            "ways, and only cards it holds.");
    case settlers::IllegalReason::BadTradeTarget:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The trade names a player who cannot take part in it.");
    case settlers::IllegalReason::NoSuchAnswer:
        return QT_TRANSLATE_NOOP("canaan::GameText", "That player neither accepted nor countered the offer.");
    case settlers::IllegalReason::BadRate: return QT_TRANSLATE_NOOP("canaan::GameText", "This maritime trade is not possible.");
    case settlers::IllegalReason::BankEmpty:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The bank has no card of that resource left.");
    case settlers::IllegalReason::DeckEmpty: return QT_TRANSLATE_NOOP("canaan::GameText", "The development card deck is empty.");
    case settlers::IllegalReason::CardNotHeld:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The player does not hold that development card.");
    case settlers::IllegalReason::CardIsNew:
        return QT_TRANSLATE_NOOP("canaan::GameText", "A development card cannot be played in the turn it was bought.");
    case settlers::IllegalReason::CardAlreadyPlayed:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The player has already played a development card this turn.");
    case settlers::IllegalReason::CannotBeCarriedOut:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The card's effect cannot be carried out now.");
    case settlers::IllegalReason::SamePlagueHex:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The Plague must move to another hex.");
    case settlers::IllegalReason::BadPlagueHex:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The Plague may not stand on that hex.");
    case settlers::IllegalReason::BadVictim: return QT_TRANSLATE_NOOP("canaan::GameText", "That player cannot be robbed here.");
    case settlers::IllegalReason::NothingToDiscard:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The player has no card of that resource to discard.");
    case settlers::IllegalReason::JerusalemComplete:
        return QT_TRANSLATE_NOOP("canaan::GameText", "Jerusalem is already complete.");
    case settlers::IllegalReason::NoJerusalemAccess:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The player has no way to a Jerusalem site.");
    case settlers::IllegalReason::TollNotDue:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The player has his own Jerusalem site and pays no toll.");
    case settlers::IllegalReason::BadTollOwner:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The toll cannot be paid to that player.");
    case settlers::IllegalReason::NoCardForToll:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The player has no card of that resource to pay the toll.");
    case settlers::IllegalReason::ImpossibleOutcome:
        return QT_TRANSLATE_NOOP("canaan::GameText", "This chance outcome cannot happen now.");
    }
    return "";
}

const char *pendingSource(settlers::Pending p)
{
    switch (p) {
    case settlers::Pending::None: return QT_TRANSLATE_NOOP("canaan::GameText", "nothing: the game is over");
    case settlers::Pending::FirstRoll: return QT_TRANSLATE_NOOP("canaan::GameText", "rolling for the first player");
    case settlers::Pending::SetupSettlement: return QT_TRANSLATE_NOOP("canaan::GameText", "placing a starting settlement");
    case settlers::Pending::SetupRoad: return QT_TRANSLATE_NOOP("canaan::GameText", "placing a starting road");
    case settlers::Pending::StartingSettlement:
        return QT_TRANSLATE_NOOP("canaan::GameText", "choosing the settlement that pays the starting resources");
    case settlers::Pending::Roll: return QT_TRANSLATE_NOOP("canaan::GameText", "rolling the dice");
    case settlers::Pending::Dice: return QT_TRANSLATE_NOOP("canaan::GameText", "the dice");
    case settlers::Pending::Discard: return QT_TRANSLATE_NOOP("canaan::GameText", "discarding a card");
    case settlers::Pending::MovePlague: return QT_TRANSLATE_NOOP("canaan::GameText", "moving the Plague");
    case settlers::Pending::Steal: return QT_TRANSLATE_NOOP("canaan::GameText", "the card stolen");
    case settlers::Pending::CopperChoice: return QT_TRANSLATE_NOOP("canaan::GameText", "choosing a resource for copper");
    case settlers::Pending::DeborahsSong: return QT_TRANSLATE_NOOP("canaan::GameText", "choosing a resource for Deborah's Song");
    case settlers::Pending::KingsBlessing: return QT_TRANSLATE_NOOP("canaan::GameText", "choosing the King's Blessing resource");
    case settlers::Pending::DrawCard: return QT_TRANSLATE_NOOP("canaan::GameText", "the development card drawn");
    case settlers::Pending::FreeRoad: return QT_TRANSLATE_NOOP("canaan::GameText", "placing a free road");
    case settlers::Pending::TradeAnswer: return QT_TRANSLATE_NOOP("canaan::GameText", "answering a trade offer");
    case settlers::Pending::TradeConfirm: return QT_TRANSLATE_NOOP("canaan::GameText", "confirming a trade");
    case settlers::Pending::Turn:
        return QT_TRANSLATE_NOOP("canaan::GameText", "trading, building, playing a card or ending the turn");
    }
    return "";
}

const char *endSource(settlers::EndReason r)
{
    switch (r) {
    case settlers::EndReason::None: return QT_TRANSLATE_NOOP("canaan::GameText", "The game is not over.");
    case settlers::EndReason::VictoryPoints: return QT_TRANSLATE_NOOP("canaan::GameText", "The game ended by victory points.");
    case settlers::EndReason::Jerusalem:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The game ended when Jerusalem was completed.");
    case settlers::EndReason::JerusalemShared:
        return QT_TRANSLATE_NOOP(
            "canaan::GameText", "Jerusalem was completed with a tie; the tied players share the win.");
    case settlers::EndReason::TurnLimit:
        return QT_TRANSLATE_NOOP("canaan::GameText", "The game stopped at the turn limit, unfinished.");
    }
    return "";
}

} // namespace

QString illegalReasonText(settlers::IllegalReason reason) { return translated(reasonSource(reason)); }

QString pendingText(settlers::Pending p) { return translated(pendingSource(p)); }

QString endReasonText(settlers::EndReason r) { return translated(endSource(r)); }

QString resourceName(settlers::Resource r, settlers::Ruleset ruleset)
{
    switch (r) {
    case settlers::Resource::Lumber: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Lumber"));
    case settlers::Resource::Wool: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Wool"));
    case settlers::Resource::Grain: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Grain"));
    case settlers::Resource::Stone:
        return ruleset == settlers::Ruleset::Classic ? translated(QT_TRANSLATE_NOOP("canaan::GameText", "Brick"))
                                           : translated(QT_TRANSLATE_NOOP("canaan::GameText", "Stone"));
    case settlers::Resource::Ore: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Ore"));
    }
    return {};
}

QString devCardName(settlers::DevCard c, settlers::Ruleset ruleset)
{
    const bool classic = ruleset == settlers::Ruleset::Classic;
    switch (c) {
    case settlers::DevCard::Priest:
        return classic ? translated(QT_TRANSLATE_NOOP("canaan::GameText", "Knight"))
                       : translated(QT_TRANSLATE_NOOP("canaan::GameText", "Priest"));
    case settlers::DevCard::DeborahsSong: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Deborah's Song"));
    case settlers::DevCard::PlentifulLands:
        return classic ? translated(QT_TRANSLATE_NOOP("canaan::GameText", "Year of Plenty"))
                       : translated(QT_TRANSLATE_NOOP("canaan::GameText", "Plentiful Lands"));
    case settlers::DevCard::NewTradeRoute:
        return classic ? translated(QT_TRANSLATE_NOOP("canaan::GameText", "Road Building"))
                       : translated(QT_TRANSLATE_NOOP("canaan::GameText", "New Trade Route"));
    case settlers::DevCard::KorahsRebellion:
        return classic ? translated(QT_TRANSLATE_NOOP("canaan::GameText", "Monopoly"))
                       : translated(QT_TRANSLATE_NOOP("canaan::GameText", "Korah's Rebellion"));
    case settlers::DevCard::Caravan: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Caravan"));
    case settlers::DevCard::Improvements: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Improvements"));
    case settlers::DevCard::BountifulHarvest: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Bountiful Harvest"));
    case settlers::DevCard::GibeoniteTrickery: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Gibeonite Trickery"));
    case settlers::DevCard::Prophet: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Prophet"));
    case settlers::DevCard::CalebsBlessing: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Caleb's Blessing"));
    case settlers::DevCard::VictoryPoint: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Victory Point"));
    }
    return {};
}

QString specialCardName(settlers::SpecialCard c, settlers::Ruleset ruleset)
{
    switch (c) {
    case settlers::SpecialCard::LongestRoad: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "Longest Road"));
    case settlers::SpecialCard::MostPriests:
        return ruleset == settlers::Ruleset::Classic ? translated(QT_TRANSLATE_NOOP("canaan::GameText", "Largest Army"))
                                           : translated(QT_TRANSLATE_NOOP("canaan::GameText", "Most Priests"));
    case settlers::SpecialCard::KingsBlessing: return translated(QT_TRANSLATE_NOOP("canaan::GameText", "King's Blessing"));
    }
    return {};
}

} // namespace canaan
