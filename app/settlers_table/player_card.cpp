#include "app/settlers_table/player_card.h"

#include "app/settlers_table/hand_art.h"

#include <QGraphicsDropShadowEffect>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QVBoxLayout>
#include <array>

namespace canaan::settlerstable {

namespace {

constexpr int kIconSize = 20;
constexpr int kBadgeSize = 24;
constexpr std::array<const char *, 4> kCountIcons{"icon_hand", "icon_devcards", "icon_priest", "icon_building_stone"};
constexpr std::array<const char *, 3> kBadgeIcons{"badge_longestRoad", "badge_mostPriests", "badge_kingsBlessing"};

// The seat's colour as a tall bar, outlined so that white reads too.
QPixmap colourBar(const QColor &color, qreal dpr)
{
    QPixmap bar(QSize(10, 44) * dpr);
    bar.setDevicePixelRatio(dpr);
    bar.fill(Qt::transparent);
    QPainter painter(&bar);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(0x14, 0x14, 0x14), 1.5));
    painter.setBrush(color);
    painter.drawRoundedRect(QRectF(1, 1, 8, 42), 3, 3);
    return bar;
}

} // namespace

PlayerCard::PlayerCard(QWidget *parent)
    : QFrame(parent), m_chip(new QLabel(this)), m_name(new QLabel(this)), m_presence(new QLabel(this)), m_clock(new QLabel(this)), m_vp(new QLabel(this)),
      m_glow(new QGraphicsDropShadowEffect(this))
{
    setObjectName(QStringLiteral("playerCard"));
    auto *outer = new QHBoxLayout(this);
    outer->setContentsMargins(6, 4, 8, 4);
    outer->setSpacing(6);
    outer->addWidget(m_chip);

    auto *middle = new QVBoxLayout;
    middle->setSpacing(2);
    QFont bold = m_name->font();
    bold.setBold(true);
    m_name->setFont(bold);
    auto *nameRow = new QHBoxLayout;
    nameRow->setSpacing(6);
    nameRow->addWidget(m_name);
    m_presence->setObjectName(QStringLiteral("presence"));
    QFont small = m_presence->font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    m_presence->setFont(small);
    m_presence->hide();
    nameRow->addWidget(m_presence);
    m_clock->setObjectName(QStringLiteral("turnClock"));
    QFont clockFont = m_clock->font();
    clockFont.setBold(true);
    m_clock->setFont(clockFont);
    m_clock->setStyleSheet(QStringLiteral("color: #8a4b00"));
    m_clock->hide();
    nameRow->addWidget(m_clock);
    nameRow->addStretch();
    middle->addLayout(nameRow);
    auto *counts = new QHBoxLayout;
    counts->setSpacing(3);
    for (const char *name : kCountIcons) {
        auto *icon = new QLabel(this);
        icon->setPixmap(iconPixmap(QString::fromLatin1(name), kIconSize, devicePixelRatioF()));
        auto *count = new QLabel(this);
        count->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("00")));
        counts->addWidget(icon);
        counts->addWidget(count);
        counts->addSpacing(4);
        m_icons << icon;
        m_counts << count;
    }
    counts->addStretch();
    middle->addLayout(counts);
    outer->addLayout(middle, 1);

    for (const char *name : kBadgeIcons) {
        auto *badge = new QLabel(this);
        badge->setPixmap(iconPixmap(QString::fromLatin1(name), kBadgeSize, devicePixelRatioF()));
        QSizePolicy keep = badge->sizePolicy();
        keep.setRetainSizeWhenHidden(true); // a badge arriving moves nothing
        badge->setSizePolicy(keep);
        badge->hide();
        outer->addWidget(badge);
        m_badges << badge;
    }

    QFont big = m_vp->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 2.0);
    m_vp->setFont(big);
    m_vp->setAlignment(Qt::AlignCenter);
    m_vp->setMinimumWidth(QFontMetrics(big).horizontalAdvance(QStringLiteral("00")) + 6);
    outer->addWidget(m_vp);

    m_glow->setColor(QColor(0xff, 0xb3, 0x00));
    m_glow->setBlurRadius(22);
    m_glow->setOffset(0, 0);
    m_glow->setEnabled(false);
    setGraphicsEffect(m_glow);
}

