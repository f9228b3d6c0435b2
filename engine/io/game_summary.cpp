#include "engine/io/game_summary.h"

#include <QJsonArray>

namespace canaan {

namespace {

std::optional<int> seatOf(std::uint8_t v)
{
    if (v == settlers::kNoId)
        return std::nullopt;
    return v;
}

PlayerSummary summarizePlayer(const settlers::Rules &rules, const settlers::GameState &s, int p)
{
    PlayerSummary out;
    out.parts = settlers::vpParts(rules, s, p);
    out.vp = out.parts.publicTotal() + out.parts.hiddenVpCards;
    for (int r = 0; r < settlers::kResourceCount; ++r)
        out.resources[static_cast<std::size_t>(r)] = s.hand[p][r];
    for (int c = 0; c < settlers::kDevCardCount; ++c)
        out.devCards[static_cast<std::size_t>(c)] = s.devHand[p][c];
    out.roadsLeft = s.roadsLeft[p];
    out.settlementsLeft = s.settlementsLeft[p];
    out.citiesLeft = s.citiesLeft[p];
    out.stonesLeft = s.stonesLeft[p];
    out.playedPriests = s.playedPriests[p];
    out.stones = s.stones[p];
    out.longestRoad = s.longestRoad[p];
    return out;
}

QJsonValue optionalSeat(const std::optional<int> &seat) { return seat ? QJsonValue(*seat) : QJsonValue(); }

QString id(std::string_view text) { return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())); }

QJsonObject resourceCounts(const std::array<int, settlers::kResourceCount> &counts)
{
    QJsonObject o;
    for (settlers::Resource r : settlers::kAllResources)
        o.insert(id(settlers::resourceId(r)), counts[static_cast<std::size_t>(r)]);
    return o;
}

QJsonObject playerJson(int seat, const PlayerSummary &p)
{
    QJsonObject parts{{QStringLiteral("settlements"), p.parts.settlements}, {QStringLiteral("cities"), p.parts.cities},
        {QStringLiteral("vpCards"), p.parts.vpCards}, {QStringLiteral("hiddenVpCards"), p.parts.hiddenVpCards},
        {QStringLiteral("longestRoad"), p.parts.longestRoad}, {QStringLiteral("mostPriests"), p.parts.mostPriests},
        {QStringLiteral("kingsBlessing"), p.parts.kingsBlessing}};
    QJsonObject cards;
    for (int c = 0; c < settlers::kDevCardCount; ++c)
        if (const int n = p.devCards[static_cast<std::size_t>(c)])
            cards.insert(id(settlers::devCardId(static_cast<settlers::DevCard>(c))), n);
    QJsonObject left{{QStringLiteral("roads"), p.roadsLeft}, {QStringLiteral("settlements"), p.settlementsLeft},
        {QStringLiteral("cities"), p.citiesLeft}, {QStringLiteral("stones"), p.stonesLeft}};
    return {{QStringLiteral("seat"), seat}, {QStringLiteral("name"), QString::fromStdString(p.seat.name)},
        {QStringLiteral("kind"), QString::fromStdString(p.seat.kind)},
        {QStringLiteral("colour"), QString::fromStdString(p.seat.colour)}, {QStringLiteral("vp"), p.vp},
        {QStringLiteral("vpParts"), parts}, {QStringLiteral("resources"), resourceCounts(p.resources)},
        {QStringLiteral("developmentCards"), cards}, {QStringLiteral("piecesLeft"), left},
        {QStringLiteral("playedPriests"), p.playedPriests}, {QStringLiteral("stones"), p.stones},
        {QStringLiteral("longestRoad"), p.longestRoad}};
}

} // namespace

