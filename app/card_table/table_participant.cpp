#include "app/card_table/table_participant.h"

#include "app/card_table/card_table_widget.h"

namespace canaan::cardtable {

TableParticipant::TableParticipant(CardTableWidget *table, QObject *parent) : QObject(parent), m_table(table)
{
    connect(m_table, &CardTableWidget::actionChosen, this, &TableParticipant::choose);
}

void TableParticipant::seated(play::MatchHost<play::ConquestGame> &host, int seat, const View &view)
{
    m_host = &host;
    auto &client = m_clients[seat];
    client = std::make_unique<play::ConquestSeatClient>(seat);
    client->update(view, {});
    if (m_clients.size() > 1)
        m_table->setHotSeat(true); // two people or more at this screen (the window may say so first)
    if (m_shown < 0) {
        m_shown = seat;
        m_table->showView(view, {});
    }
}

void TableParticipant::unseated(int seat)
{
    m_clients.erase(seat);
    if (m_shown == seat)
        m_shown = m_clients.empty() ? -1 : m_clients.begin()->first;
}

void TableParticipant::update(int seat, const View &view, std::span<const Event> events)
{
    auto &client = m_clients[seat];
    if (!client)
        client = std::make_unique<play::ConquestSeatClient>(seat);
    client->update(view, events);
    for (const Event &e : client->news()) // each person's log, as he may see it
        m_table->recordAction(client->before(), e);
    if (seat == m_shown)
        m_table->showView(view, {});
}

void TableParticipant::decide(int seat, const View &view, std::span<const Action> legal)
{
    auto &client = m_clients[seat];
    if (!client) {
        client = std::make_unique<play::ConquestSeatClient>(seat);
        client->update(view, {});
    }
    client->ask(legal);
    m_shown = seat; // with several people here, the table covers itself for the change
    conquest::ActionList list;
    for (const Action &a : client->legal())
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
