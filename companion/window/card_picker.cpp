#include "companion/window/card_picker.h"

#include "app/card_table/card_names.h"
#include "engine/conquest/state.h"
#include "app/card_table/game_terms.h"

#include <QHBoxLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace canaan::companion {

CardPicker::CardPicker(QWidget *parent)
    : QWidget(parent), m_search(new QLineEdit(this)), m_list(new QListWidget(this)), m_toAttacker(new QPushButton(this)),
      m_toDefender(new QPushButton(this))
{
    m_search->setClearButtonEnabled(true);
    m_list->setObjectName(QStringLiteral("cardList"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_toAttacker);
    buttons->addWidget(m_toDefender);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_search);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);
    connect(m_search, &QLineEdit::textChanged, this, &CardPicker::refill);
    connect(m_toAttacker, &QPushButton::clicked, this, [this] { choose(conquest::kAttacker); });
    connect(m_toDefender, &QPushButton::clicked, this, [this] { choose(conquest::kDefender); });
    retranslate();
}

void CardPicker::retranslate()
{
    m_search->setPlaceholderText(tr("Search a card by name or kind"));
    m_toAttacker->setText(tr("Add to the attacker"));
    m_toDefender->setText(tr("Add to the defender"));
    refill();
}

void CardPicker::refill()
{
    const QString needle = m_search->text().trimmed();
    const int current = m_list->currentItem() ? m_list->currentItem()->data(Qt::UserRole).toInt() : -1;
    m_list->clear();
    for (int c = 0; c < conquest::kCardCount; ++c) {
        const conquest::CardInfo &k = conquest::card(c);
        const QString name = cardtable::cardName(c), kind = cardtable::kindName(k.kind);
        const QString english = QString::fromLatin1(k.name.data(), static_cast<qsizetype>(k.name.size()));
        if (!needle.isEmpty() && !name.contains(needle, Qt::CaseInsensitive) && !kind.contains(needle, Qt::CaseInsensitive)
            && !english.contains(needle, Qt::CaseInsensitive))
            continue;
        QStringList notes = cardtable::cardNotes(c);
        //: A card in the picker: its name, its kind and force, then its notes.
        QString text = conquest::ownCategory(k.kind) != conquest::Category::None ? tr("%1 — %2 %3").arg(name, kind).arg(k.force)
                                                                                : QStringLiteral("%1 — %2").arg(name, kind);
        if (!notes.isEmpty())
            text += QStringLiteral(" (%1)").arg(notes.join(QStringLiteral(", ")));
        auto *item = new QListWidgetItem(text, m_list);
        item->setData(Qt::UserRole, c);
        item->setToolTip(cardtable::kindRule(k.kind));
        if (c == current)
            m_list->setCurrentItem(item);
    }
    if (!m_list->currentItem() && m_list->count() > 0)
        m_list->setCurrentRow(0);
    m_toAttacker->setEnabled(m_list->count() > 0);
    m_toDefender->setEnabled(m_list->count() > 0);
}

QList<int> CardPicker::shownCards() const
{
    QList<int> out;
    for (int i = 0; i < m_list->count(); ++i)
        out << m_list->item(i)->data(Qt::UserRole).toInt();
    return out;
}

void CardPicker::choose(int side)
{
    if (const QListWidgetItem *item = m_list->currentItem())
        emit cardChosen(item->data(Qt::UserRole).toInt(), side);
}

} // namespace canaan::companion
