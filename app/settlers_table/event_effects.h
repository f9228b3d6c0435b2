// What an event of the shown seat's stream does on the screen: the dice tumbling, its sound, the
// cards flying between the board, the bank and the players (as far as that seat was told them);
// and the "your turn" sound, once a turn, when the person at this screen is first asked. (Its
// sentence is the log's: game_log.h.)
#pragma once

#include "app/settlers_table/event_flights.h"
#include "engine/settlers/rules/events.h"

#include <QObject>
#include <functional>

namespace canaan::sound {
class SoundPlayer;
}

namespace canaan::tablekit {
class DiceView;
} // namespace canaan::tablekit

namespace canaan::settlerstable {

class CardFlights;
class ShownSeat;

class EventEffects : public QObject {
    Q_OBJECT
public:
    // Where the cards fly, for the seat shown (`viewer`, or -1).
    using Places = std::function<FlightPlaces(int viewer)>;
    EventEffects(ShownSeat &seat, tablekit::DiceView *dice, CardFlights *flights, sound::SoundPlayer *sounds, Places places);

public slots:
    void show(const canaan::settlers::Event &event);
    // A person at this screen is asked for `seat`.
    void cueYourTurn(int seat);

private:
    void flyCards(const settlers::Event &event);

    ShownSeat &m_seat;
    tablekit::DiceView *m_dice;
    CardFlights *m_flights;
    sound::SoundPlayer *m_sounds;
    Places m_places;
    int m_turnCued = 0; // the turn whose "your turn" was heard
    int m_lastRoll = 0; // the dice total of this turn's roll, for the hexes a production flies from
};

} // namespace canaan::settlerstable
