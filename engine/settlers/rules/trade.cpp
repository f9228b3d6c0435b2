// Trade (R09-R11): maritime trade at the best rate, domestic offers, answers and confirmation.
#include "engine/settlers/rules/internal.h"

namespace canaan::settlers {

int maritimeRate(const Rules &, const GameState &s, int p, int r)
{
    if (s.caravan && p == s.current) // R22 Caravan: 2:1 in anything this turn
        return 2;
    if (s.harbors[p] & (1u << r))
        return 2;
    if (s.blessingHolder == p && s.blessingResource == r) // R17
        return 2;
    if (s.harbors[p] & (1u << 5))
        return 3;
    return 4;
}

namespace detail {
namespace {

// A domestic trade (R10): at least one card each way; the giver of each side holds his cards.
bool tradeValid(const GameState &s, int giver, int taker, const std::array<std::int8_t, kResourceCount> &t)
{
    bool gives = false, takes = false;
    for (int r = 0; r < kResourceCount; ++r) {
        if (t[static_cast<std::size_t>(r)] > 0) {
            gives = true;
            if (s.hand[giver][r] < t[static_cast<std::size_t>(r)])
                return false;
        } else if (t[static_cast<std::size_t>(r)] < 0) {
            takes = true;
            if (taker != kNoId && s.hand[taker][r] < -t[static_cast<std::size_t>(r)])
                return false;
        }
    }
    return gives && takes;
}

IllegalReason tradeWindow(const Rules &rules, const GameState &s)
{
    if (s.pending != Pending::Turn)
        return IllegalReason::WrongTime;
    if (!s.rolled)
        return IllegalReason::NotRolled;
    if (!tradingOpen(rules, s))
        return IllegalReason::TradeClosed;
    return IllegalReason::Ok;
}

} // namespace
} // namespace detail

IllegalReason checkCounterOffer(const GameState &s, int p, const std::array<std::int8_t, kResourceCount> &trade,
                           int offererCards)
{
    // Checked only against what the answering player may know: his own cards and the size of the
    // offerer's hand (R10). Whether the offerer holds the cards is checked when he confirms.
    int asked = 0, given = 0;
    for (int r = 0; r < kResourceCount; ++r) {
        const int n = trade[static_cast<std::size_t>(r)]; // + the offerer gives, - he receives
        if (n < 0 && s.hand[p][r] < -n)
            return IllegalReason::NotEnoughResources;
        (n > 0 ? asked : given) += n > 0 ? n : -n;
    }
    if (asked == 0 || given == 0)
        return IllegalReason::BadTrade;
    return asked <= offererCards ? IllegalReason::Ok : IllegalReason::BadTrade;
}

namespace detail {

IllegalReason checkTrade(const Rules &rules, const GameState &s, const Action &a)
{
    const int p = a.player;
    switch (a.kind) {
    case ActionKind::MaritimeTrade: {
        if (const IllegalReason w = tradeWindow(rules, s); w != IllegalReason::Ok)
            return w;
        if (a.a >= kResourceCount || a.b >= kResourceCount)
            return IllegalReason::BadArgument;
        if (a.a == a.b)
            return IllegalReason::BadRate;
        if (s.hand[p][a.a] < maritimeRate(rules, s, p, a.a))
            return IllegalReason::NotEnoughResources;
        if (s.bank[a.b] == 0)
            return IllegalReason::BankEmpty;
        return IllegalReason::Ok;
    }
    case ActionKind::OfferTrade:
        if (const IllegalReason w = tradeWindow(rules, s); w != IllegalReason::Ok)
            return w;
        if (a.a != kNoId && (a.a >= s.numPlayers || a.a == p))
            return IllegalReason::BadTradeTarget;
        if (!tradeValid(s, p, kNoId, a.trade))
            return IllegalReason::BadTrade;
        return IllegalReason::Ok;
    case ActionKind::AnswerTrade: {
        if (s.pending != Pending::TradeAnswer)
            return IllegalReason::WrongTime;
        std::array<std::int8_t, kResourceCount> offer{};
        for (int r = 0; r < kResourceCount; ++r)
            offer[static_cast<std::size_t>(r)] = s.offer[r];
        switch (a.a) {
        case static_cast<int>(TradeAnswer::Reject): return IllegalReason::Ok;
        case static_cast<int>(TradeAnswer::Accept):
            return tradeValid(s, s.current, p, offer) ? IllegalReason::Ok : IllegalReason::NotEnoughResources;
        case static_cast<int>(TradeAnswer::Counter): return checkCounterOffer(s, p, a.trade, s.handSize(s.current));
        default: return IllegalReason::BadArgument;
        }
    }
    case ActionKind::ConfirmTrade:
        if (s.pending != Pending::TradeConfirm)
            return IllegalReason::WrongTime;
        if (a.a == kNoId)
            return IllegalReason::Ok;
        if (a.a >= s.numPlayers || a.a == p)
            return IllegalReason::BadTradeTarget;
        if (s.answers[a.a] != 1 + static_cast<int>(TradeAnswer::Accept) &&
            s.answers[a.a] != 1 + static_cast<int>(TradeAnswer::Counter))
            return IllegalReason::NoSuchAnswer;
        if (s.answers[a.a] == 1 + static_cast<int>(TradeAnswer::Counter)) {
            std::array<std::int8_t, kResourceCount> counter{};
            for (int r = 0; r < kResourceCount; ++r)
                counter[static_cast<std::size_t>(r)] = s.counters[a.a][r];
            if (!tradeValid(s, p, a.a, counter))
                return IllegalReason::NotEnoughResources;
        }
        return IllegalReason::Ok;
    default: return IllegalReason::WrongTime;
    }
}

void applyMaritime(const Rules &rules, GameState &s, const Action &a, EventSink *sink)
{
    const int p = a.player;
    const int rate = maritimeRate(rules, s, p, a.a);
    // As words (no byte borrows or carries in a legal trade), stored as the next listing
    // loads them (store5).
    const std::uint64_t delta = static_cast<std::uint64_t>(rate) << (8 * a.a);
    const std::uint64_t one = std::uint64_t{1} << (8 * a.b);
    store5(s.hand[p], load5(s.hand[p]) - delta + one);
    store5(s.bank, load5(s.bank) + delta - one);
    emit(sink, EventKind::MaritimeTraded, p, a.a, rate, a.b);
}

void applyTrade(const Rules &rules, GameState &s, const Action &a, EventSink *sink)
{
    const int p = a.player;
    switch (a.kind) {
    case ActionKind::MaritimeTrade: applyMaritime(rules, s, a, sink); break;
    case ActionKind::OfferTrade:
        s.offerOpen = true;
        s.offerTarget = a.a;
        for (int r = 0; r < kResourceCount; ++r)
            s.offer[r] = a.trade[static_cast<std::size_t>(r)];
        s.answerMask = static_cast<std::uint8_t>(a.a == kNoId ? ((1u << s.numPlayers) - 1) & ~(1u << p) : 1u << a.a);
        for (int q = 0; q < kMaxPlayers; ++q)
            s.answers[q] = 0;
        emit(sink, EventKind::TradeOffered, p, a.a);
        break;
    case ActionKind::AnswerTrade:
        s.answers[p] = static_cast<std::uint8_t>(1 + a.a);
        if (a.a == static_cast<int>(TradeAnswer::Counter))
            for (int r = 0; r < kResourceCount; ++r)
                s.counters[p][r] = a.trade[static_cast<std::size_t>(r)];
        s.answerMask = static_cast<std::uint8_t>(s.answerMask & ~(1u << p));
        emit(sink, EventKind::TradeAnswered, p, a.a);
        break;
    case ActionKind::ConfirmTrade:
        if (a.a == kNoId) {
            emit(sink, EventKind::TradeWithdrawn, p);
        } else {
            const int q = a.a;
            const bool counter = s.answers[q] == 1 + static_cast<int>(TradeAnswer::Counter);
            for (int r = 0; r < kResourceCount; ++r) {
                const int n = counter ? s.counters[q][r] : s.offer[r];
                s.hand[p][r] = static_cast<std::uint8_t>(s.hand[p][r] - n);
                s.hand[q][r] = static_cast<std::uint8_t>(s.hand[q][r] + n);
            }
            emit(sink, EventKind::TradeDone, p, q);
        }
        s.offerOpen = false;
        s.offerTarget = kNoId;
        s.answerMask = 0;
        for (int q = 0; q < kMaxPlayers; ++q) {
            s.answers[q] = 0;
            for (int r = 0; r < kResourceCount; ++r)
                s.counters[q][r] = 0;
        }
        for (int r = 0; r < kResourceCount; ++r)
            s.offer[r] = 0;
        break;
    default: break;
    }
}

} // namespace detail
} // namespace canaan
