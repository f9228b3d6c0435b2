// boardEventFromJson(): one event of an `events` message back into the engine's Event (the inverse
// of boardEventText), every field checked against the map and the table's seats.
#include "net/settlers_wire.h"
#include "net/wire_reader.h"

namespace canaan::net {

namespace {

std::uint8_t byte(int value) { return std::uint8_t(value); }
// An intersection, path or hex: two bytes in the wide engine (engine/settlers/rules/limits.h).
settlers::BoardId boardId(int value) { return settlers::BoardId(value); }

} // namespace

std::optional<settlers::Event> boardEventFromJson(const settlers::Rules &rules, int numPlayers, const QJsonObject &o, const QString &place,
    QString *problem)
{
    WireReader in(rules, problem);
    const QString kindText = in.text(o, place, "e");
    const auto kind = settlers::parseEventKind(kindText.toStdString());
    if (in.ok() && !kind)
        in.fail(WireReader::member(place, "e"), WireReader::tr("not an event of the game."));
    if (!in.ok())
        return std::nullopt;
    settlers::Event e;
    e.kind = *kind;
    e.player = byte(in.seatOrNone(o, place, "p", numPlayers));
    auto number = [&](const char *key) { return byte(in.integerOrNone(o, place, key, 0, settlers::kNoId - 1)); };
    auto seat = [&](const char *key) { return byte(in.seatOrNone(o, place, key, numPlayers)); };
    auto resource = [&](const char *key) { return byte(in.resourceOrNone(o, place, key)); };
    switch (e.kind) {
    case settlers::EventKind::SettlementPlaced:
    case settlers::EventKind::CityBuilt:
        e.a = boardId(in.vertex(o.value(QLatin1String("at")), WireReader::member(place, "at")));
        break;
    case settlers::EventKind::RoadPlaced:
        e.a = boardId(in.edge(o.value(QLatin1String("at")), WireReader::member(place, "at")));
        break;
    case settlers::EventKind::PlagueMoved:
        e.a = boardId(in.tile(o.value(QLatin1String("hex")), WireReader::member(place, "hex")));
        break;
    case settlers::EventKind::ResourcesGained:
    case settlers::EventKind::Discarded:
    case settlers::EventKind::BankShortage:
    case settlers::EventKind::BlessingResourceSet:
        e.a = resource("resource");
        e.b = number("count");
        break;
    case settlers::EventKind::CardStolen:
        e.a = resource("resource");
        e.b = seat("from");
        break;
    case settlers::EventKind::CardBought:
    case settlers::EventKind::CardPlayed:
        e.a = byte(in.cardOrNone(o, place, "card"));
        if (e.kind == settlers::EventKind::CardPlayed) {
            e.b = number("b");
            e.c = number("c");
        }
        break;
    case settlers::EventKind::MonopolyTaken:
        e.a = resource("resource");
        e.b = number("count");
        e.c = seat("from");
        break;
    case settlers::EventKind::StoneAdded:
        e.b = seat("tollTo");
        e.c = resource("toll");
        break;
    case settlers::EventKind::SpecialCardChanged: {
        const auto card = enumFromId<settlers::SpecialCard>(in.text(o, place, "card"), int(settlers::SpecialCard::KingsBlessing) + 1, settlers::specialCardId);
        if (in.ok() && !card)
            in.fail(WireReader::member(place, "card"), WireReader::tr("not a special card."));
        e.a = byte(card ? int(*card) : settlers::kNoId);
        e.b = seat("holder");
        e.c = seat("before");
        break;
    }
    case settlers::EventKind::MaritimeTraded:
        e.a = resource("give");
        e.b = number("count");
        e.c = resource("get");
        break;
    case settlers::EventKind::TurnStarted: {
        const int turn = in.integer(o, place, "turn", 0, 65535);
        e.a = byte(turn & 0xFF);
        e.b = byte(turn >> 8);
        break;
    }
    case settlers::EventKind::GameEnded: {
        const auto reason = settlers::parseEndReason(in.text(o, place, "reason").toStdString());
        if (in.ok() && !reason)
            in.fail(WireReader::member(place, "reason"), WireReader::tr("not a reason for the end."));
        e.a = byte(reason ? int(*reason) : settlers::kNoId);
        e.b = byte(in.integerOrNone(o, place, "winners", 0, (1 << numPlayers) - 1));
        break;
    }
    default:
        e.a = number("a");
        e.b = number("b");
        e.c = number("c");
        break;
    }
    if (!in.ok())
        return std::nullopt;
    return e;
}

} // namespace canaan::net
