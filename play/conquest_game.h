// Conquest, the card-and-dice game (engine/conquest, docs/conquest.md), as a game kind of the match
// host (match_host.h). It has no events of its own: each applied action is its event, told to each
// seat as the wire tells it (eventSeenBy, C20).
#pragma once

#include "engine/random/rng.h"
#include "engine/conquest/ai/bot.h"
#include "engine/conquest/ai/driver.h"
#include "engine/conquest/engine.h"
#include "engine/conquest/saves/conquest_save.h"
#include "engine/conquest/view.h"
#include "play/match_host.h"

#include <QString>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace canaan::play {

struct ConquestGame {
    struct Context {
        conquest::Options options;
        std::vector<conquest::Nation> nations; // one per seat, in seat order
    };
    // The table a save was played at: its options and its seats' nations.
    static Context contextOf(const conquest::saves::SavedConquest &saved);
    using State = conquest::State;
    using Action = conquest::Action;
    using Event = conquest::Action;
    using View = conquest::SeatView;
    using Bot = conquest::Bot;
    using BotInput = conquest::SeatView; // its bots decide from the seat's view alone (C20)

    static State newGame(const Context &c, int seats);
    static bool isOver(const State &s) { return s.over(); }
    static bool isChancePending(const State &s) { return conquest::isChancePending(s); }
    static int decidingSeat(const State &s) { return s.pendingPlayer; }
    static int actorOf(const Action &a) { return a.player; }
    static QString illegalReason(const Context &, const State &s, const Action &a);
    static QString notYourDecision();
    static void apply(const Context &, State &s, const Action &a, std::vector<Event> &events)
    {
        conquest::apply(s, a);
        events.push_back(a);
    }
    static Action sampleChance(const Context &, const State &s, Pcg32 &rng) { return conquest::chanceFromRandom(s, rng()); }
    static std::vector<Action> legalActions(const Context &, const State &s);
    // Seat -1 is a spectator's.
    static View viewOf(const Context &, const State &s, int seat) { return seat < 0 ? conquest::spectatorView(s) : conquest::viewOf(s, seat); }
    // An action as `seat` (-1: a spectator) may know it, as the wire tells it: another's card drawn,
    // discarded or lent (to someone else) hidden (kNone), another's secret choice not told at all.
    // `after`: the state the action led to.
    static std::optional<Event> eventSeenBy(const State &after, const Event &e, int seat);
    static bool startsTurn(const Event &) { return false; } // Conquest saves after every action
    // As engine/conquest/ai/driver.h: chance from mixSeed(seed); a resume re-seeds by the length.
    static std::uint64_t chanceSeed(std::uint64_t seed, std::size_t logLength)
    {
        return logLength == 0 ? conquest::chanceSeedOf(seed) : mixSeed(seed ^ (0x9e3779b97f4a7c15ULL * logLength));
    }
    static std::uint64_t botSeed(std::uint64_t seed, int seat) { return conquest::botSeedOf(seed, seat); }
    // "random", "normal" or "hard"; an unknown id plays as the random bot.
    static std::unique_ptr<Bot> makeBot(const QString &botId, std::uint64_t seed);
    // As the engine's driver: a single legal action is taken without asking the bot.
    static BotInput botInput(const MatchHost<ConquestGame> &, const View &view) { return view; }
    static Action botDecide(Bot &bot, const Context &, const BotInput &view, std::span<const Action> legal);
    // Conquest's bots keep no memory of events.
    static bool botObserves(const Bot &) { return false; }
    static void botObserve(Bot &, const View &, const View &, std::span<const Event>) {}
};

using ConquestHost = MatchHost<ConquestGame>;

} // namespace canaan::play
