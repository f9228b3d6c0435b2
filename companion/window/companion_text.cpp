#include "companion/window/companion_text.h"

#include <QColor>
#include <QCoreApplication>
#include <QStringList>

namespace canaan::companion {

namespace {

QString names(const TableSession &s, const QList<int> &players)
{
    QStringList out;
    for (int p : players)
        out << coloredName(s, p);
    return out.join(QStringLiteral(", "));
}
} // namespace

QString resourceName(settlers::Resource r)
{
    switch (r) {
    case settlers::Resource::Lumber: return QCoreApplication::translate("canaan::companion::Text", "Lumber");
    case settlers::Resource::Wool: return QCoreApplication::translate("canaan::companion::Text", "Wool");
    case settlers::Resource::Grain: return QCoreApplication::translate("canaan::companion::Text", "Grain");
    case settlers::Resource::Stone: return QCoreApplication::translate("canaan::companion::Text", "Stone");
    case settlers::Resource::Ore: return QCoreApplication::translate("canaan::companion::Text", "Ore");
    }
    return {};
}

QString terrainName(settlers::Terrain t)
{
    switch (t) {
    case settlers::Terrain::Forest: return QCoreApplication::translate("canaan::companion::Text", "Forest");
    case settlers::Terrain::Pasture: return QCoreApplication::translate("canaan::companion::Text", "Pasture");
    case settlers::Terrain::Fields: return QCoreApplication::translate("canaan::companion::Text", "Fields");
    case settlers::Terrain::Hills: return QCoreApplication::translate("canaan::companion::Text", "Hills");
    case settlers::Terrain::Mountains: return QCoreApplication::translate("canaan::companion::Text", "Mountains");
    case settlers::Terrain::Copper: return QCoreApplication::translate("canaan::companion::Text", "Copper");
    case settlers::Terrain::Desert: return QCoreApplication::translate("canaan::companion::Text", "Desert");
    case settlers::Terrain::Jerusalem: return QCoreApplication::translate("canaan::companion::Text", "Jerusalem");
    case settlers::Terrain::Sea: return QCoreApplication::translate("canaan::companion::Text", "Sea");
    }
    return {};
}

QString receiptText(const Receipt &receipt)
{
    QStringList parts;
    for (settlers::Resource r : settlers::kAllResources)
        if (const int n = receipt.resources[static_cast<std::size_t>(r)])
            parts << QCoreApplication::translate("canaan::companion::Text", "%1 × %2").arg(n).arg(resourceName(r));
    if (receipt.copper)
        parts << QCoreApplication::translate("canaan::companion::Text", "%1 × any one resource (Copper)").arg(receipt.copper);
    return parts.join(QStringLiteral(", "));
}

QString coloredName(const TableSession &s, int player)
{
    if (player < 0 || player >= s.players.size())
        return {};
    const QColor c(s.players[player].color);
    // A swatch before the name (the name itself stays dark: white or yellow text would not read);
    // a very light colour is drawn as an outlined square.
    const QString swatch = c.lightnessF() > 0.8 ? QStringLiteral("<span style=\"color:#555555\">&#9633;</span>")
                                               : QStringLiteral("<span style=\"color:%1\">&#9632;</span>").arg(c.name());
    return QStringLiteral("%1&nbsp;<b>%2</b>").arg(swatch, s.players[player].name.toHtmlEscaped());
}

QString endText(const TableSession &s, const GameEnd &end)
{
    switch (end.kind) {
    case EndKind::None: return {};
    case EndKind::VictoryPoints:
        return QCoreApplication::translate("canaan::companion::Text", "%1 has the victory points to win on this turn: the game is won!").arg(names(s, end.players));
    case EndKind::WinsOnOwnTurn:
        return QCoreApplication::translate("canaan::companion::Text", "Enough victory points: %1. The win comes at the start of that player's own turn, if the points are still there.")
            .arg(names(s, end.players));
    case EndKind::Jerusalem:
        return QCoreApplication::translate("canaan::companion::Text", "Jerusalem is complete. The winner: %1.").arg(names(s, end.players));
    case EndKind::JerusalemShared:
        return QCoreApplication::translate("canaan::companion::Text", "Jerusalem is complete and the lead is tied: %1 share the win.").arg(names(s, end.players));
    case EndKind::JerusalemPlayOn:
        return QCoreApplication::translate("canaan::companion::Text", "Jerusalem is complete and the lead is tied (%1). Play goes on without building stones until a turn ends with one player alone in the lead.")
            .arg(names(s, end.players));
    case EndKind::PlayOnWon:
        return QCoreApplication::translate("canaan::companion::Text", "A turn ended with one player alone in the lead after Jerusalem was completed. The winner: %1.")
            .arg(names(s, end.players));
    }
    return {};
}

} // namespace canaan::companion
