// The nations at the table (issue 37): a panel per seat (seat_panel.h) in seat order, the viewing
// seat's own marked, with the city token that changes hands after a battle seen moving from the
// loser's panel to the winner's. Counts only (C20).
#pragma once

#include "engine/conquest/view.h"

#include <QList>
#include <QStringList>
#include <QWidget>

class QHBoxLayout;

namespace canaan::cardtable {

class SeatPanel;

class NationsPanel : public QWidget {
    Q_OBJECT
public:
    explicit NationsPanel(QWidget *parent = nullptr);
    void showView(const conquest::SeatView &view, const QStringList &names);
    // A city token that changes hands moves from the loser's panel to the winner's over this long
    // (motion.h; 0: no motion).
    void setMotionTime(int ms) { m_motion = ms; }
    SeatPanel *seatPanel(int seat) const;
    // The centre of a seat's city tokens, in this widget's coordinates.
    QPoint citiesCentre(int seat) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void moveCityToken(int from, int to);
    conquest::SeatView m_view;
    int m_motion = 0;
    QStringList m_names;
    QHBoxLayout *m_row;
    QList<SeatPanel *> m_panels;
};

} // namespace canaan::cardtable
