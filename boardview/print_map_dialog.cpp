#include "boardview/print_map_dialog.h"

#include "cartography/print_pages.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace canaan::boardview {

namespace {

cartography::PrintOptions optionsOf(const QComboBox *paper, const QComboBox *layout, const QDoubleSpinBox *hexSize)
{
    return {static_cast<cartography::Paper>(paper->currentData().toInt()),
            static_cast<cartography::PrintLayout>(layout->currentData().toInt()), hexSize->value()};
}

} // namespace

PrintMapDialog::PrintMapDialog(settlers::MapModel map, QWidget *parent) : QDialog(parent), m_map(std::move(map))
{
    setWindowTitle(tr("Print Map"));
    auto *form = new QFormLayout;
    m_paper = new QComboBox(this);
    m_paper->addItem(tr("A4 (210 × 297 mm)"), static_cast<int>(cartography::Paper::A4));
    m_paper->addItem(tr("US Letter (8.5 × 11 in)"), static_cast<int>(cartography::Paper::Letter));
    // Letter where the locale measures in inches (the United States), A4 elsewhere.
    m_paper->setCurrentIndex(QLocale().measurementSystem() == QLocale::ImperialUSSystem ? 1 : 0);
    form->addRow(tr("&Paper:"), m_paper);
    m_layout = new QComboBox(this);
    m_layout->addItem(tr("Poster: the board at real size over several pages"), static_cast<int>(cartography::PrintLayout::Poster));
    m_layout->addItem(tr("Cut-out sheets: hexes, harbors and number tokens"), static_cast<int>(cartography::PrintLayout::Cutout));
    form->addRow(tr("&Layout:"), m_layout);
    m_hexSize = new QDoubleSpinBox(this);
    m_hexSize->setRange(cartography::kMinHexAcrossFlatsMm, cartography::kMaxHexAcrossFlatsMm);
    m_hexSize->setDecimals(1);
    m_hexSize->setValue(cartography::kRetailHexAcrossFlatsMm);
    m_hexSize->setSuffix(tr(" mm"));
    m_hexSize->setToolTip(tr("A hex's width from one flat side to the opposite one; the retail game's tiles are about %1 mm.")
                              .arg(cartography::kRetailHexAcrossFlatsMm));
    form->addRow(tr("&Hex size:"), m_hexSize);
    m_pages = new QLabel(this);
    m_pages->setWordWrap(true);
    form->addRow(m_pages);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *save = buttons->addButton(tr("&Save PDF…"), QDialogButtonBox::AcceptRole);
    save->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (writePdf())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    connect(m_paper, &QComboBox::currentIndexChanged, this, &PrintMapDialog::updatePageCount);
    connect(m_layout, &QComboBox::currentIndexChanged, this, &PrintMapDialog::updatePageCount);
    connect(m_hexSize, &QDoubleSpinBox::valueChanged, this, &PrintMapDialog::updatePageCount);
    updatePageCount();
}

void PrintMapDialog::updatePageCount()
{
    QString error;
    const cartography::PrintPlan plan = cartography::planPrint(m_map, optionsOf(m_paper, m_layout, m_hexSize), &error);
    if (plan.pages.empty())
        m_pages->setText(error);
    else
        m_pages->setText(tr("Pages: %1. Print them at 100%, not fitted to the page.").arg(plan.pages.size()));
}

bool PrintMapDialog::writePdf()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Print Map"), QString(), tr("PDF document (*.pdf)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    QString error;
    if (cartography::writePrintPdf(m_map, optionsOf(m_paper, m_layout, m_hexSize), path, &error))
        return true;
    QMessageBox::warning(this, tr("Cannot print the map"), error);
    return false;
}

bool PrintMapDialog::printMap(const settlers::MapModel &map, QWidget *parent)
{
    PrintMapDialog dialog(map, parent);
    return dialog.exec() == QDialog::Accepted;
}

} // namespace canaan::boardview
