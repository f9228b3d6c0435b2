#include "editor/window/generate_dialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QRandomGenerator>
#include <QSpinBox>

namespace canaan::editor {

GenerateDialog::GenerateDialog(QWidget *parent) : QDialog(parent)
{
    auto *form = new QFormLayout(this);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    form->addRow(m_note);
    m_seed = new QSpinBox(this);
    m_seed->setRange(0, 999999999);
    m_seed->setValue(int(QRandomGenerator::global()->bounded(1000000)));
    m_noHot = new QCheckBox(this);
    m_noHot->setChecked(true);
    m_noEqual = new QCheckBox(this);
    m_minPips = new QSpinBox(this);
    m_minPips->setRange(0, 99);
    m_maxPips = new QSpinBox(this);
    m_maxPips->setRange(0, 99);
    m_maxPips->setValue(99);
    m_shuffleHarbors = new QCheckBox(this);
    m_shuffleHarbors->setChecked(true);
    m_moveHarbors = new QCheckBox(this);
    m_spreadHarbors = new QCheckBox(this);
    // Moving and spreading only mean something while the harbors are shuffled at all.
    connect(m_shuffleHarbors, &QCheckBox::toggled, m_moveHarbors, &QWidget::setEnabled);
    connect(m_shuffleHarbors, &QCheckBox::toggled, m_spreadHarbors, &QWidget::setEnabled);
    auto label = [this](QWidget *buddy) {
        auto *l = new QLabel(this);
        l->setBuddy(buddy);
        return l;
    };
    m_seedLabel = label(m_seed);
    m_minPipsLabel = label(m_minPips);
    m_maxPipsLabel = label(m_maxPips);
    form->addRow(m_seedLabel, m_seed);
    form->addRow(m_noHot);
    form->addRow(m_noEqual);
    form->addRow(m_minPipsLabel, m_minPips);
    form->addRow(m_maxPipsLabel, m_maxPips);
    form->addRow(m_shuffleHarbors);
    form->addRow(m_moveHarbors);
    form->addRow(m_spreadHarbors);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslateUi();
}

void GenerateDialog::retranslateUi()
{
    setWindowTitle(tr("Random map"));
    m_note->setText(tr("Shuffles the terrains and numbers of the hexes marked for shuffling (all production and "
                       "desert hexes when none is marked) and the harbor kinds."));
    m_seedLabel->setText(tr("Seed"));
    m_noHot->setText(tr("No 6 or 8 next to another 6 or 8"));
    m_noEqual->setText(tr("No equal numbers next to each other"));
    m_minPipsLabel->setText(tr("Fewest pips per resource"));
    m_maxPipsLabel->setText(tr("Most pips per resource"));
    m_shuffleHarbors->setText(tr("Shuffle the harbors"));
    m_moveHarbors->setText(tr("Move the harbors to new places along the coast"));
    m_moveHarbors->setToolTip(tr("Each harbor goes to a sea side facing land, never on the same or a neighbouring "
                                 "sea hex as another harbor."));
    m_spreadHarbors->setText(tr("Keep harbors of the same kind apart"));
}

void GenerateDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

std::uint64_t GenerateDialog::seed() const { return std::uint64_t(m_seed->value()); }

cartography::GeneratorConstraints GenerateDialog::constraints() const
{
    cartography::GeneratorConstraints c;
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
