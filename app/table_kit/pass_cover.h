// Hot-seat secrecy, for both games: when another person at this screen must decide, this cover hides
// the window (and the previous person's hand) until the next one says he has the screen, with the
// button or Return anywhere on the cover.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace canaan::tablekit {

class PassCover : public QWidget {
    Q_OBJECT
public:
    explicit PassCover(QWidget *parent); // covers the whole parent, following its size
    // Covers the parent and asks for the seat's person.
    void ask(int seat, const QString &name);
    int seat() const { return m_seat; }

signals:
    void taken(int seat);

protected:
    bool event(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void retranslate();

    QLabel *m_question;
    QPushButton *m_take;
    QString m_name;
    int m_seat = -1;
};

} // namespace canaan::tablekit
