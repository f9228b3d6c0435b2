#include "decision_panel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace canaan::cardtable {

using conquest::ActionKind;

DecisionPanel::DecisionPanel(QWidget *parent)
    : QWidget(parent), m_prompt(new QLabel(this)), m_buttonRow(new QWidget(this)), m_cardRow(new QWidget(this)),
      m_armiesRow(new QWidget(this)), m_armies(new QSpinBox(m_armiesRow)), m_toAttacker(new QPushButton(m_armiesRow)),
      m_toDefender(new QPushButton(m_armiesRow))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    m_prompt->setObjectName(QStringLiteral("prompt"));
    m_prompt->setWordWrap(true);
    QFont f = m_prompt->font();
    f.setPointSizeF(f.pointSizeF() * 1.15);
    f.setBold(true);
    m_prompt->setFont(f);
    layout->addWidget(m_prompt);
    new QHBoxLayout(m_cardRow);
    m_cardRow->layout()->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_cardRow);
    auto *armies = new QHBoxLayout(m_armiesRow);
    armies->setContentsMargins(0, 0, 0, 0);
    m_armies->setObjectName(QStringLiteral("lendArmiesCount"));
    m_toAttacker->setObjectName(QStringLiteral("lendArmiesToAttacker"));
    m_toDefender->setObjectName(QStringLiteral("lendArmiesToDefender"));
    armies->addWidget(m_armies);
    armies->addWidget(m_toAttacker);
    armies->addWidget(m_toDefender);
    armies->addStretch();
    layout->addWidget(m_armiesRow);
    new QHBoxLayout(m_buttonRow);
    m_buttonRow->layout()->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_buttonRow);
    connect(m_toAttacker, &QPushButton::clicked, this, [this] { lendArmies(conquest::kAttacker); });
    connect(m_toDefender, &QPushButton::clicked, this, [this] { lendArmies(conquest::kDefender); });
    rebuild();
}

void DecisionPanel::setOptions(const DecisionOptions &options, const QString &waiting)
{
    m_options = options;
    m_waiting = waiting;
    m_selected = -1;
    rebuild();
}

QList<QPushButton *> DecisionPanel::buttons() const
{
    return m_buttonRow->findChildren<QPushButton *>() + m_cardRow->findChildren<QPushButton *>();
}

void DecisionPanel::cardClicked(int card)
{
    const auto uses = m_options.byCard.value(card);
    if (uses.size() == 1) {
        emit actionChosen(uses.first().action);
        return;
    }
    m_selected = uses.isEmpty() ? -1 : card;
    rebuild();
}

QPushButton *DecisionPanel::addButton(QHBoxLayout *row, const Choice &choice)
{
    auto *button = new QPushButton(choice.label, row->parentWidget());
    if (!choice.shortcut.isEmpty()) {
        button->setShortcut(choice.shortcut);
        button->setToolTip(choice.shortcut.toString(QKeySequence::NativeText));
    }
    const conquest::Action action = choice.action;
    connect(button, &QPushButton::clicked, this, [this, action] { emit actionChosen(action); });
    row->addWidget(button);
    return button;
}

void DecisionPanel::lendArmies(int side)
{
    emit actionChosen(conquest::makeAction(ActionKind::LendArmies, m_options.seat, m_armies->value(), side));
}

void DecisionPanel::rebuild()
{
    for (QWidget *row : {m_buttonRow, m_cardRow})
        qDeleteAll(row->findChildren<QPushButton *>(Qt::FindDirectChildrenOnly));
    auto *buttonRow = static_cast<QHBoxLayout *>(m_buttonRow->layout());
    auto *cardRow = static_cast<QHBoxLayout *>(m_cardRow->layout());
    while (QLayoutItem *item = buttonRow->takeAt(0))
        delete item;
    while (QLayoutItem *item = cardRow->takeAt(0))
        delete item;

    m_prompt->setText(m_options.prompt.isEmpty() ? m_waiting : m_options.prompt);
    if (m_selected >= 0)
        for (const Choice &c : m_options.byCard.value(m_selected))
            addButton(cardRow, c);
    cardRow->addStretch();
    m_cardRow->setVisible(m_selected >= 0);
    for (const Choice &c : std::as_const(m_options.buttons))
        addButton(buttonRow, c);
    buttonRow->addStretch();

    m_armiesRow->setVisible(m_options.lendArmies);
    m_armies->setRange(1, qMax(1, m_options.maxArmies));
    m_toAttacker->setText(tr("Lend these armies to the attacker"));
    m_toDefender->setText(tr("Lend these armies to the defender"));
}

} // namespace canaan::cardtable
