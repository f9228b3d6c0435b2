#include "nations_panel.h"

#include "game_terms.h"

#include <QEvent>
#include <QHeaderView>

namespace canaan::cardtable {

NationsPanel::NationsPanel(QWidget *parent) : QTableWidget(parent)
{
    setObjectName(QStringLiteral("nations"));
    setColumnCount(ColumnCount);
    setEditTriggers(NoEditTriggers);
    setSelectionMode(NoSelection);
    setFocusPolicy(Qt::NoFocus);
    verticalHeader()->hide();
    horizontalHeader()->setStretchLastSection(true);
    setWordWrap(true);
    retranslate();
}

void NationsPanel::showView(const conquest::SeatView &view, const QStringList &names)
{
    m_view = view;
    m_names = names;
    retranslate();
}

void NationsPanel::retranslate()
{
    setHorizontalHeaderLabels({tr("Nation"), tr("City tokens"), tr("Armies"), tr("Cards in hand"), tr("Now"), tr("Ability")});
    setRowCount(m_view.numPlayers);
    for (int p = 0; p < m_view.numPlayers; ++p) {
        const auto i = static_cast<std::size_t>(p);
        const conquest::Nation nation = m_view.nations[i];
        const QString name = p < m_names.size() ? m_names.at(p) : QString::number(p + 1);
        QString role;
        if (p == m_view.attacker)
            role = tr("attacker");
        else if (p == m_view.defender)
            role = tr("defender");
        else if (m_view.lentSide[i] != conquest::kNone)
            role = tr("ally of the %1").arg(m_view.lentSide[i] == conquest::kAttacker ? tr("attacker") : tr("defender"));
        else if (p == m_view.active && m_view.pending != conquest::Pending::GameOver)
            role = tr("active");
        if (m_view.barredMask & (1u << p))
            role = tr("may not ally");
        int armies = m_view.armies[i];
        QString armiesText = QString::number(armies);
        if (m_view.lentArmies[i] || m_view.armiesAway[i])
            //: Armies at home, and armies lent to a side of the battle.
            armiesText = tr("%1 (+%2 lent)").arg(armies).arg(m_view.lentArmies[i] + m_view.armiesAway[i]);
        const QStringList cells{name.isEmpty() ? nationName(nation) : tr("%1, %2").arg(name, nationName(nation)), QString::number(m_view.cities[i]), armiesText,
                                QString::number(m_view.handCounts[i]), role, nationAbility(nation)};
        for (int c = 0; c < ColumnCount; ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            QFont f = item->font();
            f.setBold(p == m_view.active);
            item->setFont(f);
            if (p == m_view.seat)
                item->setBackground(QColor(0xf6, 0xec, 0xd4));
            if (c == AbilityColumn)
                item->setToolTip(cells.at(c));
            setItem(p, c, item);
        }
    }
    resizeColumnsToContents();
    resizeRowsToContents();
}

void NationsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QTableWidget::changeEvent(event);
}

} // namespace canaan::cardtable
