#include "lobby_window.h"
#include "game_terms.h"

#include "chat_panel.h"
#include "game_module.h"
#include "korean_particles.h"
#include "create_table_dialog.h"
#include "network_game_window.h"
#include "online_play.h"
#include "refusal_text.h"
#include "net/secrets.h"
#include "window_fit.h"
#include "net/server.h"

#include <QCheckBox>
#include <QClipboard>
#include <QGuiApplication>
#include <QCoreApplication>
#include <cstdio>
#include <QCloseEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <memory>

namespace canaan::online {

namespace {

QString seatKindText(const QString &kind)
{
    if (kind == QLatin1String("person"))
        return LobbyWindow::tr("a person");
    if (kind == QLatin1String("random"))
        return LobbyWindow::tr("computer (random)");
    if (kind == QLatin1String("easy"))
        return LobbyWindow::tr("computer (easy)");
    if (kind == QLatin1String("normal"))
        return LobbyWindow::tr("computer (normal)");
    if (kind == QLatin1String("hard"))
        return LobbyWindow::tr("computer (hard)");
    return kind;
}

int firstFreePersonSeat(const QJsonObject &table);

// A table's status in words; a table whose seats are all taken waits for its host, not for players
// (issue 42, D6).
QString statusText(const QJsonObject &table)
{
    const QString status = table.value(QLatin1String("status")).toString();
    if (status == QLatin1String("lobby") && firstFreePersonSeat(table) < 0)
        return LobbyWindow::tr("full, waiting for the host to start");
    if (status == QLatin1String("lobby"))
        return LobbyWindow::tr("waiting for players");
    if (status == QLatin1String("playing"))
        return LobbyWindow::tr("playing");
    if (status == QLatin1String("over"))
        return LobbyWindow::tr("over");
    return status;
}

// A table's map, or for a Conquest table (which has none) its game.
QString mapText(const QString &map, const QString &game)
{
    if (game == QLatin1String("conquest"))
        return LobbyWindow::tr("Conquest");
    if (map == QLatin1String("canaan"))
        return LobbyWindow::tr("Canaan");
    if (map == QLatin1String("classic"))
        return LobbyWindow::tr("Classic");
    return LobbyWindow::tr("the host's own map");
}

int firstFreePersonSeat(const QJsonObject &table)
{
    const QJsonArray seats = table.value(QLatin1String("seats")).toArray();
    for (int s = 0; s < seats.size(); ++s) {
        const QJsonObject seat = seats[s].toObject();
        if (seat.value(QLatin1String("kind")).toString() == QLatin1String("person") && !seat.value(QLatin1String("taken")).toBool())
            return s;
    }
    return -1;
}

} // namespace

LobbyWindow::LobbyWindow(session::Session &session, ServerLink &link, QWidget *parent)
    : QMainWindow(parent), m_session(session), m_link(&link), m_connection(new QLabel), m_addresses(new QLabel), m_message(new QLabel),
      m_listBox(new QGroupBox), m_tables(new QTableWidget(0, 5)), m_refresh(new QPushButton), m_create(new QPushButton),
      m_byCode(new QPushButton), m_take(new QPushButton), m_watch(new QPushButton), m_tableBox(new QGroupBox),
      m_tableText(new QLabel), m_seats(new QListWidget), m_ready(new QCheckBox), m_start(new QPushButton), m_leave(new QPushButton),
      m_invite(new QPushButton),
      m_chat(new ChatPanel(link))
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
    m_tables->setObjectName(QStringLiteral("tables"));
    m_tables->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tables->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tables->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_tables->verticalHeader()->hide();
    m_tables->horizontalHeader()->setStretchLastSection(true);
    listColumn->addWidget(m_tables, 1);
    auto *listButtons = new QHBoxLayout;
    for (QPushButton *b : {m_refresh, m_create, m_byCode, m_take, m_watch})
        listButtons->addWidget(b);
    listColumn->addLayout(listButtons);

    auto *tableColumn = new QVBoxLayout(m_tableBox);
    m_tableText->setWordWrap(true);
    m_seats->setObjectName(QStringLiteral("seats"));
    tableColumn->addWidget(m_tableText);
    tableColumn->addWidget(m_seats, 1);
    auto *tableButtons = new QHBoxLayout;
    tableButtons->addWidget(m_ready);
    tableButtons->addWidget(m_start);
    tableButtons->addWidget(m_leave);
    tableButtons->addWidget(m_invite);
    tableColumn->addLayout(tableButtons);
    tableColumn->addWidget(m_chat, 1);

