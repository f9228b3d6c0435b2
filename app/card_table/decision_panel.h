// The interface of the current decision: the sentence saying what to do, a button per choice (with
// its shortcut), the ally's armies (1-5 to either side), and, after a click on a card that has several
// uses (an "or" card in the secret choice, a card lent to either side), a button per use.
#pragma once

#include "decision_options.h"

#include <QList>
#include <QWidget>

class QLabel;
class QPushButton;
class QSpinBox;
class QHBoxLayout;

namespace canaan::cardtable {

class DecisionPanel : public QWidget {
    Q_OBJECT
public:
    explicit DecisionPanel(QWidget *parent = nullptr);
    // `options` from decisionOptions(); `waiting` is shown when the seat has nothing to decide.
    void setOptions(const DecisionOptions &options, const QString &waiting);
    // A click on a hand card: one use is done at once, several are offered as buttons.
    void cardClicked(int card);
    const DecisionOptions &options() const { return m_options; }
    QList<QPushButton *> buttons() const;
    int selectedCard() const { return m_selected; }

signals:
    void actionChosen(const conquest::Action &action);

private:
    void rebuild();
    QPushButton *addButton(QHBoxLayout *row, const Choice &choice);
    void lendArmies(int side);
    DecisionOptions m_options;
    QString m_waiting;
    int m_selected = -1;
    QLabel *m_prompt;
    QWidget *m_buttonRow;
    QWidget *m_cardRow;
    QWidget *m_armiesRow;
    QSpinBox *m_armies;
    QPushButton *m_toAttacker;
    QPushButton *m_toDefender;
};

} // namespace canaan::cardtable
