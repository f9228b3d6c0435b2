// The battle screen: both sides' cards side by side (before the reveal only one's own secret choice),
// Terrain cards struck out when a Defense card removed them, each category's force with its winner,
// the battle's winner or the tie rolls, and the casualties with how they were computed (C15-C17).
#pragma once

#include "app/card_table/battle_record.h"

#include <QStringList>
#include <QWidget>

class QGridLayout;
class QLabel;
class QPushButton;

namespace canaan::cardtable {

class HandView;

class BattleView : public QWidget {
    Q_OBJECT
public:
    explicit BattleView(QWidget *parent = nullptr);
    // `mine`: the viewing seat's secret choice while it is still secret (empty otherwise).
    void showBattle(const BattleRecord &record, const conquest::SeatView &view, const QStringList &names);
    // The length of its animations (motion.h): cards sliding in at the reveal, the result fading in.
    void setMotionTime(int ms) { m_motion = ms; }
    // A settled battle waits for the person (issue 37): a button with this label (e.g. "Continue")
    // under it, which emits dismissed(); empty: no button.
    void setDismissible(const QString &label);
    bool dismissible() const;
    QPushButton *dismissButton() const { return m_dismiss; }
    QString resultText() const;
    QString casualtiesText() const;
    // Category rows: category, attacker's force, defender's force, winner.
    QString categoryCell(int category, int column) const;

signals:
    void dismissed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void fadeIn(QWidget *widget);
    BattleRecord m_record;
    int m_motion = 0;
    conquest::SeatView m_view;
    QStringList m_names;
    QLabel *m_title;
    std::array<QLabel *, 2> m_sideTitle{};
    std::array<HandView *, 2> m_sideCards{};
    QLabel *m_terrainTitle;
    HandView *m_terrain;
    QGridLayout *m_grid;
    QList<QLabel *> m_cells; // 5 rows x 4 columns, the header first
    QLabel *m_result;
    QLabel *m_casualties;
    QPushButton *m_dismiss;
};

} // namespace canaan::cardtable
