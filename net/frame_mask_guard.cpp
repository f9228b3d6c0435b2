#include "net/frame_mask_guard.h"

#include <QTcpSocket>
#include <QTimer>
#include <algorithm>

namespace canaan::net {

FrameMaskGuard::FrameMaskGuard(QTcpSocket *socket) : QObject(socket), m_socket(socket) {}

void FrameMaskGuard::watch(QTcpSocket *socket)
{
    auto *guard = new FrameMaskGuard(socket);
    connect(socket, &QIODevice::readyRead, guard, &FrameMaskGuard::arrived);
}

void FrameMaskGuard::upgraded(QTcpSocket *socket)
{
    auto *guard = socket->findChild<FrameMaskGuard *>(QString(), Qt::FindDirectChildrenOnly);
    if (!guard)
        return;
    guard->m_framing = true;
    guard->m_seen = 0;
    // Connected after the WebSocket's own reader, and queued: it runs after that reader on every
    // readyRead, whether the reader is called at once or queued itself.
    connect(socket, &QIODevice::readyRead, guard, &FrameMaskGuard::afterRead, Qt::QueuedConnection);
    guard->arrived(); // frames that came with the handshake
    QMetaObject::invokeMethod(guard, &FrameMaskGuard::afterRead, Qt::QueuedConnection);
}

void FrameMaskGuard::arrived()
{
    if (!m_framing)
        return;
    const QByteArray buffered = m_socket->peek(m_socket->bytesAvailable());
    const qint64 fresh = buffered.size() - m_seen;
    if (fresh < 0) {
        // Someone read the socket where this guard did not expect it: it can no longer tell frames
        // apart, and stops rather than take a payload for a header and close an honest client.
        m_framing = false;
        qWarning("canaan: stopped checking the frames of %s for masks", qPrintable(m_socket->peerAddress().toString()));
        return;
    }
    if (fresh > 0 && !scan(buffered.constData() + m_seen, fresh)) {
        m_framing = false;
        qWarning("canaan: closed the connection of %s: a frame without a mask (RFC 6455 5.1)",
            qPrintable(m_socket->peerAddress().toString()));
        m_socket->abort(); // its buffer goes with it: the WebSocket reads nothing of that frame
        return;
    }
    m_seen = buffered.size();
}

void FrameMaskGuard::afterRead()
{
    m_seen = m_socket->bytesAvailable();
}

bool FrameMaskGuard::scan(const char *data, qsizetype size)
{
    qsizetype i = 0;
    while (i < size) {
        const auto byte = static_cast<unsigned char>(data[i]);
        switch (m_part) {
        case Part::Head:
            m_head[m_headBytes++] = byte;
            ++i;
            if (m_headBytes < 2)
                break;
            m_headBytes = 0;
            if (!(m_head[1] & 0x80))
                return false;
            m_length = m_head[1] & 0x7f;
            m_lengthBytes = m_length == 126 ? 2 : m_length == 127 ? 8 : 0;
            if (m_lengthBytes > 0)
                m_length = 0;
            m_part = m_lengthBytes > 0 ? Part::Length : Part::Mask;
            m_left = 4;
            break;
        case Part::Length:
            m_length = (m_length << 8) | byte;
            ++i;
            if (--m_lengthBytes == 0)
                m_part = Part::Mask;
            break;
        case Part::Mask:
            ++i;
            if (--m_left == 0) {
                m_left = m_length;
                m_part = m_length > 0 ? Part::Payload : Part::Head;
            }
            break;
        case Part::Payload: {
            const quint64 skip = std::min<quint64>(m_left, quint64(size - i));
            i += qsizetype(skip);
            m_left -= skip;
            if (m_left == 0)
                m_part = Part::Head;
            break;
        }
        }
    }
    return true;
}

} // namespace canaan::net
