#include "editor/window/properties_panel.h"

#include "editor/commands/set_properties_command.h"
#include "editor/model/map_document.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

namespace canaan::editor {

namespace {

QString cardName(settlers::DevCard card)
{
    switch (card) {
    case settlers::DevCard::Priest: return PropertiesPanel::tr("Priest");
    case settlers::DevCard::DeborahsSong: return PropertiesPanel::tr("Deborah's Song");
    case settlers::DevCard::PlentifulLands: return PropertiesPanel::tr("Plentiful Lands");
    case settlers::DevCard::NewTradeRoute: return PropertiesPanel::tr("New Trade Route");
    case settlers::DevCard::KorahsRebellion: return PropertiesPanel::tr("Korah's Rebellion");
    case settlers::DevCard::Caravan: return PropertiesPanel::tr("Caravan");
    case settlers::DevCard::Improvements: return PropertiesPanel::tr("Improvements");
    case settlers::DevCard::BountifulHarvest: return PropertiesPanel::tr("Bountiful Harvest");
    case settlers::DevCard::GibeoniteTrickery: return PropertiesPanel::tr("Gibeonite Trickery");
    case settlers::DevCard::Prophet: return PropertiesPanel::tr("Prophet");
    case settlers::DevCard::CalebsBlessing: return PropertiesPanel::tr("Caleb's Blessing");
    case settlers::DevCard::VictoryPoint: return PropertiesPanel::tr("Victory point card");
    }
    return {};
}

} // namespace

QSpinBox *PropertiesPanel::spin(int min, int max)
{
    auto *box = new QSpinBox(this);
    box->setRange(min, max);
    connect(box, &QSpinBox::editingFinished, this, &PropertiesPanel::commit);
    return box;
}

void PropertiesPanel::addRow(QFormLayout *form, const char *text, QWidget *field)
{
    auto *label = new QLabel(this);
    label->setBuddy(field);
    form->addRow(label, field);
    m_labels.emplace_back(label, text);
}

PropertiesPanel::PropertiesPanel(MapDocument *document, QWidget *parent) : QWidget(parent), m_document(document)
{
    auto *content = new QWidget;
    auto *form = new QFormLayout(content);
    m_titleEn = new QLineEdit(this);
    m_titleKo = new QLineEdit(this);
    m_titleEn->setMaxLength(200);
    m_titleKo->setMaxLength(200);
    m_descriptionEn = new QPlainTextEdit(this);
    m_descriptionKo = new QPlainTextEdit(this);
    for (QPlainTextEdit *edit : {m_descriptionEn, m_descriptionKo})
        edit->setFixedHeight(64);
    m_ruleset = new QComboBox(this);
    m_ruleset->addItem(QString(), int(settlers::Ruleset::Canaan));
    m_ruleset->addItem(QString(), int(settlers::Ruleset::Classic));
    m_jerusalemTie = new QComboBox(this);
    m_jerusalemTie->addItem(QString(), int(settlers::JerusalemTie::Continue));
    m_jerusalemTie->addItem(QString(), int(settlers::JerusalemTie::Shared));
    m_minPlayers = spin(2, 4);
    m_maxPlayers = spin(2, 4);
    m_vpToWin = spin(2, 99);
    m_stones = spin(0, 999);
    m_bank = spin(1, 999);
    m_freeTradeBuild = new QCheckBox(this);

    addRow(form, QT_TR_NOOP("Title (English)"), m_titleEn);
    addRow(form, QT_TR_NOOP("Title (Korean)"), m_titleKo);
    addRow(form, QT_TR_NOOP("Description (English)"), m_descriptionEn);
    addRow(form, QT_TR_NOOP("Description (Korean)"), m_descriptionKo);
    addRow(form, QT_TR_NOOP("Ruleset"), m_ruleset);
    addRow(form, QT_TR_NOOP("Fewest players"), m_minPlayers);
    addRow(form, QT_TR_NOOP("Most players"), m_maxPlayers);
    addRow(form, QT_TR_NOOP("Victory points to win"), m_vpToWin);
    addRow(form, QT_TR_NOOP("Building stones to complete Jerusalem"), m_stones);
    addRow(form, QT_TR_NOOP("Jerusalem complete with a tie"), m_jerusalemTie);
    addRow(form, QT_TR_NOOP("Bank cards per resource"), m_bank);
    form->addRow(QString(), m_freeTradeBuild);
    m_deckBox = new QGroupBox(this);
    auto *deckForm = new QFormLayout(m_deckBox);
    for (std::size_t i = 0; i < std::size_t(settlers::kDevCardCount); ++i) {
        m_deck[i] = spin(0, 99);
        m_deckLabels[i] = new QLabel(this);
        m_deckLabels[i]->setBuddy(m_deck[i]);
        deckForm->addRow(m_deckLabels[i], m_deck[i]);
    }
    form->addRow(m_deckBox);

    auto *scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);

