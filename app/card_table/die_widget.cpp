#include "die_widget.h"

#include <QPainter>

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

void DieWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = QRectF(rect()).adjusted(2, 2, -2, -2);
    p.setPen(QPen(QColor(0x2b, 0x21, 0x14), 1.5));
    p.setBrush(m_value ? QColor(0xfb, 0xf7, 0xee) : QColor(0xdd, 0xd6, 0xc8));
    p.drawRoundedRect(r, 5, 5);
    if (m_value < 1 || m_value > 6)
        return;
    // Pip positions on a 3x3 grid, per face.
    static const char *faces[] = {"    x    ", "x       x", "x   x   x", "x x   x x", "x x x x x", "x xx xx x"};
    const char *face = faces[m_value - 1];
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x2b, 0x21, 0x14));
    const qreal step = r.width() / 4, radius = r.width() / 11;
    for (int i = 0; i < 9; ++i)
        if (face[i] == 'x')
            p.drawEllipse(QPointF(r.left() + step * (1 + i % 3), r.top() + step * (1 + i / 3)), radius, radius);
}

} // namespace canaan::cardtable
