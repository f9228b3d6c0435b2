// The names of the board's things in the user's language, for tooltips, legends and the game
// window. Context "canaan::BoardText" in the translations.
#pragma once

#include "engine/settlers/board/map.h"
#include "engine/settlers/board/terrain.h"

#include <QCoreApplication>
#include <QString>
#include <optional>

namespace canaan::boardview {

class BoardText {
    Q_DECLARE_TR_FUNCTIONS(canaan::boardview::BoardText)
public:
    static QString terrainName(settlers::Terrain t);
    static QString resourceName(settlers::Resource r);
    // "3:1 harbor: trade 3 of one resource for 1 of any" or the 2:1 sentence for one resource.
    static QString harborDescription(std::optional<settlers::Resource> resource);
    static QString numberDescription(int number, int pips);
    static QString jerusalemSite();
    static QString plague();
    // The tooltip of Jerusalem's stones: how many of the slots are filled.
    static QString jerusalemStones(int built, int slotCount);
    // A map's title or description in the UI's language (QLocale's default), falling back to English.
    static QString localized(const settlers::LocalizedText &text);
};

// An item whose texts (tooltips) follow the UI's language; BoardScene::retranslate() calls it.
class Translatable {
public:
    virtual ~Translatable() = default;
    virtual void retranslate() = 0;
};

} // namespace canaan::boardview
