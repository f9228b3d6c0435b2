#include "app/online_table/network_game_window.h"

#include "app/settlers_table/game_window.h"

#include <algorithm>

namespace canaan::online {

NetworkGameWindow::NetworkGameWindow(ServerLink &link, std::unique_ptr<RemoteSettlersTable> table, QWidget *parent)
    : NetworkTableWindow(link, parent), m_table(std::move(table)), m_game(new settlerstable::GameWindow(*m_table, m_table->seatPlans(), this)),
      m_tick(new QTimer(this))
{
    setCentralWidget(m_game);
    m_tick->setInterval(1000);
    connect(m_tick, &QTimer::timeout, this, &NetworkGameWindow::showPresence);
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

void NetworkGameWindow::seatsChanged(const QJsonArray &seats, int takeoverSeconds)
{
    m_seats = seats;
    m_takeover = takeoverSeconds;
    for (qsizetype i = 0; i < seats.size(); ++i) {
        const QJsonObject seat = seats[i].toObject();
        const bool dropped = seat.value(QLatin1String("kind")).toString() == QLatin1String("person") &&
                             !seat.value(QLatin1String("connected")).toBool() && !seat.value(QLatin1String("bot")).isString();
        if (!dropped)
            m_droppedAt.erase(int(i));
        else if (!m_droppedAt.count(int(i)))
            m_droppedAt[int(i)].start();
    }
    showPresence();
}

void NetworkGameWindow::showPresence()
{
    QList<settlerstable::SeatPresence> presence;
    for (qsizetype i = 0; i < m_seats.size(); ++i) {
        const QJsonObject seat = m_seats[i].toObject();
        settlerstable::SeatPresence p;
        if (seat.value(QLatin1String("kind")).toString() != QLatin1String("person"))
            p.kind = settlerstable::SeatPresence::Kind::Unknown; // a computer player's seat says so by its name
        else if (seat.value(QLatin1String("bot")).isString())
            p.kind = settlerstable::SeatPresence::Kind::Computer;
        else if (const auto dropped = m_droppedAt.find(int(i)); dropped != m_droppedAt.end()) {
            p.kind = settlerstable::SeatPresence::Kind::Dropped;
            if (m_takeover > 0)
                p.secondsLeft = std::max(0, m_takeover - int(dropped->second.elapsed() / 1000));
        } else
            p.kind = settlerstable::SeatPresence::Kind::Here;
        presence << p;
    }
    m_game->setSeatPresence(presence);
    if (m_droppedAt.empty() || m_takeover <= 0)
        m_tick->stop();
    else if (!m_tick->isActive())
        m_tick->start();
}

QString NetworkGameWindow::title(const QString &code, const QString &host, quint16 port) const
{
    return tr("Settlers of Canaan — table %1 at %2:%3").arg(code, host).arg(port);
}

} // namespace canaan::online
