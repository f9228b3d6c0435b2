// Print-and-play: a map's poster or cut-out sheets drawn at real size from a plan (print_plan.h),
// into a PDF (QPdfWriter) or any paint device. Millimetres become device units through the
// device's own resolution, so a PDF and a picture of the same page show the same sizes. The
// texts follow the application's language; the map's title its QLocale (Korean when the map has
// one). Needs a QGuiApplication (fonts), no widgets: the editor, the game's map chooser and
// `canaan-cli print` all use it.
#pragma once

#include "cartography/print_plan.h"

#include <QString>

class QPainter;

namespace canaan::cartography {

// A cut-out piece's cut line, drawn centred on its edge: the ink reaches half of it past the edge.
inline constexpr double kCutLineMm = 0.25;

// Paints page `index` of the plan, the page's top left at the device's origin.
void paintPrintPage(QPainter &painter, const settlers::MapModel &map, const PrintPlan &plan, int index);

// Plans, draws and writes the PDF safely (io::writeFileSafely). On failure returns false with one
// sentence in *error: a hex size out of range, too many pages, or why the file cannot be written.
bool writePrintPdf(const settlers::MapModel &map, const PrintOptions &options, const QString &path, QString *error = nullptr);

} // namespace canaan::cartography
