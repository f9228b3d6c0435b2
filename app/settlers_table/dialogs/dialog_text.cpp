#include "app/settlers_table/dialogs/dialog_text.h"

#include "cartography/board_art.h"
#include "boardview/board_text.h"
#include "engine/io/game_text.h"

#include <QAbstractButton>
#include <QPainter>
#include <QPixmap>
#include <QSvgRenderer>

namespace canaan::settlerstable {

namespace {

QPixmap squarePixmap(const QColor &fill, int size)
{
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(fill.darker(160), 1));
    painter.setBrush(fill);
    painter.drawRoundedRect(QRectF(0.5, 0.5, size - 1.0, size - 1.0), size / 5.0, size / 5.0);
    return pixmap;
}

// Readable on a light dialog background (the white tribe is not).
bool readableOnLight(const QColor &c)
{
    return 0.299 * c.redF() + 0.587 * c.greenF() + 0.114 * c.blueF() < 0.72;
}

} // namespace

QString DialogText::resource(const settlers::Rules &rules, int r)
{
    return r >= 0 && r < settlers::kResourceCount ? resourceName(static_cast<settlers::Resource>(r), rules.ruleset()) : QString();
}

QColor DialogText::resourceColor(int r)
{
    return r >= 0 && r < settlers::kResourceCount ? cartography::terrainColor(static_cast<settlers::Terrain>(r)) : QColor(Qt::gray);
}

QIcon DialogText::resourceIcon(int r)
{
    static std::array<QIcon, settlers::kResourceCount> cache;
    if (r < 0 || r >= settlers::kResourceCount)
        return {};
    QIcon &icon = cache[static_cast<std::size_t>(r)];
    if (!icon.isNull())
        return icon;
    for (const int size : {16, 24, 32, 48}) {
        QPixmap pixmap = squarePixmap(resourceColor(r), size);
        if (QSvgRenderer *art = cartography::resourceIcon(static_cast<settlers::Resource>(r))) {
            QPainter painter(&pixmap);
            painter.setRenderHint(QPainter::Antialiasing);
            const qreal inset = size / 10.0;
            art->render(&painter, QRectF(inset, inset, size - 2 * inset, size - 2 * inset));
        }
        icon.addPixmap(pixmap);
    }
    return icon;
}

QString DialogText::playerName(const DecisionContext &ctx, int seat)
{
    if (seat >= 0 && seat < ctx.names.size() && !ctx.names[seat].isEmpty())
        return ctx.names[seat];
    return tr("Player %1").arg(seat + 1);
}

QString DialogText::playerHtml(const DecisionContext &ctx, int seat)
{
    const QColor color = seat >= 0 && seat < ctx.colors.size() ? ctx.colors[seat] : QColor(Qt::gray);
    const QString name = playerName(ctx, seat).toHtmlEscaped();
    // A light colour gets a grey frame so that it shows on a light background.
    const QString swatch =
        readableOnLight(color)
            ? QStringLiteral("<span style=\"color:%1\">&#9632;</span>").arg(color.name())
            : QStringLiteral("<span style=\"background-color:#808080\">&#8202;<span style=\"color:%1\">&#9632;</span>"
                             "&#8202;</span>")
                  .arg(color.name());
    const QString shown = readableOnLight(color)
                              ? QStringLiteral("<b style=\"color:%1\">%2</b>").arg(color.name(), name)
                              : QStringLiteral("<b>%1</b>").arg(name);
    return swatch + QStringLiteral("&nbsp;") + shown;
}

QIcon DialogText::playerIcon(const DecisionContext &ctx, int seat)
{
    const QColor color = seat >= 0 && seat < ctx.colors.size() ? ctx.colors[seat] : QColor(Qt::gray);
    QIcon icon;
    for (const int size : {16, 24})
        icon.addPixmap(squarePixmap(color, size));
    return icon;
}

void DialogText::showPlayer(const DecisionContext &ctx, int seat, QAbstractButton *button)
{
    button->setIcon(playerIcon(ctx, seat));
    const QColor color = seat >= 0 && seat < ctx.colors.size() ? ctx.colors[seat] : QColor();
    if (color.isValid() && readableOnLight(color)) {
        QPalette palette = button->palette();
        palette.setColor(QPalette::ButtonText, color);
        palette.setColor(QPalette::WindowText, color);
        button->setPalette(palette);
    }
}

QString DialogText::cards(const settlers::Rules &rules, const ResourceCounts &counts)
{
    QStringList parts;
    for (int r = 0; r < settlers::kResourceCount; ++r)
        if (const int n = counts[static_cast<std::size_t>(r)]; n > 0)
            //: A count of resource cards, e.g. "2 Lumber".
            parts << tr("%1 %2").arg(n).arg(resource(rules, r));
    return parts.isEmpty() ? tr("nothing") : parts.join(tr(", "));
}

