#include "cartography/print_plan.h"

#include "cartography/board_geometry.h"
#include "cartography/map_drawing.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

namespace canaan::cartography {

namespace {

// The header above the content holds the page's title, its place in the poster and a bar to check
// the printer kept the size.
constexpr double kHeaderMm = 16.0;
// A poster page repeats this much of its neighbours' share, to the right and below, to glue on.
constexpr double kOverlapMm = 10.0;
// Room to cut between two pieces.
constexpr double kGapMm = 4.0;

QRectF contentArea(QSizeF paper)
{
    return QRectF(kPrintMarginMm, kPrintMarginMm + kHeaderMm, paper.width() - 2 * kPrintMarginMm,
                  paper.height() - 2 * kPrintMarginMm - kHeaderMm);
}

QString tooManyPages()
{
    return QCoreApplication::translate("canaan::cartography::Print", "This print needs more than %1 pages; choose a smaller hex size.").arg(kMaxPrintPages);
}

void planPoster(PrintPlan &plan, const QRectF &area)
{
    const QSizeF board = plan.sceneBounds.size() * plan.sceneToMm;
    const QSizeF cell(area.width() - kOverlapMm, area.height() - kOverlapMm);
    plan.columns = std::max(1, int(std::ceil((board.width() - kOverlapMm) / cell.width())));
    plan.rows = std::max(1, int(std::ceil((board.height() - kOverlapMm) / cell.height())));
    if (qint64(plan.rows) * plan.columns > kMaxPrintPages)
        return;
    // The board in the middle of the pages' whole area.
    const QPointF slack((plan.columns * cell.width() + kOverlapMm - board.width()) / 2,
                        (plan.rows * cell.height() + kOverlapMm - board.height()) / 2);
    for (int row = 0; row < plan.rows; ++row)
        for (int column = 0; column < plan.columns; ++column) {
            PrintPage page;
            page.row = row;
            page.column = column;
            page.contentMm = area;
            page.cellMm = cell;
            page.boardMm = QRectF(QPointF(column * cell.width(), row * cell.height()) - slack, area.size());
            plan.pages.push_back(std::move(page));
        }
}

// Lays pieces of one size out in rows, left to right and down, starting a new row for each kind and
// a new page when one is full.
class SheetPacker {
public:
    SheetPacker(PrintPlan &plan, const QRectF &area) : plan_(plan), area_(area) {}

    // False when a piece of this size fits no page (cannot happen within the hex size's range).
    bool startKind(QSizeF pieceMm)
    {
        piece_ = pieceMm;
        perRow_ = int((area_.width() + kGapMm) / (piece_.width() + kGapMm));
        if (perRow_ < 1 || piece_.height() > area_.height())
            return false;
        left_ = area_.left() + (area_.width() - (perRow_ * (piece_.width() + kGapMm) - kGapMm)) / 2;
        if (column_ > 0) // a new row for a new kind
            top_ += rowHeight_ + kGapMm;
        column_ = 0;
        rowHeight_ = piece_.height();
        return true;
    }

