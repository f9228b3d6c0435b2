// A domestic trade (R10) built with steppers. On the person's turn: what he gives and asks for, to
// whom, and Offer. When another player offers him a trade: the offer in words with Accept, Decline
// and a counter-offer edited in the same steppers (they start as the offer). Every button is enabled
// exactly when the engine would take its action; otherwise its tooltip says why, in words that tell
// only what the person may know (never another hand's contents).
#pragma once

#include "app/settlers_table/dialogs/decision_dialog.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace canaan::settlerstable {

class TradeSteppers;

class OfferBox : public QWidget {
    Q_OBJECT
public:
    explicit OfferBox(QWidget *parent = nullptr);

    void showOffer(const DecisionContext &ctx);
    // Whether an offer made to the person waits for his answer.
    bool isAnswering() const { return m_answering; }
    TradeSteppers *steppers() const { return m_steppers; }
    QComboBox *target() const { return m_target; } // item data: seat, or kNoId for every player
    QPushButton *offerButton() const { return m_offer; }
    QPushButton *acceptButton() const { return m_accept; }
    QPushButton *declineButton() const { return m_decline; }
    QPushButton *counterButton() const { return m_counter; }
    QLabel *incoming() const { return m_incoming; }

signals:
    void decided(const QList<canaan::settlers::Action> &actions);

private:
    settlers::Action offerAction() const;
    settlers::Action counterAction() const;
    QString offerProblem() const;
    QString counterProblem() const;
    void updateButtons();
    bool listed(settlers::ActionKind kind, int a) const;

    DecisionContext m_ctx;
    bool m_answering = false;
    bool m_hadOffer = false; // the steppers were filled from the offer being answered
    int m_seat = settlers::kNoId;      // whose steppers they are: another person at the screen starts afresh
    QLabel *m_incoming;
    QLabel *m_targetLabel;
    QComboBox *m_target;
    TradeSteppers *m_steppers;
    QPushButton *m_offer;
    QPushButton *m_accept;
    QPushButton *m_decline;
    QPushButton *m_counter;
};

} // namespace canaan::settlerstable
