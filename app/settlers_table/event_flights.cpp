#include "app/settlers_table/event_flights.h"

#include "engine/settlers/board/terrain.h"
#include "app/settlers_table/dialogs/dialog_text.h"

#include <QPainter>

namespace canaan::settlerstable {

namespace {

constexpr int kCardSize = 36;
constexpr int kStagger = 90; // ms between the cards of one event

QPixmap faceOf(int resource)
{
    if (resource >= 0 && resource < settlers::kResourceCount)
        return DialogText::resourceIcon(resource).pixmap(kCardSize, kCardSize);
    // Face down: what the seat at the screen may not know.
    static const QPixmap back = [] {
        QPixmap p(kCardSize, kCardSize);
        p.fill(Qt::transparent);
        QPainter painter(&p);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(QColor(0xf0, 0xe0, 0xb0), 2));
        painter.setBrush(QColor(0x7a, 0x2e, 0x1e));
        painter.drawRoundedRect(QRectF(1, 1, kCardSize - 2, kCardSize - 2), 4, 4);
        return p;
    }();
    return back;
}

// The hexes that paid `player` this `roll` in `resource`.
std::vector<int> payingHexes(const settlers::Rules &rules, const settlers::GameState &state, int player, int resource, int roll)
{
    std::vector<int> hexes;
    for (int t = 0; t < rules.tileCount(); ++t) {
        const settlers::TileInfo &tile = rules.tile(t);
        const auto produced = settlers::resourceOf(tile.terrain);
        if (tile.number != roll || t == state.plagueTile || !produced || static_cast<int>(*produced) != resource)
            continue;
        for (const settlers::BoardId v : tile.vertices)
            if (v != settlers::kNoBoardId && state.ownerAt(v) == player) {
                hexes.push_back(t);
                break;
            }
    }
    return hexes;
}

void several(CardFlights &flights, int count, int resource, QPoint from, QPoint to, int ms, int firstDelay = 0)
{
    for (int i = 0; i < count; ++i)
        flights.fly(faceOf(resource), from, to, ms, firstDelay + i * kStagger);
}

} // namespace

void flyEvent(CardFlights &flights, const settlers::Rules &rules, const settlers::GameState &state, const settlers::Event &e, int lastRoll,
              const FlightPlaces &places, int ms)
{
    if (ms <= 0)
        return;
    const int r = e.a == settlers::kNoId ? -1 : e.a;
    switch (e.kind) {
    case settlers::EventKind::ResourcesGained: {
        const std::vector<int> hexes = lastRoll > 0 ? payingHexes(rules, state, e.player, r, lastRoll) : std::vector<int>{};
        if (hexes.empty()) {
            several(flights, e.b, r, places.bank, places.seat(e.player), ms);
            break;
        }
        for (int i = 0; i < e.b; ++i) // a city's two cards from its hex, one after the other
            flights.fly(faceOf(r), places.hex(hexes[static_cast<std::size_t>(i) % hexes.size()]), places.seat(e.player), ms,
                        i * kStagger);
        break;
    }
    case settlers::EventKind::Discarded: several(flights, 1, r, places.seat(e.player), places.bank, ms); break;
    case settlers::EventKind::CardStolen:
        if (e.b != settlers::kNoId)
            several(flights, 1, r, places.seat(e.b), places.seat(e.player), ms);
        break;
    case settlers::EventKind::MonopolyTaken: several(flights, e.b, r, places.seat(e.c), places.seat(e.player), ms); break;
    case settlers::EventKind::MaritimeTraded:
        several(flights, e.b, r, places.seat(e.player), places.bank, ms);
        several(flights, 1, e.c, places.bank, places.seat(e.player), ms, e.b * kStagger);
        break;
    case settlers::EventKind::TradeDone: // the state no longer holds the terms: one card each way stands for them
        several(flights, 1, -1, places.seat(e.player), places.seat(e.a), ms);
        several(flights, 1, -1, places.seat(e.a), places.seat(e.player), ms);
        break;
    default: break;
    }
}

} // namespace canaan::settlerstable
