#include "play/game_review.h"

#include "engine/settlers/stats/game_stats.h"
#include "play/win_chance.h"

#include <QJsonArray>
#include <type_traits>

namespace canaan::play {

namespace {

template <class Replay>
std::vector<int> turnsAtPositions(const Replay &replay)
{
    std::vector<int> turnAt;
    for (int n = 0; n <= replay.length(); ++n)
        turnAt.push_back(replay.turnAt(n));
    return turnAt;
}

// Fills each turn's chance to win, from its end's state.
template <class Game>
void estimateWinChances(GameReplay<Game> replay, GameReview &review, const ReviewOptions &options)
{
    const int total = static_cast<int>(review.turns.size());
    for (int k = 0; k < total; ++k) {
        if (options.cancelled && options.cancelled())
            return;
        ReviewTurn &row = review.turns[static_cast<std::size_t>(k)];
        replay.seek(row.position);
        row.winChance = winChances<Game>(replay.context(), replay.state(), replay.seats(), options.samples, options.bot,
            mixSeed(options.seed ^ (0xd1b54a32d192ed03ULL * static_cast<std::uint64_t>(k + 1))));
        if (options.progress)
            options.progress(k + 1, total);
    }
}

template <class Saved>
void setCommon(GameReview &review, const Saved &saved, const ReviewOptions &options)
{
    for (const auto &seat : saved.seats) {
        if constexpr (std::is_same_v<decltype(seat.name), std::string>)
            review.players << QString::fromStdString(seat.name);
        else
            review.players << seat.name;
    }
    review.samples = options.samples;
    review.seed = options.seed;
    review.bot = options.bot;
}

template <class State>
void setOutcome(GameReview &review, const State &final, bool over, int seats)
{
    review.finished = over;
    for (int seat = 0; seat < seats && over; ++seat)
        if (isWinner(final.winners, seat))
            review.winners.push_back(seat);
}

std::vector<int> difference(const std::vector<int> &now, const std::vector<int> &before)
{
    std::vector<int> d(now.size());
    for (std::size_t i = 0; i < now.size(); ++i)
        d[i] = now[i] - (i < before.size() ? before[i] : 0);
    return d;
}

} // namespace

std::vector<int> turnEnds(const std::vector<int> &turnAtPosition)
{
    std::vector<int> ends;
    for (std::size_t n = 0; n < turnAtPosition.size(); ++n)
        if (n + 1 == turnAtPosition.size() || turnAtPosition[n + 1] != turnAtPosition[n])
            ends.push_back(static_cast<int>(n));
    return ends;
}

GameReview reviewGame(const SettlersReplayFile &game, const ReviewOptions &options)
{
    const SettlersReplay &replay = game.replay;
    const settlers::Rules &rules = *replay.context();
    const int seats = replay.seats();
    GameReview review;
    setCommon(review, game.saved, options);

    // The counts so far at each turn's end, from the end screen's statistics (engine/settlers/stats/game_stats.h).
    struct Totals {
        std::vector<int> produced, stolen, traded, discarded;
        std::vector<int> vp;
    };
    const std::vector<int> turnAt = turnsAtPositions(replay);
    const std::vector<int> ends = turnEnds(turnAt);
    std::vector<Totals> totals(ends.size());
    std::vector<std::vector<int>> dice(ends.size());
    std::size_t next = 0;
    auto record = [&](int position, const settlers::GameState &state, const settlers::GameStats &soFar) {
        while (next < ends.size() && ends[next] == position) {
            Totals &t = totals[next++];
            for (int p = 0; p < seats; ++p) {
                const settlers::PlayerStats &ps = soFar.perPlayer[static_cast<std::size_t>(p)];
                t.produced.push_back(ps.totalProduced());
                t.stolen.push_back(ps.cardsStolen);
                t.traded.push_back(ps.cardsTraded);
                t.discarded.push_back(ps.cardsDiscarded);
                t.vp.push_back(settlers::victoryPoints(rules, state, p));
            }
        }
    };
    settlers::GameStats start;
    start.perPlayer.resize(static_cast<std::size_t>(seats));
    record(0, settlers::newGame(rules, seats), start);
    const settlers::GameState final = settlers::computeGameStats(rules, seats, replay.log(),
        [&](int index, const settlers::GameState &after, const settlers::GameStats &soFar) {
            const settlers::Action &a = replay.log()[static_cast<std::size_t>(index)];
            if (a.kind == settlers::ActionKind::Dice && next < dice.size())
                dice[next].push_back(a.a + a.b);
            record(index + 1, after, soFar);
        }).finalState;
    setOutcome(review, final, final.isOver(), seats);

    for (std::size_t k = 0; k < ends.size(); ++k) {
        ReviewTurn row;
        row.turn = turnAt[static_cast<std::size_t>(ends[k])];
        row.position = ends[k];
        const Totals before = k == 0 ? Totals{} : totals[k - 1];
        row.vp = totals[k].vp;
        row.produced = difference(totals[k].produced, before.produced);
        row.stolen = difference(totals[k].stolen, before.stolen);
        row.traded = difference(totals[k].traded, before.traded);
        row.discarded = difference(totals[k].discarded, before.discarded);
        row.dice = dice[k];
        review.turns.push_back(std::move(row));
    }
    estimateWinChances<SettlersGame>(replay, review, options);
    return review;
}

GameReview reviewGame(const ConquestReplayFile &game, const ReviewOptions &options)
{
    ConquestReplay replay = game.replay;
    const int seats = replay.seats();
    GameReview review;
    review.conquest = true;
    setCommon(review, game.saved, options);
    for (const int end : turnEnds(turnsAtPositions(replay))) {
        replay.seek(end);
        ReviewTurn row;
        row.turn = replay.turnAt(end);
        row.position = end;
        for (int p = 0; p < seats; ++p) {
            row.cities.push_back(replay.state().cities[static_cast<std::size_t>(p)]);
            row.armies.push_back(replay.state().armies[static_cast<std::size_t>(p)]);
        }
        review.turns.push_back(std::move(row));
    }
    replay.seek(replay.length());
    setOutcome(review, replay.state(), replay.state().over(), seats);
    estimateWinChances<ConquestGame>(replay, review, options);
    return review;
}

GameReview reviewGame(const OpenedReplay &opened, const ReviewOptions &options)
{
    if (opened.board)
        return reviewGame(*opened.board, options);
    if (opened.conquest)
        return reviewGame(*opened.conquest, options);
    return {};
}

namespace {

QJsonArray ints(const std::vector<int> &values)
{
    QJsonArray a;
    for (int v : values)
        a.append(v);
    return a;
}

QJsonArray reals(const std::vector<double> &values)
{
    QJsonArray a;
    for (double v : values)
        a.append(v);
    return a;
}

} // namespace

QJsonObject reviewJson(const GameReview &review)
{
    QJsonArray turns;
    for (const ReviewTurn &row : review.turns) {
        QJsonObject t{{QStringLiteral("turn"), row.turn}, {QStringLiteral("action"), row.position}};
        if (review.conquest) {
            t.insert(QStringLiteral("cities"), ints(row.cities));
            t.insert(QStringLiteral("armies"), ints(row.armies));
        } else {
            t.insert(QStringLiteral("vp"), ints(row.vp));
            t.insert(QStringLiteral("produced"), ints(row.produced));
            t.insert(QStringLiteral("stolen"), ints(row.stolen));
            t.insert(QStringLiteral("traded"), ints(row.traded));
            t.insert(QStringLiteral("discarded"), ints(row.discarded));
            t.insert(QStringLiteral("dice"), ints(row.dice));
        }
        if (!row.winChance.empty())
            t.insert(QStringLiteral("winChance"), reals(row.winChance));
        turns.append(t);
    }
    return QJsonObject{
        {QStringLiteral("game"), review.conquest ? QStringLiteral("conquest") : QStringLiteral("canaan")},
        {QStringLiteral("players"), QJsonArray::fromStringList(review.players)},
        {QStringLiteral("finished"), review.finished},
        {QStringLiteral("winners"), ints(review.winners)},
        {QStringLiteral("winChance"), QJsonObject{{QStringLiteral("samples"), review.samples},
                                          {QStringLiteral("seed"), QString::number(review.seed)},
                                          {QStringLiteral("bot"), review.bot}}},
        {QStringLiteral("turns"), turns},
    };
}

} // namespace canaan::play
