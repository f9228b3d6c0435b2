#include "app/card_table/hand_view.h"

#include "app/card_table/card_widget.h"

#include <QPainter>

namespace canaan::cardtable {

namespace {
constexpr int kGap = 6;
}

HandView::HandView(qreal scale, QWidget *parent) : QWidget(parent), m_scale(scale)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void HandView::setCards(const QList<int> &cards, const std::function<CardLook(int)> &lookOf)
{
    // Keep the widgets of cards still held, so a click in progress and the focus survive an update.
    QList<CardWidget *> kept;
    for (CardWidget *w : std::as_const(m_widgets)) {
        if (cards.contains(w->card()))
            kept << w;
        else {
            w->hide(); // gone from the screen now, not at the next event loop
            w->deleteLater();
        }
    }
    m_widgets.clear();
    for (int c : cards) {
        CardWidget *w = nullptr;
        for (CardWidget *k : std::as_const(kept))
            if (k->card() == c)
                w = k;
        if (!w) {
            w = new CardWidget(c, m_scale, this);
            connect(w, &CardWidget::clicked, this, &HandView::cardClicked);
            w->show();
        }
        w->setLook(lookOf ? lookOf(c) : CardLook{});
        m_widgets << w;
    }
    layoutCards();
    updateGeometry();
    update();
}

QList<int> HandView::cards() const
{
    QList<int> out;
    for (const CardWidget *w : m_widgets)
        out << w->card();
    return out;
}

void HandView::arriveAll(int ms)
{
    for (CardWidget *w : std::as_const(m_widgets))
        w->arrive(ms);
}

CardWidget *HandView::widgetFor(int card) const
{
    for (CardWidget *w : m_widgets)
        if (w->card() == card)
            return w;
    return nullptr;
}

void HandView::setEmptyText(const QString &text)
{
    m_emptyText = text;
    update();
}

int HandView::columnsFor(int width) const
{
    const int cardWidth = qRound(kCardWidth * m_scale) + kGap;
    return qMax(1, (width + kGap) / cardWidth);
}

QSize HandView::sizeHint() const
{
    const int n = qMax(1, int(m_widgets.size()));
    return QSize(n * (qRound(kCardWidth * m_scale) + kGap), qRound(kCardHeight * m_scale) + kGap);
}

int HandView::heightForWidth(int width) const
{
    const int n = qMax(1, int(m_widgets.size()));
    const int rows = (n + columnsFor(width) - 1) / columnsFor(width);
    return rows * (qRound(kCardHeight * m_scale) + kGap);
}

void HandView::layoutCards()
{
    const int columns = columnsFor(width());
    const int w = qRound(kCardWidth * m_scale) + kGap;
    const int h = qRound(kCardHeight * m_scale) + kGap;
    for (int i = 0; i < m_widgets.size(); ++i)
        m_widgets.at(i)->move((i % columns) * w, (i / columns) * h);
}

void HandView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    layoutCards();
}

void HandView::paintEvent(QPaintEvent *)
{
    if (!m_widgets.isEmpty() || m_emptyText.isEmpty())
        return;
    QPainter painter(this);
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, m_emptyText);
}

} // namespace canaan::cardtable
