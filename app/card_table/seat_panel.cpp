#include "app/card_table/seat_panel.h"

#include "app/card_table/card_painter.h"
#include "app/card_table/conquest_end_screen.h"
#include "app/card_table/game_terms.h"

#include <QPainter>
#include <QPainterPath>

namespace canaan::cardtable {

namespace {
constexpr int kMargin = 8;
constexpr int kEmblem = 34;
constexpr int kCounterRow = 60; // the top of the counters
} // namespace

SeatPanel::SeatPanel(int seat, QWidget *parent) : QWidget(parent), m_seat(seat)
{
    setObjectName(QStringLiteral("seat%1").arg(seat));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

QSize SeatPanel::sizeHint() const
{
    return QSize(240, 106);
}

QSize SeatPanel::minimumSizeHint() const
{
    return QSize(205, 106);
}

void SeatPanel::showView(const conquest::SeatView &view, const QString &name)
{
    m_view = view;
    m_name = name;
    const auto i = static_cast<std::size_t>(m_seat);
    //: The tooltip of a nation's panel: its nation and its ability.
    setToolTip(tr("%1: %2").arg(nationName(view.nations[i]), nationAbility(view.nations[i])));
    update();
}

QString SeatPanel::statusText() const
{
    const auto i = static_cast<std::size_t>(m_seat);
    const conquest::SeatView &v = m_view;
    if (v.numPlayers == 0)
        return {};
    if (v.barredMask & (1u << m_seat))
        return tr("may not ally");
    if (m_seat == v.attacker)
        return tr("attacker");
    if (m_seat == v.defender)
        return tr("defender");
    if (v.lentSide[i] != conquest::kNone)
        return tr("ally of the %1").arg(v.lentSide[i] == conquest::kAttacker ? tr("attacker") : tr("defender"));
    if (v.protectedMask & (1u << m_seat))
        //: A nation that a U card protects from attack for the rest of the turn.
        return tr("protected");
    if (m_seat == v.active && v.pending != conquest::Pending::GameOver)
        return tr("active");
    return {};
}

QRect SeatPanel::citiesRect() const
{
    return QRect(kMargin, kCounterRow, 56, 34);
}

void SeatPanel::paintEvent(QPaintEvent *)
{
    if (m_view.numPlayers <= m_seat)
        return;
    const auto i = static_cast<std::size_t>(m_seat);
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor colour = CityChart::seatColour(m_seat);
    const bool me = m_seat == m_view.seat;
    const bool active = m_seat == m_view.active && m_view.pending != conquest::Pending::GameOver;
    const QRectF frame = QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5);
    p.setPen(QPen(colour, active ? 3.5 : 1.5));
    p.setBrush(me ? QColor(0xf6, 0xec, 0xd4) : QColor(0xfb, 0xf7, 0xee));
    p.drawRoundedRect(frame, 8, 8);

    // The emblem: the nation's colour with its first letter.
    const QRectF emblem(kMargin, kMargin, kEmblem, kEmblem);
    p.setPen(QPen(colour.darker(140), 1.5));
    p.setBrush(colour);
    p.drawEllipse(emblem);
    const QString nation = nationName(m_view.nations[i]);
    QFont f = font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.2);
    p.setFont(f);
    p.setPen(Qt::white);
    p.drawText(emblem, Qt::AlignCenter, nation.left(1));

    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    const QString status = statusText();
    QRectF badge;
    if (!status.isEmpty()) {
        // The status as a badge in the top right corner.
        const QRectF text = QFontMetricsF(small).boundingRect(status).adjusted(-6, -2, 6, 2);
        badge = QRectF(width() - kMargin - text.width(), kMargin, text.width(), text.height());
        const QColor tint = status == tr("attacker") ? QColor(0xb5, 0x46, 0x2f)
                            : status == tr("defender") ? QColor(0x2f, 0x5d, 0x8a)
                            : QColor(0x5a, 0x6a, 0x4a);
        p.setPen(Qt::NoPen);
        p.setBrush(tint);
        p.drawRoundedRect(badge, 6, 6);
        p.setFont(small);
        p.setPen(Qt::white);
        p.drawText(badge, Qt::AlignCenter, status);
    }

