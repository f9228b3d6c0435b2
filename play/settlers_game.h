// The board game (Canaan and classic rulesets) as a game kind of the match host (match_host.h).
#pragma once

#include "engine/settlers/ai/bot.h"
#include "engine/random/rng.h"
#include "play/match_host.h"
#include "engine/settlers/rules/engine.h"
#include "engine/settlers/rules/seat_view.h"

#include <QString>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace canaan::play {

struct SettlersGame {
    using Context = std::shared_ptr<const settlers::Rules>;
    using State = settlers::GameState;
    using Action = canaan::settlers::Action;
    using Event = canaan::settlers::Event;
    // What one seat may know (engine/settlers/rules/seat_view.h): its own cards, the public board, every count.
    using View = settlers::SeatView;
    using Bot = canaan::settlers::Bot;
    // What a computer player decides from: its seat's view, nothing else (Bot::decide).
    using BotInput = settlers::SeatView;

    static State newGame(const Context &rules, int seats) { return canaan::settlers::newGame(*rules, seats); }
    static bool isOver(const State &s) { return s.isOver(); }
    static bool isChancePending(const State &s) { return canaan::settlers::isChancePending(s); }
    static int decidingSeat(const State &s) { return s.pendingPlayer; }
    static int actorOf(const settlers::Action &a) { return a.player; }
    static QString illegalReason(const Context &rules, const State &s, const settlers::Action &a);
    static QString notYourDecision();
    static void apply(const Context &rules, State &s, const settlers::Action &a, std::vector<settlers::Event> &events);
    static settlers::Action sampleChance(const Context &rules, const State &s, Pcg32 &rng)
    {
        return canaan::settlers::sampleChance(*rules, s, rng);
    }
    // Every legal action but domestic trade offers (too many to list; submit() judges them).
    static std::vector<settlers::Action> legalActions(const Context &rules, const State &s);
    // Seat -1 is a spectator's (the engine's kNoId).
    static View viewOf(const Context &, const State &s, int seat) { return canaan::settlers::viewOf(s, seat < 0 ? settlers::kNoId : seat); }
    // The engine's filter needs no state: `after` is not read.
    static std::optional<settlers::Event> eventSeenBy(const State &, const settlers::Event &e, int seat) { return canaan::settlers::eventSeenBy(e, seat < 0 ? settlers::kNoId : seat); }
    static bool startsTurn(const settlers::Event &e) { return e.kind == settlers::EventKind::TurnStarted; }
    // The turn clock's decision (match_clock.h): the same seat asked the same question in a row is
    // one decision (a discard's cards, Deborah's resources, a New Trade Route's roads); in the free
    // part of a turn each action is its own.
    static std::uint64_t decisionKey(const State &s, std::size_t logLength)
    {
        if (s.pending == settlers::Pending::Turn)
            return (static_cast<std::uint64_t>(logLength) << 16) | 0xffffU;
        return (static_cast<std::uint64_t>(s.pendingPlayer) << 8) | static_cast<std::uint64_t>(s.pending);
    }
    // As GameController had them: chance from mixSeed(seed), a resume re-seeded by the log length.
    static std::uint64_t chanceSeed(std::uint64_t seed, std::size_t logLength)
    {
        return logLength == 0 ? mixSeed(seed) : mixSeed(seed ^ (0x9e3779b97f4a7c15ULL * logLength));
    }
    static std::uint64_t botSeed(std::uint64_t seed, int seat) { return mixSeed(seed + 1 + static_cast<std::uint64_t>(seat)); }
    // botId as engine/settlers/ai/bot_registry.h knows it; an unknown id plays as the random bot, so an old
    // or hand-edited setting never leaves a seat without a player.
    static std::unique_ptr<settlers::Bot> makeBot(const QString &botId, std::uint64_t seed);
    static BotInput botInput(const MatchHost<SettlersGame> &, const View &view) { return view; }
    static settlers::Action botDecide(settlers::Bot &bot, const Context &rules, const BotInput &input, std::span<const settlers::Action> legal);
    // A bot with a memory of public events is shown each action as its seat saw it (engine/settlers/ai/bot.h).
    static bool botObserves(const settlers::Bot &bot) { return bot.observes(); }
    // Which seats people play (bit s for seat s): their fair offers are taken (docs/ai.md).
    static void botSetPeople(settlers::Bot &bot, unsigned seats) { bot.setPeople(seats); }
    static void botObserve(settlers::Bot &bot, const View &before, const View &after, std::span<const settlers::Event> seen)
    {
        bot.observe(before, after, seen.data(), static_cast<int>(seen.size()));
    }
};

using SettlersHost = MatchHost<SettlersGame>;

} // namespace canaan::play
