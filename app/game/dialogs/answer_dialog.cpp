#include "answer_dialog.h"

#include "io/game_text.h"
#include "resource_count_editor.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QVBoxLayout>

namespace canaan::game {

namespace {
constexpr int kMostAsked = 19;
}

AnswerDialog::AnswerDialog(const DecisionContext &ctx, QWidget *parent)
    : BasicDecisionDialog(ctx, parent)
    , m_group(new QButtonGroup(this))
    , m_counterBox(new QWidget(this))
    , m_give(new ResourceCountEditor(rules(), m_counterBox))
    , m_receive(new ResourceCountEditor(rules(), m_counterBox))
    , m_offerCards(new QLabel(this))
{
    m_offerCards->setObjectName(QStringLiteral("offerCards"));
    m_offerCards->setTextFormat(Qt::RichText);
    m_offerCards->setWordWrap(true);
    body()->addWidget(m_offerCards);
    const char *names[] = {"reject", "accept", "counter"};
    for (int i = 0; i < 3; ++i) {
        m_choices[static_cast<std::size_t>(i)] = new QRadioButton(this);
        m_choices[static_cast<std::size_t>(i)]->setObjectName(QString::fromLatin1(names[i]));
        m_group->addButton(m_choices[static_cast<std::size_t>(i)], i);
    }
    // Accept, Reject, Counter-offer: the order a person reads them in.
    body()->addWidget(choice(TradeAnswer::Accept));
    body()->addWidget(choice(TradeAnswer::Reject));
    body()->addWidget(choice(TradeAnswer::Counter));

    auto *sides = new QHBoxLayout(m_counterBox);
    sides->setContentsMargins(24, 0, 0, 0);
    sides->addWidget(m_give);
    sides->addWidget(m_receive);
    body()->addWidget(m_counterBox);

    // The counter starts as the offer itself, to be changed.
    const ResourceCounts offered = tradeSide(state().offer, +1); // the offerer gives: the person receives
    const ResourceCounts asked = tradeSide(state().offer, -1);
    for (int r = 0; r < kResourceCount; ++r) {
        m_give->setLimitToHand(r, state().hand[seat()][r]);
        m_receive->setMaximum(r, kMostAsked);
    }
    m_give->setValues(asked);
    m_receive->setValues(offered);

    const bool canAccept = checkLegal(rules(), state(), makeAction(ActionKind::AnswerTrade, seat(),
                                                                   static_cast<int>(TradeAnswer::Accept))) ==
                           IllegalReason::Ok;
    choice(TradeAnswer::Accept)->setEnabled(canAccept);
    choice(canAccept ? TradeAnswer::Accept : TradeAnswer::Reject)->setChecked(true);

    connect(m_group, &QButtonGroup::idToggled, this, &AnswerDialog::onChange);
    connect(m_give, &ResourceCountEditor::changed, this, &AnswerDialog::onChange);
    connect(m_receive, &ResourceCountEditor::changed, this, &AnswerDialog::onChange);
    m_counterBox->setEnabled(false);
    finishSetup();
}

QRadioButton *AnswerDialog::choice(TradeAnswer answer) const
{
    return m_choices[static_cast<std::size_t>(answer)];
}

void AnswerDialog::onChange()
{
    m_counterBox->setEnabled(choice(TradeAnswer::Counter)->isChecked());
    refresh();
}

std::optional<Action> AnswerDialog::counter() const
{
    const ResourceCounts give = m_give->values();
    const ResourceCounts receive = m_receive->values();
    for (std::size_t r = 0; r < give.size(); ++r)
        if (give[r] > 0 && receive[r] > 0)
            return std::nullopt;
    Action a = makeAction(ActionKind::AnswerTrade, seat(), static_cast<int>(TradeAnswer::Counter));
    a.trade = netTrade(receive, give); // the offerer gives what the person receives
    return a;
}

QList<Action> AnswerDialog::chosenActions() const
{
    const int id = m_group->checkedId();
    if (id < 0)
        return {};
    Action a = makeAction(ActionKind::AnswerTrade, seat(), id);
    if (id == static_cast<int>(TradeAnswer::Counter)) {
        const std::optional<Action> c = counter();
        if (!c)
            return {};
        a = *c;
    }
    return checkLegal(rules(), state(), a) == IllegalReason::Ok ? QList<Action>{a} : QList<Action>();
}

void AnswerDialog::retranslateUi()
{
    const int offerer = state().current;
    const ResourceCounts offered = tradeSide(state().offer, +1);
    const ResourceCounts asked = tradeSide(state().offer, -1);
    setWindowTitle(tr("Trade Offer"));
    setSentence(state().offerTarget == kNoId
                    ? tr("%1 offers a trade to every player. Do you take it?").arg(DialogText::playerHtml(context(), offerer))
                    : tr("%1 offers you a trade. Do you take it?").arg(DialogText::playerHtml(context(), offerer)));
    m_offerCards->setText(tr("You would receive %1 and give %2.")
                              .arg(DialogText::cardsHtml(rules(), offered), DialogText::cardsHtml(rules(), asked)));
    choice(TradeAnswer::Accept)->setText(tr("&Accept"));
    choice(TradeAnswer::Accept)->setToolTip(choice(TradeAnswer::Accept)->isEnabled()
                                                ? QString()
                                                : tr("You do not hold the cards asked for."));
    choice(TradeAnswer::Reject)->setText(tr("&Reject"));
    choice(TradeAnswer::Counter)->setText(tr("&Counter-offer: change the cards below"));
    m_give->setTitle(tr("You give"));
    m_receive->setTitle(tr("You receive"));
    m_give->retranslate();
    m_receive->retranslate();
}

QString AnswerDialog::blockedReason() const
{
    if (m_group->checkedId() != static_cast<int>(TradeAnswer::Counter))
        return tr("Choose your answer.");
    if (QString sides = DialogText::tradeSidesProblem(rules(), m_give->values(), m_receive->values()); !sides.isEmpty())
        return sides;
    const IllegalReason why = checkLegal(rules(), state(), *counter());
    // Only what an answering player may know: the size of the offerer's hand, never its cards.
    const int handSize = state().handSize(state().current);
    return why == IllegalReason::BadTrade
               ? tr("%1 holds %2 cards in all: ask for fewer.")
                     .arg(DialogText::playerName(context(), state().current))
                     .arg(handSize)
               : illegalReasonText(why);
}

QString AnswerDialog::okText() const
{
    switch (m_group->checkedId()) {
    case static_cast<int>(TradeAnswer::Accept): return tr("Accept");
    case static_cast<int>(TradeAnswer::Counter): return tr("Send Counter-offer");
    default: return tr("Reject");
    }
}

} // namespace canaan::game