    // The player and the nation, whole (no ellipsis): the font shrinks before a name is cut.
    const qreal right = badge.isNull() ? width() - kMargin : badge.left() - 4;
    const QRectF names(emblem.right() + 8, kMargin - 2, right - emblem.right() - 8, 40);
    QFont nameFont = font();
    nameFont.setBold(true);
    const QString title = me ? tr("%1 (you)").arg(m_name) : m_name;
    while (QFontMetricsF(nameFont).horizontalAdvance(title) > names.width() && nameFont.pointSizeF() > 6)
        nameFont.setPointSizeF(nameFont.pointSizeF() - 0.5);
    p.setFont(nameFont);
    p.setPen(QColor(0x2b, 0x21, 0x14));
    p.drawText(names.adjusted(0, 0, 0, -20), Qt::AlignLeft | Qt::AlignVCenter, title);
    p.setFont(small);
    if (m_name != nation)
        p.drawText(QRectF(names.left(), names.top() + 20, width() - kMargin - names.left(), 20), Qt::AlignLeft | Qt::AlignVCenter, nation);

    // The counters: city tokens (gold discs), armies (a red square token), the hand (card backs).
    p.setFont(f);
    const QRectF city = citiesRect();
    p.setPen(QPen(QColor(0x6b, 0x4f, 0x12), 2));
    p.setBrush(QColor(0xd4, 0xa7, 0x2c));
    p.drawEllipse(QRectF(city.left(), city.top() + 6, 22, 22));
    p.setPen(QColor(0x2b, 0x21, 0x14));
    p.drawText(QRectF(city.left() + 26, city.top(), 34, city.height()), Qt::AlignLeft | Qt::AlignVCenter, citiesText());

    // The hand on the right: overlapping card backs and the count.
    const int cards = m_view.handCounts[i];
    const int backs = qMin(cards, 5);
    const qreal backW = 16, backH = 22;
    p.setFont(f);
    const QString count = QString::number(cards);
    const qreal countW = QFontMetricsF(f).horizontalAdvance(count) + 2;
    const qreal handLeft = width() - kMargin - countW - 3 - backW - qMax(0, backs - 1) * 4;
    for (int c = 0; c < backs; ++c)
        paintCardBack(p, QRectF(handLeft + c * 4, city.top() + 6, backW, backH));
    p.setPen(QColor(0x2b, 0x21, 0x14));
    p.drawText(QRectF(width() - kMargin - countW, city.top(), countW, city.height()), Qt::AlignRight | Qt::AlignVCenter, count);

    // The armies between: a red square token, the count and those lent out beneath in small print.
    const QRectF army(city.right() + 8, city.top(), handLeft - city.right() - 14, city.height());
    p.setPen(QPen(QColor(0x5a, 0x1e, 0x12), 2));
    p.setBrush(QColor(0xb5, 0x46, 0x2f));
    p.drawRoundedRect(QRectF(army.left(), army.top() + 7, 20, 20), 3, 3);
    p.setPen(QColor(0x2b, 0x21, 0x14));
    const int lent = m_view.lentArmies[i] + m_view.armiesAway[i];
    p.drawText(army.adjusted(24, 0, 0, lent ? -12 : 0), Qt::AlignLeft | Qt::AlignVCenter, QString::number(m_view.armies[i]));
    if (lent) {
        //: Under a nation's armies: how many it lent to a side of the battle.
        QString away = tr("%n lent", nullptr, lent);
        QFont tiny = small;
        while (QFontMetricsF(tiny).horizontalAdvance(away) > army.width() - 24 && tiny.pointSizeF() > 6)
            tiny.setPointSizeF(tiny.pointSizeF() - 0.5);
        p.setFont(tiny);
        p.drawText(army.adjusted(24, 20, 0, 4), Qt::AlignLeft | Qt::AlignVCenter, away);
    }
}

} // namespace canaan::cardtable
