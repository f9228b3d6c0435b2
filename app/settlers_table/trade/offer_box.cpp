#include "app/settlers_table/trade/offer_box.h"

#include "app/settlers_table/dialogs/dialog_text.h"
#include "engine/io/game_text.h"
#include "app/settlers_table/trade/trade_steppers.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>
#include <algorithm>

namespace canaan::settlerstable {

namespace {

void enable(QPushButton *b, const QString &what, const QString &whyNot)
{
    b->setEnabled(whyNot.isEmpty());
    b->setToolTip(whyNot.isEmpty() ? what : QStringLiteral("%1\n%2").arg(what, whyNot));
}

} // namespace

OfferBox::OfferBox(QWidget *parent)
    : QWidget(parent),
      m_incoming(new QLabel(this)),
      m_targetLabel(new QLabel(this)),
      m_target(new QComboBox(this)),
      m_steppers(new TradeSteppers(this)),
      m_offer(new QPushButton(this)),
      m_accept(new QPushButton(this)),
      m_decline(new QPushButton(this)),
      m_counter(new QPushButton(this))
{
    m_incoming->setObjectName(QStringLiteral("incomingOffer"));
    m_incoming->setTextFormat(Qt::RichText);
    m_incoming->setWordWrap(true);
    m_target->setObjectName(QStringLiteral("offerTarget"));
    m_targetLabel->setBuddy(m_target);
    m_offer->setObjectName(QStringLiteral("makeOffer"));
    m_accept->setObjectName(QStringLiteral("acceptOffer"));
    m_decline->setObjectName(QStringLiteral("declineOffer"));
    m_counter->setObjectName(QStringLiteral("counterOffer"));

    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(m_incoming);
    auto *answers = new QHBoxLayout;
    answers->addWidget(m_accept);
    answers->addWidget(m_decline);
    answers->addStretch();
    column->addLayout(answers);
    auto *targetRow = new QHBoxLayout;
    targetRow->addWidget(m_targetLabel);
    targetRow->addWidget(m_target, 1);
    column->addLayout(targetRow);
    column->addWidget(m_steppers);
    auto *send = new QHBoxLayout;
    send->addStretch();
    send->addWidget(m_offer);
    send->addWidget(m_counter);
    column->addLayout(send);

    connect(m_steppers, &TradeSteppers::changed, this, &OfferBox::updateButtons);
    connect(m_target, &QComboBox::currentIndexChanged, this, &OfferBox::updateButtons);
    connect(m_offer, &QPushButton::clicked, this, [this] {
        const settlers::Action a = offerAction();
        m_steppers->clear(); // the next offer starts empty
        emit decided({a});
    });
    connect(m_counter, &QPushButton::clicked, this, [this] { emit decided({counterAction()}); });
    connect(m_accept, &QPushButton::clicked, this, [this] {
        emit decided({settlers::makeAction(settlers::ActionKind::AnswerTrade, m_ctx.seat, static_cast<int>(settlers::TradeAnswer::Accept))});
    });
    connect(m_decline, &QPushButton::clicked, this, [this] {
        emit decided({settlers::makeAction(settlers::ActionKind::AnswerTrade, m_ctx.seat, static_cast<int>(settlers::TradeAnswer::Reject))});
    });
}

bool OfferBox::listed(settlers::ActionKind kind, int a) const
{
    return std::any_of(m_ctx.legal.begin(), m_ctx.legal.end(),
                       [&](const settlers::Action &x) { return x.kind == kind && x.a == static_cast<std::uint8_t>(a); });
}

void OfferBox::showOffer(const DecisionContext &ctx)
{
    m_ctx = ctx;
    const bool seated = ctx.state && ctx.seat >= 0 && ctx.seat < ctx.state->numPlayers;
    const settlers::GameState &s = *ctx.state;
    m_answering = seated && s.pending == settlers::Pending::TradeAnswer && s.pendingPlayer == ctx.seat && !ctx.legal.empty();

    ResourceCounts held{};
    if (seated)
        for (int r = 0; r < settlers::kResourceCount; ++r)
            held[static_cast<std::size_t>(r)] = s.hand[ctx.seat][r]; // the person's own hand only
    m_steppers->setHand(*ctx.rules, held);
    if (ctx.seat != m_seat) { // hot-seat: the next person does not see what the last one was building
        m_seat = ctx.seat;
        m_steppers->clear();
        m_hadOffer = false;
    }
    if (m_answering && !m_hadOffer) // the counter starts as the offer, seen from the person's side
        m_steppers->setValues(tradeSide(s.offer, -1), tradeSide(s.offer, +1));
    else if (!m_answering && m_hadOffer)
        m_steppers->clear();
    m_hadOffer = m_answering;

    {
        const QSignalBlocker quiet(m_target);
        const int chosen = m_target->currentData().isValid() ? m_target->currentData().toInt() : settlers::kNoId;
        m_target->clear();
        m_target->addItem(tr("Every player"), settlers::kNoId);
        for (int q = 0; seated && q < s.numPlayers; ++q)
            if (q != ctx.seat)
                m_target->addItem(DialogText::playerIcon(ctx, q), DialogText::playerName(ctx, q), q);
        m_target->setCurrentIndex(std::max(0, m_target->findData(chosen)));
    }
    m_targetLabel->setText(tr("Offer &to:"));
    m_targetLabel->setVisible(!m_answering);
    m_target->setVisible(!m_answering);
    m_offer->setVisible(!m_answering);
    m_incoming->setVisible(m_answering);
    m_accept->setVisible(m_answering);
    m_decline->setVisible(m_answering);
    m_counter->setVisible(m_answering);
    if (m_answering) {
        const QString who = DialogText::playerHtml(ctx, s.current);
        m_incoming->setText(
            QStringLiteral("<b>%1</b><br>%2")
                .arg(s.offerTarget == settlers::kNoId ? tr("%1 offers a trade to every player.").arg(who)
                                            : tr("%1 offers you a trade.").arg(who),
                     tr("You would receive %1 and give %2.")
                         .arg(DialogText::cardsHtml(*ctx.rules, tradeSide(s.offer, +1)),
                              DialogText::cardsHtml(*ctx.rules, tradeSide(s.offer, -1)))));
    }
    m_offer->setText(tr("&Offer"));
    m_accept->setText(tr("&Accept"));
    m_decline->setText(tr("&Decline"));
    m_counter->setText(tr("&Counter-offer"));
    m_steppers->retranslate();
    updateButtons();
}

settlers::Action OfferBox::offerAction() const
{
    settlers::Action a = settlers::makeAction(settlers::ActionKind::OfferTrade, m_ctx.seat, m_target->currentData().toInt());
    a.trade = netTrade(m_steppers->gives(), m_steppers->receives());
    return a;
}

settlers::Action OfferBox::counterAction() const
{
    settlers::Action a = settlers::makeAction(settlers::ActionKind::AnswerTrade, m_ctx.seat, static_cast<int>(settlers::TradeAnswer::Counter));
    a.trade = netTrade(m_steppers->receives(), m_steppers->gives()); // the offerer gives what the person receives
    return a;
}

QString OfferBox::offerProblem() const
{
    if (m_ctx.seat < 0)
        return tr("Nobody has taken the screen.");
    if (m_ctx.legal.empty())
        return tr("Not your decision now.");
    if (QString sides = DialogText::tradeSidesProblem(*m_ctx.rules, m_steppers->gives(), m_steppers->receives());
        !sides.isEmpty())
        return sides;
    const settlers::IllegalReason why = settlers::checkLegal(*m_ctx.rules, *m_ctx.state, offerAction());
    return why == settlers::IllegalReason::Ok ? QString() : illegalReasonText(why);
}

QString OfferBox::counterProblem() const
{
    if (QString sides = DialogText::tradeSidesProblem(*m_ctx.rules, m_steppers->gives(), m_steppers->receives());
        !sides.isEmpty())
        return sides;
    const int offerer = m_ctx.state->current;
    const int offererCards = m_ctx.handCounts[static_cast<std::size_t>(offerer)];
    settlers::IllegalReason why = settlers::checkLegal(*m_ctx.rules, *m_ctx.state, counterAction());
    if (why == settlers::IllegalReason::BadTrade) // the state is the person's view, the offerer's hand zeroed
        why = settlers::checkCounterOffer(*m_ctx.state, m_ctx.seat, counterAction().trade, offererCards);
    if (why != settlers::IllegalReason::BadTrade)
        return why == settlers::IllegalReason::Ok ? QString() : illegalReasonText(why);
    // Only what an answering player may know: the size of the offerer's hand, never its cards.
    return tr("%1 holds %2 cards in all: ask for fewer.").arg(DialogText::playerName(m_ctx, offerer)).arg(offererCards);
}

void OfferBox::updateButtons()
{
    if (!m_ctx.state)
        return;
    if (!m_answering) {
        enable(m_offer, tr("Offer these cards; the answers appear below as they come."), offerProblem());
        return;
    }
    const bool canAccept = listed(settlers::ActionKind::AnswerTrade, static_cast<int>(settlers::TradeAnswer::Accept));
    enable(m_accept, tr("Take the trade as offered."), canAccept ? QString() : tr("You do not hold the cards asked for."));
    enable(m_decline, tr("Decline the offer."), QString());
    QString counter = counterProblem();
    if (counter.isEmpty() && m_steppers->gives() == tradeSide(m_ctx.state->offer, -1) &&
        m_steppers->receives() == tradeSide(m_ctx.state->offer, +1))
        counter = tr("Change the cards above to make a counter-offer.");
    enable(m_counter, tr("Send the cards above as your counter-offer."), counter);
}

} // namespace canaan::settlerstable
