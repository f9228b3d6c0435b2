// Which cards fly where for one event, as the seat at the screen may see it (the event already passed
// through eventSeenBy: a stolen card's resource hidden from the others flies face down). Production
// leaves the hexes that paid it (the last roll's number, the resource's terrain, not the Plague's);
// other gains, discards and bank trades go to or from the bank; steals, Korah's Rebellion and trades
// between the players.
#pragma once

#include "app/settlers_table/card_flights.h"
#include "engine/settlers/rules/engine.h"

#include <functional>

namespace canaan::settlerstable {

struct FlightPlaces {
    std::function<QPoint(int tile)> hex;  // a hex's centre
    std::function<QPoint(int seat)> seat; // a player's place (the hand for the seat at the screen)
    QPoint bank;
};

// lastRoll: the dice total of the action being shown, or 0. ms: each card's flight (0: none).
void flyEvent(CardFlights &flights, const settlers::Rules &rules, const settlers::GameState &state, const settlers::Event &seen, int lastRoll,
              const FlightPlaces &places, int ms);

} // namespace canaan::settlerstable
