#include "app/card_table/phase_bar.h"

#include "app/table_kit/dice_view.h"
#include "app/card_table/game_terms.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>

namespace canaan::cardtable {

PhaseBar::PhaseBar(QWidget *parent)
    : QWidget(parent), m_turn(new QLabel(this)), m_piles(new QLabel(this)), m_die(new tablekit::DiceView(1, 32, this)),
      m_dieText(new QLabel(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    for (int i = 0; i < kPhaseCount; ++i) {
        auto *label = new QLabel(this);
        label->setObjectName(QStringLiteral("phase%1").arg(i));
        label->setAlignment(Qt::AlignCenter);
        label->setMargin(6);
        m_phases << label;
        layout->addWidget(label);
    }
    layout->addSpacing(16);
    m_turn->setObjectName(QStringLiteral("turnCounter"));
    layout->addWidget(m_turn);
    layout->addStretch();
    layout->addWidget(m_piles);
    layout->addSpacing(12);
    layout->addWidget(m_die);
    m_dieText->setObjectName(QStringLiteral("dieText"));
    layout->addWidget(m_dieText);
    retranslate();
}

void PhaseBar::showView(const conquest::SeatView &view, const QStringList &names)
{
    m_view = view;
    m_names = names;
    const Phase phase = phaseOf(view.step);
    m_current = phase >= Phase::Leadership && phase <= Phase::Conquest ? static_cast<int>(phase) - 1 : -1;
    retranslate();
}

void PhaseBar::showDie(int value, const QString &what, bool fresh)
{
    m_die->roll({value}, fresh ? m_motion : 0);
    m_dieWhat = what;
    m_dieText->setText(what);
}

QString PhaseBar::turnText() const
{
    return m_turn->text();
}

void PhaseBar::retranslate()
{
    for (int i = 0; i < m_phases.size(); ++i) {
        QLabel *label = m_phases.at(i);
        label->setText(phaseName(static_cast<Phase>(i + 1)));
        const bool lit = i == m_current;
        label->setStyleSheet(lit ? QStringLiteral("background:#c08a2a;color:white;font-weight:bold;border-radius:4px;")
                                 : QStringLiteral("color:#6b6255;"));
    }
    if (m_view.totalTurns == 0) {
        m_turn->clear();
        return;
    }
    const int turn = qMin(int(m_view.turnsPlayed) + 1, int(m_view.totalTurns));
    const QString active = m_view.active < m_names.size() ? m_names.at(m_view.active) : QString();
    m_turn->setText(m_view.pending == conquest::Pending::GameOver
                        ? tr("Game over after %1 turns").arg(m_view.totalTurns)
                        : tr("Turn %1 of %2: %3").arg(turn).arg(m_view.totalTurns).arg(active));
    m_piles->setText(tr("Deck: %1 · Discard pile: %2").arg(m_view.deckCount).arg(m_view.discardCount));
}

void PhaseBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace canaan::cardtable
