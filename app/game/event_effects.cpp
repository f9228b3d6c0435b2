#include "app/game/event_effects.h"

#include "app/game/board_sounds.h"
#include "app/game/card_flights.h"
#include "app/table_kit/dice_view.h"
#include "app/game/event_text.h"
#include "app/game/game_log.h"
#include "app/game/shown_seat.h"
#include "app/sound/sound_player.h"

#include <algorithm>

namespace canaan::game {

EventEffects::EventEffects(ShownSeat &seat, GameLog *log, tablekit::DiceView *dice, CardFlights *flights,
                           sound::SoundPlayer *sounds, Places places)
    : QObject(flights), m_seat(seat), m_log(log), m_dice(dice), m_flights(flights), m_sounds(sounds),
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
    TradeTerms terms{};
    if (event.kind == EventKind::TradeOffered) { // the state holds the offer just made
        const GameState state = m_seat.board();
        for (int r = 0; r < kResourceCount; ++r)
            terms[static_cast<std::size_t>(r)] = state.offer[r];
    }
    m_log->addEvent(event, terms);
}

void EventEffects::cueYourTurn(int seat)
{
    const GameState state = m_seat.board(); // its public part only is read
    if (state.stage != Stage::Play || state.current != seat || state.turn == m_turnCued)
        return;
    m_turnCued = state.turn;
    m_sounds->play(sound::Sound::Turn);
}

void EventEffects::flyCards(const Event &event)
{
    // As long as a computer player's step stays on the screen, at most 0.7 s; none at Instant.
    const int ms = std::min(m_seat.table().stepDelay() * 4 / 5, 700);
    const int viewer = m_seat.viewer();
    const std::optional<Event> told = eventSeenBy(event, viewer >= 0 ? viewer : kNoId);
    if (ms <= 0 || !told)
        return;
    flyEvent(*m_flights, m_seat.rules(), m_seat.board(), *told, m_lastRoll, m_places(viewer), ms);
}

} // namespace canaan::game
