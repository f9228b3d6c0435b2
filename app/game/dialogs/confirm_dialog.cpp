#include "confirm_dialog.h"

#include <QButtonGroup>
#include <QLabel>
#include <QRadioButton>
#include <QVBoxLayout>

namespace canaan::game {

ConfirmDialog::ConfirmDialog(const DecisionContext &ctx, QWidget *parent)
    : BasicDecisionDialog(ctx, parent), m_group(new QButtonGroup(this))
{
    std::optional<Action> withdraw;
    for (const Action &a : legalOf(ActionKind::ConfirmTrade)) {
        if (a.a == kNoId)
            withdraw = a;
        else
            m_options.push_back(a);
    }
    if (withdraw)
        m_options.push_back(*withdraw);
    for (std::size_t i = 0; i < m_options.size(); ++i) {
        auto *b = new QRadioButton(this);
        const int who = m_options[i].a;
        b->setObjectName(who == kNoId ? QStringLiteral("withdraw") : QStringLiteral("take_%1").arg(who));
        if (who != kNoId)
            DialogText::showPlayer(context(), who, b);
        m_group->addButton(b, static_cast<int>(i));
        m_buttons << b;
        body()->addWidget(b);
    }
    // Those who rejected: listed, not choosable.
    for (int q = 0; q < state().numPlayers; ++q)
        if (state().answers[q] == 1 + static_cast<int>(TradeAnswer::Reject)) {
            auto *label = new QLabel(this);
            label->setTextFormat(Qt::RichText);
            label->setIndent(24);
            m_rejecters.push_back(q);
            m_rejections << label;
            body()->addWidget(label);
        }
    if (!m_buttons.isEmpty())
        m_buttons.front()->setChecked(true); // an answer to take when there is one, else the withdrawal
    connect(m_group, &QButtonGroup::idToggled, this, [this] { refresh(); });
    finishSetup();
}

QRadioButton *ConfirmDialog::choice(int who) const
{
    for (std::size_t i = 0; i < m_options.size(); ++i)
        if (m_options[i].a == who)
            return m_buttons[static_cast<qsizetype>(i)];
    return nullptr;
}

QList<Action> ConfirmDialog::chosenActions() const
{
    const int i = m_group->checkedId();
    if (i < 0 || i >= static_cast<int>(m_options.size()))
        return {};
    return {m_options[static_cast<std::size_t>(i)]};
}

void ConfirmDialog::retranslateUi()
{
    setWindowTitle(tr("Answers to Your Offer"));
    const bool any = m_options.size() > 1;
    setSentence(any ? tr("You offered %1 for %2. Take one answer or withdraw the offer.")
                          .arg(DialogText::cardsHtml(rules(), tradeSide(state().offer, +1)),
                               DialogText::cardsHtml(rules(), tradeSide(state().offer, -1)))
                    : tr("Nobody accepted your offer of %1 for %2.")
                          .arg(DialogText::cardsHtml(rules(), tradeSide(state().offer, +1)),
                               DialogText::cardsHtml(rules(), tradeSide(state().offer, -1))));
    for (std::size_t i = 0; i < m_options.size(); ++i) {
        QRadioButton *b = m_buttons[static_cast<qsizetype>(i)];
        const int who = m_options[i].a;
        if (who == kNoId) {
            b->setText(tr("&Withdraw the offer"));
            continue;
        }
        const QString name = DialogText::playerName(context(), who);
        if (state().answers[who] == 1 + static_cast<int>(TradeAnswer::Counter)) {
            b->setText(tr("%1 counters: you give %2 and receive %3.")
                           .arg(name, DialogText::cards(rules(), tradeSide(state().counters[who], +1)),
                                DialogText::cards(rules(), tradeSide(state().counters[who], -1))));
        } else {
            b->setText(tr("%1 accepts your offer.").arg(name));
        }
    }
    for (qsizetype i = 0; i < m_rejections.size(); ++i)
        m_rejections[i]->setText(tr("%1 rejects your offer.").arg(DialogText::playerHtml(context(), m_rejecters[static_cast<std::size_t>(i)])));
}

QString ConfirmDialog::blockedReason() const
{
    return tr("Choose an answer to take, or withdraw the offer.");
}

QString ConfirmDialog::okText() const
{
    const QList<Action> chosen = chosenActions();
    if (chosen.isEmpty())
        return tr("OK");
    return chosen.front().a == kNoId ? tr("Withdraw")
                                     : tr("Trade with %1").arg(DialogText::playerName(context(), chosen.front().a));
}

} // namespace canaan::game
