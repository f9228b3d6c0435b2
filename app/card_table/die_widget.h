// A die face with its pips, and what it was rolled for; blank before the first roll. A roll tumbles
// through a few faces before it settles (motion.h).
#pragma once

#include <QPointer>
#include <QVariantAnimation>
#include <QWidget>

namespace canaan::cardtable {

class DieWidget : public QWidget {
    Q_OBJECT
public:
    explicit DieWidget(QWidget *parent = nullptr);
    void setValue(int value); // 1..6, or 0 for none
    // Shows a roll of `value`, tumbling for `ms` first (at once when ms is 0).
    void roll(int value, int ms);
    int value() const { return m_value; }
    bool rolling() const { return m_face != 0; }
    QSize sizeHint() const override { return QSize(34, 34); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int m_value = 0;
    int m_face = 0;       // the face shown while rolling, else 0
    qreal m_angle = 0;    // its tilt while rolling, degrees
    QPointer<QVariantAnimation> m_rolling;
};

} // namespace canaan::cardtable
