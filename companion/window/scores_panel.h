// The trackers: each player's victory points with their parts, the counters the table keeps
// (priests played, stones in Jerusalem, VP cards played), the special cards' holders, Jerusalem,
// and the end of the game.
#pragma once

#include "companion/companion_document.h"

#include <QWidget>

class QGroupBox;
class QLabel;
class QProgressBar;
class QVBoxLayout;

namespace canaan::companion {

class CounterBox;

class ScoresPanel : public QWidget {
    Q_OBJECT
public:
    explicit ScoresPanel(CompanionDocument *doc, QWidget *parent = nullptr);
    void retranslate() { sync(); }
    // For tests: the shown total of a player, the parts line, a counter.
    QString totalText(int player) const;
    QString partsText(int player) const;
    CounterBox *counter(int player, Counter counter) const;
    CounterBox *blackStones() const { return m_black; }

private:
    struct Card {
        QGroupBox *box = nullptr;
        QLabel *total = nullptr;
        QLabel *parts = nullptr;
        CounterBox *counters[3] = {};
    };
    void sync();
    void rebuild();
    CompanionDocument *m_doc;
    QVBoxLayout *m_cardsLayout;
    QList<Card> m_cards;
    QGroupBox *m_jerusalem;
    QProgressBar *m_stones;
    QLabel *m_jerusalemText;
    CounterBox *m_black;
};

} // namespace canaan::companion
