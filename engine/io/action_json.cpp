// Writes one log entry: canonical ids, keys in a fixed order.
#include "engine/io/action_json.h"

#include "engine/io/json_text.h"

namespace canaan::io {

namespace {

std::string_view resourceText(int r) { return resourceId(static_cast<Resource>(r)); }

QByteArray vertexJson(const Rules &rules, int v) { return compactJson(textId(rules.topology().vertex(v).at)); }
QByteArray edgeJson(const Rules &rules, int e) { return compactJson(textId(rules.topology().edge(e).at)); }
QByteArray tileJson(const Rules &rules, int t) { return compactJson(textId(rules.topology().tile(t).at)); }

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

void addCardArguments(const Rules &rules, const Action &a, std::vector<JsonMember> &m)
{
    m.emplace_back("card", compactJson(devCardId(static_cast<DevCard>(a.a))));
    switch (static_cast<DevCard>(a.a)) {
    case DevCard::KorahsRebellion: m.emplace_back("resource", compactJson(resourceText(a.b))); break;
    case DevCard::PlentifulLands: {
        QByteArray list = '[' + compactJson(resourceText(a.b));
        if (a.c != kNoId)
            list += ',' + compactJson(resourceText(a.c));
        m.emplace_back("resources", list + ']');
        break;
    }
    case DevCard::Improvements:
    case DevCard::BountifulHarvest:
    case DevCard::CalebsBlessing: m.emplace_back("at", vertexJson(rules, a.b)); break;
    case DevCard::GibeoniteTrickery: m.emplace_back("victim", compactJson(a.b)); break;
    default: break;
    }
}

} // namespace

QByteArray actionToJson(const Rules &rules, const Action &a)
{
    std::vector<JsonMember> m{{"p", compactJson(a.player)}, {"do", compactJson(actionKindId(a.kind))}};
    switch (a.kind) {
    case ActionKind::FirstRoll:
    case ActionKind::Dice: m.emplace_back("dice", '[' + compactJson(a.a) + ',' + compactJson(a.b) + ']'); break;
    case ActionKind::DrawCard: m.emplace_back("card", compactJson(devCardId(static_cast<DevCard>(a.a)))); break;
    case ActionKind::Steal:
    case ActionKind::Discard:
    case ActionKind::ChooseResource: m.emplace_back("resource", compactJson(resourceText(a.a))); break;
    case ActionKind::SetupSettlement:
    case ActionKind::ChooseStartingSettlement:
    case ActionKind::BuildSettlement:
    case ActionKind::BuildCity: m.emplace_back("at", vertexJson(rules, a.a)); break;
    case ActionKind::SetupRoad:
    case ActionKind::BuildRoad: m.emplace_back("at", edgeJson(rules, a.a)); break;
    case ActionKind::MovePlague:
        m.emplace_back("hex", tileJson(rules, a.a));
        if (a.b != kNoId)
            m.emplace_back("victim", compactJson(a.b));
        break;
    case ActionKind::BuildStone:
        if (a.a != kNoId) {
            m.emplace_back("tollTo", compactJson(a.a));
            m.emplace_back("toll", compactJson(resourceText(a.b)));
        }
        break;
    case ActionKind::MaritimeTrade:
        m.emplace_back("give", compactJson(resourceText(a.a)));
        m.emplace_back("get", compactJson(resourceText(a.b)));
        break;
    case ActionKind::OfferTrade:
        if (a.a != kNoId)
            m.emplace_back("to", compactJson(a.a));
        m.emplace_back("give", tradeSide(a.trade, +1));
        m.emplace_back("get", tradeSide(a.trade, -1));
        break;
    case ActionKind::AnswerTrade:
        m.emplace_back("answer", compactJson(tradeAnswerId(static_cast<TradeAnswer>(a.a))));
        if (a.a == static_cast<int>(TradeAnswer::Counter)) { // seen from the one who counters
            m.emplace_back("give", tradeSide(a.trade, -1));
            m.emplace_back("get", tradeSide(a.trade, +1));
        }
        break;
    case ActionKind::ConfirmTrade:
        if (a.a != kNoId)
            m.emplace_back("with", compactJson(a.a));
        break;
    case ActionKind::PlayCard: addCardArguments(rules, a, m); break;
    case ActionKind::Roll:
    case ActionKind::BuyCard:
    case ActionKind::EndTurn: break;
    }
    return orderedObject(m);
}

} // namespace canaan::io
