#include "companion/window/battle_side_editor.h"

#include "app/card_table/card_names.h"
#include "app/card_table/game_terms.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QVBoxLayout>

namespace canaan::companion {

BattleSideEditor::BattleSideEditor(int side, QWidget *parent)
    : QGroupBox(parent), m_side(side), m_nation(new QComboBox(this)), m_armies(new QSpinBox(this)), m_lent(new QLineEdit(this)),
      m_cities(new QSpinBox(this)), m_philistine(new QLineEdit(this)), m_rollPhilistine(new QPushButton(this)),
      m_cards(new QListWidget(this)), m_remove(new QPushButton(this))
{
    setObjectName(side == conquest::kAttacker ? QStringLiteral("attacker") : QStringLiteral("defender"));
    for (int n = 0; n < conquest::kNationCount; ++n)
        m_nation->addItem(QString(), n);
    m_nation->setCurrentIndex(side == conquest::kAttacker ? static_cast<int>(conquest::Nation::Hittites) : static_cast<int>(conquest::Nation::Hebrews));
    // Wider than any real count, so that a typed number is never silently cut to the range: the
    // calculator says what is wrong instead.
    m_armies->setRange(0, kMaxBattleArmies);
    m_armies->setValue(10);
    m_cities->setRange(0, conquest::kMaxCities);
    m_cities->setValue(4);
    m_philistine->setMaxLength(3);
    m_cards->setObjectName(QStringLiteral("sideCards"));
    m_cards->setMinimumHeight(110);
    for (QLabel *&label : m_labels)
        label = new QLabel(this);
    auto *form = new QFormLayout;
    form->addRow(m_labels[0], m_nation);
    form->addRow(m_labels[1], m_armies);
    form->addRow(m_labels[2], m_lent);
    form->addRow(m_labels[3], m_cities);
    auto *die = new QHBoxLayout;
    die->addWidget(m_philistine, 1);
    die->addWidget(m_rollPhilistine);
    form->addRow(m_labels[4], die);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_cards, 1);
    layout->addWidget(m_remove);

    connect(m_nation, &QComboBox::currentIndexChanged, this, [this] {
        const bool philistines = input().nation == conquest::Nation::Philistines;
        m_philistine->setEnabled(philistines);
        m_rollPhilistine->setEnabled(philistines);
        if (!philistines)
            m_philistine->clear();
        emit edited();
    });
    m_philistine->setEnabled(false);
    m_rollPhilistine->setEnabled(false);
    connect(m_armies, &QSpinBox::valueChanged, this, &BattleSideEditor::edited);
    connect(m_cities, &QSpinBox::valueChanged, this, &BattleSideEditor::edited);
    connect(m_lent, &QLineEdit::textChanged, this, &BattleSideEditor::edited);
    connect(m_philistine, &QLineEdit::textChanged, this, &BattleSideEditor::edited);
    connect(m_rollPhilistine, &QPushButton::clicked, this,
            [this] { m_philistine->setText(QString::number(QRandomGenerator::global()->bounded(1, 7))); });
    connect(m_cards, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        const int c = item->data(Qt::UserRole).toInt();
        const bool alt = item->checkState() == Qt::Checked;
        if (alt == m_alt.has(c))
            return;
        alt ? m_alt.add(c) : m_alt.remove(c);
        const conquest::CardInfo &k = conquest::card(c);
        const QSignalBlocker block(m_cards);
        item->setText(tr("%1 (counted as %2)").arg(cardtable::cardName(c), cardtable::categoryName(alt ? k.orCategory : conquest::ownCategory(k.kind))));
        emit edited();
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const int row = m_cards->currentRow();
        if (row < 0)
            return;
        m_alt.remove(m_cardIds.at(row));
        m_cardIds.removeAt(row);
        refreshCards();
        emit edited();
    });
    retranslate();
}

void BattleSideEditor::retranslate()
{
    setTitle(m_side == conquest::kAttacker ? tr("Attacker") : tr("Defender"));
    for (int i = 0; i < m_nation->count(); ++i)
        m_nation->setItemText(i, cardtable::nationName(static_cast<conquest::Nation>(i)));
    m_labels[0]->setText(tr("Nation"));
    m_labels[1]->setText(tr("Own armies"));
    m_labels[2]->setText(tr("Lent armies"));
    m_labels[3]->setText(tr("City tokens"));
    m_labels[4]->setText(tr("Philistine die"));
    m_lent->setPlaceholderText(tr("one number per ally, e.g. 3, 2"));
    m_philistine->setPlaceholderText(tr("1 to 6"));
    m_rollPhilistine->setText(tr("Roll"));
    m_remove->setText(tr("Remove the selected card"));
    refreshCards();
}

BattleSideInput BattleSideEditor::input() const
{
    BattleSideInput in;
    in.nation = static_cast<conquest::Nation>(m_nation->currentData().toInt());
    in.armies = m_armies->value();
    in.lent = parseNumbers(m_lent->text());
    in.cities = m_cities->value();
    in.philistineDie = parseDie(m_philistine->text());
    in.cards = m_cardIds;
    in.alt = m_alt;
    return in;
}

void BattleSideEditor::setNation(conquest::Nation nation) { m_nation->setCurrentIndex(static_cast<int>(nation)); }

void BattleSideEditor::setArmies(int armies, int cities)
{
    m_armies->setValue(armies);
    m_cities->setValue(cities);
}

void BattleSideEditor::addCard(int card)
{
    if (card < 0 || card >= conquest::kCardCount || m_cardIds.contains(card))
        return;
    m_cardIds << card;
    refreshCards();
    emit edited();
}

void BattleSideEditor::clearCards()
{
    m_cardIds.clear();
    m_alt.clear();
    refreshCards();
    emit edited();
}

void BattleSideEditor::refreshCards()
{
    const QSignalBlocker block(m_cards);
    m_cards->clear();
    for (int c : m_cardIds) {
        const conquest::CardInfo &k = conquest::card(c);
        auto *item = new QListWidgetItem(m_cards);
        item->setData(Qt::UserRole, c);
        if (k.orCategory != conquest::Category::None) {
            //: An "or" card in a side's list; ticked, it counts in its second category.
            item->setText(tr("%1 (counted as %2)").arg(cardtable::cardName(c),
                                                      cardtable::categoryName(m_alt.has(c) ? k.orCategory : conquest::ownCategory(k.kind))));
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(m_alt.has(c) ? Qt::Checked : Qt::Unchecked);
            item->setToolTip(tr("Tick to count it as %1 %2.").arg(cardtable::categoryName(k.orCategory)).arg(k.orForce));
        } else {
            item->setText(conquest::ownCategory(k.kind) != conquest::Category::None
                              //: A card in a side's list: its name, its kind and its force.
                              ? tr("%1 — %2 %3").arg(cardtable::cardName(c), cardtable::kindName(k.kind)).arg(k.force)
                              : QStringLiteral("%1 — %2").arg(cardtable::cardName(c), cardtable::kindName(k.kind)));
        }
    }
}

} // namespace canaan::companion
