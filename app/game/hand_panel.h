// One player's hand: resource cards as pictures with their counts, and development cards with the
// playable ones marked. It shows what it is given; the window decides whose hand may be seen.
#pragma once

#include "rules/engine.h"

#include <QList>
#include <QWidget>
#include <vector>

class QLabel;

namespace canaan::game {

class HandPanel : public QWidget {
    Q_OBJECT
public:
    explicit HandPanel(QWidget *parent = nullptr);
    // seat -1 shows nothing (no person's hand may be seen now).
    void showHand(const Rules &rules, const GameState &state, int seat, const QString &name,
                  const std::vector<Action> &legal);
    // "Lumber: 2 · Wool: 0 ..." (what the pictures show, in words).
    QString resourcesText() const;
    QString cardsText() const;

private:
    QLabel *m_title;
    QList<QLabel *> m_icons;  // per resource
    QList<QLabel *> m_counts; // per resource
    QWidget *m_resourceRow;
    QLabel *m_cards;
    QString m_resourcesText;
};

} // namespace canaan::game
