// The battle calculator (issue 41): both sides' inputs, the card picker, the tie and casualty dice
// typed in or rolled, and the outcome: each category's forces, the winner, the casualties with the
// figures they come from and the city token, worded as the card table words them.
#pragma once

#include "companion/battle_calculator.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace canaan::companion {

class BattleSideEditor;
class CardPicker;

class BattleCalculatorPanel : public QWidget {
    Q_OBJECT
public:
    explicit BattleCalculatorPanel(QWidget *parent = nullptr);
    void retranslate();

    BattleInput input() const;
    const BattleOutcome &outcome() const { return m_outcome; }
    BattleSideEditor *side(int side) const { return m_sides[side]; }
    CardPicker *picker() const { return m_picker; }
    QLineEdit *tieEdit() const { return m_tie; }
    QLineEdit *casualtyEdit() const { return m_casualty; }
    QTableWidget *forceTable() const { return m_forces; }
    QLabel *report() const { return m_report; }
    QPushButton *applyButton() const { return m_apply; }
    // Whether "Apply to the tracker" may be pressed (both nations tracked, the casualties known).
    void setApplicable(bool applicable);

signals:
    // "Apply to the tracker" pressed.
    void applyRequested();

    // The outcome changed; `input` and `outcome` are what the panel shows now.
    void calculated();

private:
    void recalculate();
    BattleSideEditor *m_sides[2];
    CardPicker *m_picker;
    QLineEdit *m_tie;
    QLineEdit *m_casualty;
    QPushButton *m_rollTie;
    QPushButton *m_rollCasualty;
    QPushButton *m_clear;
    QPushButton *m_apply;
    QLabel *m_tieLabel;
    QLabel *m_casualtyLabel;
    QLabel *m_pickerLabel;
    QTableWidget *m_forces;
    QLabel *m_report;
    BattleOutcome m_outcome;
};

} // namespace canaan::companion
