#include "net/settlers_wire.h"

#include "engine/settlers/board/terrain.h"
#include "engine/settlers/rules/action.h"
#include "engine/io/json_out.h"
#include "engine/settlers/options/cards.h"

#include <algorithm>
#include <array>

namespace canaan::net {

namespace {

std::string_view resourceText(int r) { return settlers::resourceId(settlers::Resource(r)); }

// Ids in the order QJsonObject keeps its keys (sorted), so the text is the bytes it would write.
template <int Count, class IdOf>
std::array<int, Count> sortedById(IdOf idOf)
{
    std::array<int, Count> order;
    for (int i = 0; i < Count; ++i)
        order[size_t(i)] = i;
    std::sort(order.begin(), order.end(), [&](int a, int b) { return idOf(a) < idOf(b); });
    return order;
}

const std::array<int, settlers::kResourceCount> &resourcesById()
{
    static const auto order = sortedById<settlers::kResourceCount>(resourceText);
    return order;
}

const std::array<int, settlers::kDevCardCount> &cardsById()
{
    static const auto order = sortedById<settlers::kDevCardCount>([](int c) { return settlers::devCardId(settlers::DevCard(c)); });
    return order;
}

void seatOrNull(io::JsonOut &out, int seat) { out.numberOrNull(seat, settlers::kNoId); }

void resourceOrNull(io::JsonOut &out, int r)
{
    if (r == settlers::kNoId || r >= settlers::kResourceCount)
        out.null();
    else
        out.string(resourceText(r));
}

void vertex(io::JsonOut &out, const settlers::Rules &rules, int v) { out.string(settlers::textId(rules.topology().vertex(v).at)); }
void edge(io::JsonOut &out, const settlers::Rules &rules, int e) { out.string(settlers::textId(rules.topology().edge(e).at)); }
void tile(io::JsonOut &out, const settlers::Rules &rules, int t) { out.string(settlers::textId(rules.topology().tile(t).at)); }

// Every resource with its count, zeros too.
void resourceCounts(io::JsonOut &out, const std::uint8_t (&counts)[settlers::kResourceCount])
{
    out.beginObject();
    for (const int r : resourcesById())
        out.key(resourceText(r)).number(counts[r]);
    out.endObject();
}

// The cards held, without the kinds of which none.
void cardCounts(io::JsonOut &out, const std::uint8_t (&counts)[settlers::kDevCardCount])
{
    out.beginObject();
    for (const int c : cardsById()) {
        if (counts[c])
            out.key(settlers::devCardId(settlers::DevCard(c))).number(counts[c]);
    }
    out.endObject();
}

void seatList(io::JsonOut &out, int mask, int numPlayers)
{
    out.beginArray();
    for (int p = 0; p < numPlayers; ++p) {
        if (mask & (1 << p))
            out.number(p);
    }
    out.endArray();
}

// One side of a trade: the resources with sign +1 (given) or -1 (got) in the trade vector.
void tradeSide(io::JsonOut &out, const std::int8_t (&trade)[settlers::kResourceCount], int sign)
{
    out.beginObject();
    for (const int r : resourcesById()) {
        if (sign * trade[r] > 0)
            out.key(resourceText(r)).number(sign * trade[r]);
    }
    out.endObject();
}

// The members "get" and "give" of a trade.
void tradeMembers(io::JsonOut &out, const std::int8_t (&trade)[settlers::kResourceCount])
{
    tradeSide(out.key("get"), trade, -1);
    tradeSide(out.key("give"), trade, +1);
}

template <class Bits>
void pieces(io::JsonOut &out, const settlers::Rules &rules, const Bits &held, int count, void (*write)(io::JsonOut &, const settlers::Rules &, int))
{
    out.beginArray();
    for (int i = 0; i < count; ++i) {
        if (held.test(i))
            write(out, rules, i);
    }
    out.endArray();
}

SettlersPlayerFacts playerFacts(const settlers::SeatView &view, int p)
{
    const settlers::GameState &s = view.board;
    SettlersPlayerFacts f;
    f.cities = s.cities[p];
    f.settlements = s.settlements[p];
    f.roads = s.roads[p];
    std::copy(std::begin(s.counters[p]), std::end(s.counters[p]), f.counter);
    f.answer = s.answers[p];
    f.cards = view.handCount[p];
    f.devCards = view.devCount[p];
    f.copperOwed = s.copperOwed[p];
    f.discardOwed = s.discardOwed[p];
    f.firstRoll = s.firstRolls[p];
    f.longestRoad = s.longestRoad[p];
    f.playedVp = s.playedVp[p];
    f.priests = s.playedPriests[p];
    f.stones = s.stones[p];
    f.citiesLeft = s.citiesLeft[p];
    f.roadsLeft = s.roadsLeft[p];
    f.settlementsLeft = s.settlementsLeft[p];
    f.stonesLeft = s.stonesLeft[p];
    f.vp = s.vp[p];
    return f;
}

void player(io::JsonOut &out, const settlers::Rules &rules, const SettlersPlayerFacts &f)
{
    const int vertices = int(rules.topology().vertices().size());
    out.beginObject();
    if (f.answer)
        out.key("answer").string(settlers::tradeAnswerId(settlers::TradeAnswer(f.answer - 1)));
    out.key("cards").number(f.cards);
    pieces(out.key("cities"), rules, f.cities, vertices, vertex);
    out.key("copperOwed").number(f.copperOwed);
    if (std::any_of(std::begin(f.counter), std::end(f.counter), [](std::int8_t n) { return n != 0; })) {
        out.key("counter").beginObject();
        tradeMembers(out, f.counter);
        out.endObject();
    }
    out.key("devCards").number(f.devCards);
    out.key("discardOwed").number(f.discardOwed);
    out.key("firstRoll").number(f.firstRoll);
    out.key("longestRoad").number(f.longestRoad);
    out.key("playedVp").number(f.playedVp);
    out.key("priests").number(f.priests);
    pieces(out.key("roads"), rules, f.roads, int(rules.topology().edges().size()), edge);
    pieces(out.key("settlements"), rules, f.settlements, vertices, vertex);
    out.key("stones").number(f.stones);
    out.key("supply").beginObject();
    out.key("cities").number(f.citiesLeft);
    out.key("roads").number(f.roadsLeft);
    out.key("settlements").number(f.settlementsLeft);
    out.key("stones").number(f.stonesLeft);
    out.endObject();
    out.key("vp").number(f.vp);
    out.endObject();
}

// What the game waits for in detail: the engine's bookkeeping of the set-up, the turn and the
// choices still owed, all public.
void flow(io::JsonOut &out, const settlers::Rules &rules, const settlers::GameState &s)
{
    out.beginObject();
    out.key("blessingChoice").boolean(s.blessingChoice);
    out.key("caravan").boolean(s.caravan);
    out.key("cardPlayed").boolean(s.cardPlayed);
    seatList(out.key("deborah"), s.deborahMask, s.numPlayers);
    out.key("dicePending").boolean(s.dicePending);
    out.key("drawPending").boolean(s.drawPending);
    out.key("firstPlayer").number(s.firstPlayer);
    seatList(out.key("firstRolling"), s.firstRollMask, s.numPlayers);
    out.key("freeRoads").number(s.freeRoads);
    out.key("jerusalemComplete").boolean(s.jerusalemComplete);
    out.key("plagueMove").boolean(s.plagueMove);
    out.key("rolled").boolean(s.rolled);
    out.key("setupAt");
    if (s.setupVertex == settlers::kNoBoardId)
        out.null();
    else
        vertex(out, rules, s.setupVertex);
    out.key("setupStep").number(s.setupStep);
    out.key("startingStep").number(s.startingStep);
    seatOrNull(out.key("stealFrom"), s.stealVictim);
    out.key("steals").number(s.stealCount);
    out.key("tradeClosed").boolean(s.tradeClosed);
    out.endObject();
}

} // namespace

namespace {

// The text `write` makes of a member's value.
template <class Write>
QByteArray memberText(Write write, size_t reserve)
{
    io::JsonOut out(reserve); // most members are a few bytes: held in the string itself (reserve 0)
    write(out);
    return out.take();
}

// Adds a view's members: each its key (a literal, not copied) and the text `write` makes of its
// value, taken from the last view's members (`last`, null for none) when it came out the same, as
// most do: an unchanged member then costs no new text, and compares with the last by its pointer.
class MemberAdder {
public:
    MemberAdder(ViewMembers &members, const ViewMembers *last) : m_members(members), m_last(last) {}

