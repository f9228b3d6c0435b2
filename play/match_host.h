// The match host: the one owner of a running game. It holds the authoritative state, the chance
// generator, the action log and the autosave; it asks each seat's participant (participant.h) for
// its decisions and tells every participant what happened, each through its own seat's view.
//
// Why a class template over a traits struct: the board game and Conquest share no types, and the
// loop is the same for both; a traits struct per game kind (settlers_game.h, conquest_game.h) names
// the State, Action, Event and View types and the engine's functions, so each game keeps its own
// types with no casts and no virtual calls in the engine. The Qt part (signals, the step timer, the
// autosave worker) is the non-template MatchHostBase, which windows and servers connect to.
//
// A Game traits struct provides:
//   Context, State, Action, Event, View            the rules' fixed data (board: the Rules), ...
//   State newGame(const Context &, int seats)
//   bool isOver(const State &); bool isChancePending(const State &); int decidingSeat(const State &)
//   int actorOf(const Action &)                     the seat an action is a decision of
//   QString illegalReason(const Context &, const State &, const Action &)   empty when legal
//   QString notYourDecision()
//   void apply(const Context &, State &, const Action &, std::vector<Event> &events)
//   Action sampleChance(const Context &, const State &, Pcg32 &)
//   std::vector<Action> legalActions(const Context &, const State &)
//   View viewOf(const Context &, const State &, int seat)          seat -1: a spectator's
//   std::optional<Event> eventSeenBy(const State &after, const Event &, int seat)   seat -1: a spectator's
//   bool startsTurn(const Event &)
//   Bot, BotInput, makeBot, botSeed, botInput, botDecide, botObserves, botObserve  (computer players)
//   std::uint64_t chanceSeed(std::uint64_t seed, std::size_t logLength)   (a resume re-seeds)
#pragma once

#include "engine/random/rng.h"
#include "play/match_host_base.h"
#include "play/participant.h"
#include "play/seat_news.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace canaan::play {

template <class Game>
class MatchHost : public MatchHostBase {
public:
    using Context = typename Game::Context;
    using State = typename Game::State;
    using Action = typename Game::Action;
    using Event = typename Game::Event;
    using View = typename Game::View;
    using Seat = std::shared_ptr<Participant<Game>>;
    using News = SeatNews<Game>;
    // The seat number of a spectator, who sees no hand (news(kSpectator)).
    static constexpr int kSpectator = -1;
    // Writes a save of the match as it is now; returns the error, or an empty string.
    using SaveWriter = std::function<QString(const State &state, const std::vector<Action> &log)>;

    // A new match, or a resumed one: `history` (chance outcomes included) is applied silently, in
    // order; replaying stops at the first illegal action (resumeError()).
    MatchHost(Context context, int seats, std::uint64_t seed, const std::vector<Action> &history = {},
              QObject *parent = nullptr)
        : MatchHostBase(parent), m_context(std::move(context)), m_seed(seed),
          m_participants(static_cast<std::size_t>(seats)), m_chance(Game::chanceSeed(seed, 0))
    {
        m_state = Game::newGame(m_context, seats);
        m_news.resize(static_cast<std::size_t>(seats) + 1);
        std::vector<Event> events;
        for (std::size_t i = 0; i < history.size(); ++i) {
            if (!Game::illegalReason(m_context, m_state, history[i]).isEmpty()) {
                m_resumeError = static_cast<int>(i);
                break;
            }
            events.clear();
            Game::apply(m_context, m_state, history[i], events);
            m_log.push_back(history[i]);
            m_replayedEvents.insert(m_replayedEvents.end(), events.begin(), events.end());
        }
        // After a resume chance must not repeat the first game's draws.
        if (!m_log.empty())
            m_chance = Pcg32(Game::chanceSeed(seed, m_log.size()));
    }

    ~MatchHost() override
    {
        for (int seat = 0; seat < seatCount(); ++seat)
            if (const Seat &p = m_participants[static_cast<std::size_t>(seat)])
                p->unseated(seat);
    }

