// The nations at the table: for each seat its player, nation, city tokens, armies, cards in hand and
// ability; the active player, the attacker and the defender are marked. Counts only (C20).
#pragma once

#include "conquest/view.h"

#include <QStringList>
#include <QTableWidget>

namespace canaan::cardtable {

class NationsPanel : public QTableWidget {
    Q_OBJECT
public:
    enum Column { NationColumn, CitiesColumn, ArmiesColumn, HandColumn, RoleColumn, AbilityColumn, ColumnCount };
    explicit NationsPanel(QWidget *parent = nullptr);
    void showView(const conquest::SeatView &view, const QStringList &names);
    // A city token that changes hands moves from the loser's row to the winner's over this long
    // (motion.h; 0: no motion).
    void setMotionTime(int ms) { m_motion = ms; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void moveCityToken(int from, int to);
    conquest::SeatView m_view;
    int m_motion = 0;
    QStringList m_names;
};

} // namespace canaan::cardtable
