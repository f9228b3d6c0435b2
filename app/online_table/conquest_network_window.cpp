#include "app/online_table/conquest_network_window.h"

#include "app/card_table/card_table_widget.h"
#include "app/card_table/network_table.h"
#include "app/online_table/server_link.h"

namespace canaan::online {

ConquestNetworkWindow::ConquestNetworkWindow(ServerLink &link, const QJsonObject &gameMessage, QWidget *parent)
    : NetworkTableWindow(link, parent), m_table(new cardtable::CardTableWidget(this)),
      m_network(new cardtable::NetworkTable(&link.client(), m_table, this))
{
    setCentralWidget(m_table);
    connect(m_network, &cardtable::NetworkTable::refused, this, &ConquestNetworkWindow::showStatus);
    connect(m_network, &cardtable::NetworkTable::problem, this, &ConquestNetworkWindow::showStatus);
    // A new question: the last refusal is past.
    connect(m_network, &cardtable::NetworkTable::asked, this, [this] { showStatus(this->link() ? this->link()->statusText() : QString()); });
    m_network->readGame(gameMessage);
    retranslateUi();
}

bool ConquestNetworkWindow::inPlay() const
{
    return m_network->view() && !m_network->isOver() && m_network->view()->seat != conquest::kNone;
}

QString ConquestNetworkWindow::title(const QString &code, const QString &host, quint16 port) const
{
    return tr("Conquest — table %1 at %2:%3").arg(code, host).arg(port);
}

} // namespace canaan::online
