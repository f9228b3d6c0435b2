// When the docked trade panel (trade/trade_panel.h) shows: the person's own toggle (T), or a trade
// decision, which shows it by itself and hides it again once its offer is closed. Trades never
// open a modal dialog.
#pragma once

#include <QObject>

namespace canaan::settlerstable {

class ShownSeat;
class TradePanel;

class TradeFlow : public QObject {
    Q_OBJECT
public:
    TradeFlow(ShownSeat &seat, TradePanel *panel);

    TradePanel *panel() const { return m_panel; }
    bool isShown() const;
    // A trade decision waits for the person shown: the panel shows it.
    void showForAnswer();
    // The panel follows the seat's view (hidden again when the offer it was shown for is closed).
    void refresh();

public slots:
    // Shows or hides the panel (T); the person's own choice from now on.
    void toggle();

signals:
    // Shown or hidden: the buttons and the status follow.
    void changed();

private:
    ShownSeat &m_seat;
    TradePanel *m_panel;
    bool m_shownForAnswer = false; // shown by a trade decision, not by the person: hidden after it
};

} // namespace canaan::settlerstable
