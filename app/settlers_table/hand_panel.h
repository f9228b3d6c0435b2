// One player's hand as cards: a card per resource with its count, and the development cards held,
// the playable ones lifted with a glow (click one to play it), the others dimmed with the reason in
// the tooltip. It shows what it is given; the window decides whose hand may be seen.
#pragma once

#include "engine/settlers/rules/engine.h"

#include <QList>
#include <QWidget>
#include <vector>

class QLabel;

namespace canaan::settlerstable {

class HandCard;

class HandPanel : public QWidget {
    Q_OBJECT
public:
    explicit HandPanel(QWidget *parent = nullptr);
    // seat -1 shows nothing (no person's hand may be seen now).
    void showHand(const settlers::Rules &rules, const settlers::GameState &state, int seat, const QString &name,
                  const std::vector<settlers::Action> &legal);
    // At a network table without a seat: the empty hand says the person watches (issue 42, D9).
    void setWatching(bool watching) { m_watching = watching; }
    QString titleText() const;
    // "Lumber: 2 · Wool: 0 ..." (what the pictures show, in words).
    QString resourcesText() const;
    QString cardsText() const;
    HandCard *resourceCard(settlers::Resource r) const { return m_resources[static_cast<int>(r)]; }
    HandCard *devCard(settlers::DevCard c) const { return m_devCards[static_cast<int>(c)]; }

signals:
    // A playable development card was clicked.
    void playCardRequested(int card);

private:
    // Why card c of seat may not be played now, in words for its tooltip.
    static QString whyNotPlayable(const settlers::Rules &rules, const settlers::GameState &state, int seat, int card);

    QLabel *m_title;
    QWidget *m_cardRow;
    QList<HandCard *> m_resources; // per resource
    QList<HandCard *> m_devCards;  // per development card; hidden when none is held
    QLabel *m_noCards;
    QString m_resourcesText;
    QString m_cardsText;
    bool m_watching = false;
};

} // namespace canaan::settlerstable
