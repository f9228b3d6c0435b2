// Cards moving across the game window for a moment (issue 24): what a roll gives flies from its hex
// to the player, a stolen card from the victim to the thief, traded and discarded cards between the
// players and the bank. A transparent layer over the window, never in the way of the mouse; each
// card is a QLabel moved by a QPropertyAnimation, so nothing waits for it (neither the person nor
// the computer players). A duration of 0 (the "Instant" speed, the tests' speed) shows nothing.
#pragma once

#include <QPixmap>
#include <QPoint>
#include <QWidget>

namespace canaan::settlerstable {

class CardFlights : public QWidget {
    Q_OBJECT
public:
    // Covers `window` and follows its size; make it after the widgets it flies over, before any
    // cover that must hide it (the hot-seat pass screen).
    explicit CardFlights(QWidget *window);

    // One card from `from` to `to` (the window's coordinates) in `ms` milliseconds; `delay` ms later
    // when several leave one after the other.
    void fly(const QPixmap &card, QPoint from, QPoint to, int ms, int delay = 0);
    // The cards on their way now.
    int inFlight() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace canaan::settlerstable
