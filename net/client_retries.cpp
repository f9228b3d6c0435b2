#include "net/client_retries.h"

#include "net/protocol.h"

#include <QTimer>

namespace canaan::net {

void ClientRetries::lost(const Client &client, QObject *context, std::function<void()> reopen)
{
    if (m_waiting)
        return;
    m_lastLoss = client.closeText();
    m_waiting = true;
    QTimer::singleShot(reconnectWaitSeconds(m_attempt++) * 1000, context, [this, reopen = std::move(reopen)] {
        m_waiting = false;
        ++m_count;
        reopen();
    });
}

} // namespace canaan::net
