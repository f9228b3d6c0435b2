#include "app/card_table/network_table.h"

#include "app/card_table/card_table_widget.h"
#include "app/card_table/game_terms.h"

#include "engine/conquest/saves/conquest_action_json.h"
#include "net/client.h"
#include "net/conquest_wire.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace canaan::cardtable {

namespace {

QString tx(const char *source)
{
    return QCoreApplication::translate("canaan::cardtable::NetworkTable", source);
}

} // namespace

NetworkTable::NetworkTable(net::Client *client, CardTableWidget *table, QObject *parent)
    : QObject(parent), m_connection(client), m_table(table)
{
    connect(m_connection, &net::Client::received, this, &NetworkTable::receive);
    connect(m_table, &CardTableWidget::actionChosen, this, &NetworkTable::choose);
}

QString NetworkTable::refusalText(const QString &errorId, const QString &reasonId)
{
    // The engine's reason ids (conquest/action.h), worded for the person who chose.
    static const struct {
        const char *id;
        const char *text;
    } kReasons[] = {
        {"gameOver", QT_TRANSLATE_NOOP("canaan::cardtable::NetworkTable", "The game is over.")},
        {"notYourDecision", QT_TRANSLATE_NOOP("canaan::cardtable::NetworkTable", "It is not your decision now.")},
        {"wrongTime", QT_TRANSLATE_NOOP("canaan::cardtable::NetworkTable", "The game does not wait for that now.")},
        {"badArgument", QT_TRANSLATE_NOOP("canaan::cardtable::NetworkTable", "A number of that choice is out of range.")},
        {"cardNotHeld", QT_TRANSLATE_NOOP("canaan::cardtable::NetworkTable", "That card is not in your hand.")},
        {"wrongCardKind", QT_TRANSLATE_NOOP("canaan::cardtable::NetworkTable", "That kind of card cannot be played now.")},
        {"defenseNotAllowed", QT_TRANSLATE_NOOP("canaan::cardtable::NetworkTable", "Only the defender plays Defense cards, and never against the Assyrians.")},
        {"siegeNotAllowed", QT_TRANSLATE_NOOP("canaan::cardtable::NetworkTable", "Siege cards only after a revealed Defense card, and never by the Assyrians.")},
        {"badCategory", QT_TRANSLATE_NOOP("canaan::cardtable::NetworkTable", "That card cannot count in that category.")},
        {"tooManyDiscards", QT_TRANSLATE_NOOP("canaan::cardtable::NetworkTable", "At most three cards may be discarded.")},
        {"badTarget", QT_TRANSLATE_NOOP("canaan::cardtable::NetworkTable", "That nation cannot be attacked now.")},
        {"badBarred", QT_TRANSLATE_NOOP("canaan::cardtable::NetworkTable", "That nation cannot be barred from allying.")},
        {"notEnoughArmies", QT_TRANSLATE_NOOP("canaan::cardtable::NetworkTable", "An ally lends 1 to 5 armies, and no more than he has.")},
        {"lentCard", QT_TRANSLATE_NOOP("canaan::cardtable::NetworkTable", "A lent card cannot be lent on.")},
        {"handFull", QT_TRANSLATE_NOOP("canaan::cardtable::NetworkTable", "Your hand is full already.")},
    };
    if (errorId == QLatin1String("illegal")) {
        for (const auto &reason : kReasons) {
            if (reasonId == QLatin1String(reason.id))
                return tx(reason.text);
        }
    }
    if (errorId == QLatin1String("notYourSeat"))
        return tx(QT_TRANSLATE_NOOP("canaan::cardtable::NetworkTable", "You may decide only for your own nation."));
    //: The server refused a decision for a reason this program has no words for; %1 is its id.
    return tx(QT_TRANSLATE_NOOP("canaan::cardtable::NetworkTable", "The server refused that decision (%1).")).arg(reasonId.isEmpty() ? errorId : reasonId);
}

void NetworkTable::readGame(const QJsonObject &gameMessage)
{
    QString ignored; // a `game` message is always readable by the feed
    m_feed.read(gameMessage, &ignored);
    readSetup(gameMessage.value(QStringLiteral("setup")).toObject());
}

void NetworkTable::receive(const QJsonObject &m)
{
    const QString t = m.value(QLatin1String("t")).toString();
    if (t == QLatin1String("game")) {
        readGame(m);
    } else if (t == QLatin1String("view") || (t == QLatin1String("events") && m.contains(QLatin1String("action")))
               || (t == QLatin1String("ask") && m_client.hasView())) {
        QString why;
        if (!m_feed.read(m, &why)) {
            emit problem(t == QLatin1String("view")
                    ? tx(QT_TRANSLATE_NOOP("canaan::cardtable::NetworkTable", "The server sent a table this program cannot read: %1")).arg(why)
                    : tx(QT_TRANSLATE_NOOP("canaan::cardtable::NetworkTable", "The server sent a move this program cannot read: %1")).arg(why));
            return;
        }
        if (t == QLatin1String("view"))
            showUpdate();
        else if (t == QLatin1String("ask"))
            showQuestion();
    } else if (t == QLatin1String("error") && m_client.hasView()) {
        readRefusal(m);
    } else if (t == QLatin1String("over") && m_over.isEmpty()) {
        m_over = m;
        emit gameOver();
    }
}

void NetworkTable::readSetup(const QJsonObject &setup)
{
    QStringList names;
    for (const QJsonValue &v : setup.value(QLatin1String("seats")).toArray()) {
        const QJsonObject seat = v.toObject();
        // A person by his name; a computer player (whose name at the server is its level) by its
        // nation, as at one screen.
        const bool person = seat.value(QLatin1String("kind")).toString() == QLatin1String("human");
        const QString name = person ? seat.value(QLatin1String("name")).toString() : QString();
        const std::optional<conquest::Nation> nation = conquest::parseNation(seat.value(QLatin1String("nation")).toString().toStdString());
        names << (name.isEmpty() && nation ? nationName(*nation) : name);
    }
    m_table->setNames(names);
}

void NetworkTable::showUpdate()
{
    // A new view follows every action: whatever was asked before is answered or gone.
    m_open = m_answered = false;
    // Each action with the view before it, as at one screen (none before the first view).
    if (!m_client.isFirstView())
        for (const conquest::Action &action : m_client.news())
            m_table->recordAction(m_client.before(), action);
    m_table->showView(m_client.view(), {}); // the question, if any, follows
}

void NetworkTable::showQuestion()
{
    conquest::ActionList legal;
    for (const conquest::Action &action : m_client.legal())
        legal.push(action);
    m_open = true;
    m_answered = false;
    m_table->showView(m_client.view(), legal);
    emit asked();
}

void NetworkTable::readRefusal(const QJsonObject &m)
{
    emit refused(refusalText(m.value(QLatin1String("id")).toString(), m.value(QLatin1String("detail")).toString()));
    // The server keeps its question open after refusing an answer and does not ask again: ask here
    // again, so the person (or a test driving the table) is not left waiting for nothing.
    if (m_answered && !m_client.legal().empty()) {
        m_answered = false;
        showQuestion();
    }
}

void NetworkTable::choose(const conquest::Action &action)
{
    // One answer per question: a second click before the server's reply is not sent.
    if (!m_open)
        return;
    m_open = false;
    m_answered = true;
    m_connection->send({{QStringLiteral("t"), QStringLiteral("act")}, {QStringLiteral("action"), conquest::saves::actionToJson(action)}});
}

} // namespace canaan::cardtable