GameSummary summarizeGame(const settlers::Rules &rules, const settlers::GameState &s, const std::vector<Seat> &seats)
{
    GameSummary out;
    out.ruleset = rules.ruleset();
    for (int p = 0; p < s.numPlayers; ++p) {
        out.players.push_back(summarizePlayer(rules, s, p));
        if (static_cast<std::size_t>(p) < seats.size())
            out.players.back().seat = seats[static_cast<std::size_t>(p)];
    }
    for (int r = 0; r < settlers::kResourceCount; ++r)
        out.bank[static_cast<std::size_t>(r)] = s.bank[r];
    for (int c = 0; c < settlers::kDevCardCount; ++c)
        out.deckLeft += s.deck[c];
    out.blackStones = s.blackStones;
    out.stonesToComplete = rules.options().stonesToComplete;
    int stones = s.blackStones;
    for (int p = 0; p < s.numPlayers; ++p)
        stones += s.stones[p];
    out.jerusalemComplete = out.stonesToComplete > 0 && stones >= out.stonesToComplete;
    if (s.plagueTile != settlers::kNoBoardId)
        out.plague = rules.topology().tile(s.plagueTile).at;
    out.longestRoadHolder = seatOf(s.longestRoadHolder);
    out.mostPriestsHolder = seatOf(s.priestsHolder);
    out.kingsBlessingHolder = seatOf(s.blessingHolder);
    if (s.blessingResource != settlers::kNoId)
        out.blessingResource = static_cast<settlers::Resource>(s.blessingResource);
    out.turn = s.turn;
    out.current = s.current;
    out.stage = s.stage;
    out.pending = s.pending;
    out.pendingPlayer = seatOf(s.pendingPlayer);
    out.endReason = s.endReason;
    for (int p = 0; p < s.numPlayers; ++p)
        if (s.winners & (1u << p))
            out.winners.push_back(p);
    return out;
}

QJsonObject gameSummaryJson(const GameSummary &g)
{
    QJsonArray players;
    QJsonArray stones;
    for (std::size_t p = 0; p < g.players.size(); ++p) {
        players.append(playerJson(static_cast<int>(p), g.players[p]));
        stones.append(g.players[p].stones);
    }
    QJsonArray winners;
    for (int w : g.winners)
        winners.append(w);
    const QJsonObject jerusalem{{QStringLiteral("stones"), stones}, {QStringLiteral("black"), g.blackStones},
        {QStringLiteral("toComplete"), g.stonesToComplete}, {QStringLiteral("complete"), g.jerusalemComplete}};
    const QJsonObject special{{QStringLiteral("longestRoad"), optionalSeat(g.longestRoadHolder)},
        {QStringLiteral("mostPriests"), optionalSeat(g.mostPriestsHolder)},
        {QStringLiteral("kingsBlessing"), optionalSeat(g.kingsBlessingHolder)}};
    const QJsonObject pending{{QStringLiteral("decision"), id(settlers::pendingId(g.pending))},
        {QStringLiteral("player"), optionalSeat(g.pendingPlayer)}};
    const QJsonObject end{{QStringLiteral("over"), g.stage == settlers::Stage::Over},
        {QStringLiteral("reason"), id(settlers::endReasonId(g.endReason))}, {QStringLiteral("winners"), winners}};
    return {{QStringLiteral("ruleset"), id(settlers::rulesetId(g.ruleset))}, {QStringLiteral("players"), players},
        {QStringLiteral("bank"), resourceCounts(g.bank)}, {QStringLiteral("deckLeft"), g.deckLeft},
        {QStringLiteral("jerusalem"), jerusalem},
        {QStringLiteral("plague"), g.plague ? QJsonValue(QString::fromStdString(settlers::textId(*g.plague))) : QJsonValue()},
        {QStringLiteral("specialCards"), special},
        {QStringLiteral("blessingResource"),
            g.blessingResource ? QJsonValue(id(settlers::resourceId(*g.blessingResource))) : QJsonValue()},
        {QStringLiteral("turn"), g.turn}, {QStringLiteral("current"), g.current},
        {QStringLiteral("stage"), id(settlers::stageId(g.stage))}, {QStringLiteral("pending"), pending},
        {QStringLiteral("end"), end}};
}

} // namespace canaan