void PlayerCard::setFacts(const Facts &facts)
{
    m_chip->setPixmap(colourBar(facts.color, devicePixelRatioF()));
    m_name->setText(facts.name);
    m_vp->setText(QString::number(facts.vp));
    m_vp->setToolTip(facts.vpBreakdown);
    setToolTip(QStringLiteral("%1\n%2").arg(facts.name, facts.vpBreakdown));

    const std::array<int, 4> values{facts.handCount, facts.devCount, facts.priests, facts.stones};
    const std::array<QString, 4> what{tr("Cards in hand: %1").arg(facts.handCount),
                                      tr("Development cards: %1").arg(facts.devCount),
                                      tr("Priests played: %1").arg(facts.priests),
                                      tr("Building stones in Jerusalem: %1").arg(facts.stones)};
    for (int i = 0; i < 4; ++i) {
        const bool shown = i != 3 || facts.showStones;
        m_icons[i]->setVisible(shown);
        m_counts[i]->setVisible(shown);
        m_counts[i]->setText(QString::number(values[static_cast<std::size_t>(i)]));
        m_icons[i]->setToolTip(what[static_cast<std::size_t>(i)]);
        m_counts[i]->setToolTip(what[static_cast<std::size_t>(i)]);
    }
    QStringList held;
    for (int b = 0; b < m_badges.size(); ++b) {
        const bool has = b < facts.badges.size() && facts.badges[b];
        m_badges[b]->setVisible(has);
        m_badges[b]->setToolTip(facts.badgeNames.value(b));
        if (has)
            held << facts.badgeNames.value(b);
    }

    if (!m_styled || m_highlighted != facts.current) { // a style sheet is costly: only when it changes
        m_styled = true;
        m_highlighted = facts.current;
        setStyleSheet(facts.current ? QStringLiteral("#playerCard { border: 2px solid #d4a017; border-radius: 8px;"
                                                     " background: #fff4cc; }")
                                    : QStringLiteral("#playerCard { border: 1px solid #c9c0ad; border-radius: 8px; }"));
    }
    m_glow->setEnabled(facts.yourTurn);

    QString presence;
    QString colour;
    switch (facts.presence.kind) {
    case SeatPresence::Kind::Unknown: break;
    case SeatPresence::Kind::Here:
        presence = tr("● online");
        colour = QStringLiteral("#2e7d32");
        break;
    case SeatPresence::Kind::Dropped:
        presence = facts.presence.secondsLeft >= 0 ? tr("● dropped: the computer plays in %1 s").arg(facts.presence.secondsLeft)
                                                   : tr("● dropped: the game waits");
        colour = QStringLiteral("#b00020");
        break;
    case SeatPresence::Kind::Computer:
        presence = tr("● the computer plays for now");
        colour = QStringLiteral("#5f6368");
        break;
    }
    m_presence->setVisible(!presence.isEmpty());
    m_presence->setText(presence);
    m_presence->setStyleSheet(colour.isEmpty() ? QString() : QStringLiteral("color: %1").arg(colour));

    m_summary = (facts.showStones ? tr("%1: %2 VP. Cards in hand %3, development cards %4, priests %5, building stones %6.")
                                  : tr("%1: %2 VP. Cards in hand %3, development cards %4, priests %5."))
                    .arg(facts.name)
                    .arg(facts.vp)
                    .arg(facts.handCount)
                    .arg(facts.devCount)
                    .arg(facts.priests);
    if (facts.showStones)
        m_summary = m_summary.arg(facts.stones);
    if (!held.isEmpty())
        m_summary += QLatin1Char(' ') + held.join(QStringLiteral(", ")) + QLatin1Char('.');
    if (!presence.isEmpty())
        m_summary += QLatin1Char(' ') + presence.mid(2) + QLatin1Char('.');
    setAccessibleName(spokenText());
}

void PlayerCard::setClock(int secondsLeft)
{
    const QString text = secondsLeft >= 0 ? tr("%1 s left").arg(secondsLeft) : QString();
    if (text == m_clock->text() && m_clock->isHidden() == text.isEmpty())
        return;
    m_clock->setText(text);
    m_clock->setVisible(!text.isEmpty());
    m_clock->setToolTip(secondsLeft >= 0 ? tr("The turn clock: when it runs out, the computer makes this decision") : QString());
    setAccessibleName(spokenText());
}

QString PlayerCard::spokenText() const
{
    return m_clock->isHidden() ? m_summary : m_summary + QLatin1Char(' ') + clockShown() + QLatin1Char('.');
}

QString PlayerCard::clockShown() const { return m_clock->isHidden() ? QString() : m_clock->text(); }

bool PlayerCard::isGlowing() const { return m_glow->isEnabled(); }

QString PlayerCard::presenceShown() const { return m_presence->isHidden() ? QString() : m_presence->text(); }

int PlayerCard::vpShown() const { return m_vp->text().toInt(); }

QList<int> PlayerCard::countsShown() const
{
    QList<int> counts;
    for (QLabel *count : m_counts)
        counts << count->text().toInt();
    return counts;
}

QList<bool> PlayerCard::badgesShown() const
{
    QList<bool> shown;
    for (QLabel *badge : m_badges)
        shown << !badge->isHidden();
    return shown;
}

} // namespace canaan::settlerstable
