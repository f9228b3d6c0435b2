// The engine's production and special-card rules, run on a state built from the session.
#include "companion/tabletop.h"

#include "engine/settlers/rules/engine.h"
#include "engine/settlers/rules/hand_set_position.h"

#include <QCoreApplication>
#include <algorithm>

namespace canaan::companion {

namespace {

// Counters above this cannot come from a real game; a session file holding them is damaged.
constexpr int kMaxCounter = 99;

std::uint8_t id8(int id) { return id < 0 ? settlers::kNoId : static_cast<std::uint8_t>(id); }
int idOf(std::uint8_t id) { return id == settlers::kNoId ? -1 : id; }
std::uint8_t count8(int n) { return static_cast<std::uint8_t>(std::clamp(n, 0, 255)); }

// The seats strictly ahead in `values` among `among`, or all tied at the top.
QList<int> leaders(const QList<int> &values, const QList<int> &among)
{
    QList<int> best;
    for (int p : among) {
        if (best.isEmpty() || values[p] > values[best.first()])
            best = {p};
        else if (values[p] == values[best.first()])
            best.append(p);
    }
    return best;
}

} // namespace

bool Receipt::any() const
{
    return copper > 0 || std::any_of(resources.begin(), resources.end(), [](int n) { return n > 0; });
}

QString mapProblem(const settlers::MapModel &map)
{
    switch (settlers::checkEngineLimits(settlers::Topology::compile(map))) {
    case settlers::LimitProblem::None: break;
    case settlers::LimitProblem::TooManyTiles:
        return QCoreApplication::translate("canaan::companion::Tabletop", "The map has more hexes than the game can handle (at most %1).")
            .arg(settlers::kMaxTiles);
    case settlers::LimitProblem::TooManyVertices:
        return QCoreApplication::translate("canaan::companion::Tabletop",
                                           "The map has more intersections than the game can handle (at most %1).")
            .arg(settlers::kMaxVertices);
    case settlers::LimitProblem::TooManyEdges:
        return QCoreApplication::translate("canaan::companion::Tabletop", "The map has more paths than the game can handle (at most %1).")
            .arg(settlers::kMaxEdges);
    }
    const bool numbered = std::any_of(map.hexes.begin(), map.hexes.end(),
                                      [](const settlers::MapHex &h) { return settlers::isProductive(h.terrain) && h.number != 0; });
    if (!numbered)
        return QCoreApplication::translate("canaan::companion::Tabletop", "The map has no numbered resource hex: nothing would ever be produced.");
    return {};
}

Tabletop::Tabletop(const settlers::MapModel &map)
    : m_rules(std::make_shared<const settlers::Rules>(map))
{
}

int Tabletop::vpToWin() const { return m_rules->isClassic() ? 10 : m_rules->options().vpToWin; }

settlers::GameState Tabletop::stateOf(const TableSession &s) const
{
    settlers::GameState g;
    g.numPlayers = static_cast<std::uint8_t>(std::clamp(static_cast<int>(s.players.size()), 0, canaan::settlers::kMaxPlayers));
    g.stage = settlers::Stage::Play;
    g.pending = settlers::Pending::Turn;
    g.current = count8(s.current);
    // The companion keeps no bank: every resource is paid (no R06 shortage).
    std::fill(std::begin(g.bank), std::end(g.bank), std::uint8_t{255});
    for (auto it = s.buildings.begin(); it != s.buildings.end(); ++it) {
        if (!isVertex(it.key()) || it->player < 0 || it->player >= g.numPlayers)
            continue;
        (it->city ? g.cities : g.settlements)[it->player].set(it.key());
    }
    for (auto it = s.roads.begin(); it != s.roads.end(); ++it)
        if (isEdge(it.key()) && *it >= 0 && *it < g.numPlayers)
            g.roads[*it].set(it.key());
    settlers::refreshPieceSets(*m_rules, g); // the pieces were set by hand
    for (int p = 0; p < g.numPlayers; ++p) {
        const Player &pl = s.players[p];
        g.playedPriests[p] = count8(pl.priests);
        g.stones[p] = count8(pl.stones);
        g.playedVp[p] = count8(pl.vpCards);
    }
    g.blackStones = count8(s.blackStones);
    g.plagueTile = isTile(s.plagueTile) ? static_cast<settlers::BoardId>(s.plagueTile) : settlers::kNoBoardId;
    g.longestRoadHolder = s.longestRoadHolder < g.numPlayers ? id8(s.longestRoadHolder) : settlers::kNoId;
    g.priestsHolder = s.priestsHolder < g.numPlayers ? id8(s.priestsHolder) : settlers::kNoId;
    g.blessingHolder = s.blessingHolder < g.numPlayers ? id8(s.blessingHolder) : settlers::kNoId;
    return g;
}

Production Tabletop::production(const TableSession &s, int roll) const
{
    Production out;
    out.roll = roll;
    if (roll < 2 || roll > 12 || roll == 7)
        return out;
    for (std::uint8_t t : m_rules->tilesRolling(roll)) {
        if (t == s.plagueTile)
            out.blockedTile = t;
        else
            out.producingTiles.append(t);
    }
    settlers::GameState g = stateOf(s);
    settlers::produceRoll(*m_rules, g, roll);
    for (int p = 0; p < g.numPlayers; ++p) {
        Receipt r;
        r.player = p;
        for (int k = 0; k < settlers::kResourceCount; ++k)
            r.resources[static_cast<std::size_t>(k)] = g.hand[p][k];
        r.copper = g.copperOwed[p];
        if (r.any())
            out.receipts.append(r);
    }
    return out;
}

void Tabletop::refreshHolders(TableSession &s) const
{
    settlers::GameState g = stateOf(s);
    settlers::refreshSpecialCards(*m_rules, g);
    s.longestRoadHolder = idOf(g.longestRoadHolder);
    s.priestsHolder = idOf(g.priestsHolder);
    s.blessingHolder = idOf(g.blessingHolder);
}

Standings Tabletop::standings(const TableSession &session) const
{
    TableSession s = session;
    refreshHolders(s);
    const settlers::GameState g = stateOf(s);
    Standings out;
    out.longestRoadHolder = s.longestRoadHolder;
    out.priestsHolder = s.priestsHolder;
    out.blessingHolder = s.blessingHolder;
    QList<int> vp, stones, seats;
    for (int p = 0; p < g.numPlayers; ++p) {
        const settlers::VpParts parts = settlers::vpParts(*m_rules, g, p);
        PlayerScore score;
        score.settlements = parts.settlements;
        score.cities = parts.cities;
        score.vpCards = parts.vpCards + parts.hiddenVpCards;
        score.longestRoad = parts.longestRoad;
        score.mostPriests = parts.mostPriests;
        score.kingsBlessing = parts.kingsBlessing;
        score.roadLength = settlers::longestRoadOf(*m_rules, g, p);
        out.scores.append(score);
        vp.append(score.total());
        stones.append(s.players[p].stones);
        seats.append(p);
        out.jerusalemStones += s.players[p].stones;
    }
    out.jerusalemStones += s.blackStones;
    out.jerusalemSlots = m_rules->options().stonesToComplete;
    if (seats.isEmpty())
        return out;

    // R23: the VP win only during the player's own turn.
    QList<int> reached;
    for (int p : seats)
        if (vp[p] >= vpToWin())
            reached.append(p);
    const int current = std::clamp(s.current, 0, static_cast<int>(seats.size()) - 1);
    const bool currentWins = reached.contains(current);

    if (out.jerusalemComplete()) { // R24
        if (s.jerusalemPlayOn) { // the lead was tied at completion: R23 or a turn's end decides
            if (currentWins)
                out.end = {EndKind::VictoryPoints, {current}};
            else if (s.playOnWinner >= 0 && s.playOnWinner < seats.size())
                out.end = {EndKind::PlayOnWon, {s.playOnWinner}};
            else
                out.end = {EndKind::JerusalemPlayOn, leaders(vp, seats)};
            return out;
        }
        QList<int> tied = leaders(vp, seats);
        if (tied.size() > 1)
            tied = leaders(stones, tied);
        if (tied.size() == 1)
            out.end = {EndKind::Jerusalem, tied};
        else if (m_rules->options().jerusalemTie == settlers::JerusalemTie::Shared)
            out.end = {EndKind::JerusalemShared, tied};
        else
            out.end = {EndKind::JerusalemPlayOn, tied};
        return out;
    }
    if (currentWins)
        out.end = {EndKind::VictoryPoints, {current}};
    else if (!reached.isEmpty())
        out.end = {EndKind::WinsOnOwnTurn, reached};
    return out;
}

void Tabletop::noteCompletion(const TableSession &before, TableSession &after) const
{
    const bool wasComplete = standings(before).jerusalemComplete();
    TableSession settled = after;
    settled.jerusalemPlayOn = false;
    const Standings now = standings(settled);
    if (!now.jerusalemComplete()) {
        after.jerusalemPlayOn = false;
        after.playOnWinner = -1;
    } else if (!wasComplete) {
        after.jerusalemPlayOn = now.end.kind == EndKind::JerusalemPlayOn;
        after.playOnWinner = -1;
    }
}

void Tabletop::endTurn(TableSession &s) const
{
    const Standings before = standings(s);
    if (before.end.kind == EndKind::JerusalemPlayOn) { // R24 `continue`: a turn ends with one leader
        QList<int> vp, seats;
        for (int p = 0; p < before.scores.size(); ++p) {
            vp.append(before.scores[p].total());
            seats.append(p);
        }
        const QList<int> lead = leaders(vp, seats);
        if (lead.size() == 1)
            s.playOnWinner = lead.first();
    }
    if (!s.players.isEmpty())
        s.current = (s.current + 1) % static_cast<int>(s.players.size());
}

bool Tabletop::plagueMayStand(const TableSession &s, int tile) const
{
    return isTile(tile) && tile != s.plagueTile && m_rules->plagueTiles().test(tile);
}

QString Tabletop::sessionProblem(const TableSession &s) const
{
    const int n = static_cast<int>(s.players.size());
    if (n < kMinPlayers || n > kMaxPlayers)
        return QCoreApplication::translate("canaan::companion::Tabletop", "The session has %1 players; the companion needs 2 to 4.").arg(n);
    for (const Player &p : s.players)
        if (p.priests < 0 || p.priests > kMaxCounter || p.stones < 0 || p.stones > kMaxCounter || p.vpCards < 0 ||
            p.vpCards > kMaxCounter)
            return QCoreApplication::translate("canaan::companion::Tabletop", "A counter of %1 is out of range.").arg(p.name);
    for (auto it = s.buildings.begin(); it != s.buildings.end(); ++it)
        if (!isVertex(it.key()) || it->player < 0 || it->player >= n)
            return QCoreApplication::translate("canaan::companion::Tabletop", "A building at intersection %1 does not fit the map.").arg(it.key());
    for (auto it = s.roads.begin(); it != s.roads.end(); ++it)
        if (!isEdge(it.key()) || *it < 0 || *it >= n)
            return QCoreApplication::translate("canaan::companion::Tabletop", "A road on path %1 does not fit the map.").arg(it.key());
    if (s.plagueTile != -1 && (!isTile(s.plagueTile) || !m_rules->plagueTiles().test(s.plagueTile)))
        return QCoreApplication::translate("canaan::companion::Tabletop", "The Plague stands on hex %1, where it may not stand.").arg(s.plagueTile);
    for (int roll : s.rolls)
        if (roll < 2 || roll > 12)
            return QCoreApplication::translate("canaan::companion::Tabletop", "A roll of %1 is not a roll of two dice.").arg(roll);
    if (s.current < 0 || s.current >= n)
        return QCoreApplication::translate("canaan::companion::Tabletop", "The player whose turn it is (%1) is not in the game.").arg(s.current + 1);
    if (s.blackStones < 0 || s.blackStones > kMaxCounter)
        return QCoreApplication::translate("canaan::companion::Tabletop", "The number of black stones (%1) is out of range.").arg(s.blackStones);
    return {};
}

int Tabletop::discardCount(int cards) { return cards > 7 ? cards / 2 : 0; }

} // namespace canaan::companion
