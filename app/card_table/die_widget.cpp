#include "die_widget.h"

#include "motion.h"

#include <QPainter>
#include <QVariantAnimation>

namespace canaan::cardtable {

DieWidget::DieWidget(QWidget *parent) : QWidget(parent)
{
    setFixedSize(sizeHint());
}

void DieWidget::setValue(int value)
{
    m_value = value;
    update();
}

void DieWidget::roll(int value, int ms)
{
    m_value = value;
    if (m_rolling)
        m_rolling->stop(); // a new roll replaces one still tumbling
    m_face = 0;
    m_angle = 0;
    m_rolling = animate(
        this, ms,
        [this, value](double t) {
            m_face = (value - 1 + int((1 - t) * 9)) % 6 + 1; // a few faces, slowing down to the roll's
            m_angle = (1 - t) * 300;
            update();
        },
        [this] {
            m_face = 0;
            m_angle = 0;
            update();
        });
}

void DieWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    if (m_angle != 0) {
        p.translate(rect().center());
        p.rotate(m_angle);
        p.translate(-rect().center());
    }
    const int shown = m_face ? m_face : m_value;
    const QRectF r = QRectF(rect()).adjusted(2, 2, -2, -2);
    p.setPen(QPen(QColor(0x2b, 0x21, 0x14), 1.5));
    p.setBrush(shown ? QColor(0xfb, 0xf7, 0xee) : QColor(0xdd, 0xd6, 0xc8));
    p.drawRoundedRect(r, 5, 5);
    if (shown < 1 || shown > 6)
        return;
    // Pip positions on a 3x3 grid, per face.
    static const char *faces[] = {"    x    ", "x       x", "x   x   x", "x x   x x", "x x x x x", "x xx xx x"};
    const char *face = faces[shown - 1];
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x2b, 0x21, 0x14));
    const qreal step = r.width() / 4, radius = r.width() / 11;
    for (int i = 0; i < 9; ++i)
        if (face[i] == 'x')
            p.drawEllipse(QPointF(r.left() + step * (1 + i % 3), r.top() + step * (1 + i / 3)), radius, radius);
}

} // namespace canaan::cardtable
