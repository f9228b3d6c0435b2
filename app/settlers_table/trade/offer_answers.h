// The answers to an open domestic offer (R10), beside each player as they come: waiting, accepts,
// declines, or a counter-offer with its cards (all public). The player who offered takes one with
// Accept, sets a counter aside with Decline, or withdraws the offer; a button is enabled exactly when
// the engine lists that confirmation, and otherwise hidden or says why.
#pragma once

#include "app/settlers_table/dialogs/decision_dialog.h"

#include <QWidget>
#include <array>

class QLabel;
class QPushButton;

namespace canaan::settlerstable {

class OfferAnswers : public QWidget {
    Q_OBJECT
public:
    explicit OfferAnswers(QWidget *parent = nullptr);

    void showAnswers(const DecisionContext &ctx);
    QLabel *statusOf(int seat) const { return m_rows[static_cast<std::size_t>(seat)].status; }
    QPushButton *acceptButton(int seat) const { return m_rows[static_cast<std::size_t>(seat)].accept; }
    QPushButton *declineButton(int seat) const { return m_rows[static_cast<std::size_t>(seat)].decline; }
    QPushButton *withdrawButton() const { return m_withdraw; }

signals:
    void decided(const QList<canaan::settlers::Action> &actions);

private:
    struct Row {
        QWidget *box = nullptr;
        QLabel *name = nullptr;
        QLabel *status = nullptr;
        QPushButton *accept = nullptr;
        QPushButton *decline = nullptr;
    };
    QString statusText(const DecisionContext &ctx, int seat) const;
    bool listed(const DecisionContext &ctx, int confirmed) const;

    std::array<Row, settlers::kMaxPlayers> m_rows{};
    QPushButton *m_withdraw;
    DecisionContext m_ctx;
    // Counters set aside by the person: each with its terms, so a later offer's counter is never
    // shown as declined, even when this panel was hidden while the offer closed (issue 42, D5).
    unsigned m_declined = 0;
    std::array<std::array<std::int8_t, settlers::kResourceCount>, settlers::kMaxPlayers> m_declinedTerms{};
    void forgetStaleDeclines(const settlers::GameState &s);
};

} // namespace canaan::settlerstable
