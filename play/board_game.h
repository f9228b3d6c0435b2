// The board game (Canaan and classic rulesets) as a game kind of the match host (match_host.h).
#pragma once

#include "ai/bot.h"
#include "ai/rng.h"
#include "match_host.h"
#include "rules/engine.h"
#include "rules/seat_view.h"

#include <QString>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace canaan::play {

struct BoardGame {
    using Context = std::shared_ptr<const Rules>;
    using State = GameState;
    using Action = canaan::Action;
    using Event = canaan::Event;
    // What one seat may know (rules/seat_view.h): its own cards, the public board, every count.
    using View = SeatView;
    using Bot = canaan::Bot;
    // What a computer player decides from. Until Bot::decide takes a SeatView (issue 19, item 2,
    // branch views) it is the true state, which only the host's own, in-process computer players
    // get (botInput); then it becomes the view and botInput returns it.
    using BotInput = GameState;

    static State newGame(const Context &rules, int seats) { return canaan::newGame(*rules, seats); }
    static bool isOver(const State &s) { return s.isOver(); }
    static bool isChancePending(const State &s) { return canaan::isChancePending(s); }
    static int decidingSeat(const State &s) { return s.pendingPlayer; }
    static int actorOf(const Action &a) { return a.player; }
    static QString illegalReason(const Context &rules, const State &s, const Action &a);
    static QString notYourDecision();
    static void apply(const Context &rules, State &s, const Action &a, std::vector<Event> &events);
    static Action sampleChance(const Context &rules, const State &s, Pcg32 &rng)
    {
        return canaan::sampleChance(*rules, s, rng);
    }
    // Every legal action but domestic trade offers (too many to list; submit() judges them).
    static std::vector<Action> legalActions(const Context &rules, const State &s);
    static View viewOf(const Context &, const State &s, int seat) { return canaan::viewOf(s, seat); }
    static std::optional<Event> eventSeenBy(const Event &e, int seat) { return canaan::eventSeenBy(e, seat); }
    static bool startsTurn(const Event &e) { return e.kind == EventKind::TurnStarted; }
    // As GameController had them: chance from mixSeed(seed), a resume re-seeded by the log length.
    static std::uint64_t chanceSeed(std::uint64_t seed, std::size_t logLength)
    {
        return logLength == 0 ? mixSeed(seed) : mixSeed(seed ^ (0x9e3779b97f4a7c15ULL * logLength));
    }
    static std::uint64_t botSeed(std::uint64_t seed, int seat) { return mixSeed(seed + 1 + static_cast<std::uint64_t>(seat)); }
    // botId as engine/ai/bot_registry.h knows it; an unknown id plays as the random bot, so an old
    // or hand-edited setting never leaves a seat without a player.
    static std::unique_ptr<Bot> makeBot(const QString &botId, std::uint64_t seed);
    static BotInput botInput(const MatchHost<BoardGame> &host, const View &) { return host.state(); }
    static Action botDecide(Bot &bot, const Context &rules, const BotInput &input, std::span<const Action> legal);
};

using BoardHost = MatchHost<BoardGame>;

} // namespace canaan::play
