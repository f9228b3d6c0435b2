#include "app/online_table/refusal_text.h"

#include "engine/io/game_text.h"
#include "net/protocol.h"
#include "engine/settlers/rules/action.h"

#include <QCoreApplication>
#include <QtCore/qcoreapplication.h>
#include <QJsonValue>

namespace canaan::online {

namespace {

QString detailText(const QJsonValue &detail)
{
    if (detail.isString())
        return detail.toString();
    if (detail.isObject()) {
        const QJsonObject o = detail.toObject();
        const QString where = o.value(QLatin1String("place")).toString(o.value(QLatin1String("field")).toString());
        const QString what = o.value(QLatin1String("problem")).toString();
        return where.isEmpty() ? what : QStringLiteral("%1: %2").arg(where, what);
    }
    return {};
}

} // namespace

// The words of the refusals (lupdate's context "canaan::online::RefusalText").
class RefusalText {
    Q_DECLARE_TR_FUNCTIONS(canaan::online::RefusalText)
public:
    static QString of(const QJsonObject &message);
};

QString refusalText(const QJsonObject &message) { return RefusalText::of(message); }

QString RefusalText::of(const QJsonObject &message)
{
    const QString id = message.value(QLatin1String("id")).toString();
    const QJsonValue detail = message.value(QLatin1String("detail"));
    if (id == QLatin1String("illegal")) {
        const QByteArray reason = detail.toString().toLatin1();
        if (const auto why = settlers::parseIllegalReason(std::string_view(reason.constData(), size_t(reason.size()))))
            return illegalReasonText(*why);
        return tr("The rules do not allow that move.");
    }
    if (id == QLatin1String("chatTooLong"))
        return tr("A chat line may be at most %1 characters long.").arg(net::kMaxChatLength);
    if (id == QLatin1String("chatTooFast"))
        return tr("You are chatting too fast: the server takes one line every %1 seconds.")
            .arg(int(1.0 / net::kChatLinesPerSecond));
    if (id == QLatin1String("badMap"))
        return tr("The server refused the map: %1").arg(detailText(detail));
    if (id == QLatin1String("badField"))
        return tr("The server refused a field of the request: %1").arg(detailText(detail));
    if (id == QLatin1String("noSuchTable"))
        return tr("There is no table with the code %1.").arg(detail.toString());
    if (id == QLatin1String("tableLimit")) {
        const QJsonObject limit = detail.toObject();
        const int most = limit.value(QLatin1String("limit")).toInt();
        if (limit.value(QLatin1String("kind")).toString() == QLatin1String("computersOnly"))
            return tr("You already have %1 tables of computer players only on this server: let one finish first.").arg(most);
        return tr("You already have %1 open tables on this server: a new one can be made once one of them has ended.").arg(most);
    }
    if (id == QLatin1String("badVersion"))
        return tr("The server speaks another version of the protocol.");
    struct Known {
        const char *id;
        const char *text;
    };
    static const Known known[] = {
        {"malformed", QT_TRANSLATE_NOOP("canaan::online::RefusalText", "The server could not read a message of this app.")},
        {"binary", QT_TRANSLATE_NOOP("canaan::online::RefusalText", "The server could not read a message of this app.")},
        {"helloFirst", QT_TRANSLATE_NOOP("canaan::online::RefusalText", "The server expected a greeting first.")},
        {"unknownType", QT_TRANSLATE_NOOP("canaan::online::RefusalText", "The server does not know that request.")},
        {"rateLimited", QT_TRANSLATE_NOOP("canaan::online::RefusalText", "Too many messages at once: wait a moment and try again.")},
        {"tooManyTables", QT_TRANSLATE_NOOP("canaan::online::RefusalText", "The server holds as many tables as it may: no new table now.")},
        {"tableFull", QT_TRANSLATE_NOOP("canaan::online::RefusalText", "That table has no free place.")},
        {"seatTaken", QT_TRANSLATE_NOOP("canaan::online::RefusalText", "Someone else has taken that seat.")},
        {"badToken", QT_TRANSLATE_NOOP("canaan::online::RefusalText", "The server does not know this app's seat at that table any more.")},
        {"notHost", QT_TRANSLATE_NOOP("canaan::online::RefusalText", "Only the table's host may start the game.")},
        {"notSeated", QT_TRANSLATE_NOOP("canaan::online::RefusalText", "Take a seat first.")},
        {"notReady", QT_TRANSLATE_NOOP("canaan::online::RefusalText", "Every person's seat must be taken and ready before the start.")},
        {"alreadyStarted", QT_TRANSLATE_NOOP("canaan::online::RefusalText", "The game at that table has already begun.")},
        {"notStarted", QT_TRANSLATE_NOOP("canaan::online::RefusalText", "The game has not begun yet.")},
        {"notYourSeat", QT_TRANSLATE_NOOP("canaan::online::RefusalText", "That move is for another seat.")},
        {"chanceIsServers", QT_TRANSLATE_NOOP("canaan::online::RefusalText", "Chance is the server's: it rolls and draws.")},
        {"badAction", QT_TRANSLATE_NOOP("canaan::online::RefusalText", "The server could not read that move.")},
        {"gameNotOffered", QT_TRANSLATE_NOOP("canaan::online::RefusalText", "This server does not offer that game yet.")},
        {"cannotStart", QT_TRANSLATE_NOOP("canaan::online::RefusalText", "The server could not set up the game.")},
        {"notKept", QT_TRANSLATE_NOOP("canaan::online::RefusalText", "The server cannot save tables right now (its disk may be full), so it opens no new table and gives no seat; try again later.")},
    };
    for (const Known &k : known)
        if (id == QLatin1String(k.id))
            return tr(k.text);
    return tr("The server refused the request (%1).").arg(id);
}

} // namespace canaan::online
