#include "app/online/lobby_window.h"

#include "app/online_table/chat_panel.h"
#include "app/online/create_table_dialog.h"
#include "app/settlers_table/korean_particles.h"
#include "app/online/lobby_client.h"
#include "app/online/lobby_game_opening.h"
#include "app/online/lobby_table_box.h"
#include "app/online/lobby_table_list.h"
#include "app/online/online_play.h"
#include "app/online_table/server_link.h"
#include "app/settlers_table/window_fit.h"
#include "net/secrets.h"
#include "net/server.h"

#include <QClipboard>
#include <QCloseEvent>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>
#include <memory>

namespace canaan::online {

LobbyWindow::LobbyWindow(session::Session &session, ServerLink &link, QWidget *parent)
    : QMainWindow(parent), m_session(session), m_link(&link), m_client(new LobbyClient(link, this)), m_connection(new QLabel),
      m_addresses(new QLabel), m_message(new QLabel), m_listBox(new QGroupBox), m_tables(new LobbyTableList),
      m_refresh(new QPushButton), m_create(new QPushButton), m_byCode(new QPushButton), m_take(new QPushButton),
      m_watch(new QPushButton), m_tableBox(new LobbyTableBox(*m_client))
{
    setObjectName(QStringLiteral("lobby"));
    setAttribute(Qt::WA_DeleteOnClose);
    auto *page = new QWidget;
    auto *column = new QVBoxLayout(page);
    m_connection->setObjectName(QStringLiteral("connection"));
    m_connection->setWordWrap(true);
    m_addresses->setObjectName(QStringLiteral("hostAddresses"));
    m_addresses->setWordWrap(true);
    m_addresses->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_addresses->hide();
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #b00020"));
    column->addWidget(m_connection);
    column->addWidget(m_addresses);

    auto *listColumn = new QVBoxLayout(m_listBox);
    listColumn->addWidget(m_tables, 1);
    auto *listButtons = new QHBoxLayout;
    for (QPushButton *b : {m_refresh, m_create, m_byCode, m_take, m_watch})
        listButtons->addWidget(b);
    listColumn->addLayout(listButtons);

    auto *row = new QHBoxLayout;
    row->addWidget(m_listBox, 3);
    row->addWidget(m_tableBox, 2);
    column->addLayout(row, 1);
    column->addWidget(m_message);
    setCentralWidget(page);

    m_take->setObjectName(QStringLiteral("takeSeat"));
    connect(m_refresh, &QPushButton::clicked, m_client, &LobbyClient::list);
    connect(m_create, &QPushButton::clicked, this, &LobbyWindow::createTable);
    connect(m_byCode, &QPushButton::clicked, this, &LobbyWindow::joinByCode);
    connect(m_take, &QPushButton::clicked, this, &LobbyWindow::takeSeat);
    connect(m_watch, &QPushButton::clicked, this, &LobbyWindow::watch);
    connect(m_tableBox, &LobbyTableBox::invitationAsked, this, &LobbyWindow::copyInvitation);
    connect(m_tables, &QTableWidget::itemSelectionChanged, this, &LobbyWindow::updateListButtons);
    connect(m_tables, &QTableWidget::cellDoubleClicked, this, &LobbyWindow::takeSeat);

    connect(m_client, &LobbyClient::tablesListed, this, [this](const QList<LobbyTable> &tables) {
        m_tables->showTables(tables);
        updateListButtons();
    });
    connect(m_client, &LobbyClient::tableChanged, this, &LobbyWindow::updateListButtons);
    connect(m_client, &LobbyClient::seated, this, &LobbyWindow::updateListButtons);
    connect(m_client, &LobbyClient::gameStarted, this, &LobbyWindow::openGame);
    connect(m_client, &LobbyClient::refused, this, &LobbyWindow::showRefusal);
    connect(m_client, &LobbyClient::badMessage, this, &LobbyWindow::say);
    connect(&link, &ServerLink::statusChanged, this, &LobbyWindow::retranslateUi);
    connect(&link, &ServerLink::connected, m_client, &LobbyClient::list);
    settlerstable::resizeToFit(this, QSize(1000, 640));
    retranslateUi();
    if (link.state() == ServerLink::State::Connected)
        m_client->list();
}

void LobbyWindow::setHostAddresses(const QStringList &addresses)
{
    m_addresses->setProperty("addresses", addresses);
    m_addresses->setVisible(!addresses.isEmpty());
    retranslateUi();
}

void LobbyWindow::say(const QString &text) { m_message->setText(text); }

void LobbyWindow::createTable()
{
    CreateTableDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    say(QString());
    m_client->create(dialog.request());
}

void LobbyWindow::joinByCode()
{
    bool ok = false;
    const QString text = QInputDialog::getText(this, tr("Join by Code"),
                                               tr("The table's &code (%1 letters and digits) or its invitation link:").arg(net::kTableCodeLength),
                                               QLineEdit::Normal, QString(), &ok).trimmed();
    if (ok && !text.isEmpty())
        joinCodeOrLink(text);
}

void LobbyWindow::joinCodeOrLink(const QString &text)
{
    say(QString());
    if (!text.contains(QLatin1String("canaan:"), Qt::CaseInsensitive)) {
        join(text.toUpper(), -1);
        return;
    }
    QString problem;
    const std::optional<Invitation> invitation = parseInvitation(text, &problem);
    if (!invitation) {
        say(problem);
        return;
    }
    const Invitation here = m_link->invitation();
    if ((invitation->host == m_link->host() || invitation->host == here.host) && invitation->port == m_link->port()) {
        join(invitation->code, -1);
        return;
    }
    // Another server's table: its own lobby, this one stays open.
    LobbyWindow *other = openLobby(m_session, invitation->host, invitation->port, m_link->name());
    other->joinWhenConnected(invitation->code);
    emit lobbyOpened(other);
}

void LobbyWindow::joinWhenConnected(const QString &code)
{
    if (m_link->state() == ServerLink::State::Connected) {
        join(code, -1);
        return;
    }
    auto once = std::make_shared<QMetaObject::Connection>();
    *once = connect(m_link, &ServerLink::connected, this, [this, code, once] {
        disconnect(*once);
        join(code, -1);
    });
}

void LobbyWindow::copyInvitation()
{
    if (!m_client->table())
        return;
    Invitation invitation = m_link->invitation();
    invitation.code = m_client->tableCode();
    QGuiApplication::clipboard()->setText(invitationText(invitation));
    say(tr("The invitation is copied: paste it to your friends. Its link is %1").arg(invitationLink(invitation)));
}

void LobbyWindow::join(const QString &code, int seat)
{
    say(QString());
    // Without a seat (a code typed in): at the table as a spectator first; its seats then show in
    // "Your table", where one is taken.
    m_client->join(code, seat);
}

void LobbyWindow::takeSeat()
{
    if (const std::optional<LobbyTable> &table = m_client->table(); table && table->inLobby()) {
        const int chosen = m_tableBox->chosenSeat();
        join(table->code, chosen >= 0 ? chosen : table->firstFreePersonSeat());
        return;
    }
    if (const LobbyTable *chosen = m_tables->chosenTable())
        join(chosen->code, chosen->firstFreePersonSeat());
}

void LobbyWindow::watch()
{
    if (const LobbyTable *chosen = m_tables->chosenTable())
        m_client->watch(chosen->code);
}

void LobbyWindow::showRefusal(const LobbyRefusal &refusal)
{
    if (!m_game && !refusal.isAboutChat()) // the game's window and the chat word their own
        say(refusal.text);
}

void LobbyWindow::updateListButtons()
{
    const std::optional<LobbyTable> &table = m_client->table();
    const bool chosen = m_tables->chosenTable() != nullptr;
    m_take->setEnabled((table && table->inLobby() && m_client->mySeat() < 0) || chosen);
    m_watch->setEnabled(chosen);
}

void LobbyWindow::openGame(const LobbyGameStart &start)
{
    if (m_game)
        return; // a rejoin greets again: the window already reads the link
    say(QString());
    QString problem;
    QWidget *window = openLobbyGame(m_session, *m_link, start, m_client->table(), m_tableBox->chat()->lines(), &problem);
    if (!window) {
        say(problem);
        return;
    }
    m_game = window;
    connect(window, &QObject::destroyed, this, [this] {
        show();
        m_client->list();
    });
    hide();
    emit gameOpened(window);
}

void LobbyWindow::retranslateUi()
{
    setWindowTitle(tr("Network Game — %1:%2").arg(m_link->host()).arg(m_link->port()));
    const QString status = m_link->statusText();
    m_connection->setText(status.isEmpty() ? settlerstable::fixParticles(tr("Connected to %1:%2 as %3.").arg(m_link->host()).arg(m_link->port()).arg(m_link->name()))
                                           : status);
    const QStringList addresses = m_addresses->property("addresses").toStringList();
    m_addresses->setText(tr("You host this server. Friends join it with Join a Network Game at: %1")
                             .arg(addresses.join(QStringLiteral(", "))));
    m_listBox->setTitle(tr("Open tables"));
    m_refresh->setText(tr("Refresh (F5)"));
    m_create->setText(tr("&New table…"));
    m_byCode->setText(tr("Join by &code…"));
    m_take->setText(tr("&Take a seat"));
    m_watch->setText(tr("&Watch"));
    // setText() replaces a shortcut with the mnemonic: the shortcuts come after the texts.
    m_refresh->setShortcut(QKeySequence(Qt::Key_F5));
    m_create->setShortcut(QKeySequence::New);
    m_byCode->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_J));
    m_take->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    m_watch->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_W));
    m_refresh->setToolTip(tr("Ask the server for its open tables again"));
    m_take->setToolTip(tr("Take a free seat at the chosen table (or the seat chosen in your table's list)"));
    m_watch->setToolTip(tr("Watch the chosen table's game without a seat; a spectator sees no hand"));
    updateListButtons();
}

void LobbyWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void LobbyWindow::setHostedServer(net::Server *server) { m_server = server; }

void LobbyWindow::closeEvent(QCloseEvent *event)
{
    bool playing = false;
    if (m_server)
        for (const auto &[code, table] : m_server->lobby().tables())
            playing = playing || table.status == net::TableStatus::Playing;
    if (playing
        && QMessageBox::question(this, tr("Stop the Server"),
               tr("A game is in play on the server this app hosts. Closing stops the server for every player at it. Stop it?"))
            != QMessageBox::Yes) {
        event->ignore();
        return;
    }
    if (m_game)
        m_game->close();
    m_link->close();
    event->accept();
}

} // namespace canaan::online
