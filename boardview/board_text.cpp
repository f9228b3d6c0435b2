#include "boardview/board_text.h"

#include <QLocale>

namespace canaan::boardview {

QString BoardText::terrainName(Terrain t)
{
    switch (t) {
    case Terrain::Forest: return tr("Forest");
    case Terrain::Pasture: return tr("Pasture");
    case Terrain::Fields: return tr("Fields");
    case Terrain::Hills: return tr("Hills");
    case Terrain::Mountains: return tr("Mountains");
    case Terrain::Copper: return tr("Copper");
    case Terrain::Desert: return tr("Desert");
    case Terrain::Jerusalem: return tr("Jerusalem");
    case Terrain::Sea: return tr("The Great Sea");
    }
    return {};
}

QString BoardText::resourceName(Resource r)
{
    switch (r) {
    case Resource::Lumber: return tr("Lumber");
    case Resource::Wool: return tr("Wool");
    case Resource::Grain: return tr("Grain");
    case Resource::Stone: return tr("Stone");
    case Resource::Ore: return tr("Ore");
    }
    return {};
}

QString BoardText::harborDescription(std::optional<Resource> resource)
{
    if (!resource)
        return tr("3:1 harbor: trade 3 cards of one resource for 1 card of any resource.");
    // Whole sentences per resource read better in Korean than a sentence with a name slotted in.
    switch (*resource) {
    case Resource::Lumber: return tr("2:1 harbor: trade 2 lumber for 1 card of any resource.");
    case Resource::Wool: return tr("2:1 harbor: trade 2 wool for 1 card of any resource.");
    case Resource::Grain: return tr("2:1 harbor: trade 2 grain for 1 card of any resource.");
    case Resource::Stone: return tr("2:1 harbor: trade 2 stone for 1 card of any resource.");
    case Resource::Ore: return tr("2:1 harbor: trade 2 ore for 1 card of any resource.");
    }
    return {};
}

QString BoardText::numberDescription(int number, int pips)
{
    return tr("Produces on a roll of %1 (%2 of 36 rolls).").arg(number).arg(pips);
}

QString BoardText::jerusalemSite() { return tr("Jerusalem site: a settlement or city here lets its owner add building stones to Jerusalem."); }

QString BoardText::localized(const LocalizedText &text)
{
    if (QLocale().language() == QLocale::Korean && !text.ko.empty())
        return QString::fromStdString(text.ko);
    return QString::fromStdString(text.en);
}

QString BoardText::plague() { return tr("The Plague: this hex produces nothing while it stays."); }

QString BoardText::jerusalemStones(int built, int slotCount)
{
    return tr("Jerusalem: %1 of %2 building stones laid.").arg(built).arg(slotCount);
}

} // namespace canaan::boardview
