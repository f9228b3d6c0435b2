// Turns off Nagle's algorithm on a WebSocket's TCP connection. QWebSocket writes a frame's header
// and its payload separately; with Nagle the payload waited for the peer's delayed acknowledgement
// of the header, about 40 ms on Linux, and one action in four took 45 ms instead of one.
#pragma once

class QWebSocket;

namespace canaan::net {

// False when the connection's socket could not be found (the delay then stays; nothing breaks).
bool setLowDelay(QWebSocket &socket);

} // namespace canaan::net
