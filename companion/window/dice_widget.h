// Two dice drawn large. roll() tumbles them for a moment (random faces) before they show the
// given values; showSum() shows a roll typed in from real dice.
#pragma once

#include <QTimer>
#include <QWidget>

namespace canaan::companion {

class DiceWidget : public QWidget {
    Q_OBJECT
public:
    explicit DiceWidget(QWidget *parent = nullptr);

    void roll(int first, int second);
    void showSum(int sum);
    void clear();
    bool isRolling() const { return m_timer.isActive(); }
    // The sum shown now (faces or a typed number), 0 for none.
    int shownSum() const { return m_sum ? m_sum : m_faces[0] + m_faces[1]; }
    // Ends a tumble at once (the result is then reported as usual).
    void finishNow();
    QSize sizeHint() const override;

signals:
    void rolled(int sum);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void tumble();
    QTimer m_timer;
    int m_faces[2] = {0, 0}; // shown now; 0: blank
    int m_target[2] = {0, 0};
    int m_sum = 0;           // a typed roll (no faces)
    int m_steps = 0;
};

} // namespace canaan::companion