    auto *row = new QHBoxLayout;
    row->addWidget(m_listBox, 3);
    row->addWidget(m_tableBox, 2);
    column->addLayout(row, 1);
    column->addWidget(m_message);
    setCentralWidget(page);

    m_take->setObjectName(QStringLiteral("takeSeat"));
    m_ready->setObjectName(QStringLiteral("ready"));
    m_start->setObjectName(QStringLiteral("start"));
    connect(m_refresh, &QPushButton::clicked, this, &LobbyWindow::refresh);
    connect(m_create, &QPushButton::clicked, this, &LobbyWindow::createTable);
    connect(m_byCode, &QPushButton::clicked, this, &LobbyWindow::joinByCode);
    connect(m_take, &QPushButton::clicked, this, &LobbyWindow::takeSeat);
    connect(m_watch, &QPushButton::clicked, this, &LobbyWindow::watch);
    connect(m_ready, &QCheckBox::clicked, this, &LobbyWindow::setReady);
    connect(m_start, &QPushButton::clicked, this, &LobbyWindow::startGame);
    connect(m_leave, &QPushButton::clicked, this, &LobbyWindow::leaveTable);
    m_invite->setObjectName(QStringLiteral("copyInvitation"));
    connect(m_invite, &QPushButton::clicked, this, &LobbyWindow::copyInvitation);
    connect(m_tables, &QTableWidget::itemSelectionChanged, this, &LobbyWindow::showCurrent);
    connect(m_tables, &QTableWidget::cellDoubleClicked, this, &LobbyWindow::takeSeat);
    connect(m_seats, &QListWidget::itemSelectionChanged, this, &LobbyWindow::showCurrent);
    connect(&link, &ServerLink::received, this, &LobbyWindow::receive);
    connect(&link, &ServerLink::statusChanged, this, &LobbyWindow::retranslateUi);
    connect(&link, &ServerLink::connected, this, &LobbyWindow::refresh);
    game::resizeToFit(this, QSize(1000, 640));
    retranslateUi();
    if (link.state() == ServerLink::State::Connected)
        refresh();
}

void LobbyWindow::setHostAddresses(const QStringList &addresses)
{
    m_addresses->setProperty("addresses", addresses);
    m_addresses->setVisible(!addresses.isEmpty());
    retranslateUi();
}

void LobbyWindow::setAutoplay(const QString &level, bool createTable)
{
    m_autoplay = level;
    m_autoCreate = createTable;
    if (m_link->state() == ServerLink::State::Connected)
        autoplayStep();
    connect(m_link, &ServerLink::connected, this, &LobbyWindow::autoplayStep, Qt::UniqueConnection);
}

QString LobbyWindow::messageText() const { return m_message->text(); }

void LobbyWindow::say(const QString &text) { m_message->setText(text); }

void LobbyWindow::refresh()
{
    m_link->send({{QStringLiteral("t"), QStringLiteral("list")}});
}

void LobbyWindow::createTable()
{
    CreateTableDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted)
        sendCreate(dialog.request());
}

void LobbyWindow::sendCreate(const QJsonObject &request)
{
    say(QString());
    m_created = true; // the table's answer: the creator then takes its first person's seat
    m_link->send(request);
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
        join(text.toUpper(), -2);
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
        join(invitation->code, -2);
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
        join(code, -2);
        return;
    }
    auto once = std::make_shared<QMetaObject::Connection>();
    *once = connect(m_link, &ServerLink::connected, this, [this, code, once] {
        disconnect(*once);
        join(code, -2);
    });
}

Invitation LobbyWindow::invitation() const { return m_link->invitation(); }

void LobbyWindow::copyInvitation()
{
    if (m_current.isEmpty())
        return;
    Invitation invitation = m_link->invitation();
    invitation.code = currentCode();
    QGuiApplication::clipboard()->setText(invitationText(invitation));
    say(tr("The invitation is copied: paste it to your friends. Its link is %1").arg(invitationLink(invitation)));
}

void LobbyWindow::join(const QString &code, int seat)
{
    say(QString());
    // A seat this app held at that table (before a restart, say): take it back with its token.
    if (const QString token = m_link->keptToken(code); !token.isEmpty()) {
        m_link->holdSeat(code, -1, token);
        m_link->send({{QStringLiteral("t"), QStringLiteral("rejoin")}, {QStringLiteral("code"), code}, {QStringLiteral("token"), token}});
        return;
    }
    // Without a seat (a code typed in): at the table as a spectator first; its seats then show in
    // "Your table", where one is taken.
    QJsonObject message{{QStringLiteral("t"), QStringLiteral("join")}, {QStringLiteral("code"), code}};
    if (seat >= 0)
        message.insert(QStringLiteral("seat"), seat);
    m_link->send(message);
}

