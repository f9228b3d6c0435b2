// Writes one log entry: canonical ids, keys in a fixed order.
#include "engine/io/action_json.h"

#include "engine/io/json_out.h"

namespace canaan::io {

namespace {

std::string_view resourceText(int r) { return resourceId(static_cast<Resource>(r)); }

void vertex(JsonOut &out, const Rules &rules, int v) { out.string(textId(rules.topology().vertex(v).at)); }
void edge(JsonOut &out, const Rules &rules, int e) { out.string(textId(rules.topology().edge(e).at)); }
void tile(JsonOut &out, const Rules &rules, int t) { out.string(textId(rules.topology().tile(t).at)); }

// The cards of a trade vector that one side gives: sign +1 for the entries > 0, -1 for those < 0.
void tradeSide(JsonOut &out, const std::array<std::int8_t, kResourceCount> &trade, int sign)
{
    out.beginObject();
    for (int r = 0; r < kResourceCount; ++r) {
        const int n = sign * trade[static_cast<std::size_t>(r)];
        if (n > 0)
            out.key(resourceText(r)).number(n);
    }
    out.endObject();
}

void cardArguments(JsonOut &out, const Rules &rules, const Action &a)
{
    out.key("card").string(devCardId(static_cast<DevCard>(a.a)));
    switch (static_cast<DevCard>(a.a)) {
    case DevCard::KorahsRebellion: out.key("resource").string(resourceText(a.b)); break;
    case DevCard::PlentifulLands:
        out.key("resources").beginArray().string(resourceText(a.b));
        if (a.c != kNoId)
            out.string(resourceText(a.c));
        out.endArray();
        break;
    case DevCard::Improvements:
    case DevCard::BountifulHarvest:
    case DevCard::CalebsBlessing: vertex(out.key("at"), rules, a.b); break;
    case DevCard::GibeoniteTrickery: out.key("victim").number(a.b); break;
    default: break;
    }
}

} // namespace

QByteArray actionToJson(const Rules &rules, const Action &a)
{
    JsonOut out(96);
    out.beginObject().key("p").number(a.player).key("do").string(actionKindId(a.kind));
    switch (a.kind) {
    case ActionKind::FirstRoll:
    case ActionKind::Dice: out.key("dice").beginArray().number(a.a).number(a.b).endArray(); break;
    case ActionKind::DrawCard: out.key("card").string(devCardId(static_cast<DevCard>(a.a))); break;
    case ActionKind::Steal:
    case ActionKind::Discard:
    case ActionKind::ChooseResource: out.key("resource").string(resourceText(a.a)); break;
    case ActionKind::SetupSettlement:
    case ActionKind::ChooseStartingSettlement:
    case ActionKind::BuildSettlement:
    case ActionKind::BuildCity: vertex(out.key("at"), rules, a.a); break;
    case ActionKind::SetupRoad:
    case ActionKind::BuildRoad: edge(out.key("at"), rules, a.a); break;
    case ActionKind::MovePlague:
        tile(out.key("hex"), rules, a.a);
        if (a.b != kNoId)
            out.key("victim").number(a.b);
        break;
    case ActionKind::BuildStone:
        if (a.a != kNoId)
            out.key("tollTo").number(a.a).key("toll").string(resourceText(a.b));
        break;
    case ActionKind::MaritimeTrade: out.key("give").string(resourceText(a.a)).key("get").string(resourceText(a.b)); break;
    case ActionKind::OfferTrade:
        if (a.a != kNoId)
            out.key("to").number(a.a);
        tradeSide(out.key("give"), a.trade, +1);
        tradeSide(out.key("get"), a.trade, -1);
        break;
    case ActionKind::AnswerTrade:
        out.key("answer").string(tradeAnswerId(static_cast<TradeAnswer>(a.a)));
        if (a.a == static_cast<int>(TradeAnswer::Counter)) { // seen from the one who counters
            tradeSide(out.key("give"), a.trade, -1);
            tradeSide(out.key("get"), a.trade, +1);
        }
        break;
    case ActionKind::ConfirmTrade:
        if (a.a != kNoId)
            out.key("with").number(a.a);
        break;
    case ActionKind::PlayCard: cardArguments(out, rules, a); break;
    case ActionKind::Roll:
    case ActionKind::BuyCard:
    case ActionKind::EndTurn: break;
    }
    return out.endObject().take();
}

} // namespace canaan::io
