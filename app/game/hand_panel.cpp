#include "hand_panel.h"

#include "board_art.h"
#include "io/game_text.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QSvgRenderer>
#include <QVBoxLayout>

namespace canaan::game {

namespace {

constexpr int kIconSize = 28;

QPixmap iconOf(Resource r, qreal dpr)
{
    QPixmap pixmap(QSize(kIconSize, kIconSize) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    if (QSvgRenderer *art = cartography::resourceIcon(r)) {
        QPainter painter(&pixmap);
        art->render(&painter, QRectF(0, 0, kIconSize, kIconSize));
    }
    return pixmap;
}

} // namespace

HandPanel::HandPanel(QWidget *parent)
    : QWidget(parent), m_title(new QLabel(this)), m_resourceRow(new QWidget(this)), m_cards(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout(m_resourceRow);
    row->setContentsMargins(0, 0, 0, 0);
    for (Resource r : kAllResources) {
        auto *icon = new QLabel(m_resourceRow);
        icon->setPixmap(iconOf(r, devicePixelRatioF()));
        auto *count = new QLabel(m_resourceRow);
        QFont big = count->font();
        big.setBold(true);
        big.setPointSizeF(big.pointSizeF() * 1.3);
        count->setFont(big);
        row->addWidget(icon);
        row->addWidget(count);
        row->addSpacing(6);
        m_icons << icon;
        m_counts << count;
    }
    row->addStretch();
    m_cards->setWordWrap(true);
    m_cards->setTextFormat(Qt::RichText);
    layout->addWidget(m_title);
    layout->addWidget(m_resourceRow);
    layout->addWidget(m_cards);
}

QString HandPanel::resourcesText() const { return m_resourcesText; }

QString HandPanel::cardsText() const { return m_cards->text(); }

void HandPanel::showHand(const Rules &rules, const GameState &state, int seat, const QString &name,
                         const std::vector<Action> &legal)
{
    if (seat < 0) {
        m_title->setText(tr("No hand is shown while the computer players move."));
        m_resourceRow->hide();
        m_cards->clear();
        m_resourcesText.clear();
        return;
    }
    m_resourceRow->show();
    m_title->setText(QStringLiteral("<b>%1</b>").arg(tr("Hand of %1").arg(name.toHtmlEscaped())));
    QStringList resources;
    for (Resource r : kAllResources) {
        const int i = static_cast<int>(r);
        const QString what = tr("%1: %2").arg(resourceName(r, rules.ruleset())).arg(state.hand[seat][i]);
        resources << what;
        m_counts[i]->setText(QString::number(state.hand[seat][i]));
        m_counts[i]->setToolTip(what);
        m_icons[i]->setToolTip(what);
        // Greyed out when none is held, so what is there stands out.
        m_counts[i]->setEnabled(state.hand[seat][i] > 0);
        m_icons[i]->setEnabled(state.hand[seat][i] > 0);
    }
    m_resourcesText = resources.join(QStringLiteral("  ·  "));

    QStringList cards;
    for (int c = 0; c < kDevCardCount; ++c) {
        const int held = state.devHand[seat][c];
        if (held == 0)
            continue;
        const bool playable = std::any_of(legal.begin(), legal.end(), [&](const Action &a) {
            return a.kind == ActionKind::PlayCard && a.player == seat && a.a == c;
        });
        const QString text = tr("%1 × %2").arg(devCardName(static_cast<DevCard>(c), rules.ruleset())).arg(held);
        cards << (playable ? QStringLiteral("<b>%1</b> %2").arg(text.toHtmlEscaped(), tr("(playable)").toHtmlEscaped())
                           : text.toHtmlEscaped());
    }
    m_cards->setText(cards.isEmpty() ? tr("No development cards.").toHtmlEscaped()
                                     : tr("Development cards: %1").arg(cards.join(QStringLiteral(", "))));
}

} // namespace canaan::game