QString LobbyWindow::selectedCode() const
{
    const auto rows = m_tables->selectionModel() ? m_tables->selectionModel()->selectedRows() : QModelIndexList{};
    if (rows.isEmpty() || rows.first().row() >= m_listedTables.size())
        return {};
    return m_listedTables[rows.first().row()].value(QLatin1String("code")).toString();
}

int LobbyWindow::mySeat() const
{
    return !m_current.isEmpty() && m_link->tableCode() == currentCode() ? m_link->seat() : -1;
}

void LobbyWindow::takeSeat()
{
    if (!m_current.isEmpty() && m_current.value(QLatin1String("status")).toString() == QLatin1String("lobby")) {
        const int chosen = m_seats->currentRow();
        join(currentCode(), chosen >= 0 ? chosen : firstFreePersonSeat(m_current));
        return;
    }
    const QString code = selectedCode();
    if (code.isEmpty())
        return;
    for (const QJsonObject &t : m_listedTables)
        if (t.value(QLatin1String("code")).toString() == code)
            join(code, firstFreePersonSeat(t));
}

void LobbyWindow::watch()
{
    const QString code = selectedCode();
    if (code.isEmpty())
        return;
    m_link->forgetSeat();
    m_link->send({{QStringLiteral("t"), QStringLiteral("join")}, {QStringLiteral("code"), code}});
}

void LobbyWindow::setReady(bool ready)
{
    m_link->send({{QStringLiteral("t"), QStringLiteral("ready")}, {QStringLiteral("ready"), ready}});
}

void LobbyWindow::startGame()
{
    m_link->send({{QStringLiteral("t"), QStringLiteral("start")}});
}

void LobbyWindow::leaveTable()
{
    m_link->send({{QStringLiteral("t"), QStringLiteral("leave")}});
    m_link->forgetSeat();
    m_current = {};
    showCurrent();
    refresh();
}

void LobbyWindow::receive(const QJsonObject &message)
{
    const QString type = message.value(QLatin1String("t")).toString();
    if (type == QLatin1String("tables")) {
        showTables(message.value(QLatin1String("tables")).toArray());
    } else if (type == QLatin1String("table")) {
        m_current = message;
        m_current.remove(QStringLiteral("t"));
        showCurrent();
        if (std::exchange(m_created, false) && m_current.value(QLatin1String("host")).toBool() && mySeat() < 0
            && firstFreePersonSeat(m_current) >= 0)
            join(currentCode(), firstFreePersonSeat(m_current));
    } else if (type == QLatin1String("seated")) {
        m_link->holdSeat(message.value(QLatin1String("code")).toString(), message.value(QLatin1String("seat")).toInt(-1),
                         message.value(QLatin1String("token")).toString());
        showCurrent();
        refresh(); // the list shows the table as it is now
    } else if (type == QLatin1String("game")) {
        openGame(message);
    } else if (type == QLatin1String("error")) {
        const QString id = message.value(QLatin1String("id")).toString();
        if (id == QLatin1String("badToken"))
            m_link->forgetSeat(); // that seat is gone: a kept token must not be tried again
        if (!m_game && !id.startsWith(QLatin1String("chat")))
            say(refusalText(message));
    }
    if (!m_autoplay.isEmpty())
        autoplayStep();
}

void LobbyWindow::showTables(const QJsonArray &tables)
{
    const QString selected = selectedCode();
    m_listedTables.clear();
    m_tables->setRowCount(0);
    for (const QJsonValue &value : tables) {
        const QJsonObject t = value.toObject();
        const QJsonArray seats = t.value(QLatin1String("seats")).toArray();
        int people = 0, taken = 0;
        QStringList kinds;
        for (const QJsonValue &s : seats) {
            const QJsonObject seat = s.toObject();
            const QString kind = seat.value(QLatin1String("kind")).toString();
            kinds << seatKindText(kind);
            if (kind == QLatin1String("person")) {
                ++people;
                taken += seat.value(QLatin1String("taken")).toBool() ? 1 : 0;
            }
        }
        const int row = m_tables->rowCount();
        m_tables->insertRow(row);
        const QString code = t.value(QLatin1String("code")).toString();
        const QStringList cells{code, mapText(t.value(QLatin1String("map")).toString(), t.value(QLatin1String("game")).toString()),
            tr("%1 of %2 people").arg(taken).arg(people), kinds.join(QStringLiteral(", ")),
            statusText(t)};
        for (int c = 0; c < cells.size(); ++c)
            m_tables->setItem(row, c, new QTableWidgetItem(cells[c]));
        m_listedTables << t;
        if (code == selected)
            m_tables->selectRow(row);
    }
    m_tables->resizeColumnsToContents();
    showCurrent();
}

