// A WebSocket client written by hand on a plain POSIX socket, for what QWebSocket cannot do: a
// client that never reads (a tiny receive buffer, and no reading after the handshake) and frames
// sent without a mask. Its waits run the event loop (a server in the test's process goes on) and
// are bounded by a timeout; loopback only.
#pragma once

#include <QByteArray>
#include <QDeadlineTimer>
#include <QEventLoop>
#include <QRandomGenerator>
#include <QTimer>
#include <QString>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace canaan::net::testing {

class RawWebSocket {
public:
    ~RawWebSocket()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }

    // Connects to 127.0.0.1:port (a receive buffer of receiveBuffer bytes when > 0) and does the
    // WebSocket handshake; false when the server did not answer 101.
    bool open(quint16 port, int receiveBuffer = 0)
    {
        m_fd = ::socket(AF_INET, SOCK_STREAM, 0);
        if (m_fd < 0)
            return false;
        if (receiveBuffer > 0)
            ::setsockopt(m_fd, SOL_SOCKET, SO_RCVBUF, &receiveBuffer, sizeof receiveBuffer);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_port = htons(port);
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        if (::connect(m_fd, reinterpret_cast<sockaddr *>(&address), sizeof address) != 0)
            return false;
        const QByteArray request = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                                   "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n";
        if (!writeAll(request))
            return false;
        QByteArray response;
        while (!response.contains("\r\n\r\n")) {
            char c;
            if (!readSome(&c, 1, 5000))
                return false;
            response.append(c);
        }
        return response.startsWith("HTTP/1.1 101");
    }

    // One text frame, masked as a client must (RFC 6455 5.3) unless `masked` is false.
    bool sendText(const QByteArray &payload, bool masked = true)
    {
        QByteArray frame;
        frame.append(char(0x81));
        const char maskBit = masked ? char(0x80) : char(0);
        if (payload.size() < 126) {
            frame.append(char(maskBit | char(payload.size())));
        } else {
            frame.append(char(maskBit | 126));
            frame.append(char((payload.size() >> 8) & 0xff));
            frame.append(char(payload.size() & 0xff));
        }
        QByteArray body = payload;
        if (masked) {
            const quint32 key = QRandomGenerator::global()->generate();
            const char mask[4] = {char(key >> 24), char(key >> 16), char(key >> 8), char(key)};
            frame.append(mask, 4);
            for (qsizetype i = 0; i < body.size(); ++i)
                body[i] = char(body[i] ^ mask[i % 4]);
        }
        return writeAll(frame + body);
    }

    // The next frame from the server: its opcode and payload; opcode -1 when none came in time or
    // the connection closed.
    struct Frame {
        int opcode = -1;
        QByteArray payload;
    };
    Frame next(int timeoutMs = 5000)
    {
        unsigned char head[2];
        if (!readSome(reinterpret_cast<char *>(head), 2, timeoutMs))
            return {};
        quint64 length = head[1] & 0x7f;
        if (length >= 126) {
            unsigned char extended[8];
            const int bytes = length == 126 ? 2 : 8;
            if (!readSome(reinterpret_cast<char *>(extended), bytes, timeoutMs))
                return {};
            length = 0;
            for (int i = 0; i < bytes; ++i)
                length = (length << 8) | extended[i];
        }
        Frame frame;
        frame.opcode = head[0] & 0x0f;
        frame.payload.resize(qsizetype(length));
        if (length > 0 && !readSome(frame.payload.data(), qsizetype(length), timeoutMs))
            return {};
        return frame;
    }

    // The next text frame (pings and the like skipped), or empty.
    QByteArray nextText(int timeoutMs = 5000)
    {
        for (;;) {
            const Frame frame = next(timeoutMs);
            if (frame.opcode == 1 || frame.opcode < 0 || frame.opcode == 8)
                return frame.opcode == 1 ? frame.payload : QByteArray();
        }
    }

    // Whether the server closed the connection (a close frame or the end of the stream) in time.
    bool closedByServer(int timeoutMs = 5000)
    {
        for (;;) {
            const Frame frame = next(timeoutMs);
            if (frame.opcode < 0 || frame.opcode == 8)
                return m_ended || frame.opcode == 8;
        }
    }

    quint16 localPort() const
    {
        sockaddr_in address{};
        socklen_t size = sizeof address;
        ::getsockname(m_fd, reinterpret_cast<sockaddr *>(&address), &size);
        return ntohs(address.sin_port);
    }

private:
    bool writeAll(const QByteArray &data)
    {
        qsizetype sent = 0;
        while (sent < data.size()) {
            const ssize_t n = ::send(m_fd, data.constData() + sent, size_t(data.size() - sent), MSG_NOSIGNAL);
            if (n <= 0)
                return false;
            sent += n;
        }
        return true;
    }

    bool readSome(char *into, qsizetype size, int timeoutMs)
    {
        qsizetype got = 0;
        const QDeadlineTimer deadline(timeoutMs);
        while (got < size) {
            pollfd p{m_fd, POLLIN, 0};
            if (::poll(&p, 1, 0) <= 0) {
                if (deadline.hasExpired())
                    return false;
                QEventLoop loop; // a real event loop: the server may be in this process
                QTimer::singleShot(5, &loop, &QEventLoop::quit);
                loop.exec();
                continue;
            }
            const ssize_t n = ::recv(m_fd, into + got, size_t(size - got), 0);
            if (n <= 0) {
                m_ended = true;
                return false;
            }
            got += n;
        }
        return true;
    }

    int m_fd = -1;
    bool m_ended = false;
};

} // namespace canaan::net::testing
