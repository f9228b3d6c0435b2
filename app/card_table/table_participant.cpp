#include "table_participant.h"

#include "card_table_widget.h"

namespace canaan::cardtable {

TableParticipant::TableParticipant(CardTableWidget *table, QObject *parent) : QObject(parent), m_table(table)
{
    connect(m_table, &CardTableWidget::actionChosen, this, &TableParticipant::choose);
}

void TableParticipant::seated(play::MatchHost<play::ConquestGame> &host, int seat, const View &view)
{
    m_host = &host;
    m_views.insert_or_assign(seat, view);
    if (m_views.size() > 1)
        m_table->setHotSeat(true); // two people or more at this screen (the window may say so first)
    if (m_shown < 0) {
        m_shown = seat;
        m_table->showView(view, {});
    }
}

void TableParticipant::unseated(int seat)
{
    m_views.erase(seat);
    if (m_shown == seat)
        m_shown = m_views.empty() ? -1 : m_views.begin()->first;
}

void TableParticipant::update(int seat, const View &view, std::span<const Event> events)
{
    const View before = m_views.count(seat) ? m_views.at(seat) : view;
    m_views.insert_or_assign(seat, view);
    for (const Event &e : events) // each person's log, as he may see it
        m_table->recordAction(before, e);
    if (seat == m_shown)
        m_table->showView(view, {});
}

void TableParticipant::decide(int seat, const View &view, std::span<const Action> legal)
{
    m_views.insert_or_assign(seat, view);
    m_shown = seat; // with several people here, the table covers itself for the change
    conquest::ActionList list;
    for (const Action &a : legal)
        if (list.size < conquest::kMaxLegalActions)
            list.push(a);
    m_table->showView(view, list);
}

void TableParticipant::choose(const conquest::Action &action)
{
    if (!m_host)
        return;
    const QString reason = m_host->submit(action.player, action);
    if (!reason.isEmpty())
        emit refused(reason);
}

} // namespace canaan::cardtable
