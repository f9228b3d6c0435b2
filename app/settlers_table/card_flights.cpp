#include "app/settlers_table/card_flights.h"

#include <QEvent>
#include <QLabel>
#include <QPropertyAnimation>
#include <QSequentialAnimationGroup>

namespace canaan::settlerstable {

namespace {
constexpr const char *kFlyingCard = "canaanFlyingCard";
}

CardFlights::CardFlights(QWidget *window) : QWidget(window)
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    setGeometry(window->rect());
    window->installEventFilter(this); // above the window's widgets made before it, below those after
}

bool CardFlights::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parent() && event->type() == QEvent::Resize)
        setGeometry(parentWidget()->rect());
    return QWidget::eventFilter(watched, event);
}

void CardFlights::fly(const QPixmap &card, QPoint from, QPoint to, int ms, int delay)
{
    if (ms <= 0 || card.isNull())
        return;
    auto *label = new QLabel(this);
    label->setProperty(kFlyingCard, true);
    label->setPixmap(card);
    label->resize(card.size() / card.devicePixelRatio());
    const QPoint half(label->width() / 2, label->height() / 2);
    label->move(from - half);
    label->setVisible(delay == 0);

    auto *flight = new QSequentialAnimationGroup(label);
    if (delay > 0) {
        flight->addPause(delay);
        connect(flight, &QSequentialAnimationGroup::currentAnimationChanged, label, [label](QAbstractAnimation *now) {
            if (qobject_cast<QPropertyAnimation *>(now))
                label->show();
        });
    }
    auto *move = new QPropertyAnimation(label, "pos", flight);
    move->setDuration(ms);
    move->setStartValue(from - half);
    move->setEndValue(to - half);
    move->setEasingCurve(QEasingCurve::InOutQuad);
    flight->addAnimation(move);
    connect(flight, &QAbstractAnimation::finished, label, &QObject::deleteLater);
    flight->start();
}

int CardFlights::inFlight() const
{
    int n = 0;
    for (const QLabel *label : findChildren<QLabel *>(Qt::FindDirectChildrenOnly))
        n += label->property(kFlyingCard).toBool();
    return n;
}

} // namespace canaan::settlerstable
