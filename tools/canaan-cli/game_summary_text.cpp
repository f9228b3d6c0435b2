#include "tools/canaan-cli/game_summary_text.h"

#include "engine/io/game_text.h"

#include <QCoreApplication>
#include <QStringList>

namespace canaan::cli {

namespace {

QString seatName(const GameSummary &g, int seat)
{
    const std::string &name = g.players[static_cast<std::size_t>(seat)].seat.name;
    if (name.empty())
        return QCoreApplication::translate("canaan::Cli", "Seat %1").arg(seat);
    return QCoreApplication::translate("canaan::Cli", "%1 (seat %2)").arg(QString::fromStdString(name)).arg(seat);
}

QString holderName(const GameSummary &g, const std::optional<int> &seat)
{
    return seat ? seatName(g, *seat) : QCoreApplication::translate("canaan::Cli", "nobody");
}

QString resourceList(const std::array<int, settlers::kResourceCount> &counts, settlers::Ruleset ruleset)
{
    QStringList parts;
    for (settlers::Resource r : settlers::kAllResources)
        parts << QStringLiteral("%1 %2").arg(resourceName(r, ruleset)).arg(counts[static_cast<std::size_t>(r)]);
    return parts.join(QStringLiteral(", "));
}

QString cardList(const std::array<int, settlers::kDevCardCount> &counts, settlers::Ruleset ruleset)
{
    QStringList parts;
    for (int c = 0; c < settlers::kDevCardCount; ++c)
        if (const int n = counts[static_cast<std::size_t>(c)])
            parts << QStringLiteral("%1 %2").arg(devCardName(static_cast<settlers::DevCard>(c), ruleset)).arg(n);
    return parts.isEmpty() ? QCoreApplication::translate("canaan::Cli", "none") : parts.join(QStringLiteral(", "));
}

QString playerText(const GameSummary &g, int seat)
{
    const PlayerSummary &p = g.players[static_cast<std::size_t>(seat)];
    const settlers::VpParts &v = p.parts;
    QString text = QCoreApplication::translate("canaan::Cli", "%1, %2, %3: %4 VP")
                       .arg(seatName(g, seat), QString::fromStdString(p.seat.kind),
                           QString::fromStdString(p.seat.colour.empty() ? "-" : p.seat.colour))
                       .arg(p.vp)
        + u'\n';
    const QString longestRoad = specialCardName(settlers::SpecialCard::LongestRoad, g.ruleset);
    const QString mostPriests = specialCardName(settlers::SpecialCard::MostPriests, g.ruleset);
    if (g.ruleset == settlers::Ruleset::Classic)
        text += QStringLiteral("  ")
            + QCoreApplication::translate(
                "canaan::Cli", "VP: %1 from settlements, %2 from cities, %3 from VP cards, %4 from %5, %6 from %7.")
                  .arg(v.settlements)
                  .arg(2 * v.cities)
                  .arg(v.hiddenVpCards)
                  .arg(v.longestRoad)
                  .arg(longestRoad)
                  .arg(v.mostPriests)
                  .arg(mostPriests)
            + u'\n';
    else
        text += QStringLiteral("  ")
            + QCoreApplication::translate("canaan::Cli",
                "VP: %1 from settlements, %2 from cities, %3 from VP cards, %4 from %5, %6 from %7, %8 from "
                "%9.")
                  .arg(v.settlements)
                  .arg(2 * v.cities)
                  .arg(v.vpCards)
                  .arg(v.longestRoad)
                  .arg(longestRoad)
                  .arg(v.mostPriests)
                  .arg(mostPriests)
                  .arg(v.kingsBlessing)
                  .arg(specialCardName(settlers::SpecialCard::KingsBlessing, g.ruleset))
            + u'\n';
    text += QStringLiteral("  ")
        + QCoreApplication::translate("canaan::Cli", "Resource cards: %1.").arg(resourceList(p.resources, g.ruleset))
        + u'\n';
    text += QStringLiteral("  ")
        + QCoreApplication::translate("canaan::Cli", "Development cards in hand: %1.")
              .arg(cardList(p.devCards, g.ruleset))
        + u'\n';
    if (g.ruleset == settlers::Ruleset::Classic) {
        text += QStringLiteral("  ")
            + QCoreApplication::translate("canaan::Cli", "Pieces left: %1 roads, %2 settlements, %3 cities.")
                  .arg(p.roadsLeft)
                  .arg(p.settlementsLeft)
                  .arg(p.citiesLeft)
            + u'\n';
        text += QStringLiteral("  ")
            + QCoreApplication::translate("canaan::Cli", "Knights played: %1. Longest road: %2.")
                  .arg(p.playedPriests)
                  .arg(p.longestRoad)
            + u'\n';
        return text;
    }
    text += QStringLiteral("  ")
        + QCoreApplication::translate(
            "canaan::Cli", "Pieces left: %1 roads, %2 settlements, %3 cities, %4 building stones.")
              .arg(p.roadsLeft)
              .arg(p.settlementsLeft)
              .arg(p.citiesLeft)
              .arg(p.stonesLeft)
        + u'\n';
    text += QStringLiteral("  ")
        + QCoreApplication::translate("canaan::Cli", "Priests played: %1. Building stones in Jerusalem: %2. Longest road: %3.")
              .arg(p.playedPriests)
              .arg(p.stones)
              .arg(p.longestRoad)
        + u'\n';
    return text;
}

QString turnText(const GameSummary &g)
{
    if (g.stage == settlers::Stage::Over) {
        QStringList winners;
        for (int w : g.winners)
            winners << seatName(g, w);
        QString text = QCoreApplication::translate("canaan::Cli", "Game over after turn %1. %2")
                           .arg(g.turn)
                           .arg(endReasonText(g.endReason));
        if (!winners.isEmpty())
            text += u' '
                + QCoreApplication::translate("canaan::Cli", "Winners: %1.").arg(winners.join(QStringLiteral(", ")));
        return text + u'\n';
    }
    const QString who
        = g.pendingPlayer ? seatName(g, *g.pendingPlayer) : QCoreApplication::translate("canaan::Cli", "chance");
    if (g.stage != settlers::Stage::Play) // set-up: no turns yet
        return QCoreApplication::translate("canaan::Cli", "Before the first turn. Waiting for %1: %2.")
                   .arg(who, pendingText(g.pending))
            + u'\n';
    return QCoreApplication::translate("canaan::Cli", "Turn %1, played by %2. Waiting for %3: %4.")
               .arg(g.turn)
               .arg(seatName(g, g.current), who, pendingText(g.pending))
        + u'\n';
}

QString tableText(const GameSummary &g)
{
    QString text = QCoreApplication::translate("canaan::Cli", "Bank: %1. Development cards left: %2.")
                       .arg(resourceList(g.bank, g.ruleset))
                       .arg(g.deckLeft)
        + u'\n';
    if (g.ruleset == settlers::Ruleset::Canaan) {
        QStringList stones;
        int total = g.blackStones;
        for (std::size_t p = 0; p < g.players.size(); ++p) {
            stones << QStringLiteral("%1 %2").arg(seatName(g, static_cast<int>(p))).arg(g.players[p].stones);
            total += g.players[p].stones;
        }
        stones << QCoreApplication::translate("canaan::Cli", "black %1").arg(g.blackStones);
        text += QCoreApplication::translate("canaan::Cli", "Jerusalem: %1 of %2 building stones (%3).")
                    .arg(total)
                    .arg(g.stonesToComplete)
                    .arg(stones.join(QStringLiteral(", ")))
            + u'\n';
    }
    const QString plagueHex = g.plague ? QString::fromStdString(settlers::textId(*g.plague)) : QString();
    if (g.ruleset == settlers::Ruleset::Classic)
        text += QCoreApplication::translate("canaan::Cli", "The robber stands on hex %1.").arg(plagueHex) + u'\n';
    else
        text += (g.plague ? QCoreApplication::translate("canaan::Cli", "The Plague stands on hex %1.").arg(plagueHex)
                          : QCoreApplication::translate("canaan::Cli", "The Plague is beside the board."))
            + u'\n';
    const QString longestRoad = specialCardName(settlers::SpecialCard::LongestRoad, g.ruleset);
    const QString mostPriests = specialCardName(settlers::SpecialCard::MostPriests, g.ruleset);
    if (g.ruleset == settlers::Ruleset::Classic) // no Jerusalem, no King's Blessing
        return text
            + QCoreApplication::translate("canaan::Cli", "Special cards: %1: %2; %3: %4.")
                  .arg(longestRoad, holderName(g, g.longestRoadHolder), mostPriests, holderName(g, g.mostPriestsHolder))
            + u'\n';
    QString blessing = holderName(g, g.kingsBlessingHolder);
    if (g.blessingResource)
        blessing = QCoreApplication::translate("canaan::Cli", "%1 (trades %2 at 2:1)")
                       .arg(blessing, resourceName(*g.blessingResource, g.ruleset));
    return text
        + QCoreApplication::translate("canaan::Cli", "Special cards: %1: %2; %3: %4; %5: %6.")
              .arg(longestRoad, holderName(g, g.longestRoadHolder), mostPriests, holderName(g, g.mostPriestsHolder),
                  specialCardName(settlers::SpecialCard::KingsBlessing, g.ruleset), blessing)
        + u'\n';
}

} // namespace

QString gameSummaryText(const GameSummary &g)
{
    QString text = turnText(g) + u'\n';
    for (std::size_t p = 0; p < g.players.size(); ++p)
        text += playerText(g, static_cast<int>(p)) + u'\n';
    return text + tableText(g);
}

} // namespace canaan::cli
