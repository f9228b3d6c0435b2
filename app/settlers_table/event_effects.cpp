#include "app/settlers_table/event_effects.h"

#include "app/settlers_table/settlers_sounds.h"
#include "app/settlers_table/card_flights.h"
#include "app/table_kit/dice_view.h"
#include "app/settlers_table/shown_seat.h"
#include "app/sound/sound_player.h"

#include <algorithm>

namespace canaan::settlerstable {

EventEffects::EventEffects(ShownSeat &seat, tablekit::DiceView *dice, CardFlights *flights, sound::SoundPlayer *sounds,
                           Places places)
    : QObject(flights), m_seat(seat), m_dice(dice), m_flights(flights), m_sounds(sounds),
      m_places(std::move(places))
{
}

void EventEffects::show(const settlers::Event &event)
{
    if (event.kind == settlers::EventKind::DiceRolled) {
        m_dice->roll({event.a, event.b}, std::min(m_seat.table().stepDelay(), 400));
        m_lastRoll = event.a + event.b;
    } else if (event.kind == settlers::EventKind::TurnStarted) {
        m_lastRoll = 0;
    }
    if (const auto sound = soundOfEvent(event))
        m_sounds->play(*sound);
    flyCards(event);
}

void EventEffects::cueYourTurn(int seat)
{
    const settlers::GameState &state = m_seat.board(); // its public part only is read
    if (state.stage != settlers::Stage::Play || state.current != seat || state.turn == m_turnCued)
        return;
    m_turnCued = state.turn;
    m_sounds->play(sound::Sound::Turn);
}

void EventEffects::flyCards(const settlers::Event &event)
{
    // As long as a computer player's step stays on the screen, at most 0.7 s; none at Instant.
    const int ms = std::min(m_seat.table().stepDelay() * 4 / 5, 700);
    if (ms <= 0)
        return; // the event is the shown seat's, as it was told it: a card hidden from it flies face down
    flyEvent(*m_flights, m_seat.rules(), m_seat.board(), event, m_lastRoll, m_places(m_seat.viewer()), ms);
}

} // namespace canaan::settlerstable
