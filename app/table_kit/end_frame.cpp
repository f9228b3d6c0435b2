#include "app/table_kit/end_frame.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace canaan::tablekit {

EndFrame::EndFrame(QWidget *parent)
    : QWidget(parent), m_headline(new QLabel(this)), m_body(new QVBoxLayout), m_buttons(new QHBoxLayout),
      m_replay(new QPushButton(this)), m_rematch(new QPushButton(this))
{
    m_headline->setObjectName(QStringLiteral("winner"));
    m_headline->setAlignment(Qt::AlignCenter);
    m_headline->setWordWrap(true);
    QFont big = m_headline->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    m_headline->setFont(big);
    m_replay->setObjectName(QStringLiteral("replay"));
    m_rematch->setObjectName(QStringLiteral("rematch"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_headline);
    layout->addLayout(m_body, 1);
    m_buttons->addWidget(m_replay);
    m_buttons->addStretch(1);
    m_buttons->addWidget(m_rematch);
    layout->addLayout(m_buttons);
    connect(m_replay, &QPushButton::clicked, this, &EndFrame::replayRequested);
    connect(m_rematch, &QPushButton::clicked, this, &EndFrame::rematchRequested);
    retranslate();
}

void EndFrame::addButton(QPushButton *button)
{
    m_buttons->addWidget(button);
}

QTableWidget *EndFrame::readOnlyTable(QWidget *parent)
{
    auto *table = new QTableWidget(parent);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionMode(QAbstractItemView::NoSelection);
    table->setFocusPolicy(Qt::NoFocus);
    table->verticalHeader()->hide();
    return table;
}

void EndFrame::retranslate()
{
    m_replay->setText(tr("Re&play…"));
    m_replay->setToolTip(tr("Step through this game again, with charts of each turn"));
}

void EndFrame::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace canaan::tablekit
