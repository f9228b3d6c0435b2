#include "new_map_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>

namespace canaan::editor {

NewMapDialog::NewMapDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("New map"));
    auto *form = new QFormLayout(this);
    m_columns = new QSpinBox(this);
    m_columns->setRange(1, 40);
    m_columns->setValue(7);
    m_rows = new QSpinBox(this);
    m_rows->setRange(1, 40);
    m_rows->setValue(7);
    m_ruleset = new QComboBox(this);
    m_ruleset->addItem(tr("Canaan"), int(Ruleset::Canaan));
    m_ruleset->addItem(tr("Classic"), int(Ruleset::Classic));
    form->addRow(tr("Columns"), m_columns);
    form->addRow(tr("Rows"), m_rows);
    form->addRow(tr("Ruleset"), m_ruleset);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

int NewMapDialog::columns() const { return m_columns->value(); }
int NewMapDialog::rows() const { return m_rows->value(); }
Ruleset NewMapDialog::ruleset() const { return Ruleset(m_ruleset->currentData().toInt()); }

} // namespace canaan::editor