    const Context &context() const { return m_context; }
    const State &state() const { return m_state; }
    const std::vector<Action> &log() const { return m_log; }
    std::uint64_t seed() const { return m_seed; }
    int seatCount() const { return static_cast<int>(m_participants.size()); }
    // Index of the first history action that was not legal, or -1 when all applied.
    int resumeError() const { return m_resumeError; }
    // Every event of the replayed history, in order (a resumed game's log is told from its start).
    const std::vector<Event> &replayedEvents() const { return m_replayedEvents; }
    // The seat that must decide now; -1 while chance decides or the game is over.
    int decidingSeat() const
    {
        return Game::isOver(m_state) || Game::isChancePending(m_state) ? -1 : Game::decidingSeat(m_state);
    }
    std::vector<Action> legalActions() const { return Game::legalActions(m_context, m_state); }
    View viewOf(int seat) const { return news(seat).view; }
    // What `seat` (kSpectator, or any number that is no seat: a spectator) knows now: its view and the last action's events as it
    // saw them. Made once per action, when first asked for, and shared by every reader: the
    // participants, a server's wire, a window's table. Valid until the next action.
    const News &news(int seat) const { return *newsOf(seat); }
    Participant<Game> *participant(int seat) const { return m_participants.at(static_cast<std::size_t>(seat)).get(); }

    // Seats a participant (or none), at any time: the one it replaces is told it is unseated, and
    // a decision waiting on that seat is asked of the new one.
    void setParticipant(int seat, Seat participant)
    {
        Seat &slot = m_participants.at(static_cast<std::size_t>(seat));
        if (slot == participant)
            return;
        if (Seat old = std::exchange(slot, participant))
            old->unseated(seat);
        if (participant)
            participant->seated(*this, seat, newsOf(seat)->view);
        if (m_started && decidingSeat() == seat) {
            m_askedFor = -1;
            askNext();
        }
    }

    // Starts the match (after the participants are seated and the signals connected).
    void start()
    {
        if (m_started)
            return;
        m_started = true;
        askNext();
    }

    // A seat's decision: applied when it is that seat's decision and legal; otherwise refused and
    // the reason returned (and signalled). An empty string means applied.
    QString submit(int seat, const Action &action)
    {
        QString reason;
        if (!m_started || isStopped() || seat != decidingSeat() || Game::actorOf(action) != seat)
            reason = Game::notYourDecision();
        else
            reason = Game::illegalReason(m_context, m_state, action);
        if (!reason.isEmpty()) {
            emit refused(seat, reason);
            return reason;
        }
        applyNow(action);
        return {};
    }

    // The autosave: `writer` is called when `when` says (see AutosaveWhen); a write of a long game
    // at a turn's start goes to a worker thread with copies of the state and the log.
    void setAutosave(SaveWriter writer, AutosaveWhen when)
    {
        m_writer = std::move(writer);
        m_autosaveWhen = when;
    }
    // Chance outcomes from a script instead of the generator (a replay): asked with the index the
    // outcome will have in the log; when it has none the generator draws.
    using ChanceScript = std::function<std::optional<Action>(std::size_t logIndex)>;
    void setChanceScript(ChanceScript script) { m_chanceScript = std::move(script); }

    // Writes the save now, after any background write; false when it failed (autosaveFailed too).
    bool autosaveNow()
    {
        waitForBackgroundWrite();
        if (!m_writer)
            return true;
        const QString error = m_writer(m_state, m_log);
        if (!error.isEmpty())
            emit autosaveFailed(error);
        return error.isEmpty();
    }

protected:
    // Every action with all its events (unfiltered), for the host's own observers (the log window
    // of a game at one screen, a recorder); called before the participants are told.
    virtual void applied(const Action &action, const std::vector<Event> &events) { (void)action, (void)events; }

