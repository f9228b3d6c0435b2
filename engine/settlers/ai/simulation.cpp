#include "engine/settlers/ai/simulation.h"

#include "engine/settlers/ai/bot_registry.h"
#include "engine/settlers/ai/determinization.h"
#include "engine/settlers/ai/driver.h"
#include "engine/random/rng.h"
#include "engine/settlers/stats/thread_cpu_clock.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <memory>
#include <mutex>
#include <thread>

namespace canaan::settlers {

namespace {

// Times each decision of the bot it wraps.
class TimedBot final : public Bot {
public:
    TimedBot(std::unique_ptr<Bot> bot, std::vector<DecisionTime> &times) : m_bot(std::move(bot)), m_times(times) {}
    Action decide(const Rules &rules, const SeatView &view, ActionList &scratch) override
    {
        DecisionTime t;
        t.hadChoice = view.board.pending == Pending::TradeAnswer ||
                      legalActions(rules, expectedWorld(rules, view), scratch) > 1;
        const double cpuStart = threadCpuSeconds();
        const auto start = std::chrono::steady_clock::now();
        const Action a = m_bot->decide(rules, view, scratch);
        t.wallSeconds = std::chrono::duration<float>(std::chrono::steady_clock::now() - start).count();
        t.cpuSeconds = static_cast<float>(threadCpuSeconds() - cpuStart);
        m_times.push_back(t);
        return a;
    }

