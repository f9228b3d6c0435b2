// Every seat at a glance: victory points with their parts, cards in hand, development cards,
// priests, Jerusalem stones and special cards. The seat whose turn it is is marked.
#pragma once

#include "rules/engine.h"
#include "rules/seat_view.h"
#include "seat_plan.h"

#include <QList>
#include <QWidget>

class QLabel;

namespace canaan::game {

class PlayersPanel : public QWidget {
    Q_OBJECT
public:
    explicit PlayersPanel(QWidget *parent = nullptr);
    // From the view of the seat at the screen (a spectator's under the hot-seat cover): every seat's
    // counts, never another's cards.
    void showPlayers(const Rules &rules, const SeatView &view, const QList<SeatPlan> &seats);
    QString textOf(int seat) const;
    // "VP: settlements 2 × 1 + cities 1 × 2 = 4": counts as counts, the VP of each, the total.
    static QString vpSum(const Rules &rules, const VpParts &vp);

private:
    QString describe(const Rules &rules, const SeatView &view, const SeatPlan &seat, int p) const;
    QList<QLabel *> m_rows;  // the text of each seat
    QList<QLabel *> m_chips; // its colour, outlined so that white reads too
};

} // namespace canaan::game