    template <class Write>
    void operator()(const char *key, Write write, size_t reserve = 0)
    {
        io::JsonOut out(reserve); // most members are a few bytes: held in the string itself (reserve 0)
        write(out);
        QByteArray name = literal(key);
        const ViewMember *was = lastMember(name);
        const bool same = was && was->items.isEmpty() && std::string_view(was->value.constData(), size_t(was->value.size())) == out.view();
        m_members.add(std::move(name), same ? was->value : out.take());
    }
    // A member kept element by element (the players): the last one whole when its elements are the
    // same texts (the players' cache gives the same texts for players whose facts did not change).
    void items(const char *key, QList<QByteArray> items)
    {
        QByteArray name = literal(key);
        const ViewMember *was = lastMember(name);
        const bool same = was && was->items.size() == items.size()
            && std::equal(items.begin(), items.end(), was->items.begin(),
                          [](const QByteArray &a, const QByteArray &b) { return a.constData() == b.constData(); });
        if (same)
            m_members.add(*was);
        else
            m_members.addItems(std::move(name), std::move(items));
    }

private:
    static QByteArray literal(const char *key) { return QByteArray::fromRawData(key, qsizetype(std::char_traits<char>::length(key))); }

    const ViewMember *lastMember(const QByteArray &key)
    {
        if (!m_last)
            return nullptr;
        // The keys are the same literals in the same order: the last view's member is the next
        // one, or the one after when the last had a member this one has not (an offer, say).
        const std::vector<ViewMember> &last = m_last->members();
        for (size_t i = m_next; i < last.size() && i < m_next + 2; ++i) {
            if (last[i].key.constData() == key.constData()) {
                m_next = i + 1;
                return &last[i];
            }
        }
        return nullptr;
    }

