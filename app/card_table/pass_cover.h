// Hot-seat secrecy: covers the card table when the screen must go to another person, so that nobody
// sees a hand that is not his; the next person takes it with the button or Return.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace canaan::cardtable {

class PassCover : public QWidget {
    Q_OBJECT
public:
    explicit PassCover(QWidget *parent);
    void askFor(const QString &name);

signals:
    void taken();

protected:
    bool event(QEvent *event) override;

private:
    QLabel *m_question;
    QPushButton *m_take;
    QString m_name;
};

} // namespace canaan::cardtable