void LobbyWindow::showCurrent()
{
    const bool atTable = !m_current.isEmpty();
    const bool inLobby = atTable && m_current.value(QLatin1String("status")).toString() == QLatin1String("lobby");
    const int seat = mySeat();
    const bool host = m_current.value(QLatin1String("host")).toBool();
    m_tableBox->setEnabled(atTable);
    QStringList lines;
    const QJsonArray seats = m_current.value(QLatin1String("seats")).toArray();
    bool allReady = true;
    const int chosen = m_seats->currentRow();
    m_seats->clear();
    for (int s = 0; s < seats.size(); ++s) {
        const QJsonObject st = seats[s].toObject();
        const QString kind = st.value(QLatin1String("kind")).toString();
        QString line;
        if (kind != QLatin1String("person"))
            line = tr("Seat %1: %2").arg(s + 1).arg(seatKindText(kind));
        else if (!st.value(QLatin1String("taken")).toBool()) {
            line = tr("Seat %1: free for a person").arg(s + 1);
            allReady = false;
        } else {
            const bool ready = st.value(QLatin1String("ready")).toBool();
            allReady = allReady && ready;
            line = tr("Seat %1: %2 — %3").arg(s + 1).arg(st.value(QLatin1String("name")).toString(), ready ? tr("ready") : tr("not ready"));
            if (!st.value(QLatin1String("connected")).toBool())
                line += tr(" (away)");
        }
        // A Conquest seat's nation.
        if (const auto nation = conquest::parseNation(st.value(QLatin1String("nation")).toString().toStdString()))
            line += QStringLiteral(" · ") + cardtable::nationName(*nation);
        if (s == seat)
            line += tr(" (you)");
        m_seats->addItem(line);
    }
    if (chosen >= 0 && chosen < m_seats->count())
        m_seats->setCurrentRow(chosen);
    if (atTable)
        m_tableText->setText(tr("Table %1: %2, %3. %4 watching.")
                                 .arg(currentCode(), mapText(m_current.value(QLatin1String("map")).toString(), m_current.value(QLatin1String("game")).toString()),
                                      statusText(m_current))
                                 .arg(m_current.value(QLatin1String("spectators")).toInt()));
    else
        m_tableText->setText(tr("Choose a table in the list and take a seat, or create one."));
    m_ready->setEnabled(inLobby && seat >= 0);
    {
        const QSignalBlocker quiet(m_ready);
        m_ready->setChecked(seat >= 0 && seat < seats.size() && seats[seat].toObject().value(QLatin1String("ready")).toBool());
    }
    m_start->setEnabled(inLobby && host && allReady);
    m_start->setToolTip(!host ? tr("Only the table's host starts the game") : allReady ? tr("Start the game") : tr("Every person's seat must be taken and ready"));
    m_leave->setEnabled(atTable);
    m_invite->setEnabled(atTable);
    const bool canTake = (inLobby && seat < 0) || !selectedCode().isEmpty();
    m_take->setEnabled(canTake);
    m_watch->setEnabled(!selectedCode().isEmpty());
}

void LobbyWindow::openGame(const QJsonObject &gameMessage)
{
    if (m_game)
        return; // a rejoin greets again: the window already reads the link
    say(QString());
    const QString game = m_current.value(QLatin1String("game")).toString(QStringLiteral("settlers"));
    session::GameModule *module = session::GameModules::forNetworkGame(game);
    QString problem = tr("This app does not play the game \"%1\".").arg(game);
    QWidget *window = module ? module->openNetworkTable(m_session, *m_link, gameMessage, nullptr, &problem) : nullptr;
    if (!window) {
        say(problem);
        return;
    }
    m_game = window;
    // What was said at the table before the start goes on in the game's chat.
    if (auto *table = qobject_cast<NetworkTableWindow *>(window)) {
        table->chat()->addEarlierLines(m_chat->lines());
        table->noticeSeatChanges(m_current);
    }
    if (auto *network = qobject_cast<NetworkGameWindow *>(window)) {
        if (!m_autoplay.isEmpty()) {
            network->setAskBeforeClosing(false);
            network->table().setAutoplay(m_autoplay);
        }
    }
    if (auto *network = qobject_cast<NetworkGameWindow *>(window); network && !m_shots.isEmpty()) {
        // The end as drawn a moment later, then the demo is over for this app.
        connect(&network->table(), &game::BoardTable::gameOver, this, [this, network] {
            QTimer::singleShot(1500, network, [this, network] {
                const QString path = m_shots + QStringLiteral("_game.png");
                if (!network->grab().save(path))
                    std::fprintf(stderr, "%s could not be written\n", qPrintable(path));
                QCoreApplication::quit();
            });
        });
    }
    connect(window, &QObject::destroyed, this, [this] {
        show();
        refresh();
    });
    hide();
    emit gameOpened(window);
}