    ViewMembers &m_members;
    const ViewMembers *m_last;
    size_t m_next = 0;
};

} // namespace

SettlersViewText::SettlersViewText(const settlers::Rules &rules, const settlers::SeatView &shared, int logLength, SettlersPlayerCache *cache)
    : m_cache(cache)
{
    const settlers::GameState &s = shared.board;
    auto members = std::make_shared<ViewMembers>();
    ViewMembers &m = *members;
    m.reserve(24); // its members: a vector grown one by one was reallocated five times
    MemberAdder addMember(m, cache ? cache->shared.get() : nullptr);
    addMember("bank", [&](io::JsonOut &out) { resourceCounts(out, s.bank); }, 96);
    addMember("blackStones", [&](io::JsonOut &out) { out.number(s.blackStones); });
    addMember("blessing", [&](io::JsonOut &out) { resourceOrNull(out, s.blessingResource); });
    addMember("blessingHolder", [&](io::JsonOut &out) { seatOrNull(out, s.blessingHolder); });
    addMember("current", [&](io::JsonOut &out) { out.number(s.current); });
    addMember("deck", [&](io::JsonOut &out) { out.number(shared.deckCount); });
    addMember("dice", [&](io::JsonOut &out) { out.beginArray().number(s.dice[0]).number(s.dice[1]).endArray(); });
    if (s.isOver())
        addMember("endReason", [&](io::JsonOut &out) { out.string(settlers::endReasonId(s.endReason)); });
    addMember("flow", [&](io::JsonOut &out) { flow(out, rules, s); }, 512);
    addMember("log", [&](io::JsonOut &out) { out.number(logLength); });
    addMember("longestRoadHolder", [&](io::JsonOut &out) { seatOrNull(out, s.longestRoadHolder); });
    addMember("newCards", [&](io::JsonOut &out) { out.number(shared.devNewCount); });
    if (s.offerOpen) {
        addMember("offer", [&](io::JsonOut &out) {
            out.beginObject();
            seatList(out.key("awaiting"), s.answerMask, s.numPlayers);
            tradeMembers(out, s.offer);
            seatOrNull(out.key("to"), s.offerTarget);
            out.endObject();
        });
    }
    addMember("pending", [&](io::JsonOut &out) { out.string(settlers::pendingId(s.pending)); });
    addMember("pendingPlayer", [&](io::JsonOut &out) { seatOrNull(out, s.pendingPlayer); });
    addMember("plague", [&](io::JsonOut &out) {
        if (s.plagueTile == settlers::kNoBoardId)
            out.null();
        else
            tile(out, rules, s.plagueTile);
    });
    QList<QByteArray> players;
    for (int p = 0; p < s.numPlayers; ++p) {
        const SettlersPlayerFacts facts = playerFacts(shared, p);
        if (cache && !cache->texts[p].isEmpty() && cache->facts[p] == facts) {
            players.push_back(cache->texts[p]);
            continue;
        }
        io::JsonOut out(512);
        player(out, rules, facts);
        players.push_back(out.take());
        if (cache) {
            cache->facts[p] = facts;
            cache->texts[p] = players.back();
        }
    }
    addMember.items("players", std::move(players));
    addMember("priestsHolder", [&](io::JsonOut &out) { seatOrNull(out, s.priestsHolder); });
    addMember("stage", [&](io::JsonOut &out) { out.string(settlers::stageId(s.stage)); });
    addMember("turn", [&](io::JsonOut &out) { out.number(s.turn); });
    if (s.isOver())
        addMember("winners", [&](io::JsonOut &out) { seatList(out, s.winners, s.numPlayers); });
    m_shared = std::move(members);
    if (cache)
        cache->shared = m_shared;
}

namespace {

SettlersOwnFacts ownFacts(const settlers::SeatView &own)
{
    const settlers::GameState &s = own.board;
    SettlersOwnFacts f;
    std::copy(std::begin(own.hiddenDevCards), std::end(own.hiddenDevCards), f.hiddenDevCards);
    std::copy(std::begin(own.hiddenResources), std::end(own.hiddenResources), f.hiddenResources);
    if (own.isSpectator())
        return f;
    f.seat = own.seat;
    f.bought = s.current == own.seat;
    if (f.bought)
        std::copy(std::begin(s.devNew), std::end(s.devNew), f.devNew);
    std::copy(std::begin(s.devHand[own.seat]), std::end(s.devHand[own.seat]), f.devHand);
    std::copy(std::begin(s.hand[own.seat]), std::end(s.hand[own.seat]), f.hand);
    return f;
}

template <size_t N>
bool sameCounts(const std::uint8_t (&a)[N], const std::uint8_t (&b)[N])
{
    return std::equal(std::begin(a), std::end(a), std::begin(b));
}

// A seat's own members. `texts` holds those written from the facts `was` (none when null): a
// member whose facts are the same is taken from there, the others are written again into it.
ViewMembers ownMembers(const SettlersOwnFacts &f, const SettlersOwnFacts *was, SettlersOwnTexts &texts)
{
    const bool seated = f.seat != settlers::kNoId;
    if (!was || was->bought != f.bought || !sameCounts(was->devNew, f.devNew))
        texts.bought = f.bought ? memberText([&](io::JsonOut &out) { cardCounts(out, f.devNew); }, 128) : QByteArray();
    if (!was || was->seat != f.seat || !sameCounts(was->devHand, f.devHand))
        texts.cards = seated ? memberText([&](io::JsonOut &out) { cardCounts(out, f.devHand); }, 128) : QByteArray();
    if (!was || was->seat != f.seat || !sameCounts(was->hand, f.hand))
        texts.hand = seated ? memberText([&](io::JsonOut &out) { resourceCounts(out, f.hand); }, 96) : QByteArray();
    if (!was || !sameCounts(was->hiddenDevCards, f.hiddenDevCards) || !sameCounts(was->hiddenResources, f.hiddenResources)) {
        texts.hidden = memberText([&](io::JsonOut &out) {
            out.beginObject();
            cardCounts(out.key("cards"), f.hiddenDevCards);
            resourceCounts(out.key("resources"), f.hiddenResources);
            out.endObject();
        }, 256);
    }
    if (!was || was->seat != f.seat)
        texts.seat = memberText([&](io::JsonOut &out) { out.number(seated ? int(f.seat) : -1); }, 0);
    ViewMembers mine; // in key order: bought, cards, hand, hidden, seat
    mine.reserve(5);
    auto add = [&mine](const char *key, const QByteArray &text) {
        if (!text.isEmpty())
            mine.add(QByteArray::fromRawData(key, qsizetype(std::char_traits<char>::length(key))), text);
    };
    add("bought", texts.bought);
    add("cards", texts.cards);
    add("hand", texts.hand);
    add("hidden", texts.hidden);
    add("seat", texts.seat);
    return mine;
}

} // namespace

std::shared_ptr<const ViewMembers> SettlersViewText::ownOf(const settlers::SeatView &own) const
{
    const SettlersOwnFacts facts = ownFacts(own);
    if (!m_cache) {
        SettlersOwnTexts texts;
        return std::make_shared<const ViewMembers>(ownMembers(facts, nullptr, texts));
    }
    const size_t slot = own.isSpectator() ? size_t(settlers::kMaxPlayers) : size_t(own.seat);
    std::shared_ptr<const ViewMembers> &kept = m_cache->own[slot];
    if (!kept || !(m_cache->ownFacts[slot] == facts)) {
        kept = std::make_shared<const ViewMembers>(ownMembers(facts, kept ? &m_cache->ownFacts[slot] : nullptr, m_cache->ownTexts[slot]));
        m_cache->ownFacts[slot] = facts;
    }
    return kept;
}

QByteArray boardViewText(const settlers::Rules &rules, const settlers::SeatView &view, int logLength)
{
    return SettlersViewText(rules, view, logLength).of(view);
}

QByteArray boardEventText(const settlers::Rules &rules, const settlers::Event &e)
{
    // Each kind's keys in sorted order around "e" and "p".
    io::JsonOut out;
    out.beginObject();
    auto number = [&out](const char *key, int value) { out.key(key).numberOrNull(value, settlers::kNoId); };
    auto kind = [&] { out.key("e").string(settlers::eventKindId(e.kind)); };
    auto seat = [&] { seatOrNull(out.key("p"), e.player); };
    switch (e.kind) {
    case settlers::EventKind::SettlementPlaced:
    case settlers::EventKind::CityBuilt:
    case settlers::EventKind::RoadPlaced:
        (e.kind == settlers::EventKind::RoadPlaced ? edge : vertex)(out.key("at"), rules, e.a);
        kind();
        seat();
        break;
    case settlers::EventKind::PlagueMoved:
        kind();
        tile(out.key("hex"), rules, e.a);
        seat();
        break;
    case settlers::EventKind::ResourcesGained:
    case settlers::EventKind::Discarded:
    case settlers::EventKind::BankShortage:
    case settlers::EventKind::BlessingResourceSet:
        number("count", e.b);
        kind();
        seat();
        resourceOrNull(out.key("resource"), e.a);
        break;
    case settlers::EventKind::CardStolen:
        kind();
        number("from", e.b);
        seat();
        resourceOrNull(out.key("resource"), e.a); // null unless thief or victim
        break;
    case settlers::EventKind::CardBought:
    case settlers::EventKind::CardPlayed:
        if (e.kind == settlers::EventKind::CardPlayed) { // the card's arguments, as in its action
            number("b", e.b);
            number("c", e.c);
        }
        out.key("card");
        if (e.a < settlers::kDevCardCount)
            out.string(settlers::devCardId(settlers::DevCard(e.a)));
        else
            out.null();
        kind();
        seat();
        break;
    case settlers::EventKind::MonopolyTaken:
        number("count", e.b);
        kind();
        number("from", e.c);
        seat();
        resourceOrNull(out.key("resource"), e.a);
        break;
    case settlers::EventKind::StoneAdded:
        kind();
        seat();
        resourceOrNull(out.key("toll"), e.c);
        number("tollTo", e.b);
        break;
    case settlers::EventKind::SpecialCardChanged:
        number("before", e.c);
        out.key("card").string(settlers::specialCardId(settlers::SpecialCard(e.a)));
        kind();
        number("holder", e.b);
        seat();
        break;
    case settlers::EventKind::MaritimeTraded:
        number("count", e.b);
        kind();
        resourceOrNull(out.key("get"), e.c);
        resourceOrNull(out.key("give"), e.a);
        seat();
        break;
    case settlers::EventKind::TurnStarted:
        kind();
        seat();
        out.key("turn").number(e.a + 256 * e.b);
        break;
    case settlers::EventKind::GameEnded:
        kind();
        seat();
        out.key("reason").string(settlers::endReasonId(settlers::EndReason(e.a)));
        number("winners", e.b);
        break;
    default: // the rest carry their arguments as numbers (docs/engine.md's event list)
        number("a", e.a);
        number("b", e.b);
        number("c", e.c);
        kind();
        seat();
        break;
    }
    out.endObject();
    return out.take();
}

} // namespace canaan::net
