#include "network_game_window.h"

#include "game_window.h"

namespace canaan::online {

NetworkGameWindow::NetworkGameWindow(ServerLink &link, std::unique_ptr<RemoteBoardTable> table, QWidget *parent)
    : NetworkTableWindow(link, parent), m_table(std::move(table)), m_game(new game::GameWindow(*m_table, m_table->seatPlans(), this))
{
    setCentralWidget(m_game);
    retranslateUi();
    m_game->start();
}

NetworkGameWindow::~NetworkGameWindow()
{
    delete m_game; // before the table it looks at
    m_game = nullptr;
}

bool NetworkGameWindow::inPlay() const
{
    return m_table->hasView() && !m_table->isOver() && m_table->seat() >= 0;
}

QString NetworkGameWindow::title(const QString &code, const QString &host, quint16 port) const
{
    return tr("Settlers of Canaan — table %1 at %2:%3").arg(code, host).arg(port);
}

} // namespace canaan::online
