#include "network_game_window.h"

#include "chat_panel.h"
#include "game_window.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace canaan::online {

NetworkGameWindow::NetworkGameWindow(ServerLink &link, std::unique_ptr<RemoteBoardTable> table, QWidget *parent)
    : QMainWindow(parent), m_link(&link), m_table(std::move(table)),
      m_game(new game::GameWindow(*m_table, m_table->seatPlans(), this)), m_chat(new ChatPanel(link, this)),
      m_connection(new QLabel(this))
{
    setAttribute(Qt::WA_DeleteOnClose);
    setCentralWidget(m_game);
    auto *dock = new QDockWidget(this);
    dock->setObjectName(QStringLiteral("chatDock"));
    dock->setWidget(m_chat);
    dock->setFeatures(QDockWidget::NoDockWidgetFeatures);
    m_chat->setMaximumHeight(170);
    addDockWidget(Qt::BottomDockWidgetArea, dock);
    m_connection->setObjectName(QStringLiteral("connection"));
    m_connection->setStyleSheet(QStringLiteral("color: #b00020"));
    statusBar()->addWidget(m_connection, 1);
    m_leave = menuBar()->addAction(QString());
    m_leave->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_W));
    connect(m_leave, &QAction::triggered, this, &QWidget::close);
    connect(&link, &ServerLink::statusChanged, this, &NetworkGameWindow::showConnection);
    resize(1400, 900);
    retranslateUi();
    showConnection();
    m_game->start();
}

NetworkGameWindow::~NetworkGameWindow()
{
    delete m_game; // before the table it looks at
    m_game = nullptr;
}

QString NetworkGameWindow::connectionText() const { return m_connection->text(); }

void NetworkGameWindow::showConnection()
{
    m_connection->setText(m_link ? m_link->statusText() : QString());
}

void NetworkGameWindow::retranslateUi()
{
    m_leave->setText(tr("&Leave the table"));
    m_leave->setToolTip(tr("Leave this table (Ctrl+W); your seat waits for you"));
    const QString code = m_link ? m_link->tableCode() : QString();
    setWindowTitle(tr("Settlers of Canaan — table %1 at %2:%3").arg(code, m_link ? m_link->host() : QString()).arg(m_link ? m_link->port() : 0));
}

void NetworkGameWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void NetworkGameWindow::closeEvent(QCloseEvent *event)
{
    const bool inPlay = m_table->hasView() && !m_table->isOver() && m_table->seat() >= 0;
    if (m_askBeforeClosing && inPlay
        && QMessageBox::question(this, tr("Leave the table"),
               tr("The game is still on. Leave the table? Your seat waits for you; after the table's wait a computer "
                  "player plays it until you come back."))
            != QMessageBox::Yes) {
        event->ignore();
        return;
    }
    if (m_link)
        m_link->send({{QStringLiteral("t"), QStringLiteral("leave")}});
    emit left();
    event->accept();
}

} // namespace canaan::online
