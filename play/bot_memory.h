// A computer player that joins a match already under way (a resumed save, or a seat taken over)
// remembers the public events a player in its seat would have seen: the match's log is played
// again from a new game and each action is shown to the bot through its seat's views and the
// events that seat may see, as if it had watched from the start (engine/settlers/ai/hand_tracker.h).
//
// `canaan-cli decide` (docs/bot-protocol.md) goes one step further: the bot also takes its own
// seat's earlier decisions again (OwnDecisions::Retake), so its random numbers and its memory of
// the turn end as those of the bot that played the game, and it decides what that bot decided.
#pragma once

#include <cstddef>
#include <type_traits>
#include <vector>

namespace canaan::play {

// What the bot does at its own seat's earlier decisions while it is shown a log.
enum class OwnDecisions {
    Watch,  // nothing: it only watches (a bot seated on a resumed save, as the host does)
    Retake, // it decides again, as the bot that played them did; the log's action is applied
            // whatever it chose
};

// One bot at one seat, shown a game's log action by action from a new game.
template <class Game>
class SeatReplay {
public:
    using Action = typename Game::Action;
    static_assert(std::is_same_v<typename Game::BotInput, typename Game::View>,
                  "a bot shown a log outside a host decides from its seat's view");

    SeatReplay(typename Game::Bot &bot, typename Game::Context context, int seats, int seat, OwnDecisions own)
        : m_bot(bot), m_context(std::move(context)), m_state(Game::newGame(m_context, seats)), m_seat(seat), m_own(own),
          m_observes(Game::botObserves(bot))
    {
    }

    const typename Game::State &state() const { return m_state; }
    const typename Game::Context &context() const { return m_context; }
    int seat() const { return m_seat; }
    // How many actions of the log it was shown.
    std::size_t shown() const { return m_shown; }
    // Whether the state waits for this seat's decision.
    bool seatDecides() const
    {
        return !Game::isOver(m_state) && !Game::isChancePending(m_state) && Game::decidingSeat(m_state) == m_seat;
    }

    // The next action of the log (legal: the caller checked the log).
    void show(const Action &action)
    {
        if (m_own == OwnDecisions::Retake && seatDecides() && m_decidedAt != m_shown)
            (void)decideHere();
        m_events.clear();
        if (!m_observes) {
            Game::apply(m_context, m_state, action, m_events);
        } else {
            const typename Game::View before = Game::viewOf(m_context, m_state, m_seat);
            Game::apply(m_context, m_state, action, m_events);
            m_seen.clear();
            for (const typename Game::Event &e : m_events)
                if (auto visible = Game::eventSeenBy(m_state, e, m_seat))
                    m_seen.push_back(*visible);
            Game::botObserve(m_bot, before, Game::viewOf(m_context, m_state, m_seat), m_seen);
        }
        ++m_shown;
    }

    // The bot's decision now (seatDecides() must hold). With Retake, the log's next action is not
    // decided again when shown: this was that decision.
    Action decide()
    {
        m_decidedAt = m_shown;
        return decideHere();
    }

private:
    Action decideHere()
    {
        return Game::botDecide(m_bot, m_context, Game::viewOf(m_context, m_state, m_seat),
                               Game::legalActions(m_context, m_state));
    }

    typename Game::Bot &m_bot;
    typename Game::Context m_context;
    typename Game::State m_state;
    int m_seat;
    OwnDecisions m_own;
    bool m_observes;
    std::size_t m_shown = 0;
    std::size_t m_decidedAt = static_cast<std::size_t>(-1); // where decide() was asked, if anywhere
    std::vector<typename Game::Event> m_events, m_seen;
};

// Seated in a match under way, the bot watches its log (as the host seats one on a resumed save).
template <class Game>
void showHistoryToBot(typename Game::Bot &bot, const typename Game::Context &context, int seats, int seat,
                      const std::vector<typename Game::Action> &log)
{
    if (!Game::botObserves(bot) || log.empty())
        return;
    SeatReplay<Game> replay(bot, context, seats, seat, OwnDecisions::Watch);
    for (const typename Game::Action &action : log)
        replay.show(action);
}

} // namespace canaan::play
