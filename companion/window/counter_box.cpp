#include "companion/window/counter_box.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace canaan::companion {

CounterBox::CounterBox(QWidget *parent)
    : QWidget(parent), m_label(new QLabel(this)), m_minus(new QPushButton(QStringLiteral("−"), this)),
      m_shown(new QLabel(this)), m_plus(new QPushButton(QStringLiteral("+"), this))
{
    constexpr int kTouch = 48;
    for (QPushButton *b : {m_minus, m_plus}) {
        b->setFixedSize(kTouch, kTouch);
        QFont f = b->font();
        f.setPointSizeF(f.pointSizeF() * 1.4);
        f.setBold(true);
        b->setFont(f);
    }
    m_shown->setMinimumWidth(36);
    m_shown->setAlignment(Qt::AlignCenter);
    QFont f = m_shown->font();
    f.setPointSizeF(f.pointSizeF() * 1.3);
    f.setBold(true);
    m_shown->setFont(f);
    // The label above the buttons keeps three counters side by side in a narrow panel.
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    row->addStretch();
    row->addWidget(m_minus);
    row->addWidget(m_shown);
    row->addWidget(m_plus);
    row->addStretch();
    layout->addWidget(m_label, 0, Qt::AlignHCenter);
    m_label->hide(); // until it has a label
    layout->addLayout(row);
    connect(m_minus, &QPushButton::clicked, this, [this] { emit adjusted(-1); });
    connect(m_plus, &QPushButton::clicked, this, [this] { emit adjusted(+1); });
}

void CounterBox::setLabel(const QString &label)
{
    m_label->setText(label);
    m_label->setVisible(!label.isEmpty()); // a table of counters labels its columns once
}

void CounterBox::setValue(int value, bool canGrow)
{
    m_value = value;
    m_shown->setText(QString::number(value));
    m_minus->setEnabled(value > 0);
    m_plus->setEnabled(canGrow);
}

} // namespace canaan::companion
