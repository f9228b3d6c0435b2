// A die face with its pips, and what it was rolled for; blank before the first roll.
#pragma once

#include <QWidget>

namespace canaan::cardtable {

class DieWidget : public QWidget {
    Q_OBJECT
public:
    explicit DieWidget(QWidget *parent = nullptr);
    void setValue(int value); // 1..6, or 0 for none
    int value() const { return m_value; }
    QSize sizeHint() const override { return QSize(34, 34); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int m_value = 0;
};

} // namespace canaan::cardtable
