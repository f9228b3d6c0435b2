// The top bar: the four phases of a turn with the current one lit, whose turn it is, "turn 7 of 20",
// the deck and discard pile, and the last die rolled.
#pragma once

#include "engine/conquest/view.h"

#include <QList>
#include <QStringList>
#include <QWidget>

class QLabel;

namespace canaan::tablekit {
class DiceView;
}

namespace canaan::cardtable {

class PhaseBar : public QWidget {
    Q_OBJECT
public:
    explicit PhaseBar(QWidget *parent = nullptr);
    void showView(const conquest::SeatView &view, const QStringList &names);
    // A roll just made tumbles (`fresh`); the same roll retold (a new language) does not.
    void showDie(int value, const QString &what, bool fresh = true);
    // The die's roll lasts this long (motion.h).
    void setMotionTime(int ms) { m_motion = ms; }
    tablekit::DiceView *die() const { return m_die; }
    QString turnText() const;
    int currentPhase() const { return m_current; } // 0..3, -1 outside the four

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    QList<QLabel *> m_phases;
    QLabel *m_turn;
    QLabel *m_piles;
    tablekit::DiceView *m_die;
    int m_motion = 0;
    QLabel *m_dieText;
    conquest::SeatView m_view;
    QStringList m_names;
    QString m_dieWhat;
    int m_current = -1;
};

} // namespace canaan::cardtable
