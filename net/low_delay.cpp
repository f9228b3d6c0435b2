#include "low_delay.h"

#include <QAbstractSocket>
#include <QWebSocket>

namespace canaan::net {

bool setLowDelay(QWebSocket &socket)
{
    // A server's connections have their TCP socket as a child; a client's do not (it then keeps
    // Nagle, which costs nothing there: a client sends one message and waits for the answer).
    auto *tcp = socket.findChild<QAbstractSocket *>();
    if (!tcp)
        return false;
    tcp->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    return true;
}

} // namespace canaan::net
