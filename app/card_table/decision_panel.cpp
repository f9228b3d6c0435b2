#include "app/card_table/decision_panel.h"

#include "app/card_table/battle_record.h"
#include "app/card_table/game_terms.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace canaan::cardtable {

using conquest::ActionKind;

DecisionPanel::DecisionPanel(QWidget *parent)
    : QWidget(parent), m_prompt(new QLabel(this)), m_force(new QLabel(this)), m_buttonRow(new QWidget(this)), m_cardRow(new QWidget(this)),
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
    m_force->setObjectName(QStringLiteral("runningForce"));
    m_force->setWordWrap(true);
    layout->addWidget(m_force);
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
    const bool sameDecision = options.pick && m_options.pick && options.pending == m_options.pending && options.seat == m_options.seat;
    m_options = options;
    m_waiting = waiting;
    m_selected = -1;
    // Picks survive a redraw of the same decision (a new language), as long as they are still legal.
    QList<Choice> kept;
    if (sameDecision)
        for (const Choice &c : std::as_const(m_picked))
            if (offers(c.action))
                kept << c;
    m_picked = kept;
    rebuild();
    sendQueued();
}

QList<QPushButton *> DecisionPanel::buttons() const
{
    return m_buttonRow->findChildren<QPushButton *>() + m_cardRow->findChildren<QPushButton *>();
}

bool DecisionPanel::isPicked(int card) const
{
    return pickedCards().contains(card);
}

QList<int> DecisionPanel::pickedCards() const
{
    QList<int> cards;
    for (const Choice &c : m_picked)
        cards << c.action.a;
    return cards;
}

bool DecisionPanel::offers(const conquest::Action &action) const
{
    for (const Choice &c : m_options.buttons)
        if (c.action == action)
            return true;
    for (const QList<Choice> &uses : m_options.byCard)
        for (const Choice &c : uses)
            if (c.action == action)
                return true;
    return false;
}

void DecisionPanel::cardClicked(int card)
{
    const auto uses = m_options.byCard.value(card);
    if (m_options.pick && isPicked(card)) {
        m_picked.removeIf([card](const Choice &c) { return c.action.a == card; });
        m_selected = -1;
        rebuild();
        return;
    }
    if (uses.size() == 1) {
        choose(uses.first());
        return;
    }
    m_selected = uses.isEmpty() ? -1 : card;
    rebuild();
}

void DecisionPanel::choose(const Choice &choice)
{
    const ActionKind kind = choice.action.kind;
    if (m_options.pick && (kind == ActionKind::Choose || kind == ActionKind::Discard))
        pick(choice);
    else if (m_options.pick && kind == ActionKind::Pass)
        confirm(choice.action);
    else
        emit actionChosen(choice.action);
}

void DecisionPanel::pick(const Choice &choice)
{
    m_selected = -1;
    if (m_picked.size() < m_options.pickLimit)
        m_picked << choice;
    rebuild();
}

void DecisionPanel::confirm(const conquest::Action &pass)
{
    m_queue.clear();
    for (const Choice &c : std::as_const(m_picked))
        m_queue << c.action;
    m_queue << pass;
    m_queueFor = m_options.pending;
    m_picked.clear();
    sendQueued();
}

void DecisionPanel::sendQueued()
{
    if (m_queue.isEmpty() || m_options.prompt.isEmpty())
        return; // nothing queued, or chance (a draw) decides in between: wait
    if (m_options.pending != m_queueFor || !offers(m_queue.first())) {
        m_queue.clear(); // another decision came: the rest does not answer it
        return;
    }
    emit actionChosen(m_queue.takeFirst());
}

QString DecisionPanel::forceText() const
{
    return m_force->isHidden() ? QString() : m_force->text();
}

QPushButton *DecisionPanel::addButton(QHBoxLayout *row, const Choice &choice)
{
    auto *button = new QPushButton(choice.label, row->parentWidget());
    if (!choice.shortcut.isEmpty()) {
        button->setShortcut(choice.shortcut);
        button->setToolTip(choice.shortcut.toString(QKeySequence::NativeText));
    }
    connect(button, &QPushButton::clicked, this, [this, choice] { choose(choice); });
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

    // The secret choice: what the picked cards bring, category by category (C16), before confirming.
    const bool choosing = m_options.pick && m_options.pending == conquest::Pending::Choose;
    m_force->setVisible(choosing);
    if (choosing) {
        std::array<int, conquest::kCategoryCount> force = m_options.force;
        for (const Choice &c : std::as_const(m_picked))
            conquest::addCardForce(force, c.action.a, c.action.b != int(conquest::ownCategory(conquest::card(c.action.a).kind)));
        QStringList parts;
        for (int cat = 0; cat < conquest::kCategoryCount; ++cat)
            //: One category's force in the running total, e.g. "Numbers 14".
            parts << tr("%1 %2").arg(categoryName(static_cast<conquest::Category>(cat))).arg(force[cat]);
        //: The running force while choosing: %n cards selected, then each category's force (armies,
        //: cards selected and any already in the choice).
        m_force->setText(tr("Selected: %n card(s). Your force, armies included: %1.", nullptr, int(m_picked.size()))
                             .arg(parts.join(tr(", "))));
    }
    m_armiesRow->setVisible(m_options.lendArmies);
    m_armies->setRange(1, qMax(1, m_options.maxArmies));
    m_toAttacker->setText(tr("Lend these armies to the attacker"));
    m_toDefender->setText(tr("Lend these armies to the defender"));
}

} // namespace canaan::cardtable
