#include "app/table_kit/dice_view.h"

#include <QPainter>
#include <QVariantAnimation>

#include <algorithm>

namespace canaan::tablekit {

namespace {

constexpr qreal kGapShare = 0.2; // the gap between two dice, in dice sides

// Where the pips of each face sit on a 3 x 3 grid, row by row.
const char *pipsOf(int face)
{
    static const char *faces[] = {"         ", "    x    ", "x       x", "x   x   x",
                                  "x x   x x", "x x x x x", "x xx xx x"};
    return faces[std::clamp(face, 0, 6)];
}

void paintDie(QPainter &p, const QRectF &box, int face, const QColor &body, const QColor &pips, qreal angle)
{
    p.save();
    if (angle != 0) {
        p.translate(box.center());
        p.rotate(angle);
        p.translate(-box.center());
    }
    const QRectF r = box.adjusted(1, 1, -1, -1);
    p.setPen(QPen(QColor(0x3b, 0x2a, 0x14), 1.5));
    p.setBrush(face > 0 ? body : QColor(0xec, 0xe7, 0xdc));
    p.drawRoundedRect(r, r.width() * 0.16, r.width() * 0.16);
    p.setPen(Qt::NoPen);
    p.setBrush(pips);
    const char *grid = pipsOf(face);
    const qreal step = r.width() / 4, radius = r.width() / 11;
    for (int i = 0; i < 9; ++i)
        if (grid[i] == 'x')
            p.drawEllipse(QPointF(r.left() + step * (1 + i % 3), r.top() + step * (1 + i / 3)), radius, radius);
    p.restore();
}

} // namespace

DiceView::DiceView(int count, int side, QWidget *parent)
    : QWidget(parent), m_side(side), m_faces(count, 0), m_bodies(count, QColor(0xfb, 0xf4, 0xe2)),
      m_pips(count, QColor(0x2b, 0x22, 0x18))
{
    if (side > 0)
        setFixedSize(sizeHint());
    else
        setMinimumHeight(110);
}

void DiceView::setDieColours(int die, const QColor &body, const QColor &pips)
{
    m_bodies[die] = body;
    m_pips[die] = pips;
    update();
}

QSize DiceView::sizeHint() const
{
    if (m_side <= 0)
        return {260, 120};
    const int count = int(m_faces.size());
    return {count * m_side + int((count - 1) * m_side * kGapShare), m_side};
}

bool DiceView::isRolling() const
{
    return !m_rolling.isNull();
}

int DiceView::shownSum() const
{
    if (m_typedSum)
        return m_typedSum;
    int sum = 0;
    for (int face : m_faces)
        sum += face;
    return sum;
}

void DiceView::showFaces(const QList<int> &faces)
{
    if (m_rolling)
        m_rolling->stop();
    m_typedSum = 0;
    m_faces = faces;
    m_tumbling.clear();
    m_angle = 0;
    QStringList spoken;
    for (int face : faces)
        if (face > 0)
            spoken << QString::number(face);
    setAccessibleName(spoken.join(QStringLiteral(" + ")));
    update();
}

void DiceView::roll(const QList<int> &faces, int ms)
{
    showFaces(faces);
    if (ms <= 0) {
        emit rolled(shownSum());
        return;
    }
    auto *rolling = new QVariantAnimation(this);
    rolling->setStartValue(0.0);
    rolling->setEndValue(1.0);
    rolling->setDuration(ms);
    rolling->setEasingCurve(QEasingCurve::OutCubic);
    connect(rolling, &QVariantAnimation::valueChanged, this, [this](const QVariant &value) {
        const double t = value.toDouble();
        m_tumbling.clear();
        for (int face : m_faces) // a few faces, slowing down to the roll's
            m_tumbling << (face - 1 + int((1 - t) * 9) + int(m_tumbling.size()) * 2) % 6 + 1;
        m_angle = (1 - t) * 300;
        update();
    });
    connect(rolling, &QVariantAnimation::finished, this, &DiceView::settle);
    m_rolling = rolling;
    rolling->start(QAbstractAnimation::DeleteWhenStopped);
}

void DiceView::settle()
{
    m_rolling = nullptr;
    m_tumbling.clear();
    m_angle = 0;
    update();
    emit rolled(shownSum());
}

void DiceView::showSum(int sum)
{
    showFaces(QList<int>(m_faces.size(), 0));
    m_typedSum = sum;
    update();
}

void DiceView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int count = int(m_faces.size());
    const qreal side = m_side > 0 ? m_side : std::min(height() - 10.0, width() / (count + (count - 1) * kGapShare) * 0.8);
    if (m_typedSum) { // a typed roll: the number alone, large
        QFont f = font();
        f.setPixelSize(static_cast<int>(side * 0.8));
        f.setBold(true);
        p.setFont(f);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(rect(), Qt::AlignCenter, QString::number(m_typedSum));
        return;
    }
    const qreal gap = side * kGapShare;
    const qreal left = (width() - count * side - (count - 1) * gap) / 2;
    const qreal top = (height() - side) / 2;
    for (int d = 0; d < count; ++d) {
        const int face = m_tumbling.isEmpty() ? m_faces.at(d) : m_tumbling.at(d);
        paintDie(p, QRectF(left + d * (side + gap), top, side, side), face, m_bodies.at(d), m_pips.at(d), m_angle);
    }
}

} // namespace canaan::tablekit
