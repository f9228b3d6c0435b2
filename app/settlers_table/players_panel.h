// Every seat at a glance, one compact card each (player_card.h): colour and name, VP in large type,
// icons with counts, the special cards' badges, the VP breakdown in the tooltip. The seat whose turn
// it is is highlighted, and glows when the person at the screen must act for it.
#pragma once

#include "engine/settlers/rules/engine.h"
#include "engine/settlers/rules/seat_view.h"
#include "app/settlers_table/player_card.h"
#include "app/settlers_table/seat_plan.h"

#include <QList>
#include <QWidget>

namespace canaan::settlerstable {

class PlayersPanel : public QWidget {
    Q_OBJECT
public:
    explicit PlayersPanel(QWidget *parent = nullptr);
    // From the view of the seat at the screen (a spectator's under the hot-seat cover): every seat's
    // counts, never another's cards. yourTurnSeat: the seat the person at the screen must act for
    // now, or -1.
    void showPlayers(const settlers::Rules &rules, const settlers::SeatView &view, const QList<SeatPlan> &seats, int yourTurnSeat = -1);
    // Network tables: each seat's presence badge (issue 42), shown from the next showPlayers().
    void setPresence(const QList<SeatPresence> &presence) { m_presence = presence; }
    // The turn clock: the seconds left on `seat`'s card, none on the others (seat -1: on none).
    void showClock(int seat, int secondsLeft);
    // The card of a seat in one line (its accessible name).
    QString textOf(int seat) const;
    PlayerCard *cardOf(int seat) const { return seat >= 0 && seat < m_cards.size() ? m_cards[seat] : nullptr; }
    // "VP: settlements 2 × 1 + cities 1 × 2 = 4": counts as counts, the VP of each, the total.
    static QString vpSum(const settlers::Rules &rules, const settlers::VpParts &vp);

private:
    QList<PlayerCard *> m_cards;
    QList<SeatPresence> m_presence; // per seat; empty: no badges
};

} // namespace canaan::settlerstable
