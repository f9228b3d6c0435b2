// The interface of the current decision: the sentence saying what to do, a button per choice (with
// its shortcut), the ally's armies (1-5 to either side), and, after a click on a card that has several
// uses (an "or" card in the secret choice, a card lent to either side), a button per use. In the
// Leadership discard and the secret choice, cards are picked and unpicked freely (with the force per
// category of those picked) and sent only when the person confirms (issue 37).
#pragma once

#include "app/card_table/decision_options.h"

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
    // The cards picked so far, not yet confirmed.
    bool isPicked(int card) const;
    QList<int> pickedCards() const;
    // The secret choice: the force per category of the armies and the cards picked ("" otherwise).
    QString forceText() const;

signals:
    void actionChosen(const conquest::Action &action);

private:
    void rebuild();
    QPushButton *addButton(QHBoxLayout *row, const Choice &choice);
    void choose(const Choice &choice);
    void pick(const Choice &choice);
    void confirm(const conquest::Action &pass);
    void sendQueued();
    bool offers(const conquest::Action &action) const;
    void lendArmies(int side);
    DecisionOptions m_options;
    QString m_waiting;
    int m_selected = -1;
    QList<Choice> m_picked;
    // Confirmed picks, sent one by one as the decision comes back (the engine takes one card per
    // action), then the Pass that ends it; dropped when another decision comes.
    QList<conquest::Action> m_queue;
    conquest::Pending m_queueFor = conquest::Pending::GameOver;
    QLabel *m_prompt;
    QLabel *m_force;
    QWidget *m_buttonRow;
    QWidget *m_cardRow;
    QWidget *m_armiesRow;
    QSpinBox *m_armies;
    QPushButton *m_toAttacker;
    QPushButton *m_toDefender;
};

} // namespace canaan::cardtable