    bool place(PrintPiece piece)
    {
        if (column_ == perRow_) {
            top_ += rowHeight_ + kGapMm;
            column_ = 0;
        }
        if (plan_.pages.empty() || top_ + piece_.height() > area_.bottom()) {
            if (int(plan_.pages.size()) == kMaxPrintPages)
                return false;
            plan_.pages.emplace_back();
            top_ = area_.top();
            column_ = 0;
        }
        piece.centreMm = QPointF(left_ + column_ * (piece_.width() + kGapMm) + piece_.width() / 2,
                                 top_ + piece_.height() / 2);
        plan_.pages.back().pieces.push_back(piece);
        ++column_;
        return true;
    }

private:
    PrintPlan &plan_;
    QRectF area_;
    QSizeF piece_;
    int perRow_ = 0;
    double left_ = 0;
    double top_ = 0;
    double rowHeight_ = 0;
    int column_ = 0;
};

// Land hexes by terrain, then the harbors on their sea hexes, then the number tokens by number.
std::vector<PrintPiece> cutoutPieces(const settlers::MapModel &map)
{
    std::vector<PrintPiece> pieces;
    for (const settlers::MapHex &hex : map.hexes)
        if (settlers::isLand(hex.terrain))
            pieces.push_back({PrintPiece::Kind::Hex, {}, hex.terrain, 0, {}});
    std::stable_sort(pieces.begin(), pieces.end(),
                     [](const PrintPiece &a, const PrintPiece &b) { return a.terrain < b.terrain; });
    for (const settlers::Harbor &harbor : map.harbors)
        pieces.push_back({PrintPiece::Kind::Harbor, {}, settlers::Terrain::Sea, 0, harbor});
    std::vector<PrintPiece> tokens;
    for (const settlers::MapHex &hex : map.hexes)
        if (hex.number != 0 && settlers::isProductive(hex.terrain))
            tokens.push_back({PrintPiece::Kind::Token, {}, hex.terrain, hex.number, {}});
    std::stable_sort(tokens.begin(), tokens.end(),
                     [](const PrintPiece &a, const PrintPiece &b) { return a.number < b.number; });
    pieces.insert(pieces.end(), tokens.begin(), tokens.end());
    return pieces;
}

bool planCutouts(PrintPlan &plan, const settlers::MapModel &map, const QRectF &area)
{
    SheetPacker packer(plan, area);
    const QSizeF hex(plan.hexWidthMm(), plan.hexHeightMm());
    const double token = 2 * kTokenRadius * plan.sceneToMm;
    std::optional<PrintPiece::Kind> kind;
    for (const PrintPiece &piece : cutoutPieces(map)) {
        if (piece.kind != kind) {
            kind = piece.kind;
            if (!packer.startKind(piece.kind == PrintPiece::Kind::Token ? QSizeF(token, token) : hex))
                return false;
        }
        if (!packer.place(piece))
            return false;
    }
    return true;
}

} // namespace

std::optional<Paper> parsePaper(const QString &name)
{
    if (name.compare(QLatin1String("a4"), Qt::CaseInsensitive) == 0)
        return Paper::A4;
    if (name.compare(QLatin1String("letter"), Qt::CaseInsensitive) == 0)
        return Paper::Letter;
    return std::nullopt;
}

std::optional<PrintLayout> parsePrintLayout(const QString &name)
{
    if (name.compare(QLatin1String("poster"), Qt::CaseInsensitive) == 0)
        return PrintLayout::Poster;
    if (name.compare(QLatin1String("cutout"), Qt::CaseInsensitive) == 0)
        return PrintLayout::Cutout;
    return std::nullopt;
}

QSizeF paperSizeMm(Paper paper)
{
    return paper == Paper::A4 ? QSizeF(210.0, 297.0) : QSizeF(215.9, 279.4);
}

double PrintPlan::hexHeightMm() const { return options.hexAcrossFlatsMm * 2 / std::sqrt(3.0); }

PrintPlan planPrint(const settlers::MapModel &map, const PrintOptions &options, QString *error)
{
    PrintPlan plan;
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return PrintPlan{};
    };
    // NaN fails both comparisons.
    if (!(options.hexAcrossFlatsMm >= kMinHexAcrossFlatsMm && options.hexAcrossFlatsMm <= kMaxHexAcrossFlatsMm))
        return fail(QCoreApplication::translate("canaan::cartography::Print", "The hex size must be from %1 to %2 millimetres across the flats.")
                        .arg(kMinHexAcrossFlatsMm)
                        .arg(kMaxHexAcrossFlatsMm));
    plan.options = options;
    plan.paperMm = paperSizeMm(options.paper);
    // A hex of circumradius kHexRadius is sqrt(3) * kHexRadius across the flats.
    plan.sceneToMm = options.hexAcrossFlatsMm / (std::sqrt(3.0) * kHexRadius);
    plan.sceneBounds = mapBounds(map);
    const QRectF area = contentArea(plan.paperMm);
    if (options.layout == PrintLayout::Poster) {
        planPoster(plan, area);
        if (plan.pages.empty())
            return fail(tooManyPages());
    } else if (!planCutouts(plan, map, area)) {
        return fail(tooManyPages());
    }
    if (plan.pages.empty()) // a map without land: one empty sheet rather than no PDF
        plan.pages.emplace_back();
    return plan;
}

} // namespace canaan::cartography
