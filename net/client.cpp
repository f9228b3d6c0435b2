#include "net/client.h"

#include "net/low_delay.h"
#include "net/protocol.h"

#include <QJsonDocument>

namespace canaan::net {

namespace {

// A `view` message as the server writes it: {"seat":N,"t":"view","view":{...}}.
bool isView(const QString &text)
{
    return text.startsWith(QLatin1String("{\"seat\":")) && QStringView(text).left(32).contains(QLatin1String(",\"t\":\"view\",\"view\":{"));
}

} // namespace

Client::Client(QObject *parent) : QObject(parent)
{
    // A server's messages are as bounded as a client's: a view or a table list is far below it.
    m_socket.setMaxAllowedIncomingMessageSize(4 * kMaxMessageBytes);
    connect(&m_socket, &QWebSocket::connected, this, [this] {
        (void)setLowDelay(m_socket); // a failure is logged there; the connection still works
        send({{QStringLiteral("t"), QStringLiteral("hello")},
            {QStringLiteral("v"), m_version >= 0 ? m_version : kProtocolVersion}, {QStringLiteral("name"), m_name}});
    });
    connect(&m_socket, &QWebSocket::textMessageReceived, this, [this](const QString &text) {
        if (m_skipsViews && isView(text))
            return;
        const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8());
        if (document.isObject())
            emit received(document.object());
    });
    connect(&m_socket, &QWebSocket::disconnected, this, &Client::closed);
}

void Client::open(const QUrl &url, const QString &name, int version)
{
    m_name = name;
    m_version = version;
    m_socket.open(url);
}

void Client::close()
{
    m_socket.close();
}

QString Client::closeText() const
{
    const QString reason = m_socket.closeReason().isEmpty() ? QString() : QStringLiteral(" \"%1\"").arg(m_socket.closeReason());
    return QStringLiteral("%1 (close code %2%3)").arg(m_socket.errorString()).arg(int(m_socket.closeCode())).arg(reason);
}

void Client::send(const QJsonObject &message)
{
    m_socket.sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

void Client::sendRaw(const QString &text)
{
    m_socket.sendTextMessage(text);
}

void Client::sendBinary(const QByteArray &data)
{
    m_socket.sendBinaryMessage(data);
}

} // namespace canaan::net
