#include "app/online_table/server_link.h"

#include "net/protocol.h"

#include <QSettings>
#include <QUrl>

namespace canaan::online {

ServerLink::ServerLink(QObject *parent) : QObject(parent)
{
    m_timer.setInterval(1000);
    connect(&m_timer, &QTimer::timeout, this, &ServerLink::tick);
    connect(&m_client, &net::Client::received, this, &ServerLink::onMessage);
    connect(&m_client, &net::Client::closed, this, &ServerLink::onClosed);
    // A server that never answers (a wrong address) ends in an error, not always in `closed`.
    connect(&m_client.socket(), qOverload<QAbstractSocket::SocketError>(&QWebSocket::error), this, [this] {
        if (m_state == State::Connecting && !m_client.isOpen())
            onClosed();
    });
}

ServerLink::~ServerLink()
{
    m_state = State::Closed; // closing the socket now is no reason to retry
    m_client.disconnect(this);
}

void ServerLink::open(const QString &host, quint16 port, const QString &name, int version)
{
    m_host = host;
    m_port = port;
    m_name = name;
    m_version = version;
    m_attempt = 0;
    m_welcomed = false;
    m_timer.stop();
    setStatus(State::Connecting, tr("Connecting to %1:%2…").arg(m_host).arg(m_port));
    QUrl url;
    url.setScheme(QStringLiteral("ws"));
    url.setHost(m_host);
    url.setPort(m_port);
    m_client.open(url, m_name, m_version);
}

void ServerLink::close()
{
    m_timer.stop();
    setStatus(State::Closed, QString());
    m_client.close();
}

void ServerLink::send(const QJsonObject &message)
{
    if (m_client.isOpen())
        m_client.send(message);
}

void ServerLink::holdSeat(const QString &code, int seat, const QString &token)
{
    m_code = code;
    m_seat = seat;
    m_token = token;
    if (!token.isEmpty())
        QSettings().setValue(settingsKey(code), QStringList{QString::number(seat), token});
}

void ServerLink::forgetSeat()
{
    if (!m_code.isEmpty())
        QSettings().remove(settingsKey(m_code));
    m_code.clear();
    m_at.clear();
    m_seat = -1;
    m_token.clear();
}

QString ServerLink::keptToken(const QString &code) const
{
    const QStringList kept = QSettings().value(settingsKey(code)).toStringList();
    return kept.size() == 2 ? kept[1] : QString();
}

QString ServerLink::settingsKey(const QString &code) const
{
    // One key per server and table; a host name may hold '/' or ':' no more than a code does.
    return QStringLiteral("online/seats/%1_%2_%3").arg(QString(m_host).replace(QLatin1Char('/'), QLatin1Char('_'))).arg(m_port).arg(code);
}

int ServerLink::backoffSeconds(int attempt)
{
    return net::reconnectWaitSeconds(attempt);
}

void ServerLink::onMessage(const QJsonObject &message)
{
    const QString type = message.value(QLatin1String("t")).toString();
    if (type == QLatin1String("welcome")) {
        m_welcomed = true;
        m_attempt = 0;
        setStatus(State::Connected, QString());
        if (!m_code.isEmpty() && !m_token.isEmpty())
            m_client.send({{QStringLiteral("t"), QStringLiteral("rejoin")}, {QStringLiteral("code"), m_code},
                {QStringLiteral("token"), m_token}});
        emit connected();
    } else if (type == QLatin1String("table")) {
        m_at = message.value(QLatin1String("code")).toString();
    } else if (type == QLatin1String("over")) {
        // A finished game has no seat to come back to: a restart must not offer it again. The seat
        // stays held for now, so a reconnection while the end is read still shows the end.
        if (!m_code.isEmpty())
            QSettings().remove(settingsKey(m_code));
    } else if (type == QLatin1String("error") && message.value(QLatin1String("id")).toString() == QLatin1String("badVersion")) {
        const int server = message.value(QLatin1String("detail")).toObject().value(QLatin1String("server")).toInt();
        const int ours = m_version >= 0 ? m_version : net::kProtocolVersion;
        if (server < ours && server >= net::kOldestProtocolVersion) {
            // An older server whose version this app still speaks (net::Client reads every version
            // it serves): connect again in that version once this connection has closed.
            m_version = server;
            m_speakOlder = true;
            setStatus(State::Connecting, tr("The server at %1:%2 speaks the older protocol version %3; connecting again in that version…")
                                             .arg(m_host).arg(m_port).arg(server));
            m_client.close(); // the server closes it too (close code 4000); either way onClosed follows
            return;
        }
        const QString newer = server > ours ? tr("The server is newer than this app: update Canaan to play there.")
                                            : tr("This app is newer than the server: the server must be updated.");
        setStatus(State::WrongVersion, tr("The server at %1:%2 speaks protocol version %3, this app version %4. %5")
                                           .arg(m_host).arg(m_port).arg(server).arg(ours).arg(newer));
    }
    emit received(message);
}

void ServerLink::onClosed()
{
    if (m_state == State::Closed || m_state == State::WrongVersion || m_state == State::Retrying)
        return;
    if (m_speakOlder) {
        m_speakOlder = false;
        // Not from inside the old socket's signal; a second report of the same close (the socket's
        // error) finds the link retrying, whose own try then speaks the older version too.
        QTimer::singleShot(0, this, [this] {
            if (m_state == State::Connecting)
                open(m_host, m_port, m_name, m_version);
        });
        return;
    }
    m_retryIn = backoffSeconds(m_attempt++);
    setStatus(State::Retrying, QString());
    tick();
    m_timer.start();
}

void ServerLink::tick()
{
    if (m_state != State::Retrying)
        return;
    if (m_retryIn <= 0) {
        m_timer.stop();
        const int attempt = m_attempt;
        open(m_host, m_port, m_name, m_version);
        m_attempt = attempt; // the wait keeps growing until a welcome
        return;
    }
    setStatus(State::Retrying, tr("The server at %1:%2 is not answering; trying again in %n s…", nullptr, m_retryIn)
                                   .arg(m_host).arg(m_port));
    --m_retryIn;
}

void ServerLink::setStatus(State state, const QString &text)
{
    const bool stateChangedNow = state != m_state;
    m_state = state;
    if (text != m_status) {
        m_status = text;
        emit statusChanged(text);
    }
    if (stateChangedNow)
        emit stateChanged(state);
}

} // namespace canaan::online
