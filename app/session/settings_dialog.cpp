#include "app/session/settings_dialog.h"

#include "app/session/language_settings.h"
#include "app/session/new_game_choices.h"
#include "app/session/session.h"
#include "app/session/session_settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace canaan::session {

SettingsDialog::SettingsDialog(Session *session, QWidget *parent)
    : QDialog(parent),
      m_session(session),
      m_languageLabel(new QLabel(this)),
      m_language(new QComboBox(this)),
      m_speedLabel(new QLabel(this)),
      m_speed(new QComboBox(this)),
      m_resume(new QCheckBox(this)),
      m_forgetMaps(new QPushButton(this)),
      m_close(new QPushButton(this))
{
    setObjectName(QStringLiteral("settingsDialog"));
    m_language->addItem(QString(), static_cast<int>(app::LanguageChoice::System));
    // Each language is named in itself, so a user who cannot read the current one finds his own.
    m_language->addItem(QStringLiteral("English"), static_cast<int>(app::LanguageChoice::English));
    m_language->addItem(QStringLiteral("한국어"), static_cast<int>(app::LanguageChoice::Korean));
    m_language->setCurrentIndex(m_language->findData(static_cast<int>(app::languageInEffect())));
    for (ComputerSpeed speed : {ComputerSpeed::Slow, ComputerSpeed::Normal, ComputerSpeed::Fast, ComputerSpeed::Instant})
        m_speed->addItem(QString(), static_cast<int>(speed));
    m_speed->setCurrentIndex(m_speed->findData(static_cast<int>(storedComputerSpeed())));
    m_resume->setChecked(offerResumeAtStart());
    m_languageLabel->setBuddy(m_language);
    m_speedLabel->setBuddy(m_speed);

    auto *form = new QFormLayout;
    form->addRow(m_languageLabel, m_language);
    form->addRow(m_speedLabel, m_speed);
    form->addRow(m_resume);
    form->addRow(m_forgetMaps);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_close, QDialogButtonBox::AcceptRole);
    layout->addWidget(buttons);

    // Every change applies at once; Close only closes.
    connect(m_language, &QComboBox::activated, this, [this] {
        m_session->chooseLanguage(static_cast<app::LanguageChoice>(m_language->currentData().toInt()));
    });
    connect(m_speed, &QComboBox::activated, this, [this] {
        m_session->setComputerSpeed(static_cast<ComputerSpeed>(m_speed->currentData().toInt()));
    });
    connect(m_resume, &QCheckBox::toggled, this, [](bool on) { setOfferResumeAtStart(on); });
    connect(m_forgetMaps, &QPushButton::clicked, this, [this] {
        forgetRecentMaps();
        m_forgetMaps->setEnabled(false);
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::accept);
    retranslateUi();
}

void SettingsDialog::retranslateUi()
{
    setWindowTitle(tr("Settings"));
    m_languageLabel->setText(tr("&Language:"));
    m_language->setItemText(0, tr("System language"));
    m_speedLabel->setText(tr("&Computer players' speed:"));
    for (int i = 0; i < m_speed->count(); ++i)
        m_speed->setItemText(i, computerSpeedName(static_cast<ComputerSpeed>(m_speed->itemData(i).toInt())));
    m_resume->setText(tr("&Offer to resume an interrupted game at start"));
    m_forgetMaps->setText(tr("&Forget the Recently Used Maps"));
    m_close->setText(tr("&Close"));
}

void SettingsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace canaan::session
