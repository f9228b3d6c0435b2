#include "app/card_table/conquest_new_game_dialog.h"

#include "app/card_table/conquest_setup_widget.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace canaan::cardtable {

ConquestNewGameDialog::ConquestNewGameDialog(QWidget *parent)
    : QDialog(parent), m_setup(new ConquestSetupWidget(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_setup);
    layout->addWidget(m_buttons);
    QSettings settings;
    m_setup->setChoices(loadConquestChoices(settings));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_setup, &ConquestSetupWidget::changed, this, [this] {
        m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_setup->problemText().isEmpty());
    });
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_setup->problemText().isEmpty());
    retranslate();
}

ConquestChoices ConquestNewGameDialog::choices() const
{
    return m_setup->choices();
}

void ConquestNewGameDialog::accept()
{
    if (!m_setup->problemText().isEmpty())
        return;
    QSettings settings;
    storeConquestChoices(settings, m_setup->choices());
    QDialog::accept();
}

void ConquestNewGameDialog::retranslate()
{
    setWindowTitle(tr("New Conquest Game"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start Game"));
}

void ConquestNewGameDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace canaan::cardtable
