// The docked trade panel of the game window (toggled with T): a domestic offer built with steppers,
// the answers beside each player as they come, an offer made to the person with Accept / Decline /
// Counter-offer, and the bank and harbor trades as one-click buttons. No modal dialog: the game
// window shows it when a trade decision waits and performs what it emits through the match host.
// It shows what the seat at the screen may know (DecisionContext::seat; -1 while nobody has taken
// the screen): its own hand, and of the others only what is public (the offer, the answers).
#pragma once

#include "app/settlers_table/dialogs/decision_dialog.h"

#include <QFrame>

class QGroupBox;
class QLabel;
class QToolButton;

namespace canaan::settlerstable {

class BankTradeGrid;
class OfferAnswers;
class OfferBox;

class TradePanel : public QFrame {
    Q_OBJECT
public:
    explicit TradePanel(QWidget *parent = nullptr);

    void showFor(const DecisionContext &ctx);
    void retranslate();

    OfferBox *offerBox() const { return m_offer; }
    OfferAnswers *answers() const { return m_answers; }
    BankTradeGrid *bank() const { return m_bank; }

signals:
    // The person's choice, to perform in order.
    void decided(const QList<canaan::settlers::Action> &actions);
    void closeRequested();

private:
    QLabel *m_title;
    QToolButton *m_close;
    QGroupBox *m_offerGroup;
    QGroupBox *m_answersGroup;
    QGroupBox *m_bankGroup;
    OfferBox *m_offer;
    OfferAnswers *m_answers;
    BankTradeGrid *m_bank;
    QLabel *m_bankNote;
};

} // namespace canaan::settlerstable
