#include "app/online/join_dialog.h"

#include "app/online_table/invitation.h"
#include "net/protocol.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>

namespace canaan::online {

namespace {
const QString kAddressKey = QStringLiteral("online/address");
const QString kPortKey = QStringLiteral("online/port");
const QString kHostPortKey = QStringLiteral("online/hostPort");
const QString kNameKey = QStringLiteral("online/name");
} // namespace

JoinDialog::JoinDialog(Purpose purpose, QWidget *parent)
    : QDialog(parent), m_purpose(purpose), m_address(new QLineEdit(this)), m_port(new QSpinBox(this)), m_name(new QLineEdit(this)),
      m_note(new QLabel(this)), m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    const QSettings settings;
    m_address->setObjectName(QStringLiteral("address"));
    m_address->setText(settings.value(kAddressKey, QStringLiteral("localhost")).toString());
    m_port->setObjectName(QStringLiteral("port"));
    m_port->setRange(1, 65535);
    m_port->setValue(settings.value(purpose == Purpose::Host ? kHostPortKey : kPortKey, int(net::kDefaultPort)).toInt());
    m_name->setObjectName(QStringLiteral("name"));
    m_name->setMaxLength(net::kMaxNameLength);
    m_name->setText(settings.value(kNameKey, qEnvironmentVariable("USER")).toString().left(net::kMaxNameLength));
    m_note->setWordWrap(true);

    auto *form = new QFormLayout(this);
    if (purpose == Purpose::Join) {
        setWindowTitle(tr("Join a Network Game"));
        form->addRow(tr("Server &address:"), m_address);
        m_address->setToolTip(tr("The name or IP address of the computer that hosts the game, or an invitation link "
                                 "(canaan://HOST:PORT/CODE)"));
    } else {
        setWindowTitle(tr("Host a Network Game"));
        m_address->hide();
        m_note->setText(tr("Canaan starts a game server on this computer. Friends join it with this computer's "
                           "address and the port; the tables are kept in %1.")
                            .arg(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
    }
    form->addRow(tr("&Port:"), m_port);
    form->addRow(tr("Your &name:"), m_name);
    form->addRow(m_note);
    form->addRow(m_buttons);
    m_buttons->button(QDialogButtonBox::Ok)->setText(purpose == Purpose::Join ? tr("&Join") : tr("&Host"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        remember();
        accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_address, &QLineEdit::textChanged, this, &JoinDialog::updateOk);
    connect(m_address, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (const std::optional<Invitation> invitation = parseInvitation(text)) // the link's port
            m_port->setValue(invitation->port);
    });
    connect(m_name, &QLineEdit::textChanged, this, &JoinDialog::updateOk);
    updateOk();
}

QString JoinDialog::address() const
{
    if (m_purpose == Purpose::Host)
        return QStringLiteral("localhost");
    if (const std::optional<Invitation> invitation = parseInvitation(m_address->text()))
        return invitation->host;
    return m_address->text().trimmed();
}

QString JoinDialog::code() const
{
    const std::optional<Invitation> invitation =
        m_purpose == Purpose::Join ? parseInvitation(m_address->text()) : std::nullopt;
    return invitation ? invitation->code : QString();
}
quint16 JoinDialog::port() const { return quint16(m_port->value()); }
QString JoinDialog::name() const { return m_name->text().trimmed(); }

void JoinDialog::remember() const
{
    QSettings settings;
    if (m_purpose == Purpose::Join) {
        settings.setValue(kAddressKey, address());
        settings.setValue(kPortKey, m_port->value());
    } else {
        settings.setValue(kHostPortKey, m_port->value());
    }
    settings.setValue(kNameKey, name());
}

void JoinDialog::updateOk()
{
    const bool ok = !name().isEmpty() && !address().isEmpty();
    QPushButton *button = m_buttons->button(QDialogButtonBox::Ok);
    button->setEnabled(ok);
    button->setToolTip(ok ? QString() : tr("Fill in the address and your name."));
}

} // namespace canaan::online