    connect(m_titleEn, &QLineEdit::editingFinished, this, &PropertiesPanel::commit);
    connect(m_titleKo, &QLineEdit::editingFinished, this, &PropertiesPanel::commit);
    m_typingPause.setSingleShot(true);
    m_typingPause.setInterval(800);
    connect(&m_typingPause, &QTimer::timeout, this, &PropertiesPanel::commit);
    for (QPlainTextEdit *edit : {m_descriptionEn, m_descriptionKo})
        connect(edit, &QPlainTextEdit::textChanged, this, [this] {
            if (!m_refreshing)
                m_typingPause.start();
        });
    connect(m_ruleset, &QComboBox::activated, this, [this] {
        // A new ruleset brings its own defaults (VP, stones, bank, deck); the rest stays.
        if (m_refreshing)
            return;
        MapProperties p = MapProperties::of(m_document->map());
        p.ruleset = settlers::Ruleset(m_ruleset->currentData().toInt());
        if (p.ruleset != m_document->map().ruleset) {
            p.options = settlers::GameOptions::defaultsFor(p.ruleset);
            if (p.ruleset == settlers::Ruleset::Classic)
                p.minPlayers = std::max(p.minPlayers, 3);
        }
        m_document->push(new SetPropertiesCommand(m_document, p));
    });
    connect(m_jerusalemTie, &QComboBox::activated, this, &PropertiesPanel::commit);
    connect(m_freeTradeBuild, &QCheckBox::toggled, this, &PropertiesPanel::commit);
    connect(m_document, &MapDocument::changed, this, [this](MapChanges what) {
        if (what & MapChange::Properties)
            refresh();
    });
    retranslateUi();
    refresh();
}

void PropertiesPanel::retranslateUi()
{
    for (const auto &[label, text] : m_labels)
        label->setText(tr(text));
    m_ruleset->setItemText(0, tr("Canaan"));
    m_ruleset->setItemText(1, tr("Classic"));
    m_jerusalemTie->setItemText(0, tr("Play on"));
    m_jerusalemTie->setItemText(1, tr("Share the win"));
    m_freeTradeBuild->setText(tr("Trade and build in any order"));
    m_deckBox->setTitle(tr("Development cards"));
    for (std::size_t i = 0; i < std::size_t(settlers::kDevCardCount); ++i)
        m_deckLabels[i]->setText(cardName(settlers::DevCard(i)));
}

void PropertiesPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void PropertiesPanel::refresh()
{
    m_refreshing = true;
    const settlers::MapModel &map = m_document->map();
    auto setText = [](QLineEdit *edit, const std::string &text) {
        if (edit->text() != QString::fromStdString(text))
            edit->setText(QString::fromStdString(text));
    };
    auto setPlain = [](QPlainTextEdit *edit, const std::string &text) {
        if (edit->toPlainText() != QString::fromStdString(text))
            edit->setPlainText(QString::fromStdString(text));
    };
    setText(m_titleEn, map.title.en);
    setText(m_titleKo, map.title.ko);
    setPlain(m_descriptionEn, map.description.en);
    setPlain(m_descriptionKo, map.description.ko);
    m_ruleset->setCurrentIndex(m_ruleset->findData(int(map.ruleset)));
    m_jerusalemTie->setCurrentIndex(m_jerusalemTie->findData(int(map.options.jerusalemTie)));
    m_minPlayers->setValue(map.minPlayers);
    m_maxPlayers->setValue(map.maxPlayers);
    m_vpToWin->setValue(map.options.vpToWin);
    m_stones->setValue(map.options.stonesToComplete);
    m_bank->setValue(map.options.bankPerResource);
    m_freeTradeBuild->setChecked(map.options.freeTradeBuild);
    for (int i = 0; i < settlers::kDevCardCount; ++i)
        m_deck[std::size_t(i)]->setValue(map.options.deck[std::size_t(i)]);
    m_refreshing = false;
}

void PropertiesPanel::commit()
{
    if (m_refreshing)
        return;
    MapProperties p = MapProperties::of(m_document->map());
    p.title = {m_titleEn->text().toStdString(), m_titleKo->text().toStdString()};
    p.description = {m_descriptionEn->toPlainText().left(4000).toStdString(),
                     m_descriptionKo->toPlainText().left(4000).toStdString()};
    p.minPlayers = std::min(m_minPlayers->value(), m_maxPlayers->value());
    p.maxPlayers = std::max(m_minPlayers->value(), m_maxPlayers->value());
    p.options.vpToWin = m_vpToWin->value();
    p.options.stonesToComplete = m_stones->value();
    p.options.bankPerResource = m_bank->value();
    p.options.freeTradeBuild = m_freeTradeBuild->isChecked();
    p.options.jerusalemTie = settlers::JerusalemTie(m_jerusalemTie->currentData().toInt());
    for (int i = 0; i < settlers::kDevCardCount; ++i)
        p.options.deck[std::size_t(i)] = m_deck[std::size_t(i)]->value();
    m_document->push(new SetPropertiesCommand(m_document, p));
}

} // namespace canaan::editor