    void step() override
    {
        if (Game::isOver(m_state) || isStopped())
            return;
        if (Game::isChancePending(m_state)) {
            std::optional<Action> scripted = m_chanceScript ? m_chanceScript(m_log.size()) : std::nullopt;
            if (scripted && !Game::illegalReason(m_context, m_state, *scripted).isEmpty())
                scripted.reset(); // a script that went wrong does not stop the game
            applyNow(scripted ? *scripted : Game::sampleChance(m_context, m_state, m_chance));
            return;
        }
        ask(decidingSeat());
    }

private:
    void applyNow(const Action &action)
    {
        m_events.clear();
        Game::apply(m_context, m_state, action, m_events);
        m_log.push_back(action);
        ++m_decision;
        m_askedFor = -1;
        for (std::shared_ptr<const News> &slot : m_news)
            slot.reset(); // each seat's news is made anew, once, when first read
        applied(action, m_events);
        bool turnStarted = false;
        for (int seat = 0; seat < seatCount(); ++seat) {
            Participant<Game> *p = participant(seat);
            if (!p)
                continue;
            // Held while the participant reads it: an answer it gives at once starts the next action.
            const std::shared_ptr<const News> seen = newsOf(seat);
            p->update(seat, seen->view, seen->events);
        }
        for (const Event &e : m_events)
            turnStarted = turnStarted || Game::startsTurn(e);
        if (m_autosaveWhen == AutosaveWhen::EveryAction || (turnStarted && m_autosaveWhen == AutosaveWhen::EveryTurn))
            autosaveSoon();
        emit actionApplied(static_cast<int>(m_log.size()));
        askNext();
    }

    void askNext()
    {
        if (!m_started || isStopped())
            return;
        if (Game::isOver(m_state)) {
            if (m_autosaveWhen != AutosaveWhen::Never)
                autosaveNow();
            emit gameOver();
            return;
        }
        const int seat = decidingSeat();
        if (seat < 0) {
            scheduleStep(stepDelay());
            return;
        }
        Participant<Game> *p = participant(seat);
        if (!p)
            return; // asked when one is seated
        if (p->isPaced()) {
            scheduleStep(stepDelay());
            return;
        }
        // A person's decision is the other moment worth saving: the set-up placements have no turns.
        if (m_autosaveWhen == AutosaveWhen::EveryTurn)
            autosaveSoon();
        ask(seat);
    }

    void ask(int seat)
    {
        Participant<Game> *p = participant(seat);
        if (!p || m_askedFor == seat)
            return;
        m_askedFor = seat;
        const std::uint64_t decision = m_decision;
        const std::vector<Action> legal = legalActions();
        emit decisionAsked(seat);
        if (decision == m_decision) // a slot connected to decisionAsked may already have answered
            p->decide(seat, newsOf(seat)->view, legal);
    }

    std::shared_ptr<const News> newsOf(int seat) const
    {
        if (seat < 0 || seat >= seatCount())
            seat = kSpectator; // kNoId, say: whoever holds no seat
        std::shared_ptr<const News> &slot = m_news.at(static_cast<std::size_t>(seat + 1));
        if (!slot) {
            auto made = std::make_shared<News>();
            made->view = Game::viewOf(m_context, m_state, seat);
            for (const Event &e : m_events)
                if (auto visible = Game::eventSeenBy(m_state, e, seat))
                    made->events.push_back(*visible);
            slot = std::move(made);
        }
        return slot;
    }

    void autosaveSoon()
    {
        if (!m_writer)
            return;
        if (m_log.size() < kBackgroundAutosaveActions || m_autosaveWhen == AutosaveWhen::EveryAction) {
            autosaveNow();
            return;
        }
        writeInBackground([writer = m_writer, state = m_state, log = m_log] { return writer(state, log); });
    }

    Context m_context;
    std::uint64_t m_seed;
    State m_state{};
    std::vector<Seat> m_participants;
    std::vector<Action> m_log;
    std::vector<Event> m_events; // the last action's, unfiltered (none before the first action here)
    mutable std::vector<std::shared_ptr<const News>> m_news; // by seat + 1 (the spectator first): news()
    std::vector<Event> m_replayedEvents;
    Pcg32 m_chance;
    ChanceScript m_chanceScript;
    SaveWriter m_writer;
    AutosaveWhen m_autosaveWhen = AutosaveWhen::Never;
    int m_resumeError = -1;
    int m_askedFor = -1;         // the seat asked for the current decision, so it is asked once
    std::uint64_t m_decision = 0; // counts applied actions: tells a stale answer from a fresh one
    bool m_started = false;
};

} // namespace canaan::play
