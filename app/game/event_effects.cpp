#include "app/game/event_effects.h"

#include "app/game/board_sounds.h"
#include "app/game/card_flights.h"
#include "app/table_kit/dice_view.h"
#include "app/game/shown_seat.h"
#include "app/sound/sound_player.h"

#include <algorithm>

namespace canaan::game {

EventEffects::EventEffects(ShownSeat &seat, tablekit::DiceView *dice, CardFlights *flights, sound::SoundPlayer *sounds,
                           Places places)
    : QObject(flights), m_seat(seat), m_dice(dice), m_flights(flights), m_sounds(sounds),
      m_places(std::move(places))
{
}

void EventEffects::show(const Event &event)
{
    if (event.kind == EventKind::DiceRolled) {
        m_dice->roll({event.a, event.b}, std::min(m_seat.table().stepDelay(), 400));
        m_lastRoll = event.a + event.b;
    } else if (event.kind == EventKind::TurnStarted) {
        m_lastRoll = 0;
    }
    if (const auto sound = soundOfEvent(event))
        m_sounds->play(*sound);
    flyCards(event);
}

void EventEffects::cueYourTurn(int seat)
{
    const GameState &state = m_seat.board(); // its public part only is read
    if (state.stage != Stage::Play || state.current != seat || state.turn == m_turnCued)
        return;
    m_turnCued = state.turn;
    m_sounds->play(sound::Sound::Turn);
}

void EventEffects::flyCards(const Event &event)
{
    // As long as a computer player's step stays on the screen, at most 0.7 s; none at Instant.
    const int ms = std::min(m_seat.table().stepDelay() * 4 / 5, 700);
    if (ms <= 0)
        return; // the event is the shown seat's, as it was told it: a card hidden from it flies face down
    flyEvent(*m_flights, m_seat.rules(), m_seat.board(), event, m_lastRoll, m_places(m_seat.viewer()), ms);
}

} // namespace canaan::game
