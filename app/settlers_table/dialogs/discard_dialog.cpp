#include "app/settlers_table/dialogs/discard_dialog.h"

#include "app/settlers_table/dialogs/resource_count_editor.h"

#include <QLabel>
#include <QVBoxLayout>

namespace canaan::settlerstable {

DiscardDialog::DiscardDialog(const DecisionContext &ctx, QWidget *parent)
    : BasicDecisionDialog(ctx, parent), m_editor(new ResourceCountEditor(rules(), this)), m_left(new QLabel(this))
{
    m_left->setObjectName(QStringLiteral("left"));
    setReasonShownBelow(false);
    for (int r = 0; r < settlers::kResourceCount; ++r)
        m_editor->setLimitToHand(r, state().hand[seat()][r]);
    body()->addWidget(m_editor);
    body()->addWidget(m_left);
    connect(m_editor, &ResourceCountEditor::changed, this, [this] {
        retranslateUi(); // the count left
        refresh();
    });
    finishSetup();
}

int DiscardDialog::owed() const
{
    return state().discardOwed[seat()];
}

QList<settlers::Action> DiscardDialog::chosenActions() const
{
    if (m_editor->total() != owed())
        return {};
    QList<settlers::Action> actions;
    const ResourceCounts chosen = m_editor->values();
    for (int r = 0; r < settlers::kResourceCount; ++r)
        for (int k = 0; k < chosen[static_cast<std::size_t>(r)]; ++k)
            actions << settlers::makeAction(settlers::ActionKind::Discard, seat(), r);
    return legalInSequence(actions) ? actions : QList<settlers::Action>();
}

void DiscardDialog::retranslateUi()
{
    setWindowTitle(tr("Discard Cards"));
    setSentence(tr("A 7 was rolled and you hold %n cards: choose the %1 you discard.", nullptr,
                   state().handSize(seat()))
                    .arg(owed()));
    m_editor->setTitle(tr("Cards to discard"));
    m_editor->retranslate();
    const int left = owed() - m_editor->total();
    m_left->setText(left > 0    ? tr("%n more to choose.", nullptr, left)
                    : left == 0 ? tr("All chosen.")
                                : tr("%n too many chosen.", nullptr, -left));
}

QString DiscardDialog::blockedReason() const
{
    const int left = owed() - m_editor->total();
    if (left > 0)
        return tr("Cards still to choose: %1.").arg(left);
    if (left < 0)
        return tr("You chose too many: discard exactly %1.").arg(owed());
    return tr("These cards cannot be discarded now.");
}

QString DiscardDialog::okText() const
{
    return tr("Discard");
}

} // namespace canaan::settlerstable
