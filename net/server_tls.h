// The certificate and key of a wss:// server, read from PEM files (ServerConfig's certificateFile
// and keyFile).
#pragma once

#include <QSslConfiguration>
#include <QString>

namespace canaan::net {

// The TLS configuration with the certificate's whole chain and the key; false with the reason (a
// missing or unreadable file, not PEM, an encrypted key).
bool loadTls(const QString &certificateFile, const QString &keyFile, QSslConfiguration *tls, QString *problem);

} // namespace canaan::net
