// A client for the network tests: it keeps every message it receives, and waits (bounded, in a
// real event loop) for the next one of a type.
#pragma once

#include "net/client.h"

#include <QJsonObject>
#include <QDeadlineTimer>
#include <QSignalSpy>
#include <QtTest>
#include <deque>

namespace canaan::net::testing {

inline constexpr int kWaitMs = 10000;

class TestPeer {
public:
    TestPeer()
    {
        QObject::connect(&client, &Client::received, &client, [this](const QJsonObject &m) {
            inbox.push_back(m);
            all.push_back(m);
        });
        QObject::connect(&client, &Client::closed, &client, [this] { closed = true; });
        // The tests' wss server has a self-signed certificate.
        QObject::connect(&client.socket(), &QWebSocket::sslErrors, &client, [this] { client.socket().ignoreSslErrors(); });
    }

    // Connects, says hello and waits for the welcome; false when none came.
    bool connectTo(quint16 port, const QString &name, const char *scheme = "ws")
    {
        client.open(QUrl(QStringLiteral("%1://127.0.0.1:%2").arg(QLatin1String(scheme)).arg(port)), name);
        return !next(QStringLiteral("welcome")).isEmpty();
    }

    // The next received message of type t (earlier ones of other types are skipped), or an empty
    // object after kWaitMs.
    QJsonObject next(const QString &t, int waitMs = kWaitMs)
    {
        return next(t, [](const QJsonObject &) { return true; }, waitMs);
    }

    // The next received message of type t that `wanted` accepts.
    template<typename Wanted>
    QJsonObject next(const QString &t, Wanted wanted, int waitMs = kWaitMs)
    {
        return nextWhere([&](const QJsonObject &m) { return m.value(QLatin1String("t")).toString() == t && wanted(m); }, waitMs);
    }

    // The next received message whose type is one of `types` (an answer that may be an error).
    QJsonObject nextOf(const QStringList &types, int waitMs = kWaitMs)
    {
        return nextWhere([&](const QJsonObject &m) { return types.contains(m.value(QLatin1String("t")).toString()); }, waitMs);
    }

    // The next received message that `wanted` accepts (earlier ones are skipped), or an empty object.
    template<typename Wanted>
    QJsonObject nextWhere(Wanted wanted, int waitMs)
    {
        QJsonObject found;
        // A real event loop (QSignalSpy::wait), not QTest::qWaitFor: its processEvents() loop let
        // socket notifications wait, and whole games stalled with data unread in the kernel.
        auto take = [&] {
            while (!inbox.empty()) {
                const QJsonObject m = inbox.front();
                inbox.pop_front();
                if (wanted(m)) {
                    found = m;
                    return true;
                }
            }
            return false;
        };
        QDeadlineTimer deadline(waitMs);
        QSignalSpy arrivals(&client, &Client::received);
        while (!take() && !deadline.hasExpired())
            (void)arrivals.wait(int(qMax<qint64>(1, deadline.remainingTime())));
        return found;
    }

    // The id of the next error.
    QString nextError(int waitMs = kWaitMs) { return next(QStringLiteral("error"), waitMs).value(QLatin1String("id")).toString(); }

    void send(const QJsonObject &m) { client.send(m); }

    Client client;
    std::deque<QJsonObject> inbox;
    std::vector<QJsonObject> all;
    bool closed = false;
};

} // namespace canaan::net::testing
