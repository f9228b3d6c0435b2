// Turns off Nagle's algorithm on a TCP connection (TCP_NODELAY). QWebSocket writes a frame's header
// and its payload separately; with Nagle the payload waited for the peer's delayed acknowledgement
// of the header, 40–48 ms on Linux, and a table played 60 actions a second instead of a thousand.
#pragma once

class QAbstractSocket;
class QWebSocket;

namespace canaan::net {

// Sets the option and reads it back; false, with a warning on the log naming the peer, when the
// system did not take it (the connection then still works, only slower).
bool setLowDelay(QAbstractSocket &socket);
// A client's connection: its TCP socket is the QWebSocket's child once it is connected.
bool setLowDelay(QWebSocket &socket);

} // namespace canaan::net
