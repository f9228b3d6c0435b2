#include "app/table_kit/pass_cover.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace canaan::tablekit {

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
    m_take->setAutoDefault(true); // Return and Enter press it, as in a dialog
    layout->addWidget(m_take, 0, Qt::AlignCenter);
    layout->addStretch();
    connect(m_take, &QPushButton::clicked, this, [this] {
        hide();
        emit taken(m_seat);
    });
    parent->installEventFilter(this); // follow the parent's size
    hide();
}

void PassCover::ask(int seat, const QString &name)
{
    m_seat = seat;
    m_name = name;
    retranslate();
    setGeometry(parentWidget()->rect());
    raise();
    show();
    m_take->setFocus();
}

void PassCover::retranslate()
{
    m_question->setText(tr("Pass the screen to %1. Nobody else should look now.").arg(m_name));
    m_take->setText(tr("I am %1: show my hand").arg(m_name));
}

bool PassCover::event(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && !m_name.isEmpty())
        retranslate();
    return QWidget::event(event);
}

void PassCover::keyPressEvent(QKeyEvent *event)
{
    // Return anywhere on the cover takes the screen, even when the button lost the focus.
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        m_take->click();
        return;
    }
    QWidget::keyPressEvent(event);
}

bool PassCover::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        setGeometry(parentWidget()->rect());
    return QWidget::eventFilter(watched, event);
}

} // namespace canaan::tablekit
