#include "auto_player.h"

#include <QTimer>

namespace canaan::net {

AutoPlayer::AutoPlayer(QString name, std::uint64_t seed, QObject *parent)
    : QObject(parent), m_name(std::move(name)), m_random(seed)
{
    connect(&m_client, &Client::received, this, &AutoPlayer::receive);
}

void AutoPlayer::play(const QUrl &server, const QString &code, int seat, const QString &token)
{
    m_code = code;
    m_seat = seat;
    m_token = token;
    m_client.open(server, m_name);
}

qsizetype AutoPlayer::pick(const QJsonArray &actions)
{
    if (m_conquestBot) {
        QString problem;
        const qsizetype chosen = m_conquestBot->choose(actions, &problem);
        if (chosen >= 0)
            return chosen;
        qWarning("canaan: the Conquest bot could not decide: %s", qPrintable(problem));
        m_errors.append(QStringLiteral("badAsk"));
    }
    return std::uniform_int_distribution<qsizetype>(0, actions.size() - 1)(m_random);
}

void AutoPlayer::receive(const QJsonObject &m)
{
    emit message(m);
    QString problem;
    if (m_conquestBot && !m_conquestBot->see(m, &problem)) {
        qWarning("canaan: a view that is not a Conquest seat view: %s", qPrintable(problem));
        m_errors.append(QStringLiteral("badView"));
    }
    const QString t = m.value(QLatin1String("t")).toString();
    if (t == QLatin1String("welcome")) {
        if (m_token.isEmpty())
            m_client.send({{QStringLiteral("t"), QStringLiteral("join")}, {QStringLiteral("code"), m_code}, {QStringLiteral("seat"), m_seat}});
        else
            m_client.send({{QStringLiteral("t"), QStringLiteral("rejoin")}, {QStringLiteral("code"), m_code}, {QStringLiteral("token"), m_token}});
    } else if (t == QLatin1String("seated")) {
        const bool newSeat = m_token.isEmpty(); // a retaken seat is in a game already
        m_token = m.value(QLatin1String("token")).toString();
        m_seat = m.value(QLatin1String("seat")).toInt();
        if (newSeat)
            m_client.send({{QStringLiteral("t"), QStringLiteral("ready")}, {QStringLiteral("ready"), true}});
        emit seated(m_token);
    } else if (t == QLatin1String("events") && m_waiting) {
        m_waiting = false;
        m_roundTrips.push_back(m_sentAt.nsecsElapsed() / 1000);
    } else if (t == QLatin1String("ask")) {
        const QJsonArray actions = m.value(QLatin1String("actions")).toArray();
        if (actions.isEmpty())
            return;
        const qsizetype chosen = pick(actions);
        m_sentAt.start();
        m_waiting = true;
        ++m_sent;
        m_lastAct = {{QStringLiteral("t"), QStringLiteral("act")}, {QStringLiteral("action"), actions[chosen]}};
        m_client.send(m_lastAct);
    } else if (t == QLatin1String("error") && m.value(QLatin1String("id")) == QLatin1String("rateLimited")) {
        // Faster than a connection may go (a long turn at full speed): the same action, a little later.
        QTimer::singleShot(kRetryMs, this, [this] { m_client.send(m_lastAct); });
    } else if (t == QLatin1String("error")) {
        m_errors.append(m.value(QLatin1String("id")).toString());
    } else if (t == QLatin1String("over") && m_over.isEmpty()) {
        m_over = m;
        emit finished();
    }
}

} // namespace canaan::net
