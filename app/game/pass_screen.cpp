#include "pass_screen.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace canaan::game {

PassScreen::PassScreen(QWidget *parent) : QWidget(parent), m_text(new QLabel(this)), m_take(new QPushButton(this))
{
    setAutoFillBackground(true);
    QPalette dark = palette();
    dark.setColor(QPalette::Window, QColor(0x1f, 0x2a, 0x38));
    dark.setColor(QPalette::WindowText, Qt::white);
    setPalette(dark);
    auto *layout = new QVBoxLayout(this);
    layout->addStretch();
    QFont big = m_text->font();
    big.setPointSizeF(big.pointSizeF() * 2);
    m_text->setFont(big);
    m_text->setAlignment(Qt::AlignCenter);
    m_text->setWordWrap(true);
    layout->addWidget(m_text);
    m_take->setObjectName(QStringLiteral("takeTurn"));
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

void PassScreen::ask(int seat, const QString &name)
{
    m_seat = seat;
    m_text->setText(tr("Pass the computer to %1.").arg(name));
    m_take->setText(tr("I am %1: show my hand").arg(name));
    setGeometry(parentWidget()->rect());
    raise();
    show();
    m_take->setFocus();
}

void PassScreen::keyPressEvent(QKeyEvent *event)
{
    // Return anywhere on the cover takes the turn, even when the button lost the focus.
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        m_take->click();
        return;
    }
    QWidget::keyPressEvent(event);
}

bool PassScreen::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        setGeometry(parentWidget()->rect());
    return QWidget::eventFilter(watched, event);
}

} // namespace canaan::game
