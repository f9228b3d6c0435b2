#include "victim_dialog.h"

#include "dialog_text.h"

#include <QButtonGroup>
#include <QRadioButton>
#include <QVBoxLayout>

namespace canaan::game {

VictimDialog::VictimDialog(const DecisionContext &ctx, int tile, QWidget *parent)
    : BasicDecisionDialog(ctx, parent), m_tile(tile), m_group(new QButtonGroup(this))
{
    for (const Action &a : legalOf(ActionKind::MovePlague))
        if (a.a == tile && a.b != kNoId)
            m_choices.push_back(a);
    for (std::size_t i = 0; i < m_choices.size(); ++i) {
        auto *b = new QRadioButton(this);
        b->setObjectName(QStringLiteral("victim_%1").arg(m_choices[i].b));
        DialogText::showPlayer(context(), m_choices[i].b, b);
        m_group->addButton(b, static_cast<int>(i));
        m_buttons << b;
        body()->addWidget(b);
    }
    if (!m_buttons.isEmpty())
        m_buttons.front()->setChecked(true);
    connect(m_group, &QButtonGroup::idToggled, this, [this] { refresh(); });
    finishSetup();
}

QRadioButton *VictimDialog::victimButton(int victim) const
{
    for (std::size_t i = 0; i < m_choices.size(); ++i)
        if (m_choices[i].b == victim)
            return m_buttons[static_cast<qsizetype>(i)];
    return nullptr;
}

QList<Action> VictimDialog::chosenActions() const
{
    const int i = m_group->checkedId();
    if (i < 0 || i >= static_cast<int>(m_choices.size()))
        return {};
    return {m_choices[static_cast<std::size_t>(i)]};
}

void VictimDialog::retranslateUi()
{
    const bool classic = rules().isClassic();
    setWindowTitle(classic ? tr("Choose a Player to Rob") : tr("Whom Does the Plague Rob?"));
    const QString hex = DialogText::hex(rules(), m_tile);
    setSentence((classic ? tr("Several players have a building on %1. Choose the one you take a random card from.")
                         : tr("The Plague goes to %1, where several players have a building. Choose the one you "
                              "take a random card from."))
                    .arg(hex.toHtmlEscaped()));
    for (std::size_t i = 0; i < m_choices.size(); ++i) {
        const int victim = m_choices[i].b;
        m_buttons[static_cast<qsizetype>(i)]->setText(
            tr("%1 (cards in hand: %2)").arg(DialogText::playerName(context(), victim)).arg(state().handSize(victim)));
    }
}

QString VictimDialog::blockedReason() const
{
    return m_choices.empty() ? tr("Nobody can be robbed on this hex.") : tr("Choose a player.");
}

QString VictimDialog::okText() const
{
    const QList<Action> chosen = chosenActions();
    return chosen.isEmpty() ? tr("Rob") : tr("Rob %1").arg(DialogText::playerName(context(), chosen.front().b));
}

} // namespace canaan::game
