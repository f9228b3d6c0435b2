// Table mode: whose turn it is, the dice (rolled here, animated, or typed from real dice), who
// receives what for the last roll, and on a 7 the reminder with a discard helper.
#pragma once

#include "companion/companion_document.h"

#include <QWidget>

class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QGridLayout;

namespace canaan::tablekit {
class DiceView;
}

namespace canaan::companion {

class TablePanel : public QWidget {
    Q_OBJECT
public:
    explicit TablePanel(CompanionDocument *doc, QWidget *parent = nullptr);

    tablekit::DiceView *dice() const { return m_dice; }
    QLabel *resultLabel() const { return m_result; }
    QGroupBox *sevenBox() const { return m_seven; }
    // Rolls the virtual dice (animated); the roll counts when they stop.
    void rollDice();
    // A roll of real dice typed in.
    void enterRoll(int sum);
    void retranslate();

signals:
    // The 7's reminder asks to move the Plague: the board should take the Plague tool.
    void movePlagueRequested();

private:
    void sync();
    void syncDiscards();
    CompanionDocument *m_doc;
    QLabel *m_turn;
    QPushButton *m_nextTurn;
    tablekit::DiceView *m_dice;
    QPushButton *m_roll;
    QLabel *m_typeHint;
    QList<QPushButton *> m_sums;
    QLabel *m_result;
    QGroupBox *m_seven;
    QLabel *m_sevenText;
    QGridLayout *m_discards;
    QList<QSpinBox *> m_handSizes;
    QList<QLabel *> m_discardLabels;
    QPushButton *m_movePlague;
};

} // namespace canaan::companion