QString DialogText::cardsHtml(const settlers::Rules &rules, const ResourceCounts &counts)
{
    QStringList parts;
    for (int r = 0; r < settlers::kResourceCount; ++r)
        if (const int n = counts[static_cast<std::size_t>(r)]; n > 0)
            parts << QStringLiteral("<span style=\"background-color:%1\">&nbsp;&nbsp;</span>&nbsp;%2")
                         .arg(resourceColor(r).name(), tr("%1 %2").arg(n).arg(resource(rules, r)).toHtmlEscaped());
    return parts.isEmpty() ? tr("nothing").toHtmlEscaped() : parts.join(tr(", "));
}

QString DialogText::spot(const settlers::Rules &rules, int vertex)
{
    const auto &vertices = rules.topology().vertices();
    if (vertex < 0 || vertex >= static_cast<int>(vertices.size()))
        return tr("intersection %1").arg(vertex);
    QStringList hexes;
    for (const settlers::TileId t : vertices[static_cast<std::size_t>(vertex)].tiles)
        if (t != settlers::kNone)
            hexes << hex(rules, t);
    //: An intersection named by the hexes that meet there, e.g. "Forest 5 · Fields 6 · Sea".
    return tr("%1 (intersection %2)").arg(hexes.join(QStringLiteral(" · "))).arg(vertex);
}

QString DialogText::hex(const settlers::Rules &rules, int t)
{
    if (t < 0 || t >= static_cast<int>(rules.topology().tiles().size()))
        return {};
    const settlers::Tile &tile = rules.topology().tiles()[static_cast<std::size_t>(t)];
    const QString terrain = boardview::BoardText::terrainName(tile.terrain);
    // "Forest 5": the same order in every language, so no translation.
    return tile.number > 0 ? QStringLiteral("%1 %2").arg(terrain).arg(tile.number) : terrain;
}

QString DialogText::card(const settlers::Rules &rules, int c)
{
    return c >= 0 && c < settlers::kDevCardCount ? devCardName(static_cast<settlers::DevCard>(c), rules.ruleset()) : QString();
}

QString DialogText::cardEffect(const settlers::Rules &rules, settlers::DevCard c)
{
    const bool classic = rules.isClassic();
    switch (c) {
    case settlers::DevCard::Priest:
        return classic ? tr("Move the robber to another hex and take a random card from a player with a building "
                            "there.")
                       : tr("Move the Plague to another numbered hex and take a random card from a player with a "
                            "building there.");
    case settlers::DevCard::DeborahsSong:
        return tr("Every player, starting with you, takes one resource of his choice from the bank.");
    case settlers::DevCard::PlentifulLands: return tr("Take any two resources from the bank.");
    case settlers::DevCard::NewTradeRoute: return tr("Build two roads for free.");
    case settlers::DevCard::KorahsRebellion: return tr("Name a resource: every other player gives you all his cards of it.");
    case settlers::DevCard::Caravan: return tr("For the rest of this turn, trade with the bank at 2:1 in any resource.");
    case settlers::DevCard::Improvements: return tr("Upgrade one of your settlements to a city for just 1 Ore and 1 Grain.");
    case settlers::DevCard::BountifulHarvest:
        return tr("One of your settlements or cities produces once from every numbered hex it touches.");
    case settlers::DevCard::GibeoniteTrickery: return tr("Take two random resource cards from an opponent of your choice.");
    case settlers::DevCard::Prophet: return tr("Take the top development card for free; it cannot be played this turn.");
    case settlers::DevCard::CalebsBlessing: return tr("Build one settlement for free, by the normal placement rules.");
    case settlers::DevCard::VictoryPoint:
        return classic ? tr("Counts one victory point while you hold it.")
                       : tr("Reveal it: it counts one victory point from now on.");
    }
    return {};
}

ResourceCounts tradeSide(const std::int8_t *trade, int sign)
{
    ResourceCounts side{};
    for (int r = 0; r < settlers::kResourceCount; ++r) {
        const int n = trade[r] * sign;
        side[static_cast<std::size_t>(r)] = n > 0 ? n : 0;
    }
    return side;
}

std::array<std::int8_t, settlers::kResourceCount> netTrade(const ResourceCounts &gives, const ResourceCounts &receives)
{
    std::array<std::int8_t, settlers::kResourceCount> net{};
    for (std::size_t r = 0; r < net.size(); ++r)
        net[r] = static_cast<std::int8_t>(gives[r] - receives[r]);
    return net;
}

QString DialogText::tradeSidesProblem(const settlers::Rules &rules, const ResourceCounts &give, const ResourceCounts &receive)
{
    int given = 0, received = 0;
    for (int r = 0; r < settlers::kResourceCount; ++r) {
        const auto i = static_cast<std::size_t>(r);
        if (give[i] > 0 && receive[i] > 0)
            return tr("You cannot both give and receive %1.").arg(resource(rules, r));
        given += give[i];
        received += receive[i];
    }
    if (given == 0)
        return tr("Choose the cards you give.");
    if (received == 0)
        return tr("Choose the cards you ask for.");
    return {};
}

} // namespace canaan::settlerstable