void LobbyWindow::autoplayStep()
{
    if (m_game || m_link->state() != ServerLink::State::Connected)
        return;
    if (m_current.isEmpty()) {
        if (m_autoCreate && !m_autoCreated) {
            m_autoCreated = true;
            sendCreate({{QStringLiteral("t"), QStringLiteral("create")}, {QStringLiteral("game"), QStringLiteral("settlers")},
                {QStringLiteral("map"), QStringLiteral("canaan")},
                {QStringLiteral("seats"), QJsonArray{QStringLiteral("person"), QStringLiteral("person"), QStringLiteral("normal"), QStringLiteral("normal")}}});
            return;
        }
        if (!m_autoCreate) {
            for (const QJsonObject &t : m_listedTables)
                if (t.value(QLatin1String("status")).toString() == QLatin1String("lobby") && firstFreePersonSeat(t) >= 0) {
                    join(t.value(QLatin1String("code")).toString(), firstFreePersonSeat(t));
                    return;
                }
            QTimer::singleShot(1000, this, &LobbyWindow::refresh); // no table yet: look again
        }
        return;
    }
    const int seat = mySeat();
    if (m_current.value(QLatin1String("status")).toString() != QLatin1String("lobby"))
        return;
    const QJsonArray seats = m_current.value(QLatin1String("seats")).toArray();
    if (seat >= 0 && !seats[seat].toObject().value(QLatin1String("ready")).toBool()) {
        setReady(true);
        return;
    }
    if (seat >= 0 && !m_current.value(QLatin1String("host")).toBool())
        shootLobby(); // ready, waiting for the host's start
    if (m_start->isEnabled() && !std::exchange(m_autoStarted, true)) {
        shootLobby();
        startGame();
    }
}

void LobbyWindow::shootLobby()
{
    if (m_shots.isEmpty() || m_lobbyShot)
        return;
    m_lobbyShot = true;
    const QString path = m_shots + QStringLiteral("_lobby.png");
    if (!grab().save(path))
        std::fprintf(stderr, "%s could not be written\n", qPrintable(path));
}

void LobbyWindow::retranslateUi()
{
    setWindowTitle(tr("Network Game — %1:%2").arg(m_link->host()).arg(m_link->port()));
    const QString status = m_link->statusText();
    m_connection->setText(status.isEmpty() ? game::fixParticles(tr("Connected to %1:%2 as %3.").arg(m_link->host()).arg(m_link->port()).arg(m_link->name()))
                                           : status);
    const QStringList addresses = m_addresses->property("addresses").toStringList();
    m_addresses->setText(tr("You host this server. Friends join it with Join a Network Game at: %1")
                             .arg(addresses.join(QStringLiteral(", "))));
    m_listBox->setTitle(tr("Open tables"));
    m_tables->setHorizontalHeaderLabels({tr("Code"), tr("Map"), tr("People"), tr("Seats"), tr("Status")});
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
    m_tableBox->setTitle(tr("Your table"));
    m_ready->setText(tr("&Ready"));
    m_start->setText(tr("&Start the game"));
    m_leave->setText(tr("&Leave the table"));
    m_invite->setText(tr("Copy &invitation"));
    m_invite->setToolTip(tr("Copy an invitation to your table, with its canaan:// link, to send to friends"));
    m_ready->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_start->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    m_leave->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    m_refresh->setToolTip(tr("Ask the server for its open tables again"));
    m_take->setToolTip(tr("Take a free seat at the chosen table (or the seat chosen in your table's list)"));
    m_watch->setToolTip(tr("Watch the chosen table's game without a seat; a spectator sees no hand"));
    showCurrent();
}

void LobbyWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        showTables(QJsonArray::fromVariantList(QVariantList())); // words of the list: asked again
        refresh();
    }
    QMainWindow::changeEvent(event);
}

void LobbyWindow::setHostedServer(net::Server *server) { m_server = server; }

void LobbyWindow::closeEvent(QCloseEvent *event)
{
    bool playing = false;
    if (m_server)
        for (const auto &[code, table] : m_server->lobby().tables())
            playing = playing || table.status == net::TableStatus::Playing;
    if (playing && m_askBeforeStopping
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
