#include "engine/settlers/ai/offer_rates.h"

#include "engine/settlers/ai/bot_registry.h"
#include "engine/settlers/ai/driver.h"
#include "engine/random/rng.h"
#include "engine/settlers/ai/simulation.h"

#include <algorithm>
#include <memory>

namespace canaan::settlers {

namespace {

// The kind, among those `allowed`, the bot holds most of (most = true) or fewest of; ties by `rng`.
int pickKind(const std::uint8_t *botHand, bool most, const bool *allowed, Pcg32 &rng)
{
    int best = -1, ties = 0;
    for (int r = 0; r < kResourceCount; ++r) {
        if (!allowed[r])
            continue;
        const bool better = best < 0 || (most ? botHand[r] > botHand[best] : botHand[r] < botHand[best]);
        if (better) {
            best = r;
            ties = 1;
        } else if (botHand[r] == botHand[best] && rng.below(++ties) == 0) {
            best = r; // each of the tied kinds equally likely
        }
    }
    return best;
}

} // namespace

bool personOffer(const GameState &state, int person, int bot, OfferShape shape, Pcg32 &rng, TradeVector &offer)
{
    offer = TradeVector{};
    bool held[kResourceCount];
    for (int r = 0; r < kResourceCount; ++r)
        held[r] = state.hand[bot][r] > 0;
    const int ask = pickKind(state.hand[bot], true, held, rng);
    if (ask < 0)
        return false;
    offer[static_cast<std::size_t>(ask)] = -1;
    std::uint8_t mine[kResourceCount];
    std::copy_n(state.hand[person], kResourceCount, mine);
    for (int card = 0; card < (shape == OfferShape::TwoForOne ? 2 : 1); ++card) {
        bool canGive[kResourceCount];
        for (int r = 0; r < kResourceCount; ++r)
            canGive[r] = r != ask && mine[r] > 0;
        const int give = pickKind(state.hand[bot], false, canGive, rng);
        if (give < 0)
            return false;
        --mine[give];
        ++offer[static_cast<std::size_t>(give)];
    }
    return true;
}

OfferRates measureOfferRates(const Rules &rules, const OfferRateOptions &options)
{
    OfferRates rates;
    const int n = static_cast<int>(options.bots.size());
    auto scratch = std::make_unique<ActionList>();
    for (int index = 0; index < options.games; ++index) {
        const std::uint64_t gameSeed = simulationGameSeed(options.seed, index);
        std::vector<std::unique_ptr<Bot>> owned;
        std::vector<Bot *> seats;
        std::vector<bool> counted;
        for (int seat = 0; seat < n; ++seat) {
            const std::string &id = options.bots[static_cast<std::size_t>((seat + index) % n)];
            owned.push_back(makeBot(id, simulationBotSeed(gameSeed, seat)));
            seats.push_back(owned.back().get());
            counted.push_back(id == options.level);
        }
        Pcg32 ties(mixSeed(gameSeed ^ 0x6f66666572ULL)); // the offers' own stream: the game's is untouched
        int sampledTurn = -1;
        DriverOptions driver;
        driver.seed = gameSeed;
        driver.recordLog = false;
        driver.observer = [&](const GameState &s, const Action &, const EventSink &) {
            // Right after the roll of a sampled turn, the bots' memories up to date (playGame shows them
            // every action before calling the observer).
            if (s.stage != Stage::Play || s.pending != Pending::Turn || !s.rolled || s.offerOpen || s.tradeClosed ||
                s.turn == sampledTurn || s.turn % options.everyTurns != 0)
                return;
            sampledTurn = s.turn;
            const int person = s.current;
            for (int bot = 0; bot < n; ++bot) {
                if (bot == person || !counted[static_cast<std::size_t>(bot)])
                    continue;
                for (OfferShape shape : {OfferShape::OneForOne, OfferShape::TwoForOne}) {
                    Action offer;
                    offer.kind = ActionKind::OfferTrade;
                    offer.player = static_cast<std::uint8_t>(person);
                    offer.a = static_cast<std::uint8_t>(bot);
                    if (!personOffer(s, person, bot, shape, ties, offer.trade) ||
                        checkLegal(rules, s, offer) != IllegalReason::Ok)
                        continue;
                    GameState asked = s;
                    apply(rules, asked, offer);
                    Bot &answering = *seats[static_cast<std::size_t>(bot)];
                    answering.setPeople(1u << person); // he stands in for a person for this offer only
                    const Action answer = askBot(answering, rules, asked, *scratch);
                    answering.setPeople(0);
                    OfferTally &tally = shape == OfferShape::OneForOne ? rates.oneForOne : rates.twoForOne;
                    ++tally.asked;
                    tally.accepted += answer.a == static_cast<std::uint8_t>(TradeAnswer::Accept);
                    tally.countered += answer.a == static_cast<std::uint8_t>(TradeAnswer::Counter);
                }
            }
        };
        const PlayedGame game = playGame(rules, seats, driver);
        ++rates.games;
        rates.turns += game.final.turn;
        bool won = false;
        for (int seat = 0; seat < n; ++seat)
            won = won || (counted[static_cast<std::size_t>(seat)] && (game.final.winners & (1u << seat)));
        rates.levelWins += won;
    }
    return rates;
}

} // namespace canaan
