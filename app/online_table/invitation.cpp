#include "app/online_table/invitation.h"

#include "net/secrets.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QUrl>

namespace canaan::online {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("canaan::online::Invitation", text); }

} // namespace

QString invitationLink(const Invitation &invitation)
{
    QUrl url;
    url.setScheme(QString::fromLatin1(kInvitationScheme));
    url.setHost(invitation.host);
    url.setPort(invitation.port);
    url.setPath(QLatin1Char('/') + invitation.code);
    return url.toString();
}

QString invitationText(const Invitation &invitation)
{
    return tr("Come and play Settlers of Canaan with me: open %1\n"
              "Or in Canaan: Join a network game, server %2, port %3, then Join by code %4.")
        .arg(invitationLink(invitation), invitation.host)
        .arg(invitation.port)
        .arg(invitation.code);
}

std::optional<Invitation> parseInvitation(const QString &text, QString *problem)
{
    auto fail = [problem](const QString &why) -> std::optional<Invitation> {
        if (problem)
            *problem = why;
        return std::nullopt;
    };
    // The link may stand in a message: from "canaan://" to the next blank.
    static const QRegularExpression link(QStringLiteral("canaan://\\S*"), QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch found = link.match(text);
    if (!found.hasMatch())
        return fail(tr("There is no invitation link (canaan://HOST:PORT/CODE) in \"%1\".").arg(text.left(80)));
    const QString written = found.captured(0);
    const QUrl url(written, QUrl::StrictMode);
    Invitation invitation;
    invitation.host = url.host();
    invitation.code = url.path().mid(1).toUpper();
    if (invitation.code.endsWith(QLatin1Char('/')))
        invitation.code.chop(1);
    const int port = url.port();
    if (!url.isValid() || invitation.host.isEmpty() || port < 1 || port > 65535 || !net::isTableCode(invitation.code))
        return fail(tr("%1 is not an invitation: it needs a server, a port and a table's code, as in "
                       "canaan://192.168.1.5:7777/ABC234.")
                        .arg(written));
    invitation.port = quint16(port);
    return invitation;
}

} // namespace canaan::online
