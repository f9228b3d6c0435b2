// The bank and harbor trades (R11) as one-click buttons: a row per resource given, at the seat's
// best rate (harbor, King's Blessing, Caravan), with a button for each resource received. A button
// is enabled exactly when the engine lists that maritime trade; otherwise its tooltip says why.
#pragma once

#include "app/settlers_table/dialogs/decision_dialog.h"

#include <QWidget>
#include <array>

class QLabel;
class QToolButton;

namespace canaan::settlerstable {

class BankTradeGrid : public QWidget {
    Q_OBJECT
public:
    explicit BankTradeGrid(QWidget *parent = nullptr);

    // Shows the trades of ctx.seat (nothing clickable for a spectator, ctx.seat < 0).
    void showTrades(const DecisionContext &ctx);
    // The button giving `give` for one `receive` (null on the diagonal).
    QToolButton *button(int give, int receive) const;
    QLabel *rateLabel(int give) const;

signals:
    void traded(const canaan::settlers::Action &action);

private:
    QString whyNot(const DecisionContext &ctx, int give, int receive) const;

    std::array<QLabel *, settlers::kResourceCount> m_rates{};
    std::array<std::array<QToolButton *, settlers::kResourceCount>, settlers::kResourceCount> m_buttons{};
    DecisionContext m_ctx;
};

} // namespace canaan::settlerstable
