#include "net/auto_player.h"

#include <QTimer>

namespace canaan::net {

AutoPlayer::AutoPlayer(QString name, std::uint64_t seed, QObject *parent)
    : QObject(parent), m_name(std::move(name)), m_random(seed)
{
    connect(&m_client, &Client::received, this, &AutoPlayer::receive);
    // stateChanged, not disconnected: a connection that could not be made (timed out, refused)
    // never was connected.
    connect(&m_client.socket(), &QWebSocket::stateChanged, this, [this](QAbstractSocket::SocketState state) {
        if (state == QAbstractSocket::UnconnectedState)
            lost();
    });
}

AutoPlayer::~AutoPlayer()
{
    // The socket closes as the client goes, after this object's own members: nothing to hear then.
    m_client.socket().disconnect(this);
}

bool AutoPlayer::setLevel(const QString &level)
{
    if (level == QLatin1String("random")) {
        m_bot.reset();
        return true;
    }
    m_bot = SettlersSeatBot::make(level, m_random());
    return m_bot != nullptr;
}

void AutoPlayer::play(const QUrl &server, const QString &code, int seat, const QString &token)
{
    m_server = server;
    m_code = code;
    m_seat = seat;
    m_token = token;
    m_client.open(server, m_name);
}

void AutoPlayer::lost()
{
    if (!m_reconnects || m_retries.waiting() || isOver())
        return;
    m_readyAgain = !m_token.isEmpty();
    m_waiting = false; // an action in flight is asked again after the rejoin
    m_retries.lost(m_client, this, [this] { m_client.open(m_server, m_name); });
}

void AutoPlayer::request(const QJsonObject &message)
{
    m_lastRequest = message;
    m_client.send(message);
}

void AutoPlayer::receive(const QJsonObject &m)
{
    emit message(m);
    QString why;
    if (m_conquestBot && !m_conquestBot->see(m, &why)) {
        qWarning("canaan: a view that is not a Conquest seat view: %s", qPrintable(why));
        m_errors.append(QStringLiteral("badView"));
    }
    const QString t = m.value(QLatin1String("t")).toString();
    const QString error = t == QLatin1String("error") ? m.value(QLatin1String("id")).toString() : QString();
    if (m_bot && (t == QLatin1String("game") || t == QLatin1String("view") || t == QLatin1String("events"))) {
        QString problem;
        if (!m_bot->take(m, &problem)) {
            m_errors.append(QStringLiteral("badServerData"));
            m_bot.reset(); // it cannot see the game: random from here on
            emit unreadable(problem);
        }
    }
    if (t == QLatin1String("welcome")) {
        m_retries.welcomed();
        if (m_token.isEmpty())
            request({{QStringLiteral("t"), QStringLiteral("join")}, {QStringLiteral("code"), m_code}, {QStringLiteral("seat"), m_seat}});
        else
            request({{QStringLiteral("t"), QStringLiteral("rejoin")}, {QStringLiteral("code"), m_code}, {QStringLiteral("token"), m_token}});
    } else if (t == QLatin1String("seated")) {
        const bool newSeat = m_token.isEmpty(); // a retaken seat is in a game already
        m_token = m.value(QLatin1String("token")).toString();
        m_seat = m.value(QLatin1String("seat")).toInt();
        if (newSeat)
            request({{QStringLiteral("t"), QStringLiteral("ready")}, {QStringLiteral("ready"), true}});
        emit seated(m_token);
    } else if (t == QLatin1String("table") && m_readyAgain && m.value(QLatin1String("status")) == QLatin1String("lobby")) {
        // Back at a table not started yet: ready again unless the seat still is (a connection lost
        // before the server had its `ready`).
        m_readyAgain = false;
        if (!m.value(QLatin1String("seats")).toArray().at(m_seat).toObject().value(QLatin1String("ready")).toBool())
            request({{QStringLiteral("t"), QStringLiteral("ready")}, {QStringLiteral("ready"), true}});
    } else if (t == QLatin1String("events") && m_waiting) {
        m_waiting = false;
        m_roundTrips.push_back(m_sentAt.nsecsElapsed() / 1000);
    } else if (t == QLatin1String("ask")) {
        ++m_asks;
        m_listed = m.value(QLatin1String("actions")).toArray();
        m_asked = !m_listed.isEmpty();
        answer();
    } else if (t == QLatin1String("view")) {
        answer(); // a computer player waits for the view its question is about
    } else if (error == QLatin1String("illegal") && m_bot && m_waiting && !m_listed.isEmpty()) {
        // The server judged the computer player's trade impossible: a listed action instead.
        ++m_refusedChoices;
        send(m_listed.first());
    } else if (error == QLatin1String("rateLimited")) {
        // Faster than a connection may go (a long turn at full speed), or a join from an address
        // whose tries are used up: the same request, a little later, as a person would.
        const bool act = m_lastRequest.value(QLatin1String("t")) == QLatin1String("act");
        QTimer::singleShot(act ? kRetryMs : kLobbyRetryMs, this, [this] { m_client.send(m_lastRequest); });
    } else if (!error.isEmpty()) {
        m_errors.append(error);
    } else if (t == QLatin1String("over") && m_over.isEmpty()) {
        m_over = m;
        emit finished();
    }
}

void AutoPlayer::answer()
{
    if (!m_asked)
        return;
    if (m_conquestBot) {
        QString problem;
        const qsizetype chosen = m_conquestBot->choose(m_listed, &problem);
        if (chosen >= 0) {
            send(m_listed[chosen]);
            return;
        }
        qWarning("canaan: the Conquest computer player could not decide: %s", qPrintable(problem));
        m_errors.append(QStringLiteral("badAsk"));
        m_conquestBot.reset(); // random from here on
    }
    if (!m_bot) {
        send(m_listed[std::uniform_int_distribution<qsizetype>(0, m_listed.size() - 1)(m_random)]);
        return;
    }
    if (const std::optional<QJsonObject> action = m_bot->answer(m_listed))
        send(*action);
}

void AutoPlayer::send(const QJsonValue &action)
{
    m_asked = false;
    if (m_thinkMaxMs <= 0) {
        sendNow(action);
        return;
    }
    const int think = std::uniform_int_distribution<int>(m_thinkMinMs, m_thinkMaxMs)(m_random);
    // A newer question while thinking (the server asked again) gets its own answer instead.
    QTimer::singleShot(think, this, [this, action, ask = m_asks] {
        if (ask == m_asks)
            sendNow(action);
    });
}

void AutoPlayer::sendNow(const QJsonValue &action)
{
    m_sentAt.start();
    m_waiting = true;
    ++m_sent;
    request({{QStringLiteral("t"), QStringLiteral("act")}, {QStringLiteral("action"), action}});
}

} // namespace canaan::net
