// A searchable list of the 152 Conquest cards: type part of a name or a kind ("Siege", "정보") and
// add the card to the attacker's or the defender's side of the battle calculator.
#pragma once

#include <QWidget>

class QLineEdit;
class QListWidget;
class QPushButton;

namespace canaan::companion {

class CardPicker : public QWidget {
    Q_OBJECT
public:
    explicit CardPicker(QWidget *parent = nullptr);
    void retranslate();
    QLineEdit *search() const { return m_search; }
    QListWidget *list() const { return m_list; }
    // The cards the search shows now, in the deck's order.
    QList<int> shownCards() const;

signals:
    void cardChosen(int card, int side);

private:
    void refill();
    void choose(int side);
    QLineEdit *m_search;
    QListWidget *m_list;
    QPushButton *m_toAttacker;
    QPushButton *m_toDefender;
};

} // namespace canaan::companion
