// The two dice, drawn large with their pips. A roll tumbles through random faces for a moment before showing the result;
// the faces shown while tumbling are decoration only (the game's dice come from the match host).
#pragma once

#include <QLabel>
#include <QPair>
#include <QTimer>

namespace canaan::game {

class DiceLabel : public QLabel {
    Q_OBJECT
public:
    explicit DiceLabel(QWidget *parent = nullptr);
    // Shows the faces at once (0: not rolled yet).
    void showDice(int first, int second);
    // Tumbles for `ms` milliseconds, then shows the faces.
    void roll(int first, int second, int ms);
    bool isRolling() const { return m_tumble.isActive(); }
    // The faces shown now (0, 0 before the first roll).
    QPair<int, int> shownFaces() const { return m_shown; }

private:
    void tumble();

    QTimer m_tumble;
    int m_first = 0;
    int m_second = 0;
    int m_ticksLeft = 0;
    QPair<int, int> m_shown{0, 0};
};

} // namespace canaan::game
