#include "net/server_tls.h"

#include "engine/io/bounded_file.h"

#include <QSslCertificate>
#include <QSslKey>

namespace canaan::net {

namespace {

// The certificate (with its chain) and key of a wss server; false with the reason. Read through the
// bounded, regular-file-only reader, so a FIFO or a device named by mistake cannot hang the start.
bool readPem(const QString &path, QByteArray *data, QString *problem)
{
    constexpr qint64 kMaxPemBytes = 1024 * 1024; // a long chain is a few kilobytes
    io::BoundedRead file = io::readBoundedFile(path, kMaxPemBytes);
    switch (file.status) {
    case io::BoundedRead::Status::Ok: *data = std::move(file.data); return true;
    case io::BoundedRead::Status::Missing: *problem = QStringLiteral("%1: the file does not exist").arg(path); break;
    case io::BoundedRead::Status::Folder: *problem = QStringLiteral("%1: a folder, not a PEM file").arg(path); break;
    case io::BoundedRead::Status::NotRegular: *problem = QStringLiteral("%1: not a regular file").arg(path); break;
    case io::BoundedRead::Status::TooLarge: *problem = QStringLiteral("%1: larger than any PEM file needs (1 MiB)").arg(path); break;
    case io::BoundedRead::Status::Unreadable: *problem = QStringLiteral("%1: %2").arg(path, file.errorString); break;
    }
    return false;
}

} // namespace

bool loadTls(const QString &certificateFile, const QString &keyFile, QSslConfiguration *tls, QString *problem)
{
    QByteArray certificateText, keyText;
    if (!readPem(certificateFile, &certificateText, problem) || !readPem(keyFile, &keyText, problem))
        return false;
    // The whole chain: the server's own certificate first, then the intermediates clients need.
    const QList<QSslCertificate> chain = QSslCertificate::fromData(certificateText, QSsl::Pem);
    QSslKey key(keyText, QSsl::Rsa, QSsl::Pem);
    if (key.isNull())
        key = QSslKey(keyText, QSsl::Ec, QSsl::Pem);
    if (chain.isEmpty() || chain.front().isNull()) {
        *problem = QStringLiteral("%1: not a PEM certificate").arg(certificateFile);
        return false;
    }
    if (key.isNull()) {
        *problem = QStringLiteral("%1: not an unencrypted PEM RSA or EC key").arg(keyFile);
        return false;
    }
    *tls = QSslConfiguration::defaultConfiguration();
    tls->setLocalCertificateChain(chain);
    tls->setPrivateKey(key);
    tls->setPeerVerifyMode(QSslSocket::VerifyNone);
    return true;
}

} // namespace canaan::net
