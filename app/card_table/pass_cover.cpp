#include "pass_cover.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace canaan::cardtable {

PassCover::PassCover(QWidget *parent) : QWidget(parent), m_question(new QLabel(this)), m_take(new QPushButton(this))
{
    setObjectName(QStringLiteral("passCover"));
    setAutoFillBackground(true);
    QPalette night = palette();
    night.setColor(QPalette::Window, QColor(0x2a, 0x22, 0x18));
    night.setColor(QPalette::WindowText, QColor(0xf4, 0xea, 0xd2));
    setPalette(night);
    auto *layout = new QVBoxLayout(this);
    layout->addStretch();
    QFont big = m_question->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    m_question->setFont(big);
    m_question->setAlignment(Qt::AlignCenter);
    m_question->setWordWrap(true);
    layout->addWidget(m_question);
    m_take->setObjectName(QStringLiteral("takeScreen"));
    m_take->setShortcut(QKeySequence(Qt::Key_Return));
    layout->addWidget(m_take, 0, Qt::AlignCenter);
    layout->addStretch();
    connect(m_take, &QPushButton::clicked, this, [this] {
        hide();
        emit taken();
    });
    hide();
}

void PassCover::askFor(const QString &name)
{
    m_name = name;
    m_question->setText(tr("Pass the screen to %1. Nobody else should look now.").arg(name));
    m_take->setText(tr("I am %1: show my cards").arg(name));
    setGeometry(parentWidget()->rect());
    raise();
    show();
    m_take->setFocus();
}

bool PassCover::event(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && !m_name.isEmpty()) {
        m_question->setText(tr("Pass the screen to %1. Nobody else should look now.").arg(m_name));
        m_take->setText(tr("I am %1: show my cards").arg(m_name));
    }
    return QWidget::event(event);
}

} // namespace canaan::cardtable
