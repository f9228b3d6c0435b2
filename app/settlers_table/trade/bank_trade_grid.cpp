#include "app/settlers_table/trade/bank_trade_grid.h"

#include "app/settlers_table/dialogs/dialog_text.h"
#include "engine/io/game_text.h"

#include <QGridLayout>
#include <QLabel>
#include <QToolButton>
#include <algorithm>

namespace canaan::settlerstable {

BankTradeGrid::BankTradeGrid(QWidget *parent) : QWidget(parent)
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(2);
    for (int give = 0; give < settlers::kResourceCount; ++give) {
        auto *icon = new QLabel(this);
        icon->setPixmap(DialogText::resourceIcon(give).pixmap(22, 22));
        grid->addWidget(icon, give, 0);
        auto *rate = new QLabel(this);
        rate->setObjectName(QStringLiteral("rate_%1").arg(give));
        rate->setMinimumWidth(34);
        m_rates[static_cast<std::size_t>(give)] = rate;
        grid->addWidget(rate, give, 1);
        grid->addWidget(new QLabel(QStringLiteral("→"), this), give, 2);
        for (int receive = 0; receive < settlers::kResourceCount; ++receive) {
            if (receive == give)
                continue;
            auto *b = new QToolButton(this);
            b->setObjectName(QStringLiteral("bank_%1_%2").arg(give).arg(receive));
            b->setIcon(DialogText::resourceIcon(receive));
            b->setIconSize(QSize(22, 22));
            b->setAutoRaise(false);
            connect(b, &QToolButton::clicked, this, [this, give, receive] {
                emit traded(settlers::makeAction(settlers::ActionKind::MaritimeTrade, m_ctx.seat, give, receive));
            });
            m_buttons[static_cast<std::size_t>(give)][static_cast<std::size_t>(receive)] = b;
            grid->addWidget(b, give, 3 + receive);
        }
    }
    grid->setColumnStretch(3 + settlers::kResourceCount, 1);
}

QToolButton *BankTradeGrid::button(int give, int receive) const
{
    return m_buttons[static_cast<std::size_t>(give)][static_cast<std::size_t>(receive)];
}

QLabel *BankTradeGrid::rateLabel(int give) const { return m_rates[static_cast<std::size_t>(give)]; }

QString BankTradeGrid::whyNot(const DecisionContext &ctx, int give, int receive) const
{
    const settlers::Action a = settlers::makeAction(settlers::ActionKind::MaritimeTrade, ctx.seat, give, receive);
    const settlers::IllegalReason why = settlers::checkLegal(*ctx.rules, *ctx.state, a);
    if (why == settlers::IllegalReason::NotEnoughResources)
        return tr("You need %1 %2 and hold %3.")
            .arg(settlers::maritimeRate(*ctx.rules, *ctx.state, ctx.seat, give))
            .arg(DialogText::resource(*ctx.rules, give))
            .arg(ctx.state->hand[ctx.seat][give]);
    if (why == settlers::IllegalReason::BankEmpty)
        return tr("The bank has no %1 left.").arg(DialogText::resource(*ctx.rules, receive));
    if (why == settlers::IllegalReason::Ok) // legal for the engine but not listed: not this person's decision now
        return tr("Not your decision now.");
    return illegalReasonText(why);
}

void BankTradeGrid::showTrades(const DecisionContext &ctx)
{
    m_ctx = ctx;
    const bool seated = ctx.rules && ctx.state && ctx.seat >= 0 && ctx.seat < ctx.state->numPlayers;
    for (int give = 0; give < settlers::kResourceCount; ++give) {
        const int rate = seated ? settlers::maritimeRate(*ctx.rules, *ctx.state, ctx.seat, give) : 4;
        //: A maritime trade rate, e.g. "4:1".
        m_rates[static_cast<std::size_t>(give)]->setText(tr("%1:1").arg(rate));
        for (int receive = 0; receive < settlers::kResourceCount; ++receive) {
            QToolButton *b = button(give, receive);
            if (!b)
                continue;
            const bool legal = seated && std::any_of(ctx.legal.begin(), ctx.legal.end(), [&](const settlers::Action &a) {
                                   return a.kind == settlers::ActionKind::MaritimeTrade && a.a == give && a.b == receive;
                               });
            const QString what = seated ? tr("Give %1 %2, receive 1 %3.")
                                              .arg(rate)
                                              .arg(DialogText::resource(*ctx.rules, give),
                                                   DialogText::resource(*ctx.rules, receive))
                                        : QString();
            b->setEnabled(legal);
            if (!seated)
                b->setToolTip(tr("Trade with the bank\nNobody has taken the screen."));
            else
                b->setToolTip(legal ? what : QStringLiteral("%1\n%2").arg(what, whyNot(ctx, give, receive)));
        }
    }
}

} // namespace canaan::settlerstable
