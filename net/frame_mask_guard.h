// RFC 6455 5.1: every frame a client sends is masked, and a server closes the connection on one
// that is not. QWebSocketServer does not check it, so the server's listener watches the bytes each
// client sends after the handshake (frame headers only; payloads are skipped, never copied) and
// aborts the connection at the first frame without a mask, before the WebSocket reads that frame.
#pragma once

#include <QObject>

class QTcpSocket;

namespace canaan::net {

class FrameMaskGuard : public QObject {
    Q_OBJECT
public:
    // Call before anyone else connects to the socket's readyRead: the guard reads new bytes first.
    static void watch(QTcpSocket *socket);
    // The handshake is done and the socket is a WebSocket's: the bytes from now on are frames.
    static void upgraded(QTcpSocket *socket);

private:
    explicit FrameMaskGuard(QTcpSocket *socket);
    void arrived();    // new bytes in the socket's buffer, before the WebSocket reads them
    void afterRead();  // the WebSocket has read what it could; what is left was seen already
    // Follows the frames through `size` new bytes; false at a frame without a mask.
    bool scan(const char *data, qsizetype size);

    enum class Part { Head, Length, Mask, Payload };
    QTcpSocket *m_socket;
    bool m_framing = false;  // after the handshake
    qint64 m_seen = 0;       // bytes at the front of the socket's buffer already scanned
    Part m_part = Part::Head;
    unsigned char m_head[2] = {0, 0};
    int m_headBytes = 0;
    int m_lengthBytes = 0;   // of the extended length still to come
    quint64 m_length = 0;    // the frame's payload length
    quint64 m_left = 0;      // of the mask key or the payload, still to skip
};

} // namespace canaan::net
