// Join a network game: the server's address and port and the name to play under, remembered in
// QSettings for the next time. Host a network game asks the same with its own port (asHost).
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace canaan::online {

class JoinDialog : public QDialog {
    Q_OBJECT
public:
    enum class Purpose { Join, Host };
    explicit JoinDialog(Purpose purpose, QWidget *parent = nullptr);

    QString address() const;
    quint16 port() const;
    QString name() const;
    // The table's code when an invitation link was pasted as the address (then the address and the
    // port are the link's), else empty.
    QString code() const;
    // Remembers the fields (called on accept).
    void remember() const;

    QLineEdit *addressEdit() const { return m_address; }
    QLineEdit *nameEdit() const { return m_name; }
    QSpinBox *portBox() const { return m_port; }

private:
    void updateOk();

    Purpose m_purpose;
    QLineEdit *m_address;
    QSpinBox *m_port;
    QLineEdit *m_name;
    QLabel *m_note;
    QDialogButtonBox *m_buttons;
};

} // namespace canaan::online
