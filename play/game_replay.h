// A recorded game to step through (the replay viewer, canaan-cli review): the states after each
// action of a log, with the moves a viewer offers — to action N, the next or previous decision, the
// next or previous turn — and what one seat may see there (its view) or everything (the state).
// Every decision and chance outcome is an action in the log, so no random generator is needed.
// The log must be legal (a loaded save's is: its loader replays and checks it). States are kept
// every kCheckpointEvery actions, so a jump replays at most that many actions and a long game
// costs little memory.
#pragma once

#include "play/settlers_game.h"
#include "play/conquest_game.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace canaan::play {

// The turn a state is in, as the game's window counts it: the board game's turn number (0 for the
// starting placements), Conquest's single player's turn under way (from 1; the last when over).
inline int turnOfState(const settlers::GameState &s) { return s.turn; }
inline int turnOfState(const conquest::State &s) { return s.over() ? s.turnsPlayed : s.turnsPlayed + 1; }

template <class Game>
class GameReplay {
public:
    using Context = typename Game::Context;
    using State = typename Game::State;
    using Action = typename Game::Action;
    using View = typename Game::View;
    static constexpr int kCheckpointEvery = 64;

    GameReplay(Context context, int seats, std::vector<Action> log)
        : m_context(std::move(context)), m_seats(seats), m_log(std::move(log))
    {
        State s = Game::newGame(m_context, m_seats);
        m_turnAt.reserve(m_log.size() + 1);
        m_chance.reserve(m_log.size());
        m_turnAt.push_back(turnOfState(s));
        for (std::size_t i = 0; i < m_log.size(); ++i) {
            if (i % kCheckpointEvery == 0)
                m_checkpoints.push_back(s);
            m_chance.push_back(Game::isChancePending(s));
            step(s, m_log[i]);
            m_turnAt.push_back(turnOfState(s));
        }
        if (m_log.size() % kCheckpointEvery == 0)
            m_checkpoints.push_back(s);
        m_state = std::move(s);
        m_position = length();
        seek(0);
    }

    const Context &context() const { return m_context; }
    int seats() const { return m_seats; }
    const std::vector<Action> &log() const { return m_log; }
    // Positions run from 0 (the new game) to length() (after the last action).
    int length() const { return static_cast<int>(m_log.size()); }
    int position() const { return m_position; }
    // The whole state at the position: everything, every hand included.
    const State &state() const { return m_state; }
    // What `seat` could see at the position, and nothing more.
    View view(int seat) const { return Game::viewOf(m_context, m_state, seat); }
    // The turn at position n, and whether action i (leading to position i + 1) was a chance outcome.
    int turnAt(int n) const { return m_turnAt[static_cast<std::size_t>(std::clamp(n, 0, length()))]; }
    bool isChance(int i) const { return m_chance[static_cast<std::size_t>(i)]; }

    // Moves to position n (clamped to 0..length()).
    void seek(int n)
    {
        n = std::clamp(n, 0, length());
        if (n < m_position || n - m_position >= kCheckpointEvery) {
            const int c = n / kCheckpointEvery;
            m_state = m_checkpoints[static_cast<std::size_t>(c)];
            m_position = c * kCheckpointEvery;
        }
        for (; m_position < n; ++m_position)
            step(m_state, m_log[static_cast<std::size_t>(m_position)]);
    }

    // The events of the actions from position `from` to position `to`, as the engine told them
    // (a window's log; each seat's part is filtered by whoever shows them).
    std::vector<typename Game::Event> events(int from, int to) const
    {
        from = std::clamp(from, 0, length());
        to = std::clamp(to, from, length());
        State s = stateAt(from);
        std::vector<typename Game::Event> all;
        for (int i = from; i < to; ++i)
            Game::apply(m_context, s, m_log[static_cast<std::size_t>(i)], all);
        return all;
    }
    // The whole state at position n, leaving the replay where it is.
    State stateAt(int n) const
    {
        n = std::clamp(n, 0, length());
        if (n >= m_position && n - m_position < kCheckpointEvery)
            return advanced(m_state, m_position, n);
        const int c = n / kCheckpointEvery;
        return advanced(m_checkpoints[static_cast<std::size_t>(c)], c * kCheckpointEvery, n);
    }

    // The position just after the next decision (a seat's action, not a chance outcome), or the end.
    int nextDecision() const
    {
        for (int i = m_position; i < length(); ++i)
            if (!isChance(i))
                return i + 1;
        return length();
    }
    // The position just after the previous decision, or the start.
    int previousDecision() const
    {
        for (int i = m_position - 2; i >= 0; --i)
            if (!isChance(i))
                return i + 1;
        return 0;
    }
    // Where the next turn starts, or the end.
    int nextTurn() const
    {
        const int turn = turnAt(m_position);
        for (int n = m_position + 1; n <= length(); ++n)
            if (turnAt(n) != turn)
                return n;
        return length();
    }
    // Where this turn starts, or the previous one when already there.
    int previousTurn() const
    {
        const int start = turnStart(m_position);
        return start < m_position ? start : turnStart(std::max(0, start - 1));
    }
    // The first position of the turn position n is in.
    int turnStart(int n) const
    {
        n = std::clamp(n, 0, length());
        const int turn = turnAt(n);
        while (n > 0 && turnAt(n - 1) == turn)
            --n;
        return n;
    }

private:
    void step(State &s, const Action &a)
    {
        m_events.clear();
        Game::apply(m_context, s, a, m_events);
    }
    State advanced(State s, int from, int to) const
    {
        std::vector<typename Game::Event> events;
        for (int i = from; i < to; ++i) {
            events.clear();
            Game::apply(m_context, s, m_log[static_cast<std::size_t>(i)], events);
        }
        return s;
    }

    Context m_context;
    int m_seats = 0;
    std::vector<Action> m_log;
    std::vector<State> m_checkpoints; // the state at every kCheckpointEvery-th position
    std::vector<int> m_turnAt;        // per position
    std::vector<bool> m_chance;       // per action
    std::vector<typename Game::Event> m_events;
    State m_state{};
    int m_position = 0;
};

using SettlersReplay = GameReplay<SettlersGame>;
using ConquestReplay = GameReplay<ConquestGame>;

} // namespace canaan::play
