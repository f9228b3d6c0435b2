// One player's hand: resource cards with their counts and development cards, the playable ones
// marked. It shows what it is given; the window decides whose hand may be seen.
#pragma once

#include "rules/engine.h"

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
    QString resourcesText() const;

private:
    QLabel *m_title;
    QLabel *m_resources;
    QLabel *m_cards;
};

} // namespace canaan::game
