// A table's invitation (issue 42): the link canaan://HOST:PORT/CODE, which the desktop entry
// registers as a URL scheme, `canaan LINK` opens and Join by code accepts, and a short message
// around it that a host copies to his friends.
#pragma once

#include <QString>
#include <optional>

namespace canaan::online {

struct Invitation {
    QString host; // a name, an IPv4 address, or an IPv6 address (without brackets)
    quint16 port = 0;
    QString code; // the table's code (net/secrets.h)

    friend bool operator==(const Invitation &, const Invitation &) = default;
};

inline constexpr char kInvitationScheme[] = "canaan";

QString invitationLink(const Invitation &invitation);
// The message to send: who invites to what, the link, and how to use it without the app's link.
QString invitationText(const Invitation &invitation);
// The invitation in `text`: the link alone, or the message with the link in it; the code's letters
// may be in lower case. nullopt with *problem in words when there is none or it is malformed.
std::optional<Invitation> parseInvitation(const QString &text, QString *problem = nullptr);

} // namespace canaan::online
