// One side of the battle calculator: its nation, its own armies, the armies its allies lent, its city
// tokens, the Philistines' die, and the cards it played (an "or" card ticked counts in its second
// category). Emits edited() on every change; reads back as a BattleSideInput.
#pragma once

#include "companion/battle_calculator.h"

#include <QGroupBox>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace canaan::companion {

class BattleSideEditor : public QGroupBox {
    Q_OBJECT
public:
    BattleSideEditor(int side, QWidget *parent = nullptr);
    void retranslate();
    BattleSideInput input() const;
    void setNation(conquest::Nation nation);
    void setArmies(int armies, int cities);
    void addCard(int card);
    void clearCards();

    QComboBox *nationBox() const { return m_nation; }
    QSpinBox *armiesBox() const { return m_armies; }
    QLineEdit *lentEdit() const { return m_lent; }
    QSpinBox *citiesBox() const { return m_cities; }
    QLineEdit *philistineEdit() const { return m_philistine; }
    QListWidget *cardList() const { return m_cards; }

signals:
    void edited();

private:
    void refreshCards();
    int m_side;
    QComboBox *m_nation;
    QSpinBox *m_armies;
    QLineEdit *m_lent;
    QSpinBox *m_cities;
    QLineEdit *m_philistine;
    QPushButton *m_rollPhilistine;
    QListWidget *m_cards;
    QPushButton *m_remove;
    QLabel *m_labels[5];
    QList<int> m_cardIds;
    conquest::CardSet m_alt;
};

} // namespace canaan::companion
