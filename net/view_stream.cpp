#include "net/view_stream.h"

#include "net/view_delta.h"

namespace canaan::net {

bool ViewStream::read(const QJsonObject &message, QList<QJsonObject> *out, QString *problem)
{
    if (message.value(QLatin1String("t")).toString() != QLatin1String("view") || !message.contains(QLatin1String("n"))) {
        out->append(message);
        return true;
    }
    if (message.contains(QLatin1String("events"))) {
        QJsonObject events{{QStringLiteral("t"), QStringLiteral("events")}, {QStringLiteral("events"), message.value(QLatin1String("events"))}};
        if (message.contains(QLatin1String("action")))
            events.insert(QStringLiteral("action"), message.value(QLatin1String("action")));
        out->append(events);
    }
    const QJsonValue n = message.value(QLatin1String("n"));
    const double number = n.toDouble(-1);
    const qint64 last = std::exchange(m_number, -1); // known again only once this view is read
    if (!n.isDouble() || number < 0 || number > 9007199254740991.0 || number != double(qint64(number))) {
        *problem = QStringLiteral("view.n: a whole number is required");
        return false;
    }
    if (message.value(QLatin1String("view")).isObject()) {
        m_view = message.value(QLatin1String("view")).toObject();
    } else if (message.value(QLatin1String("delta")).isObject()) {
        if (last < 0 || qint64(number) != last + 1) {
            *problem = QStringLiteral("view.n: %1 does not follow the view held (%2)").arg(qint64(number)).arg(last);
            return false;
        }
        if (!applyViewDelta(m_view, message.value(QLatin1String("delta")).toObject(), problem)) {
            problem->prepend(QStringLiteral("view."));
            return false;
        }
    } else {
        *problem = QStringLiteral("view: a view or a delta object is required");
        return false;
    }
    m_number = qint64(number);
    out->append(QJsonObject{{QStringLiteral("t"), QStringLiteral("view")}, {QStringLiteral("seat"), message.value(QLatin1String("seat"))},
                            {QStringLiteral("view"), m_view}});
    return true;
}

} // namespace canaan::net
