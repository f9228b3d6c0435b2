#include "app/card_table/card_widget.h"

#include "app/card_table/card_names.h"
#include "app/card_table/game_terms.h"
#include "app/card_table/motion.h"

#include "engine/conquest/cards.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>

namespace canaan::cardtable {

CardWidget::CardWidget(int card, qreal scale, QWidget *parent) : QWidget(parent), m_card(card), m_scale(scale)
{
    setObjectName(QStringLiteral("card_%1").arg(QLatin1String(conquest::card(card).id.data(),
                                                              qsizetype(conquest::card(card).id.size()))));
    setFixedSize(sizeHint());
    setCursor(Qt::PointingHandCursor);
    retranslate();
}

void CardWidget::setLook(const CardLook &look)
{
    m_look = look;
    update();
}

QSize CardWidget::sizeHint() const
{
    return QSize(qRound(kCardWidth * m_scale), qRound(kCardHeight * m_scale));
}

void CardWidget::arrive(int ms)
{
    animate(
        this, ms,
        [this](double t) {
            m_arrival = t;
            update();
        },
        [this] {
            m_arrival = 1;
            update();
        });
}

void CardWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    if (m_arrival < 1) {
        painter.setOpacity(0.25 + 0.75 * m_arrival);
        painter.translate(0, (1 - m_arrival) * height() * 0.6);
    }
    paintCard(painter, QRectF(rect()), m_card, m_look);
}

void CardWidget::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && rect().contains(event->position().toPoint()))
        emit clicked(m_card);
}

void CardWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CardWidget::retranslate()
{
    const conquest::CardInfo &info = conquest::card(m_card);
    //: A card's tooltip: its name, its kind and what the kind does.
    setToolTip(tr("%1 (%2): %3").arg(cardName(m_card), kindName(info.kind), kindRule(info.kind)));
    setAccessibleName(cardName(m_card));
    update(); // the face carries the name, the kind and the notes
}

} // namespace canaan::cardtable
