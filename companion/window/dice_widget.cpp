#include "dice_widget.h"

#include <QPainter>
#include <QRandomGenerator>
#include <array>

namespace canaan::companion {

namespace {
constexpr int kTumbleSteps = 9;
constexpr int kTumbleIntervalMs = 70;

// Pip positions on a 3 x 3 grid (0..8, row by row) for each face.
const std::array<std::vector<int>, 7> kPips{{{}, {4}, {2, 6}, {2, 4, 6}, {0, 2, 6, 8}, {0, 2, 4, 6, 8}, {0, 2, 3, 5, 6, 8}}};
} // namespace

DiceWidget::DiceWidget(QWidget *parent)
    : QWidget(parent)
{
    m_timer.setInterval(kTumbleIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &DiceWidget::tumble);
    setMinimumHeight(110);
}

QSize DiceWidget::sizeHint() const { return {260, 120}; }

void DiceWidget::roll(int first, int second)
{
    m_target[0] = first;
    m_target[1] = second;
    m_sum = 0;
    m_steps = 0;
    m_timer.start();
    tumble();
}

void DiceWidget::tumble()
{
    if (++m_steps >= kTumbleSteps) {
        finishNow();
        return;
    }
    for (int &f : m_faces)
        f = QRandomGenerator::global()->bounded(1, 7);
    update();
}

void DiceWidget::finishNow()
{
    if (!m_timer.isActive())
        return;
    m_timer.stop();
    m_faces[0] = m_target[0];
    m_faces[1] = m_target[1];
    update();
    emit rolled(m_target[0] + m_target[1]);
}

void DiceWidget::showSum(int sum)
{
    m_timer.stop();
    m_faces[0] = m_faces[1] = 0;
    m_sum = sum;
    update();
}

void DiceWidget::clear() { showSum(0); }

void DiceWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const double side = std::min(height() - 10.0, (width() - 30.0) / 2.6);
    if (m_sum) { // a typed roll: the number alone, large
        QFont f = font();
        f.setPixelSize(static_cast<int>(side * 0.8));
        f.setBold(true);
        p.setFont(f);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(rect(), Qt::AlignCenter, QString::number(m_sum));
        return;
    }
    if (!m_faces[0])
        return;
    const double gap = side * 0.3;
    const double left = (width() - 2 * side - gap) / 2;
    const double top = (height() - side) / 2;
    for (int d = 0; d < 2; ++d) {
        const QRectF die(left + d * (side + gap), top, side, side);
        p.setPen(QPen(QColor(0x40, 0x30, 0x20), 3));
        p.setBrush(d == 0 ? QColor(0xfb, 0xf6, 0xe9) : QColor(0xc6, 0x28, 0x28));
        p.drawRoundedRect(die, side * 0.16, side * 0.16);
        p.setPen(Qt::NoPen);
        p.setBrush(d == 0 ? QColor(0x2b, 0x22, 0x18) : QColor(0xfb, 0xf6, 0xe9));
        const double cell = side / 3;
        for (int pip : kPips[static_cast<std::size_t>(m_faces[d])])
            p.drawEllipse(QPointF(die.left() + cell * (pip % 3 + 0.5), die.top() + cell * (pip / 3 + 0.5)),
                          cell * 0.28, cell * 0.28);
    }
}

} // namespace canaan::companion
