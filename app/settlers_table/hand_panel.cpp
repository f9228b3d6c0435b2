#include "app/settlers_table/hand_panel.h"

#include "app/settlers_table/dialogs/dialog_text.h"
#include "app/settlers_table/hand_art.h"
#include "app/settlers_table/hand_card.h"
#include "engine/io/game_text.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <algorithm>

namespace canaan::settlerstable {

HandPanel::HandPanel(QWidget *parent)
    : QWidget(parent), m_title(new QLabel(this)), m_cardRow(new QWidget(this)), m_noCards(new QLabel(m_cardRow))
{
    m_title->setObjectName(QStringLiteral("handTitle"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto *row = new QHBoxLayout(m_cardRow);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(0);
    for (int r = 0; r < settlers::kResourceCount; ++r) {
        auto *card = new HandCard(resourceCardArt(r), m_cardRow);
        card->setAlwaysShowCount(true);
        row->addWidget(card);
        m_resources << card;
    }
    auto *line = new QFrame(m_cardRow);
    line->setFrameShape(QFrame::VLine);
    line->setFrameShadow(QFrame::Sunken);
    row->addSpacing(4);
    row->addWidget(line);
    row->addSpacing(4);
    for (int c = 0; c < settlers::kDevCardCount; ++c) {
        auto *card = new HandCard(devCardArt(c), m_cardRow);
        card->hide();
        connect(card, &HandCard::clicked, this, [this, card, c] {
            if (card->look() == HandCard::Look::Playable)
                emit playCardRequested(c);
        });
        row->addWidget(card);
        m_devCards << card;
    }
    m_noCards->setWordWrap(true);
    m_noCards->setEnabled(false);
    row->addWidget(m_noCards, 1);
    row->addStretch();
    layout->addWidget(m_title);
    layout->addWidget(m_cardRow);
}

QString HandPanel::resourcesText() const { return m_resourcesText; }

QString HandPanel::cardsText() const { return m_cardsText; }

QString HandPanel::whyNotPlayable(const settlers::Rules &rules, const settlers::GameState &state, int seat, int card)
{
    const auto kind = static_cast<settlers::DevCard>(card);
    if (kind == settlers::DevCard::VictoryPoint && rules.isClassic())
        return DialogText::cardEffect(rules, kind); // never played: it counts while held
    if (state.isOver())
        return tr("The game is over.");
    if (state.pending != settlers::Pending::Turn || state.current != seat || state.pendingPlayer != seat)
        return tr("Not now: development cards are played in your own turn.");
    if (kind != settlers::DevCard::VictoryPoint && state.cardPlayed)
        return tr("You have already played a development card this turn.");
    if (kind != settlers::DevCard::VictoryPoint && state.devHand[seat][card] <= state.devNew[card])
        return tr("Bought this turn: you may play it from your next turn.");
    return tr("Its effect cannot be carried out now.");
}

QString HandPanel::titleText() const { return m_title->text(); }

void HandPanel::showHand(const settlers::Rules &rules, const settlers::GameState &state, int seat, const QString &name,
                         const std::vector<settlers::Action> &legal)
{
    if (seat < 0) {
        m_title->setText(m_watching ? tr("You are watching this game: a spectator sees no hand.")
                                    : tr("No hand is shown while the computer players move."));
        m_cardRow->hide();
        m_resourcesText.clear();
        m_cardsText.clear();
        return;
    }
    m_cardRow->show();
    int held = 0;
    for (int r = 0; r < settlers::kResourceCount; ++r)
        held += state.hand[seat][r];
    m_title->setText(QStringLiteral("<b>%1</b>").arg(tr("Hand of %1 (%n resource card(s))", nullptr, held).arg(name.toHtmlEscaped())));
    QStringList resources;
    for (settlers::Resource r : settlers::kAllResources) {
        const int i = static_cast<int>(r);
        const QString what = tr("%1: %2").arg(resourceName(r, rules.ruleset())).arg(state.hand[seat][i]);
        resources << what;
        m_resources[i]->setCount(state.hand[seat][i]);
        m_resources[i]->setToolTip(what);
        m_resources[i]->setAccessibleName(what);
    }
    m_resourcesText = resources.join(QStringLiteral("  ·  "));

    QStringList cards;
    for (int c = 0; c < settlers::kDevCardCount; ++c) {
        HandCard *card = m_devCards[c];
        const int count = state.devHand[seat][c];
        card->setVisible(count > 0);
        card->setCount(count);
        if (count == 0)
            continue;
        const auto kind = static_cast<settlers::DevCard>(c);
        const bool playable = std::any_of(legal.begin(), legal.end(), [&](const settlers::Action &a) {
            return a.kind == settlers::ActionKind::PlayCard && a.player == seat && a.a == c;
        });
        const QString title = tr("%1 × %2").arg(devCardName(kind, rules.ruleset())).arg(count);
        const QString effect = DialogText::cardEffect(rules, kind);
        card->setLook(playable ? HandCard::Look::Playable : HandCard::Look::Dimmed);
        card->setToolTip(playable ? tr("%1\n%2\nClick to play it.").arg(title, effect)
                                  : tr("%1\n%2\n%3").arg(title, effect, whyNotPlayable(rules, state, seat, c)));
        card->setAccessibleName(title);
        cards << (playable ? tr("%1 (playable)").arg(title) : title);
    }
    m_noCards->setText(tr("No development cards."));
    m_noCards->setVisible(cards.isEmpty());
    m_cardsText = cards.isEmpty() ? m_noCards->text() : tr("Development cards: %1").arg(cards.join(QStringLiteral(", ")));
}

} // namespace canaan::settlerstable
