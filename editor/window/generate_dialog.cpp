#include "generate_dialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QRandomGenerator>
#include <QSpinBox>

namespace canaan::editor {

GenerateDialog::GenerateDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Random map"));
    auto *form = new QFormLayout(this);
    auto *note = new QLabel(tr("Shuffles the terrains and numbers of the hexes marked for shuffling (all production "
                               "and desert hexes when none is marked) and the harbor kinds."),
                            this);
    note->setWordWrap(true);
    form->addRow(note);
    m_seed = new QSpinBox(this);
    m_seed->setRange(0, 999999999);
    m_seed->setValue(int(QRandomGenerator::global()->bounded(1000000)));
    m_noHot = new QCheckBox(tr("No 6 or 8 next to another 6 or 8"), this);
    m_noHot->setChecked(true);
    m_noEqual = new QCheckBox(tr("No equal numbers next to each other"), this);
    m_minPips = new QSpinBox(this);
    m_minPips->setRange(0, 99);
    m_maxPips = new QSpinBox(this);
    m_maxPips->setRange(0, 99);
    m_maxPips->setValue(99);
    m_shuffleHarbors = new QCheckBox(tr("Shuffle the harbors"), this);
    m_shuffleHarbors->setChecked(true);
    m_moveHarbors = new QCheckBox(tr("Move the harbors to new places along the coast"), this);
    m_moveHarbors->setToolTip(tr("Each harbor goes to a sea side facing land, never on the same or a neighbouring "
                                 "sea hex as another harbor."));
    m_spreadHarbors = new QCheckBox(tr("Keep harbors of the same kind apart"), this);
    // Moving and spreading only mean something while the harbors are shuffled at all.
    connect(m_shuffleHarbors, &QCheckBox::toggled, m_moveHarbors, &QWidget::setEnabled);
    connect(m_shuffleHarbors, &QCheckBox::toggled, m_spreadHarbors, &QWidget::setEnabled);
    form->addRow(tr("Seed"), m_seed);
    form->addRow(m_noHot);
    form->addRow(m_noEqual);
    form->addRow(tr("Fewest pips per resource"), m_minPips);
    form->addRow(tr("Most pips per resource"), m_maxPips);
    form->addRow(m_shuffleHarbors);
    form->addRow(m_moveHarbors);
    form->addRow(m_spreadHarbors);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

std::uint64_t GenerateDialog::seed() const { return std::uint64_t(m_seed->value()); }

GeneratorConstraints GenerateDialog::constraints() const
{
    GeneratorConstraints c;
    c.noAdjacentSixEight = m_noHot->isChecked();
    c.noEqualNeighbours = m_noEqual->isChecked();
    c.minPipsPerResource = std::min(m_minPips->value(), m_maxPips->value());
    c.maxPipsPerResource = std::max(m_minPips->value(), m_maxPips->value());
    c.shuffleHarbors = m_shuffleHarbors->isChecked();
    c.spreadHarbors = m_spreadHarbors->isChecked();
    c.moveHarbors = m_moveHarbors->isChecked();
    return c;
}

} // namespace canaan::editor
