#include "boardview/board_text.h"

#include <QLocale>

namespace canaan::boardview {

QString BoardText::terrainName(settlers::Terrain t)
{
    switch (t) {
    case settlers::Terrain::Forest: return tr("Forest");
    case settlers::Terrain::Pasture: return tr("Pasture");
    case settlers::Terrain::Fields: return tr("Fields");
    case settlers::Terrain::Hills: return tr("Hills");
    case settlers::Terrain::Mountains: return tr("Mountains");
    case settlers::Terrain::Copper: return tr("Copper");
    case settlers::Terrain::Desert: return tr("Desert");
    case settlers::Terrain::Jerusalem: return tr("Jerusalem");
    case settlers::Terrain::Sea: return tr("The Great Sea");
    }
    return {};
}

QString BoardText::resourceName(settlers::Resource r)
{
    switch (r) {
    case settlers::Resource::Lumber: return tr("Lumber");
    case settlers::Resource::Wool: return tr("Wool");
    case settlers::Resource::Grain: return tr("Grain");
    case settlers::Resource::Stone: return tr("Stone");
    case settlers::Resource::Ore: return tr("Ore");
    }
    return {};
}

QString BoardText::harborDescription(std::optional<settlers::Resource> resource)
{
    if (!resource)
        return tr("3:1 harbor: trade 3 cards of one resource for 1 card of any resource.");
    // Whole sentences per resource read better in Korean than a sentence with a name slotted in.
    switch (*resource) {
    case settlers::Resource::Lumber: return tr("2:1 harbor: trade 2 lumber for 1 card of any resource.");
    case settlers::Resource::Wool: return tr("2:1 harbor: trade 2 wool for 1 card of any resource.");
    case settlers::Resource::Grain: return tr("2:1 harbor: trade 2 grain for 1 card of any resource.");
    case settlers::Resource::Stone: return tr("2:1 harbor: trade 2 stone for 1 card of any resource.");
    case settlers::Resource::Ore: return tr("2:1 harbor: trade 2 ore for 1 card of any resource.");
    }
    return {};
}

QString BoardText::numberDescription(int number, int pips)
{
    return tr("Produces on a roll of %1 (%2 of 36 rolls).").arg(number).arg(pips);
}

QString BoardText::jerusalemSite() { return tr("Jerusalem site: a settlement or city here lets its owner add building stones to Jerusalem."); }

QString BoardText::localized(const settlers::LocalizedText &text)
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
