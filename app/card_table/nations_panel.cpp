#include "app/card_table/nations_panel.h"

#include "app/card_table/motion.h"
#include "app/card_table/seat_panel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>

namespace canaan::cardtable {

NationsPanel::NationsPanel(QWidget *parent) : QWidget(parent), m_row(new QHBoxLayout(this))
{
    setObjectName(QStringLiteral("nations"));
    m_row->setContentsMargins(0, 0, 0, 0);
    m_row->setSpacing(6);
}

void NationsPanel::showView(const conquest::SeatView &view, const QStringList &names)
{
    // One token from one nation to another (C17): the battle's city token, seen moving.
    int from = -1, to = -1, changed = 0;
    if (m_view.numPlayers == view.numPlayers)
        for (int p = 0; p < view.numPlayers; ++p) {
            const int delta = int(view.cities[p]) - int(m_view.cities[p]);
            changed += delta != 0;
            if (delta == -1)
                from = p;
            else if (delta == 1)
                to = p;
        }
    m_view = view;
    m_names = names;
    refresh();
    if (changed == 2 && from >= 0 && to >= 0)
        moveCityToken(from, to);
}

SeatPanel *NationsPanel::seatPanel(int seat) const
{
    return seat >= 0 && seat < m_panels.size() ? m_panels.at(seat) : nullptr;
}

QPoint NationsPanel::citiesCentre(int seat) const
{
    const SeatPanel *panel = seatPanel(seat);
    return panel ? panel->mapTo(this, panel->citiesRect().center()) : QPoint();
}

void NationsPanel::refresh()
{
    while (m_panels.size() > m_view.numPlayers)
        delete m_panels.takeLast();
    while (m_panels.size() < m_view.numPlayers) {
        auto *panel = new SeatPanel(int(m_panels.size()), this);
        m_row->addWidget(panel);
        panel->show(); // now, not at the next event loop: a token may move between panels at once
        m_panels << panel;
    }
    for (SeatPanel *panel : std::as_const(m_panels)) {
        const int p = panel->seat();
        panel->showView(m_view, p < m_names.size() ? m_names.at(p) : QString::number(p + 1));
    }
}

void NationsPanel::moveCityToken(int from, int to)
{
    if (m_motion <= 0 || !isVisible())
        return;
    m_row->activate(); // panels just made have their places only after the layout ran
    auto *token = new QLabel(this);
    token->setObjectName(QStringLiteral("movingCityToken"));
    token->setFixedSize(18, 18);
    token->setStyleSheet(QStringLiteral("background: #d4a72c; border: 2px solid #6b4f12; border-radius: 9px;"));
    const QPoint half(9, 9);
    const QPoint start = citiesCentre(from) - half;
    const QPoint end = citiesCentre(to) - half;
    token->move(start);
    token->raise();
    token->show();
    animate(
        token, m_motion, [token, start, end](double t) { token->move(start + (end - start) * t); },
        [token] { token->deleteLater(); });
}

void NationsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace canaan::cardtable
