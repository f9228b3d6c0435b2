#include "app/settlers_table/trade_flow.h"

#include "app/settlers_table/shown_seat.h"
#include "app/settlers_table/trade/trade_panel.h"

namespace canaan::settlerstable {

TradeFlow::TradeFlow(ShownSeat &seat, TradePanel *panel) : QObject(panel), m_seat(seat), m_panel(panel)
{
    connect(m_panel, &TradePanel::closeRequested, this, &TradeFlow::toggle);
}

bool TradeFlow::isShown() const { return m_panel->isVisible(); }

void TradeFlow::toggle()
{
    m_shownForAnswer = false;
    m_panel->setVisible(!m_panel->isVisible());
    refresh();
    emit changed();
}

void TradeFlow::showForAnswer()
{
    m_shownForAnswer = m_shownForAnswer || !m_panel->isVisible();
    m_panel->show();
    refresh();
    emit changed();
}

void TradeFlow::refresh()
{
    if (m_shownForAnswer && !m_seat.board().offerOpen) {
        m_shownForAnswer = false;
        m_panel->hide();
    }
    if (m_panel->isVisible())
        m_panel->showFor(m_seat.decisionContext());
}

} // namespace canaan::settlerstable
