#include "companion/window/quick_reference.h"

#include <QCoreApplication>
#include <QStringList>

namespace canaan::companion {

namespace {

QString heading(const QString &text) { return QStringLiteral("<h2>%1</h2>").arg(text.toHtmlEscaped()); }
QString list(const QStringList &items, bool numbered = false)
{
    QString out = numbered ? QStringLiteral("<ol>") : QStringLiteral("<ul>");
    for (const QString &item : items)
        out += QStringLiteral("<li>%1</li>").arg(item.toHtmlEscaped());
    return out + (numbered ? QStringLiteral("</ol>") : QStringLiteral("</ul>"));
}
QString row(const QString &what, const QString &cost)
{
    return QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(what.toHtmlEscaped(), cost.toHtmlEscaped());
}
} // namespace

QString quickReferenceHtml()
{
    QString html;
    html += heading(QCoreApplication::translate("canaan::companion::QuickReference", "Building costs"));
    html += QStringLiteral("<table cellpadding=\"6\">");
    html += row(QCoreApplication::translate("canaan::companion::QuickReference", "Road"), QCoreApplication::translate("canaan::companion::QuickReference", "1 Stone + 1 Lumber"));
    html += row(QCoreApplication::translate("canaan::companion::QuickReference", "Settlement"), QCoreApplication::translate("canaan::companion::QuickReference", "1 Stone + 1 Lumber + 1 Wool + 1 Grain"));
    html += row(QCoreApplication::translate("canaan::companion::QuickReference", "City"), QCoreApplication::translate("canaan::companion::QuickReference", "3 Ore + 2 Grain (it replaces one of your settlements)"));
    html += row(QCoreApplication::translate("canaan::companion::QuickReference", "Development card"), QCoreApplication::translate("canaan::companion::QuickReference", "1 Ore + 1 Wool + 1 Grain"));
    html += row(QCoreApplication::translate("canaan::companion::QuickReference", "Building stone for Jerusalem"), QCoreApplication::translate("canaan::companion::QuickReference", "1 Stone + 1 Ore"));
    html += QStringLiteral("</table>");
    html += list({QCoreApplication::translate("canaan::companion::QuickReference", "Each player has 15 roads, 5 settlements, 4 cities and 20 building stones."),
                  QCoreApplication::translate("canaan::companion::QuickReference", "A new settlement needs one of your roads and no building on the three neighbouring intersections."),
                  QCoreApplication::translate("canaan::companion::QuickReference", "A building stone needs your own building on a Jerusalem site, or a chain of roads (anyone's) from "
                     "your building to another player's building on a site: then pay that player one resource card per stone.")});

    html += heading(QCoreApplication::translate("canaan::companion::QuickReference", "A turn"));
    html += list({QCoreApplication::translate("canaan::companion::QuickReference", "Roll the dice. Every hex with that number produces for each building on its corners: 1 card for a "
                     "settlement, 2 for a city. Copper gives any one resource of the owner's choice. The hex under the "
                     "Plague produces nothing."),
                  QCoreApplication::translate("canaan::companion::QuickReference", "Trade: the player whose turn it is trades with the others, or with the bank at 4:1 (3:1 or 2:1 at "
                     "a harbor where he has a building)."),
                  QCoreApplication::translate("canaan::companion::QuickReference", "Build and buy. Once you have built or bought, you may not trade again this turn.")},
                 true);
    html += list({QCoreApplication::translate("canaan::companion::QuickReference", "One development card may be played at any moment of your own turn, even before the roll; not one "
                     "bought this turn (victory point cards excepted).")});

    html += heading(QCoreApplication::translate("canaan::companion::QuickReference", "Rolling a 7"));
    html += list({QCoreApplication::translate("canaan::companion::QuickReference", "A black stone goes into Jerusalem, while a slot is left."), QCoreApplication::translate("canaan::companion::QuickReference", "Nothing is produced."),
                  QCoreApplication::translate("canaan::companion::QuickReference", "Every player holding more than 7 resource cards discards half of them, rounded down."),
                  QCoreApplication::translate("canaan::companion::QuickReference", "The roller moves the Plague to another numbered hex (never the sea, the desert or Jerusalem) and "
                     "draws one random card from a player with a building on that hex.")},
                 true);

    html += heading(QCoreApplication::translate("canaan::companion::QuickReference", "Development cards"));
    html += list({QCoreApplication::translate("canaan::companion::QuickReference", "Priest card (20): move the Plague and draw a card, as on a 7, without the black stone or the discards."),
                  QCoreApplication::translate("canaan::companion::QuickReference", "Victory point card (4): 1 victory point once played face up; it may be played at once."),
                  QCoreApplication::translate("canaan::companion::QuickReference", "Deborah's Song: every player takes one resource of his choice."),
                  QCoreApplication::translate("canaan::companion::QuickReference", "Plentiful Lands: take any two resources."),
                  QCoreApplication::translate("canaan::companion::QuickReference", "New Trade Route (2 cards): build two roads free."),
                  QCoreApplication::translate("canaan::companion::QuickReference", "Korah's Rebellion: name a resource; every other player gives you all his cards of it."),
                  QCoreApplication::translate("canaan::companion::QuickReference", "Caravan: for the rest of this turn, trade with the bank at 2:1 in any resource."),
                  QCoreApplication::translate("canaan::companion::QuickReference", "Improvements: upgrade a settlement to a city for only 1 Ore + 1 Grain."),
                  QCoreApplication::translate("canaan::companion::QuickReference", "Bountiful Harvest: one of your settlements or cities produces once from each numbered hex it touches."),
                  QCoreApplication::translate("canaan::companion::QuickReference", "Gibeonite Trickery: take two random resource cards from one opponent."),
                  QCoreApplication::translate("canaan::companion::QuickReference", "Prophet: take the top development card free."),
                  QCoreApplication::translate("canaan::companion::QuickReference", "Caleb's Blessing: build one settlement free.")});

    html += heading(QCoreApplication::translate("canaan::companion::QuickReference", "Special cards and the end"));
    html += list({QCoreApplication::translate("canaan::companion::QuickReference", "Longest Road (2 victory points): a continuous road of at least 5 paths, longer than anyone else's."),
                  QCoreApplication::translate("canaan::companion::QuickReference", "Most Priests (2 victory points): at least 3 priests played, more than anyone else."),
                  QCoreApplication::translate("canaan::companion::QuickReference", "King's Blessing (2 victory points): the most building stones in Jerusalem (one is enough); its holder "
                     "trades one resource of his choice at 2:1."),
                  QCoreApplication::translate("canaan::companion::QuickReference", "When the lead is tied, the card goes beside the board until one player alone leads again."),
                  QCoreApplication::translate("canaan::companion::QuickReference", "12 victory points during your own turn win the game."),
                  QCoreApplication::translate("canaan::companion::QuickReference", "When Jerusalem's last slot is filled, the game ends: most victory points wins; if tied, most "
                     "building stones; if still tied, play goes on (or the tied players share the win, as the map says).")});
    return html;
}

} // namespace canaan::companion
