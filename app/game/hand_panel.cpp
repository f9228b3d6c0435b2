#include "hand_panel.h"

#include "io/game_text.h"

#include <QLabel>
#include <QVBoxLayout>

namespace canaan::game {

HandPanel::HandPanel(QWidget *parent)
    : QWidget(parent), m_title(new QLabel(this)), m_resources(new QLabel(this)), m_cards(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_cards->setWordWrap(true);
    layout->addWidget(m_title);
    layout->addWidget(m_resources);
    layout->addWidget(m_cards);
}

QString HandPanel::resourcesText() const
{
    return m_resources->text();
}

void HandPanel::showHand(const Rules &rules, const GameState &state, int seat, const QString &name,
                     const std::vector<Action> &legal)
{
    if (seat < 0) {
        m_title->setText(tr("No hand is shown while the computer players move."));
        m_resources->clear();
        m_cards->clear();
        return;
    }
    m_title->setText(QStringLiteral("<b>%1</b>").arg(tr("Hand of %1").arg(name.toHtmlEscaped())));
    QStringList resources;
    for (Resource r : kAllResources)
        resources << tr("%1: %2").arg(resourceName(r, rules.ruleset())).arg(state.hand[seat][static_cast<int>(r)]);
    m_resources->setText(resources.join(QStringLiteral("  ·  ")));

    QStringList cards;
    for (int c = 0; c < kDevCardCount; ++c) {
        const int held = state.devHand[seat][c];
        if (held == 0)
            continue;
        const bool playable = std::any_of(legal.begin(), legal.end(), [&](const Action &a) {
            return a.kind == ActionKind::PlayCard && a.player == seat && a.a == c;
        });
        const QString text = tr("%1 × %2").arg(devCardName(static_cast<DevCard>(c), rules.ruleset())).arg(held);
        cards << (playable ? QStringLiteral("<b>%1</b> %2").arg(text.toHtmlEscaped(), tr("(playable)"))
                           : text.toHtmlEscaped());
    }
    m_cards->setText(cards.isEmpty() ? tr("No development cards.")
                                     : tr("Development cards: %1").arg(cards.join(QStringLiteral(", "))));
}

} // namespace canaan::game
