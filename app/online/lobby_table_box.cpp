#include "app/online/lobby_table_box.h"

#include "app/card_table/game_terms.h"
#include "app/online_table/chat_panel.h"
#include "app/online/lobby_client.h"
#include "app/online/lobby_words.h"
#include "app/online_table/server_link.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace canaan::online {

LobbyTableBox::LobbyTableBox(LobbyClient &client, QWidget *parent)
    : QGroupBox(parent), m_client(client), m_text(new QLabel), m_seats(new QListWidget), m_ready(new QCheckBox),
      m_start(new QPushButton), m_leave(new QPushButton), m_invite(new QPushButton), m_chat(new ChatPanel(client.link()))
{
    auto *column = new QVBoxLayout(this);
    m_text->setWordWrap(true);
    m_seats->setObjectName(QStringLiteral("seats"));
    column->addWidget(m_text);
    column->addWidget(m_seats, 1);
    auto *buttons = new QHBoxLayout;
    for (QWidget *w : std::initializer_list<QWidget *>{m_ready, m_start, m_leave, m_invite})
        buttons->addWidget(w);
    column->addLayout(buttons);
    column->addWidget(m_chat, 1);

    m_ready->setObjectName(QStringLiteral("ready"));
    m_start->setObjectName(QStringLiteral("start"));
    m_leave->setObjectName(QStringLiteral("leave"));
    m_invite->setObjectName(QStringLiteral("copyInvitation"));
    connect(m_ready, &QCheckBox::clicked, &client, &LobbyClient::setReady);
    connect(m_start, &QPushButton::clicked, &client, &LobbyClient::start);
    connect(m_leave, &QPushButton::clicked, &client, &LobbyClient::leave);
    connect(m_invite, &QPushButton::clicked, this, &LobbyTableBox::invitationAsked);
    connect(&client, &LobbyClient::tableChanged, this, &LobbyTableBox::showTable);
    connect(&client, &LobbyClient::seated, this, &LobbyTableBox::showTable);
    retranslateUi();
}

int LobbyTableBox::chosenSeat() const { return m_seats->currentRow(); }

QString LobbyTableBox::seatLine(int s) const
{
    const LobbySeat &seat = m_client.table()->seats[s];
    QString line;
    if (!seat.isPerson())
        line = tr("Seat %1: %2").arg(s + 1).arg(LobbyWords::seatKind(seat.kind));
    else if (!seat.taken)
        line = tr("Seat %1: free for a person").arg(s + 1);
    else {
        line = tr("Seat %1: %2 — %3").arg(s + 1).arg(seat.name, seat.ready ? tr("ready") : tr("not ready"));
        if (!seat.connected)
            line += tr(" (away)");
    }
    // A Conquest seat's nation.
    if (const auto nation = conquest::parseNation(seat.nation.toStdString()))
        line += QStringLiteral(" · ") + cardtable::nationName(*nation);
    if (s == m_client.mySeat())
        line += tr(" (you)");
    return line;
}

void LobbyTableBox::showTable()
{
    const std::optional<LobbyTable> &table = m_client.table();
    const int seat = m_client.mySeat();
    setEnabled(table.has_value());
    const int chosen = m_seats->currentRow();
    m_seats->clear();
    for (int s = 0; table && s < table->seats.size(); ++s)
        m_seats->addItem(seatLine(s));
    if (chosen >= 0 && chosen < m_seats->count())
        m_seats->setCurrentRow(chosen);
    if (table)
        m_text->setText(tr("Table %1: %2, %3. %4 watching.")
                            .arg(table->code, LobbyWords::map(*table), LobbyWords::status(*table))
                            .arg(table->spectators));
    else
        m_text->setText(tr("Choose a table in the list and take a seat, or create one."));
    const bool inLobby = table && table->inLobby();
    m_ready->setEnabled(inLobby && seat >= 0);
    {
        const QSignalBlocker quiet(m_ready);
        m_ready->setChecked(seat >= 0 && seat < table->seats.size() && table->seats[seat].ready);
    }
    const bool host = table && table->host;
    const bool allReady = table && table->everyPersonReady();
    m_start->setEnabled(m_client.canStart());
    m_start->setToolTip(!host ? tr("Only the table's host starts the game") : allReady ? tr("Start the game") : tr("Every person's seat must be taken and ready"));
    m_leave->setEnabled(table.has_value());
    m_invite->setEnabled(table.has_value());
}

void LobbyTableBox::retranslateUi()
{
    setTitle(tr("Your table"));
    m_ready->setText(tr("&Ready"));
    m_start->setText(tr("&Start the game"));
    m_leave->setText(tr("&Leave the table"));
    m_invite->setText(tr("Copy &invitation"));
    m_invite->setToolTip(tr("Copy an invitation to your table, with its canaan:// link, to send to friends"));
    // setText() replaces a shortcut with the mnemonic: the shortcuts come after the texts.
    m_ready->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_start->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    m_leave->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    showTable();
}

void LobbyTableBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

} // namespace canaan::online
