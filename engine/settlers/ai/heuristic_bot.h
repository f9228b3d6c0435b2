// The easy and normal bots: for each decision, every listed legal action is applied to a copy of the
// state and the resulting position scored by the Evaluator; the best one is chosen. Domestic trade
// offers (never listed) are answered by what the trade does to the bot's own position; the normal
// bot also makes offers (normal+, with the offer fields of BotWeights set, only those a normal bot
// accepts: trade_model.h). Easy adds noise to every score, ignores opponents and never offers.
// Normal draws its starting settlements among the near-best spots (BotWeights::openingTolerance).
#pragma once

#include "engine/settlers/ai/bot.h"
#include "engine/settlers/ai/bot_weights.h"
#include "engine/settlers/ai/evaluation.h"
#include "engine/settlers/ai/hand_tracker.h"
#include "engine/random/rng.h"
#include "engine/settlers/ai/trade_model.h"

#include <memory>
#include <vector>

namespace canaan::settlers {

class HeuristicBot final : public Bot {
public:
    HeuristicBot(BotLevel level, std::uint64_t seed);
    // Other weights (the hard bot's normal+, or a tuning run's); the level still decides the noise
    // and whether offers are made.
    HeuristicBot(BotLevel level, std::uint64_t seed, const BotWeights &weights);
    // Decides in the view's expected world (determinization.h): the hidden hands as their
    // expected contents, by their public sizes.
    Action decide(const Rules &rules, const SeatView &view, ActionList &scratch) override;
    // Remembers the cards that moved in public (hand_tracker.h); the expected world deals them first.
    bool observes() const override { return true; }
    void observe(const SeatView &before, const SeatView &after, const Event *seen, int count) override
    {
        m_memory.observe(before, after, seen, count);
    }
    // Decides in a whole game state the caller made up from its own view: a search's sampled
    // world and its playouts (search_bot.h). Never given the real game's state.
    Action decideInWorld(const Rules &rules, const GameState &world, ActionList &scratch);
    // Forgets the offers and actions counted this turn (a search reuses one bot for many playouts).
    void resetTurnMemory();
    void setPeople(unsigned seats) override;

private:
    const Evaluator &evaluator(const Rules &rules);
    Action answerOffer(const GameState &state, int me);
    OfferFrom offerFrom(int seat) const;
    // The position's value; a pending steal of mine is averaged over the cards it may take.
    double expectedValue(const GameState &state, int me) const;
    Action chooseBest(const GameState &state, int me, const ActionList &list, double *bestScore);
    // One of the scores at or above floor, drawn uniformly (the opening's seeded noise).
    int nearBest(const std::vector<double> &scores, double floor);
    bool findOffer(const GameState &state, int me, double baseline, double toBeat, Action &offer);

    HandTracker m_memory;
    BotLevel m_level;
    BotWeights m_weights;
    Pcg32 m_rng;
    std::unique_ptr<Evaluator> m_eval;
    std::vector<double> m_scores; // the listed actions' values, when an opening spot is drawn
    // The normal bot's weights and view, to predict its answers (offerModelled, counterModelled).
    BotWeights m_modelWeights = levelWeights(BotLevel::Normal);
    std::unique_ptr<Evaluator> m_model;
    // Offers made this turn, so a bot whose offers are refused moves on and never asks the same
    // again (a repeated offer is a second dialog for the person who just refused it).
    int m_offerTurn = -1;
    int m_offersThisTurn = 0;
    std::vector<Action> m_offersMade;
    // Actions taken this turn: a safety net against any loop (ends the turn after many).
    int m_actionTurn = -1;
    int m_actionsThisTurn = 0;
    unsigned m_people = 0; // the seats people play (Bot::setPeople)
};

} // namespace canaan
