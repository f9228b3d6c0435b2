// A stand-in for the play layer's host (issue 19), for the tests and the preview only: it owns the
// state, answers chance with a seeded generator, lets bots play the other seats, and gives the card
// table exactly what a window may know: the seat's view, its legal actions, each action as it happens.
#pragma once

#include "app/card_table/card_table_widget.h"

#include "engine/conquest/ai/bot.h"
#include "engine/conquest/engine.h"
#include "engine/conquest/view.h"
#include "play/conquest_game.h"

#include <functional>
#include <memory>
#include <random>
#include <vector>

struct TableDriver {
    canaan::conquest::State state;
    int seat = 0;
    canaan::cardtable::CardTableWidget *table = nullptr;
    std::vector<std::unique_ptr<canaan::conquest::Bot>> bots; // nullptr: the person at the table
    std::mt19937 rng;

    TableDriver(std::vector<canaan::conquest::Nation> nations, std::uint32_t seed, canaan::conquest::Options options = {})
        : rng(seed)
    {
        state = canaan::conquest::newGame(options, nations);
        for (std::size_t i = 0; i < nations.size(); ++i)
            bots.push_back(canaan::conquest::makeBot(i % 2 ? "normal" : "random", seed + i));
    }

    bool personDecides() const
    {
        return !state.over() && !canaan::conquest::isChancePending(state) && state.pendingPlayer == seat && !bots[seat];
    }

    // Applies one action and tells the table, with the seat's view before it, as the seat's stream
    // tells it (the host's news: another's card drawn, discarded or lent elsewhere hidden).
    void apply(const canaan::conquest::Action &action)
    {
        const canaan::conquest::SeatView before = canaan::conquest::viewOf(state, seat);
        canaan::conquest::apply(state, action);
        if (!table)
            return;
        if (const auto seen = canaan::play::ConquestGame::eventSeenBy(state, action, seat))
            table->recordAction(before, *seen);
    }

    // The next action of chance or of a bot (any seat with a bot).
    canaan::conquest::Action nextAutomatic()
    {
        if (canaan::conquest::isChancePending(state))
            return canaan::conquest::chanceFromRandom(state, rng());
        canaan::conquest::ActionList legal;
        canaan::conquest::legalActions(state, legal);
        return bots[state.pendingPlayer]->decide(canaan::conquest::viewOf(state, state.pendingPlayer), legal);
    }

    // Plays chance and bots until the person decides, the game ends, or stop() says so (asked before
    // every action). Shows the table after every action when `everyStep`.
    void run(const std::function<bool()> &stop = {}, bool everyStep = false)
    {
        while (!state.over() && !personDecides() && !(stop && stop())) {
            apply(nextAutomatic());
            if (everyStep)
                show();
        }
        show();
    }

    void show()
    {
        if (!table)
            return;
        canaan::conquest::ActionList legal;
        if (personDecides())
            canaan::conquest::legalActions(state, legal);
        table->showView(canaan::conquest::viewOf(state, seat), legal);
    }
};
