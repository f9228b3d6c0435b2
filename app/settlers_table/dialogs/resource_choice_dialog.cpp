#include "app/settlers_table/dialogs/resource_choice_dialog.h"

#include "app/settlers_table/dialogs/resource_picker.h"

#include <QVBoxLayout>

namespace canaan::settlerstable {

ResourceChoiceDialog::ResourceChoiceDialog(const DecisionContext &ctx, QWidget *parent)
    : BasicDecisionDialog(ctx, parent), m_picker(new ResourcePicker(rules(), this))
{
    body()->addWidget(m_picker);
    connect(m_picker, &ResourcePicker::changed, this, [this] { refresh(); });
    finishSetup();
}

QList<settlers::Action> ResourceChoiceDialog::chosenActions() const
{
    const int r = m_picker->selected();
    for (const settlers::Action &a : legalOf(settlers::ActionKind::ChooseResource))
        if (a.a == r)
            return {a};
    return {};
}

void ResourceChoiceDialog::retranslateUi()
{
    const settlers::GameState &s = state();
    switch (s.pending) {
    case settlers::Pending::DeborahsSong:
        setWindowTitle(tr("Deborah's Song"));
        setSentence(tr("Deborah's Song was played: every player takes one resource of his choice from the bank. "
                       "Which one do you take?"));
        break;
    case settlers::Pending::KingsBlessing:
        setWindowTitle(tr("King's Blessing"));
        setSentence(tr("You now hold the King's Blessing. Choose its resource: you will trade it with the bank at "
                       "2:1 while you hold the card. One card of it goes from the bank under the Blessing; you do "
                       "not receive it."));
        break;
    default: {
        setWindowTitle(tr("Copper"));
        const int owed = s.copperOwed[seat()];
        QString text = s.stage == settlers::Stage::StartingResources
                           ? tr("Your starting settlement touches copper, which pays a resource of your choice.")
                           : tr("Copper pays you a resource of your choice.");
        if (owed > 1)
            text += QLatin1Char(' ') + tr("Copper cards to choose in all: %1, one at a time.").arg(owed);
        setSentence(text + QLatin1Char(' ') + tr("Which resource do you take?"));
        break;
    }
    }
    m_picker->retranslate();
    const std::vector<settlers::Action> legal = legalOf(settlers::ActionKind::ChooseResource);
    for (int r = 0; r < settlers::kResourceCount; ++r) {
        const bool allowed = std::any_of(legal.begin(), legal.end(), [r](const settlers::Action &a) { return a.a == r; });
        //: Under a resource button: how many cards of it the bank still holds.
        m_picker->setNote(r, tr("bank: %1").arg(s.bank[r]));
        m_picker->setAllowed(r, allowed, tr("The bank has no %1 left.").arg(DialogText::resource(rules(), r)));
    }
}

QString ResourceChoiceDialog::blockedReason() const
{
    if (state().pending == settlers::Pending::KingsBlessing)
        return tr("Click the resource you will trade at 2:1.");
    return tr("Click the resource you take.");
}

QString ResourceChoiceDialog::okText() const
{
    const int r = m_picker->selected();
    // The King's Blessing's resource is named, not taken: its card goes under the Blessing (R17), so
    // "Take" would promise a card that never comes (issue 42, D12).
    if (state().pending == settlers::Pending::KingsBlessing)
        return r < 0 ? tr("Choose") : tr("Trade %1 at 2:1").arg(DialogText::resource(rules(), r));
    return r < 0 ? tr("Take") : tr("Take %1").arg(DialogText::resource(rules(), r));
}

} // namespace canaan::settlerstable
