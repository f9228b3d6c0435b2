// Hot-seat: when another person at this screen must decide, this cover hides the window (and the
// previous person's hand) until the next one says he has the computer.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace canaan::game {

class PassScreen : public QWidget {
    Q_OBJECT
public:
    explicit PassScreen(QWidget *parent);
    // Covers the parent and asks for the seat's person.
    void ask(int seat, const QString &name);
    int seat() const { return m_seat; }

signals:
    void taken(int seat);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    QLabel *m_text;
    QPushButton *m_take;
    int m_seat = -1;
};

} // namespace canaan::game