    bool observes() const override { return m_bot->observes(); }
    void observe(const SeatView &before, const SeatView &after, const Event *seen, int count) override
    {
        m_bot->observe(before, after, seen, count);
    }
    void setPeople(unsigned seats) override { m_bot->setPeople(seats); }

private:
    std::unique_ptr<Bot> m_bot;
    std::vector<DecisionTime> &m_times;
};

} // namespace

std::uint64_t simulationGameSeed(std::uint64_t seed, int index)
{
    return mixSeed(mixSeed(seed) ^ static_cast<std::uint64_t>(index));
}

std::uint64_t simulationBotSeed(std::uint64_t gameSeed, int seat)
{
    return mixSeed(gameSeed * 8 + static_cast<std::uint64_t>(seat) + 1);
}

GameRecord playSimulationGame(const Rules &rules, const std::vector<std::string> &bots, std::uint64_t seed, int index,
                              bool openingOnly)
{
    const int n = static_cast<int>(bots.size());
    const std::uint64_t gameSeed = simulationGameSeed(seed, index);
    GameRecord record;
    std::vector<std::unique_ptr<Bot>> owned;
    std::vector<Bot *> seats;
    for (int seat = 0; seat < n; ++seat) {
        const int slot = (seat + index) % n;
        record.slotAtSeat[seat] = static_cast<std::uint8_t>(slot);
        owned.push_back(std::make_unique<TimedBot>(
            makeBot(bots[static_cast<std::size_t>(slot)], simulationBotSeed(gameSeed, seat)),
            record.decisions[slot]));
        seats.push_back(owned.back().get());
    }
    DriverOptions options;
    options.seed = gameSeed;
    options.recordLog = false;
    options.stopAfterSetup = openingOnly;
    long actions = 0;
    options.observer = [&actions](const GameState &, const Action &, const EventSink &) { ++actions; };
    const PlayedGame game = playGame(rules, seats, options);
    const GameState &s = game.final;
    for (int seat = 0; seat < n; ++seat) {
        const int slot = record.slotAtSeat[seat];
        if (s.winners & (1u << seat))
            record.winnerSlots = static_cast<std::uint8_t>(record.winnerSlots | (1u << slot));
        // Public VP plus classic's hidden VP cards, whoever's turn the game ended on.
        const int hidden = rules.isClassic() ? s.devHand[seat][static_cast<int>(DevCard::VictoryPoint)] : 0;
        record.vp[slot] = static_cast<std::uint8_t>(s.vp[seat] + hidden);
    }
    record.firstSeat = s.firstPlayer;
    if (openingOnly)
        for (int place = 0; place < n; ++place)
            s.settlements[(s.firstPlayer + place) % n].forEach([&record](int v) { record.opening.push_back(v); });
    record.turns = s.turn;
    record.actions = actions;
    record.endReason = s.endReason;
    record.stalled = game.stalled;
    return record;
}

SimulationResult::SimulationResult(int slots)
    : winsBySlot(static_cast<std::size_t>(slots), 0),
      winsBySeat(static_cast<std::size_t>(slots), 0),
      winsByTurnOrder(static_cast<std::size_t>(slots), 0),
      vpBySlot(static_cast<std::size_t>(slots), 0),
      timesBySlot(static_cast<std::size_t>(slots))
{
}

void SimulationResult::add(const GameRecord &g)
{
    const int n = static_cast<int>(winsBySlot.size());
    ++games;
    for (int seat = 0; seat < n; ++seat) {
        const int slot = g.slotAtSeat[seat];
        vpBySlot[static_cast<std::size_t>(slot)] += g.vp[slot];
        if (g.winnerSlots & (1u << slot)) {
            ++winsBySlot[static_cast<std::size_t>(slot)];
            ++winsBySeat[static_cast<std::size_t>(seat)];
            ++winsByTurnOrder[static_cast<std::size_t>((seat - g.firstSeat + n) % n)];
        }
    }
    for (int slot = 0; slot < n; ++slot) {
        SlotTimes &times = timesBySlot[static_cast<std::size_t>(slot)];
        for (const DecisionTime &t : g.decisions[slot]) {
            times.allWall.add(t.wallSeconds);
            if (t.hadChoice) {
                times.choiceWall.add(t.wallSeconds);
                times.choiceCpu.add(t.cpuSeconds);
            }
        }
    }
    turns += g.turns;
    actions += g.actions;
    endedByVp += g.endReason == EndReason::VictoryPoints;
    endedByJerusalem += g.endReason == EndReason::Jerusalem || g.endReason == EndReason::JerusalemShared;
    endedByTurnLimit += g.endReason == EndReason::TurnLimit;
    stalled += g.stalled;
    if (!g.opening.empty())
        ++openings[g.opening];
}

SimulationResult simulate(const Rules &rules, const SimulationOptions &options)
{
    SimulationResult result(static_cast<int>(options.bots.size()));
    std::atomic<int> next{0};
    std::mutex resultMutex;
    auto work = [&] {
        for (int i = next++; i < options.games; i = next++) {
            const GameRecord game = playSimulationGame(rules, options.bots, options.seed, i, options.openingsOnly);
            std::lock_guard lock(resultMutex);
            result.add(game); // the game's record goes; only the sums stay
            if (options.progress)
                options.progress(result.games, options.games);
        }
    };
    const int threads = std::clamp(options.threads, 1, 64);
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();
    for (std::thread &t : pool)
        t.join();
    return result;
}

SimulationSummary summarize(const std::vector<std::string> &bots, const SimulationResult &result)
{
    SimulationSummary sum;
    sum.games = result.games;
    sum.perBot.resize(bots.size());
    sum.winsBySeat = result.winsBySeat;
    sum.winsBySeat.resize(bots.size(), 0);
    sum.winsByTurnOrder = result.winsByTurnOrder;
    sum.winsByTurnOrder.resize(bots.size(), 0);
    for (std::size_t k = 0; k < bots.size() && k < result.winsBySlot.size(); ++k) {
        SlotSummary &s = sum.perBot[k];
        s.bot = bots[k];
        s.wins = result.winsBySlot[k];
        const SlotTimes &times = result.timesBySlot[k];
        s.allWall = timeStats(times.allWall);
        s.choiceWall = timeStats(times.choiceWall);
        s.choiceCpu = timeStats(times.choiceCpu);
        s.medianDecisionSeconds = s.allWall.median;
        s.maxDecisionSeconds = s.allWall.max;
        if (sum.games > 0)
            s.meanVp = static_cast<double>(result.vpBySlot[k]) / sum.games;
    }
    sum.endedByVp = result.endedByVp;
    sum.endedByJerusalem = result.endedByJerusalem;
    sum.endedByTurnLimit = result.endedByTurnLimit;
    sum.stalled = result.stalled;
    sum.distinctOpenings = static_cast<int>(result.openings.size());
    for (const auto &[opening, games] : result.openings) {
        sum.openingsCounted += games;
        sum.commonestOpening = std::max(sum.commonestOpening, games);
    }
    if (sum.games > 0) {
        sum.meanTurns = static_cast<double>(result.turns) / sum.games;
        sum.meanActions = static_cast<double>(result.actions) / sum.games;
    }
    return sum;
}

TimeStats timeStats(const TimeHistogram &times)
{
    TimeStats stats;
    stats.count = static_cast<long>(times.count());
    stats.median = times.quantile(0.5);
    stats.p95 = times.quantile(0.95);
    stats.max = times.max();
    return stats;
}

TimeStats timeStats(std::vector<float> t)
{
    TimeStats stats;
    stats.count = static_cast<long>(t.size());
    if (t.empty())
        return stats;
    std::sort(t.begin(), t.end());
    // Nearest rank: the smallest time with at least the given share of the times at or below it.
    auto rank = [&t](double share) {
        const auto r = static_cast<std::size_t>(std::ceil(share * static_cast<double>(t.size())));
        return static_cast<double>(t[std::clamp<std::size_t>(r, 1, t.size()) - 1]);
    };
    stats.median = rank(0.5);
    stats.p95 = rank(0.95);
    stats.max = t.back();
    return stats;
}

Interval wilson95(int wins, int n)
{
    if (n <= 0)
        return {0, 1};
    constexpr double z = 1.959963984540054;
    const double p = static_cast<double>(wins) / n;
    const double z2n = z * z / n;
    const double centre = (p + z2n / 2) / (1 + z2n);
    const double half = z * std::sqrt(p * (1 - p) / n + z2n / (4.0 * n)) / (1 + z2n);
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

} // namespace canaan
