#include "app/online_table/network_table_window.h"

#include "app/online_table/chat_panel.h"
#include "app/online_table/server_link.h"
#include "app/settlers_table/window_fit.h"

#include <QClipboard>
#include <QCloseEvent>
#include <QGuiApplication>
#include <QScreen>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace canaan::online {

NetworkTableWindow::NetworkTableWindow(ServerLink &link, QWidget *parent)
    : QMainWindow(parent), m_link(&link), m_chat(new ChatPanel(link, this)), m_connection(new QLabel(this))
{
    setAttribute(Qt::WA_DeleteOnClose);
    auto *dock = new QDockWidget(this);
    dock->setObjectName(QStringLiteral("chatDock"));
    dock->setWidget(m_chat);
    dock->setFeatures(QDockWidget::NoDockWidgetFeatures);
    m_chat->setMaximumHeight(170);
    addDockWidget(Qt::BottomDockWidgetArea, dock);
    // A low screen (a 1366×768 laptop) folds the chat to its line to send, for the board's sake.
    if (const QScreen *screen = QGuiApplication::primaryScreen(); screen && screen->availableGeometry().height() < 900)
        m_chat->setFolded(true);
    m_connection->setObjectName(QStringLiteral("connection"));
    m_connection->setStyleSheet(QStringLiteral("color: #b00020"));
    statusBar()->addWidget(m_connection, 1);
    m_leave = menuBar()->addAction(QString());
    m_leave->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_W));
    connect(m_leave, &QAction::triggered, this, &QWidget::close);
    m_invite = menuBar()->addAction(QString());
    m_invite->setObjectName(QStringLiteral("copyInvitation"));
    connect(m_invite, &QAction::triggered, this, [this] {
        if (!m_link || m_link->tableAt().isEmpty())
            return;
        QGuiApplication::clipboard()->setText(invitationText(m_link->invitation()));
        statusBar()->showMessage(tr("The invitation is copied: paste it to your friends."), 5000);
    });
    connect(&link, &ServerLink::statusChanged, this, &NetworkTableWindow::showStatus);
    connect(&link, &ServerLink::received, this, [this](const QJsonObject &m) {
        if (m.value(QLatin1String("t")).toString() == QLatin1String("table"))
            noticeSeatChanges(m);
    });
    settlerstable::resizeToFit(this, QSize(1400, 900));
    showStatus(link.statusText());
}

QString NetworkTableWindow::connectionText() const { return m_connection->text(); }

void NetworkTableWindow::showStatus(const QString &text) { m_connection->setText(text); }

void NetworkTableWindow::noticeSeatChanges(const QJsonObject &table)
{
    const QJsonArray seats = table.value(QLatin1String("seats")).toArray();
    const int wait = table.value(QLatin1String("takeover")).toInt();
    for (qsizetype i = 0; i < seats.size(); ++i) {
        const QJsonObject now = seats[i].toObject();
        // The first summary this window sees is told against everyone here and nobody replaced.
        const QJsonObject before = seats.size() == m_seats.size()
                                       ? m_seats[i].toObject()
                                       : QJsonObject{{QStringLiteral("connected"), true}, {QStringLiteral("bot"), QJsonValue()}};
        if (now.value(QLatin1String("kind")).toString() != QLatin1String("person"))
            continue;
        const QString name = now.value(QLatin1String("name")).toString();
        const bool wasHere = before.value(QLatin1String("connected")).toBool();
        const bool isHere = now.value(QLatin1String("connected")).toBool();
        const bool wasBot = before.value(QLatin1String("bot")).isString();
        const bool isBot = now.value(QLatin1String("bot")).isString();
        if (wasHere && !isHere)
            m_chat->addNotice(wait > 0 ? tr("%1 (seat %2) lost the connection; a computer player takes the seat over in %3 s "
                                            "unless they come back.").arg(name).arg(i + 1).arg(wait)
                                       : tr("%1 (seat %2) lost the connection; the game waits for them.").arg(name).arg(i + 1));
        else if (!wasHere && isHere)
            m_chat->addNotice(tr("%1 (seat %2) is back.").arg(name).arg(i + 1));
        if (!wasBot && isBot)
            m_chat->addNotice(tr("A computer player now plays seat %1 (%2).").arg(i + 1).arg(name));
    }
    m_seats = seats;
    seatsChanged(seats, wait);
}

void NetworkTableWindow::retranslateUi()
{
    m_leave->setText(tr("&Leave the table"));
    m_leave->setToolTip(tr("Leave this table for good (Ctrl+W): this app will not take your seat back"));
    m_invite->setText(tr("Copy &invitation"));
    m_invite->setToolTip(tr("Copy an invitation to this table, with its canaan:// link, to send to friends"));
    // A spectator holds no seat but is at the table too: its code is in the title (issue 42, D9).
    setWindowTitle(title(m_link ? m_link->tableAt() : QString(), m_link ? m_link->host() : QString(), m_link ? m_link->port() : 0));
}

void NetworkTableWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void NetworkTableWindow::closeEvent(QCloseEvent *event)
{
    if (m_askBeforeClosing && inPlay()
        && QMessageBox::question(this, tr("Leave the table"),
               tr("The game is still on. Leave the table for good? This app will not take your seat back; after "
                  "the table's wait a computer player plays it."))
            != QMessageBox::Yes) {
        event->ignore();
        return;
    }
    if (m_link) {
        m_link->send({{QStringLiteral("t"), QStringLiteral("leave")}});
        // Left on purpose: unlike a drop or a crash, no rejoin by the kept token afterwards.
        m_link->forgetSeat();
    }
    emit left();
    event->accept();
}

} // namespace canaan::online
