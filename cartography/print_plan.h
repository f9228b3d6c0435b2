// Print-and-play: where every page of a printed map and every piece on it goes, in millimetres on
// the paper, before anything is drawn. print_pages.h draws these plans (the PDF and the tests'
// pictures alike), so a test can compare what was measured on a page with the plan.
#pragma once

#include "engine/settlers/board/map.h"

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <optional>
#include <vector>

namespace canaan::cartography {

// The default hex size: the retail game's terrain tiles, measured across the flats (the distance
// between two opposite sides; docs/print.md says where the figure comes from).
inline constexpr double kRetailHexAcrossFlatsMm = 76.0;
inline constexpr double kMinHexAcrossFlatsMm = 20.0;
inline constexpr double kMaxHexAcrossFlatsMm = 150.0;
// A print that would need more pages is refused (a 10,000-hex map at retail size), before drawing.
inline constexpr int kMaxPrintPages = 200;
// Most printers cannot print the outer 5 mm of a sheet.
inline constexpr double kPrintMarginMm = 10.0;

enum class Paper { A4, Letter };
enum class PrintLayout { Poster, Cutout };

// "a4" or "letter", any case.
std::optional<Paper> parsePaper(const QString &name);
// "poster" or "cutout", any case.
std::optional<PrintLayout> parsePrintLayout(const QString &name);
// Portrait, in millimetres: A4 210 x 297, US Letter 215.9 x 279.4.
QSizeF paperSizeMm(Paper paper);

struct PrintOptions {
    Paper paper = Paper::A4;
    PrintLayout layout = PrintLayout::Poster;
    double hexAcrossFlatsMm = kRetailHexAcrossFlatsMm;
};

// One piece of a cut-out sheet: a land hex (with its terrain's name), a harbor on its sea hex, or a
// number token.
struct PrintPiece {
    enum class Kind { Hex, Harbor, Token };
    Kind kind = Kind::Hex;
    QPointF centreMm; // on the page
    settlers::Terrain terrain = settlers::Terrain::Sea;
    int number = 0;
    settlers::Harbor harbor;
};

struct PrintPage {
    // Poster: the part of the board this page shows, in board millimetres (0, 0 is the board's top
    // left), drawn at `contentMm` on the page; its first `cellMm` is the page's own share, the rest
    // overlaps the next page to the right and below.
    int row = 0;
    int column = 0;
    QRectF boardMm;
    QRectF contentMm;
    QSizeF cellMm;
    // Cut-out sheets: the pieces.
    std::vector<PrintPiece> pieces;
};

struct PrintPlan {
    PrintOptions options;
    QSizeF paperMm;
    double sceneToMm = 0; // millimetres per scene unit (board_geometry.h)
    QRectF sceneBounds;   // the board (mapBounds()) in scene units; board millimetres start at its top left
    int rows = 0;         // poster pages down and across
    int columns = 0;
    std::vector<PrintPage> pages;
    // A hex's extent on the paper, in millimetres: across the flats (its width, the hexes being
    // pointy-top) and from corner to corner (its height).
    double hexWidthMm() const { return options.hexAcrossFlatsMm; }
    double hexHeightMm() const;
};

// The plan, or an empty plan with *error set (a hex size out of range, too many pages).
PrintPlan planPrint(const settlers::MapModel &map, const PrintOptions &options, QString *error = nullptr);

} // namespace canaan::cartography
