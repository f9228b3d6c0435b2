// Entry points: a new game, the dispatch of checks and effects, and settle(), which decides what the
// game waits for after every action.
#include "engine/settlers/rules/internal.h"

#include <cassert>
#include <cstddef>
#include <cstring>

namespace canaan::settlers {

using namespace detail;

GameState newGame(const Rules &rules, int numPlayers)
{
    assert(numPlayers >= 2 && numPlayers <= kMaxPlayers);
    GameState s;
    s.numPlayers = static_cast<std::uint8_t>(numPlayers);
    const GameOptions &o = rules.options();
    for (int r = 0; r < kResourceCount; ++r)
        s.bank[r] = static_cast<std::uint8_t>(o.bankPerResource);
    for (int c = 0; c < kDevCardCount; ++c)
        s.deck[c] = static_cast<std::uint8_t>(o.deck[static_cast<std::size_t>(c)]);
    for (int p = 0; p < numPlayers; ++p) {
        s.roadsLeft[p] = Rules::kRoads;
        s.settlementsLeft[p] = Rules::kSettlements;
        s.citiesLeft[p] = Rules::kCities;
        s.stonesLeft[p] = rules.isClassic() ? 0 : Rules::kStones;
    }
    s.plagueTile = rules.plagueStart(); // R05: canaan has none; classic starts on the desert
    s.stage = Stage::FirstRoll;
    s.firstRollMask = static_cast<std::uint8_t>((1u << numPlayers) - 1);
    settle(rules, s, nullptr);
    return s;
}

namespace {

// Whether anyone owes a copper choice: one load of the word production stores.
inline bool anyCopperOwed(const GameState &s)
{
    std::uint32_t copper;
    static_assert(sizeof copper == sizeof(s.copperOwed));
    std::memcpy(&copper, s.copperOwed, sizeof copper);
    return copper != 0;
}

// No chance outcome, discard, Plague move, steal, choice, free road or trade offer waits.
// Byte by byte, except copper owed: the action just applied wrote these bytes one at a time
// (production writes copperOwed as one word), and a wider load of bytes still being stored cannot
// take them from the store and waits for it (it did, after every roll and every dice).
inline bool nothingQueued(const GameState &s)
{
    const unsigned bytes = s.dicePending | s.plagueMove | s.drawPending | s.blessingChoice | s.discardOwed[0] |
                           s.discardOwed[1] | s.discardOwed[2] | s.discardOwed[3] | s.deborahMask | s.freeRoads |
                           s.stealCount | s.offerOpen;
    return (bytes | static_cast<unsigned>(anyCopperOwed(s))) == 0;
}

// settle()'s most common outcomes, inline after most actions: in play, nobody has won, and
// nothing is queued (the current player rolls or acts) or only the dice. False when settle()
// must decide.
inline bool settledQuickly(const Rules &rules, GameState &s)
{
    if (s.stage != Stage::Play)
        return false;
    const int cur = s.current;
    int vp = s.vp[cur]; // victoryPoints(): classic adds hidden VP cards on the holder's turn
    if (rules.isClassic())
        vp += s.devHand[cur][D(DevCard::VictoryPoint)];
    if (vp >= rules.options().vpToWin)
        return false;
    Pending next;
    if (nothingQueued(s))
        next = s.rolled ? Pending::Turn : Pending::Roll;
    else if (s.dicePending) // settle() asks the dice first
        next = Pending::Dice;
    else
        return false;
    s.pending = next;
    s.pendingPlayer = static_cast<std::uint8_t>(cur);
    return true;
}

} // namespace

IllegalReason checkLegal(const Rules &rules, const GameState &s, const Action &a)
{
    if (s.stage == Stage::Over)
        return IllegalReason::GameOver;
    if (a.player != s.pendingPlayer)
        return IllegalReason::NotYourDecision;
    switch (a.kind) {
    case ActionKind::FirstRoll:
    case ActionKind::Dice:
    case ActionKind::DrawCard:
    case ActionKind::Steal: return checkChance(rules, s, a);
    case ActionKind::SetupSettlement:
    case ActionKind::SetupRoad:
    case ActionKind::ChooseStartingSettlement: return checkSetup(rules, s, a);
    case ActionKind::Roll:
    case ActionKind::ChooseResource: return checkProduction(rules, s, a);
    case ActionKind::Discard:
    case ActionKind::MovePlague: return checkPlague(rules, s, a);
    case ActionKind::BuildRoad:
    case ActionKind::BuildSettlement:
    case ActionKind::BuildCity:
    case ActionKind::BuyCard: return checkBuilding(rules, s, a);
    case ActionKind::BuildStone: return checkStone(rules, s, a);
    case ActionKind::MaritimeTrade:
    case ActionKind::OfferTrade:
    case ActionKind::AnswerTrade:
    case ActionKind::ConfirmTrade: return checkTrade(rules, s, a);
    case ActionKind::PlayCard: return checkPlayCard(rules, s, a);
    case ActionKind::EndTurn: return checkEndTurn(rules, s, a);
    }
    return IllegalReason::BadArgument;
}

void apply(const Rules &rules, GameState &s, const Action &a, EventSink *sink)
{
    // The dice, the roll and maritime trades (half of a random game's actions) go straight to
    // their effect, without the topic's own switch on the kind.
    //
    // The commonest actions also settle here. Each is applied only where nothing else is queued
    // (settle() leaves Roll or Turn pending only then, and the dice follow a roll) and queues
    // nothing but what its case names, so what the game waits for next is known without reading
    // the whole queue. The roll, the dice and maritime trades move no victory point; the end of
    // a turn checks the next player's (R23).
    switch (a.kind) {
    case ActionKind::Dice:
        applyDice(rules, s, a, sink);
        if (a.a + a.b != 7 && !anyCopperOwed(s)) { // production queued nothing: the turn goes on
            s.pending = Pending::Turn;
            return;
        }
        break;
    case ActionKind::FirstRoll:
    case ActionKind::DrawCard:
    case ActionKind::Steal: applyChance(rules, s, a, sink); break;
    case ActionKind::SetupSettlement:
    case ActionKind::SetupRoad:
    case ActionKind::ChooseStartingSettlement: applySetup(rules, s, a, sink); break;
    case ActionKind::Roll:
        applyRoll(s);
        s.pending = Pending::Dice; // the dice alone are queued
        return;
    case ActionKind::ChooseResource: applyProduction(rules, s, a, sink); break;
    case ActionKind::Discard:
    case ActionKind::MovePlague: applyPlague(rules, s, a, sink); break;
    case ActionKind::BuildRoad:
    case ActionKind::BuildSettlement:
    case ActionKind::BuildCity:
    case ActionKind::BuyCard: applyBuilding(rules, s, a, sink); break;
    case ActionKind::BuildStone: applyStone(rules, s, a, sink); break;
    case ActionKind::MaritimeTrade: applyMaritime(rules, s, a, sink); return; // still the same turn
    case ActionKind::OfferTrade:
    case ActionKind::AnswerTrade:
    case ActionKind::ConfirmTrade: applyTrade(rules, s, a, sink); break;
    case ActionKind::PlayCard: applyPlayCard(rules, s, a, sink); break;
    case ActionKind::EndTurn:
        applyEndTurn(rules, s, a, sink);
        // The next player rolls, unless the game ended or he has already won (R23).
        if (s.stage == Stage::Play && victoryPoints(rules, s, s.current) < rules.options().vpToWin) {
            s.pending = Pending::Roll;
            s.pendingPlayer = s.current;
            return;
        }
        break;
    }
    if (!settledQuickly(rules, s))
        settle(rules, s, sink);
}

IllegalReason tryApply(const Rules &rules, GameState &s, const Action &a, EventSink *sink)
{
    const IllegalReason why = checkLegal(rules, s, a);
    if (why == IllegalReason::Ok)
        apply(rules, s, a, sink);
    return why;
}

VpParts vpParts(const Rules &rules, const GameState &s, int p)
{
    VpParts v;
    v.settlements = s.settlements[p].count();
    v.cities = s.cities[p].count();
    if (rules.isClassic())
        v.hiddenVpCards = s.devHand[p][D(DevCard::VictoryPoint)];
    else
        v.vpCards = s.playedVp[p];
    v.longestRoad = s.longestRoadHolder == p ? 2 : 0;
    v.mostPriests = s.priestsHolder == p ? 2 : 0;
    v.kingsBlessing = s.blessingHolder == p ? 2 : 0;
    return v;
}

int victoryPoints(const Rules &rules, const GameState &s, int p)
{
    int vp = s.vp[p];
    // Classic: hidden VP cards count only on the holder's own turn (docs/rules.md, R20).
    if (rules.isClassic() && p == s.current && s.stage == Stage::Play)
        vp += s.devHand[p][D(DevCard::VictoryPoint)];
    return vp;
}

namespace detail {

int gainFromBank(GameState &s, int p, int r, int n, EventSink *sink)
{
    if (n > s.bank[r])
        n = s.bank[r];
    if (n <= 0)
        return 0;
    s.bank[r] = static_cast<std::uint8_t>(s.bank[r] - n);
    s.hand[p][r] = static_cast<std::uint8_t>(s.hand[p][r] + n);
    emit(sink, EventKind::ResourcesGained, p, r, n);
    return n;
}

void endGame(GameState &s, EndReason reason, unsigned winners, EventSink *sink)
{
    s.stage = Stage::Over;
    s.pending = Pending::None;
    s.pendingPlayer = kNoId;
    s.endReason = reason;
    s.winners = static_cast<std::uint8_t>(winners);
    emit(sink, EventKind::GameEnded, kNoId, static_cast<int>(reason), static_cast<int>(winners));
}

namespace {

void startPlay(GameState &s, EventSink *sink)
{
    s.stage = Stage::Play;
    s.current = s.firstPlayer;
    s.turn = 1;
    emit(sink, EventKind::TurnStarted, s.current, 1, 0);
}

unsigned maskOf(const std::uint8_t (&owed)[kMaxPlayers], int n)
{
    unsigned m = 0;
    for (int p = 0; p < n; ++p)
        if (owed[p])
            m |= 1u << p;
    return m;
}

bool anyOwed(const std::uint8_t (&owed)[kMaxPlayers])
{
    std::uint32_t word;
    static_assert(sizeof owed == sizeof word);
    std::memcpy(&word, owed, sizeof word);
    return word != 0;
}

bool bankEmpty(const GameState &s)
{
    for (int r = 0; r < kResourceCount; ++r)
        if (s.bank[r])
            return false;
    return true;
}

bool anyFreeRoadSpot(const Rules &rules, const GameState &s)
{
    return s.roadsLeft[s.current] > 0 && roadSpots(rules, s, s.current).any();
}

} // namespace

void settle(const Rules &rules, GameState &s, EventSink *sink)
{
    auto wait = [&s](Pending what, int who) {
        s.pending = what;
        s.pendingPlayer = static_cast<std::uint8_t>(who);
    };
    switch (s.stage) {
    case Stage::Over:
        s.pending = Pending::None;
        s.pendingPlayer = kNoId;
        return;
    case Stage::FirstRoll: {
        unsigned notRolled = 0;
        for (int p = 0; p < s.numPlayers; ++p)
            if ((s.firstRollMask & (1u << p)) && s.firstRolls[p] == 0)
                notRolled |= 1u << p;
        if (notRolled) {
            wait(Pending::FirstRoll, firstInOrder(s, 0, notRolled));
            return;
        }
        int best = 0;
        unsigned tied = 0;
        for (int p = 0; p < s.numPlayers; ++p) {
            if (!(s.firstRollMask & (1u << p)))
                continue;
            if (s.firstRolls[p] > best) {
                best = s.firstRolls[p];
                tied = 1u << p;
            } else if (s.firstRolls[p] == best) {
                tied |= 1u << p;
            }
        }
        if (std::popcount(tied) > 1) { // R01: the tied highest roll again
            s.firstRollMask = static_cast<std::uint8_t>(tied);
            for (int p = 0; p < seatCount(s); ++p)
                if (tied & (1u << p))
                    s.firstRolls[p] = 0;
            wait(Pending::FirstRoll, firstInOrder(s, 0, tied));
            return;
        }
        s.firstPlayer = static_cast<std::uint8_t>(std::countr_zero(tied));
        s.current = s.firstPlayer;
        s.firstRollMask = 0;
        emit(sink, EventKind::FirstPlayerChosen, s.firstPlayer);
        s.stage = Stage::Setup;
        s.setupStep = 0;
        s.setupVertex = kNoBoardId;
        [[fallthrough]];
    }
    case Stage::Setup:
        if (const unsigned m = maskOf(s.copperOwed, s.numPlayers)) { // a copper hex in a classic map
            wait(Pending::CopperChoice, firstInOrder(s, s.firstPlayer, m));
            return;
        }
        if (s.setupStep < rules.setupLength(s.numPlayers)) {
            const int seat = rules.setupSeat(s.numPlayers, s.firstPlayer, s.setupStep);
            s.current = static_cast<std::uint8_t>(seat);
            wait(s.setupVertex == kNoBoardId ? Pending::SetupSettlement : Pending::SetupRoad, seat);
            return;
        }
        if (rules.isClassic()) { // classic: resources came with the second settlement
            startPlay(s, sink);
            break;
        }
        s.stage = Stage::StartingResources;
        s.startingStep = 0;
        [[fallthrough]];
    case Stage::StartingResources:
        if (bankEmpty(s))
            s.copperOwed[0] = s.copperOwed[1] = s.copperOwed[2] = s.copperOwed[3] = 0;
        if (const unsigned m = maskOf(s.copperOwed, s.numPlayers)) {
            wait(Pending::CopperChoice, firstInOrder(s, s.firstPlayer, m));
            return;
        }
        while (s.startingStep < s.numPlayers && !s.settlements[seatAfter(s, s.firstPlayer, s.startingStep)].any())
            ++s.startingStep; // a setupOrder may leave a seat without a settlement
        if (s.startingStep < s.numPlayers) {
            const int seat = seatAfter(s, s.firstPlayer, s.startingStep);
            s.current = static_cast<std::uint8_t>(seat);
            wait(Pending::StartingSettlement, seat);
            return;
        }
        startPlay(s, sink);
        break;
    case Stage::Play: break;
    }

    // Stage::Play. R23: the current player wins as soon as he has the points, on his own turn.
    const int cur = s.current;
    if (victoryPoints(rules, s, cur) >= rules.options().vpToWin) {
        endGame(s, EndReason::VictoryPoints, 1u << cur, sink);
        return;
    }
    if (nothingQueued(s)) // most actions: one test instead of the chain below
        return wait(s.rolled ? Pending::Turn : Pending::Roll, cur);
    if (s.dicePending)
        return wait(Pending::Dice, cur);
    const bool discards = anyOwed(s.discardOwed);
    if (discards)
        return wait(Pending::Discard, firstInOrder(s, cur, maskOf(s.discardOwed, s.numPlayers)));
    if (s.plagueMove) {
        TileBits elsewhere = rules.plagueTiles();
        if (s.plagueTile != kNoBoardId)
            elsewhere.reset(s.plagueTile);
        if (elsewhere.any())
            return wait(Pending::MovePlague, cur);
        s.plagueMove = false; // a map with a single Plague hex: nowhere to go
    }
    if (s.stealCount > 0)
        return wait(Pending::Steal, cur);
    bool copper = anyOwed(s.copperOwed);
    if ((copper || s.deborahMask || s.blessingChoice) && bankEmpty(s)) {
        // Choices from an empty bank lapse (R06, R17, R22).
        s.copperOwed[0] = s.copperOwed[1] = s.copperOwed[2] = s.copperOwed[3] = 0;
        copper = false;
        s.deborahMask = 0;
        s.blessingChoice = false;
    }
    if (copper)
        return wait(Pending::CopperChoice, firstInOrder(s, cur, maskOf(s.copperOwed, s.numPlayers)));
    if (s.deborahMask)
        return wait(Pending::DeborahsSong, firstInOrder(s, cur, s.deborahMask));
    if (s.blessingChoice)
        return wait(Pending::KingsBlessing, s.blessingHolder);
    if (s.drawPending)
        return wait(Pending::DrawCard, cur);
    if (s.freeRoads > 0) {
        if (anyFreeRoadSpot(rules, s))
            return wait(Pending::FreeRoad, cur);
        s.freeRoads = 0; // R22: fewer if no road can be placed
    }
    if (s.offerOpen) {
        if (s.answerMask)
            return wait(Pending::TradeAnswer, firstInOrder(s, cur, s.answerMask));
        return wait(Pending::TradeConfirm, cur);
    }
    wait(s.rolled ? Pending::Turn : Pending::Roll, cur);
}

} // namespace detail
} // namespace canaan
