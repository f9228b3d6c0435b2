#include "app/settlers_table/trade/trade_panel.h"

#include "app/settlers_table/trade/bank_trade_grid.h"
#include "app/settlers_table/trade/offer_answers.h"
#include "app/settlers_table/trade/offer_box.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>

namespace canaan::settlerstable {

TradePanel::TradePanel(QWidget *parent)
    : QFrame(parent),
      m_title(new QLabel(this)),
      m_close(new QToolButton(this)),
      m_offerGroup(new QGroupBox(this)),
      m_answersGroup(new QGroupBox(this)),
      m_bankGroup(new QGroupBox(this)),
      m_offer(new OfferBox(m_offerGroup)),
      m_answers(new OfferAnswers(m_answersGroup)),
      m_bank(new BankTradeGrid(m_bankGroup)),
      m_bankNote(new QLabel(m_bankGroup))
{
    setObjectName(QStringLiteral("tradePanel"));
    setFrameShape(QFrame::StyledPanel);
    auto *column = new QVBoxLayout(this);
    auto *header = new QHBoxLayout;
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.2);
    m_title->setFont(bold);
    m_close->setObjectName(QStringLiteral("closeTradePanel"));
    m_close->setAutoRaise(true);
    m_close->setText(QStringLiteral("×"));
    header->addWidget(m_title, 1);
    header->addWidget(m_close);
    column->addLayout(header);
    // The groups scroll under the header when the window is low (1280×720: issue 42).
    auto *body = new QWidget;
    auto *groups = new QVBoxLayout(body);
    groups->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(body);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    column->addWidget(scroll, 1);

    (new QVBoxLayout(m_offerGroup))->addWidget(m_offer);
    (new QVBoxLayout(m_answersGroup))->addWidget(m_answers);
    auto *bankColumn = new QVBoxLayout(m_bankGroup);
    bankColumn->addWidget(m_bank);
    m_bankNote->setWordWrap(true);
    bankColumn->addWidget(m_bankNote);
    groups->addWidget(m_offerGroup);
    groups->addWidget(m_answersGroup);
    groups->addWidget(m_bankGroup);
    groups->addStretch(1);

    connect(m_offer, &OfferBox::decided, this, &TradePanel::decided);
    connect(m_answers, &OfferAnswers::decided, this, &TradePanel::decided);
    connect(m_bank, &BankTradeGrid::traded, this, [this](const settlers::Action &a) { emit decided({a}); });
    connect(m_close, &QToolButton::clicked, this, &TradePanel::closeRequested);
    retranslate();
}

void TradePanel::retranslate()
{
    m_title->setText(tr("Trade"));
    m_close->setToolTip(tr("Hide the trade panel (T)"));
    m_bankGroup->setTitle(tr("With the bank: give at your rate, receive one"));
}

void TradePanel::showFor(const DecisionContext &ctx)
{
    retranslate();
    m_offer->showOffer(ctx);
    m_offerGroup->setTitle(m_offer->isAnswering() ? tr("An offer to you") : tr("Offer to the other players"));
    m_answers->showAnswers(ctx);
    m_answersGroup->setTitle(tr("Answers"));
    m_answersGroup->setVisible(ctx.state->offerOpen);
    m_bank->showTrades(ctx);
    m_bankNote->setText(ctx.state->caravan ? tr("The Caravan makes every trade with the bank 2:1 this turn.")
                                           : QString());
    m_bankNote->setVisible(ctx.state->caravan);
}

} // namespace canaan::settlerstable
