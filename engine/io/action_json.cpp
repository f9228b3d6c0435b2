// Writes one log entry: canonical ids, keys in a fixed order.
#include "engine/io/action_json.h"

#include "engine/io/json_out.h"

namespace canaan::io {

namespace {

std::string_view resourceText(int r) { return settlers::resourceId(static_cast<settlers::Resource>(r)); }

void vertex(JsonOut &out, const settlers::Rules &rules, int v) { out.string(settlers::textId(rules.topology().vertex(v).at)); }
void edge(JsonOut &out, const settlers::Rules &rules, int e) { out.string(settlers::textId(rules.topology().edge(e).at)); }
void tile(JsonOut &out, const settlers::Rules &rules, int t) { out.string(settlers::textId(rules.topology().tile(t).at)); }

// The cards of a trade vector that one side gives: sign +1 for the entries > 0, -1 for those < 0.
void tradeSide(JsonOut &out, const std::array<std::int8_t, settlers::kResourceCount> &trade, int sign)
{
    out.beginObject();
    for (int r = 0; r < settlers::kResourceCount; ++r) {
        const int n = sign * trade[static_cast<std::size_t>(r)];
        if (n > 0)
            out.key(resourceText(r)).number(n);
    }
    out.endObject();
}

void cardArguments(JsonOut &out, const settlers::Rules &rules, const settlers::Action &a)
{
    out.key("card").string(settlers::devCardId(static_cast<settlers::DevCard>(a.a)));
    switch (static_cast<settlers::DevCard>(a.a)) {
    case settlers::DevCard::KorahsRebellion: out.key("resource").string(resourceText(a.b)); break;
    case settlers::DevCard::PlentifulLands:
        out.key("resources").beginArray().string(resourceText(a.b));
        if (a.c != settlers::kNoId)
            out.string(resourceText(a.c));
        out.endArray();
        break;
    case settlers::DevCard::Improvements:
    case settlers::DevCard::BountifulHarvest:
    case settlers::DevCard::CalebsBlessing: vertex(out.key("at"), rules, a.b); break;
    case settlers::DevCard::GibeoniteTrickery: out.key("victim").number(a.b); break;
    default: break;
    }
}

} // namespace

QByteArray actionToJson(const settlers::Rules &rules, const settlers::Action &action)
{
    JsonOut out(96);
    writeActionJson(out, rules, action);
    return out.take();
}

void writeActionJson(JsonOut &out, const settlers::Rules &rules, const settlers::Action &a)
{
    out.beginObject().key("p").number(a.player).key("do").string(settlers::actionKindId(a.kind));
    switch (a.kind) {
    case settlers::ActionKind::FirstRoll:
    case settlers::ActionKind::Dice: out.key("dice").beginArray().number(a.a).number(a.b).endArray(); break;
    case settlers::ActionKind::DrawCard: out.key("card").string(settlers::devCardId(static_cast<settlers::DevCard>(a.a))); break;
    case settlers::ActionKind::Steal:
    case settlers::ActionKind::Discard:
    case settlers::ActionKind::ChooseResource: out.key("resource").string(resourceText(a.a)); break;
    case settlers::ActionKind::SetupSettlement:
    case settlers::ActionKind::ChooseStartingSettlement:
    case settlers::ActionKind::BuildSettlement:
    case settlers::ActionKind::BuildCity: vertex(out.key("at"), rules, a.a); break;
    case settlers::ActionKind::SetupRoad:
    case settlers::ActionKind::BuildRoad: edge(out.key("at"), rules, a.a); break;
    case settlers::ActionKind::MovePlague:
        tile(out.key("hex"), rules, a.a);
        if (a.b != settlers::kNoId)
            out.key("victim").number(a.b);
        break;
    case settlers::ActionKind::BuildStone:
        if (a.a != settlers::kNoId)
            out.key("tollTo").number(a.a).key("toll").string(resourceText(a.b));
        break;
    case settlers::ActionKind::MaritimeTrade: out.key("give").string(resourceText(a.a)).key("get").string(resourceText(a.b)); break;
    case settlers::ActionKind::OfferTrade:
        if (a.a != settlers::kNoId)
            out.key("to").number(a.a);
        tradeSide(out.key("give"), a.trade, +1);
        tradeSide(out.key("get"), a.trade, -1);
        break;
    case settlers::ActionKind::AnswerTrade:
        out.key("answer").string(settlers::tradeAnswerId(static_cast<settlers::TradeAnswer>(a.a)));
        if (a.a == static_cast<int>(settlers::TradeAnswer::Counter)) { // seen from the one who counters
            tradeSide(out.key("give"), a.trade, -1);
            tradeSide(out.key("get"), a.trade, +1);
        }
        break;
    case settlers::ActionKind::ConfirmTrade:
        if (a.a != settlers::kNoId)
            out.key("with").number(a.a);
        break;
    case settlers::ActionKind::PlayCard: cardArguments(out, rules, a); break;
    case settlers::ActionKind::Roll:
    case settlers::ActionKind::BuyCard:
    case settlers::ActionKind::EndTurn: break;
    }
    out.endObject();
}

} // namespace canaan::io
