#include "app/card_table/motion.h"

#include <QVariantAnimation>

#include <algorithm>

namespace canaan::cardtable {

int motionTimeFor(int stepDelayMs)
{
    if (stepDelayMs <= 0)
        return 0;
    return std::clamp(stepDelayMs * 3 / 4, 150, 500);
}

QVariantAnimation *animate(QObject *owner, int ms, const std::function<void(double)> &frame,
                           const std::function<void()> &done)
{
    if (ms <= 0) {
        if (done)
            done();
        return nullptr;
    }
    frame(0); // the first frame now, not at the animation's first tick
    auto *animation = new QVariantAnimation(owner);
    animation->setDuration(ms);
    animation->setStartValue(0.0);
    animation->setEndValue(1.0);
    animation->setEasingCurve(QEasingCurve::OutCubic);
    QObject::connect(animation, &QVariantAnimation::valueChanged, owner,
                     [frame](const QVariant &v) { frame(v.toDouble()); });
    if (done)
        QObject::connect(animation, &QVariantAnimation::finished, owner, done);
    animation->start(QAbstractAnimation::DeleteWhenStopped);
    return animation;
}

} // namespace canaan::cardtable
