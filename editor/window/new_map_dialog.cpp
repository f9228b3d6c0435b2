#include "editor/window/new_map_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace canaan::editor {

NewMapDialog::NewMapDialog(QWidget *parent) : QDialog(parent)
{
    auto *form = new QFormLayout(this);
    m_columns = new QSpinBox(this);
    m_columns->setRange(1, 40);
    m_columns->setValue(7);
    m_rows = new QSpinBox(this);
    m_rows->setRange(1, 40);
    m_rows->setValue(7);
    m_ruleset = new QComboBox(this);
    m_ruleset->addItem(QString(), int(settlers::Ruleset::Canaan));
    m_ruleset->addItem(QString(), int(settlers::Ruleset::Classic));
    auto label = [this](QWidget *buddy) {
        auto *l = new QLabel(this);
        l->setBuddy(buddy);
        return l;
    };
    m_columnsLabel = label(m_columns);
    m_rowsLabel = label(m_rows);
    m_rulesetLabel = label(m_ruleset);
    form->addRow(m_columnsLabel, m_columns);
    form->addRow(m_rowsLabel, m_rows);
    form->addRow(m_rulesetLabel, m_ruleset);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslateUi();
}

void NewMapDialog::retranslateUi()
{
    setWindowTitle(tr("New map"));
    m_columnsLabel->setText(tr("Columns"));
    m_rowsLabel->setText(tr("Rows"));
    m_rulesetLabel->setText(tr("Ruleset"));
    m_ruleset->setItemText(0, tr("Canaan"));
    m_ruleset->setItemText(1, tr("Classic"));
}

void NewMapDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

int NewMapDialog::columns() const { return m_columns->value(); }
int NewMapDialog::rows() const { return m_rows->value(); }
settlers::Ruleset NewMapDialog::ruleset() const { return settlers::Ruleset(m_ruleset->currentData().toInt()); }

} // namespace canaan::editor
