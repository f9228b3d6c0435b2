// File → Print Map…: the paper, the layout (a poster over several pages, or sheets of pieces to cut
// out) and the hex size, then the PDF to write (cartography/print_pages.h). Shared by the map
// editor and the new-game dialog's map chooser; `canaan-cli print` writes the same PDF.
#pragma once

#include "engine/settlers/board/map.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace canaan::boardview {

class PrintMapDialog : public QDialog {
    Q_OBJECT
public:
    explicit PrintMapDialog(settlers::MapModel map, QWidget *parent = nullptr);

    // Shows the dialog, asks for the PDF's name and writes it; a failure is told in a message box.
    // True when a PDF was written.
    static bool printMap(const settlers::MapModel &map, QWidget *parent);

private:
    void updatePageCount();
    bool writePdf();

    settlers::MapModel m_map;
    QComboBox *m_paper = nullptr;
    QComboBox *m_layout = nullptr;
    QDoubleSpinBox *m_hexSize = nullptr;
    QLabel *m_pages = nullptr;
};

} // namespace canaan::boardview
