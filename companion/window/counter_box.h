// A counter a finger can use: a label, [−], the value, [+].
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace canaan::companion {

class CounterBox : public QWidget {
    Q_OBJECT
public:
    explicit CounterBox(QWidget *parent = nullptr);
    void setLabel(const QString &label);
    void setValue(int value, bool canGrow);
    int value() const { return m_value; }
    QPushButton *plusButton() const { return m_plus; }
    QPushButton *minusButton() const { return m_minus; }

signals:
    void adjusted(int delta);

private:
    QLabel *m_label;
    QPushButton *m_minus;
    QLabel *m_shown;
    QPushButton *m_plus;
    int m_value = 0;
};

} // namespace canaan::companion
