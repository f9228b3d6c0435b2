// Writes one log entry: canonical ids, keys in a fixed order.
#include "engine/io/action_json.h"

#include "engine/io/json_text.h"

#include <charconv>
#include <string>

namespace canaan::io {

namespace {

std::string_view resourceText(int r) { return resourceId(static_cast<Resource>(r)); }

// A log entry's text, written as it goes into one string: a log has thousands of entries, and a
// seat that must decide is sent each legal action as one (a list of members, each its own
// QByteArray, cost several allocations an entry). The keys come in the order they are written.
class EntryText {
public:
    EntryText() { m_text.reserve(64); }
    EntryText &key(const char *name)
    {
        m_text += m_text.empty() ? "{\"" : ",\"";
        m_text += name;
        m_text += "\":";
        return *this;
    }
    void number(int value)
    {
        char digits[12];
        m_text.append(digits, static_cast<std::size_t>(std::to_chars(digits, digits + sizeof digits, value).ptr - digits));
    }
    // An id or a name: quoted as it is when it needs no escaping, as compactJson does.
    void text(std::string_view utf8)
    {
        if (!needsNoEscaping(utf8)) {
            raw(compactJson(utf8));
            return;
        }
        m_text += '"';
        m_text += utf8;
        m_text += '"';
    }
    void raw(const QByteArray &json) { m_text.append(json.constData(), static_cast<std::size_t>(json.size())); }
    void raw(char c) { m_text += c; }
    QByteArray take()
    {
        m_text += '}';
        return QByteArray(m_text.data(), static_cast<qsizetype>(m_text.size()));
    }

private:
    std::string m_text;
};

void vertex(EntryText &out, const Rules &rules, int v) { out.text(textId(rules.topology().vertex(v).at)); }
void edge(EntryText &out, const Rules &rules, int e) { out.text(textId(rules.topology().edge(e).at)); }
void tile(EntryText &out, const Rules &rules, int t) { out.text(textId(rules.topology().tile(t).at)); }

// The cards of a trade vector that one side gives: sign +1 for the entries > 0, -1 for those < 0.
QByteArray tradeSide(const std::array<std::int8_t, kResourceCount> &trade, int sign)
{
    std::vector<JsonMember> members;
    for (int r = 0; r < kResourceCount; ++r) {
        const int n = sign * trade[static_cast<std::size_t>(r)];
        if (n > 0)
            members.emplace_back(resourceText(r).data(), compactJson(n));
    }
    return orderedObject(members);
}

void addCardArguments(const Rules &rules, const Action &a, EntryText &m)
{
    m.key("card").text(devCardId(static_cast<DevCard>(a.a)));
    switch (static_cast<DevCard>(a.a)) {
    case DevCard::KorahsRebellion: m.key("resource").text(resourceText(a.b)); break;
    case DevCard::PlentifulLands:
        m.key("resources").raw('[');
        m.text(resourceText(a.b));
        if (a.c != kNoId) {
            m.raw(',');
            m.text(resourceText(a.c));
        }
        m.raw(']');
        break;
    case DevCard::Improvements:
    case DevCard::BountifulHarvest:
    case DevCard::CalebsBlessing: vertex(m.key("at"), rules, a.b); break;
    case DevCard::GibeoniteTrickery: m.key("victim").number(a.b); break;
    default: break;
    }
}

} // namespace

QByteArray actionToJson(const Rules &rules, const Action &a)
{
    EntryText m;
    m.key("p").number(a.player);
    m.key("do").text(actionKindId(a.kind));
    switch (a.kind) {
    case ActionKind::FirstRoll:
    case ActionKind::Dice:
        m.key("dice").raw('[');
        m.number(a.a);
        m.raw(',');
        m.number(a.b);
        m.raw(']');
        break;
    case ActionKind::DrawCard: m.key("card").text(devCardId(static_cast<DevCard>(a.a))); break;
    case ActionKind::Steal:
    case ActionKind::Discard:
    case ActionKind::ChooseResource: m.key("resource").text(resourceText(a.a)); break;
    case ActionKind::SetupSettlement:
    case ActionKind::ChooseStartingSettlement:
    case ActionKind::BuildSettlement:
    case ActionKind::BuildCity: vertex(m.key("at"), rules, a.a); break;
    case ActionKind::SetupRoad:
    case ActionKind::BuildRoad: edge(m.key("at"), rules, a.a); break;
    case ActionKind::MovePlague:
        tile(m.key("hex"), rules, a.a);
        if (a.b != kNoId)
            m.key("victim").number(a.b);
        break;
    case ActionKind::BuildStone:
        if (a.a != kNoId) {
            m.key("tollTo").number(a.a);
            m.key("toll").text(resourceText(a.b));
        }
        break;
    case ActionKind::MaritimeTrade:
        m.key("give").text(resourceText(a.a));
        m.key("get").text(resourceText(a.b));
        break;
    case ActionKind::OfferTrade:
        if (a.a != kNoId)
            m.key("to").number(a.a);
        m.key("give").raw(tradeSide(a.trade, +1));
        m.key("get").raw(tradeSide(a.trade, -1));
        break;
    case ActionKind::AnswerTrade:
        m.key("answer").text(tradeAnswerId(static_cast<TradeAnswer>(a.a)));
        if (a.a == static_cast<int>(TradeAnswer::Counter)) { // seen from the one who counters
            m.key("give").raw(tradeSide(a.trade, -1));
            m.key("get").raw(tradeSide(a.trade, +1));
        }
        break;
    case ActionKind::ConfirmTrade:
        if (a.a != kNoId)
            m.key("with").number(a.a);
        break;
    case ActionKind::PlayCard: addCardArguments(rules, a, m); break;
    case ActionKind::Roll:
    case ActionKind::BuyCard:
    case ActionKind::EndTurn: break;
    }
    return m.take();
}

} // namespace canaan::io
