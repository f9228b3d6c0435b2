#include "app/settlers_table/trade/offer_answers.h"

#include "app/settlers_table/dialogs/dialog_text.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

namespace canaan::settlerstable {

OfferAnswers::OfferAnswers(QWidget *parent) : QWidget(parent), m_withdraw(new QPushButton(this))
{
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    for (int q = 0; q < settlers::kMaxPlayers; ++q) {
        Row &row = m_rows[static_cast<std::size_t>(q)];
        row.box = new QWidget(this);
        auto *line = new QHBoxLayout(row.box);
        line->setContentsMargins(0, 0, 0, 0);
        row.name = new QLabel(row.box);
        row.status = new QLabel(row.box);
        row.status->setObjectName(QStringLiteral("answer_%1").arg(q));
        row.status->setTextFormat(Qt::RichText);
        row.status->setWordWrap(true);
        row.accept = new QPushButton(row.box);
        row.accept->setObjectName(QStringLiteral("takeAnswer_%1").arg(q));
        row.decline = new QPushButton(row.box);
        row.decline->setObjectName(QStringLiteral("declineCounter_%1").arg(q));
        line->addWidget(row.name);
        line->addWidget(row.status, 1);
        line->addWidget(row.accept);
        line->addWidget(row.decline);
        column->addWidget(row.box);
        connect(row.accept, &QPushButton::clicked, this,
                [this, q] { emit decided({settlers::makeAction(settlers::ActionKind::ConfirmTrade, m_ctx.seat, q)}); });
        connect(row.decline, &QPushButton::clicked, this, [this, q] {
            m_declined |= 1u << q;
            if (m_ctx.state)
                std::copy_n(m_ctx.state->counters[q], settlers::kResourceCount, m_declinedTerms[static_cast<std::size_t>(q)].begin());
            showAnswers(m_ctx);
        });
    }
    m_withdraw->setObjectName(QStringLiteral("withdrawOffer"));
    column->addWidget(m_withdraw, 0, Qt::AlignLeft);
    connect(m_withdraw, &QPushButton::clicked, this,
            [this] { emit decided({settlers::makeAction(settlers::ActionKind::ConfirmTrade, m_ctx.seat)}); });
}

bool OfferAnswers::listed(const DecisionContext &ctx, int confirmed) const
{
    return std::any_of(ctx.legal.begin(), ctx.legal.end(), [&](const settlers::Action &a) {
        return a.kind == settlers::ActionKind::ConfirmTrade && a.a == static_cast<std::uint8_t>(confirmed);
    });
}

QString OfferAnswers::statusText(const DecisionContext &ctx, int q) const
{
    const settlers::GameState &s = *ctx.state;
    if (s.answerMask & (1u << q))
        return tr("is thinking…");
    switch (s.answers[q]) {
    case 1 + static_cast<int>(settlers::TradeAnswer::Accept): return tr("accepts");
    case 1 + static_cast<int>(settlers::TradeAnswer::Reject): return tr("declines");
    case 1 + static_cast<int>(settlers::TradeAnswer::Counter): {
        // The counter is written from the offerer's side: + he gives, - he receives.
        const ResourceCounts gives = tradeSide(s.counters[q], -1);
        const ResourceCounts asks = tradeSide(s.counters[q], +1);
        const QString text = tr("counters: gives %1 for %2")
                                 .arg(DialogText::cardsHtml(*ctx.rules, gives), DialogText::cardsHtml(*ctx.rules, asks));
        return m_declined & (1u << q) ? tr("%1 (you declined it)").arg(text) : text;
    }
    default: return QString();
    }
}

void OfferAnswers::forgetStaleDeclines(const settlers::GameState &s)
{
    for (int q = 0; q < settlers::kMaxPlayers; ++q) {
        const auto &terms = m_declinedTerms[static_cast<std::size_t>(q)];
        const bool same = s.offerOpen && s.answers[q] == 1 + static_cast<int>(settlers::TradeAnswer::Counter) &&
                          std::equal(terms.begin(), terms.end(), s.counters[q]);
        if (!same)
            m_declined &= ~(1u << q);
    }
}

void OfferAnswers::showAnswers(const DecisionContext &ctx)
{
    if (!ctx.state)
        m_declined = 0;
    else
        forgetStaleDeclines(*ctx.state); // only the counter declined, while it stands
    m_ctx = ctx;
    const settlers::GameState &s = *ctx.state;
    const bool offerer = ctx.seat >= 0 && ctx.seat == s.current;
    const bool confirming = s.pending == settlers::Pending::TradeConfirm;
    for (int q = 0; q < settlers::kMaxPlayers; ++q) {
        Row &row = m_rows[static_cast<std::size_t>(q)];
        const QString status = q < s.numPlayers && q != s.current ? statusText(ctx, q) : QString();
        row.box->setVisible(s.offerOpen && !status.isEmpty());
        if (!row.box->isVisible())
            continue;
        row.name->setText(DialogText::playerHtml(ctx, q));
        row.status->setText(status);
        const bool counter = s.answers[q] == 1 + static_cast<int>(settlers::TradeAnswer::Counter);
        const bool takeable = counter || s.answers[q] == 1 + static_cast<int>(settlers::TradeAnswer::Accept);
        const bool declined = m_declined & (1u << q);
        row.accept->setVisible(offerer && takeable);
        row.decline->setVisible(offerer && counter);
        row.accept->setText(counter ? tr("Accept counter") : tr("Trade"));
        row.decline->setText(tr("Decline"));
        const bool canTake = listed(ctx, q) && !declined;
        row.accept->setEnabled(canTake);
        row.decline->setEnabled(canTake);
        const QString what = tr("Trade with %1 on these terms.").arg(DialogText::playerName(ctx, q));
        QString whyNot;
        if (declined)
            whyNot = tr("You declined this counter-offer.");
        else if (!confirming)
            whyNot = tr("Wait until every player has answered.");
        else if (!canTake)
            whyNot = tr("You do not hold the cards for this trade.");
        row.accept->setToolTip(canTake ? what : QStringLiteral("%1\n%2").arg(what, whyNot));
        const QString setAside = tr("Set this counter-offer aside.");
        row.decline->setToolTip(canTake ? setAside : QStringLiteral("%1\n%2").arg(setAside, whyNot));
    }
    m_withdraw->setVisible(offerer && s.offerOpen);
    m_withdraw->setText(tr("&Withdraw the offer"));
    const bool canWithdraw = listed(ctx, settlers::kNoId);
    m_withdraw->setEnabled(canWithdraw);
    const QString withdraw = tr("Take back the offer; nobody trades.");
    m_withdraw->setToolTip(canWithdraw ? withdraw
                                       : QStringLiteral("%1\n%2").arg(withdraw, tr("Wait until every player has answered.")));
}

} // namespace canaan::settlerstable
