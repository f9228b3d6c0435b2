#include "net/low_delay.h"

#include <QAbstractSocket>
#include <QLoggingCategory>
#include <QWebSocket>

namespace canaan::net {

bool setLowDelay(QAbstractSocket &socket)
{
    socket.setSocketOption(QAbstractSocket::LowDelayOption, 1);
    // Qt's setter says nothing of a failure; the option read back from the system does.
    if (socket.socketOption(QAbstractSocket::LowDelayOption).toInt() == 1)
        return true;
    qWarning("canaan: TCP_NODELAY could not be set on the connection with %s port %u; its messages may wait up to 40 ms",
        qPrintable(socket.peerAddress().toString()), unsigned(socket.peerPort()));
    return false;
}

bool setLowDelay(QWebSocket &socket)
{
    if (auto *tcp = socket.findChild<QAbstractSocket *>())
        return setLowDelay(*tcp);
    qWarning("canaan: the WebSocket to %s has no TCP socket to set TCP_NODELAY on", qPrintable(socket.requestUrl().toString()));
    return false;
}

} // namespace canaan::net
